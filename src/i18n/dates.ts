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

/**
 * What a language writes between a weekday and its date where its usage is not the comma Intl's data for
 * our locale gives: British and French usage write "Monday 2 December 2030" and "lundi 2 décembre 2030"
 * (Lexique de l'Imprimerie nationale), which is also Intl's plain "fr", where "en-GB" and "fr-CH" put a
 * comma. German "Montag, 2. Dezember 2030", Arabic "الاثنين، 2 ديسمبر 2030" and Chinese
 * "2030年12月2日星期一" are Intl's own.
 */
const AFTER_WEEKDAY: Readonly<Record<string, string>> = { en: " ", fr: " " };

const WEEKDAY_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * A day (yyyy-mm-dd, read at noon UTC) with its weekday, as `language` writes it: Intl's words and order,
 * the mark after the weekday as the language writes it, and French's "1er". `style` "long" reads
 * "Monday 2 December 2030", "short" "Mon 2 Dec 2030".
 */
export function weekdayDate(day: string, language: Language, style: "long" | "short" = "long"): string {
  const { dateLocale } = languageInfo(language);
  const key = `${dateLocale} ${style}`;
  let format = WEEKDAY_FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(dateLocale, { weekday: style, day: "numeric", month: style, year: "numeric", timeZone: "UTC" });
    WEEKDAY_FORMATS.set(key, format);
  }
  const after = AFTER_WEEKDAY[baseLanguage(language)];
  const parts = format.formatToParts(new Date(`${day}T12:00:00Z`));
  const written = parts
    .map((part, index) =>
      after !== undefined && part.type === "literal" && parts[index - 1]?.type === "weekday" && index < parts.length - 1 ? after : part.value,
    )
    .join("");
  return withOrdinalFirst(written, language);
}
