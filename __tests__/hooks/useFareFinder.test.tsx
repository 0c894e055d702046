// The Rates section's fare finder, as the page wires it (the section is pre-rendered and never hydrated, so
// src/hooks/useFareLinks.ts works on its markup): choosing from, to and class, swapping the places, the price
// and the Book link that follow, a pair on request. Places, classes, amounts and texts come from content/.
import { act, fireEvent, render } from "@testing-library/react";
import i18n from "i18next";
import { bookHref, bookServiceHref, destinationsFrom, fareBetween, placesOf } from "../../src/booking/catalogue/fareIds";
import { useFareLinks } from "../../src/hooks/useFareLinks";
import { formatChf } from "../../src/i18n/prices";
import { localizedPath } from "../../src/i18n/languages";
import { RATES, RatesSection } from "../support/ratesSection";
import { inLanguage } from "../support/i18n";

function Wired() {
  useFareLinks();
  return null;
}

const section = (language: "en" | "fr", wired = true) => (
  <>
    <RatesSection language={language} />
    {wired && <Wired />}
  </>
);

/** The finder's parts, by their labels (the locale's words) and roles. */
function finder(container: HTMLElement) {
  const select = (label: string) => {
    const element = [...container.querySelectorAll("label")].find((entry) => entry.textContent === label)!;
    return container.querySelector<HTMLSelectElement>(`#${element.htmlFor}`)!;
  };
  const root = container.querySelector<HTMLElement>("[data-fare-finder]")!;
  return {
    from: select(i18n.t("rates.finderFrom")),
    to: select(i18n.t("rates.finderTo")),
    vehicleClass: select(i18n.t("rates.finderClass")),
    swap: root.querySelector<HTMLButtonElement>(`button[aria-label="${i18n.t("rates.finderSwap")}"]`)!,
    price: root.querySelector<HTMLElement>("[aria-live]")!,
    book: [...root.querySelectorAll("a")].find((link) => link.textContent === i18n.t("rates.book"))!,
  };
}

// The finder's own code arrives with the first choice (import()): each step waits for it to have written the result.
const settle = () =>
  act(async () => {
    await import("../../src/hooks/fareFinderChoice");
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
const choose = async (select: HTMLSelectElement, value: string) => {
  select.value = value;
  fireEvent.change(select);
  await settle();
};

// A priced route from the first starting point to a place other than the first destination, and a cell on request.
const START = RATES.origins[0].id;
const [FIRST, OTHER] = destinationsFrom(RATES, START);
const PRICED_CLASS = RATES.classes.find((entry) => fareBetween(RATES, START, OTHER.id, entry.id))!.id;
const ON_REQUEST = RATES.transfers
  .flatMap((route) => route.prices.filter((cell) => cell.amount === null).map((cell) => ({ route, cell })))
  .map(({ route, cell }) => ({ from: route.from, to: placesOf(RATES).find((place) => place.name.en === route.to.en)!.id, vehicleClass: cell.class }))[0];

describe.each(["en", "fr"] as const)("%s", (language) => {
  inLanguage(language);
  const home = localizedPath(language);

  test("the build's choice shows its fare, with a Book link to the form that names it", () => {
    const { container } = render(section(language, false));
    const parts = finder(container);
    expect([parts.from.value, parts.to.value]).toEqual([START, FIRST.id]);
    const fare = fareBetween(RATES, START, FIRST.id, parts.vehicleClass.value)!;
    expect(parts.price.textContent).toBe(formatChf(fare.amount, language));
    expect(parts.book.getAttribute("href")).toBe(bookHref(home, fare.id));
    expect(parts.book.dataset.fare).toBe(fare.id);
  });

  test("choosing the destination and the class: the price and the Book link follow at once", async () => {
    const { container } = render(section(language));
    const parts = finder(container);
    await choose(parts.to, OTHER.id);
    await choose(parts.vehicleClass, PRICED_CLASS);
    const fare = fareBetween(RATES, START, OTHER.id, PRICED_CLASS)!;
    expect(parts.price.textContent).toBe(formatChf(fare.amount, language));
    expect(parts.book.getAttribute("href")).toBe(bookHref(home, fare.id));
    expect(parts.book.dataset.fare).toBe(fare.id);
    expect(parts.book.getAttribute("aria-label")).toContain(formatChf(fare.amount, language));
    expect(parts.book.getAttribute("aria-label")).toContain(OTHER.name[language]);
  });

  test("the swap button reverses the journey: the fare of the other direction, its own id", async () => {
    const { container } = render(section(language));
    const parts = finder(container);
    await choose(parts.to, OTHER.id);
    await choose(parts.vehicleClass, PRICED_CLASS);
    fireEvent.click(parts.swap);
    await settle();
    expect([parts.from.value, parts.to.value]).toEqual([OTHER.id, START]);
    const fare = fareBetween(RATES, OTHER.id, START, PRICED_CLASS)!;
    expect(fare.reversed).toBe(true);
    expect(parts.price.textContent).toBe(formatChf(fare.amount, language));
    expect(parts.book.dataset.fare).toBe(fare.id);
    expect(parts.book.getAttribute("href")).toBe(bookHref(home, fare.id));
  });

  test("a start offers only the places it has a route to; an unreachable destination gives way to the first reachable", async () => {
    const { container } = render(section(language));
    const parts = finder(container);
    const reachable = destinationsFrom(RATES, OTHER.id).map((place) => place.id);
    // A destination of the first start that the other place has no route to.
    const away = destinationsFrom(RATES, START).find((place) => place.id !== OTHER.id && !reachable.includes(place.id))!;
    await choose(parts.to, away.id);
    await choose(parts.from, OTHER.id);
    const offered = [...parts.to.options].filter((option) => !option.hidden && !option.disabled).map((option) => option.value);
    expect(offered.sort()).toEqual([...reachable].sort());
    expect(parts.to.value).toBe(reachable[0]);
  });

  test("a pair on request says so, and Book opens the form with the transfer's places and class", async () => {
    const { container } = render(section(language));
    const parts = finder(container);
    await choose(parts.from, ON_REQUEST.from);
    await choose(parts.to, ON_REQUEST.to);
    await choose(parts.vehicleClass, ON_REQUEST.vehicleClass);
    expect(parts.price.textContent).toBe(i18n.t("rates.onRequest"));
    expect(parts.book.dataset.fare).toBeUndefined();
    expect(parts.book.dataset.book).toBe("private-transport");
    expect(parts.book.getAttribute("href")).toBe(
      bookServiceHref(home, "private-transport", { pickupPlace: ON_REQUEST.from, destinationPlace: ON_REQUEST.to, vehicleClass: ON_REQUEST.vehicleClass }),
    );
    // Back to a priced class: the fare again.
    await choose(parts.vehicleClass, RATES.classes.find((entry) => fareBetween(RATES, ON_REQUEST.from, ON_REQUEST.to, entry.id))!.id);
    expect(parts.book.dataset.book).toBeUndefined();
    expect(parts.book.dataset.fare).toBeDefined();
  });

  test("a choice made before the script was ready is shown as soon as it is", async () => {
    const { container, rerender } = render(section(language, false));
    const parts = finder(container);
    await choose(parts.to, OTHER.id);
    await choose(parts.vehicleClass, PRICED_CLASS);
    rerender(section(language, true));
    await settle();
    const fare = fareBetween(RATES, START, OTHER.id, PRICED_CLASS)!;
    expect(parts.price.textContent).toBe(formatChf(fare.amount, language));
    expect(container.querySelector("[data-fare-finder]")?.hasAttribute("data-wired")).toBe(true);
  });
});
