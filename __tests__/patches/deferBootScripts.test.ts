/** @jest-environment node */
/**
 * gatsby/patches/deferBootScripts.ts: the post-build rewrite of Gatsby's boot scripts, page by page (it runs
 * over pages a cached build kept: every page gets exactly one loader for the current scripts, whatever state
 * it is in, and the build stops on a page it cannot account for), and the tripwire over the whole build
 * (every page Gatsby built ends with one loader and no boot script).
 */
import os from "node:os";
import path from "node:path";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { checkEveryPageDeferred, deferBootScripts, deferBootScriptsIn, htmlFileOf, loaderSources } from "../../gatsby/patches/deferBootScripts";

describe("the rewrite of a page", () => {
  const boot = (...files: string[]) => files.map((file) => `<script src="${file}" async></script>`).join("");
  const page = (inner: string) =>
    `<!DOCTYPE html><html><head></head><body><div id="___gatsby"></div><!-- slice-start id="_gatsby-scripts-1" -->${inner}<!-- slice-end id="_gatsby-scripts-1" --></body></html>`;
  // What the rewrite wrote before it marked its loader (a cache restored from such a build holds it).
  const legacyLoader = (files: string[]) =>
    `<script>(function(){var s=${JSON.stringify(files)};function go(){s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;

  const OLD = ["/webpack-runtime-1.js", "/app-1.js"];
  const NEW = ["/webpack-runtime-2.js", "/app-2.js"];

  it("replaces Gatsby's boot scripts by one loader requested after the first paint", () => {
    const html = deferBootScripts(page(boot(...NEW)));
    expect(loaderSources(html)).toEqual([NEW]);
    expect(html).not.toMatch(/<script src=/);
  });

  it("is idempotent: a page already rewritten stays as it is", () => {
    const once = deferBootScripts(page(boot(...NEW)));
    expect(deferBootScripts(once)).toBe(once);
  });

  it.each([
    ["marked", (files: string[]) => deferBootScripts(page(boot(...files)))],
    ["unmarked (earlier builds)", (files: string[]) => page("").replace("</body>", `${legacyLoader(files)}</body>`)],
  ])("gives a re-stitched page that still holds the previous build's %s loader one loader, for the new scripts", (_, previous) => {
    // A warm build re-stitches the new scripts slice between the markers; the old loader stays after it.
    const kept = previous(OLD).replace(
      /<!-- slice-start id="_gatsby-scripts-1" -->.*<!-- slice-end id="_gatsby-scripts-1" -->/,
      `<!-- slice-start id="_gatsby-scripts-1" -->${boot(...NEW)}<!-- slice-end id="_gatsby-scripts-1" -->`,
    );
    expect(loaderSources(kept)).toEqual([OLD]);
    expect(loaderSources(deferBootScripts(kept))).toEqual([NEW]);
  });

  it("stops on a page with neither Gatsby's boot scripts nor a loader", () => {
    expect(() => deferBootScripts(page(""), "fr/404.html")).toThrow(/fr\/404.html has neither Gatsby's boot scripts/);
  });

  describe("over a built site", () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(os.tmpdir(), "defer-boot-"));
      mkdirSync(path.join(dir, "fr"));
      for (const file of NEW) writeFileSync(path.join(dir, file), "");
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    it("rewrites every page once, and a second run changes nothing", async () => {
      writeFileSync(path.join(dir, "index.html"), page(boot(...NEW)));
      writeFileSync(path.join(dir, "fr/404.html"), page(boot(...NEW)));
      expect(await deferBootScriptsIn(dir)).toBe(2);
      expect(await deferBootScriptsIn(dir)).toBe(0);
      expect(loaderSources(readFileSync(path.join(dir, "fr/404.html"), "utf8"))).toEqual([NEW]);
    });

    it("stops when a page's loader points at files this build did not produce", async () => {
      writeFileSync(path.join(dir, "index.html"), deferBootScripts(page(boot(...OLD))));
      await expect(deferBootScriptsIn(dir)).rejects.toThrow(/index.html would load \/webpack-runtime-1.js, \/app-1.js/);
    });
  });
});

describe("the tripwire over the whole build", () => {
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
});
