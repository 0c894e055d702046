/**
 * The published prices of content/rates.json as every reader needs them: the Rates section, the admin's
 * preview, the contact form's fare line, the contact function's check of a fare and the JSON-LD offers.
 * Free of React, Gatsby and Node code (the browser and the function bundle it).
 */
import { languageInfo, type Language } from "../i18n/languages";
import type { RatesFile } from "./schema";

export type Rates = RatesFile;
export type TransferRoute = Rates["transfers"][number];
export type VehicleClass = Rates["classes"][number];

/** The anchor of the Rates section; the Terms and the "Book" links point to it or from it. */
export const RATES_ANCHOR = "rates";
/** The query parameter a "Book" link carries: `/?fare=gva-verbier.s-class#contact`. */
export const FARE_PARAMETER = "fare";

// One Intl.NumberFormat per language, made once (each holds ICU memory: see LONG_DATE_FORMATS in ../contact/payload.ts).
const FORMATS = new Map<Language, Intl.NumberFormat>();

/**
 * A price in Swiss francs as the page's language writes it: "CHF 1’250" (en, de-CH usage) or "1 250 CHF"
 * (fr, fr-CH: a narrow no-break space between thousands, a no-break space before CHF). Intl gives the
 * order and the parts; the separators are those the languages' entries name, since ICU versions (the
 * build's Node, each visitor's browser) disagree on them and the form must write what the table wrote.
 */
export function formatChf(amount: number, language: Language): string {
  const info = languageInfo(language);
  let format = FORMATS.get(language);
  if (!format) {
    format = new Intl.NumberFormat(info.priceLocale, { style: "currency", currency: "CHF", currencyDisplay: "code", maximumFractionDigits: 0, minimumFractionDigits: 0 });
    FORMATS.set(language, format);
  }
  return format
    .formatToParts(amount)
    .map((part) => (part.type === "group" ? info.thousands : part.type === "literal" ? "\u00a0" : part.value))
    .join("");
}

/** "1 January 2026" / "1 janvier 2026": the day the prices apply from. */
export function formatValidFrom(date: string, language: Language): string {
  const [year, month, day] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(languageInfo(language).dateLocale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, day, 12)));
}

/** A fare's id, stable as long as the route and the class keep their ids: "gva-verbier.s-class". */
export const fareId = (routeId: string, classId: string) => `${routeId}.${classId}`;

/** What a "Book" link offers: the route, the class and the amount, with the prices' valid-from date. */
export interface Fare {
  id: string;
  route: TransferRoute;
  vehicleClass: VehicleClass;
  origin: Rates["origins"][number];
  amount: number;
  validFrom: string;
}

/** The fare with this id in these rates, or undefined (unknown route or class, or a cell "on request"). */
export function findFare(rates: Rates, id: unknown): Fare | undefined {
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
