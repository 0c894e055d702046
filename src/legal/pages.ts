/**
 * The four legal pages: their stable addresses (listed in the README), their Markdown files under
 * content/legal/, and the {{placeholders}} those texts may use, filled from content/ at build time so
 * that no name, address or number is ever typed twice. Free of Node and React code: the build, the
 * components and the tests all read it.
 */
import { LANGUAGE_KEY } from "../../gatsby/patches/i18nPluginLanguageKey";
import { LANGUAGES, type Language } from "../i18n/languages";
import paths from "./paths.json";
import type { CompanyFile, SiteFile } from "../content/schema";
import { DEFAULT_RETENTION_DAYS } from "../contact/requests/retention";

export const LEGAL_PAGES = ["privacy", "terms", "cookies", "legalNotice"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];

/**
 * Each page's address in each language (./paths.json: French slugs for French pages); changing one
 * breaks links people have saved, so they stay put. The type makes a language without its slugs fail
 * the type check.
 */
export const LEGAL_PATHS: Record<LegalPage, Record<Language, string>> = paths;

const FILE_NAMES: Record<LegalPage, string> = { privacy: "privacy", terms: "terms", cookies: "cookies", legalNotice: "legal-notice" };

/** `legal/privacy.fr.md`, relative to content/. */
export function legalFile(page: LegalPage, language: Language): string {
  return `legal/${FILE_NAMES[page]}.${language}.md`;
}

export const LEGAL_FILES = LEGAL_PAGES.flatMap((page) => LANGUAGES.map((language) => ({ page, language, file: legalFile(page, language) })));

/** The legal page at `path` and its language, if it is one. */
export function legalPageAt(path: string): { page: LegalPage; language: Language } | undefined {
  for (const page of LEGAL_PAGES) {
    for (const language of LANGUAGES) if (LEGAL_PATHS[page][language] === path) return { page, language };
  }
  return undefined;
}

/** Every value a legal text may name as {{name}}, in the text's language. */
/**
 * `requestRetentionDays`: how long delivered requests stay stored, REQUEST_RETENTION_DAYS where the build
 * sees it (set it for builds and functions alike), else the function's default.
 */
export function legalValues(
  site: SiteFile,
  company: CompanyFile,
  language: Language,
  siteUrl: string,
  requestRetentionDays = DEFAULT_RETENTION_DAYS,
): Record<string, string> {
  const address = `${company.street}, ${company.postcode} ${company.city[language]}, ${company.country[language]}`;
  return {
    brand: site.brand,
    legalName: company.legalName,
    legalForm: company.legalForm[language],
    street: company.street,
    postcode: company.postcode,
    city: company.city[language],
    country: company.country[language],
    address,
    uid: company.uid,
    commercialRegister: company.commercialRegister[language],
    responsiblePerson: company.responsiblePerson,
    privacyEmail: company.privacyEmail,
    emailProvider: company.emailProvider,
    email: site.email,
    phone: site.phones[0] ?? "",
    phones: site.phones.join(", "),
    siteUrl,
    responseHours: String(site.responseHours),
    bookingGenevaHours: String(site.bookingNoticeHours.geneva),
    bookingStandardHours: String(site.bookingNoticeHours.standard),
    freeWaitingMinutes: String(company.terms.freeWaitingMinutes),
    freeCancellationHours: String(company.terms.freeCancellationHours),
    lateCancellationPercent: String(company.terms.lateCancellationPercent),
    requestRetentionDays: String(requestRetentionDays),
    // The key the i18n plugin itself writes, so the texts name the real entry.
    languageStorageKey: LANGUAGE_KEY,
    privacyPath: LEGAL_PATHS.privacy[language],
    termsPath: LEGAL_PATHS.terms[language],
    cookiesPath: LEGAL_PATHS.cookies[language],
    legalNoticePath: LEGAL_PATHS.legalNotice[language],
  };
}

/** The names legal texts may use; anything else is reported by the content check. */
export const LEGAL_PLACEHOLDERS = [
  "brand",
  "legalName",
  "legalForm",
  "street",
  "postcode",
  "city",
  "country",
  "address",
  "uid",
  "commercialRegister",
  "responsiblePerson",
  "privacyEmail",
  "emailProvider",
  "email",
  "phone",
  "phones",
  "siteUrl",
  "responseHours",
  "bookingGenevaHours",
  "bookingStandardHours",
  "freeWaitingMinutes",
  "freeCancellationHours",
  "lateCancellationPercent",
  "requestRetentionDays",
  "languageStorageKey",
  "privacyPath",
  "termsPath",
  "cookiesPath",
  "legalNoticePath",
] as const;

/** Legal texts fill their {{name}}s like every other text. */
export { fillPlaceholders } from "../i18n/placeholders";
