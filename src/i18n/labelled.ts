import { isLanguage, languageInfo, type Language } from "./languages";

/**
 * A label before its value, in the language's typography: "Reference:" in English; in French a
 * non-breaking space before the colon (src/i18n/typography.ts sets the same space in rendered texts,
 * but never adds a missing one before a colon, which "HH:MM" uses without one).
 */
export function labelled(label: string, language: Language | string | undefined): string {
  return isLanguage(language) && languageInfo(language).spacing === "french" ? `${label}\u00a0:` : `${label}:`;
}
