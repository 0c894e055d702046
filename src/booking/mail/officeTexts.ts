import site from "../../../content/site.json";
import { isOfficeLanguage, languageInfo, OFFICE_LANGUAGE, type Language, type OfficeLanguage } from "../../i18n/languages";
import { pluralText } from "../../i18n/plural";
import { TYPESET_TRANSLATIONS } from "../../i18n/translations";
import type { CapacityCheck } from "../catalogue/capacity";
import { vehicleClassName } from "../catalogue/fares";
import { fillPlaceholders } from "../../i18n/placeholders";

/**
 * The office's words that live in content (`office.*` in content/locales/<language>/translation.json, only in
 * the office's languages) and the language it reads them in: content/site.json `officeLanguage`, chosen in the
 * admin. Every word of the office's e-mail for each request (./message.ts) is read from here.
 */
export interface OfficeTexts {
  actions: { lead: string; confirm: string; propose: string; decline: string; guestLanguage: string };
  capacity: { label: string; lead: string };
  cancellation: { subject: string; lead: string; cancelledAt: string };
  mail: OfficeMailTexts;
  /** The guest's answer to a proposal (./bookingMessages.ts buildOfficeNotice). */
  proposalAnswer: Record<"accepted" | "refused", { subject: string; lead: string; at: string }>;
  /** The office's page (../pages/bookingPage.ts): a proposed day and time already gone (the form's other rules say theirs). */
  page: { past: string };
}

/** The words of the office's e-mail for each request (./message.ts); `{{…}}` are the request's values. */
export interface OfficeMailTexts {
  lead: string;
  shortNotice: { mark: string; lead: string };
  labels: Record<"reference" | "when" | "price" | "replyIn" | "received" | "acknowledgement" | "calendar" | "requestId", string>;
  subject: Record<"noService" | "returnOn" | "until" | "onRequest" | "replyIn" | "unreadDate", string>;
  time: Record<"geneva" | "twice" | "visitorWrote" | "zoneAndVisitor", string>;
  values: Record<"yes" | "no" | "returnFlight" | "returnEvent", string>;
  price: {
    total: string;
    onRequest: string;
    onRequestBecause: string;
    notPriced: string;
    missing: Record<"places" | "route" | "vehicleClass" | "hours" | "vehicle" | "chauffeur" | "end", string>;
    check: Record<"verified" | "differs" | "none", string>;
  };
  /** What became of the visitor's acknowledgement: one text per ./message.ts AckStatus (the compiler holds the two lists together). */
  acknowledgement: Record<"sent" | "no-challenge" | "address" | "network" | "daily-cap" | "not-composed", string>;
  noCalendar: string;
  plainLead: string;
}

/** The office's language as the owner set it; the historical one should the file hold another. */
export const officeLanguage = (): OfficeLanguage =>
  isOfficeLanguage((site as { officeLanguage?: unknown }).officeLanguage)
    ? (site as { officeLanguage: OfficeLanguage }).officeLanguage
    : (OFFICE_LANGUAGE as OfficeLanguage);

export const officeTexts = (language: OfficeLanguage): OfficeTexts => (TYPESET_TRANSLATIONS[language] as unknown as { office: OfficeTexts }).office;

/**
 * A guest's language as the office reads it and as the guest writes it: "Arabic (العربية)", "arabe (العربية)";
 * just "English" when it is the office's own.
 */
export function languageForOffice(language: string, office: Language): string {
  const own = (TYPESET_TRANSLATIONS[office].language as Record<string, string | undefined>)[language] ?? language;
  if (language === office) return own;
  const named = new Intl.DisplayNames(languageInfo(office).dateLocale, { type: "language" }).of(language) ?? own;
  return named === own ? own : `${named} (${own})`;
}

/**
 * The capacity warning the form showed the guest (src/components/ContactForm.tsx, from the same check), in
 * `language`: the vehicle's seats and bags, then the class that fits or that two vehicles will be proposed.
 */
export function capacityWarning(check: CapacityCheck, language: Language): string | undefined {
  if (check.fits) return undefined;
  const { contact } = TYPESET_TRANSLATIONS[language];
  const price = contact.price as unknown as Record<string, string>;
  const details = contact.form.details as unknown as Record<string, unknown>;
  const sentence = fillPlaceholders(price.capacity, {
    vehicle: check.vehicle.name[language] ?? check.vehicle.id,
    seats: pluralText(details, "seats", check.vehicle.seats, language),
    bags: pluralText(details, "bags", check.vehicle.luggage, language),
  });
  const advice = check.better ? fillPlaceholders(price.capacityFits, { vehicle: vehicleClassName(check.better.id, language) }) : price.capacityNone;
  return `${sentence} ${advice}`;
}
