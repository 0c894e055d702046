/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { adapterName, movedFiles, restoreMatchPathFiles } from "../../gatsby/patches/restoreMatchPathFiles";

const entry = { path: "/fr/404/", matchPath: "/fr/*" };
let root: string;

function write(relative: string, text: string) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "restore-"));
  write(".cache/match-paths.json", JSON.stringify([{ path: "/fr/", matchPath: "/fr/" }, entry]));
  write("public/app-0123abcd.js", "");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test("names files as gatsby-adapter-netlify does", () => {
  // The adapter's own function: if its naming changes, this test says so before a warm build does.
  const { normalizeDynamicRoutePath } = require(require.resolve("gatsby-adapter-netlify").replace(/index\.js$/, "pretty-urls.js"));
  for (const route of ["/fr/*", "/de/*rest", "/blog/:slug", "/page-data/fr/*"]) expect(adapterName(route)).toBe(normalizeDynamicRoutePath(route));
  expect(movedFiles(entry)).toEqual([
    { original: "fr/404/index.html", moved: "fr/[...].html" },
    { original: "page-data/fr/404/page-data.json", moved: "page-data/fr/[...]" },
  ]);
});

test("puts the moved HTML and page-data back where Gatsby's cache expects them", () => {
  write("public/fr/[...].html", "<html>fr 404</html>");
  write("public/page-data/fr/[...]", '{"path":"/fr/404/"}');
  expect(restoreMatchPathFiles(root)).toEqual(["fr/404/index.html", "page-data/fr/404/page-data.json"]);
  expect(readFileSync(path.join(root, "public/fr/404/index.html"), "utf8")).toBe("<html>fr 404</html>");
  expect(readFileSync(path.join(root, "public/page-data/fr/404/page-data.json"), "utf8")).toBe('{"path":"/fr/404/"}');
  expect(restoreMatchPathFiles(root)).toEqual([]);
});

test("does nothing before the first build", () => {
  rmSync(path.join(root, "public"), { recursive: true });
  expect(restoreMatchPathFiles(root)).toEqual([]);
});

test("tripwire: a previous build's page found in neither place stops the build", () => {
  expect(() => restoreMatchPathFiles(root)).toThrow(/public\/fr\/404\/index\.html is missing.*no longer names/);
});
