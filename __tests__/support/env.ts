import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { attempts as functionAttempts } from "../../src/deploy/gatsbyFunction";

const VARIABLES = [
  "SMTP_URL",
  "SMTP_TIMEOUT_MS",
  "CONTACT_TO",
  "CONTACT_FROM",
  "OUTBOX_DIR",
  "CONTACT_RATE_LIMIT",
  "CONTACT_RATE_LIMIT_VERIFIED",
  "CONTACT_CHALLENGE_SECRET",
  "BOOKING_LINK_SECRET",
  "ACK_PER_ADDRESS_HOURS",
  "ACK_ADDRESS_DAILY_CAP",
  "ACK_NETWORK_DAILY_CAP",
  "ACK_DAILY_CAP",
  "TRUST_PROXY",
  "CONTACT_ALLOWED_ORIGINS",
  "CONTACT_BODY_TIMEOUT_MS",
  "NETLIFY",
  "AWS_LAMBDA_FUNCTION_NAME",
  "LAMBDA_TASK_ROOT",
  "DATA_DIR",
  "DELIVERY_RETRY_BASE_MS",
  "DELIVERY_DEAD_AFTER_HOURS",
  "REQUEST_RETENTION_DAYS",
  "HEALTH_MAX_PENDING_SECONDS",
  "HEALTH_TOKEN",
] as const;

let tests = 0;
let client = "127.0.0.1";
/**
 * The address this test's requests come from (functionServer.ts): a loopback address of its own, so that
 * the rate limits the function keeps for its process count each test apart (127.0.0.0/24 stays the tests' own to name).
 */
export const testClient = () => client;

/**
 * Gives every test a clean contact environment: no SMTP, a fresh temporary outbox and data folder (the
 * stored requests), a generous rate limit unless a test lowers it, a client address of its own (testClient),
 * and quiet console output (kept for assertions).
 */
export function useContactEnv(): { outboxDir: () => string; dataDir: () => string; logs: () => string } {
  let outbox = "";
  let data = "";
  let spies: jest.SpyInstance[] = [];
  const saved: Record<string, string | undefined> = {};

  beforeEach(() => {
    for (const name of VARIABLES) {
      saved[name] = process.env[name];
      delete process.env[name];
    }
    outbox = mkdtempSync(path.join(os.tmpdir(), "contact-outbox-"));
    process.env.OUTBOX_DIR = outbox;
    data = mkdtempSync(path.join(os.tmpdir(), "contact-data-"));
    process.env.DATA_DIR = data;
    process.env.CONTACT_RATE_LIMIT = "1000/60";
    tests += 1;
    client = `127.${100 + (tests >> 8)}.${tests & 255}.1`;
    spies = (["info", "warn", "error", "log"] as const).map((method) => jest.spyOn(console, method).mockImplementation(() => undefined));
  });

  afterEach(async () => {
    // An attempt that outlived its answer logs its outcome: before the console is restored and the folders go.
    await functionAttempts.settled();
    spies.forEach((spy) => spy.mockRestore());
    for (const name of VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    rmSync(outbox, { recursive: true, force: true });
    rmSync(data, { recursive: true, force: true });
  });

  return {
    outboxDir: () => outbox,
    dataDir: () => data,
    logs: () => spies.flatMap((spy) => spy.mock.calls.map((call) => call.map(String).join(" "))).join("\n"),
  };
}

/** Polls until `check` neither throws nor returns false, for state written just after an answer. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value !== false) return value;
      if (Date.now() > deadline) throw new Error("eventually: still not true");
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
