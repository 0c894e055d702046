import type { SendMailOptions } from "nodemailer";
import { DEFAULT_LANGUAGE, isLanguage, languageInfo, OFFICE_LANGUAGE } from "../i18n/languages";
import { pluralText } from "../i18n/plural";
import { TRANSLATIONS } from "../i18n/translations";
import { serviceTitle, vehicleName } from "./catalog";
import { checkFare, vehicleClassName, type FareCheck } from "./fares";
import { formatChf } from "../i18n/prices";
import type { ContactConfig } from "./config";
import type { TripDetails } from "./details";
import { DETAILS, PAIRED_TIME_KEYS, SERVICES, type DetailKey, type DetailSpec } from "./fields";
import { shortNotice, type ShortNotice } from "./notice";
import { parseServiceDate, SERVICE_TIME_ZONE } from "./payload";
import type { ContactRequest } from "./requestSchema";
import { bodyText, headerText } from "./text";
import { mailtoHref, telHref } from "./channels";

/** The e-mail goes to the company, so labels are in the office's language (English). */
const office = TRANSLATIONS[OFFICE_LANGUAGE];
const labels = office.contact.form;
const detailLabels: Record<DetailKey, string> = office.contact.form.details;
const languageNames: Record<string, string | undefined> = office.language;

export const REQUEST_ID_HEADER = "X-Contact-Request-Id";
export const SHORT_NOTICE_MARK = "SHORT NOTICE";

export interface MessageInput {
  id: string;
  /** The visitor's reference (./reference.ts): subject, first line and table. */
  reference: string;
  request: ContactRequest;
  receivedAt: Date;
  config: Pick<ContactConfig, "to" | "from" | "fromName">;
}

/**
 * What the office reads: `[GPM-7K3F9Q] Private Transportation — Fri 14 May 2030, 14:30 — Élise Müller`
 * (with `SHORT NOTICE — ` after the reference when the start is near), and one table in both bodies.
 */
export function buildMessage({ id, reference, request, receivedAt, config }: MessageInput): SendMailOptions {
  const details: TripDetails = request.details ?? {};
  const notice = shortNotice({ serviceDate: request.serviceDate, serviceTime: request.serviceTime, pickup: details.pickup }, receivedAt);
  // The fare the visitor's page showed, checked against the rates this function was built with.
  const fare = request.fare ? checkFare(request.fare, request, isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE) : undefined;
  const rows = messageRows(reference, request, receivedAt, fare);
  const service = request.service ? serviceTitle(request.service, OFFICE_LANGUAGE, labels.options.other) : "Contact request";
  const when = formatWhen(request.serviceDate ?? "", request.serviceTime ?? "", "short");
  return {
    // The envelope is spelled out so that no header value can ever add a recipient.
    envelope: { from: config.from, to: [config.to] },
    from: { name: config.fromName, address: config.from },
    to: config.to,
    // An address object: the name is encoded, never pasted into the header (see compose.ts).
    replyTo: { name: headerText(request.name), address: request.email },
    // Every part goes through headerText, even our own words: one rule for whatever reaches a header.
    subject: `[${headerText(reference)}] ${[notice ? SHORT_NOTICE_MARK : "", service, fareSubject(fare), when, request.name].map(headerText).filter(Boolean).join(" — ")}`,
    messageId: `<${id}@${domainOf(config.from)}>`,
    date: receivedAt,
    headers: { [REQUEST_ID_HEADER]: id },
    text: renderText(rows, id, firstLine(reference, notice)),
    html: renderHtml(rows, id, firstLine(reference, notice)),
  };
}

/** `multiline` only for the message: every other value is one line, whatever it holds. */
type Row = { label: string; value: string; href?: string; multiline?: true };

function firstLine(reference: string, notice: ShortNotice | undefined): string {
  const lead = `New request ${reference} from the website.`;
  return notice ? `${SHORT_NOTICE_MARK}: the service starts in less than ${pluralText(office.units, "hours", notice.hours, OFFICE_LANGUAGE)}. ${lead}` : lead;
}

/**
 * Values in the bodies lose the invisible characters a header loses (./text.ts): a right-to-left
 * override would otherwise make the office read "Bob exe.png" where the visitor sent "Bob gnp.exe",
 * in the text part and in the HTML part alike. Right-to-left scripts themselves are untouched. Only
 * the message keeps its line breaks; in any other value a line break would start a row of its own
 * (a name ending in "\u2028Email: ceo@bank.example"), so there it becomes a space.
 */
/** The subject's word on the fare: its amount when it is the published one, else that it was not verified. */
function fareSubject(fare: FareCheck | undefined): string {
  if (!fare) return "";
  return fare.verified ? `${formatChf(fare.fare.amount, OFFICE_LANGUAGE)} ${FIXED_FARE}` : FARE_NOT_VERIFIED;
}

export const FIXED_FARE = "fixed fare";
export const FARE_NOT_VERIFIED = "fare not verified";

/**
 * The fare row: the amount, route, class and prices' date when they are the published fare, so the
 * dispatcher confirms without looking it up; otherwise a warning, and what was sent only as what was sent.
 */
function fareRow(fare: FareCheck): Row {
  if (fare.verified) {
    const { fare: found } = fare;
    const route = `${found.origin.name[OFFICE_LANGUAGE]} → ${found.route.to[OFFICE_LANGUAGE]}`;
    // Never "all included": the published supplements (night, child seats...) may apply on top.
    const value = `${formatChf(found.amount, OFFICE_LANGUAGE)} ${FIXED_FARE} (${route}, ${found.vehicleClass.name[OFFICE_LANGUAGE]}; rates valid from ${found.validFrom}; fare ${found.id}), published supplements on top where they apply`;
    return { label: "Fare", value };
  }
  const { claim } = fare;
  return {
    label: "Fare",
    // No amount here: one that does not match the published fare is not to be quoted, not even as a hint.
    value: `NOT VERIFIED: the fare the visitor's page showed (${claim.id}, rates of ${claim.validFrom}) does not match the published rates for this route and vehicle class; quote from the published rates.`,
  };
}

function messageRows(reference: string, request: ContactRequest, receivedAt: Date, fare?: FareCheck): Row[] {
  const phone = request.phone ?? "";
  const rows: Row[] = [
    { label: "Reference", value: reference },
    { label: labels.name, value: request.name },
    { label: labels.email, value: request.email, href: mailtoHref(request.email) },
    { label: labels.phone, value: phone, href: phone ? telHref(phone) : undefined },
    { label: labels.service, value: request.service ? serviceTitle(request.service, OFFICE_LANGUAGE, labels.options.other) : "" },
    { label: "Date and time", value: dateRow(request) },
    ...detailRows(request.service ?? "", request.details ?? {}),
    ...(fare ? [fareRow(fare)] : []),
    { label: labels.message, value: request.message ?? "", multiline: true },
    { label: "Language", value: languageNames[request.language || DEFAULT_LANGUAGE] ?? request.language ?? "" },
    { label: "Received", value: formatReceived(receivedAt) },
  ];
  return rows.map((row) => ({ ...row, value: row.multiline ? bodyText(row.value) : headerText(row.value) }));
}

// "Friday 14 May 2030, 14:30", and the visitor's own wording beside it when it differs (French, or
// free text that is not a date).
function dateRow(request: ContactRequest): string {
  const written = request.serviceDate ?? "";
  const english = formatWhen(written, request.serviceTime ?? "", "long");
  if (!written) return english;
  const visitor = request.serviceTime ? `${written}, ${request.serviceTime}` : written;
  const sameWords = parseServiceDate(written) !== undefined && (request.language || DEFAULT_LANGUAGE) === OFFICE_LANGUAGE;
  return sameWords ? english : `${english} (visitor wrote: ${visitor})`;
}

function detailRows(service: string, details: TripDetails): Row[] {
  const keys: readonly DetailKey[] = (SERVICES as Record<string, readonly DetailKey[]>)[service] ?? [];
  // A day's time shares its row; what belongs to a flag only when the flag is ticked.
  return keys
    .filter((key) => {
      const flag = (DETAILS[key] as DetailSpec).onlyWith;
      return !PAIRED_TIME_KEYS.has(key) && (!flag || details[flag as DetailKey] === true);
    })
    .map((key): Row => ({ label: detailLabels[key], value: detailValue(key, details) }));
}

function detailValue(key: DetailKey, details: TripDetails): string {
  const spec: DetailSpec = DETAILS[key];
  // A day and its time in one row, like the outbound journey.
  if (spec.kind === "date") return formatWhen(String(details[key] ?? ""), spec.time ? String(details[spec.time as DetailKey] ?? "") : "", "long");
  const value = details[key];
  if (value === undefined) return "";
  if (spec.kind === "flag") return value ? "Yes" : "No";
  if (spec.kind !== "choice") return String(value);
  if (spec.options) {
    const labelKey = spec.options[String(value)];
    return labelKey ? ((labels.details as Record<string, string>)[labelKey] ?? String(value)) : String(value);
  }
  if (spec.from === "fleet") return vehicleName(String(value), OFFICE_LANGUAGE);
  if (spec.from === "vehicleClasses") return vehicleClassName(String(value), OFFICE_LANGUAGE);
  return String(value);
}

const WEEKDAY_DATE = {
  short: new Intl.DateTimeFormat(languageInfo(OFFICE_LANGUAGE).dateLocale, {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }),
  long: new Intl.DateTimeFormat(languageInfo(OFFICE_LANGUAGE).dateLocale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }),
};

/**
 * "Fri 14 May 2030, 14:30" (short, for the subject) or "Friday 14 May 2030, 14:30" (long); a date
 * that does not read as one is kept as written; "" when neither is given.
 */
export function formatWhen(serviceDate: string, serviceTime: string, style: "short" | "long"): string {
  const day = serviceDate ? parseServiceDate(serviceDate) : undefined;
  const date = day ? WEEKDAY_DATE[style].format(new Date(`${day}T12:00:00Z`)).replace(",", "") : serviceDate;
  return [date, serviceTime].filter(Boolean).join(", ");
}

// The lines of a multi-line value are quoted, so that none of them, whatever it says ("Email: …"),
// starts where the table's labels start.
function renderText(rows: Row[], id: string, lead: string): string {
  const width = Math.max(...rows.map((row) => row.label.length)) + 2;
  const quoted = (value: string) =>
    value
      .split("\n")
      .map((line) => (line ? `> ${line}` : ">"))
      .join("\n");
  const lines = rows.map(({ label, value }) => (value.includes("\n") ? `${label}:\n${quoted(value)}\n` : `${`${label}:`.padEnd(width)}${value || "—"}`));
  return `${lead}\n\n${lines.join("\n")}\n\nRequest id: ${id}\n`;
}

function renderHtml(rows: Row[], id: string, lead: string): string {
  const body = rows
    .map(({ label, value, href }) => {
      const shown = escapeHtml(value || "—");
      const cell = href && value ? `<a href="${escapeHtml(href)}">${shown}</a>` : shown;
      return (
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;border-bottom:1px solid #ddd">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;border-bottom:1px solid #ddd;white-space:pre-wrap">${cell}</td></tr>`
      );
    })
    .join("\n");
  return (
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<p><strong>${escapeHtml(lead)}</strong></p>\n<table cellspacing="0">\n${body}\n</table>\n` +
    `<p style="color:#666">Request id: ${escapeHtml(id)}</p></body></html>`
  );
}

export function serviceLabel(service: string): string {
  return service ? serviceTitle(service, OFFICE_LANGUAGE, labels.options.other) : "";
}

let receivedFormat: Intl.DateTimeFormat | undefined;
export function formatReceived(date: Date): string {
  // Made once: see LONG_DATE_FORMATS in payload.ts.
  receivedFormat ??= new Intl.DateTimeFormat(languageInfo(OFFICE_LANGUAGE).dateLocale, { dateStyle: "full", timeStyle: "long", timeZone: SERVICE_TIME_ZONE });
  return receivedFormat.format(date);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1);
}
