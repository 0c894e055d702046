/** @jest-environment node */
import { mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { warnAboutDeploySettings } from "../../src/booking/config";
import { getStore } from "@netlify/blobs";
import { BLOB_STORE_NAME, BlobStore } from "../../src/deploy/blobStore";
import { RequestStore } from "../../src/booking/store/store";
import deliverContactRequests from "../../netlify/functions/deliver-contact-requests";
import { startLocalBlobs, type LocalBlobs } from "../support/blobsServer";
import { eventually, useContactEnv } from "../support/env";
import { validPayload } from "../support/functionServer";
import { freePort, startSmtpSink, type SmtpSink } from "../support/smtpSink";
import { site, strings } from "../support/content";
import { invokeLambda, lambdaEvent, wrapForLambda, type Wrapped } from "../support/netlifyLambda";

/**
 * Runs the function inside the real Lambda wrapper that gatsby-adapter-netlify generates at build time
 * (lambda-handler.js): a Readable request with the body already pushed, no Express, no body parsers,
 * no socket, and its own response object. On Netlify the outbox is never used, so deliveries go to a
 * real SMTP server on 127.0.0.1, and requests are stored in a real local Netlify Blobs server (the one
 * netlify-cli runs), reached through the Lambda event's `blobs` field as on Netlify.
 */
const env = useContactEnv();
let sink: SmtpSink;
let blobs: LocalBlobs;
let sites = 0;
let siteID = "";

beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());
beforeEach(() => {
  siteID = `site-${(sites += 1)}`;
});

/** The site's store as the operator's command sees it (site id and token). */
const storedRequests = () => new RequestStore(new BlobStore({ siteID, token: blobs.token, edgeURL: blobs.edgeURL, uncachedEdgeURL: blobs.edgeURL }));

beforeEach(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.CONTACT_TO = "bookings@company.test";
});
afterEach(() => sink.close());

let lambda: Wrapped<"contact">;
beforeAll(async () => {
  lambda = await wrapForLambda({ contact: "src/api/send-contact-email.ts" });
});
afterAll(() => lambda.remove());

let blobsURL = "";
beforeEach(() => {
  blobsURL = blobs.edgeURL;
});

function event(body: string | undefined, headers: Record<string, string> = {}, httpMethod = "POST") {
  return lambdaEvent({
    path: "/api/send-contact-email",
    body,
    headers: { "content-type": "application/json", ...headers },
    httpMethod,
    blobs: { url: blobsURL, token: blobs.token },
    siteID,
  });
}

async function invoke(body: string | undefined, headers?: Record<string, string>, method?: string) {
  const { text, ...answer } = await invokeLambda(lambda.handlers.contact, event(body, headers, method));
  return { ...answer, text, json: text ? JSON.parse(text) : undefined };
}

test("a valid request is delivered by SMTP and answered with JSON", async () => {
  const res = await invoke(JSON.stringify(validPayload()), { host: "www.site.test", origin: "https://www.site.test" });
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toEqual(["application/json; charset=utf-8"]);
  expect(res.json).toEqual({ ok: true, id: expect.any(String), reference: expect.stringMatching(/^GPM-/) });
  const [mail] = await sink.waitFor(1);
  expect(mail.envelope.to).toEqual(["bookings@company.test"]);
  expect(readdirSync(env.outboxDir())).toEqual([]);
  // Stored in the site's Blobs store, and marked delivered once SMTP took it.
  await eventually(async () =>
    expect((await storedRequests().all())[0]).toMatchObject({ id: res.json.id, reference: res.json.reference, state: "delivered", attempts: 1 }),
  );
});

describe("stored in Netlify Blobs, delivered by the scheduled function", () => {
  const scheduledRun = async () => {
    // A v2 function gets its Blobs context from the environment.
    process.env.NETLIFY_BLOBS_CONTEXT = Buffer.from(
      JSON.stringify({ edgeURL: blobs.edgeURL, uncachedEdgeURL: blobs.edgeURL, siteID, token: blobs.token, deployID: "deploy-1" }),
    ).toString("base64");
    try {
      return await (await deliverContactRequests()).json();
    } finally {
      delete process.env.NETLIFY_BLOBS_CONTEXT;
    }
  };

  test("SMTP down: 200 with the reference, pending in Blobs, delivered once by the scheduled function when SMTP is back", async () => {
    const port = await freePort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    process.env.DELIVERY_RETRY_BASE_MS = "10";
    const res = await invoke(JSON.stringify(validPayload()));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, id: expect.any(String), reference: expect.stringMatching(/^GPM-/) });
    const [pending] = await storedRequests().pending(new Date());
    expect(pending).toMatchObject({ reference: res.json.reference, attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });

    const back = await startSmtpSink(port);
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await scheduledRun()).toMatchObject({ delivered: 1, retry: 0 });
      const [mail] = await back.waitFor(1);
      expect(mail.parsed.messageId).toBe(`<${res.json.id}@${site.email.split("@")[1]}>`);
      expect(await scheduledRun()).toMatchObject({ delivered: 0 });
      expect(back.messages).toHaveLength(1);
      expect((await storedRequests().all())[0]).toMatchObject({ state: "delivered", attempts: 2 });
    } finally {
      await back.close();
    }
  });

  test("a repeated Idempotency-Key: the same reference, nothing stored or sent again", async () => {
    const key = { "idempotency-key": "3f1c2a9e-0d4b-4c55-9a7e-1b2c3d4e5f60" };
    const first = await invoke(JSON.stringify(validPayload()), key);
    const again = await invoke(JSON.stringify(validPayload()), key);
    expect(again.json).toEqual(first.json);
    await sink.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.messages).toHaveLength(1);
    expect(await storedRequests().all()).toHaveLength(1);
  });

  test("the same guarantees on Blobs: a key reused for another request is refused; a damaged blob is quarantined and the others delivered; a 550 is final at once", async () => {
    const key = { "idempotency-key": "9a8b7c6d-0d4b-4c55-9a7e-1b2c3d4e5f60" };
    const first = await invoke(JSON.stringify(validPayload()), key);
    const other = await invoke(JSON.stringify(validPayload({ name: "Someone Else" })), key);
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ error: "idempotency_key_reused", message: expect.stringContaining(key["idempotency-key"]) });
    await sink.waitFor(1);

    // A blob that is not a whole document (what a foreign tool or a cut upload leaves), with its marker.
    const kv = storedRequests().kv as BlobStore;
    const damagedId = "00000000-0000-4000-8000-00000000dead";
    const raw = getStore({ name: BLOB_STORE_NAME, siteID, token: blobs.token, edgeURL: blobs.edgeURL, uncachedEdgeURL: blobs.edgeURL });
    await raw.set(`requests/${damagedId}`, '{"format":1,"id":"0000');
    await kv.create(`pending/${damagedId}`, { reference: "GPM-DAMAGE", receivedAt: new Date().toISOString() });
    process.env.DELIVERY_RETRY_BASE_MS = "10";
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
    const waiting = await invoke(JSON.stringify(validPayload({ name: "Waiting Visitor" })));
    process.env.SMTP_URL = sink.url;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await scheduledRun()).toMatchObject({ delivered: 1 });
      expect(errors.mock.calls.flat().join()).toMatch(new RegExp(`requests/${damagedId} is damaged \\(not a whole JSON document`));
    } finally {
      errors.mockRestore();
    }
    expect((await sink.waitFor(2)).map((mail) => mail.parsed.messageId)).toEqual([
      `<${first.json.id}@${site.email.split("@")[1]}>`,
      `<${waiting.json.id}@${site.email.split("@")[1]}>`,
    ]);
    expect(await storedRequests().quarantined()).toEqual([expect.stringMatching(new RegExp(`^requests-${damagedId}-`))]);

    sink.behaviour.rejectForGood = true;
    const refused = await invoke(JSON.stringify(validPayload({ name: "Refused Visitor" })));
    expect(refused.status).toBe(200);
    await eventually(async () => expect(await storedRequests().find(refused.json.reference)).toMatchObject({ state: "dead", attempts: 1 }));
    expect(await scheduledRun()).toMatchObject({ delivered: 0, retry: 0, dead: 0 });
  });

  test("Blobs unreachable: 502 delivery_failed, nothing sent, and the failure does not use the visitor's quota", async () => {
    process.env.CONTACT_RATE_LIMIT = "1/600";
    blobsURL = `http://127.0.0.1:${await freePort()}`;
    for (const _ of [1, 2, 3]) {
      const res = await invoke(JSON.stringify(validPayload()), { "x-nf-client-connection-ip": "192.0.2.50" });
      expect(res.status).toBe(502);
      expect(res.json).toEqual({ error: "delivery_failed", message: expect.any(String) });
    }
    expect(sink.messages).toHaveLength(0);
    expect(env.logs()).toMatch(/not stored, answered 502: Netlify Blobs failed/);
  });
});

test("size cap, JSON errors, validation and 405 behave the same without Express", async () => {
  const big = await invoke(JSON.stringify(validPayload({ message: "x".repeat(40_000) })));
  expect(big.status).toBe(413);
  expect(big.json.error).toBe("payload_too_large");
  expect(big.headers.connection).toBeUndefined();

  expect((await invoke("[1,2]")).json.error).toBe("invalid_json");
  expect((await invoke("{")).status).toBe(400);

  const invalid = await invoke(JSON.stringify(validPayload({ email: "nope", language: "fr" })));
  expect(invalid.status).toBe(400);
  expect(invalid.json.fields).toEqual({ email: strings.fr.contact.errors.email });

  const get = await invoke(undefined, {}, "GET");
  expect(get.status).toBe(405);
  expect(get.headers.allow).toEqual(["POST"]);
  expect(readdirSync(env.outboxDir())).toEqual([]);
});

test("rate limit keys on x-nf-client-connection-ip without any setting; X-Forwarded-For is never believed", async () => {
  process.env.CONTACT_RATE_LIMIT = "1/60";
  const from = (ip: string) => invoke(JSON.stringify(validPayload()), { "x-nf-client-connection-ip": ip, "x-forwarded-for": `6.6.6.${ip.length}` });
  expect((await from("192.0.2.10")).status).toBe(200);
  const blocked = await from("192.0.2.10");
  expect(blocked.status).toBe(429);
  expect(Number(blocked.headers["retry-after"][0])).toBeGreaterThan(0);
  expect((await from("192.0.2.11")).status).toBe(200);

  // TRUST_PROXY=1 (for other proxies) changes nothing here.
  process.env.TRUST_PROXY = "1";
  expect((await from("192.0.2.12")).status).toBe(200);
  expect((await from("192.0.2.12")).status).toBe(429);
});

describe("misconfiguration is loud on Netlify", () => {
  const lines = (pattern: RegExp) =>
    env
      .logs()
      .split("\n")
      .filter((line) => pattern.test(line));

  test("no SMTP_URL: 502 delivery_failed, nothing in the outbox, one log line naming SMTP_URL per request", async () => {
    delete process.env.SMTP_URL;
    const res = await invoke(JSON.stringify(validPayload()));
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ error: "delivery_failed" });
    expect(readdirSync(env.outboxDir())).toEqual([]);
    const logged = lines(/SMTP_URL/);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^\[contact\] [0-9a-f-]{36}: SMTP_URL is not set .*Set it in the site's environment variables/);
    expect(env.logs()).not.toMatch(/unexpected error|\n\s+at /);
  });

  test.each([
    ["unset (content/site.json's contact@example.com)", undefined],
    ["still a placeholder", "office@example.com"],
    ["a placeholder subdomain", "office@mail.example.org"],
    ["invalid, so falling back to the placeholder", "not an address"],
  ])("CONTACT_TO %s: 502 and a log line naming CONTACT_TO", async (_label, value) => {
    if (value === undefined) delete process.env.CONTACT_TO;
    else process.env.CONTACT_TO = value;
    const res = await invoke(JSON.stringify(validPayload()));
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ error: "delivery_failed" });
    expect(lines(/: CONTACT_TO is the placeholder /)).toHaveLength(1);
    expect(sink.messages).toHaveLength(0);
  });

  test("the Lambda environment alone (no adapter marker) is enough to refuse the outbox", async () => {
    const { readConfig } = require("../../src/booking/config");
    const lambda = readConfig({ AWS_LAMBDA_FUNCTION_NAME: "contact", CONTACT_TO: "bookings@company.test" }, () => undefined);
    expect(lambda.delivery).toEqual({ kind: "misconfigured", reason: expect.stringContaining("SMTP_URL is not set") });
    expect(readConfig({ CONTACT_TO: "bookings@company.test" }, () => undefined).delivery.kind).toBe("outbox");
  });
});

describe("build-time warning (gatsby-node onPreBootstrap)", () => {
  const warnings = (vars: Record<string, string>) => {
    const out: string[] = [];
    warnAboutDeploySettings(vars, (message) => out.push(message));
    return out;
  };

  test("on Netlify, the same sentence the function logs, naming each variable to set", () => {
    const [warning, ...more] = warnings({ NETLIFY: "true" });
    expect(more).toEqual([]);
    expect(warning).toMatch(/SMTP_URL is not set/);
    expect(warning).toMatch(/CONTACT_TO is the placeholder contact@example\.com/);
    expect(warnings({ NETLIFY: "true", SMTP_URL: "smtp://mail.company.test", CONTACT_TO: "office@example.com" })).toEqual([
      expect.stringMatching(/CONTACT_TO is the placeholder office@example\.com/),
    ]);
  });

  test("silent when both are set, and outside Netlify", () => {
    expect(warnings({ NETLIFY: "true", SMTP_URL: "smtp://mail.company.test", CONTACT_TO: "bookings@company.test" })).toEqual([]);
    expect(warnings({})).toEqual([]);
  });

  test("a Netlify build prints it from gatsby-node's onPreBootstrap", async () => {
    const { onPreBootstrap } = require("../../gatsby-node");
    const reporter = { warn: jest.fn(), info: jest.fn(), panicOnBuild: jest.fn() };
    // A project folder with the real content and no build: onPreBootstrap must not touch this
    // checkout's public/ (it restores files of a previous build there, gatsby/patches/restoreMatchPathFiles.ts).
    const directory = mkdtempSync(path.join(os.tmpdir(), "gatsby-node-"));
    symlinkSync(path.join(__dirname, "../..", "content"), path.join(directory, "content"));
    const store = { getState: () => ({ program: { directory } }) };
    process.env.NETLIFY = "true";
    delete process.env.SMTP_URL;
    await onPreBootstrap({ store, reporter });
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
    expect(reporter.warn).toHaveBeenCalledWith(expect.stringMatching(/SMTP_URL is not set/));
    reporter.warn.mockClear();
    delete process.env.NETLIFY;
    await onPreBootstrap({ store, reporter });
    // (The launch check's list of placeholders is printed at every build: only the Netlify warning is gone.)
    expect(reporter.warn).not.toHaveBeenCalledWith(expect.stringMatching(/SMTP_URL|CONTACT_TO/));
  });
});
