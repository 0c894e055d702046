import { fillPlaceholders } from "../i18n/placeholders";
import { languageNames, type CountText } from "../i18n/quantities";
import { CONSTANT_QUANTITIES, quantityValues } from "./quantities";
import type { Language, LocalizedText, SiteContent } from "./types";
import { typeset } from "../i18n/typography";

/** A content/ text in the page's language and its typography (the interface texts get the same in i18nOptions.ts). */
export function pick(text: LocalizedText, language: Language): string {
  return typeset(text[language], language);
}

type ConstantSources = Pick<SiteContent, "agentMinimumHours" | "responseHours" | "bookingNoticeHours" | "spokenLanguages">;

/**
 * Service and region copy names business constants as {{agentMinimumDuration}}, {{responseDuration}}…
 * (./quantities.ts): the number from site.json with its unit, in the plural form the number takes in a
 * sentence ("1 hour", "ساعتين"), so the numbers live in site.json only; and {{spokenLanguages}}, the
 * team's languages named in the text's language.
 */
export function fillConstants(text: string, site: ConstantSources, language: Language, counts: CountText): string {
  return fillPlaceholders(text, { ...quantityValues(CONSTANT_QUANTITIES, { site }, language, counts), spokenLanguages: languageNames(site.spokenLanguages, language) });
}

export function localizedText(site: ConstantSources, language: Language, counts: CountText) {
  return (text: LocalizedText) => fillConstants(pick(text, language), site, language, counts);
}
