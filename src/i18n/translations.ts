/**
 * Every language's interface texts (content/locales/<code>/translation.json), for the code that needs
 * them outside the i18n plugin: the contact function's messages, the admin's fields and previews, the
 * manifest, the unit tests. Found by the language list alone, so a language added to ./languages.ts
 * needs no line here: webpack bundles every file the pattern can match, tsx and Jest read it at run time.
 */
import type { TranslationFile } from "../content/schema";
import { LANGUAGES, type Language } from "./languages";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path built from the language list: `import` cannot
const load = (language: Language): TranslationFile => require(`../../content/locales/${language}/translation.json`);

export const TRANSLATIONS = Object.fromEntries(LANGUAGES.map((language) => [language, load(language)])) as Record<Language, TranslationFile>;
