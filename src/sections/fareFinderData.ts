import { destinationsFrom, placesOf, routeBetween, type Place } from "../booking/catalogue/fareIds";
import type { FareFinderData, FinderChoice } from "../contact/fareFinder";
import type { Rates } from "../content/rates";
import { formatChf } from "../i18n/prices";
import type { Language } from "../i18n/languages";

export interface FinderModel {
  data: FareFinderData;
  /** The places a journey can start from (the "From" list), the starting points first. */
  starts: Place[];
  /** Every place (the "To" list; the script hides those the chosen start has no route to). */
  places: Place[];
  /** The choice the build pre-renders, so the page's HTML already shows a fare. */
  initial: FinderChoice;
}

/**
 * The fare finder's data, computed at build time from content/rates.json: every pair of places with a route
 * (both ways unless the route is `oneWay`), each class's price as the page writes it.
 */
export function fareFinderModel(rates: Rates, language: Language, home: string, texts: FareFinderData["texts"]): FinderModel {
  const places = placesOf(rates);
  const classes = rates.classes.map((vehicleClass) => vehicleClass.id);
  const routes: FareFinderData["routes"] = {};
  for (const place of places) {
    for (const destination of destinationsFrom(rates, place.id)) {
      const found = routeBetween(rates, place.id, destination.id);
      if (!found) continue;
      const prices = classes.map((id) => {
        const amount = found.route.prices.find((cell) => cell.class === id)?.amount;
        return typeof amount === "number" ? formatChf(amount, language) : null;
      });
      (routes[place.id] ??= {})[destination.id] = [found.route.id, found.reversed ? 1 : 0, prices];
    }
  }
  const starts = places.filter((place) => routes[place.id]);
  const from = starts[0]?.id ?? "";
  const to = Object.keys(routes[from] ?? {})[0] ?? "";
  const prices = routes[from]?.[to]?.[2] ?? [];
  // The class shown first: the first priced one that is a vehicle of the fleet (the S-Class, as pictured above), else the first priced.
  const priced = rates.classes.filter((_, index) => prices[index]);
  const vehicleClass = (priced.find((entry) => entry.vehicle) ?? priced[0] ?? rates.classes[0])?.id ?? "";
  return { data: { home, classes, routes, texts }, starts, places, initial: { from, to, vehicleClass } };
}
