/** @jest-environment node */
import site from "../../content/site.json";
import type { Booking } from "../../src/booking/bookings/booking";
import { freeCancellationUntil, lateCancellationFee, quotedTotal } from "../../src/booking/bookings/transitions";
import { chf } from "../../src/booking/catalogue/fares";
import { genevaText } from "../../src/booking/bookings/view";
import { guestPage } from "../../src/booking/pages/bookingPage";
import { quoteOf } from "../../src/booking/request/quote";
import { validateContact } from "../../src/booking/request/validation";
import { LANGUAGES, languageInfo, type Language } from "../../src/i18n/languages";

/**
 * The guest's status page as a right-to-left reader sees it: a phone, a day and a time are left-to-right
 * units in an Arabic sentence (else "+41 22 …" reads "… 22 41+" and 2027-02-02 reads 02-02-2027), and each
 * value of the table takes its own direction (a Latin address or a phone stays in its order, right-aligned).
 */
const PHONE = site.phones[0];

async function confirmed(language: Language): Promise<Booking> {
  const request = { name: "Élise", email: "elise@example.org", phone: "+41 79 555 12 12", message: "", website: "", service: "private-transport" };
  const result = await validateContact(
    {
      ...request,
      serviceDate: "2030-11-30",
      serviceTime: "10:00",
      details: { pickupPlace: "airport", destinationPlace: "city", vehicleClass: "s-class", passengers: 2 },
      language,
    },
    language,
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return {
    format: 1,
    id: "0f0e0d0c-0b0a-4908-8706-050403020100",
    reference: "GPM-9Y7A3H",
    language,
    request: result.value,
    quote: quoteOf(result.value),
    status: "confirmed",
    version: 2,
    confirmation: { totalChf: 300, confirmedAt: "2030-11-21T10:00:00.000Z", chauffeurMobile: "+41 79 111 22 33" },
    history: [],
  };
}

test.each(LANGUAGES)(
  "the status page in %s: phone and cancellation day isolated in a right-to-left language, each value in its own direction",
  async (language) => {
    const rtl = languageInfo(language).dir === "rtl";
    const booking = await confirmed(language);
    const html = guestPage(booking, new Date("2030-11-01T10:00:00Z"));
    // The last moment of free cancellation, written as the e-mails write a date in that language.
    const until = genevaText(freeCancellationUntil(booking)!.toISOString(), language);
    expect(html).toContain(rtl ? `\u2066${PHONE}\u2069` : PHONE);
    expect(html).toContain(rtl ? `\u2066${until}\u2069` : until);
    expect(html).toContain('<dd dir="auto">+41 79 111 22 33</dd>');
  },
);

test.each(LANGUAGES)("past the free cancellation in %s, the most it can cost is written as the site writes a price", async (language) => {
  const booking = await confirmed(language);
  const html = guestPage(booking, new Date("2030-11-30T08:00:00Z"));
  expect(html).not.toContain('value="cancel"');
  expect(html).toContain(chf(lateCancellationFee(booking), language));
});

test("a booking confirmed at the quoted total shows that total once; confirmed at another, both", async () => {
  const booking = await confirmed("en");
  const quoted = quotedTotal(booking)!;
  const once = guestPage({ ...booking, confirmation: { ...booking.confirmation!, totalChf: quoted } }, new Date("2030-11-01T10:00:00Z"));
  expect(once.split(chf(quoted, "en")).length - 1).toBe(1);
  const changed = guestPage({ ...booking, confirmation: { ...booking.confirmation!, totalChf: quoted + 40 } }, new Date("2030-11-01T10:00:00Z"));
  expect(changed).toContain(chf(quoted, "en"));
  expect(changed).toContain(chf(quoted + 40, "en"));
});
