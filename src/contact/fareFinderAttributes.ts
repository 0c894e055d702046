/**
 * The fare finder's attributes the page's first load reads (src/hooks/useFareLinks.ts) to know a
 * finder was touched; the build writes them (src/sections/FareFinder.tsx). Free of any import, so the few lines of the page's first load that
 * listen for the finder carry nothing else (./fareFinder.ts and ../booking/catalogue/fareIds.ts arrive with the first choice).
 */
/** On the finder's element: its data (FareFinderData as JSON). */
export const FINDER_ATTRIBUTE = "data-fare-finder";
/** On each part the script reads or writes: from, to, class, swap, result, price, book. */
export const PART_ATTRIBUTE = "data-finder-part";
/** On the option the build chose, for that CSS. */
export const DEFAULT_ATTRIBUTE = "data-default";

export type FinderPart = "from" | "to" | "class" | "swap" | "result" | "price" | "book";
