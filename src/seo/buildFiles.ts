import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { languageInfo, LANGUAGES } from "../i18n/languages";
import { siteUrl } from "../i18n/siteUrl";
import { renderShareImage } from "./shareImage";
import { shareImagePath } from "./urls";

interface Strings {
  hero: { title: string; claimAvailable: string; claimDiscretion: string };
}

/**
 * Files the build adds next to the pages: one share image per language (drawn from content/) and
 * robots.txt naming the sitemap at SITE_URL. Returns the public paths written.
 */
export async function writeSeoFiles(root: string, publicDir: string): Promise<string[]> {
  const site = JSON.parse(await readFile(path.join(root, "content/site.json"), "utf8")) as { brand: string; shareImage: string };
  const written: string[] = [];
  for (const language of LANGUAGES) {
    const strings = JSON.parse(await readFile(path.join(root, `content/locales/${language}/translation.json`), "utf8")) as Strings;
    const image = await renderShareImage(root, path.join(root, "content", site.shareImage), {
      brand: site.brand,
      headline: strings.hero.title,
      claims: [strings.hero.claimAvailable, strings.hero.claimDiscretion],
      dir: languageInfo(language).dir,
    });
    const target = path.join(publicDir, shareImagePath(language));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, image);
    written.push(shareImagePath(language));
  }
  await writeFile(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  written.push("/robots.txt");
  return written;
}

export function robotsTxt(url: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin/", "", `Sitemap: ${url}/sitemap-index.xml`, ""].join("\n");
}
