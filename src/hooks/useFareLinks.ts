import { useEffect } from "react";
import { DEFAULT_ATTRIBUTE, FINDER_ATTRIBUTE, PART_ATTRIBUTE } from "../contact/fareFinderAttributes";

/**
 * The doorbell a "Book" link rings once the page is interactive, after the address took the link's query:
 * `?fare=gva-verbier.s-class` (a transfer's fare, src/booking/catalogue/fareIds.ts bookHref) or
 * `?service=chauffeur-hourly&vehicleClass=s-class` (another published rate, or a transfer on request:
 * bookServiceHref). It carries nothing: the form reads the address, its one source, as on its first load.
 */
export const FARE_EVENT = "rates:fare";
/**
 * The "Book" links of the Rates section: a fare's (FareCell, the fare finder) and a service's (by the hour,
 * assistance, rental; the finder's on request). Matched by their attributes, so the first load carries none
 * of the rates' code.
 */
const BOOK_LINK = "a[data-fare], a[data-book]";

/**
 * "Book" links (the Rates section, pre-rendered and never hydrated) are real links: before the page's
 * script runs, a tap loads `/?fare=…#contact-form` and the form reads the address as it starts. Once the
 * page is interactive, the same tap stays on the page: the address takes the link's query (so a reload or a
 * shared link keeps it), the form (the link's #target) is brought into view, and FARE_EVENT tells the form,
 * which reads the address, fills itself in and takes the focus (or reads it as it starts, if its code is still on the way).
 */
const FINDER = `[${FINDER_ATTRIBUTE}]`;
/** The fare finder's own code (./fareFinderChoice.ts), fetched once a finder is touched: none of it is in the first load. */
const finderChoice = () => import("./fareFinderChoice");

/**
 * The Rates section's fare finder (src/sections/FareFinder.tsx), pre-rendered and never hydrated, follows the
 * visitor's choice through the same page listeners: a changed select or the swap button inside a finder
 * loads the finder's code and writes the result (until then CSS keeps a stale price hidden). On mount, a
 * choice made before the script was ready (or restored by the browser) is written at once.
 */
export function useFareLinks() {
  useEffect(() => {
    if (document.querySelector(`${FINDER} option[${DEFAULT_ATTRIBUTE}]:not(:checked)`)) {
      void finderChoice().then(({ showChoice }) => document.querySelectorAll<HTMLElement>(FINDER).forEach(showChoice));
    }
    const onChange = (event: Event) => {
      const target = event.target;
      const finder = target instanceof HTMLSelectElement ? target.closest<HTMLElement>(FINDER) : null;
      if (finder) void finderChoice().then(({ showChoice }) => showChoice(finder));
    };
    const onClick = (event: MouseEvent) => {
      // A click's target is always an element (never a text node or the document).
      const target = event.target as Element;
      const swapped = target.closest(`[${PART_ATTRIBUTE}="swap"]`)?.closest<HTMLElement>(FINDER);
      if (swapped) void finderChoice().then(({ swapPlaces }) => swapPlaces(swapped));
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = target.closest<HTMLAnchorElement>(BOOK_LINK);
      if (!link || link.pathname !== window.location.pathname) return;
      // The Book links' targets are ASCII ids (#contact-form), never encoded; no hash finds nothing.
      const form = document.getElementById(link.hash.slice(1));
      if (!form) return;
      event.preventDefault();
      window.history.pushState(window.history.state, "", link.href);
      // Smooth or not as the page's scroll-behavior says (GlobalStyles: none when motion is reduced).
      form.scrollIntoView({ block: "start" });
      window.dispatchEvent(new Event(FARE_EVENT));
    };
    document.addEventListener("change", onChange);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("change", onChange);
      document.removeEventListener("click", onClick);
    };
  }, []);
}
