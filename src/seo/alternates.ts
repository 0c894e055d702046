import { DEFAULT_LANGUAGE, LANGUAGES, splitLanguagePath, type Language } from "../i18n/languages";
import { siteUrl as defaultSiteUrl } from "../i18n/siteUrl";
import { legalPageAt, LEGAL_PATHS } from "../legal/pages";
import { pageUrl } from "./urls";

/** The path of a page without its language prefix: "/fr/" -> "/". */
export const unlocalizedPath = (path: string): string => splitLanguagePath(path).path;

/** hreflang alternates of a page: every language, and x-default for the default one. */
export function alternates(path: string, siteUrl = defaultSiteUrl): { hrefLang: string; href: string }[] {
  // The legal pages have a slug per language (/privacy/, /fr/confidentialite/).
  const legal = legalPageAt(path);
  if (legal) {
    const paths = LEGAL_PATHS[legal.page];
    return [
      ...LANGUAGES.map((language: Language) => ({ hrefLang: language, href: `${siteUrl}${paths[language]}` })),
      { hrefLang: "x-default", href: `${siteUrl}${paths[DEFAULT_LANGUAGE]}` },
    ];
  }
  const base = unlocalizedPath(path);
  return [
    ...LANGUAGES.map((language: Language) => ({ hrefLang: language, href: pageUrl(siteUrl, language, base) })),
    { hrefLang: "x-default", href: pageUrl(siteUrl, DEFAULT_LANGUAGE, base) },
  ];
}

/** The same alternates in the shape the sitemap package writes as <xhtml:link>. */
export function sitemapAlternates(path: string) {
  return alternates(path).map(({ hrefLang, href }) => ({ lang: hrefLang, url: href }));
}
