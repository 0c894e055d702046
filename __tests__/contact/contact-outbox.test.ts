/** @jest-environment node */
import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import fsPromises from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import PostalMime from "postal-mime";
import { readConfig } from "../../src/booking/config";
import { RETENTION_DAYS } from "../../src/booking/store/retention";
import { openStore } from "../../src/deploy/requestStore";
import { Attempts } from "../../src/booking/store/worker";
import { eventually, useContactEnv } from "../support/env";
import { onXfs, privileged } from "../support/powerCut";
import { postJson, startFunctionServer, SERVICE_DATE, validPayload, type FunctionServer } from "../support/functionServer";
import { startSmtpSink } from "../support/smtpSink";
import { subjectWhen } from "../../src/booking/mail/message";
import { REFERENCE_PATTERN } from "../../src/booking/request/reference";
import { format, serviceTitle, site, strings } from "../support/content";

const { en } = strings;

const env = useContactEnv();
let server: FunctionServer;

beforeAll(async () => {
  server = await startFunctionServer();
});
afterAll(() => server.close());

const filesIn = (dir: string) => readdirSync(dir);
const tempDir = () => mkdtempSync(path.join(os.tmpdir(), "contact-outbox-b-"));

describe("outbox mode (no SMTP_URL)", () => {
  test("writes one complete, parseable .eml with every value, readable by the owner only, no temp file left", async () => {
    const res = await postJson(server.url, validPayload({ message: 'Line one\nLine <two> & "three"', language: "fr", service: "vehicle-rental" }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, id: expect.any(String), reference: expect.stringMatching(REFERENCE_PATTERN) });

    const files = filesIn(env.outboxDir());
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T[\\d-]+Z-${res.json.reference}-${res.json.id}\\.eml$`));
    const file = path.join(env.outboxDir(), files[0]);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const mail = await PostalMime.parse(readFileSync(file));
    expect(mail.subject).toBe(
      `[${res.json.reference}] ${subjectWhen(SERVICE_DATE, "14:30", new Date())} · ${serviceTitle("vehicle-rental")} — ${format(strings.en.office.mail.subject.replyIn, { language: "French" })}`,
    );
    expect(mail.to).toEqual([{ name: "", address: "contact@example.com" }]);
    expect(mail.from).toEqual({ name: site.brand, address: "no-reply@example.com" });
    expect(mail.replyTo).toEqual([{ name: "Jane Doe", address: "jane@example.org" }]);
    expect(mail.headers.find((h) => h.key === "x-contact-request-id")?.value).toBe(res.json.id);
    for (const value of ["Jane Doe", "jane@example.org", "+41 79 123 45 67", serviceTitle("vehicle-rental"), SERVICE_DATE, "14:30", en.language.fr]) {
      expect(mail.text).toContain(value);
      expect(mail.html).toContain(value);
    }
    expect(mail.text).toContain('> Line one\n> Line <two> & "three"');
    expect(mail.html).toContain("Line &lt;two&gt; &amp; &quot;three&quot;");
    // Recorded just after the answer (the visitor does not wait for that write).
    await eventually(() => expect(env.logs()).toContain(`written to ${file}`));
  });

  test("the file is written under a hidden temporary name in the same directory, flushed, then linked into place and its folder flushed", async () => {
    const open = jest.spyOn(fsPromises, "open");
    const link = jest.spyOn(fsPromises, "link");
    try {
      const res = await postJson(server.url, validPayload());
      expect(res.status).toBe(200);
      const outboxOpens = open.mock.calls.map((call) => String(call[0])).filter((name) => name.startsWith(env.outboxDir()));
      const temps = outboxOpens.filter((name) => name !== env.outboxDir());
      expect(temps).toHaveLength(1);
      expect(path.dirname(temps[0])).toBe(env.outboxDir());
      expect(path.basename(temps[0])).toMatch(/^\..*\.tmp$/);
      expect(link).toHaveBeenCalledWith(temps[0], path.join(env.outboxDir(), filesIn(env.outboxDir())[0]));
      // The folder is opened (to be flushed) after the file is linked into it.
      expect(outboxOpens).toEqual([temps[0], env.outboxDir()]);
      expect(filesIn(env.outboxDir()).filter((name) => name.endsWith(".tmp"))).toEqual([]);
    } finally {
      open.mockRestore();
      link.mockRestore();
    }
  });

  test("creates OUTBOX_DIR when missing, relative paths resolve against the working directory", async () => {
    const nested = path.join(env.outboxDir(), "a", "b");
    process.env.OUTBOX_DIR = path.relative(process.cwd(), nested);
    expect((await postJson(server.url, validPayload())).status).toBe(200);
    expect(filesIn(nested)).toHaveLength(1);
  });

  test("an outbox that cannot be written: the request is kept (200), no partial file, and written once the outbox works", async () => {
    const blocker = path.join(env.outboxDir(), "not-a-dir");
    writeFileSync(blocker, "");
    process.env.OUTBOX_DIR = path.join(blocker, "outbox");
    const res = await postJson(server.url, validPayload());
    expect(res.status).toBe(200);
    expect(filesIn(env.outboxDir())).toEqual(["not-a-dir"]);
    expect(env.logs()).toMatch(/could not write to the outbox/);

    process.env.OUTBOX_DIR = env.outboxDir();
    const config = readConfig();
    const store = openStore(config, { serverless: false });
    const [pending] = await eventually(async () => {
      const list = await store.pending(new Date());
      expect(list[0]).toMatchObject({ reference: res.json.reference, attempts: 1, lastError: expect.stringMatching(/outbox/) });
      return list;
    });
    // The operator's retry makes it due now rather than in 15-30 s.
    await store.retry(pending.id, new Date());
    expect(await new Attempts().deliverDue(store, config)).toMatchObject({ delivered: 1 });
    expect(filesIn(env.outboxDir()).filter((name) => name.endsWith(".eml"))).toEqual([expect.stringContaining(res.json.reference)]);
  });

  test("a second attempt after a crash between writing the file and recording it writes no second copy", async () => {
    const res = await postJson(server.url, validPayload());
    expect(res.status).toBe(200);
    const config = readConfig();
    const store = openStore(config, { serverless: false });
    // As if the process died right after the file was written: the request is still pending.
    const stored = await eventually(async () => {
      const found = await store.find(res.json.reference);
      expect(found?.state).toBe("delivered");
      return found!;
    });
    expect(filesIn(env.outboxDir())).toHaveLength(1);
    const kv = store.kv;
    const current = (await kv.read<typeof stored>(`requests/${stored.id}`))!;
    await kv.update(`requests/${stored.id}`, { ...current.value, state: "pending", deliveredAt: undefined }, current.version);
    await kv.create(`pending/${stored.id}`, { reference: stored.reference, receivedAt: stored.receivedAt });
    expect(await new Attempts().deliverDue(store, config)).toMatchObject({ delivered: 1 });
    expect(filesIn(env.outboxDir())).toHaveLength(1);
    expect(env.logs()).toMatch(/\(already there\)/);
  });
});

test("the outbox's copies go on the stored requests' schedule: an .eml older than the retention is purged with them, nothing else in the folder", async () => {
  const res = await postJson(server.url, validPayload());
  expect(res.status).toBe(200);
  const dir = env.outboxDir();
  const [written] = filesIn(dir);
  const old = path.join(dir, written);
  // Written before the retention period began; a fresh one and the operator's own file stay.
  const before = new Date(Date.now() - (RETENTION_DAYS + 1) * 86_400_000);
  await fsPromises.utimes(old, before, before);
  writeFileSync(path.join(dir, "fresh.eml"), "fresh");
  writeFileSync(path.join(dir, "notes.txt"), "the operator's");
  const config = readConfig();
  const store = openStore(config, { serverless: false });
  // The hourly purge runs when none has run yet.
  await store.kv.remove("meta/purge");
  await new Attempts().deliverDue(store, config);
  expect(filesIn(dir).sort()).toEqual(["fresh.eml", "notes.txt"]);
});

describe("settings are read at request time", () => {
  test("OUTBOX_DIR changed between two requests", async () => {
    const second = tempDir();
    try {
      expect((await postJson(server.url, validPayload())).status).toBe(200);
      process.env.OUTBOX_DIR = second;
      expect((await postJson(server.url, validPayload())).status).toBe(200);
      expect(filesIn(env.outboxDir())).toHaveLength(1);
      expect(filesIn(second)).toHaveLength(1);
    } finally {
      rmSync(second, { recursive: true, force: true });
    }
  });

  test("switching from outbox to SMTP, and CONTACT_TO / CONTACT_FROM changes, apply to the next request", async () => {
    const sink = await startSmtpSink();
    try {
      expect((await postJson(server.url, validPayload())).status).toBe(200);
      expect(filesIn(env.outboxDir())).toHaveLength(1);

      process.env.SMTP_URL = sink.url;
      process.env.CONTACT_TO = "first@company.test";
      expect((await postJson(server.url, validPayload())).status).toBe(200);
      process.env.CONTACT_TO = "second@company.test";
      process.env.CONTACT_FROM = "robot@company.test";
      expect((await postJson(server.url, validPayload())).status).toBe(200);

      const mails = await sink.waitFor(2);
      expect(mails.map((m) => m.envelope)).toEqual([
        { from: "no-reply@example.com", to: ["first@company.test"] },
        { from: "robot@company.test", to: ["second@company.test"] },
      ]);
      expect(filesIn(env.outboxDir())).toHaveLength(1);
    } finally {
      await sink.close();
    }
  });

  test("CONTACT_RATE_LIMIT changed between requests", async () => {
    process.env.CONTACT_RATE_LIMIT = "1/60";
    expect((await postJson(server.url, validPayload())).status).toBe(200);
    expect((await postJson(server.url, validPayload())).status).toBe(429);
    process.env.CONTACT_RATE_LIMIT = "3/60";
    expect((await postJson(server.url, validPayload())).status).toBe(200);
  });
});

test("an empty .eml that a crash left under a request's name (before copies were flushed) is replaced by the whole message, not taken as delivered", async () => {
  const config = readConfig();
  const store = openStore(config, { serverless: false });
  const id = randomUUID();
  const now = new Date("2026-05-01T10:00:00.000Z");
  const file = path.join(env.outboxDir(), `2026-05-01T10-00-00-000Z-GPM-EMPTY1-${id}.eml`);
  writeFileSync(file, "");
  const raw = `Message-ID: <${id}@example.com>\r\nSubject: [GPM-EMPTY1] request\r\n\r\nWhole.\r\n`;
  await store.accept({ id, reference: "GPM-EMPTY1", envelope: { from: "no-reply@example.com", to: ["contact@example.com"] }, raw: Buffer.from(raw), now });
  expect((await new Attempts().deliverDue(store, config)).delivered).toBe(1);
  expect(readFileSync(file, "utf8")).toBe(raw.replace(/\r\n/g, "\n"));
  expect(env.logs()).not.toContain("(already there)");
});

const xfsMissing = privileged("xfs");
if (xfsMissing) console.warn(`Skipping the outbox's power-cut test on XFS: ${xfsMissing}`);
(xfsMissing ? test.skip : test)(
  "a power cut on XFS just after outbox deliveries leaves every request recorded delivered with its whole .eml, never an empty one",
  async () => {
    await onXfs(async (mount, powerCut) => {
      process.env.DATA_DIR = path.join(mount, "data");
      process.env.OUTBOX_DIR = path.join(mount, "outbox");
      const config = readConfig();
      const store = openStore(config, { serverless: false });
      const sent = new Map<string, string>();
      for (let n = 0; n < 20; n += 1) {
        const id = randomUUID();
        const raw = `Message-ID: <${id}@example.com>\r\nSubject: [GPM-POWER${n}] request\r\n\r\n${"A request worth keeping. ".repeat(200)}\r\n`;
        sent.set(id, raw.replace(/\r\n/g, "\n"));
        await store.accept({
          id,
          reference: `GPM-POWER${n}`,
          envelope: { from: "no-reply@example.com", to: ["contact@example.com"] },
          raw: Buffer.from(raw),
          now: new Date(),
        });
      }
      expect((await new Attempts().deliverDue(store, config)).delivered).toBe(20);
      await powerCut();

      const records = await openStore(readConfig(), { serverless: false }).all();
      expect(records.map((record) => record.state)).toEqual(Array(20).fill("delivered"));
      const files = filesIn(path.join(mount, "outbox")).filter((name) => name.endsWith(".eml"));
      const found = new Map(files.map((name) => [name.slice(-"00000000-0000-0000-0000-000000000000.eml".length, -".eml".length), name]));
      const read = (id: string) => (found.has(id) ? readFileSync(path.join(mount, "outbox", found.get(id)!), "utf8") : "(no file)");
      const damaged = [...sent].filter(([id, text]) => read(id) !== text).map(([id]) => `${id}: ${read(id).length} bytes`);
      expect(damaged).toEqual([]);
    });
  },
  60_000,
);
