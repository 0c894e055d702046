import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./e2e/env";

/**
 * Browser tests run against the built site (`npm run build` first), served by our production server
 * (`npm run serve`, src/server/) with its function and the deploy's headers: one instance delivers to a
 * local outbox, a second one can store nothing (its data folder would sit under a file), so the visitor's
 * failure path is exercised for real: a mail server that is down no longer fails a request, it is kept.
 */
export default defineConfig({
  testDir: "./e2e",
  // e2e/screenshots*.spec.ts write docs/screenshots/ and check nothing: it runs only when asked for a set.
  testIgnore: process.env.SCREENSHOTS ? [] : ["**/screenshots*.spec.ts"],
  outputDir: "./test-results",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: E2E.baseURL,
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: "node src/server/main.ts",
      url: `${E2E.baseURL}/`,
      env: {
        HOST: "127.0.0.1",
        PORT: String(E2E.port),
        OUTBOX_DIR: E2E.outboxDir,
        DATA_DIR: E2E.dataDir,
        CONTACT_RATE_LIMIT: "1000/60",
        CONTACT_RATE_LIMIT_VERIFIED: "1000/60",
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node src/server/main.ts",
      url: `${E2E.failingBaseURL}/`,
      env: {
        HOST: "127.0.0.1",
        PORT: String(E2E.failingPort),
        DATA_DIR: "/dev/null/requests",
        SMTP_URL: "smtp://127.0.0.1:9",
        CONTACT_RATE_LIMIT: "1000/60",
        CONTACT_RATE_LIMIT_VERIFIED: "1000/60",
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
