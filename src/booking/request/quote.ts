import { priceRequest } from "../catalogue/fares";
import { DETAILS, type DetailSpec } from "../catalogue/fields";
import type { Pricing } from "../pricing/pricing";
import type { TripDetails } from "../trip/details";
import { parseServiceDate } from "./payload";
import type { ContactRequest } from "./requestSchema";

/**
 * A request's quote: priced once, when the request is accepted (../http/acceptRequest.ts), and stored
 * with it (../store/store.ts `quote`). The office's e-mail, the visitor's acknowledgement and every later
 * message read this one; none prices the request again. (The form prices what the visitor is choosing,
 * in the browser: the request carries that amount as its `fare` claim, compared with this, never quoted.)
 */
export interface Quote {
  /** The request's day (yyyy-mm-dd), when its date reads as one. */
  day?: string;
  /** The request's details with every day as yyyy-mm-dd. */
  details: TripDetails;
  /** The price at the rates this function was built with. */
  pricing: Pricing;
}

/** The request's details with every day as yyyy-mm-dd (the form's own; a long form sent without it is read too). */
function normalizedDetails(details: TripDetails): TripDetails {
  const days = Object.fromEntries(
    Object.entries(details).flatMap(([key, value]) => {
      const spec = (DETAILS as Record<string, DetailSpec | undefined>)[key];
      return spec?.kind === "date" && typeof value === "string" && parseServiceDate(value) ? [[key, parseServiceDate(value)]] : [];
    }),
  );
  return { ...details, ...days };
}

/**
 * The request's day, its details with every day as yyyy-mm-dd, and the price at the rates this function
 * was built with: what the office's e-mail and the visitor's acknowledgement (../mail/acknowledgement.ts) both quote.
 */
export function quoteOf(request: ContactRequest): Quote {
  const details = normalizedDetails(request.details ?? {});
  const day = request.serviceDate ? parseServiceDate(request.serviceDate.trim()) : undefined;
  return { day, details, pricing: priceRequest({ service: request.service ?? "", date: day, time: request.serviceTime || undefined, details }) };
}
