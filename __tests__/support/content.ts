import type { LocalizedText, SiteContent } from "../../src/content/types";
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { fillPlaceholders } from "../../src/i18n/placeholders";
import siteJson from "../../content/site.json";
import type en from "../../content/locales/en/translation.json";
import { TRANSLATIONS } from "../../src/i18n/translations";
import services from "../../content/services.json";

/** The real site.json, shaped as the page query returns it. */
export const site: SiteContent = { ...siteJson, heroImage: null };

/**
 * The interface texts by language. Tests read editors' words from here (never typed into a test), so a
 * wording change in the admin leaves them green (`npm run test:content-change` proves it).
 */
export const strings = TRANSLATIONS as unknown as Record<Language, typeof en>;

/** Fills i18next's `{{name}}` placeholders the way the page shows them: the site's own helper. */
export const format = fillPlaceholders;

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Matches an accessible name or text that starts with `text` (labels end with a required-field mark). */
export const startingWith = (text: string) => new RegExp(`^${escapeRegExp(text)}`);

/** A service's title as content/services.json has it (the form's choice, the e-mail's subject). */
export function serviceTitle(id: string, language: "en" | "fr" = "en"): string {
  const service = services.find((entry) => entry.id === id);
  if (!service) throw new Error(`content/services.json has no service "${id}"`);
  return service.title[language];
}

/** A localized text for fixtures: `texts` in the languages given, the English text in the others. */
export function localized(en: string, texts: Partial<Record<Language, string>> = {}): LocalizedText {
  return Object.fromEntries(LANGUAGES.map((language) => [language, texts[language] ?? en])) as LocalizedText;
}
