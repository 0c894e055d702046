// Self-hosted fonts: no request leaves the site (see the file for why three files, and which display).
import "./src/styles/fonts.css";
import { startTransition, type ReactElement } from "react";
import { hydrateRoot } from "react-dom/client";
import { withServerStyles } from "./src/build/emotionStyles";

/**
 * In-page links (#services, #contact…) change only the URL's hash. The browser scrolls to the
 * section by itself; the router must not re-render the page for it, because a re-render reaches the
 * sections whose code has not arrived yet (src/components/deferred.tsx) and makes React drop their
 * server HTML. The router learns about every real page change through onRouteUpdate.
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

// Emotion adopts the styles the build wrote into the page's <head> without moving them (each move makes
// the browser recalculate the whole page's style): see src/build/emotionStyles.tsx.
export const wrapRootElement = ({ element }: { element: ReactElement }) => withServerStyles(element);

/**
 * Hydration as a transition: React then works in slices of a few milliseconds and gives the main thread
 * back between them, instead of one long task that blocks input (Lighthouse's Total Blocking Time). The
 * page is already complete HTML, so nothing waits for it to be visible; a click or key press on a part
 * not yet hydrated makes React hydrate that part first and replays the event.
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  startTransition(() => {
    hydrateRoot(container, element);
  });
};
