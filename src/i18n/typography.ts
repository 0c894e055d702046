import { isLanguage, languageInfo, type Language } from "./languages";

/** Non-breaking space: before a colon and inside « », as French typesetting wants (Lexique de l'Imprimerie nationale). */
const NBSP = "\u00a0";
/** Narrow non-breaking space: before ; ! ? and between a number and %, the thin space French printers use there. */
const NNBSP = "\u202f";

/**
 * French spacing, applied when a French text is rendered (not typed into content/ by editors, who cannot
 * type these spaces on a keyboard): the space before `: ; ! ?` and `»`, after `«`, and between a number
 * and `%` becomes non-breaking, so the mark never starts a line on its own. Only a space that is there
 * is replaced; a missing one is added before `; ! ?` and inside « » (never before `:`, which "HH:MM" and
 * addresses use without one), and between a digit and `%`. A model's letter is kept with its name
 * (see singleLetters).
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]+:/g, `${NBSP}:`)
    .replace(/(\S?)[ \u00a0\u202f]*([;!?])(?=\s|$|["»)])/gu, (whole, before: string, mark: string) =>
      // Only after a word, a closing mark (a Markdown emphasis's "**" or "_" in the legal texts) or a placeholder a value
      // fills ("{{zone}} ;", typeset before it is filled): "?!" or a lone "?" stay as they are.
      before && /[\p{L}\p{N})»"*_}]/u.test(before) ? `${before}${NNBSP}${mark}` : whole,
    )
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`)
    .replace(/(\d)[ \u00a0\u202f]*%/g, `$1${NNBSP}%`)
    .replace(...singleLetters.designation);
}

/**
 * French typesetting leaves no single letter alone at the start of a line: a model's letter or figure stays
 * with the capitalised name before it ("Classe S", "Classe V", "Série 7"), joined by a no-break space. Only
 * an ordinary space is replaced, so the rule runs once (idempotent).
 */
export const singleLetters = {
  designation: [new RegExp(String.raw`(?<=(?:^|[^\p{L}])\p{Lu}\p{L}+) (?=(?:\p{Lu}|\p{N})(?=$|[\s.,;:!?)»’\u00a0\u202f]))`, "gu"), NBSP],
} as const satisfies Record<string, [RegExp, string]>;

/**
 * The one spacing a language puts between a number and "%" (src/i18n/languages.ts `percentSpace`, the same
 * formatPercent writes): "100%" in English, "100 %" in German, whatever space, or none, the editor typed, so
 * one page never shows "100%" beside "8.1 %".
 */
export function percentSpacing(text: string, language: Language): string {
  return text.replace(/(\d)[ \u00a0\u202f]*%/g, `$1${languageInfo(language).percentSpace}%`);
}

/** A rendered text in its language's typography: its percent spacing, and French spacing where the language list asks for it. */
export function typeset(text: string, language: Language | string | undefined): string {
  if (!isLanguage(language)) return text;
  const spaced = percentSpacing(text, language);
  return languageInfo(language).spacing === "french" ? frenchSpacing(spaced) : spaced;
}
