/** @jest-environment node */
// The fixed-price transfers as places and fares (src/booking/catalogue/fareIds.ts): what the Rates section's fare finder
// offers, what a "Book" link names, what the form keeps and the function recomputes (the amount itself is the
// price engine's: ./pricing.test.ts). Exact behaviour on a small set of rates made here; the built rates
// (content/rates.json) only for what holds whatever the content says.
import {
  bookHref,
  bookServiceHref,
  destinationOf,
  destinationsFrom,
  FARE_PARAMETER,
  fareBetween,
  fareId,
  findFare,
  FORM_ANCHOR,
  lowestFare,
  placesOf,
  routeBetween,
  SERVICE_PARAMETER,
  type FareRates,
} from "../../src/booking/catalogue/fareIds";
import { PLACE_IDS, PLACES, placeName, RATES, VEHICLE_CLASS_IDS } from "../../src/booking/catalogue/fares";
import { localized } from "../support/content";

const names = (en: string, fr = en) => localized(en, { fr });

const TEST_RATES: FareRates = {
  validFrom: "2030-01-01",
  classes: [
    { id: "sedan", name: names("Sedan", "Berline") },
    { id: "van", name: names("Van") },
  ],
  origins: [
    { id: "airport", name: names("Airport", "Aéroport") },
    { id: "city", name: names("City", "Ville") },
  ],
  transfers: [
    {
      id: "ap-zermatt",
      from: "airport",
      to: names("Zermatt (Täsch)"),
      prices: [
        { class: "sedan", amount: 900 },
        { class: "van", amount: null },
      ],
    },
    { id: "ap-peak", from: "airport", to: names("Peak"), oneWay: true, prices: [{ class: "sedan", amount: 300 }] },
    { id: "city-zermatt", from: "city", to: names("Zermatt (Täsch)"), prices: [{ class: "sedan", amount: 850 }] },
    // A destination named like a starting point is that starting point, whatever the case or accents.
    {
      id: "ap-city",
      from: "airport",
      to: names("city", "ville"),
      prices: [
        { class: "sedan", amount: 120 },
        { class: "van", amount: 140 },
      ],
    },
    { id: "city-ap", from: "city", to: names("AIRPORT"), prices: [{ class: "sedan", amount: 110 }] },
    // A route from a starting point the rates do not list: never a fare.
    { id: "port-lake", from: "port", to: names("Lake"), prices: [{ class: "sedan", amount: 70 }] },
  ],
};
const route = (id: string) => TEST_RATES.transfers.find((entry) => entry.id === id)!;
const ids = <T extends { id: string }>(items: readonly T[]) => items.map((item) => item.id);

describe("places", () => {
  test("a destination's id is its first name as a slug; one named like a starting point is that point", () => {
    expect(destinationOf(TEST_RATES, route("ap-zermatt"))).toEqual({ id: "zermatt-tasch", name: names("Zermatt (Täsch)") });
    expect(destinationOf(TEST_RATES, route("ap-city"))).toBe(TEST_RATES.origins[1]);
    expect(destinationOf(TEST_RATES, route("city-ap"))).toBe(TEST_RATES.origins[0]);
  });

  test("every place once: the starting points first, then the destinations in the tables' order", () => {
    expect(ids(placesOf(TEST_RATES))).toEqual(["airport", "city", "zermatt-tasch", "peak", "lake"]);
  });

  test("the places reachable from a place at a published route, either way unless one-way", () => {
    expect(ids(destinationsFrom(TEST_RATES, "airport"))).toEqual(["city", "zermatt-tasch", "peak"]);
    expect(ids(destinationsFrom(TEST_RATES, "zermatt-tasch"))).toEqual(["airport", "city"]);
    expect(ids(destinationsFrom(TEST_RATES, "peak"))).toEqual([]);
  });
});

describe("routeBetween", () => {
  test("the route its own way first, else the other way round", () => {
    expect(routeBetween(TEST_RATES, "airport", "zermatt-tasch")).toEqual({ route: route("ap-zermatt"), reversed: false });
    expect(routeBetween(TEST_RATES, "zermatt-tasch", "airport")).toEqual({ route: route("ap-zermatt"), reversed: true });
    // Both directions published: each its own route, never the other reversed.
    expect(routeBetween(TEST_RATES, "airport", "city")).toEqual({ route: route("ap-city"), reversed: false });
    expect(routeBetween(TEST_RATES, "city", "airport")).toEqual({ route: route("city-ap"), reversed: false });
  });

  test("a one-way route only its own way; no route for the same place, an empty or unknown one", () => {
    expect(routeBetween(TEST_RATES, "airport", "peak")).toEqual({ route: route("ap-peak"), reversed: false });
    expect(routeBetween(TEST_RATES, "peak", "airport")).toBeUndefined();
    expect(routeBetween(TEST_RATES, "airport", "airport")).toBeUndefined();
    expect(routeBetween(TEST_RATES, "", "city")).toBeUndefined();
    expect(routeBetween(TEST_RATES, "city", "peak")).toBeUndefined();
    expect(routeBetween(TEST_RATES, "airport", "moon")).toBeUndefined();
  });
});

describe("fares", () => {
  /** The sedan's fare from `from` to `to` is `fare`, between those places in that order. */
  const expectSedanFare = (from: string, to: string, fare: object) =>
    expect(fareBetween(TEST_RATES, from, to, "sedan")).toMatchObject({ ...fare, from: { id: from }, to: { id: to } });

  test("the fare between two places for a class: the route's amount, places in the journey's order, the rates' date", () => {
    expectSedanFare("airport", "zermatt-tasch", {
      id: "ap-zermatt.sedan",
      amount: 900,
      reversed: false,
      vehicleClass: { id: "sedan" },
      validFrom: "2030-01-01",
    });
    expectSedanFare("zermatt-tasch", "airport", { id: "ap-zermatt.sedan.reverse", amount: 900, reversed: true });
  });

  test("no fare for a class 'on request' (null), an unknown class, a one-way route reversed, or a route from an unlisted place", () => {
    expect(fareBetween(TEST_RATES, "airport", "zermatt-tasch", "van")).toBeUndefined();
    expect(fareBetween(TEST_RATES, "airport", "zermatt-tasch", "bus")).toBeUndefined();
    expect(fareBetween(TEST_RATES, "peak", "airport", "sedan")).toBeUndefined();
    expect(fareBetween(TEST_RATES, "port", "lake", "sedan")).toBeUndefined();
  });

  test("a fare's id names the route, the class and the direction", () => {
    expect(fareId("ap-zermatt", "sedan")).toBe("ap-zermatt.sedan");
    expect(fareId("ap-zermatt", "sedan", true)).toBe("ap-zermatt.sedan.reverse");
  });

  test("findFare: the fare its id names, either way unless one-way", () => {
    expect(findFare(TEST_RATES, "ap-zermatt.sedan")).toEqual(fareBetween(TEST_RATES, "airport", "zermatt-tasch", "sedan"));
    expect(findFare(TEST_RATES, "ap-zermatt.sedan.reverse")).toEqual(fareBetween(TEST_RATES, "zermatt-tasch", "airport", "sedan"));
    expect(findFare(TEST_RATES, "ap-peak.sedan")).toMatchObject({ amount: 300 });
    expect(findFare(TEST_RATES, "ap-peak.sedan.reverse")).toBeUndefined();
  });

  test.each([
    ["not text", 42],
    ["nothing", undefined],
    ["no class", "ap-zermatt"],
    ["an empty class", "ap-zermatt."],
    ["an unknown route", "nowhere.sedan"],
    ["an unknown class", "ap-zermatt.bus"],
    ["a cell on request", "ap-zermatt.van"],
    ["another direction word", "ap-zermatt.sedan.back"],
    ["a part too many", "ap-zermatt.sedan.reverse.x"],
    ["a route from an unlisted place", "port-lake.sedan"],
    ["an inherited property name", "constructor.sedan"],
  ])("findFare: %s is no fare", (_what, id) => {
    expect(findFare(TEST_RATES, id)).toBeUndefined();
  });

  test("the lowest published fare, cells on request left out; none when nothing is priced", () => {
    // (Content always starts a route at a listed place: the route from "port" is left out here.)
    const valid = { ...TEST_RATES, transfers: TEST_RATES.transfers.filter((entry) => entry.id !== "port-lake") };
    expect(lowestFare(valid)).toBe(110);
    const onRequest = { ...TEST_RATES, transfers: [{ ...route("ap-zermatt"), prices: [{ class: "sedan", amount: null }] }] };
    expect(lowestFare(onRequest)).toBeUndefined();
    expect(lowestFare({ ...TEST_RATES, transfers: [] })).toBeUndefined();
  });
});

describe("Book links", () => {
  test("a fare's link opens the form with the fare's id in the address", () => {
    expect(bookHref("/", "ap-zermatt.sedan.reverse")).toBe(`/?${FARE_PARAMETER}=ap-zermatt.sedan.reverse#${FORM_ANCHOR}`);
    expect(bookHref("/fr/", "a b&c")).toBe(`/fr/?${FARE_PARAMETER}=a%20b%26c#${FORM_ANCHOR}`);
  });

  test("another service's link names the service and the details it chooses", () => {
    expect(bookServiceHref("/", "vehicle-rental", { vehicle: "s-class", chauffeur: "with" })).toBe(
      `/?${SERVICE_PARAMETER}=vehicle-rental&vehicle=s-class&chauffeur=with#${FORM_ANCHOR}`,
    );
    expect(bookServiceHref("/fr/", "personal-assistance")).toBe(`/fr/?${SERVICE_PARAMETER}=personal-assistance#${FORM_ANCHOR}`);
    const url = new URL(bookServiceHref("/", "chauffeur-hourly", { vehicleClass: "a&b=c" }), "https://example.org");
    expect(Object.fromEntries(url.searchParams)).toEqual({ [SERVICE_PARAMETER]: "chauffeur-hourly", vehicleClass: "a&b=c" });
  });
});

describe("the built rates (whatever content/rates.json says)", () => {
  test("each place once, each with a name in every language; the lists the form offers are the rates'", () => {
    expect(new Set(PLACE_IDS).size).toBe(PLACE_IDS.length);
    expect(PLACE_IDS).toEqual(ids(placesOf(RATES)));
    for (const place of PLACES) for (const language of ["en", "fr"] as const) expect(placeName(place.id, language)).toBe(place.name[language]);
    expect(VEHICLE_CLASS_IDS).toEqual(ids(RATES.classes));
  });

  test("every route's places are places of the form, and its fares' Book links name them back", () => {
    for (const entry of RATES.transfers) {
      expect(PLACE_IDS).toContain(entry.from);
      expect(PLACE_IDS).toContain(destinationOf(RATES, entry).id);
      for (const cell of entry.prices) {
        for (const reversed of entry.oneWay ? [false] : [false, true]) {
          const id = fareId(entry.id, cell.class, reversed);
          const linked = new URL(bookHref("/", id), "https://example.org").searchParams.get(FARE_PARAMETER);
          const fare = findFare(RATES, linked);
          if (cell.amount === null) expect(fare).toBeUndefined();
          else expect(fare).toMatchObject({ id, amount: cell.amount, reversed, validFrom: RATES.validFrom });
        }
      }
    }
  });

  test("the lowest fare is one of the published amounts, none lower", () => {
    const amounts = RATES.transfers.flatMap((entry) => entry.prices.map((cell) => cell.amount)).filter((amount): amount is number => amount !== null);
    if (amounts.length === 0) expect(lowestFare(RATES)).toBeUndefined();
    else expect(lowestFare(RATES)).toBe(Math.min(...amounts));
  });
});
