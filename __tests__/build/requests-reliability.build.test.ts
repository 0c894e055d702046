/**
 * "Stored before the 200, delivered exactly once", attacked as a mail-queue operator would: the
 * production server (`node src/server/main.ts` on the real build) and a real SMTP sink that can be slow
 * to answer the message, cut the connection after it, or refuse it for good; damaged files in the data
 * folder; a power cut on XFS; a full disk; two processes on one folder; restarts and signals.
 * Each case is one that lost or duplicated requests before (docs/requests.md, "Guarantees").
 * Needs `npm run build` first. The XFS and full-disk cases need root (a loop device, a tmpfs): they
 * are skipped with the reason printed elsewhere.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eventually } from "../support/env";
import { onXfs, privileged } from "../support/powerCut";
import { health, post, referenceOf, requestsCommand, useMailServer } from "../support/requestsOps";
import { validPayload } from "../support/functionServer";
import { uploadUntilAnswered } from "../support/rawUpload";
import { startServer, stopServer, tempDataDir, type Running } from "../support/serverProcess";

jest.setTimeout(240_000);

const smtp = useMailServer();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every message the sink has, by reference: a duplicate shows as a count of 2. */
function copiesByReference(): Map<string, number> {
  const copies = new Map<string, number>();
  for (const mail of smtp.sink.messages) {
    const reference = referenceOf(mail.parsed.subject) ?? "?";
    copies.set(reference, (copies.get(reference) ?? 0) + 1);
  }
  return copies;
}

function expectExactlyOnce(references: string[]) {
  const copies = copiesByReference();
  const wrong = references.filter((reference) => copies.get(reference) !== 1).map((reference) => `${reference}: ${copies.get(reference) ?? 0}`);
  expect(wrong).toEqual([]);
  // One message per Message-ID: nothing arrived twice, accepted or not.
  expect(new Set(smtp.sink.messages.map((mail) => mail.parsed.messageId)).size).toBe(smtp.sink.messages.length);
}

/** A pending request as an older layout or another tool could leave it, written straight into the folder. */
function storedRequest(id: string, reference: string, receivedAt: Date, messageId = `<${id}@company.test>`) {
  const raw = `Message-ID: ${messageId}\r\nFrom: website@company.test\r\nTo: office@company.test\r\nSubject: [${reference}] seeded\r\n\r\nseeded\r\n`;
  return {
    format: 1,
    id,
    reference,
    state: "pending",
    receivedAt: receivedAt.toISOString(),
    attempts: 0,
    nextAttemptAt: receivedAt.toISOString(),
    envelope: { from: "website@company.test", to: ["office@company.test"] },
    message: Buffer.from(raw).toString("base64"),
  };
}

function seed(dataDir: string, key: string, value: object | string) {
  mkdirSync(path.join(dataDir, path.dirname(key)), { recursive: true });
  writeFileSync(path.join(dataDir, `${key}.json`), typeof value === "string" ? value : JSON.stringify(value));
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

test("a key record left without its request (a crash under the earlier layout) is never trusted: the retry is stored and delivered", async () => {
  const dataDir = tempDataDir();
  const key = "0f0e0d0c-1111-4222-8333-444455556666";
  // What kill -9 between the key and the request left: the key names a request that does not exist.
  seed(dataDir, `keys/${createHash("sha256").update(key).digest("hex")}`, { id: uuid(9), reference: "GPM-GHOST1", createdAt: new Date().toISOString() });
  const server = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir });
  try {
    const answer = await post(server, validPayload({ name: "Retrying Visitor" }), { "Idempotency-Key": key });
    expect(answer.status).toBe(200);
    expect(answer.json.reference).not.toBe("GPM-GHOST1");
    await smtp.sink.waitFor(1, 10_000);
    expect(referenceOf(smtp.sink.messages[0].parsed.subject)).toBe(answer.json.reference);
    // The same submission again: the same reference, nothing new.
    const again = await post(server, validPayload({ name: "Retrying Visitor" }), { "Idempotency-Key": key });
    expect(again.json).toEqual(answer.json);
    const other = await post(server, validPayload({ name: "Someone Else" }), { "Idempotency-Key": key });
    expect(other.status).toBe(422);
    expect(other.json).toMatchObject({ error: "idempotency_key_reused", message: expect.stringContaining(key) });
    await sleep(1000);
    expect(smtp.sink.messages).toHaveLength(1);
  } finally {
    await stopServer(server);
  }
});

test("damaged and foreign entries (empty, truncated, a folder, a link) are quarantined and named; the other requests are delivered; nothing they hold leaks", async () => {
  const dataDir = tempDataDir();
  const secret = path.join(mkdtempSync(path.join(os.tmpdir(), "secret-")), "server-key.pem");
  writeFileSync(secret, "-----BEGIN PRIVATE KEY----- TOP-SECRET-BYTES");
  const now = new Date();
  seed(dataDir, `requests/${uuid(1)}`, "");
  seed(dataDir, `requests/${uuid(2)}`, JSON.stringify(storedRequest(uuid(2), "GPM-TRUNC2", now)).slice(0, 80));
  mkdirSync(path.join(dataDir, "requests", `${uuid(3)}.json`));
  symlinkSync(secret, path.join(dataDir, "requests", `${uuid(4)}.json`));
  writeFileSync(path.join(dataDir, "requests", "notes.txt"), "someone's notes");
  for (const n of [1, 2, 3, 4]) seed(dataDir, `pending/${uuid(n)}`, { reference: `GPM-SEED0${n}`, receivedAt: now.toISOString() });
  seed(dataDir, `requests/${uuid(5)}`, storedRequest(uuid(5), "GPM-GOOD05", now));
  seed(dataDir, `pending/${uuid(5)}`, { reference: "GPM-GOOD05", receivedAt: now.toISOString() });

  const server = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "200" });
  try {
    const answers = await Promise.all([1, 2, 3].map((n) => post(server, validPayload({ name: `Visitor ${n}` }))));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await smtp.sink.waitFor(4, 15_000);
    expectExactlyOnce(["GPM-GOOD05", ...answers.map((answer) => answer.json.reference)]);

    const report = await eventually(async () => {
      const now = await health(server);
      expect(now.body).toMatchObject({ ok: false, pending: 0, quarantined: expect.any(Number), writable: true });
      expect(now.body.quarantined).toBeGreaterThanOrEqual(5);
      return now;
    }, 10_000);
    expect(report.status).toBe(503);
    expect(report.text).not.toMatch(/TOP-SECRET|Visitor/);
    // Named once each in the log, never their content; the link was moved, not followed.
    const log = server.output();
    for (const n of [1, 2, 3, 4]) expect(log.match(new RegExp(`requests/${uuid(n)} is damaged`, "g"))).toHaveLength(1);
    expect(log).toMatch(/a symbolic link/);
    expect(log).not.toMatch(/TOP-SECRET/);
    expect(readFileSync(secret, "utf8")).toMatch(/TOP-SECRET/);

    const listed = requestsCommand(dataDir);
    expect(listed.status).toBe(0);
    expect(listed.out).toMatch(/quarantined \(\d+\)/);
    expect(listed.out).toContain(`requests-${uuid(4)}`);
    expect(listed.out).toContain("requests-foreign");
    expect(listed.out).not.toMatch(/TOP-SECRET/);
  } finally {
    await stopServer(server);
  }
});

test("a mail server that answers the message after 4 s, past the 1 s step timeout: one copy, not one per retry", async () => {
  smtp.sink.behaviour.acceptDelayMs = 4000;
  const dataDir = tempDataDir();
  const server = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir, SMTP_TIMEOUT_MS: "1000", DELIVERY_RETRY_BASE_MS: "200" });
  try {
    const answers = await Promise.all([1, 2, 3].map((n) => post(server, validPayload({ name: `Late ${n}` }))));
    await smtp.sink.waitFor(3, 15_000);
    await eventually(async () => expect((await health(server)).body).toMatchObject({ pending: 0, dead: 0 }), 15_000);
    // Ten times the retry base later, still one each.
    await sleep(2000);
    expectExactlyOnce(answers.map((answer) => answer.json.reference));
    expect(smtp.sink.messages).toHaveLength(3);
  } finally {
    await stopServer(server);
  }
});

test("the connection cut after the message: one more copy with the same Message-ID, never a third; cut twice, the request is dead and named", async () => {
  const dataDir = tempDataDir();
  const server = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "200" });
  try {
    smtp.front.dropAfterMessage(1);
    const once = await post(server, validPayload({ name: "Cut Once" }));
    await smtp.sink.waitFor(2, 15_000);
    await eventually(async () => expect((await health(server)).body).toMatchObject({ pending: 0, dead: 0 }), 10_000);
    expect(smtp.sink.messages.map((mail) => mail.parsed.messageId)).toEqual([`<${once.json.id}@example.com>`, `<${once.json.id}@example.com>`]);

    smtp.front.dropAfterMessage(5);
    const twice = await post(server, validPayload({ name: "Cut Twice" }));
    await smtp.sink.waitFor(4, 15_000);
    // Counted at the worker's next pass: on a loaded machine (two builds beside it in npm test) that can take well over 10 s.
    await eventually(async () => expect((await health(server)).body).toMatchObject({ pending: 0, dead: 1 }), 30_000);
    await sleep(1500);
    expect(smtp.sink.messages.filter((mail) => mail.parsed.messageId === `<${twice.json.id}@example.com>`)).toHaveLength(2);
    expect((await health(server)).status).toBe(503);
    // Logged just after the record the health count reads: awaited, not assumed within the pause above.
    await eventually(() => expect(server.output()).toMatch(new RegExp(`${twice.json.reference}\\): DEAD \\(the message was handed over twice`)), 10_000);
  } finally {
    smtp.front.dropAfterMessage(0);
    await stopServer(server);
  }
});

test("a permanent refusal (550) ends the request as dead at the first attempt: logged, listed, paged", async () => {
  smtp.sink.behaviour.rejectForGood = true;
  const dataDir = tempDataDir();
  const server = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "100" });
  try {
    const answer = await post(server, validPayload({ name: "Refused" }));
    expect(answer.status).toBe(200);
    // Counted at the worker's next pass. CI once found it neither pending nor dead: a count between the
    // attempt's writes took its dead marker away (the store's test "a count taken between any two writes…").
    try {
      await eventually(async () => expect((await health(server)).body).toMatchObject({ dead: 1, pending: 0 }), 60_000);
    } catch (error) {
      throw new Error(`${String(error)}\n/healthz: ${JSON.stringify((await health(server)).body)}\nthe server's log:\n${server.output()}`);
    }
    const connections = smtp.front.connections();
    await sleep(1500);
    expect(smtp.front.connections()).toBe(connections);
    await eventually(() => expect(server.output()).toMatch(new RegExp(`${answer.json.reference}\\): DEAD \\(the server refused it for good\\)`)), 10_000);
    expect(requestsCommand(dataDir).out).toMatch(/dead \(1\)[\s\S]*550/);
  } finally {
    await stopServer(server);
  }
});

test("a request stamped by a clock running a year ahead is still attempted and still reported", async () => {
  await smtp.front.setMode("down");
  const dataDir = tempDataDir();
  const ahead = new Date(Date.now() + 365 * 86_400_000);
  seed(dataDir, `requests/${uuid(7)}`, storedRequest(uuid(7), "GPM-AHEAD7", ahead));
  seed(dataDir, `pending/${uuid(7)}`, { reference: "GPM-AHEAD7", receivedAt: ahead.toISOString() });
  const server = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "200", HEALTH_MAX_PENDING_SECONDS: "2" });
  try {
    await eventually(async () => expect(requestsCommand(dataDir).out).toMatch(/GPM-AHEAD7.*ECONNREFUSED/), 15_000);
    await eventually(async () => expect(await health(server)).toMatchObject({ status: 503, body: { pending: 1 } }), 10_000);
    await smtp.front.setMode("up");
    await smtp.sink.waitFor(1, 15_000);
    expectExactlyOnce(["GPM-AHEAD7"]);
  } finally {
    await stopServer(server);
  }
});

test("/healthz costs the same with 3,000 requests waiting: 200 calls at once read no request", async () => {
  await smtp.front.setMode("down");
  const dataDir = tempDataDir();
  const now = new Date();
  for (let n = 1; n <= 3000; n += 1) {
    seed(dataDir, `requests/${uuid(n)}`, storedRequest(uuid(n), `GPM-${String(n).padStart(6, "0")}`, now));
    seed(dataDir, `pending/${uuid(n)}`, { reference: `GPM-${String(n).padStart(6, "0")}`, receivedAt: now.toISOString() });
  }
  const server = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "600000" });
  try {
    // The worker's first pass lists the 3,000 before /healthz counts them: minutes on a busy CI machine (the
    // build checks run beside a build), so generous; what is measured below is the calls' cost, not this wait.
    await eventually(async () => expect((await health(server)).body.pending).toBe(3000), 180_000);
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.child.pid}/status`, "utf8"))?.[1]) * 1024;
    const before = rss();
    const answers = await Promise.all(Array.from({ length: 200 }, () => health(server)));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(answers[0].body).toMatchObject({ pending: 3000, delivering: true });
    // Reading 3,000 requests per call took hundreds of MB; the counts and one probe take next to nothing.
    expect(rss() - before).toBeLessThan(64 * 1024 * 1024);
  } finally {
    await stopServer(server);
  }
});

test("a variable with a bad value stops the start, naming it", async () => {
  for (const [name, value] of [
    ["DELIVERY_RETRY_BASE_MS", "soon"],
    ["SMTP_DATA_TIMEOUT_MS", "10min"],
    ["STOP_GRACE_MS", "1"],
  ]) {
    await expect(startServer({ SMTP_URL: smtp.front.url, [name]: value })).rejects.toThrow(
      new RegExp(`server exited \\(1\\)[\\s\\S]*Cannot start: ${name} must be`),
    );
  }
});

test("two servers on one data folder: only one delivers; 200 requests sent to both arrive once each", async () => {
  await smtp.front.setMode("down");
  const dataDir = tempDataDir();
  const env = { SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "200" };
  const first = await startServer(env);
  const second = await startServer(env);
  try {
    await eventually(() => expect(second.output()).toMatch(/another process delivers the requests/), 10_000);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => post(n % 2 ? first : second, validPayload({ name: `Both ${n}` }))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await smtp.front.setMode("up");
    await smtp.sink.waitFor(200, 120_000);
    await sleep(2000);
    expectExactlyOnce(answers.map((answer) => answer.json.reference));
    expect(smtp.sink.messages).toHaveLength(200);
    expect((await health(second)).body).toMatchObject({ delivering: false, pending: 0 });
  } finally {
    await Promise.all([stopServer(first), stopServer(second)]);
  }
});

test("200 requests through a late-answering mail server, two instances, SIGTERM mid-backlog and a rolling restart: each delivered exactly once", async () => {
  // The office's server answers each message after 1.5 s, past the 500 ms step timeout.
  smtp.sink.behaviour.acceptDelayMs = 1500;
  await smtp.front.setMode("down");
  const dataDir = tempDataDir();
  const env = { SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "200", SMTP_TIMEOUT_MS: "500", STOP_GRACE_MS: "8000" };
  const a = await startServer(env);
  const b = await startServer(env);
  const references: string[] = [];
  const send = async (server: Running, from: number, count: number) => {
    const answers = await Promise.all(Array.from({ length: count }, (_, n) => post(server, validPayload({ name: `Guest ${from + n}` }))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(count).fill(200));
    references.push(...answers.map((answer) => answer.json.reference as string));
  };
  let c: Running | undefined;
  try {
    await send(a, 0, 60);
    await send(b, 60, 60);
    await smtp.front.setMode("up");
    await smtp.sink.waitFor(8, 30_000);
    // SIGTERM to the delivering instance mid-backlog, twice (systemd and npm both forward it).
    a.child.kill("SIGTERM");
    a.child.kill("SIGTERM");
    c = await startServer(env);
    await send(b, 120, 40);
    expect(await a.exited).toBe(0);
    await send(c, 160, 40);
    // A rolling restart of the other one too.
    b.child.kill("SIGTERM");
    expect(await b.exited).toBe(0);
    await smtp.sink.waitFor(200, 180_000);
    await eventually(async () => expect((await health(c!)).body).toMatchObject({ pending: 0, dead: 0, quarantined: 0 }), 30_000);
    await sleep(2000);
    expect(references).toHaveLength(200);
    expectExactlyOnce(references);
    expect(smtp.sink.messages).toHaveLength(200);
    console.log(
      `200 requests, 3 processes, 2 stops: ${smtp.sink.messages.length} messages at the sink, ${new Set(smtp.sink.messages.map((m) => m.parsed.messageId)).size} Message-IDs`,
    );
  } finally {
    await Promise.all([a, b, c].filter((server): server is Running => server !== undefined).map(stopServer));
  }
});

test("SIGTERM during a backlog of 300: no new attempt starts, the process exits 0 within the grace, and the next one sends the rest: 300 messages", async () => {
  await smtp.front.setMode("down");
  const dataDir = tempDataDir();
  const env = { SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "100", STOP_GRACE_MS: "6000" };
  const first = await startServer(env);
  const references: string[] = [];
  for (let batch = 0; batch < 10; batch += 1) {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => post(first, validPayload({ name: `Backlog ${batch * 30 + n}` }))));
    references.push(...answers.map((answer) => answer.json.reference as string));
  }
  smtp.sink.behaviour.acceptDelayMs = 200;
  await smtp.front.setMode("up");
  await smtp.sink.waitFor(10, 30_000);
  const stoppedAt = Date.now();
  first.child.kill("SIGTERM");
  expect(await first.exited).toBe(0);
  expect(Date.now() - stoppedAt).toBeLessThan(6000);
  const sentByFirst = smtp.sink.messages.length;
  expect(sentByFirst).toBeLessThan(300);
  const second = await startServer(env);
  try {
    await smtp.sink.waitFor(300, 120_000);
    await sleep(2000);
    expectExactlyOnce(references);
    expect(smtp.sink.messages).toHaveLength(300);
  } finally {
    await stopServer(second);
  }
});

test("SIGTERM twice while bodies are still arriving: each is read, stored and answered; a body growing past the cap gets its 413 while the client still writes", async () => {
  const dataDir = tempDataDir();
  const server = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir });
  const { port } = new URL(server.origin);
  const net = await import("node:net");
  const body = JSON.stringify(validPayload({ name: "Slow Upload" }));
  const socket = net.connect(Number(port), "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.write(
    `POST /api/send-contact-email HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 40)}`,
  );
  const oversize = uploadUntilAnswered(new URL(server.origin), "/api/send-contact-email");
  await sleep(300);
  server.child.kill("SIGTERM");
  await sleep(300);
  server.child.kill("SIGTERM");
  server.child.kill("SIGINT");
  await sleep(1000);
  socket.write(body.slice(40));
  await eventually(() => expect(received).toMatch(/\r\n\r\n.*"reference"/s), 10_000);
  socket.end();
  await closed;
  expect(received).toMatch(/^HTTP\/1\.1 200 /);
  expect((await oversize).statusLine).toMatch(/^HTTP\/1\.1 413 /);
  expect(await server.exited).toBe(0);
  expect(server.output()).toMatch(/SIGTERM: already stopping/);
  const next = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir });
  try {
    await smtp.sink.waitFor(1, 10_000);
    expect(smtp.sink.messages[0].parsed.replyTo?.[0].name).toBe("Slow Upload");
  } finally {
    await stopServer(next);
  }
});

const xfsMissing = privileged("xfs");
if (xfsMissing) console.warn(`Skipping the power-cut test on XFS: ${xfsMissing}`);
(xfsMissing ? test.skip : test)(
  "a power cut on XFS (the file system shut down without flushing its log) loses no acknowledged request and leaves no empty file",
  async () => {
    await onXfs(async (mount, powerCut) => {
      // A mail server that never answers: every first attempt holds its claim (a rewrite of its request)
      // while the next requests' flushes write the file system's log, renames included.
      await smtp.front.setMode("hang");
      const dataDir = path.join(mount, "data");
      const env = { SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "100", SMTP_TIMEOUT_MS: "20000" };
      const server = await startServer(env);
      const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => post(server, validPayload({ name: `Power ${n}` }))));
      await sleep(300);
      answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, n) => post(server, validPayload({ name: `Late ${n}` }))))));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      await sleep(300);
      await powerCut(async () => {
        server.child.kill("SIGKILL");
        await server.exited;
      });
      const stored = readdirSync(path.join(dataDir, "requests")).filter((name) => !name.startsWith("."));
      const records = stored.map((name) => readFileSync(path.join(dataDir, "requests", name), "utf8"));
      expect(records.filter((text) => text.length === 0)).toEqual([]);
      const references = new Set(records.map((text) => (JSON.parse(text) as { reference: string }).reference));
      for (const answer of answers) expect(references.has(answer.json.reference)).toBe(true);

      await smtp.front.setMode("up");
      const after = await startServer(env);
      try {
        await smtp.sink.waitFor(40, 60_000);
        await sleep(1500);
        expectExactlyOnce(answers.map((answer) => answer.json.reference));
      } finally {
        await stopServer(after);
      }
    });
  },
);

const tmpfsMissing = privileged("tmpfs");
if (tmpfsMissing) console.warn(`Skipping the full-disk test: ${tmpfsMissing}`);
(tmpfsMissing ? test.skip : test)(
  "the disk fills up while the mail server takes the message: it is not sent again; /healthz says the store cannot be written; visitors get 502, then it all resumes",
  async () => {
    const mount = mkdtempSync(path.join(os.tmpdir(), "full-"));
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=4m", "tmpfs", mount]);
    try {
      const dataDir = path.join(mount, "data");
      const filler = path.join(mount, "filler");
      const server = await startServer({
        SMTP_URL: smtp.front.url,
        DATA_DIR: dataDir,
        DELIVERY_RETRY_BASE_MS: "200",
        SMTP_TIMEOUT_MS: "1000",
        SMTP_DATA_TIMEOUT_MS: "2000",
      });
      try {
        // The mail server has the message; before it says 250, the disk is full.
        smtp.sink.behaviour.beforeAnswer = () => {
          smtp.sink.behaviour.beforeAnswer = undefined;
          spawnSync("dd", ["if=/dev/zero", `of=${filler}`, "bs=64k"], { stdio: "ignore" });
        };
        const answer = await post(server, validPayload({ name: "Full Disk" }));
        expect(answer.status).toBe(200);
        await smtp.sink.waitFor(1, 10_000);
        await eventually(async () => expect(await health(server)).toMatchObject({ status: 503, body: { writable: false } }), 10_000);
        expect((await post(server, validPayload({ name: "Turned Away" }))).status).toBe(502);
        // Past the attempt's whole lease (1 s + 2 s + 5 s): still one copy.
        await sleep(9000);
        expect(smtp.sink.messages).toHaveLength(1);
        rmSync(filler);
        await eventually(async () => expect(await health(server)).toMatchObject({ status: 200, body: { writable: true, pending: 0 } }), 15_000);
        expect(requestsCommand(dataDir).out).toMatch(/delivered \(1\)/);
        expectExactlyOnce([answer.json.reference]);
      } finally {
        await stopServer(server);
      }
    } finally {
      spawnSync("umount", [mount]);
    }
  },
);
