/** @jest-environment node */
// Adding a language is data, not code (docs/editing.md, "Adding a language"): a copy of the project gets a new
// language the way that section says (one entry in src/i18n/languages.ts, its legal slugs in
// src/i18n/legalPaths.json, its texts in content/) and nothing else, then the content check
// (`npm run check:content`) and the admin configuration's own test (__tests__/content/cms-collections.test.ts) run
// in that copy and pass, with the new language in every localized field of the admin. The language is Hebrew:
// right to left, like Arabic, with a plural form English lacks (`_two`), which the content check asks for by
// name until the translator writes it (the recipe's step 5).
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/i18n/languages";

const ROOT = path.resolve(__dirname, "../..");
const THIRD = { code: "he", name: "עברית", englishName: "Hebrew", dateLocale: "he", ogLocale: "he_IL", spacing: "plain", priceLocale: "de-CH", thousands: "\u2019", dir: "rtl" };
const COPIED = ["src", "gatsby", "content", "scripts", "__mocks__", "__tests__/content/cms-collections.test.ts", "gatsby-config.ts", "jest.config.js", "jest-preprocess.js", "jest.setup.ts", "loadershim.js", "tsconfig.json", "package.json"];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
const isLocalized = (value: Json): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.keys(value).sort().join() === [...LANGUAGES].sort().join();

/** Every localized text of a content file gets the new language (the default language's words, as a translator would start). */
function addLanguage(value: Json): Json {
  if (Array.isArray(value)) return value.map(addLanguage);
  if (isLocalized(value)) return { ...value, [THIRD.code]: value[DEFAULT_LANGUAGE] };
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, addLanguage(inner)]));
  return value;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Json;
const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

let copy = "";

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), "add-language-"));
  for (const entry of COPIED) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");

  // 1. The language list: one entry.
  const languagesFile = path.join(copy, "src/i18n/languages.ts");
  const source = readFileSync(languagesFile, "utf8");
  const listEnd = source.indexOf("] as const;");
  writeFileSync(languagesFile, `${source.slice(0, listEnd)}  ${JSON.stringify(THIRD)},\n${source.slice(listEnd)}`);

  // 2. Its legal pages' addresses.
  const pathsFile = path.join(copy, "src/i18n/legalPaths.json");
  const paths = readJson(pathsFile) as Record<string, Record<string, string>>;
  writeJson(pathsFile, Object.fromEntries(Object.entries(paths).map(([page, byLanguage]) => [page, { ...byLanguage, [THIRD.code]: `/${THIRD.code}${byLanguage[DEFAULT_LANGUAGE]}` }])));

  // 3. Its texts: the interface texts, every localized value, the language's name, the legal texts.
  const content = path.join(copy, "content");
  cpSync(path.join(content, "locales", DEFAULT_LANGUAGE), path.join(content, "locales", THIRD.code), { recursive: true });
  // The office's words stay in the office's languages (docs/editing.md, step 3).
  const copied = path.join(content, "locales", THIRD.code, "translation.json");
  writeJson(copied, Object.fromEntries(Object.entries(readJson(copied) as Record<string, unknown>).filter(([key]) => key !== "office")));
  for (const language of [...LANGUAGES, THIRD.code]) {
    const file = path.join(content, "locales", language, "translation.json");
    const texts = readJson(file) as { language: Record<string, string>; nav: { languageCodes: Record<string, string> } };
    writeJson(file, {
      ...texts,
      language: { ...texts.language, [THIRD.code]: THIRD.name },
      nav: { ...texts.nav, languageCodes: { ...texts.nav.languageCodes, [THIRD.code]: THIRD.code.toUpperCase() } },
    });
  }
  for (const name of readdirSync(content).filter((file) => file.endsWith(".json"))) {
    writeJson(path.join(content, name), addLanguage(readJson(path.join(content, name))));
  }
  for (const name of readdirSync(path.join(content, "legal")).filter((file) => file.endsWith(`.${DEFAULT_LANGUAGE}.md`))) {
    cpSync(path.join(content, "legal", name), path.join(content, "legal", name.replace(`.${DEFAULT_LANGUAGE}.md`, `.${THIRD.code}.md`)));
  }
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const run = (command: string, args: string[]) =>
  spawnSync(path.join(copy, "node_modules/.bin", command), args, { cwd: copy, encoding: "utf8", env: { ...process.env, CI: "1" } });

test("the content check asks for the new language's own plural forms by name, then passes, and checks it", () => {
  // Copied from English, each plural text lacks Hebrew's `_two`: named, file and key, and nothing else.
  const first = run("tsx", ["scripts/check-content.ts"]);
  expect(first.status).toBe(1);
  const problems = first.stderr.split("\n").filter((line) => line.startsWith("content/"));
  expect(problems.length).toBeGreaterThan(0);
  for (const line of problems) expect(line).toMatch(new RegExp(`^content/locales/${THIRD.code}/translation\\.json: [\\w.]+_two is required: a plural text in Hebrew needs its _one, _two, _other forms$`));
  // The translator writes them (here: the `_other` text again).
  const file = path.join(copy, "content/locales", THIRD.code, "translation.json");
  const withTwo = (value: Json): Json => {
    if (Array.isArray(value)) return value.map(withTwo);
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value).flatMap(([key, inner]): [string, Json][] => (key.endsWith("_other") ? [[key.replace(/_other$/, "_two"), inner], [key, inner]] : [[key, withTwo(inner)]]));
    return Object.fromEntries(entries);
  };
  writeJson(file, withTwo(readJson(file)));

  const result = run("tsx", ["scripts/check-content.ts"]);
  expect(`${result.stdout}${result.stderr}`).toMatch(/every file matches the schema/);
  expect(result.status).toBe(0);

  // The new language is really checked: a service title without it is reported.
  const services = path.join(copy, "content/services.json");
  const original = readFileSync(services, "utf8");
  const list = JSON.parse(original) as { title: Record<string, string> }[];
  delete list[0].title[THIRD.code];
  writeJson(services, list);
  const broken = run("tsx", ["scripts/check-content.ts"]);
  writeFileSync(services, original);
  expect(broken.status).toBe(1);
  expect(broken.stderr).toContain(`content/services.json: [0].title.${THIRD.code} is required`);
}, 120_000);

test("the admin's configuration test passes in the copy, and the admin edits the third language", () => {
  const result = run("jest", ["--ci", "__tests__/content/cms-collections.test.ts"]);
  expect(result.stderr).toMatch(/Tests:\s+\d+ passed, \d+ total/);
  expect(result.status).toBe(0);

  const probe = run("tsx", [
    "-e",
    `import { collections } from "./src/cms/collections"; console.log(JSON.stringify(collections.flatMap((c) => c.files.map((f) => [c.name, f.name, f.file]))));`,
  ]);
  expect(probe.status).toBe(0);
  const files = JSON.parse(probe.stdout) as [string, string, string][];
  expect(files).toContainEqual(["texts", THIRD.code, `content/locales/${THIRD.code}/translation.json`]);
  expect(files).toContainEqual(["legal", `privacy-${THIRD.code}`, `content/legal/privacy.${THIRD.code}.md`]);
}, 240_000);
