import { fareBetween } from "../../src/booking/catalogue/fareIds";
import { PLACES, RATES } from "../../src/booking/catalogue/fares";
import { AIRPORT_PLACE } from "../../src/booking/mail/message";
import type { Booking } from "../../src/booking/bookings/booking";
import { quoteOf } from "../../src/booking/request/quote";
import type { ContactRequest } from "../../src/booking/request/requestSchema";
import type { Language } from "../../src/i18n/languages";

/** A transfer the rates price (from the airport, in a class with a published amount): a request whose quote is "priced". */
const ROUTE = RATES.transfers.find((route) => route.from === AIRPORT_PLACE && route.prices.some((cell) => cell.amount !== null))!;
export const PRICED_CLASS = ROUTE.prices.find((cell) => cell.amount !== null)!.class;
export const PRICED_DESTINATION = PLACES.find((place) => fareBetween(RATES, AIRPORT_PLACE, place.id, PRICED_CLASS)?.route.id === ROUTE.id)!.id;
export const PRICED_DETAILS = { pickupPlace: AIRPORT_PLACE, destinationPlace: PRICED_DESTINATION, vehicleClass: PRICED_CLASS, passengers: 2 };

/** The booking tests' request: a priced transfer on 10 June 2027 at 14:30, written in `language`. */
export const bookingRequest = (language: Language): ContactRequest =>
  ({
    name: "Jane Doe",
    email: "jane@example.org",
    phone: "+41 79 123 45 67",
    service: "private-transport",
    serviceDate: "2027-06-10",
    serviceTime: "14:30",
    message: "",
    language,
    details: PRICED_DETAILS,
  }) as unknown as ContactRequest;

export const BOOKING_ID = "0b6a2f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";

/** The booking that request opens as it is accepted at `receivedAt`: received, version 1, with its quote. */
export function receivedBooking(language: Language, receivedAt: Date, overrides: Partial<Booking> = {}): Booking {
  const request = bookingRequest(language);
  return {
    format: 1,
    id: BOOKING_ID,
    reference: "GPM-ABCDEF",
    language,
    request,
    quote: quoteOf(request),
    status: "received",
    version: 1,
    history: [{ at: receivedAt.toISOString(), status: "received", by: "guest" }],
    ...overrides,
  };
}
