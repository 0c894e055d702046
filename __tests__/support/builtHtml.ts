import { existsSync, readdirSync } from "node:fs";
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
