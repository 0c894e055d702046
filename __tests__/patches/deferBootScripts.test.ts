/** @jest-environment node */
/**
 * The tripwire over the whole build (gatsby/patches/deferBootScripts.ts): every page Gatsby built ends
 * with one loader and no boot script. The rewrite itself is tested in __tests__/patches/defer-boot-scripts.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkEveryPageDeferred, deferBootScripts, htmlFileOf } from "../../gatsby/patches/deferBootScripts";

const SCRIPTS = ["/webpack-runtime-1.js", "/app-1.js"];
const page = (inner: string) => `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div>${inner}</body></html>`;
const gatsbyPage = () => page(SCRIPTS.map((file) => `<script src="${file}" async></script>`).join(""));

let dir: string;
const write = (file: string, html: string) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), html);
};
beforeEach(() => (dir = mkdtempSync(path.join(os.tmpdir(), "deferred-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test("finds each page's HTML where Gatsby writes it", () => {
  expect(["/", "/fr/", "/404.html", "/fr/mentions-legales/"].map(htmlFileOf)).toEqual([
    "index.html",
    "fr/index.html",
    "404.html",
    "fr/mentions-legales/index.html",
  ]);
});

test("passes when every built page holds one loader and no boot script", async () => {
  for (const file of ["index.html", "fr/index.html", "404.html"]) write(file, deferBootScripts(gatsbyPage()));
  await expect(checkEveryPageDeferred(dir, ["/", "/fr/", "/404.html"])).resolves.toBeUndefined();
});

describe("tripwire: pages deferred ≠ pages built stops the build", () => {
  test("a built page the rewrite did not reach (a folder it skips, a new file name)", async () => {
    write("index.html", deferBootScripts(gatsbyPage()));
    write("admin/index.html", gatsbyPage());
    await expect(checkEveryPageDeferred(dir, ["/", "/admin/"])).rejects.toThrow(
      /1 of 2 built pages were not deferred[^]*\/admin\/: 0 boot loader\(s\), 2 boot script\(s\) left/,
    );
  });
  test("a built page whose HTML is not where Gatsby used to write it", async () => {
    write("index.html", deferBootScripts(gatsbyPage()));
    await expect(checkEveryPageDeferred(dir, ["/", "/fr/"])).rejects.toThrow(/\/fr\/: fr\/index.html does not exist/);
  });
  test("Gatsby's store lists no pages", async () => {
    await expect(checkEveryPageDeferred(dir, [])).rejects.toThrow(/reported no built pages/);
  });
});
