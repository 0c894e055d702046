/**
 * Dates as each language writes them, beyond what Intl does: French writes the first day of a month as an
 * ordinal, "1er janvier" (Lexique de l'Imprimerie nationale), where Intl writes "1 janvier". Used by the
 * date formatting code (./prices.ts, formatDay) and by the content check, which refuses "1 janvier" typed
 * into a French text (src/content/wording.ts). Free of Node, React and Gatsby code, like ./languages.ts.
 */
import { languageInfo, type Language } from "./languages";

/** The ordinal suffix of the first of the month, by Intl language (the part of a locale before "-"). */
const FIRST_OF_MONTH_SUFFIX: Readonly<Record<string, string>> = { fr: "er" };

const baseLanguage = (language: Language) => languageInfo(language).dateLocale.split("-")[0];

/** "er" where the language writes "1er janvier"; "" where it writes "1 January". */
export function firstOfMonthSuffix(language: Language): string {
  return FIRST_OF_MONTH_SUFFIX[baseLanguage(language)] ?? "";
}

const MONTHS = new Map<Language, string[]>();

/** The language's month names as its long dates write them ("janvier", …), lower-cased. */
export function monthNames(language: Language): string[] {
  let names = MONTHS.get(language);
  if (!names) {
    const { dateLocale } = languageInfo(language);
    const format = new Intl.DateTimeFormat(dateLocale, { day: "numeric", month: "long", timeZone: "UTC" });
    names = Array.from({ length: 12 }, (_, month) => {
      const part = format.formatToParts(new Date(Date.UTC(2000, month, 15, 12))).find((entry) => entry.type === "month");
      return (part?.value ?? "").toLocaleLowerCase(dateLocale);
    }).filter(Boolean);
    MONTHS.set(language, names);
  }
  return names;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * "1 janvier" (any space, any case of the month) in a text of `language`, where that language writes an
 * ordinal first of the month; undefined for a language that writes "1 January".
 */
export function bareFirstOfMonth(language: Language): RegExp | undefined {
  if (!firstOfMonthSuffix(language)) return undefined;
  return new RegExp(`(?<![\\p{L}\\p{N}.,’'])1([ \\u00a0\\u202f]+)(${monthNames(language).map(escape).join("|")})(?![\\p{L}])`, "giu");
}

/** A date written by Intl, with the first of the month as the language writes it: "1 janvier 2026" -> "1er janvier 2026". */
export function withOrdinalFirst(text: string, language: Language): string {
  const pattern = bareFirstOfMonth(language);
  return pattern ? text.replace(pattern, (_whole, space: string, month: string) => `1${firstOfMonthSuffix(language)}${space}${month}`) : text;
}
