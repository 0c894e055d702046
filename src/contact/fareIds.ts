/**
 * A fare of the published rates (content/rates.json) as the Rates section's "Book" links name it, the form
 * shows it and the function checks it. Free of the rates themselves (./fares.ts imports them), so the
 * section's own code does not carry the file twice. The shape below is the part of the rates a fare needs;
 * content/rates.json (src/content/schema.ts, RatesFile) has it.
 */
import type { Language } from "../i18n/languages";

type Named = { id: string; name: Record<Language, string> };
export interface FareRates {
  validFrom: string;
  classes: readonly Named[];
  origins: readonly Named[];
  transfers: readonly { id: string; from: string; to: Record<Language, string>; prices: readonly { class: string; amount: number | null }[] }[];
}

/** The query parameter a "Book" link carries: `/?fare=gva-verbier.s-class#contact`. */
export const FARE_PARAMETER = "fare";

/** A fare's id, stable as long as the route and the class keep their ids: "gva-verbier.s-class". */
export const fareId = (routeId: string, classId: string) => `${routeId}.${classId}`;

/** What a "Book" link offers: the route, the class and the amount, with the prices' valid-from date. */
export interface Fare {
  id: string;
  route: FareRates["transfers"][number];
  vehicleClass: Named;
  origin: Named;
  amount: number;
  validFrom: string;
}

/** The fare with this id in these rates, or undefined (unknown route or class, or a cell "on request"). */
export function findFare(rates: FareRates, id: unknown): Fare | undefined {
  if (typeof id !== "string") return undefined;
  const dot = id.indexOf(".");
  if (dot < 0) return undefined;
  const route = rates.transfers.find((entry) => entry.id === id.slice(0, dot));
  const vehicleClass = rates.classes.find((entry) => entry.id === id.slice(dot + 1));
  const origin = rates.origins.find((entry) => entry.id === route?.from);
  const amount = route?.prices.find((cell) => cell.class === vehicleClass?.id)?.amount;
  if (!route || !vehicleClass || !origin || typeof amount !== "number") return undefined;
  return { id, route, vehicleClass, origin, amount, validFrom: rates.validFrom };
}

/** The link a fare's "Book" opens: the form, with the fare in the address (it works without JavaScript). */
export const bookHref = (homePath: string, id: string) => `${homePath}?${FARE_PARAMETER}=${encodeURIComponent(id)}#contact`;
