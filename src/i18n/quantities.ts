/**
 * The numbers editors' texts name from content/ (a deposit, a cancellation window, a share of the fare),
 * written as each language writes them: an amount as the Rates write prices, a count with its unit in the
 * plural form the number takes ("ساعتين", not "2 ساعة"), a percentage with the language's one spacing,
 * values joined with the language's own separator. Free of Node, React and Gatsby code, like ./languages.ts:
 * the legal pages, the Rates section, the admin's previews and the checks all write them here.
 */
import { isolate } from "./bidi";
import { languageInfo, type Language } from "./languages";
import { formatChf } from "./prices";
import { pluralText } from "./plural";

/** The units a count may have: each is a plural text of the locale file's `counts` group ("{{count}} hours"). */
// "age": a person's age in years, a unit of its own where a language says it apart from a duration
// (Chinese "25 周岁", not "25 年"; the others write it as their years).
export const COUNT_UNITS = ["hours", "minutes", "days", "years", "age"] as const;
export type CountUnit = (typeof COUNT_UNITS)[number];
export type Unit = CountUnit | "chf" | "percent" | "km";

/**
 * A count with its unit in a sentence, from the locale file's `counts` (each unit's plural forms as the texts
 * use them inside a sentence, after a preposition: "within 2 hours", "خلال ساعتين", "seit 3 Jahren"): the
 * page's i18next (`t("counts.hours", { count })`) or, without it, countsIn().
 */
export type CountText = (unit: CountUnit, count: number) => string;

/** CountText from a locale file's `counts` group, for code that reads the files without i18next (the build, the checks). */
export const countsIn =
  (group: Readonly<Record<string, unknown>>, language: Language): CountText =>
  (unit, count) =>
    pluralText(group, unit, count, language);

/** "30%", "30 %" (French: a narrow no-break space), "30 %" (German: a no-break space). */
export function formatPercent(value: number, language: Language): string {
  const info = languageInfo(language);
  const number = new Intl.NumberFormat(info.dateLocale, { maximumFractionDigits: 1, useGrouping: false }).format(value);
  return `${number}${info.percentSpace}%`;
}

/** "200 km", "200 كم": a distance as Intl writes the language's unit, grouped as its prices are, in one piece. */
export function formatKilometres(value: number, language: Language): string {
  const info = languageInfo(language);
  const written = new Intl.NumberFormat(info.dateLocale, { style: "unit", unit: "kilometer", maximumFractionDigits: 0 })
    .formatToParts(value)
    .map((part) => (part.type === "group" ? info.thousands : part.type === "literal" ? "\u00a0" : part.value))
    .join("");
  return isolate(written, language);
}

/**
 * Values a reader sees as a list (phone numbers, the parts of an address), joined as the language joins them:
 * the Arabic comma in Arabic, each value a unit of its own direction there (a Latin street stays left to
 * right, "جنيف" reads on), so a separator never lands on the wrong side of a Latin value.
 */
export function joinList(values: readonly string[], language: Language): string {
  return values.map((value) => isolate(value, language)).join(languageInfo(language).listSeparator);
}

/**
 * Languages named in `language` and joined as it joins a list ("English and French", "Englisch und
 * Französisch", "الإنجليزية والفرنسية"): the team's languages, an owner setting (site.json spokenLanguages).
 */
export function languageNames(codes: readonly string[], language: Language): string {
  const locale = languageInfo(language).dateLocale;
  const names = new Intl.DisplayNames(locale, { type: "language" });
  return new Intl.ListFormat(locale, { type: "conjunction" }).format(codes.map((code) => names.of(code) ?? code));
}

/** `count` with its unit, as `language` writes it in a sentence: an amount in CHF, a percentage, or a count of `unit`s. */
export function writeQuantity(count: number, unit: Unit, language: Language, counts: CountText): string {
  if (unit === "chf") return formatChf(count, language);
  if (unit === "percent") return formatPercent(count, language);
  if (unit === "km") return formatKilometres(count, language);
  return counts(unit, count);
}

/** A number written bare beside `%` with a spacing other than the language's ("8.1 %" in English), or undefined. */
export function foreignPercentSpacing(text: string, language: Language): string | undefined {
  const expected = languageInfo(language).percentSpace;
  for (const match of text.matchAll(/\d([ \u00a0\u202f]*)%/g)) if (match[1] !== expected) return match[0];
  return undefined;
}
