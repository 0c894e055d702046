/**
 * Patch: the home pages' tags for crawlers are written into the HTML by gatsby-ssr's onRenderBody.
 *
 * What: onRenderBody reads the page's query result with `loadPageDataSync(pathname)` and, on a home
 * page (the i18n plugin's originalPath "/"), adds src/seo/homeHeadTags.tsx's canonical, hreflang,
 * Open Graph, Twitter and JSON-LD tags to its <head>.
 * Why: through the Head API these tags (and the JSON-LD builder) would ship in the page's JavaScript
 * and re-render on every navigation; crawlers and link previews read the HTML only. onRenderBody gets
 * no page data, so the page's own query result is read back with Gatsby's loader.
 * No supported way: Gatsby's Head API would write the same tags but ship their builder (JSON-LD included) in
 * every page's JavaScript and render it again on the client; onRenderBody gets no page data, so the query
 * result is read back (no upstream issue).
 * Upstream: none (a design choice; it relies on onRenderBody's `loadPageDataSync` argument and on the
 * i18n plugin's `i18n.originalPath` in the page context to recognise a home page).
 * Verified with: gatsby 5.16.1, gatsby-plugin-react-i18next 3.0.1.
 * Tripwire: in a production build, onRenderBody without `loadPageDataSync`, or a home page whose data
 * lacks what the tags need, throws; after the build, checkHomeHeadTags stops it when a built home
 * page lacks its canonical, its hreflang alternates, og:url or its JSON-LD.
 */
// "fs"/"path" without the node: scheme: this module is also bundled by webpack for gatsby-ssr (build-html).
import { existsSync, readFileSync } from "fs";
import path from "path";
// Types only: the tags are built by the caller's `render` (src/seo/homeHeadTags.tsx), whose module reads
// `graphql` fragments that throw when evaluated outside webpack, and gatsby-node imports this file.
import type { ReactElement } from "react";
import type { HomeHeadData } from "../../src/seo/homeHeadTags";
import type { Language } from "../../src/i18n/languages";

interface PageData {
  result?: { data?: Partial<HomeHeadData>; pageContext?: { language?: Language; i18n?: { originalPath?: string } } };
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
  if (typeof loadPageDataSync !== "function") {
    // `gatsby develop` renders a shell without page data: crawlers only ever see the build.
    if (!production) return [];
    throw new Error(
      "crawlerHeadTags: Gatsby no longer passes loadPageDataSync to onRenderBody; the home pages would ship without canonical, hreflang and Open Graph tags (gatsby/patches/crawlerHeadTags.tsx)",
    );
  }
  const result = (loadPageDataSync(pathname) as PageData | null)?.result;
  if (result?.pageContext?.i18n?.originalPath !== "/") return [];
  const data = result.data;
  const language = result.pageContext.language;
  if (!data?.siteJson || !data.allServicesJson || !data.allRegionsJson || !data.ratesJson || !data.allFleetJson || !data.site || !language) {
    throw new Error(
      `crawlerHeadTags: the page data of the home page ${pathname} lacks ${!language ? "pageContext.language" : "siteJson, allServicesJson, allRegionsJson, ratesJson, allFleetJson or site"}; its crawler tags cannot be written (gatsby/patches/crawlerHeadTags.tsx)`,
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
  if (problems.length > 0) throw new Error(`crawlerHeadTags (gatsby/patches/crawlerHeadTags.tsx): ${problems.join("; ")}`);
}
