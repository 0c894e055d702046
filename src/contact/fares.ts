import ratesFile from "../../content/rates.json";
import { formatChf, formatDay } from "../i18n/prices";
import { findFare, type Fare, type FareRates } from "./fareIds";
import type { Language } from "../i18n/languages";

/**
 * The published fares as the form and the function know them: content/rates.json read when the code is
 * built (the function is built with the site, so it checks a fare against the prices the page showed
 * once both are deployed). Kept out of the page's first load: only the form's chunk and the function import it.
 */
export const RATES: FareRates = ratesFile as FareRates;
export const VEHICLE_CLASSES = RATES.classes;
export const VEHICLE_CLASS_IDS: readonly string[] = VEHICLE_CLASSES.map((vehicleClass) => vehicleClass.id);

export function vehicleClassName(id: string, language: Language): string {
  return VEHICLE_CLASSES.find((vehicleClass) => vehicleClass.id === id)?.name[language] ?? id;
}

/** What a request carries about the fare its page showed: the fare's id, the amount and the prices' date. */
export interface FareClaim {
  id: string;
  amount: number;
  validFrom: string;
}

/** What a fare fills in the form, in the page's language: the transfer, its route and the vehicle class. */
export function fareFields(fare: Fare, language: Language) {
  return { pickup: fare.origin.name[language], destination: fare.route.to[language], vehicleClass: fare.vehicleClass.id };
}

export const fareClaim = (fare: Fare): FareClaim => ({ id: fare.id, amount: fare.amount, validFrom: fare.validFrom });

/** The fare line above the form's button, in the page's language. */
export const fareAmount = (fare: Fare, language: Language) => formatChf(fare.amount, language);

/** The trip details a fare names, as the form holds them or as a request carries them. */
type PlaceDetails = { [K in "pickup" | "destination" | "vehicleClass"]?: unknown };

const folded = (text: unknown) => (typeof text === "string" ? text.trim().toLocaleLowerCase() : "");

/**
 * Whether the trip details still describe the fare's transfer: the same vehicle class, and a pick-up and
 * destination that still name the fare's places ("Verbier, Chalet Les Arolles" is still Verbier; "Zermatt"
 * is not). The form drops the fare as soon as this turns false; the function requires it.
 */
export function detailsKeepFare(details: PlaceDetails, fare: Fare, language: Language): boolean {
  const expected = fareFields(fare, language);
  return (
    details.vehicleClass === expected.vehicleClass &&
    folded(details.pickup).includes(folded(expected.pickup)) &&
    folded(details.destination).includes(folded(expected.destination))
  );
}

export type FareCheck = { verified: true; fare: Fare } | { verified: false; claim: FareClaim };

/**
 * The function's check of a request's fare against the built content: the same route (pick-up and
 * destination still naming the places the form filled in, in the request's language), vehicle class, amount and valid-from
 * date. Anything else (another amount, old prices, an edited route, an unknown fare) is not presented
 * as the fare: the office reads that the fare shown could not be verified.
 */
export function checkFare(claim: FareClaim, request: { service?: string; details?: PlaceDetails }, language: Language): FareCheck {
  const fare = findFare(RATES, claim.id);
  const matches =
    fare !== undefined &&
    request.service === "private-transport" &&
    fare.amount === claim.amount &&
    fare.validFrom === claim.validFrom &&
    detailsKeepFare(request.details ?? {}, fare, language);
  return matches ? { verified: true, fare } : { verified: false, claim };
}

/** "1 January 2026": the day the prices apply from, in the office's e-mail. */
export const validFromText = (date: string, language: Language) => formatDay(date, language);
