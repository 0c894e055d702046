/**
 * Patch: Gatsby's boot scripts are requested after the first paint.
 *
 * What: after the build, every page's `<script src="/….js" async>` boot scripts (webpack runtime,
 * framework, app, page chunks) are replaced by one inline loader that appends them once the first
 * frame is painted (see deferBootScripts below).
 * Why: they otherwise compete with the fonts and the hero for a phone's bandwidth; Gatsby has no option
 * to delay them (its onPreRenderHTML components do not include the slice-stitched scripts).
 * No supported way: the slice-stitched boot scripts are not among onPreRenderHTML's components, and Gatsby
 * has no option to delay them (gatsby#25698).
 * Upstream: https://github.com/gatsbyjs/gatsby/issues/25698 (delaying Gatsby's scripts, no API offered).
 * Verified with: gatsby 5.16.1.
 * Tripwire: a page with neither Gatsby's boot scripts nor our loader, a loader pointing at files the
 * build did not produce, or a page Gatsby built that does not end up with exactly one loader and no
 * boot script (checkEveryPageDeferred: pages deferred ≠ pages built) stops the build.
 */
import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const BOOT_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g;
/**
 * Our loader, and the one earlier builds wrote without the marker attribute (a cache restored from
 * such a build still holds it): both are recognised, so a rewrite never stacks a second loader.
 */
const LOADER = /<script(?: data-boot-loader)?>\(function\(\)\{var s=(\[[^\]]*\]);function go\(\)[^<]*<\/script>/g;

function loaderFor(sources: string[]): string {
  return (
    `<script data-boot-loader>(function(){var s=${JSON.stringify(sources)};function go(){s.forEach(function(u){var e=document.createElement("script");` +
    `e.src=u;e.async=true;document.body.appendChild(e)})}if(document.visibilityState==="hidden")go();` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`
  );
}

/** The script files a page's loader requests (empty when it has none). */
export function loaderSources(html: string): string[][] {
  return [...html.matchAll(LOADER)].map((match) => JSON.parse(match[1]) as string[]);
}

/**
 * The pages are complete HTML; React only makes them interactive. Gatsby's boot scripts (runtime,
 * framework, app: ~100 KB) are requested as soon as the HTML is parsed and compete with the fonts
 * and the hero for a phone's bandwidth. Here they are requested right after the first frame is
 * painted instead, so the first screen arrives first. A hidden tab (which paints no frames) loads
 * them at once.
 *
 * Idempotent, because a cached build (Netlify restores public/ and .cache/) does not re-render every
 * page: when only the scripts changed, Gatsby re-stitches its scripts slice (`_gatsby-scripts-1`,
 * the boot scripts) into the pages it kept, which then hold Gatsby's new boot scripts AND the loader
 * written by the previous build. Any loader found is replaced by one for the current scripts; a page
 * with neither (Gatsby changed its output) stops the build rather than ship a page that never boots.
 */
export function deferBootScripts(html: string, page = "page"): string {
  const sources: string[] = [];
  const stripped = html.replace(BOOT_SCRIPT, (_, src: string) => {
    sources.push(src);
    return "";
  });
  const loaders = loaderSources(html).length;
  if (sources.length === 0) {
    if (loaders === 1) return html;
    throw new Error(
      loaders === 0
        ? `deferBootScripts: ${page} has neither Gatsby's boot scripts (<script src="/….js" async>) nor our loader; Gatsby's output changed, see gatsby/patches/deferBootScripts.ts`
        : `deferBootScripts: ${page} holds ${loaders} boot loaders and no boot scripts to rebuild one from`,
    );
  }
  if (!stripped.includes("</body>")) throw new Error(`deferBootScripts: ${page} has no </body> to put the loader before`);
  return stripped.replace(LOADER, "").replace("</body>", `${loaderFor(sources)}</body>`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return ["static", "page-data", "admin", "_gatsby", "~partytown", "identity-emails"].includes(entry.name) ? [] : htmlFiles(full);
      return entry.name.endsWith(".html") ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Rewrites every page of the built site; returns how many were changed. */
export async function deferBootScriptsIn(publicDir: string): Promise<number> {
  let changed = 0;
  for (const file of await htmlFiles(publicDir)) {
    const page = path.relative(publicDir, file);
    const html = await readFile(file, "utf8");
    const next = deferBootScripts(html, page);
    // A loader pointing at files this build did not produce would leave the page dead.
    const missing = loaderSources(next)
      .flat()
      .filter((src) => !existsSync(path.join(publicDir, src)));
    if (missing.length > 0) throw new Error(`deferBootScripts: ${page} would load ${missing.join(", ")}, which this build did not produce`);
    if (next !== html) {
      await writeFile(file, next);
      changed++;
    }
  }
  return changed;
}

/** Where Gatsby writes a page's HTML (trailingSlash "always"; "/404.html" is a file of its own). */
export function htmlFileOf(pagePath: string): string {
  const relative = pagePath.replace(/^\//, "");
  return relative.endsWith(".html") ? relative : path.join(relative, "index.html");
}

/**
 * Tripwire: every page Gatsby built (SSG pages of its store) must hold exactly one loader and none of
 * Gatsby's boot scripts. A page the rewrite did not reach (a new output folder, a renamed file, a
 * changed script tag) would otherwise ship with its scripts loading early, or not at all, unnoticed.
 */
export async function checkEveryPageDeferred(publicDir: string, pagePaths: string[]): Promise<void> {
  if (pagePaths.length === 0) throw new Error("deferBootScripts: Gatsby reported no built pages; its store's `pages` changed shape");
  const problems: string[] = [];
  for (const pagePath of pagePaths) {
    const file = path.join(publicDir, htmlFileOf(pagePath));
    if (!existsSync(file)) {
      problems.push(`${pagePath}: ${path.relative(publicDir, file)} does not exist`);
      continue;
    }
    const html = await readFile(file, "utf8");
    const loaders = loaderSources(html).length;
    const scripts = [...html.matchAll(BOOT_SCRIPT)].length;
    if (loaders !== 1 || scripts !== 0) problems.push(`${pagePath}: ${loaders} boot loader(s), ${scripts} boot script(s) left`);
  }
  if (problems.length > 0) {
    throw new Error(
      `deferBootScripts: ${problems.length} of ${pagePaths.length} built pages were not deferred (gatsby/patches/deferBootScripts.ts):\n  ${problems.join("\n  ")}`,
    );
  }
}
