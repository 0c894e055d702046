import { fareBetween } from "../../src/booking/catalogue/fareIds";
import { PLACES, RATES } from "../../src/booking/catalogue/fares";
import { AIRPORT_PLACE } from "../../src/booking/mail/message";

/** A transfer the rates price (from the airport, in a class with a published amount): a request whose quote is "priced". */
const ROUTE = RATES.transfers.find((route) => route.from === AIRPORT_PLACE && route.prices.some((cell) => cell.amount !== null))!;
export const PRICED_CLASS = ROUTE.prices.find((cell) => cell.amount !== null)!.class;
export const PRICED_DESTINATION = PLACES.find((place) => fareBetween(RATES, AIRPORT_PLACE, place.id, PRICED_CLASS)?.route.id === ROUTE.id)!.id;
export const PRICED_DETAILS = { pickupPlace: AIRPORT_PLACE, destinationPlace: PRICED_DESTINATION, vehicleClass: PRICED_CLASS, passengers: 2 };
