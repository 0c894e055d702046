import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./e2e/env";

/**
 * Browser tests run against the built site (`npm run build` first), served by `gatsby serve` with its
 * function: one server delivers to a local outbox, a second one points at an SMTP port where nothing
 * listens, so the visitor's failure path is exercised for real.
 */
export default defineConfig({
  testDir: "./e2e",
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
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    {
      command: `npx gatsby serve --host 127.0.0.1 --port ${E2E.port}`,
      url: `${E2E.baseURL}/`,
      env: { OUTBOX_DIR: E2E.outboxDir, CONTACT_RATE_LIMIT: "1000/60", GATSBY_TELEMETRY_DISABLED: "1" },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: `npx gatsby serve --host 127.0.0.1 --port ${E2E.failingPort}`,
      url: `${E2E.failingBaseURL}/`,
      env: { SMTP_URL: "smtp://127.0.0.1:9", SMTP_TIMEOUT_MS: "3000", CONTACT_RATE_LIMIT: "1000/60", GATSBY_TELEMETRY_DISABLED: "1" },
      reuseExistingServer: false,
      timeout: 90_000,
    },
    {
      command: `npx tsx e2e/header-server.ts ${E2E.headersPort} ${E2E.baseURL}`,
      url: `${E2E.headersBaseURL}/`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
