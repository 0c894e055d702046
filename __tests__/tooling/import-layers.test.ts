/** @jest-environment node */
/**
 * The direction of src/'s imports, read with TypeScript's own parser (ts.preProcessFile: every import,
 * export-from, import() and require, types included). The booking core (src/booking/) stands on the
 * framework-free foundations only (the languages and their formats in src/i18n/, the design tokens the
 * e-mails use) and imports no framework; the pages' code and the content schema never reach into its
 * server-side parts; no folder of src/ imports a folder that imports it back. docs/layout.md draws the same map.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "../..");
const SRC = path.join(ROOT, "src");
const EXTENSIONS = ["", ".ts", ".tsx", ".js", ".json", "/index.ts", "/index.tsx"];

/** What the core may import besides itself: the foundations below it. */
const FOUNDATIONS = ["src/i18n/", "src/styles/theme.ts"];
/** Frameworks and platforms the core must not know (a package, or any package under a scope). */
const FRAMEWORKS = /^(react|react-dom|gatsby|gatsby-.+|fastify|@fastify\/.+|@netlify\/.+|formik|@emotion\/.+|styled-components)(\/.*)?$/;
/** The core's server-side parts: the request store, the HTTP handling, the e-mails, and the settings read from the environment. */
const SERVER_SIDE = ["src/booking/store/", "src/booking/http/", "src/booking/mail/", "src/booking/config.ts"];
/** The page's code and the content schema: what runs in the browser or at build time. */
const PAGE_SIDE = ["src/components/", "src/sections/", "src/hooks/", "src/pages/", "src/templates/", "src/contact/", "src/content/", "src/cms/"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

type Import = { from: string; to: string; typeOnly: boolean };

/** Each file's imports: a project path ("src/i18n/languages.ts", "content/rates.json") or a package's name. */
export function importsOf(file: string, source = readFileSync(file, "utf8")): Import[] {
  const from = path.relative(ROOT, file);
  // preProcessFile finds every specifier (import(), require and export-from too); the statements say which are types only.
  const typeOnly = new Set<string>();
  const value = new Set<string>();
  for (const statement of ts.createSourceFile(file, source, ts.ScriptTarget.Latest).statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier)) continue;
    const erased = ts.isImportDeclaration(statement) ? Boolean(statement.importClause?.isTypeOnly) : statement.isTypeOnly;
    (erased ? typeOnly : value).add(specifier.text);
  }
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.map(({ fileName }) => {
    const erased = typeOnly.has(fileName) && !value.has(fileName);
    if (!fileName.startsWith(".")) return { from, to: fileName, typeOnly: erased };
    const base = path.resolve(path.dirname(file), fileName);
    const found = EXTENSIONS.map((extension) => base + extension).find((candidate) => {
      try {
        return statSync(candidate).isFile();
      } catch {
        return false;
      }
    });
    return { from, to: path.relative(ROOT, found ?? base), typeOnly: erased };
  });
}

const within = (target: string, prefixes: string[]) => prefixes.some((prefix) => target === prefix || target.startsWith(prefix));
const isPackage = (target: string) => !target.startsWith("src/") && !target.startsWith("content/") && !target.startsWith("..");
const isCore = (file: string) => file.startsWith("src/booking/");

/**
 * Folders of src/ that import each other today, outside the core: the content schema's own knots, which
 * its split undoes. The list only shrinks (a pair that is gone must leave it); no pair may join it.
 */
const KNOWN_MUTUAL = ["src/cms <-> src/content", "src/content <-> src/legal", "src/content <-> src/seo"];

/** What breaks the rules, one line per import. */
export function layerProblems(imports: Import[]): string[] {
  const problems: string[] = [];
  const show = ({ from, to }: Import) => `${from} -> ${to}`;
  for (const entry of imports) {
    const { from, to } = entry;
    if (isCore(from) && (isPackage(to) ? FRAMEWORKS.test(to) : to.startsWith("src/") && !isCore(to) && !within(to, FOUNDATIONS)))
      problems.push(`the core imports outside itself: ${show(entry)}`);
    if (within(from, PAGE_SIDE) && within(to, SERVER_SIDE))
      problems.push(`the page's code or the content schema reaches into the core's server side: ${show(entry)}`);
  }
  // Everything the core runs stays in the core and its foundations: a foundation leads nowhere above it.
  const runs = new Map<string, Import[]>();
  for (const entry of imports) if (!entry.typeOnly) runs.set(entry.from, [...(runs.get(entry.from) ?? []), entry]);
  const reached = new Set<string>();
  const queue = [...new Set(imports.map((entry) => entry.from).filter(isCore))];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const entry of runs.get(file) ?? []) {
      if (isPackage(entry.to) && FRAMEWORKS.test(entry.to) && !isCore(file)) problems.push(`the core runs a framework through a foundation: ${show(entry)}`);
      if (!entry.to.startsWith("src/")) continue;
      if (!isCore(entry.to) && !within(entry.to, FOUNDATIONS)) {
        if (!isCore(file)) problems.push(`a foundation of the core imports above it: ${show(entry)}`);
      } else queue.push(entry.to);
    }
  }
  // content/rates.json is read one way: one module of src/ imports it (the page reads it through GraphQL).
  const rates = imports.filter((entry) => entry.to === "content/rates.json" && entry.from.startsWith("src/"));
  if (rates.length !== 1) problems.push(`content/rates.json is imported by ${rates.length} modules of src/: ${rates.map((entry) => entry.from).join(", ")}`);
  return [...problems, ...mutualFolders(imports)];
}

/** src/'s folder of a file (the core's folders each on their own). */
const folderOf = (file: string) => {
  const parts = file.split("/");
  if (parts[0] !== "src" || parts.length < 3) return undefined;
  return parts[1] === "booking" && parts.length > 3 ? `src/booking/${parts[2]}` : `src/${parts[1]}`;
};

/** Folders of src/ that import each other (what runs: types are erased), each pair once, with an import each way. */
export function mutualFolders(imports: Import[]): string[] {
  const edges = new Map<string, string>();
  for (const entry of imports) {
    const [a, b] = [folderOf(entry.from), folderOf(entry.to)];
    // The core's root files (its settings) belong to every folder of it; src/'s folders are compared whole.
    if (!a || !b || a === b || entry.typeOnly || (a.startsWith("src/booking") && b.startsWith("src/booking"))) continue;
    const key = `${a.startsWith("src/booking") ? "src/booking" : a}|${b.startsWith("src/booking") ? "src/booking" : b}`;
    if (!edges.has(key)) edges.set(key, `${entry.from} -> ${entry.to}`);
  }
  const problems: string[] = [];
  const pairs = new Set<string>();
  for (const key of edges.keys()) {
    const [a, b] = key.split("|");
    if (a >= b || !edges.has(`${b}|${a}`)) continue;
    const pair = `${a} <-> ${b}`;
    pairs.add(pair);
    if (!KNOWN_MUTUAL.includes(pair)) problems.push(`folders import each other: ${pair} (${edges.get(key)}; ${edges.get(`${b}|${a}`)})`);
  }
  for (const pair of KNOWN_MUTUAL) if (!pairs.has(pair)) problems.push(`${pair} no longer import each other: take the pair off KNOWN_MUTUAL`);
  return problems;
}

const allImports = () => sourceFiles(SRC).flatMap((file) => importsOf(file));

test("the core imports nothing outside itself but its foundations, the pages and the schema reach none of its server side, and no folders of src/ import each other", () => {
  expect(layerProblems(allImports())).toEqual([]);
});

describe("the check catches each kind of bad import", () => {
  const withProbe = (file: string, source: string) => [...allImports(), ...importsOf(path.join(ROOT, file), source)];

  test("the core importing a component, or React", () => {
    expect(
      layerProblems(withProbe("src/booking/pricing/probe.ts", 'import ContactForm from "../../components/ContactForm";\nimport React from "react";\n')),
    ).toEqual([
      "the core imports outside itself: src/booking/pricing/probe.ts -> src/components/ContactForm.tsx",
      "the core imports outside itself: src/booking/pricing/probe.ts -> react",
      expect.stringMatching(/^folders import each other: src\/booking <-> src\/components \(/),
    ]);
  });

  test("the content schema reaching into the request store, a component into the e-mails", () => {
    const problems = layerProblems([
      ...withProbe("src/content/probe.ts", 'import type { StoredRequest } from "../booking/store/store";\n'),
      ...importsOf(path.join(SRC, "components/Probe.tsx"), 'import { buildMessage } from "../booking/mail/message";\n'),
    ]);
    expect(problems).toContain("the page's code or the content schema reaches into the core's server side: src/content/probe.ts -> src/booking/store/store.ts");
    expect(problems).toContain(
      "the page's code or the content schema reaches into the core's server side: src/components/Probe.tsx -> src/booking/mail/message.ts",
    );
  });

  test("a foundation the core runs importing above it, into a folder that imports it", () => {
    const problems = layerProblems(withProbe("src/i18n/placeholders.ts", 'import ContactForm from "../components/ContactForm";\n'));
    expect(problems).toContain("a foundation of the core imports above it: src/i18n/placeholders.ts -> src/components/ContactForm.tsx");
    expect(problems).toContainEqual(expect.stringMatching(/^folders import each other: src\/components <-> src\/i18n /));
  });

  test("a folder importing the core, which imports it", () => {
    expect(layerProblems(withProbe("src/i18n/probe.ts", 'import { FIELD_ORDER } from "../booking/catalogue/options";\n'))).toEqual([
      expect.stringMatching(/^folders import each other: src\/booking <-> src\/i18n \(/),
    ]);
  });

  test("a second module reading content/rates.json", () => {
    expect(layerProblems(withProbe("src/sections/probe.ts", 'import rates from "../../content/rates.json";\n'))).toEqual([
      expect.stringMatching(/^content\/rates\.json is imported by 2 modules of src\/: .*src\/sections\/probe\.ts/),
    ]);
  });
});
