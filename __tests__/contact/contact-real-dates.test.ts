/** @jest-environment node */
// Accepted means kept (issue 36): every date is a day that exists, every Geneva time happens, every job
// ends on a day a calendar can hold, and a rental lasts 1–90 days. What validation cannot keep is a 400 in
// the visitor's language; what it accepts is stored and reaches the office once, even when a part of its
// e-mail (the calendar, the price, the acknowledgement) cannot be composed.
import ar from "../../content/locales/ar/translation.json";
import de from "../../content/locales/de/translation.json";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import * as fares from "../../src/booking/catalogue/fares";
import * as acknowledgement from "../../src/booking/mail/acknowledgement";
import * as delivery from "../../src/booking/mail/delivery";
import { readConfig } from "../../src/booking/config";
import { RENTAL_MAX_DAYS } from "../../src/booking/catalogue/fields";
import { ACK_LABEL, ACK_STATUS_TEXT, buildMessage, CALENDAR_LABEL, FIRST_OCCURRENCE, NO_CALENDAR, PLAIN_LEAD } from "../../src/booking/mail/message";
import { quoteOf } from "../../src/booking/request/quote";
import { formatServiceDate, parseServiceDate } from "../../src/booking/request/payload";
import { openStore } from "../../src/deploy/requestStore";
import { KeyConflictError, RequestStore } from "../../src/booking/store/store";
import { attempts as functionAttempts } from "../../src/deploy/gatsbyFunction";
import { validateContact } from "../../src/booking/request/validation";
import { FLEET } from "../../src/booking/catalogue/catalog";
import { RATES } from "../../src/booking/catalogue/fares";
import { fillPlaceholders } from "../../src/i18n/placeholders";
import { pluralText } from "../../src/i18n/plural";
import { freezeClock } from "../support/clock";
import { solvedField } from "../support/challenge";
import { all, parseIcs, prop } from "../support/ical";
import { postJson, validPayload } from "../support/functionServer";
import { useMailedFunction } from "../support/mailedFunction";
import { escapeRegExp } from "../support/content";

jest.setTimeout(30_000);

const mailed = useMailedFunction();
// Before every date below: the rules judge "today" in Geneva.
beforeEach(() => freezeClock("2026-12-01T09:00:00Z"));
afterEach(() => jest.useRealTimers());

const post = (payload: object) => postJson(mailed.server.url, payload);
const stored = (id: string) => openStore(readConfig(), { serverless: false }).read(id);
const config = { to: "office@company.test", from: "web@company.test", fromName: "Site" };

/** A rental of a vehicle the rates price per day (with chauffeur), the end given by the test. */
const PRICED = RATES.rental.find((row) => row.withChauffeur !== null)!;
const rental = (serviceDate: string, serviceTime: string, rentalEndDate: string, rentalEndTime = "") =>
  validPayload({
    service: "vehicle-rental",
    serviceDate,
    serviceTime,
    details: { chauffeur: "with", vehicle: PRICED.vehicle, rentalEndDate, ...(rentalEndTime ? { rentalEndTime } : {}) },
  });
const withReturn = (returnDate: string, returnTime = "") =>
  validPayload({ serviceDate: "2027-06-01", details: { returnTrip: true, returnDate, ...(returnTime ? { returnTime } : {}) } });

/** A 400 `validation` naming `field` with the text of `key` in the language, and nothing sent. */
async function refused(payload: object, field: string, text: string) {
  const answer = await post(payload);
  expect(answer.status).toBe(400);
  expect(answer.json).toMatchObject({ error: "validation", fields: { [field]: text } });
  await functionAttempts.settled();
  expect(mailed.sink.messages).toHaveLength(0);
}

/** A 200, the request stored and delivered, the office's e-mail received once. */
async function kept(payload: object) {
  const answer = await post(payload);
  expect(answer.status).toBe(200);
  const [mail] = await mailed.sink.waitFor(1);
  await functionAttempts.settled();
  expect(mailed.sink.messages).toHaveLength(1);
  expect((await stored(answer.json.id))?.value.state).toBe("delivered");
  return mail;
}

describe("a date is a day that exists: anything else is refused with `date`, before anything is composed or charged", () => {
  test("return date 2027-02-30 (was a 500: RangeError in the calendar builder)", async () => {
    await refused(withReturn("2027-02-30"), "details.returnDate", en.contact.errors.date);
  });
  test("return date '30 February 2027' in the long form (was a 500)", async () => {
    await refused(withReturn("30 February 2027"), "details.returnDate", en.contact.errors.date);
  });
  test("a word where the return date goes, 'soon' (was a 500)", async () => {
    await refused(withReturn("soon"), "details.returnDate", en.contact.errors.date);
  });
  test("a word where the rental's end goes (was accepted, and the rental timed as one hour)", async () => {
    await refused(rental("2027-06-01", "09:00", "soon"), "details.rentalEndDate", en.contact.errors.date);
  });
  test("service date 2020-02-30 no longer slips past the past-date rule as free text", async () => {
    await refused(validPayload({ serviceDate: "2020-02-30" }), "serviceDate", en.contact.errors.date);
  });
  test("service date 0000-01-01 is not a day", async () => {
    await refused(validPayload({ serviceDate: "0000-01-01" }), "serviceDate", en.contact.errors.date);
  });
  test("service date 'soon' is not a day", async () => {
    await refused(validPayload({ serviceDate: "soon" }), "serviceDate", en.contact.errors.date);
  });
  test("'0 janvier 2027' is not a day, in French", async () => {
    await refused(validPayload({ language: "fr", serviceDate: "0 janvier 2027" }), "serviceDate", fr.contact.errors.date);
  });
  test("'30 February 2027' as the service date is not a day", async () => {
    await refused(validPayload({ serviceDate: "30 February 2027" }), "serviceDate", en.contact.errors.date);
  });
  test("a year before 100 is that year, not 19xx: 0099-06-15 is the year 99, and in the past", async () => {
    expect(parseServiceDate("0099-06-15")).toBe("0099-06-15");
    expect(parseServiceDate("15 June 0099")).toBe("0099-06-15");
    await refused(validPayload({ serviceDate: "0099-06-15" }), "serviceDate", en.contact.errors.pastDate);
  });
  test("leap days: 2028-02-29 is a day, 2027-02-29 is not", async () => {
    await kept(validPayload({ serviceDate: "29 February 2028" }));
    expect((await post(validPayload({ serviceDate: "2027-02-29" }))).json.fields).toEqual({ serviceDate: en.contact.errors.date });
  });
});

describe("a Geneva time that does not exist (the spring's missing hour) is refused, in the visitor's language", () => {
  test.each([
    ["en", en.contact.errors.timeGap],
    ["fr", fr.contact.errors.timeGap],
    ["de", de.contact.errors.timeGap],
    ["ar", ar.contact.errors.timeGap],
  ])("2027-03-28 02:30 as the service time (%s)", async (language, text) => {
    await refused(validPayload({ language, serviceDate: "2027-03-28", serviceTime: "02:30" }), "serviceTime", text);
  });
  test("the return's and the rental's end's own times too; 01:59 and 03:00 that day exist", async () => {
    await refused(withReturn("28 March 2027", "02:00"), "details.returnTime", en.contact.errors.timeGap);
    await refused(rental("2027-03-20", "09:00", "2027-03-28", "02:59"), "details.rentalEndTime", en.contact.errors.timeGap);
    const ok = await validateContact(
      validPayload({ serviceDate: "2027-03-28", serviceTime: "01:59", details: { returnTrip: true, returnDate: "2027-03-28", returnTime: "03:00" } }),
      "en",
    );
    expect(ok.ok).toBe(true);
  });
});

describe("a Geneva time that happens twice (the autumn night) is its first occurrence, summer time", () => {
  test("2027-10-31 02:30 is accepted; the office's e-mail and its .ics say it is the first of the two 02:30s", async () => {
    const mail = await kept(validPayload({ serviceDate: "2027-10-31", serviceTime: "02:30" }));
    const note = fillPlaceholders(FIRST_OCCURRENCE, { time: "02:30" });
    expect(note).toContain("02:30");
    expect(mail.parsed.text).toMatch(
      new RegExp(`^${escapeRegExp(en.office.mail.labels.when)}:\\s+Sunday 31 October 2027, 02:30 \\(${escapeRegExp(note)}\\)$`, "m"),
    );
    // The bytes on the wire (postal-mime hands text parts back with LF line ends).
    const part = /Content-Type: text\/calendar[^]*?Content-Transfer-Encoding: base64[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw.toString("utf8"));
    const [event] = all(parseIcs(Buffer.from(part![1].replace(/\s/g, ""), "base64").toString("utf8")), "VEVENT");
    // A local time of a TZID that happens twice is its first occurrence (RFC 5545 §3.3.5): 02:30 CEST, 00:30 UTC.
    expect(prop(event, "DTSTART")?.params.TZID).toBe("Europe/Zurich");
    expect(prop(event, "DTSTART")?.raw).toBe("20271031T023000");
    expect(prop(event, "DESCRIPTION")?.value).toContain(note);
  });
  test("the return's time that night too; 03:30 the same night is said plainly", async () => {
    const answer = await validateContact(withReturn("2027-10-31", "02:05"), "en");
    if (!answer.ok) throw new Error(JSON.stringify(answer.fields));
    const mail = buildMessage({ id: "id-1", reference: "GPM-TEST01", request: answer.value, quote: quoteOf(answer.value), receivedAt: new Date(), config });
    expect(mail.text).toContain(`02:05 (${fillPlaceholders(FIRST_OCCURRENCE, { time: "02:05" })})`);
    const plain = await validateContact(withReturn("2027-10-31", "03:30"), "en");
    if (!plain.ok) throw new Error(JSON.stringify(plain.fields));
    expect(
      buildMessage({ id: "id-2", reference: "GPM-TEST02", request: plain.value, quote: quoteOf(plain.value), receivedAt: new Date(), config }).text,
    ).toContain(`03:30 (${en.office.mail.time.geneva})`);
  });
});

describe("every job ends by 9999-12-31: later is refused (`tooFarAhead`), never a 500", () => {
  test("a transfer at 9999-12-31 23:30 (its hour ends in the year 10000; was a 500)", async () => {
    await refused(validPayload({ serviceDate: "9999-12-31", serviceTime: "23:30" }), "serviceDate", en.contact.errors.tooFarAhead);
  });
  test("a day without a time on 9999-12-31 (an all-day event ends the day after)", async () => {
    await refused(validPayload({ serviceDate: "31 December 9999", serviceTime: "" }), "serviceDate", en.contact.errors.tooFarAhead);
  });
  test("24 hours by the hour from 9999-12-31 08:00", async () => {
    const hourly = validPayload({
      service: "chauffeur-hourly",
      serviceDate: "9999-12-31",
      serviceTime: "08:00",
      details: { vehicleClass: RATES.hourly[0].class, hours: 24 },
    });
    await refused(hourly, "serviceDate", en.contact.errors.tooFarAhead);
  });
  test("a rental through 9999-12-31 (no end time: through that day)", async () => {
    await refused(rental("9999-12-30", "09:00", "9999-12-31"), "details.rentalEndDate", en.contact.errors.tooFarAhead);
  });
  test("a return at 9999-12-31 23:30", async () => {
    await refused(withReturn("9999-12-31", "23:30"), "details.returnDate", en.contact.errors.tooFarAhead);
  });
  test("a transfer at 9999-12-31 22:00 ends at 23:00 that day: accepted and kept", async () => {
    const mail = await kept(validPayload({ serviceDate: "9999-12-31", serviceTime: "22:00" }));
    expect(mail.parsed.attachments.some((file) => file.mimeType === "text/calendar")).toBe(true);
  });
});

describe("a rental lasts 1 to 90 days: longer is refused, never priced", () => {
  const tooLong = pluralText(en.contact.errors, "rentalTooLong", RENTAL_MAX_DAYS, "en");
  test("the limit is the one the docs state", () => {
    expect(RENTAL_MAX_DAYS).toBe(90);
    // The error names the limit (its words are the editors').
    expect(tooLong).toContain(String(RENTAL_MAX_DAYS));
  });
  test("a 91-day rental (was accepted and priced)", async () => {
    await refused(rental("2027-06-01", "09:00", "2027-08-31", "09:01"), "details.rentalEndDate", tooLong);
  });
  test("a 400-day rental (was accepted and priced)", async () => {
    await refused(rental("2027-06-01", "09:00", "2028-07-05"), "details.rentalEndDate", tooLong);
  });
  test("a rental ending in 9999 (was priced CHF 3,785,683,200)", async () => {
    await refused(rental("2027-06-01", "09:00", "9999-12-30"), "details.rentalEndDate", tooLong);
  });
  test("in the visitor's language, with its plural", async () => {
    await refused(
      { ...rental("2027-06-01", "09:00", "2027-12-01"), language: "ar" },
      "details.rentalEndDate",
      pluralText(ar.contact.errors, "rentalTooLong", 90, "ar"),
    );
  });
  test("exactly 90 days is accepted and priced 90 days", async () => {
    const mail = await kept(rental("2027-06-01", "09:00", "2027-08-30", "09:00"));
    expect(mail.parsed.text).toContain(pluralText(en.contact.price.items, "rentalDays", 90, "en", { unit: fares.chf(PRICED.withChauffeur!, "en") }));
  });
});

describe("accepted means kept: what cannot be composed is left out or sent plain, and the office is told", () => {
  test("a request refused for its dates charges no acknowledgement: the same address's next request is acknowledged (was a 500 after the cap was used)", async () => {
    const email = "guest@example.org";
    const refusedAnswer = await post({ ...withReturn("2027-02-30"), email, altcha: await solvedField() });
    expect(refusedAnswer.status).toBe(400);
    expect((await post(validPayload({ email, altcha: await solvedField() }))).status).toBe(200);
    const messages = await mailed.sink.waitFor(2);
    const office = messages.find((message) => message.envelope.to.includes("bookings@company.test"))!;
    expect(new RegExp(`^${ACK_LABEL}:\\s+(.*)$`, "m").exec(office.parsed.text ?? "")?.[1]).toBe(ACK_STATUS_TEXT.sent);
    expect(messages.map((message) => message.envelope.to).sort()).toEqual([["bookings@company.test"], [email]]);
  });

  afterEach(() => jest.restoreAllMocks());

  test("a calendar file that cannot be written is left out; the e-mail says so and schedules from its table", async () => {
    // What validation refuses, built directly: a rental through 9999-12-31.
    const request = { ...rental("9999-12-30", "09:00", "9999-12-31"), details: { chauffeur: "with", vehicle: FLEET[0].id, rentalEndDate: "9999-12-31" } };
    const mail = buildMessage({ id: "id-3", reference: "GPM-TEST03", request: request as never, quote: quoteOf(request), receivedAt: new Date(), config });
    expect(mail.attachments).toBeUndefined();
    expect(mail.text).toMatch(new RegExp(`^${CALENDAR_LABEL}:\\s+${NO_CALENDAR}$`, "m"));
  });

  test("an office e-mail that cannot be composed at all is stored and delivered plain, every value in it (was a 500)", async () => {
    jest.spyOn(fares, "priceRequest").mockImplementation(() => {
      throw new RangeError("broken rates");
    });
    const mail = await kept(validPayload({ name: "Élise Müller", message: "Two bags\nand a dog" }));
    expect(mail.parsed.text).toContain(PLAIN_LEAD);
    expect(mail.parsed.text).toContain("Élise Müller");
    expect(mail.parsed.text).toContain("> Two bags\n> and a dog");
    expect(mail.parsed.subject).toMatch(/^\[GPM-[A-Z0-9]+\] /);
  });

  test("an acknowledgement that cannot be composed: the request is kept and delivered, the office told, nothing sent to the visitor", async () => {
    jest.spyOn(acknowledgement, "buildAcknowledgement").mockImplementation(() => {
      throw new Error("broken template");
    });
    const mail = await kept(validPayload({ email: "visitor@example.org", altcha: await solvedField() }));
    expect(new RegExp(`^${ACK_LABEL}:\\s+(.*)$`, "m").exec(mail.parsed.text ?? "")?.[1]).toBe(ACK_STATUS_TEXT["not-composed"]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await functionAttempts.settled();
    expect(mailed.sink.messages.map((message) => message.envelope.to)).toEqual([["bookings@company.test"]]);
  });
});

describe("the office and the visitor read one quote, and a plain e-mail keeps free text out of its subject", () => {
  afterEach(() => jest.restoreAllMocks());
  const ackOf = (messages: { envelope: { to: string[] }; parsed: { text?: string } }[], email: string) =>
    messages.find((message) => message.envelope.to.includes(email))!;

  test("a rental whose end is written long-form in the visitor's language: the acknowledgement quotes the office's total (was no price for the visitor)", async () => {
    const email = "visiteur@example.org";
    const details = { chauffeur: "with", vehicle: PRICED.vehicle, rentalEndDate: "2027-01-15", rentalEndTime: "09:00" };
    const pricing = fares.priceRequest({ service: "vehicle-rental", date: "2027-01-10", time: "09:00", details });
    if (pricing.status !== "priced") throw new Error("the rates do not price this rental");
    const longForm = rental("2027-01-10", "09:00", formatServiceDate("2027-01-15", "fr"), "09:00");
    const answer = await post({ ...longForm, language: "fr", email, altcha: await solvedField() });
    expect(answer.status).toBe(200);
    const messages = await mailed.sink.waitFor(2);
    expect(ackOf(messages, "bookings@company.test").parsed.text).toContain(fares.chf(pricing.total, "en"));
    expect(ackOf(messages, email).parsed.text).toContain(fares.chf(pricing.total, "fr"));
  });

  test("the plain e-mail's subject: a name posing as data ('Anna · CHF 120 total') changes nothing in it; its Acknowledgement row names the cap, no placeholder", async () => {
    process.env.ACK_DAILY_CAP = "0";
    jest.spyOn(fares, "priceRequest").mockImplementation(() => {
      throw new RangeError("broken rates");
    });
    const subjects: string[] = [];
    for (const name of ["Anna · CHF 120 total", "Anna"]) {
      const before = mailed.sink.messages.length;
      const answer = await post(validPayload({ name, altcha: await solvedField() }));
      expect(answer.status).toBe(200);
      const mail = (await mailed.sink.waitFor(before + 1))[before];
      expect(mail.parsed.text).toContain(PLAIN_LEAD);
      const row = new RegExp(`^${ACK_LABEL}:\\s+(.*)$`, "m").exec(mail.parsed.text ?? "")?.[1];
      expect(row).toBe(fillPlaceholders(ACK_STATUS_TEXT["daily-cap"], { count: 0 }));
      expect(mail.parsed.text).not.toContain("{{");
      subjects.push((mail.parsed.subject ?? "").replace(answer.json.reference, "REFERENCE"));
      await functionAttempts.settled();
    }
    expect(subjects[0]).toBe(subjects[1]);
    expect(subjects[0]).not.toMatch(/Anna|CHF/);
  });

  test.each([
    [
      "the office's e-mail cannot be encoded, full or plain (502)",
      502,
      () => {
        const original = delivery.composeForDelivery;
        jest
          .spyOn(delivery, "composeForDelivery")
          .mockImplementationOnce(original)
          .mockRejectedValueOnce(new delivery.DeliveryError("cannot encode"))
          .mockRejectedValueOnce(new delivery.DeliveryError("cannot encode"));
      },
    ],
    [
      "another submission under its Idempotency-Key won (422)",
      422,
      () => jest.spyOn(RequestStore.prototype, "accept").mockRejectedValueOnce(new KeyConflictError("race-key-0001")),
    ],
    [
      "the same submission was stored first (its first answer again)",
      200,
      () => jest.spyOn(RequestStore.prototype, "accept").mockResolvedValueOnce({ repeated: true, id: "first", reference: "GPM-FIRST1" }),
    ],
  ])("a request not kept holds no acknowledgement slot: %s", async (_label, status, fault) => {
    fault();
    const answer = await postJson(mailed.server.url, validPayload({ email: "guest@example.org" }), {
      Altcha: await solvedField(),
      "Idempotency-Key": "race-key-0001",
    });
    expect(answer.status).toBe(status);
    await functionAttempts.settled();
    const kv = openStore(readConfig(), { serverless: false }).kv;
    for (const prefix of ["ackaddr/", "acknet/", "ackday/"]) expect([prefix, await kv.list(prefix)]).toEqual([prefix, []]);
  });

  test("an acknowledgement that cannot be composed holds no slot: the address's next three requests are each acknowledged", async () => {
    const email = "guest@example.org";
    const broken = jest.spyOn(acknowledgement, "buildAcknowledgement").mockImplementation(() => {
      throw new Error("broken template");
    });
    for (let trip = 0; trip < 3; trip += 1) expect((await post(validPayload({ email, altcha: await solvedField() }))).status).toBe(200);
    await mailed.sink.waitFor(3);
    const kv = openStore(readConfig(), { serverless: false }).kv;
    for (const prefix of ["ackaddr/", "acknet/", "ackday/"]) expect([prefix, await kv.list(prefix)]).toEqual([prefix, []]);
    broken.mockRestore();
    for (let trip = 0; trip < 3; trip += 1) expect((await post(validPayload({ email, altcha: await solvedField() }))).status).toBe(200);
    const messages = await mailed.sink.waitFor(9);
    expect(messages.filter((message) => message.envelope.to.includes(email))).toHaveLength(3);
  });
});
