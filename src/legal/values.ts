/**
 * What a legal text's {{placeholders}} read, in the text's language, and the filling itself: build time only
 * (gatsby/node/createPages.ts), the content check, the admin and the tests. Apart from ./pages.ts, which the
 * page's own code imports for the addresses, since these values need every language's texts.
 */
import { LINK_DAYS_AFTER_SERVICE } from "../booking/bookings/linkDays";
import { QUANTITY_NAMES, quantityValues } from "../content/quantities";
import { RATES_ANCHOR } from "../content/rates";
import type { CompanyFile, RatesFile, SiteFile } from "../content/schema";
import { addressParts, isolate, isolateAddress, ltrIsolate } from "../i18n/bidi";
import { LANGUAGE_KEY } from "../i18n/languageKey";
import { localizedPath, type Language } from "../i18n/languages";
import type { LegalPage } from "./list";
import { fillPlaceholders } from "../i18n/placeholders";
import { formatDay } from "../i18n/prices";
import { countsIn, joinList, languageNames, writeQuantity } from "../i18n/quantities";
import { TRANSLATIONS } from "../i18n/translations";
import { adminStorageRows, applyConditions, dataCategoryList, LEGAL_PATHS, legalConditions, storageRows, type DeployTarget } from "./pages";

/** What the Terms read of content/rates.json: the prices themselves are on the page ({{ratesPath}}). */
export type LegalRates = Pick<RatesFile, "validFrom" | "airportWaitingMinutes">;

/** Where a legal text's values come from: content/, the site's address and where it runs. */
export interface LegalSources {
  site: SiteFile;
  company: CompanyFile;
  rates: LegalRates;
  siteUrl: string;
  target?: DeployTarget;
}

/** The names legal texts may use; anything else is reported by the content check (a bare number with its written form). */
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
  "emailProviderCountry",
  "emailProviderSafeguard",
  "mailboxProvider",
  "mailboxProviderCountry",
  "mailboxProviderSafeguard",
  "hostingProvider",
  "hostingAddress",
  "hostingCountry",
  "hostingSafeguard",
  "whatsapp",
  "vatNumber",
  "transportAuthorisation",
  "transportAuthority",
  "euRepresentative",
  "euRepresentativeAddress",
  "euExemptionReason",
  "dataCategories",
  "storageRows",
  "adminStorageRows",
  "email",
  "phone",
  "phones",
  "siteUrl",
  // The language whose version prevails (company.json), named in the text's language: "French", "Französisch".
  "governingLanguage",
  // Numbers with their unit, as the text's language writes them (src/content/quantities.ts).
  ...QUANTITY_NAMES,
  // How long the guest's status link works after the service's day, and the booking's record with it (the code's number).
  "statusLinkDuration",
  "ratesPath",
  "ratesValidFrom",
  "languageStorageKey",
  "privacyPath",
  "termsPath",
  "cookiesPath",
  "legalNoticePath",
] as const;

/**
 * What each legal page must name, in every language, and why: a translation that dropped the clause (or typed
 * the number in) is refused by the content check. Every page names the version that prevails; the Privacy Policy
 * how long the requests and the booking's e-mails are kept and how long the status link works; the Terms the
 * cancellation window and its ceiling (the actual loss, at most that share) and the fines' fee.
 */
export const REQUIRED_LEGAL_PLACEHOLDERS: Record<LegalPage, readonly { name: (typeof LEGAL_PLACEHOLDERS)[number]; why: string }[]> = {
  privacy: [
    { name: "requestRetentionDuration", why: "how long the stored requests and the booking's e-mails are kept" },
    { name: "statusLinkDuration", why: "how long the guest's status link works, and the booking's record with it" },
  ],
  cookies: [],
  legalNotice: [],
  terms: [
    { name: "freeCancellationDuration", why: "the window of free cancellation" },
    { name: "lateCancellationShare", why: "the ceiling of what a late cancellation costs (the actual loss, at most this share)" },
    { name: "finesFeeAmount", why: "the administrative fee for passing a fine on, as a figure" },
  ],
};

/** The country a mail processor's region names, in `language`; "" while the owner has not decided it. */
export function regionName(company: CompanyFile, region: CompanyFile["emailProviderRegion"], language: Language): string {
  return region === "undecided" ? "" : company.regionNames[region][language];
}

/**
 * Every value a legal text may name as {{name}}, in the text's language. {{requestRetentionDuration}} is
 * site.json's `requestRetentionDays`, the very number the delivery worker deletes by
 * (src/booking/store/retention.ts). In Arabic, Latin values (the names, the street, the phones, the
 * numbers, the host's address) are isolated, so they keep their order inside the right-to-left sentence,
 * and an address breaks only between its parts. The addresses that are also links' targets (the e-mails,
 * the site's address) stay bare: an isolate would become part of the link.
 */
export function legalValues(sources: LegalSources, language: Language): Record<string, string> {
  const { site, company, rates, siteUrl, target = "selfHosted" } = sources;
  const host = company.hosting[target];
  const counts = countsIn(TRANSLATIONS[language].counts, language);
  return {
    brand: isolate(site.brand, language),
    legalName: isolate(company.legalName, language),
    legalForm: company.legalForm[language],
    street: isolateAddress(company.street, language),
    postcode: company.postcode,
    city: company.city[language],
    country: company.country[language],
    address: joinList(
      [company.street, `${company.postcode} ${company.city[language]}`, company.country[language]].map((part) => addressParts(part, language)),
      language,
    ),
    uid: isolate(company.uid, language),
    commercialRegister: company.commercialRegister[language],
    responsiblePerson: isolate(company.responsiblePerson, language),
    privacyEmail: company.privacyEmail,
    emailProvider: isolate(company.emailProvider, language),
    // Each processor's country is its region's name: none while undecided (never a default country).
    emailProviderCountry: regionName(company, company.emailProviderRegion, language),
    emailProviderSafeguard: company.emailProviderSafeguard[language],
    mailboxProvider: isolate(company.mailboxProvider, language),
    mailboxProviderCountry: regionName(company, company.mailboxProviderRegion, language),
    mailboxProviderSafeguard: company.mailboxProviderSafeguard[language],
    hostingProvider: isolate(host.name, language),
    hostingAddress: isolateAddress(host.address, language),
    hostingCountry: host.country[language],
    hostingSafeguard: host.safeguard[language],
    whatsapp: ltrIsolate(company.whatsapp, language),
    vatNumber: isolate(company.vatNumber, language),
    transportAuthorisation: isolate(company.transportAuthorisation.number, language),
    transportAuthority: company.transportAuthorisation.authority[language],
    euRepresentative: isolate(company.euRepresentative.name, language),
    euRepresentativeAddress: isolateAddress(company.euRepresentative.address, language),
    euExemptionReason: company.euRepresentative.exemptionReason[language],
    dataCategories: dataCategoryList(company, language),
    storageRows: storageRows(company, language),
    adminStorageRows: adminStorageRows(company, language, target),
    email: site.email,
    // A number never broken across lines (addressParts: no-break spaces).
    phone: ltrIsolate(addressParts(site.phones[0] ?? "", language), language),
    phones: joinList(
      site.phones.map((phone) => addressParts(phone, language)),
      language,
    ),
    siteUrl,
    governingLanguage: languageNames([company.governingLanguage], language),
    ...quantityValues(QUANTITY_NAMES, { site, company, rates }, language, counts),
    statusLinkDuration: writeQuantity(LINK_DAYS_AFTER_SERVICE.guest, "days", language, counts),
    // The Terms' prices are the published ones: the Rates section of the home page, and the day they apply from.
    ratesPath: `${localizedPath(language)}#${RATES_ANCHOR}`,
    ratesValidFrom: formatDay(rates.validFrom, language),
    // The key the language bar writes, so the texts name the real entry.
    languageStorageKey: LANGUAGE_KEY,
    privacyPath: LEGAL_PATHS.privacy[language],
    termsPath: LEGAL_PATHS.terms[language],
    cookiesPath: LEGAL_PATHS.cookies[language],
    legalNoticePath: LEGAL_PATHS.legalNotice[language],
  };
}

/**
 * A legal text as the page shows it (before Markdown and typography): its conditions applied, then its
 * {{placeholders}} filled. The build (gatsby/node/createPages.ts) and the tests call this one function.
 */
export function fillLegalText(markdown: string, sources: LegalSources, language: Language): string {
  return fillPlaceholders(applyConditions(markdown, legalConditions(sources.company, sources.target ?? "selfHosted")), legalValues(sources, language));
}
