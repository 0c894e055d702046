import path from "node:path";

const port = Number(process.env.E2E_PORT || 9000);
const failingPort = port + 1;

/** Where the e2e servers listen and where the outbox server writes its .eml files. */
export const E2E = {
  port,
  failingPort,
  baseURL: `http://127.0.0.1:${port}`,
  /** The site with the deploy's headers: our production server applies public/_headers itself. */
  headersBaseURL: `http://127.0.0.1:${port}`,
  failingBaseURL: `http://127.0.0.1:${failingPort}`,
  outboxDir: path.resolve(__dirname, "../.e2e-outbox"),
  /** The outbox server's stored requests (docs/requests.md). */
  dataDir: path.resolve(__dirname, "../.e2e-data"),
};
