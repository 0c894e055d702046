/**
 * The four legal pages: their stable addresses (listed in docs/launch.md), their Markdown files under
 * content/legal/, and the {{placeholders}} those texts may use, filled from content/ at build time so
 * that no name, address or number is ever typed twice. Free of Node and React code: the build, the
 * components and the tests all read it.
 */
import { LANGUAGE_KEY } from "../i18n/languageKey";
import { LANGUAGES, localizedPath, type Language } from "../i18n/languages";
import { LEGAL_PAGES, type LegalPage } from "./list";
import paths from "./paths.json";
import type { CompanyFile, RatesFile, SiteFile } from "../content/schema";
import { RATES_ANCHOR } from "../content/rates";
import { formatDay } from "../i18n/prices";
import { AUTOMATIC_FIELDS, CONDITIONAL_FIELDS, REQUIRED_FIELDS } from "../contact/options";
import { fillPlaceholders } from "../i18n/placeholders";

/**
 * Where the site runs, which decides the host the Privacy Policy and the Legal notice name: a build on
 * Netlify (Netlify sets NETLIFY=true for its builds) names Netlify, any other build the host of
 * content/company.json `hosting.selfHosted`.
 */
export type DeployTarget = "netlify" | "selfHosted";
export const deployTargetOf = (env: Record<string, string | undefined>): DeployTarget => (env.NETLIFY === "true" ? "netlify" : "selfHosted");

/**
 * Parts of a legal text shown only when something is set: `<!-- if whatsapp -->…<!-- else -->…<!-- end -->`
 * (HTML comments, so the Markdown stays readable in the admin and on GitHub). Not nested.
 */
export const LEGAL_CONDITIONS = [
  "whatsapp",
  "vatNumber",
  "transportAuthorisation",
  "euRepresentative",
  "euExemption",
  "emailInSwitzerland",
  "emailInEea",
  "emailInUs",
  "netlify",
  "selfHosted",
] as const;
export type LegalCondition = (typeof LEGAL_CONDITIONS)[number];
const CONDITION = /<!--\s*(if\s+(\w+)|else|end)\s*-->/g;

export function legalConditions(company: CompanyFile, target: DeployTarget): Record<LegalCondition, boolean> {
  return {
    whatsapp: company.whatsapp.trim() !== "",
    vatNumber: company.vatNumber.trim() !== "",
    transportAuthorisation: company.transportAuthorisation.number.trim() !== "",
    // The owner's decisions (company.json): nothing is said of a decision not yet taken (check:launch lists it).
    euRepresentative: company.euRepresentative.decision === "appointed" && company.euRepresentative.name.trim() !== "",
    euExemption: company.euRepresentative.decision === "exempt",
    emailInSwitzerland: company.emailProviderRegion === "switzerland",
    emailInEea: company.emailProviderRegion === "eea",
    emailInUs: company.emailProviderRegion === "us",
    netlify: target === "netlify",
    selfHosted: target === "selfHosted",
  };
}

/** What is wrong with a text's conditions (unknown name, a block not closed…), one message each. */
export function conditionProblems(markdown: string): string[] {
  const problems: string[] = [];
  let open: string | undefined;
  let sawElse = false;
  for (const match of markdown.matchAll(CONDITION)) {
    const [, keyword, name] = match;
    if (name !== undefined) {
      if (open) problems.push(`opens <!-- if ${name} --> inside <!-- if ${open} -->: close it first with <!-- end -->`);
      if (!(LEGAL_CONDITIONS as readonly string[]).includes(name))
        problems.push(`uses <!-- if ${name} -->, which is not one of ${LEGAL_CONDITIONS.join(", ")}`);
      open = name;
      sawElse = false;
    } else if (keyword === "else") {
      if (!open || sawElse) problems.push("has an <!-- else --> without its <!-- if … -->");
      sawElse = true;
    } else {
      if (!open) problems.push("has an <!-- end --> without its <!-- if … -->");
      open = undefined;
    }
  }
  if (open) problems.push(`leaves <!-- if ${open} --> open: close it with <!-- end -->`);
  return problems;
}

/** Keeps the parts whose condition holds, drops the others and the markers themselves. */
export function applyConditions(markdown: string, conditions: Record<LegalCondition, boolean>): string {
  let keep = true;
  let holds = true;
  let out = "";
  let from = 0;
  for (const match of markdown.matchAll(CONDITION)) {
    if (keep) out += markdown.slice(from, match.index);
    from = match.index + match[0].length;
    // A marker on a line of its own goes with its line break, so a list keeps its items together.
    if ((match.index === 0 || markdown[match.index - 1] === "\n") && markdown[from] === "\n") from += 1;
    const [, keyword, name] = match;
    if (name !== undefined) {
      holds = conditions[name as LegalCondition] === true;
      keep = holds;
    } else if (keyword === "else") keep = !holds;
    else keep = true;
  }
  if (keep) out += markdown.slice(from);
  // A dropped block leaves its blank lines behind: at most one blank line between paragraphs.
  return out.replace(/\n{3,}/g, "\n\n");
}

/**
 * Each page's address in each language (./paths.json: French slugs for French pages); changing one
 * breaks links people have saved, so they stay put. The type makes a language without its slugs fail
 * the type check.
 */
export const LEGAL_PATHS: Record<LegalPage, Record<Language, string>> = paths;

/** `legal/privacy.fr.md`, `legal/legal-notice.en.md`: the page's name in kebab case, relative to content/. */
export function legalFile(page: LegalPage, language: Language): string {
  return `legal/${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.${language}.md`;
}

export const LEGAL_FILES = LEGAL_PAGES.flatMap((page) => LANGUAGES.map((language) => ({ page, language, file: legalFile(page, language) })));

/** The legal page at `path` and its language, if it is one. */
export function legalPageAt(path: string): { page: LegalPage; language: Language } | undefined {
  for (const page of LEGAL_PAGES) {
    for (const language of LANGUAGES) if (LEGAL_PATHS[page][language] === path) return { page, language };
  }
  return undefined;
}

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

/**
 * Every value a legal text may name as {{name}}, in the text's language. `requestRetentionDays` is
 * site.json's, the very number the delivery worker deletes by (src/contact/requests/retention.ts).
 */
export function legalValues({ site, company, rates, siteUrl, target = "selfHosted" }: LegalSources, language: Language): Record<string, string> {
  const address = `${company.street}, ${company.postcode} ${company.city[language]}, ${company.country[language]}`;
  const host = company.hosting[target];
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
    emailProviderCountry: company.emailProviderCountry[language],
    emailProviderSafeguard: company.emailProviderSafeguard[language],
    hostingProvider: host.name,
    hostingAddress: host.address,
    hostingCountry: host.country[language],
    hostingSafeguard: host.safeguard[language],
    whatsapp: company.whatsapp,
    vatNumber: company.vatNumber,
    transportAuthorisation: company.transportAuthorisation.number,
    transportAuthority: company.transportAuthorisation.authority[language],
    euRepresentative: company.euRepresentative.name,
    euRepresentativeAddress: company.euRepresentative.address,
    euExemptionReason: company.euRepresentative.exemptionReason[language],
    dataCategories: dataCategoryList(company, language),
    storageRows: storageRows(company, language),
    adminStorageRows: adminStorageRows(company, language, target),
    email: site.email,
    phone: site.phones[0] ?? "",
    phones: site.phones.join(", "),
    siteUrl,
    responseHours: String(site.responseHours),
    bookingGenevaHours: String(site.bookingNoticeHours.geneva),
    bookingStandardHours: String(site.bookingNoticeHours.standard),
    freeWaitingMinutes: String(company.terms.freeWaitingMinutes),
    airportWaitingMinutes: String(rates.airportWaitingMinutes),
    freeCancellationHours: String(company.terms.freeCancellationHours),
    lateCancellationPercent: String(company.terms.lateCancellationPercent),
    rentalMinimumAge: String(company.terms.rentalMinimumAge),
    rentalLicenceYears: String(company.terms.rentalLicenceYears),
    rentalDeposit: String(company.terms.rentalDeposit),
    rentalExcess: String(company.terms.rentalExcess),
    agentMinimumHours: String(site.agentMinimumHours),
    // The Terms' prices are the published ones: the Rates section of the home page, and the day they apply from.
    ratesPath: `${localizedPath(language)}#${RATES_ANCHOR}`,
    ratesValidFrom: formatDay(rates.validFrom, language),
    requestRetentionDays: String(site.requestRetentionDays),
    // The key the language bar writes, so the texts name the real entry.
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
  "emailProviderCountry",
  "emailProviderSafeguard",
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
  "responseHours",
  "bookingGenevaHours",
  "bookingStandardHours",
  "freeWaitingMinutes",
  "airportWaitingMinutes",
  "freeCancellationHours",
  "lateCancellationPercent",
  "rentalMinimumAge",
  "rentalLicenceYears",
  "rentalDeposit",
  "rentalExcess",
  "agentMinimumHours",
  "ratesPath",
  "ratesValidFrom",
  "requestRetentionDays",
  "languageStorageKey",
  "privacyPath",
  "termsPath",
  "cookiesPath",
  "legalNoticePath",
] as const;

/** Legal texts fill their {{name}}s like every other text. */
export { fillPlaceholders };

type DataMark = keyof CompanyFile["dataMarks"];
/**
 * Required when the form cannot be sent without one of its fields, conditional when that depends on
 * the service chosen; automatic when the page sends them all.
 */
export function dataMarkOf(fields: readonly string[]): DataMark {
  if (fields.some((field) => (REQUIRED_FIELDS as readonly string[]).includes(field))) return "required";
  if (fields.some((field) => (CONDITIONAL_FIELDS as readonly string[]).includes(field))) return "conditional";
  if (fields.every((field) => (AUTOMATIC_FIELDS as readonly string[]).includes(field))) return "automatic";
  return "optional";
}

/** `{{dataCategories}}`: the Markdown list of what the form sends, each category with whether it is required. */
export function dataCategoryList(company: CompanyFile, language: Language): string {
  return company.dataCategories.map((category) => `- ${category.label[language]} (${company.dataMarks[dataMarkOf(category.fields)][language]})`).join("\n");
}

/** A browser-storage entry's name as the Cookie Policy shows it and the browser test matches it. */
export const storageName = (entry: CompanyFile["browserStorage"][number]) => fillPlaceholders(entry.name, { languageStorageKey: LANGUAGE_KEY });

// GFM splits cells at every unescaped |, code spans included ("@@scroll|").
const cell = (text: string) => text.replace(/\|/g, "\\|");

/** `{{storageRows}}`: the rows of the Cookie Policy's table (name, where, content, purpose, kept). */
export function storageRows(company: CompanyFile, language: Language): string {
  return company.browserStorage
    .map((entry) => {
      const name = `\`${storageName(entry)}${entry.match === "prefix" ? "…" : ""}\``;
      return `| ${[name, entry.where[language], entry.content[language], entry.purpose[language], entry.kept[language]].map(cell).join(" | ")} |`;
    })
    .join("\n");
}

/** `{{adminStorageRows}}`: what the admin keeps in an editor's browser on a site where the site runs, one row each. */
export function adminStorageRows(company: CompanyFile, language: Language, target: DeployTarget): string {
  return company.adminStorage
    .filter((entry) => entry.hosts === "all" || entry.hosts === target)
    .map(
      (entry) =>
        `| ${[`\`${entry.name}\``, entry.where[language], entry.content[language], entry.purpose[language], entry.kept[language]].map(cell).join(" | ")} |`,
    )
    .join("\n");
}

/**
 * A legal text as the page shows it (before Markdown and typography): its conditions applied, then its
 * {{placeholders}} filled. The build (gatsby/node/createPages.ts) and the tests call this one function.
 */
export function fillLegalText(markdown: string, sources: LegalSources, language: Language): string {
  return fillPlaceholders(applyConditions(markdown, legalConditions(sources.company, sources.target ?? "selfHosted")), legalValues(sources, language));
}
