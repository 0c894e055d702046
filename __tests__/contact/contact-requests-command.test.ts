/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { readConfig } from "../../src/booking/config";
import { openStore } from "../../src/deploy/requestStore";
import { ackIdFor, type RequestStore } from "../../src/booking/store/store";
import { Attempts, healthReport, takeSnapshot } from "../../src/booking/store/worker";
import { run } from "../../scripts/requests";
import { solvedField } from "../support/challenge";
import { eventually, useContactEnv } from "../support/env";
import { postJson, startFunctionServer, validPayload, type FunctionServer } from "../support/functionServer";
import { freePort, startSmtpSink } from "../support/smtpSink";

/** `npm run requests` and /healthz on requests the real function stored. */
const env = useContactEnv();
let server: FunctionServer;
beforeAll(async () => {
  server = await startFunctionServer();
});
afterAll(() => server.close());

async function command(...args: string[]) {
  const lines: string[] = [];
  const code = await run(args, (line) => lines.push(line));
  return { code, out: lines.join("\n") };
}

/** What /healthz answers for this store: the counts a worker's pass takes, with the store writable. */
const health = async (store: RequestStore) => healthReport((await takeSnapshot(store, true)).snapshot, true, readConfig());

/** Two requests stored while SMTP is down: pending, with ECONNREFUSED as their last error. */
async function storedDuringOutage() {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
  const first = await postJson(server.url, validPayload({ name: "First Visitor" }));
  const second = await postJson(server.url, validPayload({ name: "Second Visitor" }));
  const store = openStore(readConfig(), { serverless: false });
  for (;;) {
    const pending = await store.pending(new Date());
    if (pending.length === 2 && pending.every((record) => record.lastError)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { first: first.json, second: second.json, store };
}

test("lists the stored requests by state with reference, age, attempts and last error, never their content", async () => {
  const { first, second } = await storedDuringOutage();
  const { code, out } = await command();
  expect(code).toBe(0);
  expect(out).toContain(`Stored requests in folder ${env.dataDir()}`);
  expect(out).toMatch(/pending \(2\)/);
  expect(out).toMatch(new RegExp(`${first.reference}\\s+\\d+ s\\s+1\\s+SMTP delivery failed: .*ECONNREFUSED`));
  expect(out).toContain(second.reference);
  expect(out).toMatch(/dead \(0\)[\s\S]*delivered \(0\)/);
  expect(out).not.toMatch(/First Visitor|jane@example\.org/);
});

test("show, eml and retry a request by its reference; delete only what is no longer being delivered", async () => {
  const { first, store } = await storedDuringOutage();
  const shown = await command("show", first.reference.toLowerCase());
  expect(shown.code).toBe(0);
  expect(shown.out).toMatch(/"state": "pending"/);
  expect(shown.out).toMatch(new RegExp(`Message-ID: <${first.id}@`));

  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "eml-")), "request.eml");
  try {
    expect((await command("eml", first.reference, file)).code).toBe(0);
    const mail = await PostalMime.parse(readFileSync(file));
    expect(mail.messageId).toBe(`<${first.id}@example.com>`);
    expect(mail.replyTo?.[0].name).toBe("First Visitor");
  } finally {
    rmSync(path.dirname(file), { recursive: true, force: true });
  }

  // Waiting for its next attempt (15-30 s away): retry makes it due now.
  expect((await store.due(new Date())).map((record) => record.id)).not.toContain(first.id);
  expect((await command("retry", first.reference)).code).toBe(0);
  expect((await store.due(new Date())).map((record) => record.id)).toContain(first.id);

  const refused = await command("delete", first.reference);
  expect(refused.code).toBe(2);
  expect(existsSync(path.join(env.dataDir(), "requests", `${first.id}.json`))).toBe(true);
  expect((await command("show", "GPM-NOPE99")).code).toBe(2);
});

test("marks a visitor's acknowledgement apart from its request, with the id that names it in the commands", async () => {
  process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`;
  const { json: accepted } = await postJson(server.url, validPayload({ name: "Solved Visitor", altcha: await solvedField() }));
  const store = openStore(readConfig(), { serverless: false });
  const ackId = ackIdFor(accepted.id);
  for (;;) {
    const pending = await store.pending(new Date());
    if (pending.length === 2 && pending.every((record) => record.lastError)) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { out } = await command();
  // The office's request, then the acknowledgements, each with its own counts.
  const [office, acknowledgements] = out.split(/^Acknowledgements to visitors.*$/m);
  expect(office).toMatch(/pending \(1\)/);
  expect(office).toMatch(new RegExp(`${accepted.reference}\\s+\\d+ s`));
  expect(acknowledgements).toMatch(/pending \(1\)/);
  expect(acknowledgements).toMatch(new RegExp(`${accepted.reference} \\(acknowledgement ${ackId}\\)\\s+\\d+ s\\s+1\\s+SMTP delivery failed`));
  // The reference names the office's request; its acknowledgement is shown with it and taken by its id.
  const shown = await command("show", accepted.reference);
  expect(shown.out).toMatch(new RegExp(`Message-ID: <${accepted.id}@`));
  expect(shown.out).toContain(`Acknowledgement to the visitor: ${ackId}, pending`);
  expect((await command("retry", ackId)).code).toBe(0);
  expect((await store.due(new Date())).map((record) => record.id)).toContain(ackId);
});

test("--netlify without the site id and token refuses clearly, naming both", async () => {
  delete process.env.NETLIFY_SITE_ID;
  delete process.env.NETLIFY_AUTH_TOKEN;
  const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
  expect(await command("--netlify")).toMatchObject({ code: 2 });
  expect(errors.mock.calls.flat().join()).toMatch(/needs NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN/);
});

test("/healthz: 200 while requests are young, 503 once one waited too long or one is dead, never any content", async () => {
  const { first, store } = await storedDuringOutage();
  expect(await health(store)).toEqual({
    status: 200,
    body: {
      ok: true,
      pending: 2,
      dead: 0,
      quarantined: 0,
      oldestPendingSeconds: expect.any(Number),
      writable: true,
      delivering: true,
      acknowledgements: { pending: 0, dead: 0 },
    },
  });
  process.env.HEALTH_MAX_PENDING_SECONDS = "10";
  const kv = store.kv;
  const current = (await kv.read<{ receivedAt: string }>(`requests/${first.id}`))!;
  await kv.update(`requests/${first.id}`, { ...current.value, receivedAt: new Date(Date.now() - 60_000).toISOString() }, current.version);
  const late = await health(store);
  expect(late).toMatchObject({ status: 503, body: { ok: false, pending: 2 } });
  expect(late.body.oldestPendingSeconds).toBeGreaterThanOrEqual(60);
  expect(JSON.stringify(late)).not.toMatch(/Visitor|example\.org/);

  // Young again, but one is dead: still 503 until the operator handles it.
  process.env.HEALTH_MAX_PENDING_SECONDS = "900";
  const claim = (await store.claim(first.id, new Date(), 30_000, true))!;
  await store.failed(claim, "gave up", new Date(), true, new Date());
  expect(await health(store)).toMatchObject({ status: 503, body: { ok: false, pending: 1, dead: 1 } });
  expect((await command("delete", first.reference)).code).toBe(0);
  expect(await health(store)).toMatchObject({ status: 200, body: { pending: 1, dead: 0 } });
});

test("an acknowledgement the mail server refuses (550, no such mailbox) is dead but counted apart: /healthz stays 200, npm run requests lists it under acknowledgements", async () => {
  const sink = await startSmtpSink();
  try {
    process.env.SMTP_URL = sink.url;
    sink.behaviour.unknownMailboxes = ["bounce@example.org"];
    const { json: accepted } = await postJson(server.url, validPayload({ email: "bounce@example.org", altcha: await solvedField() }));
    const store = openStore(readConfig(), { serverless: false });
    await eventually(async () => expect((await store.read(ackIdFor(accepted.id)))?.value.state).toBe("dead"));
    expect((await store.read(accepted.id))?.value.state).toBe("delivered");
    expect(await health(store)).toMatchObject({ status: 200, body: { ok: true, pending: 0, dead: 0, acknowledgements: { pending: 0, dead: 1 } } });
    // A warning that names it, not the DEAD error that pages for the office's requests. The worker writes
    // it just after the state it polls above (the record first, then the log line), so it is awaited too:
    // on a busy machine the test once read the log in between.
    await eventually(() =>
      expect(env.logs()).toMatch(
        new RegExp(`${ackIdFor(accepted.id)} \\(${accepted.reference}, acknowledgement\\): dead \\(the server refused it for good\\)`),
      ),
    );
    expect(env.logs()).not.toMatch(/DEAD/);
    const [office, acknowledgements] = (await command()).out.split(/^Acknowledgements to visitors.*$/m);
    expect(office).toMatch(/dead \(0\)/);
    expect(acknowledgements).toMatch(new RegExp(`dead \\(1\\)\\n.*\\n${accepted.reference} \\(acknowledgement`));
  } finally {
    await sink.close();
  }
});

test("a dead request of the office still makes /healthz 503 beside a dead acknowledgement", async () => {
  const { first, store } = await storedDuringOutage();
  const claim = (await store.claim(first.id, new Date(), 30_000, true))!;
  await store.failed(claim, "550 refused", new Date(), true, new Date());
  expect(await health(store)).toMatchObject({ status: 503, body: { ok: false, dead: 1, acknowledgements: { dead: 0 } } });
});

test("a delivery pass (Netlify's scheduled function, our worker) counts acknowledgements apart: a refused one is not the office's dead request", async () => {
  const sink = await startSmtpSink();
  try {
    process.env.SMTP_URL = sink.url;
    sink.behaviour.unknownMailboxes = ["bounce@example.org"];
    const config = readConfig();
    const store = openStore(config, { serverless: false });
    const id = randomUUID();
    const message = (to: string) => Buffer.from(`Message-ID: <${to}.${id}@example.com>\r\nTo: ${to}\r\nSubject: [GPM-PASS01] request\r\n\r\nText.\r\n`);
    await store.accept({
      id,
      reference: "GPM-PASS01",
      envelope: { from: config.from, to: [config.to] },
      raw: message(config.to),
      ack: { envelope: { from: config.from, to: ["bounce@example.org"] }, raw: message("bounce@example.org") },
      now: new Date(),
    });
    const result = await new Attempts().deliverDue(store, config);
    expect(result).toMatchObject({ delivered: 1, retry: 0, dead: 0, acknowledgements: { delivered: 0, retry: 0, dead: 1 } });
  } finally {
    await sink.close();
  }
});
