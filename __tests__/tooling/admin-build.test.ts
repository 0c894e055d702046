/** @jest-environment node */
/**
 * gatsby/admin/build.ts: the admin's static page and our bundle, built for real by esbuild into a
 * throw-away folder (the browser test e2e/admin.spec.ts then runs the admin the build wrote).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { adminPage, adminSettings, buildAdmin } from "../../gatsby/admin/build";

const ROOT = path.resolve(__dirname, "../..");
let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "admin-build-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const scriptsOf = (html: string) => [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)].map((match) => match[1]);

test("a production build: the page loads the prebuilt files, then ours; the backend inlined; no source map published", async () => {
  const settings = adminSettings({ CMS_BACKEND: "github", CMS_REPO: "geneva-mobility/site", CMS_BRANCH: "content", NETLIFY: "true" });
  await buildAdmin(ROOT, { production: true, title: "Content · A & B", settings, outdir: dir });
  const html = readFileSync(path.join(dir, "index.html"), "utf8");
  expect(scriptsOf(html)).toEqual(["react.js", "react-dom.js", "decap-cms-app.js", "cms.js"]);
  expect(html).toContain("<title>Content · A &amp; B</title>");
  expect(html).toContain('<meta name="robots" content="none">');
  for (const file of [...scriptsOf(html), "cms.css", "icon.png"]) expect([file, existsSync(path.join(dir, file))]).toEqual([file, true]);

  const bundle = readFileSync(path.join(dir, "cms.js"), "utf8");
  expect(bundle).toContain('"geneva-mobility/site"');
  expect(bundle).toContain('"content"');
  expect(bundle).not.toMatch(/\bCMS_BACKEND\b|\bCMS_IDENTITY\b/);
  // React and Decap once each: the globals of the prebuilt files, not copies inside our bundle.
  expect(bundle).not.toContain("react.production.min.js");
  expect(bundle.length).toBeLessThan(readFileSync(path.join(dir, "decap-cms-app.js")).length / 4);

  const files = readdirSync(dir, { recursive: true }).map(String);
  expect(files.filter((file) => file.endsWith(".map"))).toEqual([]);
  for (const file of files.filter((name) => name.endsWith(".js")))
    expect([file, /\/\/# sourceMappingURL=[^\s'"]+\s*$/.test(readFileSync(path.join(dir, file), "utf8"))]).toEqual([file, false]);

  // The preview pane's fonts are files next to the styles that name them.
  const css = readFileSync(path.join(dir, "cms.css"), "utf8");
  const fonts = [...css.matchAll(/url\("?(?:\.\/)?(static\/[^")]+)"?\)/g)].map((match) => match[1]);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect([font, existsSync(path.join(dir, font))]).toEqual([font, true]);
}, 60_000);

test("git-gateway on Netlify loads the Identity widget first; a backend problem stops the build", async () => {
  await buildAdmin(ROOT, { production: true, title: "Content", settings: adminSettings({ NETLIFY: "true" }), outdir: dir });
  expect(scriptsOf(readFileSync(path.join(dir, "index.html"), "utf8"))[0]).toBe("netlify-identity.js");
  await expect(buildAdmin(ROOT, { production: true, title: "Content", settings: adminSettings({ CMS_BACKEND: "github" }), outdir: dir })).rejects.toThrow(
    /CMS_REPO/,
  );
}, 60_000);

test("the page is valid HTML's minimum: a doctype, a language, a title, scripts in order", () => {
  expect(adminPage("T", ["a.js", "b.js"])).toMatch(
    /^<!doctype html><html lang="en"><head><meta charset="utf-8"><title>T<\/title>.*<script defer src="a.js"><\/script><script defer src="b.js"><\/script><\/head><body><\/body><\/html>\n$/,
  );
});
