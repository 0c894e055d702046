/**
 * Patch: hydration runs as a React transition.
 *
 * What: gatsby-browser's replaceHydrateFunction hydrates with hydrateRoot inside startTransition.
 * Why: React then works in slices of a few milliseconds and gives the main thread back between them,
 * instead of one long task that blocks input (Lighthouse's Total Blocking Time). The page is already
 * complete HTML, so nothing waits for it to be visible; a click or key press on a part not yet hydrated
 * makes React hydrate that part first and replays the event.
 * No supported way: replaceHydrateFunction is Gatsby's API for it, but whether Gatsby still calls it is
 * internal: the tripwire guards that (gatsby#36310 closed unmerged).
 * Upstream: https://github.com/gatsbyjs/gatsby/pull/36310 (hydrate in startTransition, closed unmerged);
 * Next.js did it in https://github.com/vercel/next.js/pull/40874.
 * Verified with: gatsby 5.16.1, react-dom 18.3.1.
 * Tripwire (checkHydrateFunctionHonoured, at onPreInit): Gatsby's production entry no longer
 * calling replaceHydrateFunction (it would hydrate synchronously again, silently) stops the build.
 */
import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";

export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

/** The file checked, under node_modules/. */
export const GATSBY_PRODUCTION_APP = "gatsby/cache-dir/production-app.js";

/** Throws unless production-app.js still renders through the replaceHydrateFunction API, with (element, container). */
export function checkHydrateFunctionHonoured(productionApp: string): void {
  const usesApi = /apiRunner\(`replaceHydrateFunction`, undefined, defaultRenderer\)\[0\]/.test(productionApp);
  const callsRenderer = /renderer\(<App \/>, rootElement\)/.test(productionApp) && /document\.getElementById\(`___gatsby`\)/.test(productionApp);
  if (!usesApi || !callsRenderer) {
    throw new Error(
      `hydrateAsTransition (gatsby/patches/hydrateAsTransition.ts): ${GATSBY_PRODUCTION_APP} no longer ${usesApi ? "calls the renderer with the page element and #___gatsby" : "takes its renderer from replaceHydrateFunction"}; the site would hydrate in one long task again. Check Gatsby's hydration, then update or remove the patch.`,
    );
  }
}
