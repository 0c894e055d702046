/** @jest-environment node */
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import fleet from "../../content/fleet.json";
import services from "../../content/services.json";
import site from "../../content/site.json";
import { DETAIL_LIMITS, DETAIL_RANGES } from "../../src/booking/trip/details";
import { buildMessage, formatWhen, GENEVA_TIME, replyLanguage, subjectWhen } from "../../src/booking/mail/message";
import { quoteOf } from "../../src/booking/request/quote";
import { genevaDateTime, namesGeneva, serviceStart, shortNotice } from "../../src/booking/trip/notice";
import { toPayload, EMPTY_FORM, type ContactFormValues } from "../../src/booking/request/payload";
import { newReference, REFERENCE_PATTERN } from "../../src/booking/request/reference";
import { contactSchema } from "../../src/booking/request/requestSchema";
import { validateContact } from "../../src/booking/request/validation";
import { escapeRegExp } from "../support/content";
import { fillPlaceholders } from "../../src/i18n/placeholders";

// A fixed clock: Wednesday 20 November 2030, 10:00 in Geneva (CET, UTC+1).
const NOW = new Date("2030-11-20T09:00:00Z");
const base = { name: "Élise Müller", email: "elise@example.org", message: "Hello", language: "en", serviceDate: "2030-12-02", serviceTime: "09:15" };
const title = (id: string) => services.find((s) => s.id === id)!.title.en;

async function check(input: Record<string, unknown>, now = NOW) {
  try {
    const value = await contactSchema.validate(input, { abortEarly: false, stripUnknown: true, context: { now } });
    return { ok: true as const, value, errors: {} as Record<string, string> };
  } catch (error) {
    const inner = (error as { inner: { path: string; message: string }[] }).inner;
    return { ok: false as const, errors: Object.fromEntries(inner.map((issue) => [issue.path, issue.message])) };
  }
}
const errorsOf = async (service: string, details: unknown, extra: Record<string, unknown> = {}) =>
  (await check({ ...base, ...extra, service, details })).errors;

describe("trip details: each limit", () => {
  test.each([
    ["private-transport", "passengers", DETAIL_RANGES.passengers],
    ["private-transport", "luggage", DETAIL_RANGES.luggage],
    ["personal-assistance", "durationHours", DETAIL_RANGES.durationHours],
    ["private-transport", "childSeats", DETAIL_RANGES.childSeats],
    ["chauffeur-hourly", "hours", { min: 1, max: DETAIL_RANGES.hours.max }],
  ] as const)("%s %s accepts %j and refuses one past each end", async (service, key, { min, max }) => {
    expect(await errorsOf(service, { [key]: min })).toEqual({});
    expect(await errorsOf(service, { [key]: max })).toEqual({});
    expect(await errorsOf(service, { [key]: String(max) })).toEqual({});
    expect(await errorsOf(service, { [key]: min - 1 })).toEqual({ [`details.${key}`]: "range" });
    expect(await errorsOf(service, { [key]: max + 1 })).toEqual({ [`details.${key}`]: "range" });
    expect(await errorsOf(service, { [key]: 2.5 })).toEqual({ [`details.${key}`]: "integer" });
    expect(await errorsOf(service, { [key]: "two" })).toEqual({ [`details.${key}`]: "integer" });
    expect(await errorsOf(service, { [key]: { toString: 1 } })).toEqual({ [`details.${key}`]: "type" });
    expect(await errorsOf(service, { [key]: null })).toEqual({ [`details.${key}`]: "type" });
  });

  test("the accompanying-agent minimum comes from content/site.json, the maximum is 240", () => {
    expect(DETAIL_RANGES.durationHours).toEqual({ min: site.agentMinimumHours, max: 240 });
  });

  test.each([
    ["private-transport", "pickup"],
    ["private-transport", "destination"],
    ["private-transport", "flight"],
    ["personal-assistance", "meetingPlace"],
  ] as const)("%s %s: at most its limit in characters, one line", async (service, key) => {
    const max = DETAIL_LIMITS[key];
    expect(await errorsOf(service, { [key]: "😀".repeat(max) })).toEqual({});
    expect(await errorsOf(service, { [key]: "x".repeat(max + 1) })).toEqual({ [`details.${key}`]: "tooLong" });
    expect(await errorsOf(service, { [key]: "a\nBcc: x@evil.test" })).toEqual({ [`details.${key}`]: "lineBreak" });
    expect(await errorsOf(service, { [key]: 42 })).toEqual({ [`details.${key}`]: "type" });
  });

  test("chauffeur and vehicle are choices from the lists (the fleet from content/fleet.json)", async () => {
    for (const vehicle of fleet) expect(await errorsOf("vehicle-rental", { vehicle: vehicle.id, chauffeur: "with" })).toEqual({});
    expect(await errorsOf("vehicle-rental", { vehicle: "tractor", chauffeur: "maybe" })).toEqual({
      "details.vehicle": "choice",
      "details.chauffeur": "choice",
    });
  });

  test("return trip is a true/false tick", async () => {
    expect(await errorsOf("private-transport", { returnTrip: true })).toEqual({});
    expect(await errorsOf("private-transport", { returnTrip: "yes" })).toEqual({ "details.returnTrip": "type" });
  });

  test("details that are not an object are refused for a service with details", async () => {
    expect(await errorsOf("private-transport", "pickup at the airport")).toEqual({ details: "type" });
    expect(await errorsOf("private-transport", ["x"])).toEqual({ details: "type" });
    expect(await errorsOf("private-transport", undefined)).toEqual({});
  });
});

describe("trip details: switching service", () => {
  const transfer = { pickup: "Geneva Airport", passengers: 2 };
  test("only the chosen service's keys are kept; another service's and unknown keys are dropped", async () => {
    const result = await validateContact(
      { ...base, service: "vehicle-rental", details: { ...transfer, chauffeur: "with", __proto__: { x: 1 }, isAdmin: true } },
      "en",
    );
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.value.details).toEqual({ chauffeur: "with" });
  });
  test("another service's details are ignored even when invalid", async () => {
    expect(await errorsOf("personal-assistance", { passengers: 999, pickup: 42, durationHours: 3 })).toEqual({});
    expect(await errorsOf("other", { passengers: 999 })).toEqual({});
    expect(await errorsOf("", "not even an object")).toEqual({});
    const other = await validateContact({ ...base, service: "other", details: { passengers: 3 } }, "en");
    expect(other.ok && other.value.details).toEqual({});
  });
  test("the form sends only the chosen service's non-empty details, numbers as numbers", () => {
    const values: ContactFormValues = {
      ...EMPTY_FORM,
      ...base,
      service: "personal-assistance",
      details: {
        ...EMPTY_FORM.details,
        pickup: "Genève",
        passengers: 3,
        durationHours: "4",
        meetingPlace: " Hotel ",
        returnTrip: true,
        returnDate: "2030-12-03",
      },
    };
    expect(toPayload(values, "en").details).toEqual({ durationHours: 4, meetingPlace: "Hotel" });
    expect(toPayload({ ...values, service: "private-transport" }, "en").details).toEqual({
      pickup: "Genève",
      passengers: 3,
      returnTrip: true,
      returnDate: "2030-12-03",
    });
    expect(toPayload({ ...values, service: "private-transport", details: { ...values.details, returnTrip: false } }, "en").details).toEqual({
      pickup: "Genève",
      passengers: 3,
    });
    expect(toPayload({ ...values, service: "" }, "en").details).toEqual({});
  });
  test("a 400 names the detail by its path, with {{min}} and {{max}} in the visitor's language", async () => {
    const result = await validateContact({ ...base, service: "personal-assistance", details: { durationHours: 1 } }, "fr");
    const { min, max } = DETAIL_RANGES.durationHours;
    expect(result).toEqual({
      ok: false,
      fields: { "details.durationHours": fr.contact.errors.range.replace("{{min}}", String(min)).replace("{{max}}", String(max)) },
    });
  });
});

describe("dates: no day before today in Geneva, a return after the outbound journey", () => {
  const trip = (returnDate: string, returnTime = "", extra: Record<string, unknown> = {}) =>
    errorsOf("private-transport", { returnTrip: true, returnDate, returnTime }, extra);
  test("return date after, the same day later, or without times on the same day: accepted", async () => {
    expect(await trip("2030-12-03")).toEqual({});
    expect(await trip("2030-12-02", "18:00")).toEqual({});
    expect(await trip("2030-12-02", "", { serviceTime: "" })).toEqual({});
    expect(await trip("2030-12-05", "", { serviceDate: "2 December 2030" })).toEqual({});
  });
  test("a return before the outbound journey is refused", async () => {
    expect(await trip("2030-12-01")).toEqual({ "details.returnDate": "returnBeforeOutbound" });
    expect(await trip("2030-12-02", "09:00")).toEqual({ "details.returnDate": "returnBeforeOutbound" });
    expect(await trip("1 décembre 2030", "", { serviceDate: "2 décembre 2030" })).toEqual({ "details.returnDate": "returnBeforeOutbound" });
  });
  test("a past return date is refused; without the return tick, return fields are dropped", async () => {
    expect(await trip("2030-11-19", "", { serviceDate: "" })).toEqual({ "details.returnDate": "pastDate" });
    expect(await errorsOf("private-transport", { returnTrip: false, returnDate: "2001-01-01", returnTime: "99" })).toEqual({});
  });
  test("the outbound date itself is still refused in the past", async () => {
    expect(await errorsOf("other", {}, { serviceDate: "2030-11-19" })).toEqual({ serviceDate: "pastDate" });
  });
});

describe("short notice, on the Geneva clock", () => {
  const hoursAhead = (hours: number) => {
    const at = new Date(NOW.getTime() + hours * 3_600_000);
    const parts = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Zurich",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(at);
    const get = (type: string) => parts.find((p) => p.type === type)!.value;
    return { serviceDate: `${get("year")}-${get("month")}-${get("day")}`, serviceTime: `${get("hour")}:${get("minute")}` };
  };
  const { standard, geneva } = site.bookingNoticeHours;
  test("standard threshold from content/site.json (24 h): just under is short, exactly on it is not", () => {
    expect(shortNotice({ ...hoursAhead(standard - 0.25) }, NOW)).toEqual({ hours: standard });
    expect(shortNotice({ ...hoursAhead(standard) }, NOW)).toBeUndefined();
    expect(shortNotice({ ...hoursAhead(standard - 0.25), pickup: "Lausanne, Rue du Lac" }, NOW)).toEqual({ hours: standard });
  });
  test.each(["Geneva airport", "Hôtel Beau-Rivage, Genève", "Genf Flughafen", "GVA terminal 1", "Cointrin", "geneve gare"])(
    "the Geneva threshold (12 h) when the pick-up names it: %s",
    (pickup) => {
      expect(namesGeneva(pickup)).toBe(true);
      expect(shortNotice({ ...hoursAhead(geneva - 0.25), pickup }, NOW)).toEqual({ hours: geneva });
      expect(shortNotice({ ...hoursAhead(geneva), pickup }, NOW)).toBeUndefined();
      expect(shortNotice({ ...hoursAhead(standard - 1), pickup }, NOW)).toBeUndefined();
    },
  );
  test("words that merely contain those letters are not Geneva", () => {
    expect(namesGeneva("Genfer See Strasse")).toBe(false);
    expect(namesGeneva("Avenue Cointrinette")).toBe(false);
  });
  test("the start is a Geneva wall-clock time, across daylight saving; no time means the start of the day", () => {
    expect(serviceStart("2030-07-01", "14:30")?.toISOString()).toBe("2030-07-01T12:30:00.000Z");
    expect(serviceStart("1 décembre 2030", "")?.toISOString()).toBe("2030-11-30T23:00:00.000Z");
    expect(shortNotice({ serviceDate: "2030-11-21" }, NOW)).toEqual({ hours: standard });
    expect(shortNotice({ serviceDate: "" }, NOW)).toBeUndefined();
  });
  test("genevaDateTime gives the form's values of a moment on the Geneva clock, the inverse of serviceStart (summer and winter)", () => {
    expect(genevaDateTime(new Date("2030-07-01T12:30:00Z"))).toEqual({ date: "2030-07-01", time: "14:30" });
    expect(genevaDateTime(new Date("2030-11-30T23:05:00Z"))).toEqual({ date: "2030-12-01", time: "00:05" });
    // Either side of both clock changes, and the first of the autumn's two 02:30s (summer time).
    for (const iso of [
      "2030-03-31T00:59:00.000Z",
      "2030-03-31T01:00:00.000Z",
      "2030-10-26T23:59:00.000Z",
      "2030-10-27T00:30:00.000Z",
      "2030-10-27T02:00:00.000Z",
    ]) {
      const { date, time } = genevaDateTime(new Date(iso));
      expect(serviceStart(date, time)?.toISOString()).toBe(iso);
    }
  });
  test("a time the autumn night has twice (2027-10-31 02:30) starts at its first occurrence, summer time (+02:00)", () => {
    expect(genevaDateTime(new Date("2027-10-31T01:30:00Z"))).toEqual({ date: "2027-10-31", time: "02:30" });
    expect(serviceStart("2027-10-31", "02:30")?.toISOString()).toBe("2027-10-31T00:30:00.000Z");
    expect(serviceStart("31 October 2027", "02:59")?.toISOString()).toBe("2027-10-31T00:59:00.000Z");
  });
});

describe("the reference", () => {
  test("GPM- and six characters without look-alikes, from crypto randomness", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i += 1) {
      const reference = newReference();
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(4)).not.toMatch(/[0O1IL5S2Z8BUV]/);
      seen.add(reference);
    }
    expect(seen.size).toBeGreaterThan(1990);
  });
});

describe("the e-mail the office reads", () => {
  const config = { to: "office@company.test", from: "web@company.test", fromName: "Site" };
  const mail = async (input: Record<string, unknown>, receivedAt = NOW) => {
    const result = await validateContact(input, (input.language as "en" | "fr") ?? "en");
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    return buildMessage({ id: "id-1", reference: "GPM-7K3F9Q", request: result.value, quote: quoteOf(result.value), receivedAt, config });
  };

  test("subject: reference, English weekday date and time, the service from content (no route given); no name", async () => {
    const message = await mail({ ...base, service: "private-transport", serviceDate: "2030-12-06", serviceTime: "14:30" });
    expect(message.subject).toBe(`[GPM-7K3F9Q] Fri 6 Dec 14:30 · ${title("private-transport")}`);
    expect(subjectWhen("14 mai 2031", "14:30", NOW)).toBe("Wed 14 May 2031 14:30");
    expect(formatWhen("14 mai 2030", "14:30", "short")).toBe("Tue 14 May 2030, 14:30");
  });

  test("French wording kept beside the English date; details of the service in the table; tel: link", async () => {
    const message = await mail({
      ...base,
      language: "fr",
      phone: "+41 79 123 45 67",
      service: "private-transport",
      serviceDate: "6 décembre 2030",
      serviceTime: "14:30",
      details: {
        pickup: "Aéroport de Genève <T1>",
        destination: "Verbier",
        passengers: 3,
        luggage: 4,
        flight: "LX 123",
        returnTrip: true,
        returnDate: "2030-12-09",
        returnTime: "18:00",
        hours: 9,
      },
    });
    const text = String(message.text);
    const html = String(message.html);
    const words = en.office.mail;
    expect(text).toContain(
      `Friday 6 December 2030, 14:30 (${fillPlaceholders(words.time.zoneAndVisitor, { zone: words.time.geneva, written: "6 décembre 2030, 14:30" })})`,
    );
    for (const [label, value] of [
      [en.contact.form.details.pickup, "Aéroport de Genève <T1>"],
      [en.contact.form.details.destination, "Verbier"],
      [en.contact.form.details.passengers, "3"],
      [en.contact.form.details.luggage, "4"],
      [en.contact.form.details.flight, "LX 123"],
      [en.contact.form.details.returnDate, `Monday 9 December 2030, 18:00 ${GENEVA_TIME}`],
    ]) {
      expect(text).toMatch(new RegExp(`${escapeRegExp(label)}:\\s+${escapeRegExp(value)}`));
    }
    // Another service's detail (by the hour) is dropped.
    expect(text).not.toMatch(new RegExp(`^${escapeRegExp(en.contact.form.details.hours)}:`, "m"));
    expect(html).toContain("Aéroport de Genève &lt;T1&gt;");
    expect(html).toContain('<a href="tel:+41791234567">+41 79 123 45 67</a>');
    expect(text.indexOf(en.contact.form.details.pickup)).toBeLessThan(text.indexOf(en.contact.form.message));
    expect(text).toMatch(new RegExp(`${escapeRegExp(words.labels.replyIn)}:\\s+${escapeRegExp(replyLanguage("fr"))}`));
    expect(replyLanguage("fr")).toContain(en.language.fr);
    expect(text).toMatch(new RegExp(`${escapeRegExp(words.labels.received)}:\\s+Wednesday, 20 November 2030 at 10:00:00 CET`));
  });

  test("rental: chauffeur, the vehicle's English name from content/fleet.json, the end on the Geneva clock", async () => {
    const message = await mail({
      ...base,
      service: "vehicle-rental",
      details: { chauffeur: "without", vehicle: fleet[2].id, rentalEndDate: "2030-12-07", rentalEndTime: "09:15" },
    });
    expect(message.text).toMatch(
      new RegExp(`${escapeRegExp(en.contact.form.details.chauffeur)}:\\s+${escapeRegExp(en.contact.form.details.withoutChauffeur)}`),
    );
    expect(message.text).toMatch(new RegExp(`${escapeRegExp(en.contact.form.details.vehicle)}:\\s+${escapeRegExp(fleet[2].name.en)}`));
    expect(message.text).toMatch(
      new RegExp(`${escapeRegExp(en.contact.form.details.rentalEndDate)}:\\s+Saturday 7 December 2030, 09:15 ${escapeRegExp(GENEVA_TIME)}`),
    );
  });

  test("short notice in the subject and the first line, at the Geneva threshold for a Geneva pick-up", async () => {
    // 10:00 now; 21:00 the same day is 11 h away.
    const soon = { ...base, service: "private-transport", serviceDate: "2030-11-20", serviceTime: "21:00" };
    const geneva = await mail({ ...soon, details: { pickup: "Cointrin" } });
    const mark = en.office.mail.shortNotice.mark;
    const marked = new RegExp(`^\\[GPM-7K3F9Q\\] ${escapeRegExp(mark)} — `);
    expect(geneva.subject).toMatch(marked);
    // The hours with their unit from the locale file, in the form the number takes.
    const hours = en.units.hours_other.replace("{{count}}", String(site.bookingNoticeHours.geneva));
    expect(String(geneva.text).split("\n")[0]).toMatch(new RegExp(`^${escapeRegExp(fillPlaceholders(en.office.mail.shortNotice.lead, { mark, hours }))} `));
    expect(String(geneva.html)).toContain(mark);
    // 23:30 is 13.5 h away: enough for Geneva, short for elsewhere.
    const later = { ...soon, serviceTime: "23:30" };
    expect((await mail({ ...later, details: { pickup: "GVA" } })).subject).not.toContain(mark);
    expect((await mail({ ...later, details: { pickup: "Lausanne" } })).subject).toMatch(marked);
    expect((await mail({ ...base, service: "other" })).subject).not.toContain(mark);
  });

  test("no service, no date: the subject still leads with the reference", async () => {
    expect((await mail({ ...base, serviceDate: "", serviceTime: "" })).subject).toBe(`[GPM-7K3F9Q] ${en.office.mail.subject.noService}`);
  });
});
