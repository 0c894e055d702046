import path from "node:path";

const port = Number(process.env.E2E_PORT || 9000);
const failingPort = port + 1;
const headersPort = port + 2;

/** Where the e2e servers listen and where the outbox server writes its .eml files. */
export const E2E = {
  port,
  failingPort,
  headersPort,
  /** The built site with the deploy's headers (public/_headers), its /api/ proxied to baseURL. */
  headersBaseURL: `http://127.0.0.1:${headersPort}`,
  baseURL: `http://127.0.0.1:${port}`,
  failingBaseURL: `http://127.0.0.1:${failingPort}`,
  outboxDir: path.resolve(__dirname, "../.e2e-outbox"),
};
