/**
 * Every language's interface texts (content/locales/<code>/translation.json), for the code that needs
 * them outside the i18n plugin: the contact function's messages, the admin's fields and previews, the
 * unit tests. Bundlers and tsx only import files they can name, so each language has one line here;
 * `satisfies` makes the type check fail until a language added to ./languages.ts has its line.
 */
import type { Language } from "./languages";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";

export const TRANSLATIONS = { en, fr } satisfies Record<Language, object>;
