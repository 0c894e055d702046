/**
 * The Rates section's fare finder (from, to, vehicle class: the fare at once, one Book link): what the build
 * writes into the section and what the page's script (src/hooks/useFareLinks.ts) reads back. The section
 * is pre-rendered and never hydrated, so the finder is plain HTML wired by a page-level hook, and its data
 * travels in one data attribute (FINDER_ATTRIBUTE): the first load carries no rates.json and no section code.
 * The same function (finderResult) gives the price the build pre-renders and the one the script writes, so
 * both always agree. Free of the rates and of React: the hook imports it.
 */
import { fillPlaceholders } from "../i18n/placeholders";
import { bookHref, bookServiceHref, fareId } from "../booking/catalogue/fareIds";

export { DEFAULT_ATTRIBUTE, FINDER_ATTRIBUTE, PART_ATTRIBUTE, type FinderPart } from "./fareFinderAttributes";
/** Set by the script once it has written the result of the current choice (before that, CSS hides a result the visitor's choice made stale). */
export const WIRED_ATTRIBUTE = "data-wired";
/** On the result when the choice is "on request" (no price): styled as such. */
export const ON_REQUEST_ATTRIBUTE = "data-on-request";
/** The service of a Book link that names no fare (useFareLinks handles `a[data-book]` like `a[data-fare]`). */
export const BOOK_ATTRIBUTE = "data-book";

/**
 * A route between two places, one way: its id, 1 when it is travelled against the way content/rates.json
 * writes it (the fare id's ".reverse"), and its formatted price per class in `classes` order (null: on request).
 */
export type FinderRoute = [route: string, reversed: 0 | 1, prices: (string | null)[]];

export interface FareFinderData {
  /** The page's home path ("/", "/fr/"): Book links open its form. */
  home: string;
  /** The vehicle classes' ids, in the order of the prices of `routes`. */
  classes: string[];
  /** From a place's id, to a place's id (only the pairs with a route: the "To" list a "From" offers). */
  routes: Record<string, Record<string, FinderRoute>>;
  /** The interface texts the script writes, in the page's language. */
  texts: {
    onRequest: string;
    /** The Book link's name: {{from}}, {{to}}, {{vehicle}}, {{price}}. */
    label: string;
    /** The same when the price is on request: {{from}}, {{to}}, {{vehicle}}. */
    labelOnRequest: string;
  };
}

export interface FinderChoice {
  from: string;
  to: string;
  vehicleClass: string;
}

/** What the finder shows for a choice: the price (none: on request) and the Book link. */
export interface FinderResult {
  price?: string;
  href: string;
  /** The fare's id (a[data-fare]) when priced; otherwise the service of a[data-book]. */
  fare?: string;
  book?: string;
  label: string;
}

/**
 * The result of a choice, or undefined when the two places have no route. `names` are the places' and the
 * class's names as the selects show them (for the link's accessible name). A price "on request" still books:
 * the form opens with the transfer, its places and class chosen.
 */
export function finderResult(data: FareFinderData, choice: FinderChoice, names: { from: string; to: string; vehicle: string }): FinderResult | undefined {
  const route = data.routes[choice.from]?.[choice.to];
  const index = data.classes.indexOf(choice.vehicleClass);
  if (!route || index < 0) return undefined;
  const [routeId, reversed, prices] = route;
  const price = prices[index] ?? undefined;
  if (price) {
    const id = fareId(routeId, choice.vehicleClass, reversed === 1);
    return { price, href: bookHref(data.home, id), fare: id, label: fillPlaceholders(data.texts.label, { ...names, price }) };
  }
  const service = "private-transport";
  return {
    href: bookServiceHref(data.home, service, { pickupPlace: choice.from, destinationPlace: choice.to, vehicleClass: choice.vehicleClass }),
    book: service,
    label: fillPlaceholders(data.texts.labelOnRequest, names),
  };
}
