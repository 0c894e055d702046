import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { E2E, E2E_WORKERS, SLOWED_CPU_TAG, e2eSlot } from "./e2e/env";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from "./scripts/chromium";

/**
 * Browser tests run against the built site (`npm run build` first), served by our production server
 * (`npm run serve`, src/server/) with its function and the deploy's headers: one instance delivers to a
 * local outbox, a second one can store nothing (its data folder would sit under a file), so the visitor's
 * failure path is exercised for real: a mail server that is down no longer fails a request, it is kept.
 * Each worker has its own pair (E2E_WORKERS, one per core by default; e2e/env.ts), its own outbox and data
 * folder, so every test can run beside any other: fullyParallel spreads the tests of a long file too.
 *
 * Two projects (docs/testing.md): "chromium", every test on every worker; "slowed-cpu", the tests tagged
 * SLOWED_CPU_TAG (a phone's CPU slowed 4×), one at a time. Beside another worker on two cores one of them
 * found the form's summary empty in 4 runs of 10, so `npm test` runs that project in a pass of its own
 * (`--project slowed-cpu`, after `--project chromium`); a plain `npx playwright test` runs both at once.
 */
export default defineConfig({
  testDir: "./e2e",
  // e2e/screenshots*.spec.ts write docs/screenshots/ and check nothing: it runs only when asked for a set.
  testIgnore: process.env.SCREENSHOTS ? [] : ["**/screenshots*.spec.ts"],
  outputDir: "./test-results",
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: E2E.baseURL,
    headless: true,
    // Debian's Chromium (scripts/chromium.ts), not its headless shell: the shell loads lazy pictures from
    // farther away than the browser a visitor has (e2e/fleet.spec.ts saw the fleet's pictures fetched on the
    // first screen), so it would test another browser.
    launchOptions: { executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS },
  },
  projects: [
    { name: "chromium", grepInvert: new RegExp(SLOWED_CPU_TAG), use: { ...devices["Desktop Chrome"], channel: undefined } },
    { name: "slowed-cpu", grep: new RegExp(SLOWED_CPU_TAG), workers: 1, use: { ...devices["Desktop Chrome"], channel: undefined } },
  ],
  // One pair of servers per worker (e2e/env.ts): `--workers` above E2E_WORKERS would find no server.
  webServer: Array.from({ length: E2E_WORKERS }, (_, slot) => e2eSlot(slot)).flatMap((servers): Extract<PlaywrightTestConfig["webServer"], unknown[]> => [
    {
      command: "node src/server/main.ts",
      url: `${servers.baseURL}/`,
      env: {
        HOST: "127.0.0.1",
        PORT: String(servers.port),
        OUTBOX_DIR: servers.outboxDir,
        DATA_DIR: servers.dataDir,
        CONTACT_RATE_LIMIT: "1000/60",
        CONTACT_RATE_LIMIT_VERIFIED: "1000/60",
        // Every browser test's visitor comes from 127.0.0.1, one network to the acknowledgement's caps; and
        // the specs that count the outbox's files write to elise@example.org again and again, which
        // had one acknowledgement a day before the cap became three: kept at one here.
        ACK_NETWORK_DAILY_CAP: "10000",
        ACK_ADDRESS_DAILY_CAP: "1",
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node src/server/main.ts",
      url: `${servers.failingBaseURL}/`,
      env: {
        HOST: "127.0.0.1",
        PORT: String(servers.failingPort),
        DATA_DIR: "/dev/null/requests",
        SMTP_URL: "smtp://127.0.0.1:9",
        CONTACT_RATE_LIMIT: "1000/60",
        CONTACT_RATE_LIMIT_VERIFIED: "1000/60",
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ]),
});
