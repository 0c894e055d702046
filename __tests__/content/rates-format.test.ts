/** @jest-environment node */
// The one formatting helper of prices (src/i18n/prices.ts): Swiss usage in each language, whatever the
// ICU version says (docs/rates.md), and the fare ids the "Book" links carry.
import rates from "../../content/rates.json";
import { bookHref, fareId, findFare } from "../../src/booking/catalogue/fareIds";
import type { Rates } from "../../src/content/rates";
import { formatChf, formatDay } from "../../src/i18n/prices";

const RATES = rates as Rates;

test("English: CHF first, the Swiss apostrophe between thousands, no decimals", () => {
  expect(formatChf(1250, "en")).toBe("CHF\u00a01\u2019250");
  expect(formatChf(90, "en")).toBe("CHF\u00a090");
  expect(formatChf(12500, "en")).toBe("CHF\u00a012\u2019500");
});

test("French: the amount first, a narrow no-break space between thousands, a no-break space before CHF", () => {
  expect(formatChf(1250, "fr")).toBe("1\u202f250\u00a0CHF");
  expect(formatChf(90, "fr")).toBe("90\u00a0CHF");
});

test("the valid-from day in each language", () => {
  // In one piece: no line break inside the date.
  expect(formatDay("2026-01-01", "en")).toBe("1\u00a0January\u00a02026");
  // French writes the first of the month as an ordinal: "1er janvier"; any other day as a number.
  expect(formatDay("2026-01-01", "fr")).toBe("1er\u00a0janvier\u00a02026");
  expect(formatDay("2026-03-01", "fr")).toBe("1er\u00a0mars\u00a02026");
  expect(formatDay("2026-01-11", "fr")).toBe("11\u00a0janvier\u00a02026");
  expect(formatDay("2026-01-21", "fr")).toBe("21\u00a0janvier\u00a02026");
  expect(formatDay("2026-03-01", "en")).toBe("1\u00a0March\u00a02026");
});

test("a fare id is the route id and the class id; it finds the cell's amount, never a cell on request", () => {
  const route = RATES.transfers[3];
  const cell = route.prices.find((entry) => entry.amount !== null)!;
  const fare = findFare(RATES, fareId(route.id, cell.class))!;
  expect(fare).toMatchObject({ amount: cell.amount, validFrom: RATES.validFrom, route: { id: route.id }, vehicleClass: { id: cell.class } });
  // The link lands on the form itself, not on the section's heading above the contact details.
  expect(bookHref("/fr/", fare.id)).toBe(`/fr/?fare=${route.id}.${cell.class}#contact-form`);
  const onRequest = RATES.transfers.flatMap((entry) => entry.prices.filter((price) => price.amount === null).map((price) => fareId(entry.id, price.class)));
  for (const id of onRequest) expect(findFare(RATES, id)).toBeUndefined();
  for (const id of ["", "nowhere.s-class", `${route.id}.bicycle`, route.id, 42]) expect(findFare(RATES, id)).toBeUndefined();
});
