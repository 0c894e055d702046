import os from "node:os";
import path from "node:path";

/**
 * Browser tests run in E2E_WORKERS Playwright workers (one per core by default, see docs/testing.md). Each
 * worker has its own pair of servers, outbox and data folder, so a test reads only the e-mails and requests
 * its own worker made (a test may empty its outbox, or count what arrived in it).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS || os.availableParallelism());

/**
 * The tag of the tests that slow the page's CPU 4× (a phone): their timing holds only on cores nothing else
 * uses, so they are a project of their own (playwright.config.ts), run one at a time after the others.
 */
export const SLOWED_CPU_TAG = "@cpu";
const firstPort = Number(process.env.E2E_PORT || 9000);

/** Worker `slot`'s servers and folders: slot 0 listens on E2E_PORT and E2E_PORT + 1, slot n on the n-th pair after them. */
export function e2eSlot(slot: number) {
  const port = firstPort + 2 * slot;
  const failingPort = port + 1;
  return {
    port,
    failingPort,
    baseURL: `http://127.0.0.1:${port}`,
    /** The site with the deploy's headers: our production server applies public/_headers itself. */
    headersBaseURL: `http://127.0.0.1:${port}`,
    failingBaseURL: `http://127.0.0.1:${failingPort}`,
    /** Where the outbox server writes its .eml files. */
    outboxDir: path.resolve(__dirname, `../.e2e-outbox/${slot}`),
    /** The outbox server's stored requests (docs/requests.md). */
    dataDir: path.resolve(__dirname, `../.e2e-data/${slot}`),
  };
}

/**
 * This worker's servers and folders. Playwright numbers its running workers 0 to workers - 1
 * (TEST_PARALLEL_INDEX, set before a worker loads the config and the tests; a worker that replaces a
 * failed one takes its number); the runner's own process, which starts the servers, is slot 0.
 */
export const E2E = e2eSlot(Number(process.env.TEST_PARALLEL_INDEX || 0));
