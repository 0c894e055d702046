/** @jest-environment node */
// What the booking core writes for a reader, in that reader's typography: every e-mail (the acknowledgement,
// the office's e-mail, the confirmation, the proposal, the decline, the office's notice) and every booking
// page in a language with French spacing has no space that may break before ; : ! ? (typeset from
// src/i18n/typography.ts, and no mark hard-coded after a plain space), and a day with its weekday is written
// as each language writes it. The words are the content's (never pinned: the suite also runs on content
// with every word reversed); the fixed requests are the golden e-mails' (emails-golden.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { SendMailOptions } from "nodemailer";
import { LANGUAGES, languageInfo, OFFICE_LANGUAGES, type Language } from "../../src/i18n/languages";
import { weekdayDate } from "../../src/i18n/dates";
import type { Booking } from "../../src/booking/bookings/booking";
import { buildAcknowledgement, whenText } from "../../src/booking/mail/acknowledgement";
import { buildConfirmation, buildDecline, buildOfficeNotice, buildProposal } from "../../src/booking/mail/bookingMessages";
import { buildMessage } from "../../src/booking/mail/message";
import { officeLanguage } from "../../src/booking/mail/officeTexts";
import site from "../../content/site.json";
import { guestPage, officePage } from "../../src/booking/pages/bookingPage";
import { quoteOf } from "../../src/booking/request/quote";
import { validateContact } from "../../src/booking/request/validation";
import { FIXED_REQUESTS } from "../support/fixedRequests";

const config = { to: "office@company.test", from: "web@company.test", fromName: "Geneva Premium Mobility" };
const links = {
  status: "https://www.example.test/booking/guest/tok",
  accept: "https://www.example.test/booking/guest/tok?accept",
  refuse: "https://www.example.test/booking/guest/tok?refuse",
};
const ID = "0f0e0d0c-0b0a-4908-8706-050403020100";
const RECEIVED = new Date("2030-11-20T09:00:00Z");
const REQUESTS = FIXED_REQUESTS;

const frenchSpaced = (language: string) => languageInfo(language as Language).spacing === "french";

async function received(name: keyof typeof REQUESTS, language: Language): Promise<Booking> {
  const result = await validateContact({ ...REQUESTS[name], language }, language);
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return {
    format: 1,
    id: ID,
    reference: "GPM-9Y7A3H",
    language,
    request: result.value,
    quote: quoteOf(result.value),
    status: "received",
    version: 1,
    history: [],
  };
}

const total = (booking: Booking) => (booking.quote?.pricing.status === "priced" ? booking.quote.pricing.total : 500);
const confirmed = (booking: Booking): Booking => ({
  ...booking,
  status: "confirmed",
  confirmation: {
    totalChf: total(booking),
    confirmedAt: "2030-11-21T10:00:00.000Z",
    chauffeurName: "Jean Dupont",
    chauffeurMobile: "+41 79 111 22 33",
    vehicle: "S 580",
    plate: "GE 12345",
  },
});
const proposed = (booking: Booking): Booking => ({
  ...booking,
  status: "proposed",
  proposal: { serviceTime: "21:30", totalChf: 455, reason: "timeUnavailable", proposedAt: "2030-11-21T10:00:00Z" },
});
const declined = (booking: Booking): Booking => ({ ...booking, status: "declined", decline: { reason: "outsideArea", declinedAt: "2030-11-21T10:00:00Z" } });
const cancelled = (booking: Booking): Booking => ({ ...confirmed(booking), status: "cancelled", cancelledAt: "2030-11-22T10:00:00Z" });

/** A written piece and the language it is in. */
type Piece = { what: string; language: string; text: string };

const readable = (html: string) =>
  html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, "")
    .replace(/<[^>]*>/g, "")
    .replace(/&(nbsp|#160);/g, "\u00a0")
    .replace(/&(amp|lt|gt|quot|#39);/g, "&");

const mailPieces = (what: string, language: string, mail: SendMailOptions): Piece[] => [
  { what: `${what} (subject)`, language, text: String(mail.subject ?? "") },
  { what: `${what} (text)`, language, text: String(mail.text ?? "") },
  { what: `${what} (HTML)`, language, text: readable(String(mail.html ?? "")) },
];

/** Everything the core writes for one request made in `language`: each e-mail in the language it is written in, and each page. */
async function everything(language: Language): Promise<Piece[]> {
  const office = officeLanguage();
  const pieces: Piece[] = [];
  for (const name of Object.keys(REQUESTS) as (keyof typeof REQUESTS)[]) {
    const booking = await received(name, language);
    const facts = { id: ID, reference: booking.reference, request: booking.request, quote: booking.quote, receivedAt: RECEIVED, config };
    pieces.push(...mailPieces(`the ${name} acknowledgement`, language, buildAcknowledgement({ ...facts, id: `${ID}-ack` })));
    pieces.push(...mailPieces(`the ${name} office e-mail`, office, buildMessage({ ...facts, acknowledgement: "sent" })));
    pieces.push(...mailPieces(`the ${name} confirmation`, language, buildConfirmation(confirmed(booking), links, config)));
    pieces.push(...mailPieces(`the ${name} proposal`, language, buildProposal(proposed(booking), links, config)));
    pieces.push(...mailPieces(`the ${name} decline`, language, buildDecline(declined(booking), links, config)));
    pieces.push(...mailPieces(`the ${name} cancellation notice`, office, buildOfficeNotice(cancelled(booking), "cancellation", config)));
    for (const [state, shown] of Object.entries({
      received: booking,
      confirmed: confirmed(booking),
      proposed: proposed(booking),
      declined: declined(booking),
    })) {
      pieces.push({ what: `the ${name} guest page (${state})`, language, text: readable(guestPage(shown, RECEIVED)) });
      pieces.push({ what: `the ${name} office page (${state})`, language: office, text: readable(officePage(shown)) });
    }
  }
  return pieces;
}

/** Each place a space that may break stands before ; : ! ? — with the words around it, to say where. */
const breakableBeforeMarks = (text: string) => [...text.matchAll(/.{0,30}[ \t\n][;:!?](?=\s|$).{0,10}/gu)].map((match) => match[0]);

describe.each(LANGUAGES.filter(frenchSpaced))("French spacing in what the booking core writes in %s", (language) => {
  test("every e-mail and booking page has no space that may break before ; : ! ?", async () => {
    const pieces = (await everything(language)).filter((piece) => frenchSpaced(piece.language));
    // The guest's e-mails and pages are in the request's language: never none to check.
    expect(pieces.length).toBeGreaterThanOrEqual(2 * (3 * 4 + 4));
    const found = pieces.flatMap((piece) => breakableBeforeMarks(piece.text).map((where) => `${piece.what}: ${JSON.stringify(where)}`));
    expect(found).toEqual([]);
  });

  test("a price line and its amount are joined by the language's mark, as a label and its value are", async () => {
    const booking = confirmed(await received("hourly", language));
    const text =
      String(buildConfirmation(booking, links, config).text) +
      String(buildAcknowledgement({ id: ID, reference: "GPM-9Y7A3H", request: booking.request, quote: booking.quote, receivedAt: RECEIVED, config }).text);
    expect(text).toMatch(/\u00a0: \S/);
    expect(text).not.toMatch(/\S: \d/);
  });
});

type OfficeModules = {
  message: typeof import("../../src/booking/mail/message");
  bookingMessages: typeof import("../../src/booking/mail/bookingMessages");
  pages: typeof import("../../src/booking/pages/bookingPage");
};

/** The office's e-mails and pages as they run with `language` chosen in the admin (content/site.json `officeLanguage`). */
function officeIn(language: string): OfficeModules {
  let loaded: OfficeModules | undefined;
  jest.isolateModules(() => {
    jest.doMock("../../content/site.json", () => ({ ...site, officeLanguage: language }));
    loaded = {
      message: require("../../src/booking/mail/message"),
      bookingMessages: require("../../src/booking/mail/bookingMessages"),
      pages: require("../../src/booking/pages/bookingPage"),
    };
  });
  return loaded!;
}

describe.each(LANGUAGES.filter(frenchSpaced).filter((language) => OFFICE_LANGUAGES.includes(language as never)))(
  "French spacing in what the office reads in %s",
  (office) => {
    test("the office's e-mail, its cancellation notice and its pages have no space that may break before ; : ! ?", async () => {
      const { message, bookingMessages, pages } = officeIn(office);
      const pieces: Piece[] = [];
      for (const language of LANGUAGES)
        for (const name of Object.keys(REQUESTS) as (keyof typeof REQUESTS)[]) {
          const booking = await received(name, language);
          const facts = { id: ID, reference: booking.reference, request: booking.request, quote: booking.quote, receivedAt: RECEIVED, config };
          pieces.push(...mailPieces(`the ${name} office e-mail (${language})`, office, message.buildMessage({ ...facts, acknowledgement: "sent" })));
          pieces.push(
            ...mailPieces(
              `the ${name} cancellation notice (${language})`,
              office,
              bookingMessages.buildOfficeNotice(cancelled(booking), "cancellation", config),
            ),
          );
          for (const shown of [booking, confirmed(booking), proposed(booking), declined(booking)])
            pieces.push({ what: `the ${name} office page (${language}, ${shown.status})`, language: office, text: readable(pages.officePage(shown)) });
        }
      const found = pieces.flatMap((piece) => breakableBeforeMarks(piece.text).map((where) => `${piece.what}: ${JSON.stringify(where)}`));
      expect(found).toEqual([]);
    });
  },
);

describe("the core reads every text it writes for a reader typeset", () => {
  const CORE = path.resolve(__dirname, "../../src/booking");
  const files = ["mail", "pages", "bookings", "pricing"].flatMap((folder) =>
    readdirSync(path.join(CORE, folder))
      .filter((name) => name.endsWith(".ts"))
      .map((name) => path.join(folder, name)),
  );
  test("no file of its e-mails, pages, bookings or prices imports the raw TRANSLATIONS", () => {
    const raw = /\bimport\s*\{[^}]*(?<!TYPESET_)\bTRANSLATIONS\b[^}]*\}\s*from\s*"[^"]*i18n\/translations"/;
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((file) => raw.test(readFileSync(path.join(CORE, file), "utf8")))).toEqual([]);
  });
});

/** Intl's own long weekday date, for a locale. */
const intl = (locale: string, day: string) =>
  new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));
const weekdayOf = (language: Language, day: string) =>
  new Intl.DateTimeFormat(languageInfo(language).dateLocale, { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

describe.each(LANGUAGES)("a day with its weekday in %s", (language) => {
  const base = languageInfo(language).dateLocale.split("-")[0];
  test("the e-mails write it as the language does: no comma after the weekday in English and French, Intl's own form elsewhere", async () => {
    const booking = await received("hourly", language);
    const day = "2030-12-02";
    const written = weekdayDate(day, language);
    if (base === "en" || base === "fr") expect(written).toMatch(new RegExp(`^${weekdayOf(language, day)} 2 `));
    else expect(written).toBe(intl(languageInfo(language).dateLocale, day));
    if (base === "fr") expect(written).toBe(intl("fr", day));
    const ack = buildAcknowledgement({ id: ID, reference: "GPM-9Y7A3H", request: booking.request, quote: booking.quote, receivedAt: RECEIVED, config });
    expect(String(ack.text)).toContain(written);
    expect(String(buildConfirmation(confirmed(booking), links, config).text)).toContain(written);
    expect(whenText(day, "09:00", language)).toContain(written);
  });

  test("the first of the month keeps the language's ordinal", () => {
    const written = weekdayDate("2030-12-01", language);
    if (base === "fr") expect(written).toMatch(new RegExp(`^${weekdayOf(language, "2030-12-01")} 1er `));
    else if (base !== "en") expect(written).toBe(intl(languageInfo(language).dateLocale, "2030-12-01"));
    else expect(written).toMatch(/^\S+ 1 /);
  });
});
