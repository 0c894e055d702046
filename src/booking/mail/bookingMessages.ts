import type { SendMailOptions } from "nodemailer";
import company from "../../../content/company.json";
import site from "../../../content/site.json";
import { ltrIsolate } from "../../i18n/bidi";
import { languageInfo, type Language } from "../../i18n/languages";
import { followedBy, labelled, labelledValue } from "../../i18n/labelled";
import { fillPlaceholders } from "../../i18n/placeholders";
import { countsIn, writeQuantity } from "../../i18n/quantities";
import { siteUrl } from "../../i18n/siteUrl";
import { TYPESET_TRANSLATIONS } from "../../i18n/translations";
import { typeset } from "../../i18n/typography";
import { mailColors } from "../../styles/theme";
import type { Booking, DeclineReason, ProposalReason } from "../bookings/booking";
import type { OfficeNotice } from "../bookings/transitions";
import { bookedWhen, genevaText, proposedWhen } from "../bookings/view";
import { buildCalendar, CALENDAR_CONTENT_TYPE, type WallTime } from "../calendar/calendar";
import { serviceTitle } from "../catalogue/catalog";
import { telHref } from "../catalogue/channels";
import { chf, placeName, PUBLISHED } from "../catalogue/fares";
import { journeyEnd } from "../catalogue/journeys";
import type { ContactConfig } from "../config";
import { priceLineText, type PriceTexts } from "../pricing/priceText";
import { headerText } from "../request/text";
import { ackTexts, AUTO_SUBMITTED, linkLine, summaryRows } from "./acknowledgement";
import { escapeHtml } from "./html";
import { REQUEST_ID_HEADER } from "./message";
import { officeLanguage, officeTexts } from "./officeTexts";

/**
 * The e-mails of a booking once the office has answered (docs/requests.md): the confirmation, a proposal
 * and a decline to the guest, in the request's language (`booking.mail.*` in
 * content/locales/<language>/translation.json), and the cancellation notice to the office. Like the
 * acknowledgement, each is a fixed template fed only with the request's validated values from closed lists,
 * the stored quote and the office's choices (a reason from a closed list, a total, a chauffeur's name and
 * number, a vehicle, a plate, a note typed by the office), every value escaped; the subject holds nothing
 * typed freely. Pure: the booking's transitions (../bookings/) call these and store what they return.
 */

/** The guest's links (absolute URLs): the status page, and a proposal's answers. */
export interface GuestLinks {
  status: string;
  accept?: string;
  refuse?: string;
}

export type BookingMailConfig = Pick<ContactConfig, "to" | "from" | "fromName">;

interface BookingTexts {
  confirmation: { subject: string; title: string; intro: string };
  proposal: { subject: string; title: string; intro: string; answer: string; accept: string; refuse: string };
  decline: { subject: string; title: string; intro: string };
  proposalReasons: Record<ProposalReason, string>;
  declineReasons: Record<DeclineReason, string>;
  labels: Record<"total" | "includes" | "supplements" | "chauffeur" | "assignedVehicle" | "note" | "reason" | "newWhen" | "newTotal" | "cancellation", string>;
  cancellation: string;
  call: string;
  status: string;
  calendar: string;
}

export const bookingTexts = (language: Language): BookingTexts =>
  (TYPESET_TRANSLATIONS[language] as unknown as { booking: { mail: BookingTexts } }).booking.mail;

/** The site's host: the calendar event's UID is `<booking id>@<host>`, one per request whatever the version. */
export const siteHost = () => new URL(siteUrl).host;
export const calendarUid = (booking: Pick<Booking, "id">) => `${booking.id}@${siteHost()}`;

/** A message's id for the booking's version: a retried delivery of the same version is the same message. */
const messageId = (booking: Booking, kind: string, config: BookingMailConfig) =>
  `<${booking.id}.${kind}.${booking.version}@${config.from.split("@")[1] ?? "localhost"}>`;

/**
 * The Terms' numbers (content/company.json `terms`, the owner's values) written as the Terms write them in
 * `language` ("24 hours", "50 %"): the same units as src/content/quantities.ts, read here from the file itself
 * (the core reads no src/content/).
 */
export function termsValues(language: Language): Record<string, string> {
  const counts = countsIn(TYPESET_TRANSLATIONS[language].counts as unknown as Record<string, unknown>, language);
  const { terms } = company;
  return {
    freeCancellationDuration: ltrIsolate(writeQuantity(terms.freeCancellationHours, "hours", language, counts), language),
    lateCancellationShare: ltrIsolate(writeQuantity(terms.lateCancellationPercent, "percent", language, counts), language),
    freeWaitingDuration: writeQuantity(terms.freeWaitingMinutes, "minutes", language, counts),
    airportWaitingDuration: writeQuantity(PUBLISHED.airportWaitingMinutes, "minutes", language, counts),
  };
}

type Row = { label: string; value: string; lines?: string[] };

interface Parts {
  language: Language;
  subject: string;
  title: string;
  intro: string;
  rows: Row[];
  /** Paragraphs after the table; `links` are shown as buttons in HTML, as lines in text. */
  after: string[];
  links: { label: string; href: string }[];
  status: string;
  calendar?: string;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** The request's rows (the acknowledgement's summary) without the quote's price: each e-mail states its own. */
function requestRows(booking: Booking, language: Language): Row[] {
  if (!booking.quote) throw new Error("the booking has no quote");
  return summaryRows(booking.reference, booking.request, booking.quote, language, ackTexts(language), false);
}

/**
 * The addresses the guest typed (pick-up, drop-off, meeting, delivery and collection places), under the form's
 * labels: the acknowledgement leaves them out (anyone can type anyone's address into the form), the
 * confirmation goes out only once the office has read the request, and the chauffeur goes to these.
 */
function addressRows(booking: Booking, language: Language): Row[] {
  const form = TYPESET_TRANSLATIONS[language].contact.form.details as unknown as Record<string, string>;
  const details = booking.quote?.details ?? {};
  return (["pickup", "destination", "meetingPlace", "deliveryPlace", "collectionPlace"] as const)
    .filter((key) => str(details[key]).trim() !== "")
    .map((key) => ({ label: form[key], value: str(details[key]) }));
}

function confirmedRows(booking: Booking, language: Language, texts: BookingTexts): Row[] {
  const confirmation = booking.confirmation;
  if (!confirmation) throw new Error("the booking is not confirmed");
  const rows = [...requestRows(booking, language), ...addressRows(booking, language)];
  const { pricing } = booking.quote!;
  const priceTexts = (TYPESET_TRANSLATIONS[language].contact as unknown as { price: PriceTexts }).price;
  // The breakdown is the stored quote's: shown only when the office kept its total (another total is the office's own).
  const breakdown =
    pricing.status === "priced" && pricing.total === confirmation.totalChf
      ? pricing.lines.map((line) => priceLineText(line, pricing, priceTexts, language))
      : [];
  const values = termsValues(language);
  // The Rates' own texts (content/rates.json), in the language's typography as the Rates show them.
  const included = [
    ...PUBLISHED.included.map((line) => fillPlaceholders(typeset(line[language] ?? "", language), values)),
    typeset(PUBLISHED.vatIncluded[language] ?? "", language),
  ].filter(Boolean);
  const supplements = PUBLISHED.supplements
    .filter((supplement) => supplement.amount !== null && supplement.label[language])
    .map((supplement) =>
      typeset(
        `${labelledValue(supplement.label[language]!, chf(supplement.amount!, language), language)}${supplement.unit?.[language] ? ` ${supplement.unit[language]}` : ""}`,
        language,
      ),
    );
  rows.push({ label: texts.labels.total, value: chf(confirmation.totalChf, language) });
  if (breakdown.length > 0 || included.length > 0) rows.push({ label: texts.labels.includes, value: "", lines: [...breakdown, ...included] });
  if (supplements.length > 0) rows.push({ label: texts.labels.supplements, value: "", lines: supplements });
  const chauffeur = [confirmation.chauffeurName, confirmation.chauffeurMobile && ltrIsolate(confirmation.chauffeurMobile, language)].filter(Boolean).join(", ");
  if (chauffeur) rows.push({ label: texts.labels.chauffeur, value: chauffeur });
  const vehicle = [confirmation.vehicle, confirmation.plate && ltrIsolate(confirmation.plate, language)].filter(Boolean).join(", ");
  if (vehicle) rows.push({ label: texts.labels.assignedVehicle, value: vehicle });
  if (confirmation.note) rows.push({ label: texts.labels.note, value: confirmation.note });
  rows.push({ label: texts.labels.cancellation, value: fillPlaceholders(texts.cancellation, values) });
  return rows;
}

/**
 * The guest's confirmation: the booking as confirmed, the confirmed total with what it includes and the
 * published supplements, the Terms' cancellation rule, the chauffeur and vehicle when the office gave them,
 * the office's phone, the status link, and one calendar event (UID per request, SEQUENCE the booking's version).
 */
export function buildConfirmation(booking: Booking, links: GuestLinks, config: BookingMailConfig): SendMailOptions {
  const { language } = booking;
  const texts = bookingTexts(language);
  const fill = fillerOf(booking, language);
  const calendar = confirmationCalendar(booking, language);
  return render(
    booking,
    "confirmation",
    {
      language,
      subject: fill(texts.confirmation.subject),
      title: fill(texts.confirmation.title),
      intro: fill(texts.confirmation.intro),
      rows: confirmedRows(booking, language, texts),
      after: calendar ? [texts.calendar] : [],
      links: [],
      status: links.status,
      calendar,
    },
    config,
    booking.confirmation!.confirmedAt,
  );
}

/** The guest's proposal: the request, what the office proposes instead and why, and the links to answer. */
export function buildProposal(booking: Booking, links: GuestLinks, config: BookingMailConfig): SendMailOptions {
  const { language } = booking;
  const proposal = booking.proposal;
  if (!proposal) throw new Error("the booking has no proposal");
  const texts = bookingTexts(language);
  const fill = fillerOf(booking, language);
  const rows = requestRows(booking, language);
  const when = proposedWhen(booking, language);
  if (when) rows.push({ label: texts.labels.newWhen, value: when });
  if (proposal.totalChf !== undefined) rows.push({ label: texts.labels.newTotal, value: chf(proposal.totalChf, language) });
  rows.push({ label: texts.labels.reason, value: texts.proposalReasons[proposal.reason] });
  const answers = [
    ...(links.accept ? [{ label: texts.proposal.accept, href: links.accept }] : []),
    ...(links.refuse ? [{ label: texts.proposal.refuse, href: links.refuse }] : []),
  ];
  return render(
    booking,
    "proposal",
    {
      language,
      subject: fill(texts.proposal.subject),
      title: fill(texts.proposal.title),
      intro: fill(texts.proposal.intro),
      rows,
      after: answers.length > 0 ? [texts.proposal.answer] : [],
      links: answers,
      status: links.status,
    },
    config,
    proposal.proposedAt,
  );
}

/** The guest's decline: the request and the office's reason, from a closed list. */
export function buildDecline(booking: Booking, links: GuestLinks, config: BookingMailConfig): SendMailOptions {
  const { language } = booking;
  const decline = booking.decline;
  if (!decline) throw new Error("the booking is not declined");
  const texts = bookingTexts(language);
  const fill = fillerOf(booking, language);
  const rows = [...requestRows(booking, language), { label: texts.labels.reason, value: texts.declineReasons[decline.reason] }];
  return render(
    booking,
    "decline",
    {
      language,
      subject: fill(texts.decline.subject),
      title: fill(texts.decline.title),
      intro: fill(texts.decline.intro),
      rows,
      after: [],
      links: [],
      status: links.status,
    },
    config,
    decline.declinedAt,
  );
}

/**
 * The office's notice of what the guest did from their link, in the office's language (./officeTexts.ts):
 * cancelled a confirmed booking, accepted a proposal (the booking is confirmed at the proposed day, time and
 * total) or refused it (the request is closed). The reference first in the subject (the office's filters read
 * `[GPM-…]`), the service, the day and time the booking is (or was) for, what was proposed, and when the guest
 * answered. The calendar event is not withdrawn on a cancellation: the office's own calendar keeps the job
 * until the dispatcher removes it.
 */
export function buildOfficeNotice(booking: Booking, notice: OfficeNotice, config: BookingMailConfig): SendMailOptions {
  const at = notice === "accepted" ? booking.confirmation?.confirmedAt : booking.cancelledAt;
  if (!at || (notice !== "cancellation" && !booking.proposal)) throw new Error(`the booking has no ${notice}`);
  const language = officeLanguage();
  const office = officeTexts(language);
  const words = notice === "cancellation" ? { ...office.cancellation, at: office.cancellation.cancelledAt } : office.proposalAnswer[notice];
  const ack = ackTexts(language);
  const mail = bookingTexts(language);
  const service = booking.request.service ?? "";
  const ownLabel = (id: string) => (TYPESET_TRANSLATIONS[language].contact.form.options as Record<string, string | undefined>)[id] ?? "";
  const serviceName = service ? serviceTitle(service, language, ownLabel) : "";
  const when = bookedWhen(booking, language);
  const proposed = notice === "refused" ? proposedWhen(booking, language) : "";
  const total = notice === "accepted" ? booking.confirmation?.totalChf : notice === "refused" ? booking.proposal?.totalChf : undefined;
  const rows: Row[] = [
    { label: ack.labels.reference, value: booking.reference },
    ...(serviceName ? [{ label: ack.labels.service, value: serviceName }] : []),
    ...(when ? [{ label: ack.labels.when, value: when }] : []),
    ...(proposed ? [{ label: mail.labels.newWhen, value: proposed }] : []),
    ...(total !== undefined ? [{ label: notice === "accepted" ? mail.labels.total : mail.labels.newTotal, value: chf(total, language) }] : []),
    { label: words.at, value: genevaText(at, language) },
  ].map((row) => ({ label: headerText(row.label), value: headerText(row.value) }));
  const lead = headerText(fillPlaceholders(words.lead, { reference: booking.reference }));
  const labels = rows.map((row) => labelled(row.label, language));
  const width = Math.max(...labels.map((label) => label.length)) + 1;
  const text = `${lead}\n\n${rows.map((row, index) => `${labels[index].padEnd(width)}${row.value}`).join("\n")}\n\n${labelledValue(office.mail.labels.requestId, booking.id, language)}\n`;
  const e = escapeHtml;
  const html =
    `<!doctype html><html><body style="font-family:sans-serif"><p><strong>${e(lead)}</strong></p>\n<table cellspacing="0">\n` +
    rows.map((row) => `<tr><th align="left" style="padding:4px 12px 4px 0">${e(row.label)}</th><td>${e(row.value)}</td></tr>`).join("\n") +
    `\n</table>\n<p style="color:${mailColors.note}">${e(labelledValue(office.mail.labels.requestId, booking.id, language))}</p></body></html>`;
  return {
    envelope: { from: config.from, to: [config.to] },
    from: { name: config.fromName, address: config.from },
    to: config.to,
    replyTo: { name: "", address: booking.request.email },
    subject: `[${headerText(booking.reference)}] ${[serviceName, words.subject].map(headerText).filter(Boolean).join(" — ")}`,
    messageId: messageId(booking, "office-notice", config),
    date: new Date(at),
    headers: { [REQUEST_ID_HEADER]: booking.id },
    text,
    html,
  };
}

// ---------------------------------------------------------------------------------------------------

function fillerOf(booking: Booking, language: Language) {
  // The reference is a left-to-right unit in an Arabic sentence (../../i18n/bidi.ts).
  const values = { reference: ltrIsolate(booking.reference, language), brand: site.brand };
  return (text: string) => fillPlaceholders(text, values);
}

/**
 * The one calendar event of the confirmed service: on the Geneva clock (TZID Europe/Zurich), its UID the
 * request's (a later version of the booking updates the same event: SEQUENCE is the version), its location
 * the pick-up (or the place); none when the request has no day.
 */
function confirmationCalendar(booking: Booking, language: Language): string | undefined {
  const quote = booking.quote!;
  const day = quote.day;
  if (!day) return undefined;
  const time = str(booking.request.serviceTime);
  const start: WallTime = time ? { date: day, time } : { date: day };
  const service = booking.request.service ?? "";
  const { details } = quote;
  const end = journeyEnd(service, details, start) ?? start;
  const ownLabel = (id: string) => (TYPESET_TRANSLATIONS[language].contact.form.options as Record<string, string | undefined>)[id] ?? "";
  const summary = [site.brand, booking.reference, service ? serviceTitle(service, language, ownLabel) : ""].filter(Boolean).join(" · ");
  const pickup = [str(details.pickup), str(details.pickupPlace) ? placeName(str(details.pickupPlace), language) : ""].filter(Boolean).join(", ");
  const location = pickup || str(details.deliveryPlace) || str(details.meetingPlace);
  return buildCalendar({
    events: [{ uid: calendarUid(booking), sequence: booking.version, start, end, summary: headerText(summary), location: headerText(location) }],
    stamp: new Date(booking.confirmation?.confirmedAt ?? Date.now()),
    productId: "-//Geneva Premium Mobility//Bookings//EN",
  });
}

function render(booking: Booking, kind: string, parts: Parts, config: BookingMailConfig, at: string): SendMailOptions {
  const { language } = parts;
  const texts = bookingTexts(language);
  const phone = site.phones[0] ?? "";
  // headerText even on our own values and the office's: one line each, whatever they hold.
  const rows = parts.rows.map((row) => ({
    label: headerText(row.label),
    value: headerText(row.value),
    ...(row.lines ? { lines: row.lines.map(headerText) } : {}),
  }));
  const labels = rows.map((row) => labelled(row.label, language));
  const width = Math.max(...labels.map((label) => label.length)) + 1;
  const call = phone ? followedBy(texts.call, ltrIsolate(phone, language)) : "";
  const text = [
    parts.title,
    "",
    parts.intro,
    "",
    ...rows.map((row, index) =>
      row.lines ? [labels[index], ...row.lines.map((line) => `${" ".repeat(width)}${line}`)].join("\n") : `${labels[index].padEnd(width)}${row.value}`,
    ),
    ...parts.after.flatMap((paragraph) => ["", paragraph]),
    ...parts.links.map((link) => labelledValue(link.label, link.href, language)),
    ...(call ? ["", call] : []),
    "",
    linkLine(texts.status, parts.status, language),
    "",
  ].join("\n");
  const e = escapeHtml;
  const { dir } = languageInfo(language);
  const [start, end] = dir === "rtl" ? ["right", "left"] : ["left", "right"];
  const button = (link: { label: string; href: string }) =>
    `<a href="${e(link.href)}" style="display:inline-block;padding:10px 18px;margin-${end}:8px;background:${mailColors.ink};color:${mailColors.onInk};text-decoration:none;border-radius:4px">${e(link.label)}</a>`;
  const html = [
    `<!doctype html><html lang="${e(language)}" dir="${dir}"><head><meta charset="utf-8"><title>${e(parts.title)}</title></head>`,
    // The body's own style is dropped by some clients (Gmail): the wrapper carries the font and the width.
    `<body style="font-family:Arial,Helvetica,sans-serif;color:${mailColors.ink}">`,
    `<div style="font-family:Arial,Helvetica,sans-serif;color:${mailColors.ink};max-width:36em;line-height:1.45">`,
    `<h1 style="font-size:1.25em">${e(parts.title)}</h1>`,
    `<p>${e(parts.intro)}</p>`,
    `<table cellpadding="6" width="100%" style="border-collapse:collapse">`,
    ...rows.map(
      (row) =>
        `<tr><th align="${start}" valign="top" width="32%" style="padding-${start}:0;padding-${end}:1em;border-top:1px solid ${mailColors.rule}">${e(row.label)}</th><td valign="top" style="border-top:1px solid ${mailColors.rule}">${
          // One item a line, a little apart: the inclusions and supplements are read one by one.
          row.lines ? row.lines.map((line) => `<div style="margin:0 0 4px"><bdi>${e(line)}</bdi></div>`).join("") : `<bdi>${e(row.value)}</bdi>`
        }</td></tr>`,
    ),
    `</table>`,
    ...parts.after.map((paragraph) => `<p>${e(paragraph)}</p>`),
    parts.links.length > 0 ? `<p>${parts.links.map(button).join("")}</p>` : "",
    phone ? `<p>${e(texts.call)} <a dir="ltr" href="${e(telHref(phone))}" style="white-space:nowrap">${e(phone)}</a></p>` : "",
    // The link is long and has no spaces: broken anywhere, it never widens a phone's message.
    `<p>${e(texts.status)} <a dir="ltr" href="${e(parts.status)}" style="word-break:break-all;font-size:.85em">${e(parts.status)}</a></p>`,
    `</div></body></html>`,
  ]
    .filter(Boolean)
    .join("\n");
  return {
    envelope: { from: config.from, to: [booking.request.email] },
    from: { name: config.fromName, address: config.from },
    to: { name: "", address: booking.request.email },
    replyTo: { name: config.fromName, address: config.to },
    subject: headerText(parts.subject),
    messageId: messageId(booking, kind, config),
    date: new Date(at),
    headers: { ...AUTO_SUBMITTED },
    text,
    html,
    ...(parts.calendar
      ? { attachments: [{ filename: `${headerText(booking.reference)}.ics`, content: parts.calendar, contentType: CALENDAR_CONTENT_TYPE }] }
      : {}),
  };
}
