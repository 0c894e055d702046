/**
 * The site's languages, in one place: the i18n plugin (gatsby-config.ts), the content schema and check,
 * the admin, SEO, the form, the contact function and the 404 page all read this list. Adding a language
 * is an entry here plus its content (docs/editing.md, "Adding a language"); nothing else spells a language code.
 * Free of Node, React and Gatsby code: the build, the browser bundle and the tests all import it.
 */
export const LANGUAGE_LIST = [
  // name: the language's own name (the admin's labels); englishName: schema.org's `availableLanguage`;
  // dateLocale: Intl's locale for dates written in that language; ogLocale: Open Graph's `og:locale`;
  // spacing: "french" gives rendered texts French typography's non-breaking spaces (src/i18n/typography.ts).
  // priceLocale: Intl's locale for prices in Swiss francs (src/i18n/prices.ts, formatChf): "CHF 1’250" (de-CH
  // usage, as English-speaking Switzerland writes it), "1 250 CHF" (fr-CH); thousands: the separator those
  // usages write, whatever the ICU version of the build or the browser says (docs/rates.md).
  // dir: the writing direction (<html dir>); the styles use logical properties, so "rtl" mirrors the layout.
  // percentSpace: what stands between a number and "%" in every text of the language ("100%", "100 %": one
  // spacing per language, the content check holds every text to it); listSeparator: what joins values a reader
  // sees as a list (phone numbers, the parts of an address): the Arabic comma in Arabic (src/i18n/quantities.ts);
  // colon: what ends a label before its value (src/i18n/labelled.ts): French's non-breaking space before it,
  // Chinese's full-width colon, which takes no space after it.
  // Arabic: Latin digits (the "-u-nu-latn" extension) for dates, prices, phones and times, as the Gulf's
  // business and travel writing does; its prices are one left-to-right unit, "CHF 1,250" (docs/decisions.md).
  {
    code: "en",
    name: "English",
    englishName: "English",
    dateLocale: "en-GB",
    ogLocale: "en_GB",
    spacing: "plain",
    priceLocale: "de-CH",
    thousands: "\u2019",
    dir: "ltr",
    percentSpace: "",
    listSeparator: ", ",
    colon: ":",
  },
  {
    code: "fr",
    name: "Français",
    englishName: "French",
    dateLocale: "fr-CH",
    ogLocale: "fr_CH",
    spacing: "french",
    priceLocale: "fr-CH",
    thousands: "\u202f",
    dir: "ltr",
    percentSpace: "\u202f",
    listSeparator: ", ",
    colon: "\u00a0:",
  },
  {
    code: "de",
    name: "Deutsch",
    englishName: "German",
    dateLocale: "de-CH",
    ogLocale: "de_CH",
    spacing: "plain",
    priceLocale: "de-CH",
    thousands: "\u2019",
    dir: "ltr",
    percentSpace: "\u00a0",
    listSeparator: ", ",
    colon: ":",
  },
  {
    code: "ar",
    name: "العربية",
    englishName: "Arabic",
    dateLocale: "ar-u-nu-latn",
    ogLocale: "ar_AR",
    spacing: "plain",
    priceLocale: "en-US",
    thousands: ",",
    dir: "rtl",
    percentSpace: "",
    listSeparator: "\u060c ",
    colon: ":",
  },
  {
    code: "zh",
    name: "简体中文",
    englishName: "Chinese",
    dateLocale: "zh-CN",
    ogLocale: "zh_CN",
    spacing: "plain",
    priceLocale: "de-CH",
    thousands: "\u2019",
    dir: "ltr",
    percentSpace: "",
    listSeparator: "、",
    colon: "\uff1a",
  },
] as const;

export type LanguageInfo = (typeof LANGUAGE_LIST)[number];
export type Language = LanguageInfo["code"];

/** The codes, in the list's order (the order of the language menu, the admin's columns, hreflang). */
export const LANGUAGES: readonly Language[] = LANGUAGE_LIST.map((language) => language.code);

/** Served at `/`; every other language under `/<code>/`. */
export const DEFAULT_LANGUAGE: Language = LANGUAGE_LIST[0].code;

/**
 * The language of the e-mail the office reads, whatever the visitor's (docs/contact.md, "The e-mail the office
 * reads"); the office's language, not the site's default, even if both happen to be the same today.
 */
export const OFFICE_LANGUAGE: Language = "en";

/**
 * The languages the office may read its e-mails and pages in (content/site.json `officeLanguage`, chosen in
 * the admin); the office's own words (`office.*` in content/locales/<code>/translation.json) exist in these only.
 */
export const OFFICE_LANGUAGES = ["en", "fr"] as const satisfies readonly Language[];
export type OfficeLanguage = (typeof OFFICE_LANGUAGES)[number];
export const isOfficeLanguage = (value: unknown): value is OfficeLanguage =>
  typeof value === "string" && (OFFICE_LANGUAGES as readonly string[]).includes(value);

/** The language of the admin's own labels (src/cms/collections.ts), and so of Decap's interface around them. */
export const ADMIN_LANGUAGE: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function languageInfo(language: Language): LanguageInfo {
  return LANGUAGE_LIST.find((entry) => entry.code === language) ?? LANGUAGE_LIST[0];
}

/**
 * A path in a language: the default language's at the root, the others under `/<code>`:
 * ("fr", "/") -> "/fr/", ("en", "/") -> "/". The one place the site's URL scheme is spelled.
 */
export function localizedPath(language: string, path = "/"): string {
  return language === DEFAULT_LANGUAGE ? path : `/${language}${path}`;
}

/** The language of a path (its first segment when that is a language) and the rest: "/fr/x/" -> fr, "/x/". */
export function splitLanguagePath(path: string): { language: Language; path: string } {
  const match = /^\/([^/]+)(\/.*)$/.exec(path);
  if (match && match[1] !== DEFAULT_LANGUAGE && isLanguage(match[1])) return { language: match[1], path: match[2] };
  return { language: DEFAULT_LANGUAGE, path };
}
