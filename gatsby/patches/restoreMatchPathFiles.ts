import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Patch: the localized 404 files the Netlify adapter moved are put back before a cached build.
 *
 * What: gatsby-adapter-netlify MOVES the files of every page with a dynamic matchPath to a "pretty URL"
 * name after the build (src/pretty-urls.ts, ensureStaticAssetPath: only the root 404.html/500.html are
 * copied instead): public/fr/404/index.html becomes public/fr/[...].html and
 * public/page-data/fr/404/page-data.json becomes public/page-data/fr/[...]. Gatsby's cache still holds
 * that those files exist, so the next cached build (what Netlify does) fails with
 * `ENOENT: no such file or directory, open 'public/fr/404/index.html'` whenever it does not re-render
 * that page. Before each build (onPreBootstrap) the moved files are copied back where Gatsby expects
 * them; the adapter moves them again at the end.
 * Why: the localized 404 pages need their `/fr/*` matchPath (gatsby/node/createPages.ts).
 * No supported way: the adapter moves these files with no option to copy them, and Gatsby's cache has no hook
 * to forget them (gatsby#38883).
 * Upstream: https://github.com/gatsbyjs/gatsby/pull/38745 (the adapter's moves break restored caches,
 * "mostly impacts dynamic SSG routes (matchPath)"); the moves come from
 * https://github.com/gatsbyjs/gatsby/pull/38666; see also https://github.com/gatsbyjs/gatsby/issues/38883.
 * Verified with: gatsby 5.16.1, gatsby-adapter-netlify 1.4.0.
 * Tripwire: a previous build's dynamic-matchPath page found neither where Gatsby wrote it nor where
 * the adapter moves it means the adapter changed how it names those files: the build stops.
 */

interface MatchPathEntry {
  path: string;
  matchPath: string;
}

/** The adapter's own naming (pretty-urls.js normalizeDynamicRoutePath): `*` -> `[...]`, `:id` -> `[id]`. */
export function adapterName(route: string): string {
  return route.replace(/:([^:/\\]+)/g, "[$1]").replace(/\*([^:/\\]*)/g, "[...$1]");
}

export interface MovedFile {
  original: string;
  moved: string;
}

/** Where Gatsby writes a dynamic page's HTML and page-data, and where the adapter moves them. */
export function movedFiles(entry: MatchPathEntry): MovedFile[] {
  const dir = entry.path.replace(/^\/|\/$/g, "");
  const pretty = adapterName(entry.matchPath);
  return [
    { original: path.join(dir, "index.html"), moved: `${pretty.replace(/^\//, "")}${pretty.endsWith("/") ? "index.html" : ".html"}` },
    { original: path.join("page-data", dir, "page-data.json"), moved: path.join("page-data", pretty.replace(/^\//, "")) },
  ];
}

function isDynamic(entry: MatchPathEntry): boolean {
  return /[*:]/.test(entry.matchPath);
}

function hasPreviousBuild(publicDir: string): boolean {
  return existsSync(publicDir) && readdirSync(publicDir).some((name) => /^app-[0-9a-f]+\.js$/.test(name));
}

/** Returns the files put back; throws when a previous build's dynamic page is nowhere to be found. */
export function restoreMatchPathFiles(root: string): string[] {
  const publicDir = path.join(root, "public");
  const manifest = path.join(root, ".cache", "match-paths.json");
  if (!existsSync(manifest) || !hasPreviousBuild(publicDir)) return [];
  const entries = (JSON.parse(readFileSync(manifest, "utf8")) as MatchPathEntry[]).filter(isDynamic);
  const restored: string[] = [];
  for (const file of entries.flatMap(movedFiles)) {
    const original = path.join(publicDir, file.original);
    const moved = path.join(publicDir, file.moved);
    if (existsSync(original)) continue;
    if (!existsSync(moved)) {
      throw new Error(
        `restoreMatchPathFiles: public/${file.original} is missing and public/${file.moved} (where gatsby-adapter-netlify ` +
          "moved it) too. The adapter no longer names matchPath files as gatsby/patches/restoreMatchPathFiles.ts expects: " +
          "check its pretty-urls code, update or remove this workaround, then build again (or `npm run clean` first).",
      );
    }
    mkdirSync(path.dirname(original), { recursive: true });
    copyFileSync(moved, original);
    restored.push(file.original);
  }
  return restored;
}
