/**
 * The fare finder's attributes: what the build writes (src/sections/FareFinder.tsx) and the page's script
 * reads (src/hooks/useFareFinder.ts). Free of any import, so the few lines of the page's first load that
 * listen for the finder carry nothing else (./fareFinder.ts and ./fareIds.ts arrive with the first choice).
 */
/** On the finder's element: its data (FareFinderData as JSON). */
export const FINDER_ATTRIBUTE = "data-fare-finder";
/** On each part the script reads or writes: from, to, class, swap, result, price, book. */
export const PART_ATTRIBUTE = "data-finder-part";
/** Set by the script once it has written the result of the current choice (before that, CSS hides a result the visitor's choice made stale). */
export const WIRED_ATTRIBUTE = "data-wired";
/** On the option the build chose, for that CSS. */
export const DEFAULT_ATTRIBUTE = "data-default";
/** On the result when the choice is "on request" (no price): styled as such. */
export const ON_REQUEST_ATTRIBUTE = "data-on-request";
/** The service of a Book link that names no fare (useFareLinks handles `a[data-book]` like `a[data-fare]`). */
export const BOOK_ATTRIBUTE = "data-book";

export type FinderPart = "from" | "to" | "class" | "swap" | "result" | "price" | "book";
