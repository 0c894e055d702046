import type en from "../content/locales/en/translation.json";
import { TRANSLATIONS } from "../src/i18n/translations";
import { isolate } from "../src/i18n/bidi";
import { LANGUAGE_LIST, localizedPath, type Language } from "../src/i18n/languages";
import { fillPlaceholders } from "../src/i18n/placeholders";

/** The interface texts by language (Arabic's plural keys differ; the tests read the keys every file has). */
export type Texts = typeof en;
export const STRINGS = TRANSLATIONS as unknown as Record<Language, Texts>;

/** Every language of the site: its home page, its texts, its direction, and the next language (for the switches). */
export const SITE_LANGUAGES = LANGUAGE_LIST.map((language, index) => ({
  code: language.code,
  home: localizedPath(language.code),
  t: STRINGS[language.code],
  dir: language.dir,
  other: LANGUAGE_LIST[(index + 1) % LANGUAGE_LIST.length].code,
}));

/**
 * A sentence as the page's i18next fills it: each value isolated in a right-to-left language
 * (src/i18n/bidi.ts), as it is in the accessible names and texts a test compares with.
 */
export function say(template: string, values: Record<string, string | number>, code: Language): string {
  return fillPlaceholders(
    template,
    Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? isolate(value, code) : value])),
  );
}
