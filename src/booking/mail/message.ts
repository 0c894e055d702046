import type { SendMailOptions } from "nodemailer";
import { DEFAULT_LANGUAGE, languageInfo } from "../../i18n/languages";
import { weekdayDate } from "../../i18n/dates";
import { labelled } from "../../i18n/labelled";
import { fillPlaceholders } from "../../i18n/placeholders";
import { pluralText } from "../../i18n/plural";
import { mailColors } from "../../styles/theme";
import { TYPESET_TRANSLATIONS } from "../../i18n/translations";
import { buildCalendar, CALENDAR_CONTENT_TYPE, type CalendarEvent, type WallTime } from "../calendar/calendar";
import { genevaMoment } from "../trip/genevaClock";
import { journeyEnd, returnJourney } from "../catalogue/journeys";
import { serviceTitle, vehicleName } from "../catalogue/catalog";
import { checkClaim, chf, placeName, validFromText, vehicleClassName, type FareCheck } from "../catalogue/fares";
import { DEFAULT_ACK, type AckSettings, type ContactConfig } from "../config";
import type { TripDetails } from "../trip/details";
import { DETAILS, PAIRED_TIME_KEYS, SERVICES, type DetailKey, type DetailSpec } from "../catalogue/fields";
import { shortNotice, noticeFacts, type ShortNotice } from "../trip/notice";
import { parseServiceDate, SERVICE_TIME_ZONE } from "../request/payload";
import { priceLineText, priceNotes, type PriceTexts } from "../pricing/priceText";
import type { Pricing } from "../pricing/pricing";
import type { Quote } from "../request/quote";
import type { ContactRequest } from "../request/requestSchema";
import type { CapVerdict } from "../store/ackLimits";
import { bodyText, headerText } from "../request/text";
import { mailtoHref, telHref } from "../catalogue/channels";
import { escapeHtml } from "./html";
import { capacityOf } from "../catalogue/capacity";
import { capacityWarning, languageForOffice, officeLanguage, officeTexts } from "./officeTexts";

/**
 * The e-mail goes to the company: every word of it is in the office's language (content/site.json
 * `officeLanguage`), the form's labels and the office's own words (`office.mail.*`, ./officeTexts.ts) alike.
 */
const LANGUAGE = officeLanguage();
const office = TYPESET_TRANSLATIONS[LANGUAGE];
const words = officeTexts(LANGUAGE).mail;
const labels = office.contact.form;
const detailLabels: Record<string, string> = office.contact.form.details;
// contact.price is read as the locale file has it (the schema's type may not name every key yet).
const priceTexts = (office.contact as unknown as { price: PriceTexts & { total: string; estimate: string } }).price;
const officeLanguageNames = new Intl.DisplayNames(languageInfo(LANGUAGE).dateLocale, { type: "language" });
/** "Label:" as the office's language writes it ("Libellé :" in French). */
const asLabel = (name: string) => labelled(name, LANGUAGE);

/**
 * The language to answer the client in, as the office reads it and as the client writes it: "Arabic
 * (العربية)", "French (Français)"; just "English" for the office's own. An office that cannot read
 * "العربية" still knows whom to hand the reply to.
 */
export const replyLanguage = (language: string): string => languageForOffice(language, LANGUAGE);
const ownLabel = (service: string) => (labels.options as Record<string, string | undefined>)[service] ?? service;

/** The office's three actions on a request (absolute URLs), shown in its e-mail. */
export interface OfficeLinks {
  confirm: string;
  propose: string;
  decline: string;
}

export const REQUEST_ID_HEADER = "X-Contact-Request-Id";
export const SHORT_NOTICE_MARK = words.shortNotice.mark;
/** Beside every time of the e-mail: the form asks for, and the office works on, the Geneva clock. */
export const GENEVA_TIME = `(${words.time.geneva})`;
/**
 * On the night the clocks go back, 02:00–02:59 happens twice: a request means the first (../trip/genevaClock.ts),
 * and the e-mail says so beside the time.
 */
export const FIRST_OCCURRENCE = words.time.twice;

/** "Geneva time", or "Geneva time: summer time, the first of the two 02:30s" on the night that time happens twice. */
function genevaTimeWords(day: string | undefined, time: string): string {
  const twice = day !== undefined && time !== "" && genevaMoment(day, time)?.kind === "twice";
  return twice ? fillPlaceholders(FIRST_OCCURRENCE, { time }) : words.time.geneva;
}
/** The place id of the airport in content/rates.json: a journey from it meets an arriving flight. */
export const AIRPORT_PLACE = "airport";
// How long a journey holds the car: shared with the visitor's "Add to calendar" (../catalogue/journeys.ts).
export { TRANSFER_HOURS } from "../catalogue/journeys";

/** The price row's verdict on the total the visitor's page showed (never its amount). */
export const PRICE_CHECK: Record<FareCheck, string> = words.price.check;
export const PRICE_ON_REQUEST = words.price.onRequest;
export const PRICE_LABEL = words.labels.price;

/** What became of the visitor's acknowledgement (./acknowledgement.ts): the office's row says it. */
export type AckStatus = "sent" | "no-challenge" | CapVerdict | "not-composed";
export const ACK_LABEL = words.labels.acknowledgement;
/** In the office's words, never a setting's name; `{{count}}` is the cap that was reached. */
export const ACK_STATUS_TEXT: Record<AckStatus, string> = words.acknowledgement;
const ACK_COUNT: Record<AckStatus, keyof AckSettings | undefined> = {
  sent: undefined,
  "no-challenge": undefined,
  address: "perAddressDaily",
  network: "perNetworkDaily",
  "daily-cap": "dailyCap",
  "not-composed": undefined,
};

/** The office's Acknowledgement row, with the cap in force. */
export function ackStatusText(status: AckStatus, caps: AckSettings = DEFAULT_ACK): string {
  const cap = ACK_COUNT[status];
  return fillPlaceholders(ACK_STATUS_TEXT[status], cap ? { count: caps[cap] } : {});
}

export interface MessageInput {
  id: string;
  /** The visitor's reference (../request/reference.ts): subject, first line and table. */
  reference: string;
  request: ContactRequest;
  /** The request's quote, priced once when it was accepted (../request/quote.ts); none: it could not be priced, the e-mail is sent plain. */
  quote: Quote | undefined;
  receivedAt: Date;
  /** `ack`: the caps the Acknowledgement row quotes (the defaults when not given). */
  config: Pick<ContactConfig, "to" | "from" | "fromName"> & { ack?: AckSettings };
  /** What became of the visitor's acknowledgement; no row when not given (a message built outside the function). */
  acknowledgement?: AckStatus;
  /** The office's three actions on the request (../bookings/): shown, with the guest's language, only when given. */
  links?: OfficeLinks;
}

/** Everything the subject, the table and the calendar share. */
interface Facts {
  reference: string;
  request: ContactRequest;
  service: string;
  details: TripDetails;
  /** The request's day (yyyy-mm-dd) and time, when its date reads as one. */
  start?: WallTime;
  pricing: Pricing;
  check: FareCheck;
  notice?: ShortNotice;
}

/**
 * What the office reads, and schedules from without calling back:
 * `[GPM-9Y7A3H] SHORT NOTICE — Sat 28 Nov 06:00 · Geneva Airport → Lausanne · Mercedes S-Class · CHF 390 — reply in French`;
 * one table in both bodies, every time on the Geneva clock, the price recomputed from the published
 * rates (never the visitor's amount), and an .ics of the job when the request has a date.
 */
export function buildMessage(input: MessageInput): SendMailOptions {
  try {
    return fullMessage(input);
  } catch (error) {
    // Accepted means kept: the request is stored and delivered all the same, with what can be written.
    console.error(`[contact] ${input.id}: the office's e-mail could not be composed in full, sent plain:`, error);
    return plainMessage(input);
  }
}

function fullMessage({ id, reference, request, quote, receivedAt, config, acknowledgement, links }: MessageInput): SendMailOptions {
  const service = request.service ?? "";
  // The stored quote, at the rates this function was built with; the visitor's amount is only compared with it.
  if (!quote) throw new Error("the request has no quote");
  const { day, details, pricing } = quote;
  const start: WallTime | undefined = day ? { date: day, ...(request.serviceTime ? { time: request.serviceTime } : {}) } : undefined;
  const facts: Facts = {
    reference,
    request,
    service,
    details,
    start,
    pricing,
    check: checkClaim(request.fare, pricing),
    notice: shortNotice(noticeFacts({ ...request, details }), receivedAt),
  };
  const rows = messageRows(facts, receivedAt, acknowledgement && ackStatusText(acknowledgement, config.ack), capacityRows(service, details));
  const lead = firstLine(reference, facts.notice);
  const domain = domainOf(config.from);
  let calendar: string | undefined;
  try {
    const events = start ? calendarEvents(facts, `${id}@${domain}`, renderCompact(rows, id, lead)) : [];
    calendar = events.length > 0 ? buildCalendar({ events, stamp: receivedAt }) : undefined;
  } catch (error) {
    console.error(`[contact] ${id}: no calendar file:`, error);
    rows.push({ label: CALENDAR_LABEL, value: NO_CALENDAR });
  }
  const actions = links && officeActions(links, request.language || DEFAULT_LANGUAGE);
  const text = renderText(rows, id, lead, actions);
  return {
    // The envelope is spelled out so that no header value can ever add a recipient.
    envelope: { from: config.from, to: [config.to] },
    from: { name: config.fromName, address: config.from },
    to: config.to,
    // An address object: the name is encoded, never pasted into the header (see compose.ts).
    replyTo: { name: headerText(request.name), address: request.email },
    subject: subjectOf(facts, receivedAt),
    messageId: `<${id}@${domain}>`,
    date: receivedAt,
    headers: { [REQUEST_ID_HEADER]: id },
    text,
    html: renderHtml(rows, id, lead, actions),
    ...(calendar ? { attachments: [{ filename: `${headerText(reference)}.ics`, content: calendar, contentType: CALENDAR_CONTENT_TYPE }] } : {}),
  };
}

export const CALENDAR_LABEL = words.labels.calendar;
export const NO_CALENDAR = words.noCalendar;
export const PLAIN_LEAD = words.plainLead;

/**
 * The office's e-mail when the full one cannot be written: every validated value in its own row, with our
 * own words only (no price, no calendar), so the request still reaches the office.
 */
export function plainMessage({ id, reference, request, receivedAt, config, acknowledgement, links }: MessageInput): SendMailOptions {
  const values: [string, unknown][] = [
    [words.labels.reference, reference],
    ...Object.entries(request).filter(([key]) => key !== "details" && key !== "fare"),
    ...Object.entries(request.details ?? {}).map(([key, value]): [string, unknown] => [`details.${key}`, value]),
  ];
  const rows: Row[] = values.map(([label, value]) =>
    label === "message" ? { label, value: bodyText(String(value ?? "")), multiline: true } : { label, value: headerText(String(value ?? "")) },
  );
  rows.push({ label: words.labels.received, value: formatReceived(receivedAt) });
  if (acknowledgement) rows.push({ label: ACK_LABEL, value: ackStatusText(acknowledgement, config.ack) });
  const lead = `${fillPlaceholders(words.lead, { reference: headerText(reference) })} ${PLAIN_LEAD}`;
  const actions = links && officeActions(links, request.language || DEFAULT_LANGUAGE);
  const domain = domainOf(config.from);
  return {
    envelope: { from: config.from, to: [config.to] },
    from: { name: config.fromName, address: config.from },
    to: config.to,
    replyTo: { name: headerText(request.name), address: request.email },
    // The reference and the service only: nothing typed freely, as in the full message's subject.
    subject: `[${headerText(reference)}] ${headerText(serviceLabel(request.service ?? "") || words.subject.noService)}`,
    messageId: `<${id}@${domain}>`,
    date: receivedAt,
    headers: { [REQUEST_ID_HEADER]: id },
    text: renderText(rows, id, lead, actions),
    html: renderHtml(rows, id, lead, actions),
  };
}

/** The office's actions on a request: three links, and the language the guest's e-mails will be in. */
interface Actions {
  lead: string;
  links: { label: string; href: string }[];
  language: string;
}

/** In the office's language (./officeTexts.ts). */
export function officeActions(links: OfficeLinks, guestLanguage: string): Actions {
  const language = officeLanguage();
  const texts = officeTexts(language).actions;
  return {
    lead: texts.lead,
    links: [
      { label: texts.confirm, href: links.confirm },
      { label: texts.propose, href: links.propose },
      { label: texts.decline, href: links.decline },
    ],
    language: fillPlaceholders(texts.guestLanguage, { language: languageForOffice(guestLanguage, language) }),
  };
}

/** Every capacity warning the form showed the guest (../catalogue/capacity.ts), in the office's language. */
export function capacityRows(service: string, details: TripDetails): Row[] {
  const language = officeLanguage();
  const warning = capacityWarning(capacityOf(service, details), language);
  const texts = officeTexts(language).capacity;
  return warning ? [{ label: texts.label, value: `${texts.lead} ${warning}` }] : [];
}

/** A row's value is one line; `lines` are ours (the price), `multiline` only the visitor's message. */
type Row = { label: string; value: string; href?: string; multiline?: true; lines?: string[] };

function firstLine(reference: string, notice: ShortNotice | undefined): string {
  const lead = fillPlaceholders(words.lead, { reference });
  if (!notice) return lead;
  const hours = pluralText(office.units, "hours", notice.hours, LANGUAGE);
  return `${fillPlaceholders(words.shortNotice.lead, { mark: SHORT_NOTICE_MARK, hours })} ${lead}`;
}

// ---------------------------------------------------------------------------------------------------
// Subject

const text = (value: unknown) => (typeof value === "string" ? value : "");
const count = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);
const serviceName = (service: string) => (service ? serviceTitle(service, LANGUAGE, ownLabel) : words.subject.noService);

/**
 * "Geneva Airport → Lausanne": the fare's places, chosen from the rates' list; "?" for an end without
 * one (its exact address is in the table), "" when neither end has one. Never an address typed: see subjectOf.
 */
function routeOf(details: TripDetails, back = false): string {
  const from = text(details.pickupPlace) ? placeName(text(details.pickupPlace), LANGUAGE) : "";
  const to = text(details.destinationPlace) ? placeName(text(details.destinationPlace), LANGUAGE) : "";
  if (!from && !to) return "";
  const [start, end] = back ? [to, from] : [from, to];
  return `${start || "?"} \u2192 ${end || "?"}`;
}

const hasRoute = (service: string) => ((SERVICES as Record<string, readonly string[]>)[service] ?? []).includes("pickupPlace");

/**
 * `[reference] [SHORT NOTICE — ]when · route or service · class · total[ — reply in <language>]`: what
 * a dispatcher schedules from, in the order they read it. The reference stays first (the office's
 * filters and the stored requests' tools read `[GPM-…]`). Only values the function computed or took
 * from a closed list stand here, never text the visitor typed (the name, an address, a flight, a date
 * that does not read as one): a name "Anna · CHF 120 total" or a pick-up "Hotel · Mercedes S-Class"
 * would otherwise read as a price or a class. Those are in the table, each in its labelled row.
 * Every part still goes through headerText.
 */
function subjectOf(facts: Facts, receivedAt: Date): string {
  const { request, service, details, pricing } = facts;
  const parts: string[] = [subjectWhen(request.serviceDate ?? "", request.serviceTime ?? "", receivedAt)];
  if (hasRoute(service)) {
    parts.push(routeOf(details) || serviceName(service));
    if (details.returnTrip === true && text(details.returnDate)) {
      parts.push(fillPlaceholders(words.subject.returnOn, { when: subjectWhen(text(details.returnDate), text(details.returnTime), receivedAt) }));
    }
  } else {
    parts.push(serviceName(service));
  }
  if (service === "chauffeur-hourly" && count(details.hours)) parts.push(pluralText(office.units, "hours", count(details.hours), LANGUAGE));
  if (service === "personal-assistance" && count(details.durationHours)) {
    parts.push(pluralText(office.units, "hours", count(details.durationHours), LANGUAGE));
  }
  if (text(details.vehicleClass)) parts.push(vehicleClassName(text(details.vehicleClass), LANGUAGE));
  if (text(details.vehicle)) parts.push(vehicleName(text(details.vehicle), LANGUAGE));
  if (text(details.chauffeur)) parts.push(detailValue("chauffeur", details));
  if (text(details.rentalEndDate)) {
    parts.push(fillPlaceholders(words.subject.until, { when: subjectWhen(text(details.rentalEndDate), text(details.rentalEndTime), receivedAt) }));
  }
  if (pricing.status === "priced") parts.push(chf(pricing.total, LANGUAGE));
  if (pricing.status === "onRequest") parts.push(words.subject.onRequest);
  const body = parts.map(headerText).filter(Boolean).join(" · ");
  const lead = facts.notice ? `${SHORT_NOTICE_MARK} — ${body}` : body;
  // The client's language when it is not the office's: the reply is prepared in it from the inbox on.
  const language = request.language || DEFAULT_LANGUAGE;
  const reply = language === LANGUAGE ? "" : fillPlaceholders(words.subject.replyIn, { language: officeLanguageNames.of(language) ?? language });
  return `[${headerText(facts.reference)}] ${[lead, reply].map(headerText).filter(Boolean).join(" — ")}`;
}

/** A day that does not read as one is the visitor's text: the subject only says it is to be confirmed. */
export const UNREAD_DATE = words.subject.unreadDate;

const SUBJECT_DAY = new Intl.DateTimeFormat(languageInfo(LANGUAGE).dateLocale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
const SUBJECT_DAY_YEAR = new Intl.DateTimeFormat(languageInfo(LANGUAGE).dateLocale, {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const YEAR = new Intl.DateTimeFormat("en-CA", { timeZone: SERVICE_TIME_ZONE, year: "numeric" });

/**
 * The subject's "Sat 28 Nov 06:00": the year only when it is not the year the request was received in
 * (Geneva), so next January reads "Sat 9 Jan 2027". A date that does not read as one is UNREAD_DATE
 * (the table has it as written); the time is the schema's HH:MM.
 */
export function subjectWhen(serviceDate: string, serviceTime: string, receivedAt: Date): string {
  const day = serviceDate ? parseServiceDate(serviceDate.trim()) : undefined;
  const noon = day ? new Date(`${day}T12:00:00Z`) : undefined;
  const format = day && day.slice(0, 4) !== YEAR.format(receivedAt) ? SUBJECT_DAY_YEAR : SUBJECT_DAY;
  const date = noon ? format.format(noon).replace(/,/g, "") : serviceDate.trim() ? UNREAD_DATE : "";
  return [date, serviceTime].filter(Boolean).join(" ");
}

// ---------------------------------------------------------------------------------------------------
// Table

/**
 * Values in the bodies lose the invisible characters a header loses (../request/text.ts): a right-to-left
 * override would otherwise make the office read "Bob exe.png" where the visitor sent "Bob gnp.exe",
 * in the text part and in the HTML part alike. Right-to-left scripts themselves are untouched. Only
 * the message keeps its line breaks; in any other value a line break would start a row of its own
 * (a name ending in "\u2028Email: ceo@bank.example"), so there it becomes a space.
 */
function messageRows(facts: Facts, receivedAt: Date, acknowledgement?: string, capacity: Row[] = []): Row[] {
  const { reference, request, service, details } = facts;
  const phone = request.phone ?? "";
  const rows: Row[] = [
    { label: words.labels.reference, value: reference },
    { label: labels.name, value: request.name },
    { label: labels.email, value: request.email, href: mailtoHref(request.email) },
    { label: labels.phone, value: phone, href: phone ? telHref(phone) : undefined },
    { label: labels.service, value: service ? serviceName(service) : "" },
    { label: words.labels.when, value: dateRow(request) },
    ...detailRows(service, details),
    ...priceRows(facts),
    ...capacity,
    { label: labels.message, value: request.message ?? "", multiline: true },
    { label: words.labels.replyIn, value: replyLanguage(request.language || DEFAULT_LANGUAGE) },
    { label: words.labels.received, value: formatReceived(receivedAt) },
    ...(acknowledgement ? [{ label: ACK_LABEL, value: acknowledgement }] : []),
  ];
  return rows.map((row) => ({
    ...row,
    value: row.multiline ? bodyText(row.value) : headerText(row.value),
    ...(row.lines ? { lines: row.lines.map(headerText) } : {}),
  }));
}

// "Friday 14 May 2030, 14:30 (Geneva time)", and the visitor's own wording beside it when it differs
// (French, or free text that is not a date).
function dateRow(request: ContactRequest): string {
  const written = request.serviceDate ?? "";
  const english = formatWhen(written, request.serviceTime ?? "", "long");
  const parsed = written ? parseServiceDate(written.trim()) : undefined;
  const zone = request.serviceTime && parsed ? genevaTimeWords(parsed, request.serviceTime) : "";
  if (!written) return request.serviceTime ? `${english} ${GENEVA_TIME}` : english;
  const visitor = request.serviceTime ? `${written}, ${request.serviceTime}` : written;
  const sameWords = parsed !== undefined && (request.language || DEFAULT_LANGUAGE) === LANGUAGE;
  if (sameWords) return zone ? `${english} (${zone})` : english;
  const wrote = fillPlaceholders(zone ? words.time.zoneAndVisitor : words.time.visitorWrote, { zone, written: visitor });
  return `${english} (${wrote})`;
}

/** The flight's row says which way it flies: arriving when the journey starts at the airport, departing when it ends there. */
function flightLabel(details: TripDetails, back: boolean): string {
  const arriving = details.pickupPlace === AIRPORT_PLACE ? !back : details.destinationPlace === AIRPORT_PLACE ? back : undefined;
  if (arriving === undefined) return back ? detailLabels.returnFlight : detailLabels.flight;
  const label = arriving ? detailLabels.flightArrival : detailLabels.flightDeparture;
  return back ? fillPlaceholders(words.values.returnFlight, { label }) : label;
}

/** Details shown inside another one's row: a day's time, the children's ages with the seats. */
const SHARED_ROW: ReadonlySet<string> = new Set([...PAIRED_TIME_KEYS, "childSeatAges"]);

function detailRows(service: string, details: TripDetails): Row[] {
  const keys: readonly DetailKey[] = (SERVICES as Record<string, readonly DetailKey[]>)[service] ?? [];
  // What belongs to a flag only when the flag is ticked.
  return keys
    .filter((key) => {
      const flag = (DETAILS[key] as DetailSpec).onlyWith;
      return !SHARED_ROW.has(key) && (!flag || details[flag as DetailKey] === true);
    })
    .map((key): Row => {
      if (key === "flight") return { label: flightLabel(details, false), value: detailValue(key, details) };
      if (key === "returnFlight") return { label: flightLabel(details, true), value: detailValue(key, details) };
      return { label: detailLabels[key] ?? key, value: detailValue(key, details) };
    });
}

function detailValue(key: DetailKey, details: TripDetails): string {
  const spec: DetailSpec = DETAILS[key];
  // A day and its time in one row, like the outbound journey, on the Geneva clock.
  if (spec.kind === "date") {
    const time = spec.time ? String(details[spec.time as DetailKey] ?? "") : "";
    const when = formatWhen(String(details[key] ?? ""), time, "long");
    return when && time ? `${when} (${genevaTimeWords(parseServiceDate(String(details[key] ?? "")), time)})` : when;
  }
  if (key === "childSeats") {
    const ages = text(details.childSeatAges);
    const seats = details.childSeats === undefined ? "" : String(details.childSeats);
    return ages ? `${seats || "—"} (${asLabel(detailLabels.childSeatAges)} ${ages})` : seats;
  }
  const value = details[key];
  if (value === undefined) return "";
  if (spec.kind === "flag") return value ? words.values.yes : words.values.no;
  if (spec.kind === "time") return `${String(value)} ${GENEVA_TIME}`;
  if (spec.kind !== "choice") return String(value);
  if (spec.options) {
    const labelKey = spec.options[String(value)];
    return labelKey ? (detailLabels[labelKey] ?? String(value)) : String(value);
  }
  if (spec.from === "fleet") return vehicleName(String(value), LANGUAGE);
  if (spec.from === "vehicleClasses") return vehicleClassName(String(value), LANGUAGE);
  if (spec.from === "places") return placeName(String(value), LANGUAGE);
  return String(value);
}

/**
 * The price row, recomputed from the published rates the function was built with: the breakdown, the
 * total and the rates' date, then what the visitor's page showed compared with it. The visitor's amount
 * itself is never written: an old page's or a forged one is not to be quoted, not even as a hint.
 */
function priceRows({ pricing, check, request }: Facts): Row[] {
  if (pricing.status === "none") return [];
  const claimLine =
    check === "verified" ? fillPlaceholders(PRICE_CHECK.verified, { date: validFromText(request.fare!.validFrom, LANGUAGE) }) : PRICE_CHECK[check];
  if (pricing.status === "onRequest") {
    const reason = pricing.reason?.[LANGUAGE];
    return [
      {
        label: PRICE_LABEL,
        value: "",
        lines: [reason ? fillPlaceholders(words.price.onRequestBecause, { reason }) : PRICE_ON_REQUEST, ...(request.fare ? [claimLine] : [])],
      },
    ];
  }
  if (pricing.status === "incomplete") {
    const lines = [fillPlaceholders(words.price.notPriced, { missing: words.price.missing[pricing.missing] }), ...(request.fare ? [claimLine] : [])];
    return [{ label: PRICE_LABEL, value: "", lines }];
  }
  const total = pricing.kind === "estimate" ? priceTexts.estimate : priceTexts.total;
  const lines = [
    ...pricing.lines.map((line) => priceLineText(line, pricing, priceTexts, LANGUAGE)),
    fillPlaceholders(words.price.total, { total, amount: chf(pricing.total, LANGUAGE), date: validFromText(pricing.validFrom, LANGUAGE) }),
    ...priceNotes(pricing, priceTexts, LANGUAGE),
    claimLine,
  ];
  return [{ label: PRICE_LABEL, value: "", lines }];
}

/**
 * "Fri 14 May 2030, 14:30" (short) or "Friday 14 May 2030, 14:30" (long); a date that does not read as
 * one is kept as written; "" when neither is given.
 */
export function formatWhen(serviceDate: string, serviceTime: string, style: "short" | "long"): string {
  const day = serviceDate ? parseServiceDate(serviceDate.trim()) : undefined;
  const date = day ? weekdayDate(day, LANGUAGE, style) : serviceDate;
  return [date, serviceTime].filter(Boolean).join(", ");
}

// ---------------------------------------------------------------------------------------------------
// Calendar

// The schema accepts no job whose end is not a day and time (`tooFarAhead`); should one get through, the
// calendar file is left out and the office told (buildMessage), never a wrong end written.
function known(end: WallTime | undefined): WallTime {
  if (!end) throw new RangeError("the job's end is not a day and time");
  return end;
}

function calendarEvents(facts: Facts, uid: string, description: string): CalendarEvent[] {
  const { reference, service, details, start } = facts;
  if (!start) return [];
  // The summary, like the subject, holds only values from closed lists: the visitor's words are in the
  // location (the pick-up, in its own property) and the description (the table).
  const what = hasRoute(service) ? routeOf(details) || serviceName(service) : serviceName(service);
  const vehicle = [
    text(details.vehicleClass) && vehicleClassName(text(details.vehicleClass), LANGUAGE),
    text(details.vehicle) && vehicleName(text(details.vehicle), LANGUAGE),
  ];
  const summary = (parts: string[]) => [reference, ...parts].map(headerText).filter(Boolean).join(" · ");
  const place = (address: string, placeId: string) =>
    [headerText(address), placeId ? placeName(placeId, LANGUAGE) : ""].filter(Boolean).join(address && placeId ? ", " : "");
  const location = place(text(details.pickup), text(details.pickupPlace)) || headerText(text(details.deliveryPlace)) || headerText(text(details.meetingPlace));
  const outbound: CalendarEvent = {
    uid,
    start,
    end: known(journeyEnd(service, details, start)),
    summary: summary([what, ...vehicle]),
    location,
    description,
  };
  const events = [outbound];
  const back = hasRoute(service) ? returnJourney(details) : undefined;
  if (back) {
    // The way back is a job of its own for the dispatcher (another day, perhaps another chauffeur): its own event.
    events.push({
      uid: `return-${uid}`,
      start: back.start,
      end: known(back.end),
      summary: summary([words.values.returnEvent, routeOf(details, true), ...vehicle]),
      location: headerText(text(details.returnPickup)) || place(text(details.destination), text(details.destinationPlace)),
      description,
    });
  }
  return events;
}

// ---------------------------------------------------------------------------------------------------
// Rendering

// The lines of a multi-line value are quoted, so that none of them, whatever it says ("Email: …"),
// starts where the table's labels start. Our own lines (the price) are indented under the first.
function renderText(rows: Row[], id: string, lead: string, actions?: Actions): string {
  const width = Math.max(...rows.map((row) => asLabel(row.label).length)) + 1;
  const quoted = (value: string) =>
    value
      .split("\n")
      .map((line) => (line ? `> ${line}` : ">"))
      .join("\n");
  const lines = rows.map(({ label, value, lines: own }) => {
    if (own) return own.map((line, index) => `${index === 0 ? asLabel(label).padEnd(width) : " ".repeat(width)}${line}`).join("\n");
    return value.includes("\n") ? `${asLabel(label)}\n${quoted(value)}\n` : `${asLabel(label).padEnd(width)}${value || "—"}`;
  });
  // The actions first, under the lead: what the dispatcher does next. Each link on its own line, whole.
  const act = actions
    ? `${[actions.lead, ...actions.links.map((link) => `${asLabel(link.label)} ${link.href}`), actions.language].map(headerText).join("\n")}\n\n`
    : "";
  return `${lead}\n\n${act}${lines.join("\n")}\n\n${asLabel(words.labels.requestId)} ${id}\n`;
}

// The calendar event's description: the same rows without the columns' padding, which a calendar's
// proportional font and narrow pane would only scramble.
function renderCompact(rows: Row[], id: string, lead: string): string {
  const lines = rows
    .filter(({ value, lines: own }) => value || own)
    .map(({ label, value, lines: own }) => {
      if (own) return `${asLabel(label)} ${own.join("\n  ")}`;
      return value.includes("\n")
        ? `${asLabel(label)}\n${value
            .split("\n")
            .map((line) => `> ${line}`.trimEnd())
            .join("\n")}`
        : `${asLabel(label)} ${value}`;
    });
  return `${lead}\n\n${lines.join("\n")}\n\n${asLabel(words.labels.requestId)} ${id}`;
}

function renderHtml(rows: Row[], id: string, lead: string, actions?: Actions): string {
  const body = rows
    .map(({ label, value, href, lines }) => {
      const shown = lines ? lines.map(escapeHtml).join("<br>") : escapeHtml(value || "—");
      const cell = href && value ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
      return (
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;border-bottom:1px solid ${mailColors.rule}">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;border-bottom:1px solid ${mailColors.rule};white-space:pre-wrap">${cell}</td></tr>`
      );
    })
    .join("\n");
  return (
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<p><strong>${escapeHtml(lead)}</strong></p>\n${actions ? actionsHtml(actions) : ""}<table cellspacing="0">\n${body}\n</table>\n` +
    `<p style="color:${mailColors.note}">${escapeHtml(asLabel(words.labels.requestId))} ${escapeHtml(id)}</p></body></html>`
  );
}

// Buttons as mail clients draw them: a link with padding and colours inline (no stylesheet, no script).
function actionsHtml({ lead, links, language }: Actions): string {
  const button = ({ label, href }: { label: string; href: string }) =>
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;margin:0 8px 8px 0;background:${mailColors.ink};color:${mailColors.onInk};text-decoration:none;border-radius:4px">${escapeHtml(headerText(label))}</a>`;
  return `<p>${escapeHtml(headerText(lead))}</p>\n<p>${links.map(button).join("")}</p>\n<p>${escapeHtml(headerText(language))}</p>\n`;
}

export function serviceLabel(service: string): string {
  return service ? serviceTitle(service, LANGUAGE, ownLabel) : "";
}

let receivedFormat: Intl.DateTimeFormat | undefined;
export function formatReceived(date: Date): string {
  // Made once: see LONG_DATE_FORMATS in payload.ts.
  receivedFormat ??= new Intl.DateTimeFormat(languageInfo(LANGUAGE).dateLocale, { dateStyle: "full", timeStyle: "long", timeZone: SERVICE_TIME_ZONE });
  return receivedFormat.format(date);
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1);
}
