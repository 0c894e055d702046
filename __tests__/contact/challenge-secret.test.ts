/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { challengeSecret, SECRET_FILE } from "../../src/booking/http/challengeServer";

/**
 * The challenge's secret on our own server: generated once into the data folder and kept; a folder that
 * cannot be written (a read-only or full disk, the browser tests' failing server) never stops the server,
 * it only means no challenge is offered until it can be kept.
 */
const config = (dataDir: string) => ({ challengeSecret: "", requests: { dataDir } }) as Parameters<typeof challengeSecret>[0];

test("generated once in the data folder, then read back", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "secret-"));
  try {
    const first = challengeSecret(config(dir), false);
    expect(first.generated).toBe(path.join(dir, SECRET_FILE));
    expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, SECRET_FILE), "utf8").trim()).toBe(first.secret);
    expect(challengeSecret(config(dir), false)).toEqual({ secret: first.secret });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a data folder that cannot be written gives no secret and says why, without throwing", () => {
  const result = challengeSecret(config("/dev/null/requests"), false);
  expect(result.secret).toBeUndefined();
  expect(result.problem).toContain("/dev/null/requests");
});

test("the environment's secret wins; serverless without one has none (a configuration problem said elsewhere)", () => {
  expect(challengeSecret({ ...config("/dev/null/x"), challengeSecret: "s".repeat(40) }, false)).toEqual({ secret: "s".repeat(40) });
  expect(challengeSecret(config("/dev/null/x"), true)).toEqual({});
});
