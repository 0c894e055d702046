import ratesFile from "../../../content/rates.json";
import { isolate } from "../../i18n/bidi";
import { formatChf, formatDay } from "../../i18n/prices";
import { placesOf, type Fare } from "./fareIds";
import { priceOf, type Pricing, type PricingRates, type PricingRequest } from "../pricing/pricing";
import { languageInfo, type Language } from "../../i18n/languages";

/**
 * The published rates as the form and the function know them: content/rates.json read when the code is
 * built (the function is built with the site, so it prices a request at the rates the page showed once
 * both are deployed). Kept out of the page's first load: only the form's chunk and the function import it.
 */
export const RATES: PricingRates = ratesFile as PricingRates;
export const VEHICLE_CLASSES = RATES.classes;
/** What every fare includes, the VAT line and the supplements, as the Rates section publishes them: the confirmation quotes them. */
export const PUBLISHED: {
  included: readonly Readonly<Record<string, string>>[];
  vatIncluded: Readonly<Record<string, string>>;
  supplements: readonly { kind: string; label: Readonly<Record<string, string>>; amount: number | null; unit?: Readonly<Record<string, string>> }[];
  airportWaitingMinutes: number;
} = ratesFile;
export const VEHICLE_CLASS_IDS: readonly string[] = VEHICLE_CLASSES.map((vehicleClass) => vehicleClass.id);
export const PLACES = placesOf(RATES);
export const PLACE_IDS: readonly string[] = PLACES.map((place) => place.id);

export function vehicleClassName(id: string, language: Language): string {
  return VEHICLE_CLASSES.find((vehicleClass) => vehicleClass.id === id)?.name[language] ?? id;
}

export function placeName(id: string, language: Language): string {
  return PLACES.find((place) => place.id === id)?.name[language] ?? id;
}

/** The fewest hours the class is booked by the hour (content/rates.json `hourly`), or 1. */
export function minimumHours(classId: unknown): number {
  return RATES.hourly.find((rate) => rate.class === classId)?.minimumHours ?? 1;
}

/** The price of a request at the published rates (../pricing/pricing.ts). */
export const priceRequest = (request: PricingRequest): Pricing => priceOf(RATES, request);

/** What a request carries about the total its page showed: the amount and the rates' date. */
export interface FareClaim {
  amount: number;
  validFrom: string;
}

/** The form's claim for a priced request: the total shown above the button, with the rates' date. */
export const claimOf = (pricing: Pricing): FareClaim | undefined =>
  pricing.status === "priced" ? { amount: pricing.total, validFrom: pricing.validFrom } : undefined;

/**
 * The function's verdict on the total the visitor's page showed: the same as the published rates give
 * (`verified`), another one (`differs`: stale page or forged, never quoted to the office), or none sent.
 */
export type FareCheck = "verified" | "differs" | "none";
export function checkClaim(claim: FareClaim | undefined, pricing: Pricing): FareCheck {
  if (!claim) return "none";
  return pricing.status === "priced" && pricing.total === claim.amount && pricing.validFrom === claim.validFrom ? "verified" : "differs";
}

/**
 * "Geneva Airport → Lausanne": two places, held to the arrow by a no-break space so a narrow line never
 * starts with it. In a right-to-left language the arrow points left (the bidi algorithm does not mirror
 * arrows) and each place is isolated (FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE): two Latin
 * addresses typed by the visitor would otherwise make one left-to-right run, their arrow pointing back.
 */
export function routeText(from: string, to: string, language: Language): string {
  if (languageInfo(language).dir === "rtl") return `${isolate(from, language)}\u00a0\u2190 ${isolate(to, language)}`;
  return `${from}\u00a0\u2192 ${to}`;
}

/** A fare's route, in a language. */
export const fareRoute = (fare: Fare, language: Language) => routeText(fare.from.name[language], fare.to.name[language], language);

/** An amount in the page's language: "CHF 390". */
export const chf = (amount: number, language: Language) => formatChf(amount, language);

/** "1 January 2026": the day the prices apply from, in the office's e-mail. */
export const validFromText = (date: string, language: Language) => formatDay(date, language);
