/**
 * A cached build equals a cold one. Netlify restores public/ and .cache/ before each build; after a
 * JavaScript-only change Gatsby re-renders some pages and only re-stitches its boot scripts into the
 * others (the 404 pages). Every page must still end with exactly one boot loader, for this build's
 * scripts, so the app boots once. Runs two real builds (cold, then warm after changing one component)
 * in a throw-away copy of the project (node_modules linked), so public/ here is not touched.
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { loaderSources } from "../../gatsby/patches/deferBootScripts";
import { builtHtmlFiles } from "../support/builtHtml";

const ROOT = path.resolve(__dirname, "../..");
// Not copied: what a build or a test run produces, and what a clone does not have.
const SKIP = new Set([
  "node_modules",
  ".cache",
  "public",
  ".git",
  ".node",
  ".netlify",
  ".outbox",
  ".e2e-outbox",
  ".bench",
  ".test-reports",
  "test-results",
  "playwright-report",
  "coverage",
  ".env",
]);
// The change: a value only the browser uses (how early a section's code is fetched), so the page
// chunks change and the HTML of pages that do not use that component does not.
const COMPONENT = "src/loading/deferred.tsx";
const BEFORE = 'margin = "50% 0px"';
const AFTER = 'margin = "49% 0px"';

let dir: string;
let publicDir: string;
let coldScripts: string[];

async function build(kind: string) {
  const started = Date.now();
  await promisify(execFile)(process.execPath, [require.resolve("gatsby/cli.js"), "build"], {
    cwd: dir,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    maxBuffer: 64 * 1024 * 1024,
  });
  console.info(`${kind} build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The boot scripts of this build, as Gatsby wrote them in its scripts slice. */
function gatsbyBootScripts(): string[] {
  const slice = readFileSync(path.join(publicDir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8");
  return [...slice.matchAll(/<script src="(\/[\w.-]+\.js)" async><\/script>/g)].map((match) => match[1]);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "warm-build-"));
  publicDir = path.join(dir, "public");
  for (const entry of readdirSync(ROOT)) if (!SKIP.has(entry)) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  await build("cold");
  coldScripts = gatsbyBootScripts();
  const source = readFileSync(path.join(dir, COMPONENT), "utf8");
  if (!source.includes(BEFORE)) throw new Error(`warm-build test: ${COMPONENT} no longer contains ${BEFORE}; choose another JS-only change`);
  writeFileSync(path.join(dir, COMPONENT), source.replace(BEFORE, AFTER));
  await build("warm");
}, 900_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("rebuilt with the cache after a change of the bundle", () => {
  expect(gatsbyBootScripts()).not.toEqual(coldScripts);
});

describe("every page after the warm build", () => {
  it.each([["index.html"], ["fr/index.html"], ["404.html"], ["404/index.html"], ["fr/404.html"], ["fr/[...].html"]])(
    "%s has one boot loader, for this build's scripts, and boots the app once",
    (file) => {
      expect(builtHtmlFiles(publicDir)).toContain(file);
      const html = readFileSync(path.join(publicDir, file), "utf8");
      expect(loaderSources(html)).toEqual([gatsbyBootScripts()]);
      expect(html.match(/<script[^>]*\ssrc=/g) ?? []).toEqual([]);
      expect(
        loaderSources(html)
          .flat()
          .filter((src) => /^\/app-\w+\.js$/.test(src)),
      ).toHaveLength(1);
    },
  );
});
