/**
 * Patch: the localized 404 pages get the catch-all matchPath `/<lang>/*`, not `/<lang>/<lang>/*`.
 *
 * What: onCreatePage replaces a page whose matchPath carries the language prefix twice with the same
 * page and the prefix once (e.g. /fr/404/: `/fr/fr/*` becomes `/fr/*`).
 * Why: gatsby-plugin-react-i18next gives each localized 404 page the catch-all it needs but prefixes it
 * twice (plugin/onCreatePage.js: `matchPath = "/" + lng + "/*"`, then `"/" + lng + matchPath` again),
 * which writes public/fr/fr/[...].html, a bogus _redirects line, and breaks warm builds with the Netlify
 * adapter. The catch-all itself is needed: the servers answer an unknown /fr/… address with
 * /fr/404.html (status 404, _redirects), and Gatsby's browser code rewrites the address bar to the
 * page's own path unless the address matches a page's matchPath (production-app.js only exempts /404
 * and /500 themselves).
 * No supported way: the plugin computes the localized 404 pages' matchPath itself, with no option; the fix is
 * an open pull request (gatsby-plugin-react-i18next#174).
 * Upstream: https://github.com/microapps/gatsby-plugin-react-i18next/issues/162 (language twice in
 * matchPath), https://github.com/microapps/gatsby-plugin-react-i18next/pull/174 (404 matchPath, open).
 * Verified with: gatsby-plugin-react-i18next 3.0.1, gatsby 5.16.1.
 * Tripwire (checkLocalized404Pages, onPostBootstrap): a non-default language without its 404 page,
 * a 404 page whose matchPath is not `/<lang>/*`, a doubled matchPath left, or a language whose 404 page
 * the patch did not have to fix (the plugin fixed its bug: remove this patch) stops the build.
 */

interface PageLike {
  path: string;
  matchPath?: string;
}

interface PageActions {
  deletePage: (page: never) => void;
  createPage: (page: never) => void;
}

const DOUBLED = /^\/([a-z]{2})\/\1(\/.*)$/;

/** The pages this build de-doubled (onCreatePage may see a page again in `gatsby develop`). */
const fixedPages = new Set<string>();

/** onCreatePage: re-creates a page whose matchPath repeats its language prefix; returns whether it did. */
export function dedoubleMatchPath<P extends PageLike>(page: P, actions: PageActions, fixed = fixedPages): boolean {
  const doubled = page.matchPath ? DOUBLED.exec(page.matchPath) : null;
  if (!doubled) return false;
  actions.deletePage(page as never);
  actions.createPage({ ...page, matchPath: `/${doubled[1]}${doubled[2]}` } as never);
  fixed.add(page.path);
  return true;
}

/** onPostBootstrap: throws unless every localized 404 page has its catch-all, fixed by this patch. */
export function checkLocalized404Pages(
  pages: Iterable<PageLike>,
  languages: readonly string[],
  defaultLanguage: string,
  fixed: ReadonlySet<string> = fixedPages,
): void {
  const byPath = new Map([...pages].map((page) => [page.path, page]));
  const problems: string[] = [];
  for (const page of byPath.values()) {
    if (page.matchPath && DOUBLED.test(page.matchPath)) problems.push(`${page.path} still has the matchPath ${page.matchPath}`);
  }
  for (const language of languages.filter((other) => other !== defaultLanguage)) {
    const path = `/${language}/404/`;
    const page = byPath.get(path);
    if (!page) problems.push(`no page ${path} (the plugin no longer creates localized 404 pages)`);
    else if (page.matchPath !== `/${language}/*`) problems.push(`${path} has the matchPath ${String(page.matchPath)}, not /${language}/*`);
    else if (!fixed.has(path)) problems.push(`${path} already had the right matchPath: the plugin no longer doubles the prefix, remove this patch`);
  }
  if (problems.length > 0) throw new Error(`localized404MatchPath (gatsby/patches/localized404MatchPath.ts): ${problems.join("; ")}`);
}
