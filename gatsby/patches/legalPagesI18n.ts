/**
 * Patch: the legal pages carry their own i18n context, so the i18n plugin leaves them alone.
 *
 * What: createPages gives each legal page (one slug per language: /privacy/, /fr/confidentialite/…)
 * the `i18n` context gatsby-plugin-react-i18next would otherwise compute (legalI18nContext).
 * Why: the plugin's onCreatePage copies every page into each language under /<lang>/ (here that would
 * make /fr/privacy/ and /fr/fr/confidentialite/) unless the page already has an `i18n` object in its
 * context, an undocumented early return (plugin/onCreatePage.js).
 * No supported way: the plugin's `pages` option (getLanguageFromPath) keeps the page but takes its path
 * without the prefix as originalPath: for a translated slug (/fr/confidentialite/) the language switch would
 * point at /confidentialite/, which does not exist (no upstream issue).
 * Upstream: none (behaviour of the plugin's onCreatePage, not a documented option).
 * Verified with: gatsby-plugin-react-i18next 3.0.1, gatsby 5.16.1.
 * Tripwire (checkLegalPagesLeftAlone, at onPostBootstrap): a legal page missing, one whose context's
 * language is no longer ours, or a language-prefixed copy of one stops the build.
 */

interface PageLike {
  path: string;
  context?: { language?: string; i18n?: { language?: string } };
}

/** The i18n context of a legal page, as the plugin would have written it for a page of that language. */
export function legalI18nContext(language: string, languages: readonly string[], defaultLanguage: string, pagePath: string, originalPath: string) {
  return { language, languages, defaultLanguage, generateDefaultLanguagePage: false, routed: language !== defaultLanguage, originalPath, path: pagePath };
}

/** Throws when the plugin re-created or copied a legal page. `legal` maps each legal path to its language. */
export function checkLegalPagesLeftAlone(pages: Iterable<PageLike>, legal: Record<string, string>, languages: readonly string[]): void {
  const byPath = new Map([...pages].map((page) => [page.path, page]));
  const problems: string[] = [];
  for (const [pagePath, language] of Object.entries(legal)) {
    const page = byPath.get(pagePath);
    if (!page) problems.push(`${pagePath} was not created`);
    else if (page.context?.language !== language || page.context.i18n?.language !== language)
      problems.push(`${pagePath} has the language ${String(page.context?.i18n?.language)}, not ${language}`);
    // A legal page may itself sit at /<lang>/<default slug> (/fr/cookies/): that one is ours, checked above.
    for (const prefix of languages) {
      const copy = `/${prefix}${pagePath}`;
      if (byPath.has(copy) && !(copy in legal)) problems.push(`the plugin made a copy ${copy}`);
    }
  }
  if (problems.length > 0)
    throw new Error(`legalPagesI18n (gatsby/patches/legalPagesI18n.ts): the i18n plugin no longer leaves the legal pages alone: ${problems.join("; ")}`);
}
