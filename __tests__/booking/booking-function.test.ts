/** @jest-environment node */
import { BookingStore } from "../../src/booking/bookings/bookingStore";
import { linkExpiry, linkSecret, signLink } from "../../src/booking/bookings/links";
import { readConfig } from "../../src/booking/config";
import { FileStore } from "../../src/booking/store/fileStore";
import { PRICED_DETAILS } from "../support/bookings";
import { eventually, useContactEnv } from "../support/env";
import { postJson, request, startFunctionServer, validPayload, type FunctionServer } from "../support/functionServer";
import { startSmtpSink, type SmtpSink } from "../support/smtpSink";

/** The booking's pages as Gatsby serves its function src/api/booking/[...].ts (a splat route), through Gatsby's own middleware chain. */
const env = useContactEnv();
let sink: SmtpSink;
let pages: FunctionServer;
let contact: FunctionServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  contact = await startFunctionServer();
  pages = await startFunctionServer({ route: "booking/[...]", matchPath: "/booking/*", file: "src/api/booking/[...].ts" });
});
afterAll(async () => {
  await pages.close();
  await contact.close();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
  process.env.SMTP_URL = sink.url;
});

test("the Gatsby function serves the office's page under /api/booking/…, confirms once from a same-origin form, and refuses a tampered link", async () => {
  const accepted = await postJson(contact.url, validPayload({ language: "fr", details: PRICED_DETAILS }));
  expect(accepted.status).toBe(200);
  const booking = (await new BookingStore(new FileStore(env.dataDir())).read(accepted.json.id))!.booking;
  const token = signLink(linkSecret(readConfig(), false).secret!, "office", booking.id, linkExpiry(booking, "office"));
  const url = `${pages.origin}/api/booking/office/${token}`;
  const page = await request(url, { method: "GET" });
  expect(page.status).toBe(200);
  expect(page.text).toContain(booking.reference);
  expect(page.headers["referrer-policy"]).toBe("no-referrer");
  const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: pages.origin };
  expect((await request(url, { headers: form, body: "action=confirm&chauffeurName=Marc" })).status).toBe(200);
  await eventually(() => sink.messages.some((mail) => mail.envelope.to.includes("jane@example.org") && /Marc/.test(mail.parsed.text ?? "")));
  expect((await request(url, { headers: form, body: "action=confirm" })).status).toBe(409);
  expect((await request(`${url.slice(0, -2)}xx`, { method: "GET" })).status).toBe(404);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(sink.messages.filter((mail) => mail.envelope.to.includes("jane@example.org"))).toHaveLength(1);
});
