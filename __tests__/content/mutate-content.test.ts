/** @jest-environment node */
// scripts/mutate-content.ts changes every editor's text and nothing the code relies on; the changed
// content must still pass the content check, or the "tests do not pin words" run would prove nothing.
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { MARKER, mutateContentDir, mutateMarkdown, mutateText } from "../../scripts/mutate-content";
import { checkContent } from "../../src/content/check";
import { placeholdersOf } from "../../src/content/schema";

const CONTENT = path.resolve(__dirname, "../../content");
let root: string;
const read = (file: string) => JSON.parse(readFileSync(path.join(root, "content", file), "utf8"));
const original = (file: string) => JSON.parse(readFileSync(path.join(CONTENT, file), "utf8"));

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "mutate-content-"));
  cpSync(CONTENT, path.join(root, "content"), { recursive: true });
  mutateContentDir(path.join(root, "content"));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every string of a JSON value with its path. */
function strings(value: unknown, at = ""): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${at}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, inner]) => strings(inner, at ? `${at}.${key}` : key));
  return [];
}

test("a text changes in every word, keeps its {{placeholders}} and ends with the marker", () => {
  expect(mutateText("About Us")).toBe("tuobA sU");
  expect(mutateText("Anna")).toBe(`annA`);
  expect(mutateText("24/7")).toBe(`24/7 ${MARKER}`);
  expect(mutateText("© {{year}} {{brand}}. Tous droits réservés.")).toBe(`© {{year}} {{brand}}. suoT stiord sévresér.`);
  expect(mutateMarkdown("## Who\n\nSee [Privacy]({{privacyPath}}).\n")).toBe(`## Who ${MARKER}\n\nSee [Privacy]({{privacyPath}}). ${MARKER}\n`);
});

test("Markdown: conditions stay code, a table row keeps its cells (the marker goes in the last one)", () => {
  expect(mutateMarkdown("<!-- if whatsapp -->\n- by WhatsApp\n<!-- end -->")).toBe(`<!-- if whatsapp -->\n- by WhatsApp ${MARKER}\n<!-- end -->`);
  expect(mutateMarkdown("| Name | Kept |\n| --- | --- |\n{{storageRows}}")).toBe(`| Name | Kept ${MARKER} |\n| --- | --- |\n{{storageRows}}`);
});

test("the changed content still passes the content check", () => {
  expect(checkContent(path.join(root, "content"))).toEqual([]);
});

test("every interface text changes, with the same placeholders", () => {
  for (const language of ["en", "fr"]) {
    const file = `locales/${language}/translation.json`;
    const before = new Map(strings(original(file)));
    const after = strings(read(file));
    expect(after.length).toBe(before.size);
    for (const [at, text] of after) {
      const was = before.get(at)!;
      // Icon names in about.pillars are values the code looks up, not words.
      if (at.endsWith(".icon")) expect(text).toBe(was);
      else {
        expect(text).not.toBe(was);
        expect(placeholdersOf(text)).toEqual(placeholdersOf(was));
      }
    }
  }
});

test("ids, icons, phone numbers, e-mails, links, the UID, numbers and switches stay as they are", () => {
  const site = read("site.json");
  const shipped = original("site.json");
  expect(site.brand).not.toBe(shipped.brand);
  expect(site.city.fr).not.toBe(shipped.city.fr);
  expect({ ...site, brand: shipped.brand, city: shipped.city }).toEqual(shipped);

  const services = read("services.json");
  expect(services.map((s: { id: string; icon: string }) => [s.id, s.icon])).toEqual(original("services.json").map((s: { id: string; icon: string }) => [s.id, s.icon]));
  expect(services[0].title.en).not.toBe(original("services.json")[0].title.en);

  const company = read("company.json");
  const shippedCompany = original("company.json");
  for (const key of ["postcode", "uid", "privacyEmail", "whatsapp", "terms", "reviewed"]) expect(company[key]).toEqual(shippedCompany[key]);
  for (const key of ["legalName", "street", "responsiblePerson", "emailProvider"]) expect(company[key]).not.toBe(shippedCompany[key]);

  expect(read("fleet.json").map((v: { id: string; seats: number }) => [v.id, v.seats])).toEqual(original("fleet.json").map((v: { id: string; seats: number }) => [v.id, v.seats]));
  expect(read("regions.json").map((r: { id: string; primary: boolean }) => [r.id, r.primary])).toEqual(original("regions.json").map((r: { id: string; primary: boolean }) => [r.id, r.primary]));
});
