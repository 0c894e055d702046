import { useEffect } from "react";
import { DEFAULT_ATTRIBUTE, FINDER_ATTRIBUTE, PART_ATTRIBUTE } from "../contact/fareFinderAttributes";

const FINDER = `[${FINDER_ATTRIBUTE}]`;
/** The finder's own code (./fareFinderChoice.ts), fetched once a finder is touched: none of it is in the first load. */
const choice = () => import("./fareFinderChoice");

/**
 * The Rates section's fare finder (src/sections/FareFinder.tsx), pre-rendered and never hydrated, follows
 * the visitor's choice: one listener each for the page's `change` and `click` events, so a finder rendered
 * later (a page opened by client-side navigation renders its sections in the browser) works as well. Its
 * code arrives with the first choice (until it has written the result, CSS keeps a stale price hidden). On
 * mount, a choice made before the script was ready (or restored by the browser) is written at once.
 */
export function useFareFinder() {
  useEffect(() => {
    if (document.querySelector(`${FINDER} option[${DEFAULT_ATTRIBUTE}]:not(:checked)`)) {
      void choice().then(({ showChoice }) => document.querySelectorAll<HTMLElement>(FINDER).forEach(showChoice));
    }
    // One listener for both: a select changed, or the swap button pressed, inside a finder.
    const onEvent = (event: Event) => {
      const target = event.target as Element | null;
      const finder = target?.closest?.<HTMLElement>(FINDER);
      const swap = event.type === "click" && target?.closest(`[${PART_ATTRIBUTE}="swap"]`);
      if (finder && (swap || (event.type === "change" && target instanceof HTMLSelectElement))) {
        void choice().then((module) => (swap ? module.swapPlaces(finder) : module.showChoice(finder)));
      }
    };
    document.addEventListener("change", onEvent);
    document.addEventListener("click", onEvent);
    return () => {
      document.removeEventListener("change", onEvent);
      document.removeEventListener("click", onEvent);
    };
  }, []);
}
