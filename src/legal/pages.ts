/**
 * The four legal pages: their stable addresses (listed in docs/launch.md), their Markdown files under
 * content/legal/, their conditional parts and the tables and lists their {{placeholders}} hold; the values
 * themselves and the filling are ./values.ts (build time), so that no name, address or number is ever typed
 * twice. Free of Node and React code: the build, the components and the tests all read it.
 */
import { LANGUAGE_KEY } from "../i18n/languageKey";
import { languageInfo, LANGUAGES, type Language } from "../i18n/languages";
import { LEGAL_PAGES, type LegalPage } from "./list";
import paths from "../i18n/legalPaths.json";
import type { CompanyFile } from "../content/schema";
import { AUTOMATIC_FIELDS, CONDITIONAL_FIELDS, REQUIRED_FIELDS } from "../booking/catalogue/options";
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
  "emailRegionDecided",
  "mailboxInSwitzerland",
  "mailboxInEea",
  "mailboxInUs",
  "mailboxRegionDecided",
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
    emailRegionDecided: company.emailProviderRegion !== "undecided",
    mailboxInSwitzerland: company.mailboxProviderRegion === "switzerland",
    mailboxInEea: company.mailboxProviderRegion === "eea",
    mailboxInUs: company.mailboxProviderRegion === "us",
    mailboxRegionDecided: company.mailboxProviderRegion !== "undecided",
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
 * Each page's address in each language (src/i18n/legalPaths.json: French slugs for French pages); changing one
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

/** `{{languageCodes}}` in a storage row: the site's codes as `language` lists alternatives ("`en`, `fr` or `de`"). */
export const languageCodeList = (language: Language) =>
  new Intl.ListFormat(languageInfo(language).dateLocale, { type: "disjunction" }).format(LANGUAGES.map((code) => `\`${code}\``));

/** `{{storageRows}}`: the rows of the Cookie Policy's table (name, where, content, purpose, kept). */
export function storageRows(company: CompanyFile, language: Language): string {
  return company.browserStorage
    .map((entry) => {
      const name = `\`${storageName(entry)}${entry.match === "prefix" ? "…" : ""}\``;
      const content = fillPlaceholders(entry.content[language], { languageCodes: languageCodeList(language) });
      return `| ${[name, entry.where[language], content, entry.purpose[language], entry.kept[language]].map(cell).join(" | ")} |`;
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
