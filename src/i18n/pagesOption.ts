/**
 * gatsby-plugin-react-i18next's `pages` option: the pages the site creates once per language itself
 * (gatsby/node/createPages.ts), which the plugin must not copy under every /<lang>/ prefix. For each,
 * `getLanguageFromPath` makes the plugin read the language from the path's prefix, and excluding every
 * language stops the copies. Every other page (the home page) is still copied by the plugin.
 *
 * The plugin's `originalPath` for such a page is its path without the prefix (/confidentialite/ for
 * /fr/confidentialite/): nothing reads it, as the language switch takes each page's own paths and the
 * plugin's redirect is off.
 */
import { LEGAL_PATHS } from "../legal/pages";
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, splitLanguagePath, type Language } from "./languages";

/**
 * The 404 pages, one per language: /fr/404/ answers any unknown /fr/… address in the browser (its
 * catch-all matchPath /fr/*, which Gatsby's router needs to keep the address), /fr/404.html is what the
 * servers send with status 404 (src/deploy/routes.ts, src/server/app.ts).
 */
export const NOT_FOUND_PAGES = ["/404/", "/404.html"].map(
  (path) => Object.fromEntries(LANGUAGES.map((language) => [language, localizedPath(language, path)])) as Record<Language, string>,
);

/** The catch-all of a language's 404 page; the default language's needs none (/404.html answers the rest). */
export const notFoundMatchPath = (language: Language, path: string) => (language !== DEFAULT_LANGUAGE && path.endsWith("/404/") ? `/${language}/*` : undefined);

export function i18nPagesOption() {
  return [...Object.values(LEGAL_PATHS), ...NOT_FOUND_PAGES].flatMap((paths) =>
    LANGUAGES.map((language) => {
      const { path } = splitLanguagePath(paths[language]);
      return {
        matchPath: language === DEFAULT_LANGUAGE ? path : `/:lang(${language})${path}`,
        getLanguageFromPath: true,
        excludeLanguages: [...LANGUAGES],
      };
    }),
  );
}
