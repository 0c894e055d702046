import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

interface Stats {
  namedChunkGroups: Record<string, { assets: (string | { name: string })[] }>;
}

/**
 * The JavaScript a first visit to a page downloads, from Gatsby's webpack stats: the app's chunk
 * group plus the page component's (webpack runtime, framework, app, shared and page chunks).
 * Chunks loaded later, as sections come into view, are not part of it.
 */
export function firstLoadFiles(publicDir = "public", pageGroup = "component---src-pages-index-tsx"): string[] {
  const stats = JSON.parse(readFileSync(`${publicDir}/webpack.stats.json`, "utf8")) as Stats;
  const files = new Set<string>();
  for (const group of ["app", pageGroup]) {
    for (const asset of stats.namedChunkGroups[group].assets) {
      const name = typeof asset === "string" ? asset : asset.name;
      if (name.endsWith(".js")) files.add(name);
    }
  }
  return [...files];
}

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export function firstLoadJsBytes(publicDir = "public", pageGroup = "component---src-pages-index-tsx"): number {
  return firstLoadFiles(publicDir, pageGroup).reduce((sum, file) => sum + gzipSize(`${publicDir}/${file}`), 0);
}
