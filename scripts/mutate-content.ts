// `npm run test:content-change`: proves that the tests do not pin editors' words. It copies the project to a
// temporary folder, changes every text of every content file there (what an editor can change in the admin),
// then runs the content check and the unit tests in the copy (with `--e2e`, also the build and the browser
// tests). Everything must stay green: a test that compares against a text typed into it, instead of reading
// it from content/, fails here.
//
// What changes: every value the schema (src/content/schema/) declares as free text, in both languages:
// each word's letters are reversed ("About Us" -> "tuobA sU", so a test holding "About", or /about/i, no
// longer finds it, and a whole-text comparison fails too), keeping every text's length (and so the content
// check's limits); a text the reversal leaves as it was ("24/7", a palindrome) gets a marker instead.
// `{{placeholders}}` stay as they are. What does not change: ids, icon names, phone numbers, e-mails, links,
// the UID, postcodes, image paths, numbers and switches (the schema gives them a pattern or a fixed set of
// values: they are data the code relies on, not wording). The Markdown legal texts get the marker at the end
// of every line with words (their links and placeholders untouched).
//
// Left out of the run, because their purpose is to fail when certain words change: the one test of wording
// the specification fixes (__tests__/content/spec-wording.test.ts: the French toasts), and the browser
// tests tagged `@wording` (WORDING_TAG: issue 11's check that the copy makes each claim once).
//
//   tsx scripts/mutate-content.ts            content check + unit tests on mutated content (~2 min)
//   tsx scripts/mutate-content.ts --e2e      also `npm run build` and Playwright (E2E_PORT, default 9000)
//   tsx scripts/mutate-content.ts --e2e --no-unit   only the build and Playwright
//   tsx scripts/mutate-content.ts --e2e --reports <dir>   everything, Jest's and Playwright's JSON reports in <dir> (npm test)
//   tsx scripts/mutate-content.ts --keep     leave the temporary copy for inspection
//   tsx scripts/mutate-content.ts --e2e --no-unit --no-browser --copy-to <dir>   the content check and the build, in <dir> (kept)
//   tsx scripts/mutate-content.ts --in <dir> --unit-only     the unit tests in a copy made that way (kept)
//   tsx scripts/mutate-content.ts --in <dir> --browser-only  its browser tests (then removed)
//   tsx scripts/mutate-content.ts --unit-workers 1 ...       the unit tests on one Jest worker (default 2)
//   tsx scripts/mutate-content.ts --unit-shard 2/2 ...       one part of the unit tests (Jest's --shard)
//   tsx scripts/mutate-content.ts --e2e --warm-build ...     after the build, the warm-build check in place
//   tsx scripts/mutate-content.ts --in <dir> --browser-only --browser-project slowed-cpu   one browser pass
//     (npm test, scripts/run-tests.mjs: `--e2e --no-browser --no-unit --warm-build --copy-to <dir>`, then
//     `--in <dir> --unit-only --unit-workers 1 --unit-shard 2/2`, beside the real build and its checks; then
//     `--in <dir> --browser-only --browser-project chromium`; then the slowed-cpu pass beside `--in <dir>
//     --unit-only --unit-shard 1/2`)
//   tsx scripts/mutate-content.ts --only <dir>   mutate the content/ folder of <dir> in place, run nothing
// The browser tests run in two passes: the "chromium" project on every core, then the "slowed-cpu" one
// (the tests that slow the page's CPU 4×) alone, one at a time (playwright.config.ts, docs/testing.md).
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_FILES, type Schema } from "../src/content/schema";
import { PLACEHOLDER } from "../src/i18n/placeholders";

export const MARKER = "¤";
/** Excluded from the mutated run, see the header. */
export const SPEC_WORDING_TEST = "__tests__/content/spec-wording.test.ts";
/** The e-mails of a fixed request compared byte for byte with files written from the real words: run on them only. */
export const GOLDEN_EMAILS_TEST = "__tests__/contact/emails-golden.test.ts";
/** Browser tests about the copy itself (what it says, how often), left out like SPEC_WORDING_TEST. */
export const WORDING_TAG = "@wording";
/** Run by npm test in the changed copy, in place after its build (--warm-build), so not among the real build's checks. */
export const WARM_BUILD_TEST = "__tests__/build/warm-build.build.test.ts";

const isTree = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * "About Us {{brand}}" -> "tuobA sU {{brand}}": every word's letters reversed, so the text keeps its length
 * (an editor's change that fits the content check's limits, the search snippets' 60 and 160 characters
 * included, must keep the tests green; a longer text would only test the check). A text the reversal leaves
 * as it was (a palindrome, no letters) gets the marker instead.
 */
const HAN_WORDS = new Intl.Segmenter("zh", { granularity: "word" });

export function mutateText(text: string): string {
  // Chinese has no spaces: a run of Han is a whole phrase, so each of its words (as the language segments them) is
  // reversed on its own, and a word written alone elsewhere ("Book" on a button, inside its longer label) reads
  // the same in both, as it does in the real words.
  const reverseWord = (word: string) => [...word].reverse().join("");
  const reverseRun = (run: string) =>
    /\p{Script=Han}/u.test(run)
      ? [...HAN_WORDS.segment(run)].map(({ segment, isWordLike }) => (isWordLike ? reverseWord(segment) : segment)).join("")
      : reverseWord(run);
  const reversed = (part: string) => part.replace(/\p{L}+/gu, reverseRun);
  // The placeholders (the site's one `{{name}}` syntax, src/i18n/placeholders.ts) stay exactly as written.
  let changed = "";
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    changed += reversed(text.slice(from, match.index)) + match[0];
    from = match.index + match[0].length;
  }
  changed += reversed(text.slice(from));
  return changed === text ? `${changed} ${MARKER}` : changed;
}

/**
 * Marks every Markdown line that has words; headings, list items, links, conditions (`<!-- if whatsapp -->`,
 * code the build reads) and tables keep their syntax: a table row gets the marker in its last cell, so the
 * header keeps as many cells as the delimiter row.
 */
export function mutateMarkdown(markdown: string): string {
  return markdown
    .split("\n")
    .map((line) => {
      if (!/\p{L}/u.test(line.replace(/\{\{\s*\w+\s*\}\}|\]\([^)]*\)|<!--.*?-->/g, ""))) return line;
      return /^\s*\|.*\|\s*$/.test(line) ? line.replace(/\|\s*$/, `${MARKER} |`) : `${line} ${MARKER}`;
    })
    .join("\n");
}

/**
 * Walks a value along its schema and changes its free texts. Keys an open object (the locale files) does
 * not declare are texts or groups of texts (what the schema accepts for them), so they change too.
 */
export function mutateValue(value: unknown, schema: Schema | undefined): unknown {
  if (typeof value === "string") {
    if (schema === undefined) return mutateText(value);
    if (schema.kind === "text" && !schema.pattern && value !== "") return mutateText(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => mutateValue(item, schema?.kind === "list" ? schema.item : undefined));
  if (isTree(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        if (schema?.kind === "localized") return [key, mutateValue(inner, schema.text)];
        if (schema?.kind === "object") {
          const field = schema.fields[key];
          return [key, field === undefined && !schema.open ? inner : mutateValue(inner, field)];
        }
        return [key, mutateValue(inner, undefined)];
      }),
    );
  }
  return value;
}

/** Changes every text of `<dir>/content` in place; returns how many texts changed, per file. */
export function mutateContentDir(contentDir: string): Record<string, number> {
  const changed: Record<string, number> = {};
  for (const [file, schema] of Object.entries(CONTENT_FILES) as [string, Schema][]) {
    const full = path.join(contentDir, file);
    const before = JSON.parse(readFileSync(full, "utf8"));
    const after = mutateValue(before, schema);
    changed[file] = countChanges(before, after);
    writeFileSync(full, `${JSON.stringify(after, null, 2)}\n`);
  }
  const legal = path.join(contentDir, "legal");
  for (const file of readdirSync(legal).filter((name) => name.endsWith(".md"))) {
    const full = path.join(legal, file);
    const before = readFileSync(full, "utf8");
    const after = mutateMarkdown(before);
    changed[`legal/${file}`] = after.split("\n").filter((line, i) => line !== before.split("\n")[i]).length;
    writeFileSync(full, after);
  }
  return changed;
}

function countChanges(before: unknown, after: unknown): number {
  if (typeof before === "string") return before === after ? 0 : 1;
  if (Array.isArray(before)) return before.reduce((sum: number, item, i) => sum + countChanges(item, (after as unknown[])[i]), 0);
  if (isTree(before)) return Object.keys(before).reduce((sum, key) => sum + countChanges(before[key], (after as Record<string, unknown>)[key]), 0);
  return 0;
}

/** Build output, caches and installs: never copied (the same folders as .gitignore's). */
const SKIPPED = new Set([
  "node_modules",
  ".git",
  ".cache",
  "public",
  ".netlify",
  ".outbox",
  ".e2e-outbox",
  "test-results",
  ".test-reports",
  ".node",
  ".bench",
  "coverage",
]);

/** The project's files: git's list (tracked and new, not ignored) or, outside a git checkout, a walk. */
function projectFiles(root: string): string[] {
  const listed = spawnSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
  if (listed.status === 0) return listed.stdout.split("\0").filter(Boolean);
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : walk(relative);
      return entry.isFile() ? [relative] : [];
    });
  return walk("");
}

/**
 * The working tree (tracked and new files, not ignored ones) copied to `target` (an empty or new folder)
 * or a temporary folder; node_modules linked.
 */
function copyProject(root: string, target?: string): string {
  if (target && existsSync(target) && readdirSync(target).length > 0) throw new Error(`--copy-to ${target}: the folder is not empty`);
  if (target) mkdirSync(target, { recursive: true });
  const copy = target ?? mkdtempSync(path.join(os.tmpdir(), "content-change-"));
  for (const file of projectFiles(root)) {
    const source = path.join(root, file);
    const target = path.join(copy, file);
    mkdirSync(path.dirname(target), { recursive: true });
    try {
      copyFileSync(source, target);
    } catch (error) {
      // A file deleted in the working tree but still in the index: the copy follows the working tree.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  symlinkSync(path.join(root, "node_modules"), path.join(copy, "node_modules"), "dir");
  return copy;
}

function main(argv: string[]) {
  const only = argv.indexOf("--only");
  if (only !== -1) {
    const dir = path.resolve(argv[only + 1] ?? ".");
    console.log(mutateContentDir(path.join(dir, "content")));
    return;
  }
  const root = path.resolve(__dirname, "..");
  const option = (name: string) => (argv.includes(name) ? path.resolve(argv[argv.indexOf(name) + 1]) : undefined);
  // --in <dir>: a copy an earlier run made with --copy-to (already changed, maybe built): used as it is.
  const made = option("--in");
  const copyTo = option("--copy-to");
  const copy = made ?? copyProject(root, copyTo);
  if (!made) {
    const changed = mutateContentDir(path.join(copy, "content"));
    const total = Object.values(changed).reduce((sum, n) => sum + n, 0);
    console.log(
      `content changed in ${copy}: ${total} texts and Markdown lines (${Object.entries(changed)
        .map(([f, n]) => `${f} ${n}`)
        .join(", ")})`,
    );
  }
  const browserOnly = argv.includes("--browser-only");
  const unitOnly = argv.includes("--unit-only");

  // --reports <dir>: Jest's and Playwright's JSON reports go there (npm test counts the tests from them).
  const reportsAt = argv.indexOf("--reports");
  const reports = reportsAt === -1 ? undefined : path.resolve(argv[reportsAt + 1]);
  const steps: [string, string, string[], Record<string, string>?][] = [];
  if (!browserOnly && !unitOnly) steps.push(["content check", "npx", ["tsx", "scripts/check-content.ts"]]);
  // The build before the unit tests: beside npm test's real build, then its checks (which mostly wait).
  if (argv.includes("--e2e") && !browserOnly && !unitOnly) steps.push(["build", "npm", ["run", "build"]]);
  // The warm-build check rebuilds this build in place (its cold build is the one just made), then puts
  // public/ and the files it changed back as they were; the words do not matter to it.
  if (argv.includes("--e2e") && argv.includes("--warm-build") && !browserOnly && !unitOnly) {
    const report = reports ? ["--json", `--outputFile=${path.join(reports, "jest-warm-build.json")}`] : [];
    steps.push([
      "warm-build check, in place",
      "npx",
      ["jest", "--ci", "--config", "jest.build.config.js", WARM_BUILD_TEST, ...report],
      { WARM_BUILD_IN_PLACE: "1" },
    ]);
  }
  const unitWorkers = argv.includes("--unit-workers") ? Number(argv[argv.indexOf("--unit-workers") + 1]) : 2;
  // --unit-shard K/N: the K-th of N parts (Jest splits the files by a hash of their paths, so the same way each run).
  const shard = argv.includes("--unit-shard") ? argv[argv.indexOf("--unit-shard") + 1] : undefined;
  if (shard !== undefined && !/^[1-9]\d*\/[1-9]\d*$/.test(shard)) throw new Error(`--unit-shard ${shard}: give K/N, as 1/2`);
  if (!browserOnly && !argv.includes("--no-unit")) {
    steps.push([
      "unit tests",
      "npx",
      [
        "jest",
        "--ci",
        // Two workers on two cores by default: most suites wait on sockets and timers (about 40% faster than
        // one). npm test gives one: the other core is its real build's and the build checks'.
        `--maxWorkers=${unitWorkers}`,
        ...(shard ? [`--shard=${shard}`] : []),
        ...(reports ? ["--json", `--outputFile=${path.join(reports, shard ? `jest-shard-${shard.split("/")[0]}.json` : "jest.json")}`] : []),
        "--testPathIgnorePatterns",
        "node_modules",
        "\\.cache",
        "/public/",
        "/e2e/",
        "\\.build\\.test\\.",
        SPEC_WORDING_TEST.replace(/\./g, "\\."),
        GOLDEN_EMAILS_TEST.replace(/\./g, "\\."),
      ],
    ]);
  }
  if ((argv.includes("--e2e") && !argv.includes("--no-browser")) || browserOnly) {
    // Each pass its own JSON report: npm test counts both.
    const browserPass = (project: string, report: string, env: Record<string, string> = {}): (typeof steps)[number] => [
      `browser tests (${project})`,
      "npx",
      ["playwright", "test", `--project=${project}`, `--reporter=${reports ? "list,json" : "list"}`, "--grep-invert", WORDING_TAG],
      { ...env, ...(reports ? { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, report) } : {}) },
    ];
    const only = argv.includes("--browser-project") ? argv[argv.indexOf("--browser-project") + 1] : undefined;
    if (only !== undefined && only !== "chromium" && only !== "slowed-cpu") throw new Error(`--browser-project ${only}: chromium or slowed-cpu`);
    if (only !== "slowed-cpu") steps.push(browserPass("chromium", "playwright.json"));
    // One worker, so one pair of servers (e2e/env.ts).
    if (only !== "chromium") steps.push(browserPass("slowed-cpu", "playwright-slowed-cpu.json", { E2E_WORKERS: "1" }));
  }
  let failed: string | null = null;
  for (const [name, command, args, env = {}] of steps) {
    console.log(`\n=== ${name} (mutated content): ${command} ${args.join(" ")}`);
    const started = Date.now();
    const result = spawnSync(command, args, { cwd: copy, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env } });
    console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    if (result.status !== 0) {
      failed = name;
      break;
    }
  }
  if (argv.includes("--keep") || copyTo || unitOnly || failed) console.log(`the mutated copy is kept in ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
  if (failed) {
    console.error(`with every text of content/ changed, ${failed} failed: a test pins an editor's words (read it from content/ instead)`);
    process.exit(1);
  }
  console.log(`\nevery text of content/ changed, and the tests${copyTo || unitOnly ? " run so far" : ""} are still green`);
}

if (require.main === module) main(process.argv.slice(2));
