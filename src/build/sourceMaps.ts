import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** The last-line comment naming a script's or a style sheet's map file (not an inline data: URL). */
const MAP_COMMENT = /\n(?:\/\/# sourceMappingURL=[^\s'"]+\.map|\/\*# sourceMappingURL=[^\s'"]+\.map \*\/)\s*$/;

/**
 * The build writes no source map (gatsby/node/onCreateWebpackConfig.ts, gatsby/admin/build.ts), but Gatsby never deletes
 * an earlier build's files from public/, and Netlify restores public/ between deploys: the maps of every
 * earlier build, and the comments pointing at them, would stay published. Removes them; returns the maps removed.
 */
export async function removeSourceMaps(publicDir: string): Promise<string[]> {
  const files = (await readdir(publicDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const removed: string[] = [];
  for (const entry of files) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.name.endsWith(".map")) {
      await rm(file);
      removed.push(path.relative(publicDir, file));
    } else if (/\.(m?js|css)$/.test(entry.name)) {
      const text = await readFile(file, "utf8");
      if (MAP_COMMENT.test(text)) await writeFile(file, text.replace(MAP_COMMENT, "\n"));
    }
  }
  return removed;
}
