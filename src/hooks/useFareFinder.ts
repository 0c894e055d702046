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
    const changed = [...document.querySelectorAll<HTMLElement>(FINDER)].filter((finder) =>
      [...finder.querySelectorAll<HTMLOptionElement>(`option[${DEFAULT_ATTRIBUTE}]`)].some((option) => !option.selected),
    );
    if (changed.length > 0) void choice().then(({ showChoice }) => changed.forEach(showChoice));
    const onChange = (event: Event) => {
      const target = event.target as Element | null;
      const finder = target?.closest?.<HTMLElement>(FINDER);
      if (finder && target instanceof HTMLSelectElement) void choice().then(({ showChoice }) => showChoice(finder));
    };
    const onClick = (event: MouseEvent) => {
      const swap = (event.target as Element | null)?.closest?.(`[${PART_ATTRIBUTE}="swap"]`);
      const finder = swap?.closest<HTMLElement>(FINDER);
      if (finder) void choice().then(({ swapPlaces }) => swapPlaces(finder));
    };
    document.addEventListener("change", onChange);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("change", onChange);
      document.removeEventListener("click", onClick);
    };
  }, []);
}
