/** @jest-environment node */
import { lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { challengeSecret, SECRET_FILE } from "../../src/booking/http/challengeServer";
import { FileStore } from "../../src/booking/store/fileStore";
import { DamagedEntryError } from "../../src/booking/store/keyValue";
import { RequestStore } from "../../src/booking/store/store";
import { solvedField } from "../support/challenge";
import { useContactEnv } from "../support/env";
import { postJson, startFunctionServer, validPayload, type FunctionServer } from "../support/functionServer";

/**
 * The data folder is ours: a symbolic link planted in DATA_DIR (in place of one of its folders, of a
 * record, of the challenge's secret) is never followed, whatever the operation.
 */
const env = useContactEnv();
let server: FunctionServer;
let elsewhere: string;
beforeAll(async () => {
  server = await startFunctionServer();
});
afterAll(() => server.close());
beforeEach(() => {
  elsewhere = mkdtempSync(path.join(os.tmpdir(), "elsewhere-"));
});
afterEach(() => rmSync(elsewhere, { recursive: true, force: true }));

const quarantined = (dataDir: string) => readdirSync(path.join(dataDir, "quarantine"));

test("a symlinked sub-folder of DATA_DIR (solution/, where a solved request's record goes) is never written through: moved to quarantine, said in the log, the request kept", async () => {
  const dataDir = env.dataDir();
  symlinkSync(elsewhere, path.join(dataDir, "solution"), "dir");
  const answer = await postJson(server.url, validPayload({ altcha: await solvedField() }));
  expect(answer.status).toBe(200);
  expect(readdirSync(elsewhere)).toEqual([]);
  expect(lstatSync(path.join(dataDir, "solution")).isDirectory()).toBe(true);
  expect(readdirSync(path.join(dataDir, "solution"))).toHaveLength(1);
  expect(quarantined(dataDir)).toEqual([expect.stringMatching(/^solution-link-/)]);
  expect(env.logs()).toContain(`${path.join(dataDir, "solution")} was a symbolic link (to ${elsewhere}), not a folder of ours: never followed`);
  expect((await new RequestStore(new FileStore(dataDir)).quarantined()).length).toBe(1);
});

test("a symlinked sub-folder of DATA_DIR is never read or listed through: requests/ leading to another folder of requests shows none of them", async () => {
  const dataDir = env.dataDir();
  mkdirSync(path.join(elsewhere, "requests"));
  writeFileSync(path.join(elsewhere, "requests", "planted.json"), JSON.stringify({ state: "pending" }));
  symlinkSync(path.join(elsewhere, "requests"), path.join(dataDir, "requests"), "dir");
  const logs: string[] = [];
  const kv = new FileStore(dataDir, (line) => logs.push(line));
  expect(await kv.list("requests/")).toEqual([]);
  expect(await kv.read("requests/planted")).toBeUndefined();
  expect(readdirSync(path.join(elsewhere, "requests"))).toEqual(["planted.json"]);
  expect(logs).toEqual([expect.stringContaining("was a symbolic link")]);
});

test("a symlinked record file is never read or written through: refused as damaged, moved aside as the link it is, its target untouched", async () => {
  const dataDir = env.dataDir();
  const target = path.join(elsewhere, "target.json");
  writeFileSync(target, JSON.stringify({ secret: "TOP-SECRET" }));
  mkdirSync(path.join(dataDir, "requests"), { recursive: true });
  symlinkSync(target, path.join(dataDir, "requests", "a.json"));
  const kv = new FileStore(dataDir);
  await expect(kv.read("requests/a")).rejects.toBeInstanceOf(DamagedEntryError);
  expect(await kv.create("requests/a", { written: true })).toBe(false);
  await expect(kv.update("requests/a", { written: true }, "any")).rejects.toBeInstanceOf(DamagedEntryError);
  const moved = await kv.quarantine("requests/a");
  expect(lstatSync(path.join(dataDir, "quarantine", `${moved}.json`)).isSymbolicLink()).toBe(true);
  expect(readFileSync(target, "utf8")).toBe(JSON.stringify({ secret: "TOP-SECRET" }));
});

test("a symlinked secret file (the challenge's, in DATA_DIR) is never read through: no challenge, and the reason said plainly", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "secret-"));
  try {
    // A secret someone else knows, linked in where ours goes.
    const known = path.join(elsewhere, "known-secret");
    writeFileSync(known, `${"a".repeat(64)}\n`);
    symlinkSync(known, path.join(dataDir, SECRET_FILE));
    const result = challengeSecret({ challengeSecret: "", requests: { dataDir } } as Parameters<typeof challengeSecret>[0], false);
    expect(result.secret).toBeUndefined();
    expect(result.problem).toContain(`${path.join(dataDir, SECRET_FILE)} is a symbolic link, not our secret: refused, never followed; remove it`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
