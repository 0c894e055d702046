import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const PUBLIC = path.resolve(__dirname, "../../public");

/**
 * Every HTML file of the build in public/, relative to it, except Gatsby's slice fragments in
 * _gatsby/: `_gatsby/slices/*.html` are pieces Gatsby stitches into the pages at build time (its
 * boot scripts), never documents of their own; what they hold is checked inside every page.
 */
export function builtHtmlFiles(publicDir = PUBLIC): string[] {
  if (!existsSync(path.join(publicDir, "index.html"))) throw new Error("No build in public/: run `npm run build` first");
  return readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((file) => !file.startsWith("_gatsby/"))
    .sort();
}

/** One `<source>` of a built `<picture>`: its media query, its type and the files of its srcset. */
export interface PictureSource {
  media?: string;
  type?: string;
  files: string[];
}

/**
 * The `<source>`s of every `<picture>` in a built page (a path under `publicDir`, e.g. `fr/index.html`),
 * within the element whose id `scope` names, or in the whole page.
 */
export function pictureSources(page: string, scope?: `#${string}`, publicDir = PUBLIC): PictureSource[][] {
  let html = readFileSync(path.join(publicDir, page), "utf8");
  if (scope) html = html.slice(html.indexOf(`id="${scope.slice(1)}"`));
  return [...html.matchAll(/<picture[^>]*>([\s\S]*?)<\/picture>/g)].map(([, inner]) =>
    [...inner.matchAll(/<source([^>]*)>/g)].map(([, attributes]) => ({
      media: /media="([^"]*)"/.exec(attributes)?.[1],
      type: /type="([^"]*)"/.exec(attributes)?.[1],
      files: /srcSet="([^"]*)"/
        .exec(attributes)![1]
        .split(",")
        .map((entry) => entry.trim().split(/\s+/)[0]),
    })),
  );
}
