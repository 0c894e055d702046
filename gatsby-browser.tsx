// Gatsby's browser hooks: our own in gatsby/browser/, the patches' in gatsby/patches/ (PATCHES.md).
// Self-hosted fonts: no request leaves the site (see the file for why three files, and which display).
import "./src/styles/fonts.css";
// The writing direction's sides as variables, for background positions (right to left in Arabic).
import "./src/styles/direction.css";
// Registers the typography post-processor the i18n plugin's i18next instance is configured with.
import "./src/content/i18nOptions";
// Smooth scrolling once the page's script runs, not for the scroll to the address's #target as it opens.
import "./gatsby/browser/smoothScroll";

export { wrapRootElement } from "./gatsby/browser/wrapRootElement";
// A popstate that only changes the hash never reaches the router: gatsby/patches/hashOnlyPopstate.ts.
export { onClientEntry, onRouteUpdate } from "./gatsby/patches/hashOnlyPopstate";
// Hydration as a transition, in slices that leave the main thread free: gatsby/browser/hydrateAsTransition.ts.
export { replaceHydrateFunction } from "./gatsby/browser/hydrateAsTransition";
