import site from "../../../content/site.json";
import { DEFAULT_LANGUAGE, languageInfo, type Language } from "../../i18n/languages";
import { fillPlaceholders } from "../../i18n/placeholders";
import { TYPESET_TRANSLATIONS } from "../../i18n/translations";
import { serviceTitle } from "../catalogue/catalog";
import { chf, placeName, routeText } from "../catalogue/fares";
import { whenText } from "../mail/acknowledgement";
import { genevaDateTime } from "../trip/genevaClock";
import type { Booking } from "./booking";
import { serviceDay } from "./links";
import { quotedTotal } from "./transitions";

/**
 * What the booking's pages and plain e-mails say of a booking, in one language: its texts (content,
 * `booking.page.*`) and its values as rows. Every value is the booking's own, validated at acceptance or
 * by the state machine; escaping is the page's and the e-mail's.
 */
export type PageTexts = (typeof TYPESET_TRANSLATIONS)[typeof DEFAULT_LANGUAGE]["booking"]["page"];

export const pageTexts = (language: Language): PageTexts => TYPESET_TRANSLATIONS[language].booking.page;

/** The office's language (content/site.json `officeLanguage`): the office's e-mails' own. */
export { officeLanguage } from "../mail/officeTexts";

/** The office's first phone: what every guest text gives to call. */
export const OFFICE_PHONE: string = site.phones[0] ?? "";

export const fill = fillPlaceholders;

/**
 * A moment on Geneva's clock, written as the e-mails write a day and time in `language` (whenText:
 * "Saturday 30 November 2030, 06:00 (Geneva time)", "samedi 30 novembre 2030 à 06:00 (heure de Genève)").
 */
export function genevaText(iso: string, language: Language): string {
  const { date, time } = genevaDateTime(new Date(iso));
  return whenText(date, time, language);
}

/**
 * The day and time the booking is for: those of a proposal the guest accepted (it is confirmed then: the
 * office cannot confirm once it has proposed), else the request's.
 */
export function bookedWhen(booking: Booking, language: Language): string {
  const accepted = booking.proposal && booking.confirmation ? booking.proposal : undefined;
  const day = accepted?.serviceDate ?? serviceDay(booking) ?? "";
  return whenText(day, accepted?.serviceTime ?? str(booking.request.serviceTime), language);
}

/** A proposal's new day and time (the request's day kept when only the time moves); "" when it moves neither. */
export function proposedWhen(booking: Booking, language: Language): string {
  const proposal = booking.proposal;
  if (!proposal || (!proposal.serviceDate && !proposal.serviceTime)) return "";
  return whenText(proposal.serviceDate ?? serviceDay(booking) ?? "", proposal.serviceTime ?? str(booking.request.serviceTime), language);
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

export interface Row {
  label: string;
  value: string;
}

/** The request as it stands: service, when, where, total, and what the office confirmed. */
export function bookingRows(booking: Booking, language: Language): Row[] {
  const texts = pageTexts(language);
  const { request } = booking;
  const details = booking.quote?.details ?? request.details ?? {};
  const rows: Row[] = [{ label: texts.labels.reference, value: booking.reference }];
  if (request.service) rows.push({ label: texts.labels.service, value: serviceTitle(request.service, language, (id) => id) });
  const when = bookedWhen(booking, language);
  if (when) rows.push({ label: texts.labels.when, value: when });
  const from = details.pickup ?? (details.pickupPlace ? placeName(String(details.pickupPlace), language) : undefined);
  const to = details.destination ?? (details.destinationPlace ? placeName(String(details.destinationPlace), language) : undefined);
  if (from && to) rows.push({ label: texts.labels.route, value: routeText(String(from), String(to), language) });
  else if (from) rows.push({ label: texts.labels.route, value: String(from) });
  const quoted = quotedTotal(booking);
  const confirmation = booking.confirmation;
  // Once confirmed at the quoted figure, one total says it; a quote the office changed stays beside the new one.
  if (!confirmation || confirmation.totalChf !== quoted) {
    rows.push({ label: texts.labels.quoted, value: quoted === undefined ? texts.labels.onRequest : chf(quoted, language) });
  }
  if (confirmation) {
    rows.push({ label: texts.labels.total, value: chf(confirmation.totalChf, language) });
    if (confirmation.chauffeurName) rows.push({ label: texts.labels.chauffeur, value: confirmation.chauffeurName });
    if (confirmation.chauffeurMobile) rows.push({ label: texts.labels.mobile, value: confirmation.chauffeurMobile });
    if (confirmation.vehicle) rows.push({ label: texts.labels.vehicle, value: confirmation.vehicle });
    if (confirmation.plate) rows.push({ label: texts.labels.plate, value: confirmation.plate });
    if (confirmation.note) rows.push({ label: texts.labels.note, value: confirmation.note });
  }
  return rows;
}

/** What the office proposed, as rows. */
export function proposalRows(booking: Booking, language: Language): Row[] {
  const texts = pageTexts(language);
  const proposal = booking.proposal;
  if (!proposal) return [];
  const rows: Row[] = [];
  const when = proposedWhen(booking, language);
  if (when) rows.push({ label: TYPESET_TRANSLATIONS[language].booking.mail.labels.newWhen, value: when });
  if (proposal.totalChf !== undefined) rows.push({ label: texts.labels.total, value: chf(proposal.totalChf, language) });
  rows.push({ label: texts.labels.reason, value: texts.proposalReasons[proposal.reason] });
  return rows;
}

export const isRtl = (language: Language) => languageInfo(language).dir === "rtl";
