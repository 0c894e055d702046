// The legal texts as a test reads them: each page's Markdown from content/legal/, filled with the real
// content (or with changes to content/company.json) the way the build fills it, and its conditional blocks.
import { readFileSync } from "node:fs";
import path from "node:path";
import company from "../../content/company.json";
import site from "../../content/site.json";
import rates from "../../content/rates.json";
import type { CompanyFile, RatesFile, SiteFile } from "../../src/content/schema";
import type { Language } from "../../src/i18n/languages";
import { legalFile, type DeployTarget, type LegalCondition } from "../../src/legal/pages";
import { fillLegalText } from "../../src/legal/values";
import type { LegalPage } from "../../src/legal/list";

export const CONTENT = path.resolve(__dirname, "../../content");
export const markdown = (page: LegalPage, language: Language) => readFileSync(path.join(CONTENT, legalFile(page, language)), "utf8");
export const SITE = site as SiteFile;
export const COMPANY = company as CompanyFile;
export const RATES = rates as RatesFile;
export const SITE_URL = "https://www.example.ch";

/** What fillLegalText reads: the real content, with `changes` to content/company.json, deployed on `target`. */
export const sources = (changes: Partial<CompanyFile>, target: DeployTarget) => ({
  site: SITE,
  company: { ...COMPANY, ...changes },
  rates: RATES,
  siteUrl: SITE_URL,
  target,
});

/** A legal page's text as the build fills it. */
export const render = (page: LegalPage, language: Language, changes: Partial<CompanyFile> = {}, target: DeployTarget = "selfHosted") =>
  fillLegalText(markdown(page, language), sources(changes, target), language);

/** The text between `<!-- if name -->` and its `<!-- else -->` / `<!-- end -->`, each time it occurs. */
export function blocks(text: string, name: LegalCondition): { then: string; otherwise?: string }[] {
  const found: { then: string; otherwise?: string }[] = [];
  const pattern = new RegExp(`<!--\\s*if\\s+${name}\\s*-->([\\s\\S]*?)(?:<!--\\s*else\\s*-->([\\s\\S]*?))?<!--\\s*end\\s*-->`, "g");
  for (const match of text.matchAll(pattern)) found.push({ then: match[1].trim(), otherwise: match[2]?.trim() });
  return found;
}
