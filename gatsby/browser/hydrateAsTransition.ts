/**
 * Hydration runs as a React transition, through gatsby-browser's documented `replaceHydrateFunction`: React
 * then works in slices of a few milliseconds and gives the main thread back between them, instead of one
 * long task that blocks input (Lighthouse's Total Blocking Time). The page is already complete HTML, so
 * nothing waits for it to be visible; a click or key press on a part not yet hydrated makes React hydrate
 * that part first and replays the event. Gatsby's own default hydrates synchronously (gatsby#36310, which
 * would have made this the default, was closed unmerged; Next.js did it in vercel/next.js#40874).
 *
 * Not a patch: nothing of Gatsby's is changed. `checkHydrateFunctionHonoured` is for the unit test
 * (__tests__/tooling/hydrate-as-transition.test.ts), which reads the installed Gatsby's production entry so
 * that an upgrade that stops calling the API fails the tests rather than silently hydrating in one task.
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
      `hydrateAsTransition (gatsby/browser/hydrateAsTransition.ts): ${GATSBY_PRODUCTION_APP} no longer ${usesApi ? "calls the renderer with the page element and #___gatsby" : "takes its renderer from replaceHydrateFunction"}; the site would hydrate in one long task again. Check Gatsby's hydration, then update or remove this module.`,
    );
  }
}
