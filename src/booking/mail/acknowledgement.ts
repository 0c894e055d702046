import type { SendMailOptions } from "nodemailer";
import site from "../../../content/site.json";
import { siteUrl } from "../../i18n/siteUrl";
import { isolate, ltrIsolate } from "../../i18n/bidi";
import { weekdayDate } from "../../i18n/dates";
import { isLanguage, languageInfo, localizedPath, DEFAULT_LANGUAGE, type Language } from "../../i18n/languages";
import { followedBy, labelled } from "../../i18n/labelled";
import { fillPlaceholders } from "../../i18n/placeholders";
import { pluralText } from "../../i18n/plural";
import { mailColors } from "../../styles/theme";
import { TYPESET_TRANSLATIONS } from "../../i18n/translations";
import { serviceTitle, vehicleName } from "../catalogue/catalog";
import { telHref } from "../catalogue/channels";
import { DEFAULT_ACK, type AckSettings, type ContactConfig } from "../config";
import legalPaths from "../../i18n/legalPaths.json";
import type { TripDetails } from "../trip/details";
import { chf, placeName, routeText, vehicleClassName } from "../catalogue/fares";
import { escapeHtml } from "./html";
import { DETAILS } from "../catalogue/fields";
import { priceLineText, type PriceTexts } from "../pricing/priceText";

export type { AckStatus } from "./message";
import { parseServiceDate } from "../request/payload";
import { headerText } from "../request/text";
import type { Quote } from "../request/quote";
import type { ContactRequest } from "../request/requestSchema";

/**
 * The acknowledgement the visitor gets (issue 27), in their language, from the company's address with
 * Reply-To the office. A fixed template fed only with values the function checked against a closed
 * list (the service, the places, the class, the vehicle, the days and times, the counts) and with the
 * price it computed itself: no name, no address, no flight number, no message, nothing the visitor typed
 * freely, so a spammer who puts someone else's address in the form cannot make us carry their text.
 * The texts are `contact.ack.*` in content/locales/<language>/translation.json.
 */

export interface AckTexts {
  subject: string;
  title: string;
  intro: string;
  labels: { reference: string; service: string; when: string; route: string; returnTrip: string; vehicle: string; passengers: string; price: string };
  onRequest: string;
  next_one: string;
  next_other: string;
  terms: string;
  call: string;
  site: string;
  privacy: string;
  notYou: string;
  status: string;
}

export const ackTexts = (language: Language): AckTexts => (TYPESET_TRANSLATIONS[language].contact as unknown as { ack: AckTexts }).ack;

/** RFC 3834: a message no human wrote; vacation responders and ticket systems do not answer it. */
export const AUTO_SUBMITTED = { "Auto-Submitted": "auto-generated" };

export interface AckInput {
  /** The acknowledgement's own id (the store's ackIdFor(request id)): its Message-ID. */
  id: string;
  reference: string;
  request: ContactRequest;
  /** The request's quote, priced once when it was accepted (../request/quote.ts); none: no acknowledgement is composed. */
  quote: Quote | undefined;
  receivedAt: Date;
  /** `ack`: the caps the function applies, so the e-mail states the one per address that it keeps. */
  config: Pick<ContactConfig, "to" | "from" | "fromName"> & { ack?: Pick<AckSettings, "perAddressDaily"> };
  /** The guest's status page (../bookings/), when the request has one: shown under the summary. */
  statusLink?: string;
}

/** A row's value is one line; `lines` are ours (the price's breakdown), each one line under it. */
type Row = { label: string; value: string; lines?: string[] };

/**
 * A web address after its words in the plain text. Never inside an isolate: a mail client's linkifier takes
 * the invisible U+2069 into the address (an Arabic status link opened a 404). In a right-to-left language
 * the address gets a line of its own instead, where it cannot be reordered with the words.
 */
export function linkLine(words: string, url: string, language: Language): string {
  return languageInfo(language).dir === "rtl" ? `${words}\n${url}` : followedBy(words, url);
}

export function buildAcknowledgement({ id, reference, request, quote, receivedAt, config, statusLink }: AckInput): SendMailOptions {
  const language: Language = isLanguage(request.language) ? request.language : DEFAULT_LANGUAGE;
  const texts = ackTexts(language);
  // The office's quote, never a second pricing: without one the acknowledgement is not composed (the office's e-mail says so).
  if (!quote) throw new Error("the request has no quote");
  const rows = summaryRows(reference, request, quote, language, texts);
  const phone = site.phones[0] ?? "";
  const link = `${siteUrl}${localizedPath(language, "/")}`;
  const privacyLink = `${siteUrl}${legalPaths.privacy[language]}`;
  const limit = pluralText(texts as unknown as Record<string, unknown>, "limit", (config.ack ?? DEFAULT_ACK).perAddressDaily, language);
  // In Arabic, the reference, the phone and the address are left-to-right units in the sentences (src/i18n/bidi.ts).
  const values = { reference: ltrIsolate(reference, language), brand: site.brand, site: ltrIsolate(siteUrl.replace(/^https?:\/\//, ""), language) };
  const fill = (text: string) => fillPlaceholders(text, values);
  const next = pluralText(texts as unknown as Record<string, unknown>, "next", site.responseHours, language);
  const paragraphs = {
    intro: fill(texts.intro),
    next: followedBy(next, fill(texts.terms)),
    call: phone ? followedBy(fill(texts.call), ltrIsolate(phone, language)) : "",
    site: linkLine(fill(texts.site), link, language),
    privacy: linkLine(fill(texts.privacy), privacyLink, language),
    notYou: followedBy(fill(texts.notYou), limit),
    status: statusLink ? linkLine(fill(texts.status), statusLink, language) : "",
  };
  const labels = rows.map((row) => labelled(row.label, language));
  const width = Math.max(...labels.map((label) => label.length)) + 1;
  const text = [
    fill(texts.title),
    "",
    paragraphs.intro,
    "",
    // Each value one unit, as the HTML's <bdi>: a Latin name or a price keeps its order in an Arabic line.
    ...rows.map((row, index) =>
      [`${labels[index].padEnd(width)}${isolate(row.value, language)}`, ...(row.lines ?? []).map((line) => `${" ".repeat(width)}${line}`)].join("\n"),
    ),
    "",
    ...(paragraphs.status ? [paragraphs.status, ""] : []),
    paragraphs.next,
    ...(paragraphs.call ? ["", paragraphs.call] : []),
    "",
    paragraphs.site,
    paragraphs.privacy,
    "",
    "-- ",
    paragraphs.notYou,
    "",
  ].join("\n");
  const e = escapeHtml;
  const { dir } = languageInfo(language);
  const [start, end] = dir === "rtl" ? ["right", "left"] : ["left", "right"];
  const html = [
    `<!doctype html><html lang="${e(language)}" dir="${dir}"><head><meta charset="utf-8"><title>${e(fill(texts.title))}</title></head>`,
    `<body style="font-family:Arial,Helvetica,sans-serif;color:${mailColors.ink};max-width:36em">`,
    `<h1 style="font-size:1.25em">${e(fill(texts.title))}</h1>`,
    `<p>${e(paragraphs.intro)}</p>`,
    `<table cellpadding="4" style="border-collapse:collapse">`,
    // Mail clients honour align and physical padding more than logical CSS: the label's side follows the
    // direction. Each value is isolated (<bdi>: a price or a reference reads left to right in Arabic).
    ...rows.map(
      (row) =>
        `<tr><th align="${start}" valign="top" style="padding-${end}:1em">${e(row.label)}</th><td>${[row.value, ...(row.lines ?? [])].map((value) => `<bdi>${e(value)}</bdi>`).join("<br>")}</td></tr>`,
    ),
    `</table>`,
    statusLink ? `<p>${e(fill(texts.status))} <a dir="ltr" href="${e(statusLink)}">${e(statusLink)}</a></p>` : "",
    `<p>${e(paragraphs.next)}</p>`,
    phone ? `<p>${e(fill(texts.call))} <a dir="ltr" href="${e(telHref(phone))}">${e(phone)}</a></p>` : "",
    `<p>${e(fill(texts.site))} <a dir="ltr" href="${e(link)}">${e(link)}</a><br>${e(fill(texts.privacy))} <a dir="ltr" href="${e(privacyLink)}">${e(privacyLink)}</a></p>`,
    `<p style="color:${mailColors.muted};font-size:0.85em">${e(paragraphs.notYou)}</p>`,
    `</body></html>`,
  ].join("\n");
  const domain = config.from.split("@")[1] ?? "localhost";
  return {
    // Spelled out, like the office's e-mail: no header value can add a recipient.
    envelope: { from: config.from, to: [request.email] },
    from: { name: config.fromName, address: config.from },
    // The bare address: the name the visitor typed is free text and is not repeated.
    to: { name: "", address: request.email },
    replyTo: { name: config.fromName, address: config.to },
    subject: headerText(fill(texts.subject)),
    messageId: `<${id}@${domain}>`,
    date: receivedAt,
    headers: { ...AUTO_SUBMITTED },
    text,
    html,
  };
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * The summary: only values a closed list or a format checked, and the price computed here; the booking's
 * e-mails (./bookingMessages.ts) show the same rows, without the quote's price (they state the confirmed one).
 */
export function summaryRows(reference: string, request: ContactRequest, quote: Quote, language: Language, texts: AckTexts, withPrice = true): Row[] {
  const details: TripDetails = request.details ?? {};
  const service = request.service ?? "";
  const ownLabel = (id: string) => (TYPESET_TRANSLATIONS[language].contact.form.options as Record<string, string | undefined>)[id] ?? "";
  const rows: Row[] = [{ label: texts.labels.reference, value: reference }];
  if (service) rows.push({ label: texts.labels.service, value: serviceTitle(service, language, ownLabel) });
  const when = whenText(str(request.serviceDate), str(request.serviceTime), language);
  if (when) rows.push({ label: texts.labels.when, value: when });
  const from = str(details.pickupPlace) ? placeName(str(details.pickupPlace), language) : "";
  const to = str(details.destinationPlace) ? placeName(str(details.destinationPlace), language) : "";
  if (from || to) rows.push({ label: texts.labels.route, value: routeText(from || "?", to || "?", language) });
  if (details.returnTrip === true) {
    const back = whenText(str(details.returnDate), str(details.returnTime), language);
    if (back) rows.push({ label: texts.labels.returnTrip, value: back });
  }
  const vehicle = [
    str(details.vehicleClass) && vehicleClassName(str(details.vehicleClass), language),
    str(details.vehicle) && vehicleName(str(details.vehicle), language),
  ]
    .filter(Boolean)
    .join(", ");
  if (vehicle) rows.push({ label: texts.labels.vehicle, value: vehicle });
  if (typeof details.passengers === "number") rows.push({ label: texts.labels.passengers, value: String(details.passengers) });
  // What else the guest chose, under the form's own labels: the hours, the seats, the chauffeur, the rental's end.
  const form = TYPESET_TRANSLATIONS[language].contact.form.details as unknown as Record<string, string>;
  const count = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);
  for (const key of ["hours", "durationHours"] as const) {
    if (count(details[key])) rows.push({ label: form[key], value: pluralText(TYPESET_TRANSLATIONS[language].units, "hours", count(details[key]), language) });
  }
  if (count(details.childSeats)) rows.push({ label: form.childSeats, value: String(details.childSeats) });
  const chauffeur = (DETAILS.chauffeur.options as Readonly<Record<string, string | undefined>>)[str(details.chauffeur)];
  if (chauffeur) rows.push({ label: form.chauffeur, value: form[chauffeur] ?? "" });
  const rentalEnd = whenText(str(details.rentalEndDate), str(details.rentalEndTime), language);
  if (rentalEnd) rows.push({ label: form.rentalEndDate, value: rentalEnd });
  // The office's quote, stored with the request (a long-form end date priced there from the same normalised days),
  // with its breakdown as the form showed it: the hours' rate, a night supplement, the child seats.
  const { pricing } = withPrice ? quote : { pricing: { status: "none" as const } };
  if (pricing.status === "priced") {
    const priceTexts = (TYPESET_TRANSLATIONS[language].contact as unknown as { price: PriceTexts }).price;
    const lines = pricing.lines.map((line) => priceLineText(line, pricing, priceTexts, language));
    rows.push({ label: texts.labels.price, value: chf(pricing.total, language), lines });
  }
  if (pricing.status === "onRequest") rows.push({ label: texts.labels.price, value: texts.onRequest });
  // headerText even on our own values: one line each, whatever the content holds.
  return rows.map((row) => ({ label: headerText(row.label), value: headerText(row.value), ...(row.lines ? { lines: row.lines.map(headerText) } : {}) }));
}

/** "Saturday 30 November 2030, 06:00 (Geneva time)" in the visitor's language; "" unless the date reads as one. */
export function whenText(date: string, time: string, language: Language): string {
  const day = date ? parseServiceDate(date.trim()) : undefined;
  if (!day) return "";
  const written = weekdayDate(day, language);
  // The day and the time joined as the language writes them (the confirmation's sentence): "…, 06:00 (Geneva time)",
  // "… à 06:00", "…، الساعة 06:00", "…日 06:00（日内瓦时间）".
  return TIME.test(time) ? fillPlaceholders(TYPESET_TRANSLATIONS[language].contact.sent.dateTime, { date: written, time }) : written;
}
