/** @jest-environment node */
// The acknowledgement says everything the guest chose (src/booking/mail/acknowledgement.ts), as the
// confirmation will: the hours with the price, the rental's end and the chauffeur, the child seats, the
// price's breakdown (the night supplement's line); and the status page's link when the request has one.
// Words are read from content (the suite also runs on content with every word changed).
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { TYPESET_TRANSLATIONS } from "../../src/i18n/translations";
import { labelledValue } from "../../src/i18n/labelled";
import { pluralText } from "../../src/i18n/plural";
import { ackTexts, buildAcknowledgement } from "../../src/booking/mail/acknowledgement";
import { chf } from "../../src/booking/catalogue/fares";
import { quoteOf } from "../../src/booking/request/quote";
import { validateContact } from "../../src/booking/request/validation";
import { freezeClock } from "../support/clock";

const config = { to: "office@company.test", from: "web@company.test", fromName: "Geneva Premium Mobility" };
const visitor = { name: "Élise Müller", email: "elise@example.org", phone: "+41 79 555 12 12", message: "", website: "" };
const RECEIVED = "2030-11-20T09:00:00Z";

beforeEach(() => freezeClock(RECEIVED));
afterEach(() => jest.useRealTimers());

async function ack(request: Record<string, unknown>, language: Language, statusLink?: string) {
  const result = await validateContact({ ...visitor, ...request, language }, language);
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  const quote = quoteOf(result.value);
  const mail = buildAcknowledgement({
    id: "a-ack",
    reference: "GPM-9Y7A3H",
    request: result.value,
    quote,
    receivedAt: new Date(RECEIVED),
    config,
    ...(statusLink ? { statusLink } : {}),
  });
  return { text: String(mail.text).replace(/[\u2066-\u2069]/g, ""), html: String(mail.html), quote };
}
const form = (language: Language) => TYPESET_TRANSLATIONS[language].contact.form.details as unknown as Record<string, string>;
const priceLines = (quote: Awaited<ReturnType<typeof ack>>["quote"]) => (quote.pricing.status === "priced" ? quote.pricing.lines : []);

describe.each(LANGUAGES)("the acknowledgement in %s", (language) => {
  test("by the hour: the hours beside the price, and the price's breakdown", async () => {
    const { text, quote } = await ack(
      { service: "chauffeur-hourly", serviceDate: "2030-12-02", serviceTime: "09:00", details: { vehicleClass: "business-sedan", hours: 4 } },
      language,
    );
    expect(text).toContain(form(language).hours);
    expect(text).toContain(pluralText(TYPESET_TRANSLATIONS[language].units, "hours", 4, language));
    expect(quote.pricing.status).toBe("priced");
    expect(text).toContain(chf(quote.pricing.status === "priced" ? quote.pricing.total : 0, language).replace(/[\u2066-\u2069]/g, ""));
    expect(priceLines(quote)).toHaveLength(1);
  });

  test("a night transfer with child seats: the seats and the night supplement's line", async () => {
    const { text, quote } = await ack(
      {
        service: "private-transport",
        serviceDate: "2030-11-30",
        serviceTime: "23:00",
        details: { pickupPlace: "airport", destinationPlace: "city", vehicleClass: "s-class", passengers: 2, childSeats: 2 },
      },
      language,
    );
    const items = priceLines(quote).map((line) => line.item);
    expect(items).toEqual(expect.arrayContaining(["fare", "night", "childSeats"]));
    expect(text).toContain(form(language).childSeats);
    const night = priceLines(quote).find((line) => line.item === "night")!;
    expect(text).toContain(
      labelledValue(
        (TYPESET_TRANSLATIONS[language].contact as unknown as { price: { items: Record<string, string> } }).price.items.night,
        chf(night.amount, language).replace(/[\u2066-\u2069]/g, ""),
        language,
      ),
    );
  });

  test("a rental: its end and with or without chauffeur", async () => {
    const { text } = await ack(
      {
        service: "vehicle-rental",
        serviceDate: "2030-12-02",
        serviceTime: "09:00",
        details: { vehicle: "s-class", chauffeur: "with", rentalEndDate: "2030-12-04", rentalEndTime: "18:00", deliveryPlace: "Hotel" },
      },
      language,
    );
    expect(text).toContain(form(language).chauffeur);
    expect(text).toContain(form(language).withChauffeur);
    expect(text).toContain(form(language).rentalEndDate);
    expect(text).toContain("18:00");
  });

  test("the status page's link, when given, and only then", async () => {
    const link = "https://www.example.test/booking/guest/tok";
    const request = {
      service: "private-transport",
      serviceDate: "2030-11-30",
      serviceTime: "10:00",
      details: { pickupPlace: "airport", destinationPlace: "city", vehicleClass: "s-class", passengers: 2 },
    };
    const withLink = await ack(request, language, link);
    expect(withLink.text).toContain(link);
    expect(withLink.html).toContain(`<a dir="ltr" href="${link}">`);
    expect(withLink.text).toContain(ackTexts(language).status);
    const without = await ack(request, language);
    expect(without.text).not.toContain(ackTexts(language).status);
    expect(without.html).not.toContain("/booking/guest/");
  });
});
