// Self-hosted fonts: no request leaves the site (see the file for why three files, and which display).
import "./src/styles/fonts.css";

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
