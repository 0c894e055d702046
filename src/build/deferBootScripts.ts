import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

const BOOT_SCRIPT = /<script src="(\/[\w.-]+\.js)" async><\/script>/g;

/**
 * The pages are complete HTML; React only makes them interactive. Gatsby's boot scripts (runtime,
 * framework, app: ~100 KB) are requested as soon as the HTML is parsed and compete with the fonts
 * and the hero for a phone's bandwidth. Here they are requested right after the first frame is
 * painted instead, so the first screen arrives first. A hidden tab (which paints no frames) loads
 * them at once.
 */
export function deferBootScripts(html: string): string {
  const sources: string[] = [];
  const stripped = html.replace(BOOT_SCRIPT, (_, src: string) => {
    sources.push(src);
    return "";
  });
  if (sources.length === 0) return html;
  const loader =
    `<script>(function(){var s=${JSON.stringify(sources)};function go(){s.forEach(function(u){var e=document.createElement("script");` +
    `e.src=u;e.async=true;document.body.appendChild(e)})}if(document.visibilityState==="hidden")go();` +
    `else requestAnimationFrame(function(){setTimeout(go,0)})})()</script>`;
  return stripped.replace("</body>", `${loader}</body>`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return ["static", "page-data", "admin", "_gatsby", "~partytown"].includes(entry.name) ? [] : htmlFiles(full);
      return entry.name.endsWith(".html") ? [full] : [];
    }),
  );
  return nested.flat();
}

/** Rewrites every page of the built site; returns how many were changed. */
export async function deferBootScriptsIn(publicDir: string): Promise<number> {
  let changed = 0;
  for (const file of await htmlFiles(publicDir)) {
    const html = await readFile(file, "utf8");
    const next = deferBootScripts(html);
    if (next !== html) {
      await writeFile(file, next);
      changed++;
    }
  }
  return changed;
}
