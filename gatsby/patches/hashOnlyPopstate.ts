/**
 * Patch: a popstate that only changes the URL's hash never reaches Gatsby's router.
 *
 * What: gatsby-browser's onClientEntry adds a capturing popstate listener on window that stops the
 * event (stopImmediatePropagation) when the path and query are still those of the page the router
 * shows; onRouteUpdate keeps that path current.
 * Why: in-page links (#services, #contact…) change only the hash; the browser scrolls by itself. The
 * router (@gatsbyjs/reach-router's globalHistory, a popstate listener on window) re-renders the page
 * on every popstate, which reaches the sections whose code has not arrived yet
 * (src/loading/deferred.tsx) and makes React drop their server HTML.
 * No supported way: the router has no option to ignore an entry that only changes the hash (gatsby#26383,
 * closed without a fix).
 * Upstream: https://github.com/gatsbyjs/gatsby/issues/26383 (page component re-renders on every hash
 * change; closed without a fix).
 * Verified with: gatsby 5.16.1, @gatsbyjs/reach-router 2.0.1 (Chromium, Firefox, WebKit via e2e).
 * Tripwire (checkRouterListensToPopstate, at onPreInit): the router no longer listening to
 * window's popstate (a listener elsewhere would not be stopped and the page would re-render again), or
 * Gatsby no longer running onClientEntry before it renders, stops the build.
 */

let routerPath = "";

export const onClientEntry = () => {
  routerPath = window.location.pathname + window.location.search;
  window.addEventListener(
    "popstate",
    (event) => {
      if (window.location.pathname + window.location.search === routerPath) event.stopImmediatePropagation();
    },
    { capture: true },
  );
};

export const onRouteUpdate = ({ location }: { location: Location }) => {
  routerPath = location.pathname + location.search;
};

/** The files checked, under node_modules/: both builds of the router, and Gatsby's browser entry. */
export const ROUTER_SOURCES = [
  "@gatsbyjs/reach-router/dist/index.js",
  "@gatsbyjs/reach-router/dist/index.modern.mjs",
  "gatsby/cache-dir/production-app.js",
] as const;

/** Throws unless the router's history is a popstate listener on window and onClientEntry runs first. */
export function checkRouterListensToPopstate(sources: Record<(typeof ROUTER_SOURCES)[number], string>): void {
  const problems: string[] = [];
  for (const file of ROUTER_SOURCES.slice(0, 2)) {
    const source = sources[file];
    if (!/addEventListener\("popstate",/.test(source)) problems.push(`${file} no longer adds a popstate listener`);
    if (!/\?\s*window\s*:/.test(source)) problems.push(`${file} no longer builds its global history on window`);
  }
  const app = sources["gatsby/cache-dir/production-app.js"];
  if (!/from "@gatsbyjs\/reach-router"/.test(app)) problems.push("gatsby/cache-dir/production-app.js no longer uses @gatsbyjs/reach-router");
  if (!app.includes("apiRunnerAsync(`onClientEntry`).then(")) problems.push("gatsby/cache-dir/production-app.js no longer renders after onClientEntry");
  if (problems.length > 0)
    throw new Error(
      `hashOnlyPopstate (gatsby/patches/hashOnlyPopstate.ts): ${problems.join("; ")}. Check how the router hears back/forward now, then update or remove the patch.`,
    );
}
