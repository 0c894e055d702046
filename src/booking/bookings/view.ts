import site from "../../../content/site.json";
import { DEFAULT_LANGUAGE, languageInfo, type Language } from "../../i18n/languages";
import { fillPlaceholders } from "../../i18n/placeholders";
import { TRANSLATIONS } from "../../i18n/translations";
import { serviceTitle } from "../catalogue/catalog";
import { chf, placeName, routeText } from "../catalogue/fares";
import { genevaDateTime } from "../trip/genevaClock";
import type { Booking } from "./booking";
import { serviceDay } from "./links";
import { quotedTotal } from "./transitions";

/**
 * What the booking's pages and plain e-mails say of a booking, in one language: its texts (content,
 * `booking.page.*`) and its values as rows. Every value is the booking's own, validated at acceptance or
 * by the state machine; escaping is the page's and the e-mail's.
 */
export type PageTexts = (typeof TRANSLATIONS)[typeof DEFAULT_LANGUAGE]["booking"]["page"];

export const pageTexts = (language: Language): PageTexts => TRANSLATIONS[language].booking.page;

/** The office's language (content/site.json `officeLanguage`): the office's e-mails' own. */
export { officeLanguage } from "../mail/officeTexts";

/** The office's first phone: what every guest text gives to call. */
export const OFFICE_PHONE: string = site.phones[0] ?? "";

export const fill = fillPlaceholders;

/** A moment as Geneva's clock reads it (yyyy-mm-dd HH:MM): what the office and the guest both read. */
export function genevaText(iso: string): string {
  const { date, time } = genevaDateTime(new Date(iso));
  return `${date} ${time}`;
}

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
  const day = serviceDay(booking);
  if (day) rows.push({ label: texts.labels.when, value: [day, request.serviceTime].filter(Boolean).join(" ") });
  const from = details.pickup ?? (details.pickupPlace ? placeName(String(details.pickupPlace), language) : undefined);
  const to = details.destination ?? (details.destinationPlace ? placeName(String(details.destinationPlace), language) : undefined);
  if (from && to) rows.push({ label: texts.labels.route, value: routeText(String(from), String(to), language) });
  else if (from) rows.push({ label: texts.labels.route, value: String(from) });
  const quoted = quotedTotal(booking);
  rows.push({ label: texts.labels.quoted, value: quoted === undefined ? texts.labels.onRequest : chf(quoted, language) });
  const confirmation = booking.confirmation;
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
  if (proposal.serviceDate) rows.push({ label: texts.labels.date, value: proposal.serviceDate });
  if (proposal.serviceTime) rows.push({ label: texts.labels.time, value: proposal.serviceTime });
  if (proposal.totalChf !== undefined) rows.push({ label: texts.labels.total, value: chf(proposal.totalChf, language) });
  rows.push({ label: texts.labels.reason, value: texts.proposalReasons[proposal.reason] });
  return rows;
}

export const isRtl = (language: Language) => languageInfo(language).dir === "rtl";
