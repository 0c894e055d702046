/** @jest-environment node */
// The office's e-mail a dispatcher schedules from without calling back (src/booking/mail/message.ts): the
// subject, every time on the Geneva clock, the price recomputed from the published rates and compared
// with what the visitor's page showed (a forged amount never shown), the flight's direction, the
// return leg, child seats, the arrivals sign, the rental's end, and the .ics of the job.
// Names, prices and labels are read from content/, never typed here.
import PostalMime from "postal-mime";
import en from "../../content/locales/en/translation.json";
import { claimOf, placeName, PLACES, priceRequest, RATES, routeText, validFromText, vehicleClassName } from "../../src/booking/catalogue/fares";
import { fareBetween } from "../../src/booking/catalogue/fareIds";
import { AIRPORT_PLACE, buildMessage, GENEVA_TIME, PRICE_CHECK, PRICE_ON_REQUEST, subjectWhen, UNREAD_DATE } from "../../src/booking/mail/message";
import { quoteOf } from "../../src/booking/request/quote";
import type { Pricing } from "../../src/booking/pricing/pricing";
import { validateContact } from "../../src/booking/request/validation";
import { vehicleName, FLEET } from "../../src/booking/catalogue/catalog";
import { fillPlaceholders } from "../../src/i18n/placeholders";
import { pluralText } from "../../src/i18n/plural";
import { formatChf } from "../../src/i18n/prices";
import { LANGUAGES, languageInfo, OFFICE_LANGUAGE, type Language } from "../../src/i18n/languages";
import { formatServiceDate } from "../../src/booking/request/payload";
import { DETAILS, SERVICES, type DetailSpec, type ServiceValue } from "../../src/booking/catalogue/fields";
import { LIMITS } from "../../src/booking/catalogue/options";
import site from "../../content/site.json";
import { escapeRegExp, serviceTitle } from "../support/content";
import { all, parseIcs, prop, type Component } from "../support/ical";
import { postJson, validPayload } from "../support/functionServer";
import { useMailedFunction } from "../support/mailedFunction";

jest.setTimeout(20_000);

const labels = en.contact.form.details;
/** The office's own words (office.mail.*); the office reads English here (content/site.json officeLanguage). */
const words = en.office.mail;
const chf = (amount: number) => formatChf(amount, "en");
const hoursText = (count: number) => pluralText(en.units, "hours", count, "en");
const NOW = new Date("2030-11-20T09:00:00Z");
const config = { to: "office@company.test", from: "web@company.test", fromName: "Site" };

// A published route from the airport with a priced class: the first one the content has.
const ROUTE = RATES.transfers.find((route) => route.from === AIRPORT_PLACE && route.prices.some((cell) => cell.amount !== null))!;
const CLASS = ROUTE.prices.find((cell) => cell.amount !== null)!.class;
const DESTINATION = PLACES.find((place) => fareBetween(RATES, AIRPORT_PLACE, place.id, CLASS)?.route.id === ROUTE.id)!.id;
const FARE = fareBetween(RATES, AIRPORT_PLACE, DESTINATION, CLASS)!;
const BACK = fareBetween(RATES, DESTINATION, AIRPORT_PLACE, CLASS)!;
const AIRPORT = placeName(AIRPORT_PLACE, "en");
const TO = placeName(DESTINATION, "en");
const CLASS_NAME = vehicleClassName(CLASS, "en");

const base = { name: "Élise Müller", email: "elise@example.org", phone: "+41 79 555 12 12", language: "en", serviceDate: "2030-11-30", serviceTime: "06:00" };
const transfer = (details: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  ...base,
  service: "private-transport",
  details: { pickupPlace: AIRPORT_PLACE, destinationPlace: DESTINATION, vehicleClass: CLASS, passengers: 2, ...details },
  ...extra,
});

async function mail(input: Record<string, unknown>, receivedAt = NOW) {
  const result = await validateContact(input, (input.language as Language) ?? "en");
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  const message = buildMessage({ id: "id-1", reference: "GPM-9Y7A3H", request: result.value, quote: quoteOf(result.value), receivedAt, config });
  return { message, subject: String(message.subject), text: String(message.text), html: String(message.html) };
}
const priced = (input: ReturnType<typeof transfer>) =>
  priceRequest({
    service: input.service,
    date: input.serviceDate,
    time: input.serviceTime,
    details: input.details as Record<string, string | number | boolean>,
  }) as Extract<Pricing, { status: "priced" }>;
/** The text part's row: its label, then its value (the price's further lines indented under it). */
const row = (text: string, label: string) => new RegExp(`^${escapeRegExp(label)}:\\s+(.*)$`, "m").exec(text)?.[1];
const icsOf = (message: Awaited<ReturnType<typeof mail>>["message"]) => {
  const attachments = (message.attachments ?? []) as { filename: string; content: string; contentType: string }[];
  return attachments;
};
const eventsOf = (message: Awaited<ReturnType<typeof mail>>["message"]): Component[] => all(parseIcs(icsOf(message)[0].content), "VEVENT");

describe("the subject: when, route or service, class, total; nothing the visitor typed", () => {
  test("a transfer: [reference] Sat 30 Nov 06:00 · airport → destination · class · total", async () => {
    const input = transfer();
    const { subject } = await mail(input);
    expect(subject).toBe(`[GPM-9Y7A3H] Sat 30 Nov 06:00 · ${AIRPORT} → ${TO} · ${CLASS_NAME} · ${chf(FARE.amount)}`);
  });

  test("SHORT NOTICE right after the reference; the year only when it is not the year received", async () => {
    const soon = await mail(transfer(), new Date("2030-11-29T20:00:00Z"));
    expect(soon.subject).toMatch(new RegExp(`^\\[GPM-9Y7A3H\\] ${escapeRegExp(words.shortNotice.mark)} — Sat 30 Nov 06:00 · ${escapeRegExp(AIRPORT)}`));
    expect(subjectWhen("2031-01-11", "08:15", NOW)).toBe("Sat 11 Jan 2031 08:15");
    expect(subjectWhen("11 janvier 2031", "", NOW)).toBe("Sat 11 Jan 2031");
    expect(subjectWhen("next Tuesday", "", NOW)).toBe(UNREAD_DATE);
    expect(subjectWhen("CHF 120 · Mercedes S-Class", "08:15", NOW)).toBe(`${UNREAD_DATE} 08:15`);
  });

  test("a return: its day and time, and the total of both legs", async () => {
    const input = transfer({ returnTrip: true, returnDate: "2030-12-04", returnTime: "17:30" });
    const { subject } = await mail(input);
    expect(subject).toMatch(
      new RegExp(
        `${escapeRegExp(`${AIRPORT} → ${TO} · ${fillPlaceholders(words.subject.returnOn, { when: "Wed 4 Dec 17:30" })} · ${CLASS_NAME} · ${chf(FARE.amount + BACK.amount)}`)}$`,
      ),
    );
    expect(priced(input).total).toBe(FARE.amount + BACK.amount);
  });

  test("without the fare's places, the service (the addresses typed are in the table); no class, no price", async () => {
    const { subject, text } = await mail({ ...base, service: "private-transport", details: { pickup: "Hôtel\u202e Beau-Rivage", destination: "Cornavin" } });
    expect(subject).toBe(`[GPM-9Y7A3H] Sat 30 Nov 06:00 · ${serviceTitle("private-transport")}`);
    expect(row(text, labels.pickup)).toBe("Hôtel Beau-Rivage");
    // One end a fare's place, the other typed: the typed end is "?".
    expect((await mail({ ...base, service: "private-transport", details: { pickupPlace: AIRPORT_PLACE, destination: "Cornavin" } })).subject).toBe(
      `[GPM-9Y7A3H] Sat 30 Nov 06:00 · ${AIRPORT} → ?`,
    );
  });

  test("a rental: the vehicle, with chauffeur, until its end, the price", async () => {
    const vehicle = RATES.rental.find((entry) => entry.withChauffeur !== null)!;
    const { subject } = await mail({
      ...base,
      service: "vehicle-rental",
      details: { chauffeur: "with", vehicle: vehicle.vehicle, rentalEndDate: "2030-12-02", rentalEndTime: "18:00" },
    });
    // 30 Nov 06:00 to 2 Dec 18:00: three started days.
    expect(subject).toBe(
      `[GPM-9Y7A3H] Sat 30 Nov 06:00 · ${serviceTitle("vehicle-rental")} · ${vehicleName(vehicle.vehicle, "en")} · ${labels.withChauffeur} · ${fillPlaceholders(words.subject.until, { when: "Mon 2 Dec 18:00" })} · ${chf(3 * vehicle.withChauffeur!)}`,
    );
  });

  test("by the hour: the hours and the class; assistance: the hours; other: its name; nothing: 'Contact request'", async () => {
    const rate = RATES.hourly.find((entry) => entry.amount !== null)!;
    const hours = rate.minimumHours + 1;
    const hourly = await mail({ ...base, service: "chauffeur-hourly", details: { vehicleClass: rate.class, hours } });
    expect(hourly.subject).toBe(
      `[GPM-9Y7A3H] Sat 30 Nov 06:00 · ${en.contact.form.options["chauffeur-hourly"]} · ${hoursText(hours)} · ${vehicleClassName(rate.class, "en")} · ${chf(hours * rate.amount!)}`,
    );
    const assistance = await mail({ ...base, service: "personal-assistance", details: { durationHours: 3 } });
    expect(assistance.subject).toBe(
      `[GPM-9Y7A3H] Sat 30 Nov 06:00 · ${serviceTitle("personal-assistance")} · ${hoursText(3)} · ${chf(3 * RATES.assistanceHourly!)}`,
    );
    expect((await mail({ ...base, service: "other", message: "A question" })).subject).toBe(`[GPM-9Y7A3H] Sat 30 Nov 06:00 · ${en.contact.form.options.other}`);
    expect((await mail({ ...base, serviceDate: "", serviceTime: "", message: "Hi" })).subject).toBe(`[GPM-9Y7A3H] ${words.subject.noService}`);
  });

  test("a class whose fare is on request says so", async () => {
    const onRequest = RATES.transfers.flatMap((route) => route.prices.filter((cell) => cell.amount === null).map((cell) => ({ route, cell })))[0];
    if (!onRequest) return; // the content prices every cell
    const to = PLACES.find((place) => place.name.en === onRequest.route.to.en)!.id;
    const { subject, text } = await mail(transfer({ pickupPlace: onRequest.route.from, destinationPlace: to, vehicleClass: onRequest.cell.class }));
    expect(subject).toMatch(new RegExp(` · ${escapeRegExp(words.subject.onRequest)}$`));
    expect(row(text, words.labels.price)).toBe(PRICE_ON_REQUEST);
  });
});

describe("the client's language", () => {
  test.each(LANGUAGES.filter((language) => language !== OFFICE_LANGUAGE))(
    "%s: the subject and a row say which language to reply in, in the office's words and the client's",
    async (language) => {
      const office = new Intl.DisplayNames(languageInfo(OFFICE_LANGUAGE).dateLocale, { type: "language" }).of(language)!;
      const request = await mail(transfer({}, { language, serviceDate: formatServiceDate("2030-11-30", language) }));
      expect(request.subject).toMatch(
        new RegExp(`${escapeRegExp(chf(FARE.amount))} — ${escapeRegExp(fillPlaceholders(words.subject.replyIn, { language: office }))}$`),
      );
      expect(row(request.text, words.labels.replyIn)).toBe(`${office} (${en.language[language]})`);
      // The rest stays the office's: the date read back in English, Geneva time.
      expect(row(request.text, words.labels.when)).toMatch(/^Saturday 30 November 2030, 06:00 /);
    },
  );
  test("in the office's own language, the row names it and the subject ends with the total", async () => {
    const request = await mail(transfer());
    expect(request.subject).toMatch(new RegExp(` · ${escapeRegExp(chf(FARE.amount))}$`));
    expect(row(request.text, words.labels.replyIn)).toBe(en.language[OFFICE_LANGUAGE]);
  });
});

describe("every time on the Geneva clock", () => {
  test("the date, the return and the rental's end say (Geneva time); the French wording stays beside", async () => {
    const outbound = await mail(
      transfer({ returnTrip: true, returnDate: "2030-12-04", returnTime: "17:30" }, { language: "fr", serviceDate: "30 novembre 2030" }),
    );
    expect(row(outbound.text, words.labels.when)).toBe(
      `Saturday 30 November 2030, 06:00 (${fillPlaceholders(words.time.zoneAndVisitor, { zone: words.time.geneva, written: "30 novembre 2030, 06:00" })})`,
    );
    expect(row(outbound.text, labels.returnDate)).toBe(`Wednesday 4 December 2030, 17:30 ${GENEVA_TIME}`);
    const english = await mail(transfer());
    expect(row(english.text, words.labels.when)).toBe(`Saturday 30 November 2030, 06:00 ${GENEVA_TIME}`);
    const rental = await mail({
      ...base,
      service: "vehicle-rental",
      details: { chauffeur: "without", vehicle: FLEET[0].id, rentalEndDate: "2030-12-02", rentalEndTime: "18:00" },
    });
    expect(row(rental.text, labels.rentalEndDate)).toBe(`Monday 2 December 2030, 18:00 ${GENEVA_TIME}`);
    expect(rental.html).toContain(`Monday 2 December 2030, 18:00 ${GENEVA_TIME}`);
  });
});

describe("the price: recomputed, compared, never the visitor's amount", () => {
  test("verified: the breakdown, the total and the rates' date, and that the page showed the same", async () => {
    const input = transfer({ childSeats: 1 }, { serviceTime: "23:00" });
    const pricing = priced(input);
    expect(pricing.lines.map((line) => line.item)).toEqual(["fare", "night", "childSeats"]);
    const { text, html } = await mail({ ...input, fare: claimOf(pricing) });
    const date = validFromText(RATES.validFrom, "en");
    const block = text.slice(text.indexOf(`${words.labels.price}:`), text.indexOf(`${en.contact.form.message}:`));
    expect(block).toContain(
      `${fillPlaceholders(en.contact.price.items.fare, { route: routeText(AIRPORT, TO, "en"), vehicle: CLASS_NAME })}: ${chf(FARE.amount)}`,
    );
    expect(block).toContain(`${en.contact.price.items.night}: ${chf(pricing.lines[1].amount)}`);
    expect(block).toContain(fillPlaceholders(words.price.total, { total: en.contact.price.total, amount: chf(pricing.total), date }));
    expect(block).toContain(PRICE_CHECK.verified.replace("{{date}}", date));
    expect(html).toContain(`${en.contact.price.total}: ${chf(pricing.total)}`);
    expect(html).toContain(PRICE_CHECK.verified.replace("{{date}}", date).replace(/'/g, "&#39;"));
  });

  test("a time-based estimate says it is one and what the Terms add; a fixed fare does not", async () => {
    const block = (text: string) => text.slice(text.indexOf(`${words.labels.price}:`), text.indexOf(`${en.contact.form.message}:`));
    const rate = RATES.hourly.find((entry) => entry.amount !== null)!;
    const hourly = await mail({ ...base, service: "chauffeur-hourly", details: { vehicleClass: rate.class, hours: 4 } });
    expect(block(hourly.text)).toContain(`${en.contact.price.estimate}: `);
    expect(block(hourly.text)).toContain(en.contact.price.extras.hourly);
    const assistance = await mail({ ...base, service: "personal-assistance", details: { durationHours: 3 } });
    expect(block(assistance.text)).toContain(en.contact.price.extras.assistance);
    const fixed = await mail(transfer());
    for (const text of Object.values(en.contact.price.extras)) expect(fixed.text).not.toContain(text);
  });

  test("a return sent without its time: the night supplement that may apply, with its amount and window", async () => {
    const night = RATES.supplements.find((supplement) => supplement.kind === "night")!;
    const said = fillPlaceholders(en.contact.price.nightMayApply, { amount: chf(night.amount!), from: RATES.nightWindow.from, until: RATES.nightWindow.until });
    const untimed = await mail(transfer({ returnTrip: true, returnDate: "2030-12-04" }, { serviceTime: "12:00" }));
    expect(untimed.text).toContain(said);
    const timed = await mail(transfer({ returnTrip: true, returnDate: "2030-12-04", returnTime: "17:30" }, { serviceTime: "12:00" }));
    expect(timed.text).not.toContain(said);
  });

  test.each([
    ["a forged amount", (claim: { amount: number; validFrom: string }) => ({ ...claim, amount: 7777 })],
    ["an old page's rates", (claim: { amount: number; validFrom: string }) => ({ ...claim, validFrom: "2001-01-01", amount: 7777 })],
  ])("%s: 'quote this one', and the claimed amount nowhere (subject, text, HTML, .ics)", async (_what, change) => {
    const input = transfer();
    const { message, subject, text, html } = await mail({ ...input, fare: change(claimOf(priced(input))!) });
    expect(text).toContain(PRICE_CHECK.differs);
    expect(html).toContain(PRICE_CHECK.differs.replace(/'/g, "&#39;"));
    expect(subject).toContain(chf(FARE.amount));
    for (const part of [subject, text, html, icsOf(message)[0].content]) {
      expect(part).not.toContain("7777");
      expect(part).not.toContain(chf(7777));
      expect(part).not.toContain("7’777");
    }
  });

  test("no total shown; a service with no price has no price row", async () => {
    expect((await mail(transfer())).text).toContain(PRICE_CHECK.none);
    expect((await mail({ ...base, service: "other", message: "Hi" })).text).not.toMatch(new RegExp(`^${escapeRegExp(words.labels.price)}:`, "m"));
  });

  test("not enough to price: said, with no amount", async () => {
    const { text } = await mail(transfer({ vehicleClass: undefined }));
    expect(row(text, words.labels.price)).toBe(fillPlaceholders(words.price.notPriced, { missing: words.price.missing.vehicleClass }));
  });
});

describe("what the chauffeur needs", () => {
  test("a flight from the airport is arriving; the return's is departing", async () => {
    const { text } = await mail(transfer({ flight: "LX 1234", returnTrip: true, returnDate: "2030-12-04", returnTime: "17:30", returnFlight: "LX 1235" }));
    expect(row(text, labels.flightArrival)).toBe("LX 1234");
    expect(row(text, fillPlaceholders(words.values.returnFlight, { label: labels.flightDeparture }))).toBe("LX 1235");
    expect(text).not.toMatch(new RegExp(`^${escapeRegExp(labels.flight)}:`, "m"));
  });

  test("a flight to the airport is departing; the return's is arriving", async () => {
    const { text } = await mail(
      transfer({
        pickupPlace: DESTINATION,
        destinationPlace: AIRPORT_PLACE,
        flight: "EZS 1",
        returnTrip: true,
        returnDate: "2030-12-04",
        returnFlight: "EZS 2",
      }),
    );
    expect(row(text, labels.flightDeparture)).toBe("EZS 1");
    expect(row(text, fillPlaceholders(words.values.returnFlight, { label: labels.flightArrival }))).toBe("EZS 2");
  });

  test("neither end at the airport: the plain labels", async () => {
    const { text } = await mail(transfer({ pickupPlace: undefined, destinationPlace: undefined, pickup: "Cornavin", flight: "TGV 9261" }));
    expect(row(text, labels.flight)).toBe("TGV 9261");
  });

  test("the return leg's own pick-up and flight, and the fare back in the price", async () => {
    const input = transfer({ returnTrip: true, returnDate: "2030-12-04", returnTime: "17:30", returnPickup: "Chalet Les Arolles", returnFlight: "LX 1235" });
    const { text } = await mail({ ...input, fare: claimOf(priced(input)) });
    expect(row(text, labels.returnPickup)).toBe("Chalet Les Arolles");
    expect(text).toContain(`${en.contact.price.items.returnFare.replace("{{route}}", routeText(TO, AIRPORT, "en"))}: ${chf(BACK.amount)}`);
    expect(text).toContain(`${en.contact.price.total}: ${chf(FARE.amount + BACK.amount)}`);
    expect(text).toContain(PRICE_CHECK.verified.replace("{{date}}", validFromText(RATES.validFrom, "en")));
  });

  test("child seats with the children's ages, the name on the arrivals sign", async () => {
    const { text, html } = await mail(transfer({ childSeats: 2, childSeatAges: "3 and 6", signName: "Dr <Müller>" }));
    expect(row(text, labels.childSeats)).toBe(`2 (${labels.childSeatAges}: 3 and 6)`);
    expect(text).not.toMatch(new RegExp(`^${escapeRegExp(labels.childSeatAges)}:`, "m"));
    expect(row(text, labels.signName)).toBe("Dr <Müller>");
    expect(html).toContain("Dr &lt;Müller&gt;");
  });
});

describe("the .ics attachment", () => {
  test("a transfer: one hour from the pick-up on the Geneva clock, at the pick-up, named like the subject (no name typed)", async () => {
    const { message } = await mail(transfer({ pickup: "Terminal 1, arrivals" }));
    const [attachment] = icsOf(message);
    expect(attachment).toMatchObject({ filename: "GPM-9Y7A3H.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH" });
    const [event, ...more] = eventsOf(message);
    expect(more).toEqual([]);
    expect(prop(event, "UID")?.value).toBe("id-1@company.test");
    expect(prop(event, "DTSTART")).toMatchObject({ params: { TZID: "Europe/Zurich" }, raw: "20301130T060000" });
    expect(prop(event, "DTEND")?.raw).toBe("20301130T070000");
    expect(prop(event, "DTSTAMP")?.raw).toBe("20301120T090000Z");
    expect(prop(event, "SUMMARY")?.value).toBe(`GPM-9Y7A3H · ${AIRPORT} → ${TO} · ${CLASS_NAME}`);
    expect(prop(event, "LOCATION")?.value).toBe(`Terminal 1, arrivals, ${AIRPORT}`);
    expect(prop(event, "DESCRIPTION")?.value).toContain("+41 79 555 12 12");
    expect(all(parseIcs(attachment.content), "VTIMEZONE")).toHaveLength(1);
  });

  test("a return: a second event at the return's time and pick-up", async () => {
    const { message } = await mail(transfer({ returnTrip: true, returnDate: "2030-12-04", returnTime: "17:30", returnPickup: "Chalet Les Arolles" }));
    const [, back] = eventsOf(message);
    expect(prop(back, "DTSTART")?.raw).toBe("20301204T173000");
    expect(prop(back, "DTEND")?.raw).toBe("20301204T183000");
    expect(prop(back, "LOCATION")?.value).toBe("Chalet Les Arolles");
    expect(prop(back, "SUMMARY")?.value).toContain(`${words.values.returnEvent} · ${TO} → ${AIRPORT}`);
    expect(prop(back, "UID")?.value).not.toBe("id-1@company.test");
  });

  test("by the hour: the hours booked (at least the class's minimum); assistance: its duration; rental: until its end", async () => {
    const rate = RATES.hourly.find((entry) => entry.amount !== null)!;
    const [hourly] = eventsOf(
      (await mail({ ...base, service: "chauffeur-hourly", details: { vehicleClass: rate.class, hours: rate.minimumHours + 2 } })).message,
    );
    expect(prop(hourly, "DTEND")?.raw).toBe(`20301130T${String(6 + rate.minimumHours + 2).padStart(2, "0")}0000`);
    const [assistance] = eventsOf(
      (await mail({ ...base, service: "personal-assistance", details: { durationHours: 5, meetingPlace: "Hotel lobby" } })).message,
    );
    expect([prop(assistance, "DTEND")?.raw, prop(assistance, "LOCATION")?.value]).toEqual(["20301130T110000", "Hotel lobby"]);
    const [rental] = eventsOf(
      (
        await mail({
          ...base,
          service: "vehicle-rental",
          details: { chauffeur: "with", vehicle: FLEET[0].id, rentalEndDate: "2030-12-02", rentalEndTime: "18:00" },
        })
      ).message,
    );
    expect(prop(rental, "DTEND")?.raw).toBe("20301202T180000");
    const [untilDay] = eventsOf(
      (await mail({ ...base, service: "vehicle-rental", details: { chauffeur: "with", vehicle: FLEET[0].id, rentalEndDate: "2030-12-02" } })).message,
    );
    expect(prop(untilDay, "DTEND")?.raw).toBe("20301203T000000");
  });

  test("a date without a time is an all-day event; no date (or one that is not a date), no attachment", async () => {
    const [allDay] = eventsOf((await mail(transfer({}, { serviceTime: "" }))).message);
    expect(prop(allDay, "DTSTART")).toMatchObject({ params: { VALUE: "DATE" }, raw: "20301130" });
    expect((await mail({ ...base, serviceDate: "", serviceTime: "", message: "Hi" })).message.attachments).toBeUndefined();
  });

  test("a name and a message with ; , \\ and header-like lines stay inside their values", async () => {
    const name = "Bob; Smith, Jr \\ Esq";
    const message = "Hi\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:free ride\r\nSubject: hacked\nDTSTART:19700101T000000Z";
    const { message: mailed, subject } = await mail(transfer({ pickup: "Rue du Rhône 1; 2nd floor, Genève" }, { name, message }));
    const ics = icsOf(mailed)[0].content;
    const events = eventsOf(mailed);
    expect(events).toHaveLength(1);
    expect(prop(events[0], "SUMMARY")?.value).toBe(`GPM-9Y7A3H · ${AIRPORT} → ${TO} · ${CLASS_NAME}`);
    expect(prop(events[0], "DESCRIPTION")?.value).toContain(`${en.contact.form.name}: ${name}\n`);
    expect(prop(events[0], "LOCATION")?.value).toBe(`Rue du Rhône 1; 2nd floor, Genève, ${AIRPORT}`);
    expect(prop(events[0], "DESCRIPTION")?.value).toContain("> END:VEVENT\n> BEGIN:VEVENT\n> SUMMARY:free ride\n> Subject: hacked");
    expect(events[0].properties.filter((property) => property.name === "DTSTART")).toHaveLength(1);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(subject).not.toMatch(/[\r\n]/);
  });
});

describe("through the function", () => {
  const mailed = useMailedFunction();

  test("the office receives the .ics as a calendar attachment, and the recomputed total in the subject", async () => {
    const input = transfer({}, { serviceDate: validPayload().serviceDate, serviceTime: "14:30" });
    const res = await postJson(mailed.server.url, validPayload({ ...input, fare: { amount: 1, validFrom: RATES.validFrom } }));
    expect(res.status).toBe(200);
    const [received] = await mailed.sink.waitFor(1);
    const parsed = await PostalMime.parse(received.raw);
    expect(parsed.subject).toMatch(new RegExp(` · ${escapeRegExp(chf(FARE.amount))}$`));
    expect(parsed.text).toContain(PRICE_CHECK.differs);
    const ics = parsed.attachments.find((attachment) => attachment.filename === `${res.json.reference}.ics`)!;
    expect(ics.mimeType).toBe("text/calendar");
    // The bytes on the wire, base64 as nodemailer writes them: CRLF line ends intact (postal-mime hands text parts back with LF).
    const part = /Content-Type: text\/calendar[^]*?Content-Transfer-Encoding: base64[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(received.raw.toString("utf8"));
    const content = Buffer.from(part![1].replace(/\s/g, ""), "base64").toString("utf8");
    expect(content.replace(/\r\n/g, "\n")).toBe(
      Buffer.from(ics.content as ArrayBuffer)
        .toString("utf8")
        .replace(/\r\n/g, "\n"),
    );
    const [event] = all(parseIcs(content), "VEVENT");
    expect(prop(event, "UID")?.value).toBe(`${res.json.id}@company.test`);
    expect(prop(event, "DTSTART")?.raw).toMatch(/T143000$/);
  });

  // Issue 36: a name "Anna · CHF 120 total" or a pick-up "Hotel · Mercedes S-Class · CHF 90" read as a price or a class.
  test("text the visitor typed cannot pose as data: the subject and the calendar's summaries are the same whatever every free-text field of every service says", async () => {
    const hourly = RATES.hourly.find((entry) => entry.amount !== null)!;
    const rental = RATES.rental.find((entry) => entry.withChauffeur !== null)!;
    const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const structured: Record<ServiceValue, Record<string, unknown>> = {
      "private-transport": {
        pickupPlace: AIRPORT_PLACE,
        destinationPlace: DESTINATION,
        vehicleClass: CLASS,
        passengers: 2,
        childSeats: 1,
        returnTrip: true,
        returnDate: later(65),
        returnTime: "18:00",
      },
      "chauffeur-hourly": { vehicleClass: hourly.class, hours: hourly.minimumHours },
      "personal-assistance": { durationHours: site.agentMinimumHours + 1 },
      "vehicle-rental": { chauffeur: "with", vehicle: rental.vehicle, rentalEndDate: later(63), rentalEndTime: "18:00" },
      other: {},
    };
    const FORGED = "· CHF 90 · Mercedes S-Class · Lausanne → Geneva Airport — Anna · CHF 120 total";
    const typed = (service: ServiceValue, value: (max: number) => string) => ({
      name: value(LIMITS.name),
      message: value(LIMITS.message),
      details: {
        ...structured[service],
        ...Object.fromEntries(
          SERVICES[service].flatMap((key) => {
            const spec: DetailSpec = DETAILS[key];
            return spec.kind === "line" ? [[key, value(spec.max)]] : [];
          }),
        ),
      },
    });
    const seen = async (payload: Record<string, unknown>) => {
      const before = mailed.sink.messages.length;
      const res = await postJson(mailed.server.url, validPayload(payload));
      expect(res.status).toBe(200);
      const parsed = await PostalMime.parse((await mailed.sink.waitFor(before + 1))[before].raw);
      const ics = parsed.attachments.find((attachment) => attachment.filename === `${res.json.reference}.ics`);
      const summaries = ics
        ? all(
            parseIcs(
              Buffer.from(ics.content as ArrayBuffer)
                .toString("utf8")
                .replace(/\r?\n/g, "\r\n"),
            ),
            "VEVENT",
          ).map((event) => prop(event, "SUMMARY")?.value)
        : [];
      const unreferenced = (value: string | undefined) => value?.split(res.json.reference).join("GPM-REF");
      return { subject: unreferenced(parsed.subject), summaries: summaries.map(unreferenced), text: parsed.text ?? "" };
    };
    for (const service of Object.keys(SERVICES) as ServiceValue[]) {
      const plain = await seen({ service, ...typed(service, () => "Plain") });
      const forged = await seen({ service, ...typed(service, (max) => [...FORGED].slice(0, max).join("").trim()) });
      expect([service, forged.subject]).toEqual([service, plain.subject]);
      expect([service, forged.summaries]).toEqual([service, plain.summaries]);
      expect(forged.subject).not.toMatch(/CHF 90|CHF 120|Anna/);
      // The office still reads every word, in its labelled rows.
      expect(forged.text).toContain("Anna · CHF 120 total");
    }
  });
});
