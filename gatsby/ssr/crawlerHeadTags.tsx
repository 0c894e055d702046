/**
 * The home pages' tags for crawlers and link previews, written into the HTML by gatsby-ssr's onRenderBody.
 *
 * onRenderBody reads the home page's query result with `loadPageDataSync(pathname)` (Gatsby's public
 * RenderBodyArgs, index.d.ts) and adds src/seo/homeHeadTags.tsx's canonical, hreflang, Open Graph,
 * Twitter and JSON-LD tags to its <head>. Not the Head API: there the tags' builder (the JSON-LD
 * included) would ship in the page's JavaScript and run again in the browser, while crawlers and link
 * previews read the HTML only (docs/decisions.md, "Crawler tags at build time").
 * Guards: in a production build, onRenderBody without `loadPageDataSync` or a home page whose data lacks
 * what the tags need throws; after the build, checkHomeHeadTags stops it when a built home page lacks its
 * canonical, its hreflang alternates, og:url or its JSON-LD.
 */
// "fs"/"path" without the node: scheme: this module is also bundled by webpack for gatsby-ssr (build-html).
import { existsSync, readFileSync } from "fs";
import path from "path";
// Types only: the tags are built by the caller's `render` (src/seo/homeHeadTags.tsx), whose module reads
// `graphql` fragments that throw when evaluated outside webpack, and gatsby-node imports this file.
import type { ReactElement } from "react";
import type { HomeHeadData } from "../../src/seo/homeHeadTags";
import { splitLanguagePath, type Language } from "../../src/i18n/languages";

interface PageData {
  result?: { data?: Partial<HomeHeadData> };
}

interface RenderBodyArgs {
  pathname: string;
  loadPageDataSync?: (pathname: string) => unknown;
}

type RenderTags = (data: HomeHeadData, language: Language) => ReactElement[];

/** onRenderBody: the crawler tags of a home page (built by `render`); nothing for other pages. */
export function crawlerHeadTags(
  { pathname, loadPageDataSync }: RenderBodyArgs,
  render: RenderTags,
  production = process.env.NODE_ENV === "production",
): ReactElement[] {
  // A home page is a language's root: /, /fr/, /ar/.
  const { language, path: rest } = splitLanguagePath(pathname);
  if (rest !== "/") return [];
  if (typeof loadPageDataSync !== "function") {
    // `gatsby develop` renders a shell without page data: crawlers only ever see the build.
    if (!production) return [];
    throw new Error(
      "crawlerHeadTags: Gatsby no longer passes loadPageDataSync to onRenderBody; the home pages would ship without canonical, hreflang and Open Graph tags (gatsby/ssr/crawlerHeadTags.tsx)",
    );
  }
  const data = (loadPageDataSync(pathname) as PageData | null)?.result?.data;
  if (!data?.siteJson || !data.allServicesJson || !data.allRegionsJson || !data.ratesJson || !data.allFleetJson || !data.site) {
    throw new Error(
      `crawlerHeadTags: the page data of the home page ${pathname} lacks siteJson, allServicesJson, allRegionsJson, ratesJson, allFleetJson or site; its crawler tags cannot be written (gatsby/ssr/crawlerHeadTags.tsx)`,
    );
  }
  return render(data as HomeHeadData, language);
}

/** The head tags every built home page must carry, as patterns over its HTML. */
export function expectedHeadTags(languages: readonly string[]): { name: string; pattern: RegExp }[] {
  return [
    { name: "canonical", pattern: /<link[^>]*rel="canonical"[^>]*href="https?:\/\/[^"]+"/ },
    ...[...languages, "x-default"].map((language) => ({
      name: `hreflang ${language}`,
      pattern: new RegExp(`<link[^>]*rel="alternate"[^>]*hrefLang="${language}"`, "i"),
    })),
    { name: "og:url", pattern: /<meta[^>]*property="og:url"/ },
    { name: "JSON-LD", pattern: /<script[^>]*type="application\/ld\+json"/ },
  ];
}

/** After the build: throws when a language's home page lacks a crawler tag. */
export function checkHomeHeadTags(publicDir: string, languages: readonly string[], defaultLanguage: string): void {
  const problems: string[] = [];
  for (const language of languages) {
    const file = path.join(publicDir, language === defaultLanguage ? "" : language, "index.html");
    if (!existsSync(file)) {
      problems.push(`${path.relative(publicDir, file)} was not built`);
      continue;
    }
    const html = readFileSync(file, "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const missing = expectedHeadTags(languages).filter(({ pattern }) => !pattern.test(head));
    if (missing.length > 0) problems.push(`${path.relative(publicDir, file)} has no ${missing.map(({ name }) => name).join(", ")} in its <head>`);
  }
  if (problems.length > 0) throw new Error(`crawlerHeadTags (gatsby/ssr/crawlerHeadTags.tsx): ${problems.join("; ")}`);
}
