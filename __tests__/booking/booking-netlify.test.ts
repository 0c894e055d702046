/** @jest-environment node */
import { BookingStore } from "../../src/booking/bookings/bookingStore";
import { linkExpiry, signLink, type LinkScope } from "../../src/booking/bookings/links";
import { BlobStore } from "../../src/deploy/blobStore";
import { PRICED_DETAILS } from "../support/bookings";
import { startLocalBlobs, type LocalBlobs } from "../support/blobsServer";
import { eventually, useContactEnv } from "../support/env";
import { validPayload } from "../support/functionServer";
import { invokeLambda, lambdaEvent, wrapForLambda, type Wrapped } from "../support/netlifyLambda";
import { startSmtpSink, type SmtpSink } from "../support/smtpSink";
import { TRANSLATIONS } from "../../src/i18n/translations";

/**
 * The booking's pages on Netlify: src/api/booking/[...].ts inside the real Lambda wrapper the adapter
 * generates (as contact-netlify.test.ts runs the contact function), the bookings in a local Netlify Blobs
 * server, the messages to a real SMTP server. One confirm and one cancel.
 */
useContactEnv();
const SECRET = "n".repeat(64);
const GUEST = "jane@example.org";
const OFFICE = "bookings@company.test";
let sink: SmtpSink;
let blobs: LocalBlobs;
let lambda: Wrapped<"contact" | "booking">;
const siteID = "site-bookings";

beforeAll(async () => {
  blobs = await startLocalBlobs();
  lambda = await wrapForLambda({ contact: "src/api/send-contact-email.ts", booking: "src/api/booking/[...].ts" });
});
afterAll(async () => {
  await blobs.stop();
  lambda.remove();
});
beforeEach(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.CONTACT_TO = OFFICE;
  process.env.BOOKING_LINK_SECRET = SECRET;
});
afterEach(() => sink.close());

async function invoke(name: "contact" | "booking", urlPath: string, body: string | undefined, contentType: string, httpMethod = "POST") {
  const headers = { "content-type": contentType, host: "www.site.test", origin: "https://www.site.test" };
  return invokeLambda(
    lambda.handlers[name],
    lambdaEvent({ path: urlPath, body, headers, httpMethod, blobs: { url: blobs.edgeURL, token: blobs.token }, siteID }),
  );
}

const bookings = () => new BookingStore(new BlobStore({ siteID, token: blobs.token, edgeURL: blobs.edgeURL, uncachedEdgeURL: blobs.edgeURL }));
const form = "application/x-www-form-urlencoded";
const toGuest = () => sink.messages.filter((mail) => mail.envelope.to.includes(GUEST));
const toOffice = () => sink.messages.filter((mail) => mail.envelope.to.includes(OFFICE));

test("on Netlify's adapter: a request's office link confirms once, and the guest's link cancels once (the office told)", async () => {
  const accepted = await invoke(
    "contact",
    "/api/send-contact-email",
    JSON.stringify(validPayload({ email: GUEST, language: "de", details: PRICED_DETAILS })),
    "application/json",
  );
  expect(accepted.status).toBe(200);
  const { id } = JSON.parse(accepted.text);
  const booking = (await bookings().read(id))!.booking;
  const link = (scope: LinkScope) => `/api/booking/${scope}/${signLink(SECRET, scope, id, linkExpiry(booking, scope))}`;

  const page = await invoke("booking", link("office"), undefined, form, "GET");
  expect(page.status).toBe(200);
  expect(page.text).toContain(booking.reference);
  expect((await invoke("booking", link("office"), "action=confirm&chauffeurName=Marc", form)).status).toBe(200);
  await eventually(() => toGuest().length === 1);
  expect(toGuest()[0].parsed.text).toContain(TRANSLATIONS.de.booking.mail.confirmation.title);
  expect((await invoke("booking", link("office"), "action=confirm", form)).status).toBe(409);

  const officeBefore = toOffice().length;
  expect((await invoke("booking", link("guest"), "action=cancel", form)).status).toBe(200);
  await eventually(() => toOffice().length === officeBefore + 1);
  expect((await invoke("booking", link("guest"), "action=cancel", form)).status).toBe(409);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(toGuest()).toHaveLength(1);
  expect(toOffice()).toHaveLength(officeBefore + 1);
  expect((await bookings().read(id))!.booking.status).toBe("cancelled");
});
