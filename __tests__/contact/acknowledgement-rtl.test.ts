/** @jest-environment node */
// Issue 29: the visitor's acknowledgement in a right-to-left language is laid out right to left (the
// HTML's dir, the labels' side), and what must read left to right stays so: the reference, the price,
// the phone number and the site's address; a left-to-right language's is unchanged.
import site from "../../content/site.json";
import { buildAcknowledgement } from "../../src/booking/mail/acknowledgement";
import { quoteOf } from "../../src/booking/request/quote";
import { fareBetween } from "../../src/booking/catalogue/fareIds";
import { PLACES, RATES } from "../../src/booking/catalogue/fares";
import { AIRPORT_PLACE } from "../../src/booking/mail/message";
import { formatServiceDate } from "../../src/booking/request/payload";
import { validateContact } from "../../src/booking/request/validation";
import { LANGUAGE_LIST, type Language } from "../../src/i18n/languages";
import { fillPlaceholders } from "../../src/i18n/placeholders";
import { TRANSLATIONS } from "../../src/i18n/translations";

// A priced transfer read from the rates (an editor's routes), so the acknowledgement has its price row.
const ROUTE = RATES.transfers.find((route) => route.from === AIRPORT_PLACE && route.prices.some((cell) => cell.amount !== null))!;
const CLASS = ROUTE.prices.find((cell) => cell.amount !== null)!.class;
const DESTINATION = PLACES.find((place) => fareBetween(RATES, AIRPORT_PLACE, place.id, CLASS)?.route.id === ROUTE.id)!.id;
const config = { to: "office@company.test", from: "website@company.test", fromName: "Company" };

async function ack(language: Language) {
  const input = {
    name: "Élise Müller",
    email: "elise@example.org",
    phone: "+41 79 555 12 12",
    service: "private-transport",
    serviceDate: formatServiceDate("2030-11-30", language),
    serviceTime: "06:00",
    message: "",
    language,
    details: { pickupPlace: AIRPORT_PLACE, destinationPlace: DESTINATION, vehicleClass: CLASS, passengers: 2 },
  };
  const result = await validateContact(input, language);
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  const mail = buildAcknowledgement({
    id: "id-1",
    reference: "GPM-9Y7A3H",
    request: result.value,
    quote: quoteOf(result.value),
    receivedAt: new Date("2030-11-20T10:00:00Z"),
    config,
  });
  return { html: String(mail.html), text: String(mail.text) };
}

const phone = site.phones[0];

describe.each(LANGUAGE_LIST.map((language) => [language.code, language.dir] as const))("%s (%s)", (language, dir) => {
  test("the HTML's direction and the labels' side follow the language; the phone and the site read left to right", async () => {
    const { html, text } = await ack(language);
    expect(html).toMatch(new RegExp(`<html lang="${language}" dir="${dir}">`));
    const start = dir === "rtl" ? "right" : "left";
    expect(html).toContain(`<th align="${start}"`);
    expect(html).not.toContain(`<th align="${dir === "rtl" ? "left" : "right"}"`);
    expect(html).toContain(`<a dir="ltr" href="tel:`);
    // The reference's row value and the price, each in its own isolate.
    expect(html).toMatch(/<td><bdi>GPM-9Y7A3H<\/bdi><\/td>/);
    const isolated = text.includes(`\u2066${phone}\u2069`);
    expect(isolated).toBe(dir === "rtl");
    // The price and each line of its breakdown, each isolated.
    expect(html).toMatch(/<td><bdi>[^<]*CHF[^<]*<\/bdi>(<br><bdi>[^<]*<\/bdi>)*<\/td>/);
  });

  test("the plain text's summary values are each one unit of their own direction in a right-to-left language, as in the HTML", async () => {
    const { text } = await ack(language);
    const line = text.split("\n").find((entry) => entry.includes("GPM-9Y7A3H"))!;
    expect(line.endsWith("\u2068GPM-9Y7A3H\u2069")).toBe(dir === "rtl");
    expect(line.endsWith("GPM-9Y7A3H")).toBe(dir !== "rtl");
    const price = text.split("\n").find((entry) => entry.includes("CHF"))!;
    expect(/\u2068[^\u2069]*CHF[^\u2069]*\u2069$/.test(price)).toBe(dir === "rtl");
  });
});

test("the day and the time are joined as the language writes them (the confirmation's sentence), never with a Latin comma in Arabic or Chinese", async () => {
  const chinese = LANGUAGE_LIST.find((language) => language.dateLocale.startsWith("zh"))!.code;
  const arabic = LANGUAGE_LIST.find((language) => language.dir === "rtl")!.code;
  // What the content's sentence puts after the day (the suite also runs on changed words); the day is Intl's.
  const afterDay = (language: Language) => fillPlaceholders(TRANSLATIONS[language].contact.sent.dateTime, { date: "\u0000", time: "06:00" }).split("\u0000")[1];
  const dayLine = (text: string, language: Language) => text.split("\n").find((line) => line.includes(afterDay(language))) ?? "";
  expect(dayLine((await ack(chinese)).text, chinese)).toMatch(/2030年11月30日/);
  const { text } = await ack(arabic);
  expect(dayLine(text, arabic)).toMatch(/2030/);
  expect(text).not.toContain(", 06:00");
  expect(dayLine((await ack("en")).text, "en")).toMatch(/30 November 2030$|30 November 2030\D/);
});
