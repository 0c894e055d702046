/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { selfHostedContact, type SelfHostedRequests } from "../../src/booking/http/selfHosted";
import { openStore } from "../../src/deploy/requestStore";
import { readConfig } from "../../src/booking/config";
import { buildServer } from "../../src/server/app";
import type { FunctionHandler } from "../../src/server/contactFunction";
import { solvedField } from "../support/challenge";
import { eventually, useContactEnv } from "../support/env";
import { request, validPayload } from "../support/functionServer";
import { startSmtpFront, startSmtpSink, type SmtpFront, type SmtpSink } from "../support/smtpSink";

/** GET /healthz of our server over the real stored requests and delivery worker (DATA_DIR), behind the deploy's header rules. */
useContactEnv();
const TOKEN = "a-health-token-of-32-characters!";
let root: string;
let app: FastifyInstance | undefined;
let requests: SelfHostedRequests | undefined;
let origin: string;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "server-site-"));
  writeFileSync(path.join(root, "index.html"), '<!doctype html><html lang="en"></html>\n');
  // What the Netlify adapter writes for every path.
  writeFileSync(path.join(root, "_headers"), "/*\n  cache-control: public, max-age=0, must-revalidate\n");
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function start() {
  // Each start a server of its own: its worker, its attempts.
  const own = selfHostedContact();
  requests = own.startRequests();
  const contact = {
    route: "/api/send-contact-email",
    handler: own.handler as unknown as FunctionHandler,
    challenge: own.challenge as unknown as FunctionHandler,
  };
  app = await buildServer({ root, contact, requests });
  await app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await app?.close();
  await requests?.stop();
  app = requests = undefined;
});

const healthz = (headers: Record<string, string> = {}) => request(`${origin}/healthz`, { method: "GET", headers });
const post = (payload: object) =>
  request(`${origin}/api/send-contact-email`, { headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) });

test("/healthz answers Cache-Control: no-store, although the deploy's rule for every path says public, max-age=0", async () => {
  await start();
  const answer = await healthz();
  expect(answer.status).toBe(200);
  expect(answer.headers["cache-control"]).toBe("no-store");
  // The rule still applies to the site's files; the function's other JSON answers keep their own too.
  expect((await request(`${origin}/`, { method: "GET" })).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  const challenge = await request(`${origin}/api/contact-challenge`, { method: "GET" });
  expect([challenge.status, challenge.headers["cache-control"]]).toEqual([200, "no-store"]);
  expect((await post({})).headers["cache-control"]).toBe("no-store");
});

test("/healthz shows its counts only with Authorization: Bearer HEALTH_TOKEN; without it, or with another, the status only", async () => {
  process.env.HEALTH_TOKEN = TOKEN;
  await start();
  const others: Array<Record<string, string>> = [
    {},
    { Authorization: `Bearer ${TOKEN.slice(0, -1)}` },
    { Authorization: `Bearer ${TOKEN}x` },
    { Authorization: TOKEN },
  ];
  for (const headers of others) {
    const answer = await healthz(headers);
    expect([answer.status, answer.json]).toEqual([200, { ok: true }]);
  }
  const answer = await healthz({ Authorization: `Bearer ${TOKEN}` });
  expect(answer.status).toBe(200);
  expect(answer.json).toEqual({
    ok: true,
    pending: 0,
    dead: 0,
    quarantined: 0,
    oldestPendingSeconds: 0,
    writable: true,
    // Until the worker's first pass has taken the data folder's lock.
    delivering: expect.any(Boolean),
    acknowledgements: { pending: 0, dead: 0 },
  });
  // No token configured: nobody sees the counts.
  delete process.env.HEALTH_TOKEN;
  expect((await healthz({ Authorization: "Bearer " })).json).toEqual({ ok: true });
});

describe("with a mail server", () => {
  let sink: SmtpSink;
  let front: SmtpFront;
  beforeEach(async () => {
    sink = await startSmtpSink();
    front = await startSmtpFront(sink);
  });
  afterEach(async () => {
    await front.close();
    await sink.close();
  });

  test("requests accepted while the worker's pass waits on a silent mail server count as pending at once, not at its next pass", async () => {
    process.env.HEALTH_TOKEN = TOKEN;
    process.env.SMTP_URL = front.url;
    process.env.DELIVERY_RETRY_BASE_MS = "100";
    process.env.SMTP_TIMEOUT_MS = "20000";
    await start();
    // The first request's first attempt fails at once; the worker's retry then waits on a server that never answers.
    await front.setMode("down");
    const first = await post(validPayload({ name: "Before The Outage" }));
    expect(first.status).toBe(200);
    await front.setMode("hang");
    const store = openStore(readConfig(), { serverless: false });
    await eventually(async () => expect((await store.read(first.json.id))?.value).toMatchObject({ attempts: 2, leaseUntil: expect.any(String) }));

    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => post(validPayload({ name: `During ${n}` }))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const health = await healthz({ Authorization: `Bearer ${TOKEN}` });
    expect(health.json).toMatchObject({ ok: true, pending: 21, dead: 0 });
  });

  test("an acknowledgement refused with 550 (a visitor's address that does not exist) leaves /healthz 200 and is counted apart", async () => {
    process.env.HEALTH_TOKEN = TOKEN;
    process.env.SMTP_URL = sink.url;
    sink.behaviour.unknownMailboxes = ["nobody@example.org"];
    await start();
    const answer = await post(validPayload({ email: "nobody@example.org", altcha: await solvedField() }));
    expect(answer.status).toBe(200);
    await eventually(async () => expect((await healthz({ Authorization: `Bearer ${TOKEN}` })).json).toMatchObject({ acknowledgements: { dead: 1 } }), 8000);
    const health = await healthz({ Authorization: `Bearer ${TOKEN}` });
    expect([health.status, health.json]).toEqual([200, expect.objectContaining({ ok: true, pending: 0, dead: 0, acknowledgements: { pending: 0, dead: 1 } })]);
    expect(sink.messages.map((mail) => mail.envelope.to)).toEqual([["contact@example.com"]]);
  });
});
