/**
 * The pages the site creates once per language itself (gatsby/node/createPages.ts: the legal pages and
 * every 404 page), which gatsby-plugin-react-i18next must neither copy under the other prefixes nor
 * redo. Each is created with the `i18n` context the plugin would give it, and the plugin leaves a page
 * that has one alone; only the home page is still made per language by the plugin. This takes no
 * plugin option: the plugin's `pages` option did the same, but Gatsby ships every plugin option to
 * the browser, one entry per page and language in the first-load JavaScript (docs/performance.md).
 */
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, splitLanguagePath, type Language } from "./languages";

/** The plugin's routing options (gatsby-config.ts), which the pages' context repeats. */
export const I18N_ROUTING = { languages: [...LANGUAGES], defaultLanguage: DEFAULT_LANGUAGE, generateDefaultLanguagePage: false };

/**
 * A page's `pageContext.i18n`, as the plugin's onCreatePage writes it: the page's language, whether its
 * path carries a prefix, and its path without it (`originalPath`: /confidentialite/ for
 * /fr/confidentialite/; nothing reads it, as the language switch takes each page's own paths and the
 * plugin's redirect is off).
 */
export function i18nContext(language: Language, path: string) {
  return { language, ...I18N_ROUTING, routed: language !== DEFAULT_LANGUAGE, originalPath: splitLanguagePath(path).path, path };
}

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
