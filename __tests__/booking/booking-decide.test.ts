/** @jest-environment node */
import type { Booking } from "../../src/booking/bookings/booking";
import { BookingStore, purgeBookings } from "../../src/booking/bookings/bookingStore";
import { decide, type BookingDesk } from "../../src/booking/bookings/decide";
import { linkSecret } from "../../src/booking/bookings/links";
import { readConfig } from "../../src/booking/config";
import { FileStore } from "../../src/booking/store/fileStore";
import type { KeyValueStore } from "../../src/booking/store/keyValue";
import { RequestStore } from "../../src/booking/store/store";
import { Attempts } from "../../src/booking/store/worker";
import { BOOKING_ID, PRICED_DETAILS, receivedBooking } from "../support/bookings";
import { useContactEnv } from "../support/env";
import { postJson, startFunctionServer, validPayload, type FunctionServer } from "../support/functionServer";
import { startSmtpSink, type SmtpSink } from "../support/smtpSink";
import { TRANSLATIONS } from "../../src/i18n/translations";

const env = useContactEnv();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());
beforeEach(() => {
  sink.messages.length = 0;
  process.env.SMTP_URL = sink.url;
});

const ID = BOOKING_ID;
const NOW = new Date("2027-06-01T08:00:00Z");

function desk(kv: KeyValueStore = new FileStore(env.dataDir())): BookingDesk & { attempts: Attempts } {
  const settings = readConfig();
  return { settings, serverless: false, store: () => new RequestStore(kv), attempts: new Attempts() };
}

async function newBooking(kv: KeyValueStore): Promise<Booking> {
  const booking = receivedBooking("de", NOW);
  await new BookingStore(kv).create(booking);
  return booking;
}

const secret = () => linkSecret(readConfig(), false).secret!;

test("a confirmation is stored, committed and delivered once to the guest, in the booking's language, with the reference and the status link", async () => {
  const kv = new FileStore(env.dataDir());
  await newBooking(kv);
  const office = desk(kv);
  const decision = await decide(office, ID, { type: "confirm", chauffeurName: "Marc Dupont" }, secret(), NOW);
  expect(decision).toMatchObject({ ok: true, booking: { status: "confirmed", version: 2 } });
  const [mail] = await sink.waitFor(1);
  expect(mail.envelope.to).toEqual(["jane@example.org"]);
  expect(mail.parsed.text).toContain(TRANSLATIONS.de.booking.mail.confirmation.title);
  expect(mail.parsed.subject).toContain("GPM-ABCDEF");
  expect(mail.parsed.text).toContain("Marc Dupont");
  expect(mail.parsed.text).toMatch(/\/booking\/guest\/v1\.guest\.0b6a2f7e-[0-9a-f-]+\.\d+\.[A-Za-z0-9_-]{43}/);
  // The same POST again: refused as decided, nothing more stored or sent.
  expect(await decide(office, ID, { type: "confirm" }, secret(), NOW)).toMatchObject({ ok: false, refusal: "decided", status: "confirmed" });
  await office.attempts.deliverDue(new RequestStore(kv), readConfig());
  await office.attempts.settled();
  expect(sink.messages).toHaveLength(1);
});

test("a failure between storing the message and committing the booking sends nothing; the retry sends exactly one", async () => {
  const files = new FileStore(env.dataDir());
  await newBooking(files);
  // The booking's commit fails once (a full disk, a crash): the message is stored, the booking is not moved.
  let failCommit = true;
  const failing: KeyValueStore = Object.assign(Object.create(files) as KeyValueStore, {
    update: async (key: string, value: object, version: string, options?: object) => {
      if (key.startsWith("bookings/") && failCommit) {
        failCommit = false;
        throw new Error("disk full");
      }
      return files.update(key, value, version, options);
    },
  });
  await expect(decide(desk(failing), ID, { type: "confirm" }, secret(), NOW)).rejects.toThrow("disk full");
  const store = new RequestStore(files);
  const orphan = (await store.all()).find((record) => record.kind === "guest")!;
  expect(orphan).toMatchObject({ state: "pending", of: ID });
  // The worker never sends a message its booking does not name: right away (the commit may still come) …
  const worker = new Attempts();
  await worker.deliverDue(store, readConfig());
  // … nor after the orphan's grace, when it is dropped.
  expect(await store.claim(orphan.id, new Date(NOW.getTime() + 61_000), 10_000, true)).toBeUndefined();
  expect(await store.read(orphan.id)).toBeUndefined();
  expect(sink.messages).toHaveLength(0);
  expect((await new BookingStore(files).read(ID))!.booking.status).toBe("received");

  expect(await decide(desk(files), ID, { type: "confirm" }, secret(), NOW)).toMatchObject({ ok: true });
  await sink.waitFor(1);
  await worker.deliverDue(store, readConfig());
  await worker.settled();
  expect(sink.messages).toHaveLength(1);
});

test("two confirmations racing: one commits and sends, the other is refused and its message is never sent", async () => {
  const kv = new FileStore(env.dataDir());
  await newBooking(kv);
  const now = new Date();
  const results = await Promise.all([
    decide(desk(kv), ID, { type: "confirm" }, secret(), now),
    decide(desk(kv), ID, { type: "confirm", totalChf: 999 }, secret(), now),
  ]);
  expect(results.filter((result) => result.ok)).toHaveLength(1);
  // The loser's message is stored too; a delivery pass sends only the one the booking names.
  const store = new RequestStore(kv);
  expect((await store.all()).filter((record) => record.kind === "guest")).toHaveLength(2);
  const worker = new Attempts();
  await worker.deliverDue(store, readConfig());
  await worker.settled();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(sink.messages).toHaveLength(1);
});

describe("acceptance", () => {
  let server: FunctionServer;
  beforeAll(async () => {
    server = await startFunctionServer();
  });
  afterAll(() => server.close());

  test("an accepted request has its booking, received, beside it before the answer", async () => {
    const answer = await postJson(server.url, validPayload({ language: "fr", details: PRICED_DETAILS }));
    expect(answer.status).toBe(200);
    const found = await new BookingStore(new FileStore(env.dataDir())).read(answer.json.id);
    expect(found?.booking).toMatchObject({ id: answer.json.id, reference: answer.json.reference, language: "fr", status: "received", version: 1 });
    expect(found?.booking.quote?.pricing.status).toBe("priced");
  });
});

test("a booking is purged once its guest's link has expired, and kept until then", async () => {
  const kv = new FileStore(env.dataDir());
  const booking = await newBooking(kv);
  expect(await purgeBookings(kv, new Date("2027-07-01T00:00:00Z"))).toBe(0);
  expect(await new BookingStore(kv).read(booking.id)).toBeDefined();
  expect(await purgeBookings(kv, new Date("2027-07-12T00:00:00Z"))).toBe(1);
  expect(await new BookingStore(kv).read(booking.id)).toBeUndefined();
});
