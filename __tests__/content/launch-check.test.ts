/** @jest-environment node */
// `npm run check:launch` (src/content/launch.ts, scripts/check-launch.ts): every placeholder value is
// listed with file and field, and the command fails until none is left.
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describePlaceholders, formatPlaceholder, launchPlaceholders, PLACEHOLDER_EMAIL_PROVIDER, PLACEHOLDER_PERSON, PLACEHOLDER_STREET } from "../../src/content/launch";
import { DEFAULT_SITE_URL } from "../../src/content/siteUrl";
import { LEGAL_PAGES } from "../../src/legal/pages";

const ROOT = path.resolve(__dirname, "../..");
const CONTENT = path.join(ROOT, "content");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the tests edit arbitrary paths of parsed content JSON

function copyContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), "launch-check-"));
  made.push(root);
  const dir = path.join(root, "content");
  cpSync(CONTENT, dir, { recursive: true, filter: (source) => !source.endsWith("icon.png") });
  return dir;
}

function edit(dir: string, file: string, change: (data: Json) => void) {
  const full = path.join(dir, file);
  const data = JSON.parse(readFileSync(full, "utf8"));
  change(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}

/** A copy of content/ where the owner has set every real value. */
function launchReady(): string {
  const dir = copyContent();
  edit(dir, "site.json", (site) => {
    site.phones = ["+41 22 555 12 34", "+41 79 555 12 34"];
    site.email = "contact@geneva-premium-mobility.ch";
    site.social = { facebook: "https://www.facebook.com/gpm", instagram: "https://www.instagram.com/gpm" };
  });
  edit(dir, "company.json", (company) => {
    company.street = "Rue du Rhône 12";
    company.uid = "CHE-987.654.321";
    company.responsiblePerson = "Claire Martin";
    company.privacyEmail = "privacy@geneva-premium-mobility.ch";
    company.emailProvider = "Infomaniak Network SA, Geneva";
    company.whatsapp = "+41 79 555 12 34";
    for (const page of LEGAL_PAGES) company.reviewed[page] = true;
  });
  return dir;
}

const LIVE = { SITE_URL: "https://www.gpm.ch" };

test("the shipped content: every placeholder, one line each, with file and field", () => {
  // The street, the person and the provider are texts an editor may already have set: the shipped
  // placeholders are put back in a copy, so that this test does not depend on today's wording.
  const dir = copyContent();
  edit(dir, "company.json", (company) => {
    Object.assign(company, { street: PLACEHOLDER_STREET, responsiblePerson: PLACEHOLDER_PERSON, emailProvider: PLACEHOLDER_EMAIL_PROVIDER });
  });
  const lines = launchPlaceholders(dir, {}).map(formatPlaceholder);
  const site = JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8"));
  const company = JSON.parse(readFileSync(path.join(dir, "company.json"), "utf8"));
  expect(lines).toEqual([
    ...site.phones.map((phone: string, index: number) => `content/site.json: phones[${index}] = ${JSON.stringify(phone)}: a phone number full of zeros`),
    `content/site.json: email = ${JSON.stringify(site.email)}: an example.com address`,
    `content/company.json: street = ${JSON.stringify(company.street)}: the placeholder address`,
    `content/company.json: uid = ${JSON.stringify(company.uid)}: the placeholder UID`,
    `content/company.json: responsiblePerson = ${JSON.stringify(company.responsiblePerson)}: a placeholder name`,
    `content/company.json: privacyEmail = ${JSON.stringify(company.privacyEmail)}: an example.com address`,
    `content/company.json: emailProvider = ${JSON.stringify(company.emailProvider)}: a placeholder provider`,
    `content/company.json: whatsapp = ${JSON.stringify(company.whatsapp)}: a phone number full of zeros (or leave it empty)`,
    'content/company.json: reviewed.privacy = "false": the owner has not yet had this text reviewed (content/legal/privacy.en.md, content/legal/privacy.fr.md); set it to true once done',
    'content/company.json: reviewed.terms = "false": the owner has not yet had this text reviewed (content/legal/terms.en.md, content/legal/terms.fr.md); set it to true once done',
    'content/company.json: reviewed.cookies = "false": the owner has not yet had this text reviewed (content/legal/cookies.en.md, content/legal/cookies.fr.md); set it to true once done',
    'content/company.json: reviewed.legalNotice = "false": the owner has not yet had this text reviewed (content/legal/legal-notice.en.md, content/legal/legal-notice.fr.md); set it to true once done',
    `environment: SITE_URL = ${JSON.stringify(DEFAULT_SITE_URL)}: the default address; set SITE_URL to the live one`,
  ]);
});

test("content with every real value and SITE_URL set: nothing left", () => {
  expect(launchPlaceholders(launchReady(), LIVE)).toEqual([]);
  expect(describePlaceholders([])).toBe("launch check: no placeholder left in content/ or SITE_URL");
});

test.each([
  ["a zero phone", "site.json", (d: Json) => void (d.phones[1] = "+41 79 000 00 00"), "content/site.json: phones[1]"],
  ["an example.com e-mail", "site.json", (d: Json) => void (d.email = "hello@example.com"), "content/site.json: email"],
  ["the placeholder address", "company.json", (d: Json) => void (d.street = PLACEHOLDER_STREET), "content/company.json: street"],
  ["the placeholder UID", "company.json", (d: Json) => void (d.uid = "CHE-123.456.789"), "content/company.json: uid"],
  ["a text not reviewed", "company.json", (d: Json) => void (d.reviewed.terms = false), "content/company.json: reviewed.terms"],
])("%s alone is reported", (_, file, change, start) => {
  const dir = launchReady();
  edit(dir, file, change);
  const lines = launchPlaceholders(dir, LIVE).map(formatPlaceholder);
  expect(lines).toHaveLength(1);
  expect(lines[0].startsWith(`${start} = `)).toBe(true);
});

test("an empty WhatsApp number is a choice, not a placeholder", () => {
  const dir = launchReady();
  edit(dir, "company.json", (company) => void (company.whatsapp = ""));
  expect(launchPlaceholders(dir, LIVE)).toEqual([]);
});

test("a social network left empty is a choice (no icon), not a placeholder", () => {
  const dir = launchReady();
  edit(dir, "site.json", (site) => void (site.social = { facebook: "", instagram: "" }));
  expect(launchPlaceholders(dir, LIVE)).toEqual([]);
});

describe("npm run check:launch", () => {
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const script = path.join(ROOT, "scripts/check-launch.ts");

  test("prints the list and exits 1 while placeholders remain", () => {
    const result = spawnSync(tsx, [script, CONTENT], { cwd: ROOT, encoding: "utf8", env: { ...process.env, SITE_URL: "" } });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(describePlaceholders(launchPlaceholders(CONTENT, {})));
  });

  test("exits 0 when none is left", () => {
    const dir = launchReady();
    const out = execFileSync(tsx, [script, dir], { cwd: path.dirname(dir), encoding: "utf8", env: { ...process.env, ...LIVE } });
    expect(out.trim()).toBe("launch check: no placeholder left in content/ or SITE_URL");
  });
});
