/**
 * Every accepted request reaches the office exactly once, whatever fails: the production server
 * (`node src/server/main.ts` on the real build) against a real SMTP sink behind a front that can be
 * down, hang or drip; killed with SIGKILL in a burst and restarted; stopped with SIGTERM while bodies
 * are still arriving. Needs `npm run build` first.
 */
import { readFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { eventually } from "../support/env";
import { health, post, referenceOf, requestsCommand, useMailServer } from "../support/requestsOps";
import { validPayload } from "../support/functionServer";
import { startServer, stopServer, tempDataDir, type Running } from "../support/serverProcess";

jest.setTimeout(180_000);

const smtp = useMailServer();

/** Waits until `count` messages arrived, then a little longer, so that a duplicate would be seen too. */
async function settled(count: number, timeoutMs: number) {
  await smtp.sink.waitFor(count, timeoutMs);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return smtp.sink.messages;
}

test("100 requests accepted during an SMTP outage are all delivered exactly once after it ends; /healthz and npm run requests show the backlog draining", async () => {
  await smtp.front.setMode("down");
  const dataDir = tempDataDir();
  const server = await startServer({
    SMTP_URL: smtp.front.url,
    CONTACT_TO: "office@company.test",
    DATA_DIR: dataDir,
    DELIVERY_RETRY_BASE_MS: "200",
    HEALTH_MAX_PENDING_SECONDS: "10",
  });
  try {
    expect(server.output()).toMatch(
      new RegExp(`requests are stored in folder ${dataDir} and delivered by SMTP via 127\\.0\\.0\\.1:${smtp.front.port} to office@company\\.test`),
    );
    // Neither the SMTP password nor the challenge key the server generated is ever printed (the key's file
    // name, "challenge-secret", is: the log says where it is).
    expect(server.output()).not.toMatch(/user:secret|:secret@/);
    const key = readFileSync(path.join(dataDir, "challenge-secret"), "utf8").trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(server.output()).not.toContain(key);

    const answers = [];
    for (let batch = 0; batch < 10; batch += 1) {
      answers.push(...(await Promise.all(Array.from({ length: 10 }, (_, n) => post(server, validPayload({ name: `Visitor ${batch * 10 + n}` }))))));
    }
    expect(answers.map((answer) => answer.status)).toEqual(Array(100).fill(200));
    // Answered without waiting on the mail server: one that waited would take the SMTP timeout (10 s by
    // default); the bound leaves room for a busy machine's pauses.
    const slowest = Math.max(...answers.map((answer) => answer.ms));
    expect(slowest).toBeLessThan(8000);
    const references = answers.map((answer) => answer.json.reference as string);
    expect(new Set(references).size).toBe(100);

    // /healthz reads the counts of the worker's last pass (its cost does not grow with the backlog).
    const during = await eventually(async () => {
      const now = await health(server);
      expect(now.body).toMatchObject({ pending: 100, dead: 0 });
      return now;
    }, 10_000);
    expect(during.text).not.toMatch(/Visitor|jane@example/);
    const listed = requestsCommand(dataDir);
    expect(listed.status).toBe(0);
    expect(listed.out).toMatch(/pending \(100\)/);
    expect(listed.out).toContain(references[0]);
    expect(listed.out).toMatch(/ECONNREFUSED/);
    // Past the threshold a pending request makes the monitor page someone.
    await new Promise((resolve) => setTimeout(resolve, 10_500));
    expect((await health(server)).status).toBe(503);

    await smtp.front.setMode("up");
    const started = Date.now();
    const mails = await settled(100, 120_000);
    expect(Date.now() - started).toBeLessThan(120_000);
    expect(mails).toHaveLength(100);
    expect(new Set(mails.map((mail) => referenceOf(mail.parsed.subject)))).toEqual(new Set(references));
    expect(new Set(mails.map((mail) => mail.parsed.messageId))).toEqual(new Set(answers.map((answer) => `<${answer.json.id}@example.com>`)));

    const after = await health(server);
    expect(after).toMatchObject({ status: 200, body: { ok: true, pending: 0, dead: 0, oldestPendingSeconds: 0 } });
    expect(requestsCommand(dataDir).out).toMatch(/delivered \(100\)/);
  } finally {
    await stopServer(server);
  }
});

test("kill -9 in the middle of a burst: every request that got 200 is delivered after the restart, each exactly once", async () => {
  await smtp.front.setMode("down");
  const dataDir = tempDataDir();
  const env = { SMTP_URL: smtp.front.url, DATA_DIR: dataDir, DELIVERY_RETRY_BASE_MS: "200" };
  const first = await startServer(env);
  const accepted: string[] = [];
  const inFlight = Array.from({ length: 60 }, (_, n) =>
    new Promise((resolve) => setTimeout(resolve, n * 15))
      .then(() => post(first, validPayload({ name: `Burst ${n}` })))
      .then((answer) => {
        // Answers read after the kill was decided may still come in: those are accepted too.
        if (answer.status === 200) accepted.push(answer.json.reference);
      })
      .catch(() => undefined),
  );
  // Killed once a few have been answered, whatever the machine's speed, with the rest in flight.
  await eventually(() => expect(accepted.length).toBeGreaterThan(5), 30_000);
  first.child.kill("SIGKILL");
  await Promise.all(inFlight);
  await first.exited;
  expect(accepted.length).toBeGreaterThan(5);
  expect(accepted.length).toBeLessThan(60);

  await smtp.front.setMode("up");
  const second = await startServer(env);
  try {
    const mails = await settled(accepted.length, 60_000);
    const delivered = mails.map((mail) => referenceOf(mail.parsed.subject));
    // Each accepted one arrives; nothing arrives twice (one that was stored but not yet answered may arrive too).
    for (const reference of accepted) expect(delivered.filter((one) => one === reference)).toHaveLength(1);
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(new Set(mails.map((mail) => mail.parsed.messageId)).size).toBe(mails.length);
    // One that was stored but not yet answered when the process died is delivered too, in its turn.
    await eventually(async () => expect((await health(second)).body).toMatchObject({ pending: 0, dead: 0 }), 20_000);
  } finally {
    await stopServer(second);
  }
});

/** A raw client that sends the headers and part of the body now, the rest when told. */
function partialUpload(server: Running, body: string, chunked: boolean) {
  const { port } = new URL(server.origin);
  const socket = net.connect(Number(port), "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString()));
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  socket.on("error", () => undefined);
  const framed = (part: string) => (chunked ? `${Buffer.byteLength(part).toString(16)}\r\n${part}\r\n` : part);
  const head = [
    "POST /api/send-contact-email HTTP/1.1",
    "Host: 127.0.0.1",
    "Content-Type: application/json",
    chunked ? "Transfer-Encoding: chunked" : `Content-Length: ${Buffer.byteLength(body)}`,
    "",
    "",
  ].join("\r\n");
  const cut = Math.floor(body.length / 3);
  socket.write(head + framed(body.slice(0, cut)));
  return {
    finish: () => socket.write(framed(body.slice(cut)) + (chunked ? "0\r\n\r\n" : "")),
    answer: closed,
  };
}

test("SIGTERM while bodies are still arriving: each is read, stored and answered within the grace, then the server exits; the next one delivers them", async () => {
  const dataDir = tempDataDir();
  const server = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir });
  const uploads = [false, true].map((chunked) =>
    partialUpload(server, JSON.stringify(validPayload({ name: chunked ? "Chunked Upload" : "Sized Upload" })), chunked),
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.child.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 1500));
  uploads.forEach((upload) => upload.finish());
  const answers = await Promise.all(uploads.map((upload) => upload.answer));
  for (const raw of answers) {
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    expect(JSON.parse(raw.slice(raw.indexOf("\r\n\r\n") + 4).replace(/^[0-9a-f]+\r\n|\r\n0\r\n\r\n$/g, ""))).toMatchObject({
      ok: true,
      reference: expect.stringMatching(/^GPM-/),
    });
  }
  expect(await server.exited).toBe(0);
  // A stopping server starts no delivery attempt: what it stored is the next process's.
  expect(requestsCommand(dataDir).out).toMatch(/pending \(2\)/);
  const next = await startServer({ SMTP_URL: smtp.front.url, DATA_DIR: dataDir });
  try {
    const mails = await settled(2, 10_000);
    expect(mails.map((mail) => mail.parsed.replyTo?.[0].name).sort()).toEqual(["Chunked Upload", "Sized Upload"]);
    expect(requestsCommand(dataDir).out).toMatch(/delivered \(2\)/);
  } finally {
    await stopServer(next);
  }
});

test("without SMTP_URL the start-up line says requests go to the outbox folder only", async () => {
  const server = await startServer({ OUTBOX_DIR: "/tmp/outbox-for-this-test" });
  try {
    expect(server.output()).toMatch(/no SMTP_URL, so they are written to the outbox folder \/tmp\/outbox-for-this-test only/);
  } finally {
    await stopServer(server);
  }
});
