/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { useContactEnv } from "./helpers/env";
import { validPayload } from "./helpers/functionServer";

/**
 * Runs the function inside the real Lambda wrapper that gatsby-adapter-netlify generates at build time
 * (lambda-handler.js): a Readable request with the body already pushed, no Express, no body parsers,
 * no socket, and its own response object.
 */
const env = useContactEnv();

interface LambdaResult {
  statusCode: number;
  multiValueHeaders: Record<string, string[]>;
  body?: string;
}
type LambdaHandler = (event: object, context: object) => Promise<LambdaResult>;

let handler: LambdaHandler;
let workDir: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), "contact-netlify-"));
  const repoCwd = process.cwd();
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { prepareFunction } = require(path.join(__dirname, "../node_modules/gatsby-adapter-netlify/dist/lambda-handler.js"));
  const entry = path.relative(workDir, path.join(__dirname, "../src/api/send-contact-email.ts"));
  // The generator writes into <cwd>/.netlify/functions-internal: keep that out of the repository.
  process.chdir(workDir);
  try {
    await prepareFunction({ functionId: "contact-test", name: "contact", pathToEntryPoint: entry, requiredFiles: [] });
  } finally {
    process.chdir(repoCwd);
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  handler = require(path.join(workDir, ".netlify/functions-internal/contact-test/contact-test.js")).handler;
});
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function event(body: string | undefined, headers: Record<string, string> = {}, httpMethod = "POST") {
  return {
    path: "/api/send-contact-email",
    httpMethod,
    multiValueHeaders: Object.fromEntries(Object.entries({ "content-type": "application/json", ...headers }).map(([k, v]) => [k, [v]])),
    body,
    isBase64Encoded: false,
    rawUrl: "https://www.site.test/api/send-contact-email",
  };
}

async function invoke(body: string | undefined, headers?: Record<string, string>, method?: string) {
  const result = await handler(event(body, headers, method), {});
  const text = result.body ? Buffer.from(result.body, "base64").toString("utf8") : "";
  return { status: result.statusCode, headers: result.multiValueHeaders, text, json: text ? JSON.parse(text) : undefined };
}

test("a valid request is delivered (outbox) and answered with JSON", async () => {
  const res = await invoke(JSON.stringify(validPayload()), { host: "www.site.test", origin: "https://www.site.test" });
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toEqual(["application/json; charset=utf-8"]);
  expect(res.json).toEqual({ ok: true, id: expect.any(String) });
  expect(readdirSync(env.outboxDir())).toEqual([expect.stringContaining(res.json.id)]);
});

test("size cap, JSON errors, validation and 405 behave the same without Express", async () => {
  const big = await invoke(JSON.stringify(validPayload({ message: "x".repeat(20_000) })));
  expect(big.status).toBe(413);
  expect(big.json.error).toBe("payload_too_large");
  expect(big.headers.connection).toBeUndefined();

  expect((await invoke("[1,2]")).json.error).toBe("invalid_json");
  expect((await invoke("{")).status).toBe(400);

  const invalid = await invoke(JSON.stringify(validPayload({ email: "nope", language: "fr" })));
  expect(invalid.status).toBe(400);
  expect(invalid.json.fields).toEqual({ email: "Veuillez saisir une seule adresse e-mail valide." });

  const get = await invoke(undefined, {}, "GET");
  expect(get.status).toBe(405);
  expect(get.headers.allow).toEqual(["POST"]);
  expect(readdirSync(env.outboxDir())).toEqual([]);
});

test("rate limit keys on x-nf-client-connection-ip when TRUST_PROXY=1, and nothing spoofable otherwise", async () => {
  process.env.CONTACT_RATE_LIMIT = "1/60";
  process.env.TRUST_PROXY = "1";
  const from = (ip: string) => invoke(JSON.stringify(validPayload()), { "x-nf-client-connection-ip": ip, "x-forwarded-for": `6.6.6.${ip.length}` });
  expect((await from("192.0.2.10")).status).toBe(200);
  expect((await from("192.0.2.10")).status).toBe(429);
  expect((await from("192.0.2.11")).status).toBe(200);

  // Without TRUST_PROXY there is no socket address on Lambda: every caller shares one quota.
  delete process.env.TRUST_PROXY;
  expect((await from("192.0.2.12")).status).toBe(200);
  const blocked = await from("192.0.2.13");
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers["retry-after"][0])).toBeGreaterThan(0);
});
