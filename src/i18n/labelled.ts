import { isLanguage, languageInfo, type Language } from "./languages";

/**
 * A label before its value, in the language's typography (the colon of src/i18n/languages.ts): "Reference:"
 * in English; in French a non-breaking space before the colon (src/i18n/typography.ts sets the same space in
 * rendered texts, but never adds a missing one before a colon, which "HH:MM" uses without one); in Chinese
 * the full-width colon.
 */
export function labelled(label: string, language: Language | string | undefined): string {
  return `${label}${isLanguage(language) ? languageInfo(language).colon : ":"}`;
}

// Full-width punctuation (CJK symbols, full-width forms) carries its own space: no space follows it.
const FULL_WIDTH_END = /[\u3000-\u303f\uff00-\uffef]$/u;

/** Words, then what follows them on the same line: a space, but none after a full-width mark ("请致电：+41…"). */
export const followedBy = (words: string, next: string): string => `${words}${words && !FULL_WIDTH_END.test(words) ? " " : ""}${next}`;

/** A label and its value on one line: "Night: CHF 40", "Nuit : 40 CHF", "夜间：CHF 40". */
export const labelledValue = (label: string, value: string, language: Language | string | undefined): string => followedBy(labelled(label, language), value);
