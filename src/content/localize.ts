import { fillPlaceholders } from "../i18n/placeholders";
import type { Language, LocalizedText, SiteContent } from "./types";
import { typeset } from "./typography";

/** A content/ text in the page's language and its typography (the interface texts get the same in i18nOptions.ts). */
export function pick(text: LocalizedText, language: Language): string {
  return typeset(text[language], language);
}

/** A number of hours with its unit in the page's language ("1 hour", "2 heures"): `units.hours` of the locale file. */
export type HoursText = (count: number) => string;

/**
 * Service copy may name business constants as {{agentMinimumHours}}, {{responseHours}},
 * {{bookingGenevaHours}} or {{bookingStandardHours}} (the bare number), so the numbers live in site.json
 * only; or as {{agentMinimumDuration}}, {{responseDuration}}… (the number with its unit, in the plural
 * form the number takes: "1 hour", "2 hours").
 */
export function fillConstants(text: string, site: Pick<SiteContent, "agentMinimumHours" | "responseHours" | "bookingNoticeHours">, hours: HoursText = String): string {
  const numbers: Record<string, number> = {
    agentMinimum: site.agentMinimumHours,
    response: site.responseHours,
    bookingGeneva: site.bookingNoticeHours.geneva,
    bookingStandard: site.bookingNoticeHours.standard,
  };
  const values: Record<string, string | number> = {};
  for (const [name, count] of Object.entries(numbers)) {
    values[`${name}Hours`] = count;
    values[`${name}Duration`] = hours(count);
  }
  return fillPlaceholders(text, values);
}

export function localizedText(site: Pick<SiteContent, "agentMinimumHours" | "responseHours" | "bookingNoticeHours">, language: Language, hours?: HoursText) {
  return (text: LocalizedText) => fillConstants(pick(text, language), site, hours);
}
