/**
 * The fixed-price transfers of the published rates (content/rates.json) as places and fares: what the
 * Rates section's fare finder offers, what a "Book" link names, what the form keeps and the function
 * recomputes. Free of the rates themselves (./fares.ts imports them), so the section's own code does not
 * carry the file twice. The shape below is the part of the rates a fare needs; content/rates.json
 * (src/content/schema.ts, RatesFile) has it.
 */
import type { Language } from "../../i18n/languages";

type Named = { id: string; name: Record<Language, string> };
export interface FareRates {
  validFrom: string;
  /** `seats` and `luggage`: a class's own, only when it is no car of the fleet (`vehicle` ""; ./capacity.ts). */
  classes: readonly (Named & { vehicle?: string; seats?: number | null; luggage?: number | null })[];
  origins: readonly Named[];
  transfers: readonly {
    id: string;
    from: string;
    to: Record<Language, string>;
    /** The fare applies from `from` to `to` only (content says so); otherwise in both directions. */
    oneWay?: boolean;
    prices: readonly { class: string; amount: number | null }[];
  }[];
}
export type Route = FareRates["transfers"][number];

/** The query parameter a "Book" link carries: `/?fare=gva-verbier.s-class#contact-form`. */
export const FARE_PARAMETER = "fare";
/** Where a "Book" link lands: the form itself, not the section's heading above the contact details. */
export const FORM_ANCHOR = "contact-form";

/** A place a fare starts or ends at: a starting point of the rates, or a route's destination. */
export interface Place {
  id: string;
  name: Record<Language, string>;
}

// A destination's id is its name in the first language, as a slug ("Zermatt (Täsch)" -> "zermatt-tasch"):
// the same place in the airport's and the city's table is one place, whatever the route's id.
const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const firstName = (name: Record<string, string>) => Object.values(name)[0] ?? "";

/** The place a route ends at: a starting point when it bears that point's name ("Geneva Airport"), else its own. */
export function destinationOf(rates: FareRates, route: Route): Place {
  const origin = rates.origins.find((entry) => slug(firstName(entry.name)) === slug(firstName(route.to)));
  return origin ?? { id: slug(firstName(route.to)), name: route.to };
}

/** Every place of the rates once: the starting points first, then the destinations in the tables' order. */
export function placesOf(rates: FareRates): Place[] {
  const places = new Map<string, Place>();
  for (const origin of rates.origins) places.set(origin.id, origin);
  for (const route of rates.transfers) {
    const place = destinationOf(rates, route);
    if (!places.has(place.id)) places.set(place.id, place);
  }
  return [...places.values()];
}

/** A fare's id, stable as long as the route and the class keep their ids: "gva-verbier.s-class", ".reverse" the other way. */
export const fareId = (routeId: string, classId: string, reversed = false) => `${routeId}.${classId}${reversed ? ".reverse" : ""}`;

/** What a "Book" link offers: the route in one direction, the class and the amount, with the prices' valid-from date. */
export interface Fare {
  id: string;
  route: Route;
  vehicleClass: FareRates["classes"][number];
  /** Where the journey starts and ends: the route's own way, or the other way round. */
  from: Place;
  to: Place;
  reversed: boolean;
  amount: number;
  validFrom: string;
}

/** The route between two places in that direction: its own way first, else the other way (unless it is one-way). */
export function routeBetween(rates: FareRates, fromId: string, toId: string): { route: Route; reversed: boolean } | undefined {
  if (!fromId || !toId || fromId === toId) return undefined;
  const ends = (route: Route) => ({ start: route.from, end: destinationOf(rates, route).id });
  const forward = rates.transfers.find((route) => ends(route).start === fromId && ends(route).end === toId);
  if (forward) return { route: forward, reversed: false };
  const backward = rates.transfers.find((route) => !route.oneWay && ends(route).start === toId && ends(route).end === fromId);
  return backward ? { route: backward, reversed: true } : undefined;
}

/** The places a journey from this place can reach at a published fare. */
export function destinationsFrom(rates: FareRates, fromId: string): Place[] {
  return placesOf(rates).filter((place) => routeBetween(rates, fromId, place.id) !== undefined);
}

function fareOf(rates: FareRates, route: Route, reversed: boolean, classId: string): Fare | undefined {
  const vehicleClass = rates.classes.find((entry) => entry.id === classId);
  const origin = rates.origins.find((entry) => entry.id === route.from);
  const amount = route.prices.find((cell) => cell.class === classId)?.amount;
  if (!vehicleClass || !origin || typeof amount !== "number" || (reversed && route.oneWay)) return undefined;
  const destination = destinationOf(rates, route);
  const [from, to] = reversed ? [destination, origin] : [origin, destination];
  return { id: fareId(route.id, classId, reversed), route, vehicleClass, from, to, reversed, amount, validFrom: rates.validFrom };
}

/** The fare between two places for a class, or undefined (no route, or its price is "on request"). */
export function fareBetween(rates: FareRates, fromId: string, toId: string, classId: string): Fare | undefined {
  const found = routeBetween(rates, fromId, toId);
  return found ? fareOf(rates, found.route, found.reversed, classId) : undefined;
}

/** The fare with this id in these rates, or undefined (unknown route or class, a cell "on request", a one-way route reversed). */
export function findFare(rates: FareRates, id: unknown): Fare | undefined {
  if (typeof id !== "string") return undefined;
  const [routeId, classId, direction, ...rest] = id.split(".");
  if (!routeId || !classId || rest.length > 0 || (direction !== undefined && direction !== "reverse")) return undefined;
  const route = rates.transfers.find((entry) => entry.id === routeId);
  return route ? fareOf(rates, route, direction === "reverse", classId) : undefined;
}

/** The lowest published fare of the transfers: "from CHF 120". */
export function lowestFare(rates: FareRates): number | undefined {
  const amounts = rates.transfers.flatMap((route) => route.prices.map((cell) => cell.amount)).filter((amount): amount is number => typeof amount === "number");
  return amounts.length > 0 ? Math.min(...amounts) : undefined;
}

/** The link a fare's "Book" opens: the form, with the fare in the address (it works without JavaScript). */
export const bookHref = (homePath: string, id: string) => `${homePath}?${FARE_PARAMETER}=${encodeURIComponent(id)}#${FORM_ANCHOR}`;

/**
 * A "Book" link of the other published rates (by the hour, assistance, rental): the service and the
 * trip details it chooses, in the address like a fare (`/?service=vehicle-rental&vehicle=s-class&chauffeur=with#contact-form`).
 * The form takes only the details that service has, with values its lists offer.
 */
export const SERVICE_PARAMETER = "service";
export function bookServiceHref(homePath: string, service: string, details: Record<string, string> = {}): string {
  const query = new URLSearchParams({ [SERVICE_PARAMETER]: service, ...details });
  return `${homePath}?${query.toString()}#${FORM_ANCHOR}`;
}

/**
 * The starting point flights arrive at and leave from (content/rates.json `origins`, id `airport`): a
 * journey from it asks for the arriving flight, a journey to it for the departing one.
 */
export const AIRPORT_PLACE = "airport";

/** Which way the flight or train of a journey between these places goes, if the airport is one end. */
export function flightDirection(fromId: unknown, toId: unknown): "arrival" | "departure" | undefined {
  return fromId === AIRPORT_PLACE ? "arrival" : toId === AIRPORT_PLACE ? "departure" : undefined;
}
