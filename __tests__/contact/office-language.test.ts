/** @jest-environment node */
// The office's e-mail for each request in the office's language (content/site.json officeLanguage, English or
// French): every word a dispatcher reads in it is content (office.mail.*, office.actions.*, office.capacity.*, the
// form's labels), so with French chosen no English word is left. The words are read from content/, never typed here.
import site from "../../content/site.json";
import { FLEET } from "../../src/booking/catalogue/catalog";
import { capacityOf } from "../../src/booking/catalogue/capacity";
import { claimOf, PLACES, RATES } from "../../src/booking/catalogue/fares";
import { fareBetween } from "../../src/booking/catalogue/fareIds";
import { AIRPORT_PLACE, type AckStatus } from "../../src/booking/mail/message";
import type { Pricing } from "../../src/booking/pricing/pricing";
import { quoteOf, type Quote } from "../../src/booking/request/quote";
import type { ContactRequest } from "../../src/booking/request/requestSchema";
import { validateContact } from "../../src/booking/request/validation";
import { OFFICE_LANGUAGES, type OfficeLanguage } from "../../src/i18n/languages";
import { PLACEHOLDER } from "../../src/i18n/placeholders";
import { formatChf } from "../../src/i18n/prices";
import { TRANSLATIONS, TYPESET_TRANSLATIONS } from "../../src/i18n/translations";
import { all, parseIcs, prop } from "../support/ical";

type MessageModule = typeof import("../../src/booking/mail/message");
type Tree = { [key: string]: string | Tree };

/** The e-mail's module as it runs with `language` chosen in the admin. */
function messageIn(language: OfficeLanguage): MessageModule {
  let loaded: MessageModule | undefined;
  jest.isolateModules(() => {
    jest.doMock("../../content/site.json", () => ({ ...site, officeLanguage: language }));
    loaded = require("../../src/booking/mail/message") as MessageModule;
  });
  return loaded!;
}

const REFERENCE = "GPM-9Y7A3H";
const ID = "id-1";
const NOW = new Date("2030-11-29T20:00:00Z");
const config = { to: "office@company.test", from: "web@company.test", fromName: "Site" };
const links = { confirm: "https://www.example.test/c", propose: "https://www.example.test/p", decline: "https://www.example.test/d" };
const visitor = { name: "Élise Müller", email: "elise@example.org", phone: "+41 79 555 12 12", message: "Two suitcases", website: "" };
// A published fare from the airport in a class too small for eight bags (the form warned), and a vehicle the rental prices.
const LUGGAGE = 8;
const tooSmall = (vehicleClass: string) => !capacityOf("private-transport", { vehicleClass, passengers: 2, luggage: LUGGAGE }).fits;
const ROUTE = RATES.transfers.find((route) => route.from === AIRPORT_PLACE && route.prices.some((cell) => cell.amount !== null && tooSmall(cell.class)))!;
const CLASS = ROUTE.prices.find((cell) => cell.amount !== null && tooSmall(cell.class))!.class;
const DESTINATION = PLACES.find((place) => fareBetween(RATES, AIRPORT_PLACE, place.id, CLASS)?.route.id === ROUTE.id)!.id;
const RENTED = RATES.rental.find((entry) => entry.withChauffeur !== null)!.vehicle;
/** A date as a visitor may type it, which does not read as one. */
const UNREAD = "next Tuesday";
const ACK_STATUSES: AckStatus[] = ["sent", "no-challenge", "address", "network", "daily-cap", "not-composed"];

// The guest writes German: neither office language, so the e-mail names the language to answer in.
const transfer = {
  ...visitor,
  language: "de",
  service: "private-transport",
  serviceDate: "2030-11-30",
  serviceTime: "23:00",
  details: {
    pickupPlace: AIRPORT_PLACE,
    destinationPlace: DESTINATION,
    vehicleClass: CLASS,
    passengers: 2,
    luggage: LUGGAGE,
    childSeats: 2,
    childSeatAges: "3, 6",
    flight: "LX 1234",
    returnTrip: true,
    returnDate: "2030-12-04",
    returnTime: "17:30",
    returnFlight: "LX 1235",
  },
};
const REQUESTS: Record<string, Record<string, unknown>> = {
  transfer,
  oneWay: {
    ...transfer,
    serviceTime: undefined,
    details: { ...transfer.details, returnTrip: false, returnDate: undefined, returnTime: undefined, returnFlight: undefined },
  },
  night: { ...transfer, language: "en", serviceDate: "2027-10-31", serviceTime: "02:30" },
  hourly: {
    ...visitor,
    language: "fr",
    service: "chauffeur-hourly",
    serviceDate: "2030-12-02",
    serviceTime: "09:00",
    details: { vehicleClass: CLASS, hours: 4 },
  },
  rental: {
    ...visitor,
    service: "vehicle-rental",
    serviceDate: "2030-12-02",
    serviceTime: "09:00",
    details: { chauffeur: "with", vehicle: RENTED, rentalEndDate: "2030-12-04", rentalEndTime: "18:00" },
  },
  nothing: { ...visitor, message: "A question" },
};

async function validated(name: string): Promise<ContactRequest> {
  const input = REQUESTS[name];
  const result = await validateContact(input, (input.language as "de") ?? "en");
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.fields)}`);
  return result.value;
}

/** Everything a dispatcher reads: the subject, both bodies, the calendar's events. */
function read(message: ReturnType<MessageModule["buildMessage"]>): string {
  const attachments = (message.attachments ?? []) as { content: string }[];
  const events = attachments.flatMap((attachment) => all(parseIcs(attachment.content), "VEVENT"));
  const ics = events.flatMap((event) => ["SUMMARY", "DESCRIPTION"].map((name) => prop(event, name)?.value ?? ""));
  // The HTML part's words, not its markup's.
  const html = String(message.html).replace(/<[^>]*>/g, " ");
  return [String(message.subject), String(message.text), html, ...ics].join("\n");
}

/** Every e-mail a request can make the office read: each price case, each acknowledgement, the calendar left out, the plain one. */
async function everyEmail(module: MessageModule): Promise<string> {
  const build = (request: ContactRequest, quote: Quote | undefined, extra: Partial<Parameters<MessageModule["buildMessage"]>[0]> = {}) =>
    read(module.buildMessage({ id: ID, reference: REFERENCE, request, quote, receivedAt: NOW, config, links, ...extra }));
  const mails: string[] = [];
  const transferRequest = await validated("transfer");
  const transferQuote = quoteOf(transferRequest);
  const verified = claimOf(transferQuote.pricing as Extract<Pricing, { status: "priced" }>)!;
  mails.push(build({ ...transferRequest, fare: verified }, transferQuote, { acknowledgement: "sent" }));
  mails.push(build({ ...transferRequest, fare: { ...verified, amount: verified.amount + 1 } }, transferQuote));
  for (const name of ["oneWay", "night", "hourly", "rental", "nothing"]) {
    const request = await validated(name);
    mails.push(build(request, quoteOf(request)));
  }
  for (const acknowledgement of ACK_STATUSES) mails.push(build(transferRequest, transferQuote, { acknowledgement }));
  // The price cases the published rates may not reach today: on request (with and without a reason), each missing value.
  const validFrom = RATES.validFrom;
  const reason = { en: "Élise", fr: "Élise" };
  for (const pricing of [
    { status: "onRequest", validFrom },
    { status: "onRequest", validFrom, reason },
  ] as Pricing[]) {
    mails.push(build({ ...transferRequest, fare: verified }, { ...transferQuote, pricing }));
  }
  for (const missing of ["places", "route", "vehicleClass", "hours", "vehicle", "chauffeur", "end"] as const) {
    mails.push(build(transferRequest, { ...transferQuote, pricing: { status: "incomplete", missing, validFrom } }));
  }
  // A flag left unticked (the form sends none; the e-mail's row would say so), a date that does not read as one (built directly: validation refuses it), and a job whose calendar cannot be written.
  const unticked = { ...transferRequest.details, returnTrip: false };
  mails.push(build({ ...transferRequest, details: unticked }, { ...transferQuote, details: unticked }));
  mails.push(build({ ...transferRequest, serviceDate: UNREAD }, { ...transferQuote, day: undefined }));
  const endless = { ...visitor, language: "en", service: "vehicle-rental", serviceDate: "9999-12-30", serviceTime: "09:00" };
  const far = { ...endless, details: { chauffeur: "with", vehicle: FLEET[0].id, rentalEndDate: "9999-12-31" } } as unknown as ContactRequest;
  mails.push(build(far, quoteOf(far)));
  mails.push(
    read(
      module.plainMessage({
        id: ID,
        reference: REFERENCE,
        request: transferRequest,
        quote: undefined,
        receivedAt: NOW,
        config,
        acknowledgement: "sent",
        links,
      }),
    ),
  );
  return mails.join("\n");
}

/** A text's own words: what stands between its placeholders (a value fills those). */
const fragments = (text: string) =>
  text
    .replace(new RegExp(PLACEHOLDER.source, "g"), "\u0000")
    .split("\u0000")
    .map((part) => part.trim().replace(/^[:;,.()\s]+|[:;,.()\s]+$/g, ""))
    .filter((part) => /\p{L}.*\p{L}/u.test(part));

function leaves(tree: Tree, path: string[] = []): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === "string" ? [[[...path, key].join("."), value]] : leaves(value, [...path, key]))) as [
    string,
    string,
  ][];
}

/** The office's words for the e-mail of each request, as the e-mail writes them (in the language's typography): office.* but the notices of a cancellation or of the guest's answer (other e-mails) and the office's page. */
const officeWords = (language: OfficeLanguage) => {
  const {
    cancellation: _cancellation,
    proposalAnswer: _answer,
    page: _page,
    ...office
  } = (TYPESET_TRANSLATIONS[language] as unknown as { office: Tree & { cancellation: Tree; proposalAnswer: Tree; page: Tree } }).office;
  return leaves(office as Tree);
};
// The placeholders' own names and the words the actions and capacity texts hold in one language only stay out of reach.
const asWord = (text: string) => new RegExp(`(?<![\\p{L}\\p{N}])${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "u");

const emails = new Map<OfficeLanguage, string>();
beforeAll(async () => {
  // The calendar that cannot be written is logged; the e-mail says so, which is what is read here.
  jest.spyOn(console, "error").mockImplementation(() => {});
  for (const language of OFFICE_LANGUAGES) emails.set(language, await everyEmail(messageIn(language)));
});
afterAll(() => jest.restoreAllMocks());

describe.each(OFFICE_LANGUAGES)("the office reads %s (officeLanguage)", (language) => {
  test("every word of office.* for the e-mail is in it, read from that language's file", () => {
    const read = emails.get(language)!;
    const absent = officeWords(language).flatMap(([key, text]) =>
      fragments(text)
        .filter((part) => !asWord(part).test(read))
        .map((part) => `${key}: ${part}`),
    );
    expect(absent).toEqual([]);
  });

  test("no word of another office language's e-mail texts is in it", () => {
    const read = emails.get(language)!;
    const own = new Set(officeWords(language).flatMap(([, text]) => fragments(text)));
    const foreign = OFFICE_LANGUAGES.filter((other) => other !== language).flatMap((other) =>
      officeWords(other).flatMap(([key, text]) =>
        fragments(text)
          .filter((part) => !own.has(part) && asWord(part).test(read))
          .map((part) => `${other} ${key}: ${part}`),
      ),
    );
    expect(foreign).toEqual([]);
  });
});

test("French: no word of the English e-mail is left but the request's own values (names, places, vehicles, references)", () => {
  const words = (text: string) => new Set(text.match(/\p{L}[\p{L}’'-]*\p{L}/gu) ?? []);
  const french = words(emails.get("fr")!);
  // What both may share: a word French content has too (spelt alike in both languages), or the request's own values.
  const data = words(JSON.stringify([REQUESTS, visitor, config, links, FLEET, PLACES, RATES, site, UNREAD, `${REFERENCE} ${ID}`, formatChf(1, "en")]));
  const frenchContent = words(JSON.stringify(TRANSLATIONS.fr));
  const left = [...words(emails.get("en")!)].filter((word) => french.has(word) && !data.has(word) && !frenchContent.has(word));
  expect(left).toEqual([]);
});
