/**
 * Checks a content directory against ./schema/ and returns every problem, one line each:
 * `content/services.json: [1].title.fr is required`. Used by the build (gatsby/node/onPreBootstrap.ts),
 * by `npm run check:content` and by the tests, which run it on broken copies in a temporary directory.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { conditionProblems, LEGAL_FILES } from "../legal/pages";
import { LEGAL_PLACEHOLDERS, REQUIRED_LEGAL_PLACEHOLDERS } from "../legal/values";
import { bareNumberProblem } from "./quantities";
import { DEFAULT_LANGUAGE, isOfficeLanguage, languageInfo, LANGUAGES, type Language } from "../i18n/languages";
import { pluralForm, pluralForms, REQUIRED_PLURAL_FORMS } from "../i18n/plural";
import { searchSnippetProblems } from "../seo/searchSnippet";
import { CONTENT_FILES, OFFICE_GROUP, formatPath, localeFileOf, placeholdersOf, schemaAt, translationSchema, type ContentFile, type Path } from "./schema";
import { bareFirstsOfMonth, foreignLetters, latinPunctuation, mixedEmailSpellings, straightApostrophes, textsOf } from "./wording";

export interface ContentProblem {
  /** As shown to editors: `content/services.json`. */
  file: string;
  /** `[1].title.fr`; empty for the file as a whole. */
  path: string;
  message: string;
}

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.path ? `${problem.path} ` : ""}${problem.message}`;
}

/** "line 3, column 14" of a character offset. */
function lineAndColumn(source: string, offset: number): string {
  const before = source.slice(0, Math.max(0, Math.min(offset, source.length)));
  const lines = before.split("\n");
  return `line ${lines.length}, column ${lines[lines.length - 1].length + 1}`;
}

/**
 * JSON.parse's own messages differ between Node versions; the position is what an editor needs, so the
 * message is ours: "is not valid JSON (line 5, column 3): check for a missing comma, quote or bracket".
 */
function parseJson(source: string): { value: unknown } | { error: string } {
  if (source.trim() === "") return { error: "is empty: it must hold JSON" };
  try {
    return { value: JSON.parse(source) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const position = /position (\d+)/.exec(message);
    const where = lineAndColumn(source, position ? Number(position[1]) : source.length);
    return { error: `is not valid JSON (${where}): check for a missing comma, quote or bracket around there` };
  }
}

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);
const hasKey = (tree: Tree, key: string) => Object.prototype.hasOwnProperty.call(tree, key);
const withoutKey = (tree: Tree, key: string): Tree => Object.fromEntries(Object.entries(tree).filter(([name]) => name !== key));
const listPlaceholders = (names: string[]) => (names.length ? names.map((name) => `{{${name}}}`).join(", ") : "none");

/**
 * Every language has the same keys, and each string uses the same {{placeholders}} in all of them.
 * The default language is the reference, so problems are reported in the other language's file: a key
 * only it has is extra, a key only the default has is missing. Keys the schema declares are left to
 * the schema, which already reports them as required in the file that lacks them.
 */
function compareLocales(reference: unknown, texts: unknown, path: Path, report: (path: Path, message: string) => void, referenceFile: string) {
  if (typeof reference === "string" && typeof texts === "string") {
    const expected = placeholdersOf(reference).sort();
    const found = placeholdersOf(texts).sort();
    // A plural form for exactly one number may say it in words ("ساعتان", two hours; "ساعة واحدة"): {{count}} optional.
    const category = pluralForm(String(path[path.length - 1]))?.category;
    const wordsCount = (category === "zero" || category === "one" || category === "two") && expected.includes("count");
    const withoutCount = expected.filter((name) => name !== "count");
    if (expected.join() !== found.join() && !(wordsCount && withoutCount.join() === found.join())) {
      report(path, `must use the same placeholders as ${referenceFile}: ${listPlaceholders(expected)} (found ${listPlaceholders(found)})`);
    }
    return;
  }
  if (Array.isArray(reference) && Array.isArray(texts)) {
    reference.forEach((item, index) => {
      if (index < texts.length) compareLocales(item, texts[index], [...path, index], report, referenceFile);
    });
    return;
  }
  if (!isTree(reference) || !isTree(texts)) return;
  for (const key of Object.keys(reference)) {
    const at = [...path, key];
    if (hasKey(texts, key)) compareLocales(reference[key], texts[key], at, report, referenceFile);
    else if (!schemaAt(translationSchema, at)) report(at, `is required (${referenceFile} has it)`);
  }
  for (const key of Object.keys(texts)) {
    const at = [...path, key];
    // A plural form the reference language does not need (French `_many`) is the other language's own.
    const form = pluralForm(key);
    if (form && !hasKey(reference, key) && hasKey(reference, `${form.base}_other`)) {
      compareLocales(reference[`${form.base}_other`], texts[key], at, report, referenceFile);
      continue;
    }
    if (!hasKey(reference, key) && !schemaAt(translationSchema, at)) report(at, `is not in ${referenceFile}`);
  }
}

/**
 * i18next's plural keys in one language's file: every plural text has its `_one` and `_other` forms (the
 * schema already requires those of the texts it declares), and no form the language's rules never pick
 * (`_few` in French): that text would never be shown.
 */
function checkPlurals(tree: unknown, path: Path, language: Language, report: (path: Path, message: string) => void) {
  if (!isTree(tree)) return;
  const categories = new Intl.PluralRules(languageInfo(language).dateLocale).resolvedOptions().pluralCategories as string[];
  const bases = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const form = pluralForm(key);
    if (!form) {
      checkPlurals(value, [...path, key], language, report);
      continue;
    }
    bases.add(form.base);
    // `_one` and `_other` are in every file (the schema's plural texts), even where the rules never pick `_one` (Chinese).
    if (!categories.includes(form.category) && !(REQUIRED_PLURAL_FORMS as readonly string[]).includes(form.category)) {
      report([...path, key], `is a plural form ${languageInfo(language).englishName} never uses (its forms: ${categories.map((c) => `_${c}`).join(", ")})`);
    }
  }
  // Every form the language uses (pluralForms: Arabic's six), not only `_one` and `_other`: i18next would
  // show `_other` for a missing `_two`, a count no Arabic reader writes that way.
  const required: string[] = pluralForms(language);
  for (const base of bases) {
    for (const form of required) {
      const at = [...path, `${base}_${form}`];
      if (hasKey(tree, `${base}_${form}`)) continue;
      const declared = (REQUIRED_PLURAL_FORMS as readonly string[]).includes(form) && schemaAt(translationSchema, at);
      if (!declared) report(at, `is required: a plural text in ${languageInfo(language).englishName} needs its ${required.map((f) => `_${f}`).join(", ")} forms`);
    }
  }
}

/** The problems as the build and `npm run check:content` print them: a count, then one per line. */
export function describeProblems(problems: ContentProblem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [`The content has ${count}; fix the file(s) below (\`npm run check:content\` checks again in a second):`, ...problems.map(formatProblem)].join("\n");
}

export interface CheckOptions {
  /** How the directory is named in messages (default "content"): tests check copies under that name. */
  label?: string;
}

/** Every problem of the content directory `dir`, in file order; [] when the content is valid. */
export function checkContent(dir: string, options: CheckOptions = {}): ContentProblem[] {
  const label = options.label ?? "content";
  const problems: ContentProblem[] = [];
  const display = (file: string) => `${label}/${file}`;
  const parsed = new Map<ContentFile, unknown>();

  for (const [file, schema] of Object.entries(CONTENT_FILES) as [ContentFile, (typeof CONTENT_FILES)[ContentFile]][]) {
    const report = (at: Path, message: string) => problems.push({ file: display(file), path: formatPath(at), message });
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      report([], "is missing");
      continue;
    }
    const result = parseJson(readFileSync(full, "utf8"));
    if ("error" in result) {
      report([], result.error);
      continue;
    }
    parsed.set(file, result.value);
    schema.validate(result.value, [], report);
  }

  // The pictures exist where site.json and fleet.json say (relative to content/, as Gatsby resolves them).
  const site = parsed.get("site.json");
  const fleet = parsed.get("fleet.json");
  const pictures: [ContentFile, Path, unknown][] = [
    ...["heroImage", "shareImage"].map((field): [ContentFile, Path, unknown] => ["site.json", [field], isTree(site) ? site[field] : undefined]),
    ...(Array.isArray(fleet) ? fleet : []).map((vehicle, index): [ContentFile, Path, unknown] => ["fleet.json", [index, "picture"], isTree(vehicle) ? vehicle.picture : undefined]),
  ];
  for (const [file, at, picture] of pictures) {
    if (typeof picture !== "string" || picture.trim() === "") continue;
    const image = path.join(dir, picture);
    if (!existsSync(image) || !statSync(image).isFile()) {
      problems.push({ file: display(file), path: formatPath(at), message: `${JSON.stringify(picture)} does not exist (no file ${label}/${picture})` });
    }
  }

  problems.push(...checkRatesFleet(parsed, display));

  const reference = parsed.get(localeFileOf(DEFAULT_LANGUAGE));
  for (const language of LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE)) {
    const texts = parsed.get(localeFileOf(language));
    if (reference === undefined || texts === undefined) continue;
    const report = (at: Path, message: string) => problems.push({ file: display(localeFileOf(language)), path: formatPath(at), message });
    // The office's words are in the office's languages only: another language's file has none to compare.
    const compared = isOfficeLanguage(language) || !isTree(reference) ? reference : withoutKey(reference, OFFICE_GROUP);
    compareLocales(compared, texts, [], report, display(localeFileOf(DEFAULT_LANGUAGE)));
  }

  for (const language of LANGUAGES) {
    const file = localeFileOf(language);
    checkPlurals(parsed.get(file), [], language, (at, message) => problems.push({ file: display(file), path: formatPath(at), message }));
  }

  // Titles and descriptions as search results show them, with the brand of site.json filled in.
  if (isTree(site) && typeof site.brand === "string") {
    for (const file of LANGUAGES.map(localeFileOf)) {
      for (const { path: at, message } of searchSnippetProblems(parsed.get(file), site.brand)) {
        problems.push({ file: display(file), path: formatPath(at), message });
      }
    }
  }

  problems.push(...checkLegalTexts(dir, display));
  problems.push(...checkWording(dir, parsed, display));

  // File by file, in the order of CONTENT_FILES then the legal texts (Array.prototype.sort is stable).
  const order = [...Object.keys(CONTENT_FILES), ...LEGAL_FILES.map(({ file }) => file)].map(display);
  return problems.sort((a, b) => order.indexOf(a.file) - order.indexOf(b.file));
}

/**
 * content/rates.json against content/fleet.json: a vehicle class names a vehicle of the fleet (or none), and
 * the rental prices list each vehicle of the fleet, no other: one fleet, not a second one for the prices.
 */
function checkRatesFleet(parsed: Map<ContentFile, unknown>, display: (file: string) => string): ContentProblem[] {
  const rates = parsed.get("rates.json");
  const fleet = parsed.get("fleet.json");
  if (!isTree(rates) || !Array.isArray(fleet)) return [];
  const problems: ContentProblem[] = [];
  const report = (at: Path, message: string) => problems.push({ file: display("rates.json"), path: formatPath(at), message });
  const ids = [...new Set(fleet.map((vehicle) => (isTree(vehicle) ? vehicle.id : undefined)).filter((id): id is string => typeof id === "string"))];
  const notInFleet = (id: string) => `${JSON.stringify(id)} is not a vehicle of fleet.json (one of: ${ids.join(", ")})`;
  (Array.isArray(rates.classes) ? rates.classes : []).forEach((entry, index) => {
    const vehicle = isTree(entry) ? entry.vehicle : undefined;
    if (typeof vehicle === "string" && vehicle !== "" && !ids.includes(vehicle)) report(["classes", index, "vehicle"], notInFleet(vehicle));
  });
  const rental = Array.isArray(rates.rental) ? rates.rental : [];
  const listed = rental.map((entry) => (isTree(entry) ? entry.vehicle : undefined));
  rental.forEach((_entry, index) => {
    const vehicle = listed[index];
    if (typeof vehicle === "string" && !ids.includes(vehicle)) report(["rental", index, "vehicle"], notInFleet(vehicle));
  });
  for (const id of ids) {
    if (!listed.includes(id)) report(["rental"], `has no prices for ${JSON.stringify(id)}, a vehicle of fleet.json: add its row (null for "on request")`);
  }
  return problems;
}

/**
 * The texts as prose, language by language (./wording.ts): one spelling of e-mail per language, the
 * typographic apostrophe in every language, and "1er janvier" in French. Only files that parsed are read;
 * the others are reported above.
 */
function checkWording(dir: string, parsed: Map<ContentFile, unknown>, display: (file: string) => string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const language of LANGUAGES) {
    const markdown = new Map<string, string>();
    for (const { file, language: of } of LEGAL_FILES) {
      const full = path.join(dir, file);
      if (of === language && existsSync(full)) markdown.set(file, readFileSync(full, "utf8"));
    }
    const texts = textsOf(language, parsed as Map<string, unknown>, markdown).map((text) => ({ ...text, file: display(text.file) }));
    const found = [...mixedEmailSpellings(texts), ...straightApostrophes(texts, language), ...bareFirstsOfMonth(texts, language), ...latinPunctuation(texts, language), ...foreignLetters(texts, language)];
    for (const { file, where, message } of found) problems.push({ file, path: where, message });
  }
  return problems;
}

/**
 * The legal pages' Markdown (content/legal/): each text exists, uses only the {{placeholders}} the build
 * can fill (src/legal/values.ts; a bare number is refused with its written form), and leaves the page title (the <h1>, from the locale files) to the template.
 */
function checkLegalTexts(dir: string, display: (file: string) => string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const { file, page } of LEGAL_FILES) {
    const report = (message: string) => problems.push({ file: display(file), path: "", message });
    const full = path.join(dir, file);
    if (!existsSync(full)) {
      report("is missing");
      continue;
    }
    const markdown = readFileSync(full, "utf8");
    if (markdown.trim() === "") report("is empty: it must hold the text of the page, in Markdown");
    for (const name of placeholdersOf(markdown)) {
      if (!(LEGAL_PLACEHOLDERS as readonly string[]).includes(name)) {
        report(bareNumberProblem(name) ?? `uses {{${name}}}, which is not one of ${LEGAL_PLACEHOLDERS.map((a) => `{{${a}}}`).join(", ")}`);
      }
    }
    for (const problem of conditionProblems(markdown)) report(problem);
    // Published in several languages, each text says which version prevails (company.json governingLanguage).
    if (markdown.trim() !== "" && !placeholdersOf(markdown).includes("governingLanguage")) {
      report("does not say which language version prevails: add the closing section that names {{governingLanguage}}, as the other legal texts do");
    }
    for (const { name, why } of REQUIRED_LEGAL_PLACEHOLDERS[page]) {
      if (markdown.trim() !== "" && !placeholdersOf(markdown).includes(name)) report(`does not name {{${name}}} (${why}): every language's text names it, as the others do`);
    }
    if (/^#\s/m.test(markdown)) report("has a first-level heading (# …): the page title comes from the texts (legal.*.title); start sections with ##");
  }
  return problems;
}
