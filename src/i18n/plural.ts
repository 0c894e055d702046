import { fillPlaceholders } from "./placeholders";
import { languageInfo, type Language } from "./languages";

/**
 * i18next's plural keys (`key_one`, `key_other`, and `_zero`, `_two`, `_few`, `_many` where a language
 * has them), for the code that reads the locale files without i18next: the office's e-mail and the
 * function's messages. The same rule i18next applies in the page: Intl.PluralRules picks the form,
 * `_other` stands in for a form the file does not have.
 */
export const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"] as const;
export type PluralCategory = (typeof PLURAL_SUFFIXES)[number];

/** The forms every language's file must have for a plural text (the content check holds them to it). */
export const REQUIRED_PLURAL_FORMS = ["one", "other"] as const satisfies readonly PluralCategory[];

/** `subtitle_one` -> { base: "subtitle", category: "one" }; undefined for a key that is not a plural form. */
export function pluralForm(key: string): { base: string; category: PluralCategory } | undefined {
  const match = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
  return match ? { base: match[1], category: match[2] as PluralCategory } : undefined;
}

const rules = new Map<Language, Intl.PluralRules>();

const FORMS = new Map<Language, PluralCategory[]>();

/**
 * The plural forms a language's file must have for each plural text, in PLURAL_SUFFIXES order: the
 * forms its rules pick for the counts a page shows (0 to 1,000: Arabic's six, English's two; not French
 * `_many`, which is for millions), and always `_one` and `_other`. The content check and the admin's
 * fields both follow it.
 */
export function pluralForms(language: Language): PluralCategory[] {
  let forms = FORMS.get(language);
  if (!forms) {
    const rule = new Intl.PluralRules(languageInfo(language).dateLocale);
    const picked = new Set<string>([...REQUIRED_PLURAL_FORMS, ...Array.from({ length: 1001 }, (_, n) => rule.select(n))]);
    forms = PLURAL_SUFFIXES.filter((form) => picked.has(form));
    FORMS.set(language, forms);
  }
  return forms;
}

/** `group[key_<form>]` for `count` in `language`, with {{count}} and `values` filled in. */
export function pluralText(
  group: Readonly<Record<string, unknown>>,
  key: string,
  count: number,
  language: Language,
  values: Record<string, string | number> = {},
): string {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(languageInfo(language).dateLocale)));
  const chosen = group[`${key}_${rule.select(count)}`] ?? group[`${key}_other`];
  return fillPlaceholders(typeof chosen === "string" ? chosen : "", { ...values, count });
}
