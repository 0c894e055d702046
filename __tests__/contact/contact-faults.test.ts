/** @jest-environment node */
import { readConfig } from "../../src/booking/config";
import { openStore } from "../../src/deploy/requestStore";
import { RequestStore } from "../../src/booking/store/store";
import { Attempts, FIRST_ATTEMPT_MS } from "../../src/booking/store/worker";
import { eventually, useContactEnv } from "../support/env";
import { postJson, startFunctionServer, validPayload, type FunctionServer } from "../support/functionServer";
import { freePort, startSmtpFront, startSmtpSink, type SmtpFront, type SmtpSink } from "../support/smtpSink";

/**
 * The visitor's answer no longer depends on the mail server: whatever SMTP does, an accepted request
 * is stored and answered at once, then delivered exactly once (by the worker's passes, run here by
 * hand) when SMTP takes it. The mail servers are real: an smtp-server sink behind a front that can be
 * down, hang or drip.
 */
jest.setTimeout(30_000);

const env = useContactEnv();
let server: FunctionServer;
let sink: SmtpSink;
let front: SmtpFront;

beforeAll(async () => {
  server = await startFunctionServer();
});
afterAll(() => server.close());

beforeEach(async () => {
  sink = await startSmtpSink();
  // 30 ms a byte: the greeting arrives within the per-step timeout, a whole conversation cannot.
  front = await startSmtpFront(sink, 30);
  process.env.SMTP_URL = front.url;
  process.env.CONTACT_TO = "bookings@company.test";
  process.env.CONTACT_FROM = "website@company.test";
  process.env.DELIVERY_RETRY_BASE_MS = "10";
});
afterEach(async () => {
  await front.close();
  await sink.close();
});

const store = () => openStore(readConfig(), { serverless: false });
/** What the worker does every few seconds, with every waiting request made due now. */
async function workerPass(requests: RequestStore = store()) {
  for (const record of await requests.pending(new Date())) await requests.retry(record.id, new Date());
  return new Attempts().deliverDue(requests, readConfig(), { log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
}
/** The answer comes after at most the first attempt's share, plus the store's own writes. */
const PROMPT_MS = FIRST_ATTEMPT_MS + 800;
const messageIds = () => sink.messages.map((mail) => mail.parsed.messageId);

test.each([
  ["down (connection refused)", "down", /ECONNREFUSED/],
  ["hanging (connected, never a word)", "hang", /no complete answer within|Greeting never received|timeout/i],
  ["dripping (every reply one byte at a time, never idle)", "drip", /no complete answer within 2500 ms/],
] as const)("SMTP %s: 200 with the reference at once, stored, then delivered exactly once when it recovers", async (_label, mode, error) => {
  process.env.SMTP_TIMEOUT_MS = "2500";
  await front.setMode(mode);
  const res = await postJson(server.url, validPayload());
  expect(res.status).toBe(200);
  expect(res.json).toEqual({ ok: true, id: expect.any(String), reference: expect.stringMatching(/^GPM-/) });
  expect(res.ms).toBeLessThan(PROMPT_MS);

  // The attempt is bounded as a whole: even a server that is never idle cannot hold it past SMTP_TIMEOUT_MS.
  const [pending] = await eventually(async () => {
    const list = await store().pending(new Date());
    expect(list[0]).toMatchObject({ reference: res.json.reference, attempts: 1, lastError: expect.stringMatching(error) });
    expect(list[0].leaseUntil).toBeUndefined();
    return list;
  }, 6000);
  expect(pending.id).toBe(res.json.id);
  expect(sink.messages).toHaveLength(0);

  await front.setMode("up");
  expect(await workerPass()).toMatchObject({ delivered: 1 });
  expect(await workerPass()).toMatchObject({ delivered: 0 });
  expect(messageIds()).toEqual([`<${res.json.id}@company.test>`]);
  expect((await store().find(res.json.reference))?.state).toBe("delivered");
});

test("a server that accepts the message only after the answer is due: 200 (not 502), and the office gets it once", async () => {
  process.env.SMTP_TIMEOUT_MS = "5000";
  sink.behaviour.acceptDelayMs = 2000;
  const res = await postJson(server.url, validPayload());
  expect(res.status).toBe(200);
  expect(res.ms).toBeLessThan(PROMPT_MS);
  // The first attempt goes on under its lease: no second attempt may start meanwhile.
  expect(await new Attempts().deliverDue(store(), readConfig())).toMatchObject({ delivered: 0, retry: 0 });
  await sink.waitFor(1, 5000);
  await eventually(async () => expect((await store().find(res.json.reference))?.state).toBe("delivered"));
  expect(await workerPass()).toMatchObject({ delivered: 0 });
  expect(messageIds()).toEqual([`<${res.json.id}@company.test>`]);
});

test("refused after DATA (451): kept and tried again with the same Message-ID until accepted", async () => {
  sink.behaviour.failAfterData = true;
  const res = await postJson(server.url, validPayload());
  expect(res.status).toBe(200);
  await eventually(async () => expect((await store().pending(new Date()))[0]?.lastError).toMatch(/451 .*mailbox busy/));
  expect(await workerPass()).toMatchObject({ delivered: 0, retry: 1 });
  sink.behaviour.failAfterData = false;
  expect(await workerPass()).toMatchObject({ delivered: 1 });
  expect(messageIds()).toEqual([`<${res.json.id}@company.test>`]);
  expect(await store().find(res.json.reference)).toMatchObject({ state: "delivered", attempts: 3 });
});

test("a recipient the server refuses for good (550) is not reported as delivered: dead at once, not retried for days", async () => {
  const port = await freePort();
  const { SMTPServer } = await import("smtp-server");
  const picky = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error("no such user"), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => picky.listen(port, "127.0.0.1", () => resolve()));
  try {
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const res = await postJson(server.url, validPayload());
    expect(res.status).toBe(200);
    await eventually(async () => expect((await store().find(res.json.reference))?.lastError).toMatch(/no such user/));
    expect(await store().find(res.json.reference)).toMatchObject({ state: "dead", attempts: 1 });
    expect(await workerPass()).toMatchObject({ delivered: 0, retry: 0, dead: 0 });
  } finally {
    await new Promise<void>((resolve) => picky.close(() => resolve()));
  }
});

test("five requests during an outage do not lock the visitor out: all 200, all delivered once", async () => {
  process.env.CONTACT_RATE_LIMIT = "5/600";
  await front.setMode("down");
  const answers = [];
  for (let n = 0; n < 5; n += 1) answers.push(await postJson(server.url, validPayload({ name: `Visitor ${n}` })));
  expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
  await front.setMode("up");
  expect(await workerPass()).toMatchObject({ delivered: 5 });
  expect(new Set(messageIds())).toEqual(new Set(answers.map((res) => `<${res.json.id}@company.test>`)));
  expect(sink.messages).toHaveLength(5);
});

test("a request that could not be delivered for DELIVERY_DEAD_AFTER_HOURS is dead: kept, logged once by reference, never its content", async () => {
  await front.setMode("down");
  const requests = store();
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
  const res = await postJson(server.url, validPayload({ name: "Secret Person" }));
  await eventually(async () => expect((await requests.pending(new Date()))[0]?.attempts).toBe(1));
  // The request arrived 49 hours ago (48 is the default).
  const kv = requests.kv;
  const current = (await kv.read<{ receivedAt: string }>(`requests/${res.json.id}`))!;
  await kv.update(`requests/${res.json.id}`, { ...current.value, receivedAt: hoursAgo(49).toISOString() }, current.version);

  const errors: string[] = [];
  await requests.retry(res.json.id, new Date());
  expect(
    await new Attempts().deliverDue(requests, readConfig(), { log: { info: () => undefined, warn: () => undefined, error: (line) => errors.push(line) } }),
  ).toMatchObject({ dead: 1 });
  expect(errors).toEqual([expect.stringMatching(new RegExp(`${res.json.reference}.*DEAD \\(undelivered after 2 attempts\\)`))]);
  expect(errors.join()).not.toMatch(/Secret Person|jane@example\.org/);
  expect((await requests.dead()).map((record) => record.reference)).toEqual([res.json.reference]);
  expect(await requests.pending(new Date())).toEqual([]);
  expect(await requests.deadCount()).toBe(1);
  // Nothing more happens to it by itself.
  expect(await new Attempts().deliverDue(requests, readConfig())).toMatchObject({ delivered: 0, retry: 0, dead: 0 });
  expect(env.logs()).not.toMatch(/Secret Person/);
});

test("a repeated Idempotency-Key is answered with the first reference; nothing is stored or sent again", async () => {
  const key = { "Idempotency-Key": "7d3c8f1e-2a4b-4c6d-8e9f-0a1b2c3d4e5f" };
  const first = await postJson(server.url, validPayload(), key);
  const again = await postJson(server.url, validPayload(), key);
  expect(first.status).toBe(200);
  expect(again.json).toEqual(first.json);
  // The same key with another request: refused, naming the key; the first request is untouched.
  const other = await postJson(server.url, validPayload({ message: "Another request under the same key." }), key);
  expect(other.status).toBe(422);
  expect(other.json).toEqual({ error: "idempotency_key_reused", message: expect.stringContaining("7d3c8f1e-2a4b-4c6d-8e9f-0a1b2c3d4e5f") });
  await sink.waitFor(1);
  expect(await workerPass()).toMatchObject({ delivered: 0 });
  expect(sink.messages).toHaveLength(1);
  expect(await store().all()).toHaveLength(1);

  // Concurrent copies of one submission (a retry racing the original) still make one request.
  const racing = { "Idempotency-Key": "race-0000-1111-2222" };
  const answers = await Promise.all([1, 2, 3].map(() => postJson(server.url, validPayload(), racing)));
  expect(new Set(answers.map((res) => res.json.reference)).size).toBe(1);
  await sink.waitFor(2);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(sink.messages).toHaveLength(2);
});

test("a malformed Idempotency-Key is refused with 400 before anything is read or stored", async () => {
  for (const value of ["short", "x".repeat(129), "has space in it", "semi;colon-0000"]) {
    const res = await postJson(server.url, validPayload(), { "Idempotency-Key": value });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: "invalid_idempotency_key", message: expect.any(String) });
  }
  expect(await store().all()).toEqual([]);
});

test("a store that cannot be written: the honest 502, nothing half-written, and the visitor's quota untouched", async () => {
  process.env.CONTACT_RATE_LIMIT = "2/600";
  process.env.DATA_DIR = "/dev/null/requests";
  for (const _ of [1, 2, 3, 4]) {
    const res = await postJson(server.url, validPayload());
    expect(res.status).toBe(502);
    expect(res.json).toEqual({ error: "delivery_failed", message: expect.any(String) });
  }
  expect(sink.messages).toHaveLength(0);
  delete process.env.DATA_DIR;
  process.env.DATA_DIR = env.dataDir();
  expect((await postJson(server.url, validPayload())).status).toBe(200);
  expect(env.logs()).toMatch(/not stored, answered 502: could not write/);
});
