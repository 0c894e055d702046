/**
 * Every language's interface texts (content/locales/<code>/translation.json), for the code that needs
 * them outside the i18n plugin: the contact function's messages, the admin's fields and previews, the
 * manifest, the unit tests. Found by the language list alone, so a language added to ./languages.ts
 * needs no line here: webpack bundles every file the pattern can match, tsx and Jest read it at run time.
 */
import type { TranslationFile } from "../content/schema";
import { LANGUAGES, type Language } from "./languages";
import { typeset } from "./typography";

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a path built from the language list: `import` cannot
const load = (language: Language): TranslationFile => require(`../../content/locales/${language}/translation.json`);

export const TRANSLATIONS = Object.fromEntries(LANGUAGES.map((language) => [language, load(language)])) as Record<Language, TranslationFile>;

type Typeset<T> = T extends string ? string : { [Key in keyof T]: Typeset<T[Key]> };

const typesetAll = <T>(value: T, language: Language): Typeset<T> =>
  (typeof value === "string"
    ? typeset(value, language)
    : value && typeof value === "object"
      ? Array.isArray(value)
        ? value.map((entry) => typesetAll(entry, language))
        : Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, typesetAll(entry, language)]))
      : value) as Typeset<T>;

const typesetFiles = new Map<Language, TranslationFile>();

/**
 * Every language's texts as its reader sees them: each in the language's typography (./typography.ts
 * `typeset`: French spacing, the percent sign's space), for the code that writes texts out itself (the
 * booking core's e-mails and pages) where the pages' texts get it from the i18n plugin at render. The
 * values filled into them afterwards (what a guest typed) are left as they are. Each language is
 * typeset once, when first read.
 */
export const TYPESET_TRANSLATIONS = Object.defineProperties(
  {},
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        enumerable: true,
        get: (): TranslationFile => {
          let file = typesetFiles.get(language);
          if (!file) typesetFiles.set(language, (file = typesetAll(TRANSLATIONS[language], language) as TranslationFile));
          return file;
        },
      },
    ]),
  ),
) as Readonly<Record<Language, TranslationFile>>;
