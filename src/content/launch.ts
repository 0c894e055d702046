/**
 * `npm run check:launch` and every build: the values in content/ (and SITE_URL) that are still the
 * placeholders the project shipped with, one per line with file and field, so the owner knows what is
 * left before going live. Reads the files as they are on disk; run after `check:content` has passed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { LEGAL_FILES, LEGAL_PAGES } from "../legal/pages";
import type { CompanyFile, SiteFile } from "./schema";
import { DEFAULT_SITE_URL } from "./siteUrl";

export interface Placeholder {
  file: string;
  field: string;
  value: string;
  why: string;
}

/** The address and identity the project ships with: obviously not a real company's. */
export const PLACEHOLDER_STREET = "Rue de l'Exemple 1";
export const PLACEHOLDER_UID = "CHE-123.456.789";
export const PLACEHOLDER_PERSON = "Firstname Lastname";
export const PLACEHOLDER_EMAIL_PROVIDER = "Example Mail Provider";

const EXAMPLE_DOMAIN = /@example\.(?:com|org|net)$/i;
/** "+41 22 000 00 00": the subscriber number (its last seven digits) is all zeros. */
const isZeroPhone = (phone: string) => /0{7}$/.test(phone.replace(/\D/g, ""));

export function launchPlaceholders(contentDir: string, env: { SITE_URL?: string } = {}, label = "content"): Placeholder[] {
  const read = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), "utf8"));
  const site = read("site.json") as SiteFile;
  const company = read("company.json") as CompanyFile;
  const found: Placeholder[] = [];
  const add = (file: string, field: string, value: string, why: string) => found.push({ file: `${label}/${file}`, field, value, why });

  site.phones.forEach((phone, index) => {
    if (isZeroPhone(phone)) add("site.json", `phones[${index}]`, phone, "a phone number full of zeros");
  });
  if (EXAMPLE_DOMAIN.test(site.email)) add("site.json", "email", site.email, "an example.com address");

  if (company.street === PLACEHOLDER_STREET) add("company.json", "street", company.street, "the placeholder address");
  if (company.uid === PLACEHOLDER_UID) add("company.json", "uid", company.uid, "the placeholder UID");
  if (company.responsiblePerson === PLACEHOLDER_PERSON) add("company.json", "responsiblePerson", company.responsiblePerson, "a placeholder name");
  if (EXAMPLE_DOMAIN.test(company.privacyEmail)) add("company.json", "privacyEmail", company.privacyEmail, "an example.com address");
  if (company.emailProvider === PLACEHOLDER_EMAIL_PROVIDER) add("company.json", "emailProvider", company.emailProvider, "a placeholder provider");
  if (company.whatsapp && isZeroPhone(company.whatsapp)) add("company.json", "whatsapp", company.whatsapp, "a phone number full of zeros (or leave it empty)");
  for (const page of LEGAL_PAGES) {
    if (company.reviewed[page]) continue;
    const files = LEGAL_FILES.filter((entry) => entry.page === page).map((entry) => `${label}/${entry.file}`).join(", ");
    add("company.json", `reviewed.${page}`, "false", `the owner has not yet had this text reviewed (${files}); set it to true once done`);
  }

  const siteUrl = (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
  if (siteUrl === DEFAULT_SITE_URL) found.push({ file: "environment", field: "SITE_URL", value: siteUrl, why: "the default address; set SITE_URL to the live one" });
  return found;
}

export function formatPlaceholder({ file, field, value, why }: Placeholder): string {
  return `${file}: ${field} = ${JSON.stringify(value)}: ${why}`;
}

/** The list as `check:launch` and the build print it. */
export function describePlaceholders(found: Placeholder[]): string {
  if (found.length === 0) return "launch check: no placeholder left in content/ or SITE_URL";
  const count = found.length === 1 ? "1 value is" : `${found.length} values are`;
  return [`launch check: ${count} still a placeholder; set them before going live (npm run check:launch):`, ...found.map(formatPlaceholder)].join("\n");
}
