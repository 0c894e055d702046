import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DEFAULT_LANGUAGE, languageInfo, LANGUAGES, type Language } from "../i18n/languages";
import { siteUrl } from "../i18n/siteUrl";
import { renderShareImage, undrawable, type ShareImageText } from "./shareImage";
import { shareImagePath } from "./urls";

interface Strings {
  hero: { title: string; claimAvailable: string; claimDiscretion: string };
}

/**
 * The words a language's share image is drawn with: its own headline and claims, or, where the picture's
 * faces (the site's @fontsource files) lack its script (Chinese: a Chinese face weighs megabytes, and the
 * pages use the reader's own), the default language's, so a link preview never shows empty boxes.
 */
export async function shareImageText(root: string, language: Language): Promise<ShareImageText> {
  const site = JSON.parse(await readFile(path.join(root, "content/site.json"), "utf8")) as { brand: string };
  const texts = async (code: Language): Promise<ShareImageText> => {
    const strings = JSON.parse(await readFile(path.join(root, `content/locales/${code}/translation.json`), "utf8")) as Strings;
    return {
      brand: site.brand,
      headline: strings.hero.title,
      claims: [strings.hero.claimAvailable, strings.hero.claimDiscretion],
      dir: languageInfo(code).dir,
    };
  };
  const own = await texts(language);
  const missing = await undrawable(root, [own.headline, ...own.claims].join(" "), own.dir ?? "ltr");
  return missing.length === 0 || language === DEFAULT_LANGUAGE ? own : texts(DEFAULT_LANGUAGE);
}

/**
 * Files the build adds next to the pages: one share image per language (drawn from content/) and
 * robots.txt naming the sitemap at SITE_URL. Returns the public paths written.
 */
export async function writeSeoFiles(root: string, publicDir: string): Promise<string[]> {
  const site = JSON.parse(await readFile(path.join(root, "content/site.json"), "utf8")) as { brand: string; shareImage: string };
  const written: string[] = [];
  for (const language of LANGUAGES) {
    const image = await renderShareImage(root, path.join(root, "content", site.shareImage), await shareImageText(root, language));
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
