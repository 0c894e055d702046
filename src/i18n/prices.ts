/**
 * Prices and the prices' dates as each language of the site writes them: the one formatting helper of the
 * Rates section, the admin's preview, the form's fare line, the office's e-mail and the Terms.
 */
import { ltrIsolate } from "./bidi";
import { withOrdinalFirst } from "./dates";
import { languageInfo, type Language } from "./languages";

// One Intl.NumberFormat per language, made once (each holds ICU memory: see LONG_DATE_FORMATS in ../booking/request/payload.ts).
const FORMATS = new Map<Language, Intl.NumberFormat>();
const CENT_FORMATS = new Map<Language, Intl.NumberFormat>();

/**
 * A price in Swiss francs as the page's language writes it: "CHF 1’250" (en, de-CH usage) or "1 250 CHF"
 * (fr, fr-CH: a narrow no-break space between thousands, a no-break space before CHF). Intl gives the
 * order and the parts; the separators are those the languages' entries name, since ICU versions (the
 * build's Node, each visitor's browser) disagree on them and the form must write what the table wrote.
 */
export function formatChf(amount: number, language: Language): string {
  const info = languageInfo(language);
  // A price in centimes (a kilometre's CHF 1.50) shows both decimals; a whole price none, as the Rates write it.
  const cents = !Number.isInteger(amount);
  const formats = cents ? CENT_FORMATS : FORMATS;
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(info.priceLocale, {
      style: "currency",
      currency: "CHF",
      currencyDisplay: "code",
      maximumFractionDigits: cents ? 2 : 0,
      minimumFractionDigits: cents ? 2 : 0,
    });
    formats.set(language, format);
  }
  const written = format
    .formatToParts(amount)
    .map((part) => (part.type === "group" ? info.thousands : part.type === "literal" ? "\u00a0" : part.value))
    .join("");
  // In a right-to-left sentence the price is one left-to-right unit: otherwise the bidi algorithm sets
  // "CHF" after the number, or a neighbouring "–" or "+" on the wrong side of it.
  return ltrIsolate(written, language);
}

/** "1 January 2026" / "1er janvier 2026": the day the prices apply from (yyyy-mm-dd), in one piece (no-break spaces). */
export function formatDay(date: string, language: Language): string {
  const [year, month, day] = date.split("-").map(Number);
  // Half typed in the admin's preview: shown as it is.
  if (!year || !month || !day) return date;
  const written = new Intl.DateTimeFormat(languageInfo(language).dateLocale, { dateStyle: "long", timeZone: "UTC" })
    .format(new Date(Date.UTC(year, month - 1, day, 12)))
    .replace(/ /g, "\u00a0");
  // French writes the first of the month as an ordinal (./dates.ts).
  return withOrdinalFirst(written, language);
}
