/**
 * What each language's writing holds to beyond its words, for the content check (src/content/wording.ts).
 * Keyed by locale, like ./dates.ts; free of Node, React and Gatsby code, like ./languages.ts.
 */
import { languageInfo, type Language } from "./languages";

/** The punctuation a language writes in place of the Latin marks, by Intl language (the part of a locale before "-"). */
const OWN_PUNCTUATION: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ar: { ",": "،", ";": "؛", "?": "؟" },
  // Chinese sets its marks full width; a Latin one after a Han character is a slip (narrow, in another face).
  zh: { ",": "，", ";": "；", "?": "？", "!": "！", ":": "：", ".": "。" },
};

/** Letters a language's usage never writes, by locale: Swiss German writes "ss" (Strasse, Grösse), never "ß". */
const NEVER_WRITTEN: Readonly<Record<string, { letter: string; instead: string; usage: string }>> = { "de-CH": { letter: "ß", instead: "ss", usage: "Swiss" } };

export function ownPunctuation(language: Language): Readonly<Record<string, string>> | undefined {
  return OWN_PUNCTUATION[languageInfo(language).dateLocale.split("-")[0]];
}

export function neverWritten(language: Language): { letter: string; instead: string; usage: string } | undefined {
  return NEVER_WRITTEN[languageInfo(language).dateLocale];
}

/** The script a language is written in, by ICU's likely subtags: "Latn", "Arab" (Arabic, Persian, Urdu), "Hebr"… */
export function scriptOf(language: Language): string {
  return new Intl.Locale(languageInfo(language).dateLocale).maximize().script ?? "Latn";
}

/** The letters of the language's script, as a regular expression's class (`\p{Script=Han}` for Simplified and Traditional Chinese). */
export function scriptLetters(language: Language): string {
  const script = scriptOf(language);
  return `\\p{Script=${script === "Hans" || script === "Hant" ? "Han" : script}}`;
}
