// The Rates section after issue "a fare finder first, full tables one tap away": the lowest fare under the title,
// the fare finder, the full fare tables closed in a <details> (what a visitor without JavaScript and a search
// engine read), and a Book link for every hourly, assistance and rental price. Names, amounts and texts are
// read from content/; service ids and detail keys are the form's (src/booking/catalogue/fields.ts).
import { render, within } from "@testing-library/react";
import i18n from "i18next";
import { bookServiceHref, fareId, lowestFare } from "../../src/booking/catalogue/fareIds";
import type { Rates as RatesContent } from "../../src/content/rates";
import { formatChf } from "../../src/i18n/prices";
import { localizedPath } from "../../src/i18n/languages";
import { RATES, RatesSection } from "../support/ratesSection";
import { inLanguage } from "../support/i18n";

/** Text as a reader sees it: the typesetter's no-break spaces read as spaces. */
const plain = (text: string | null | undefined) =>
  (text ?? "")
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe.each(["en", "fr"] as const)("%s", (language) => {
  inLanguage(language);
  const home = localizedPath(language);
  const renderRates = (content: RatesContent = RATES) => render(<RatesSection content={content} language={language} />).container;

  test('the lowest transfer fare is named under the title ("from CHF 120")', () => {
    const container = renderRates();
    expect(plain(container.textContent)).toContain(plain(i18n.t("rates.fromPrice", { price: formatChf(lowestFare(RATES)!, language) })));
  });

  test("the full fare tables are in a closed <details>, its summary counting the routes, every priced cell with its Book link", () => {
    const container = renderRates();
    const details = [...container.querySelectorAll("details")].find((element) => element.querySelector("table caption"))!;
    expect(details.open).toBe(false);
    expect(plain(details.querySelector("summary")?.textContent)).toBe(plain(i18n.t("rates.allFares", { count: RATES.transfers.length })));
    expect(details.querySelectorAll("table").length).toBe(RATES.origins.length);
    for (const route of RATES.transfers)
      for (const cell of route.prices) expect(details.querySelector(`a[data-fare="${fareId(route.id, cell.class)}"]`) !== null).toBe(cell.amount !== null);
  });

  test("the finder is not shown when scripting is off (its price could not follow a choice)", () => {
    const finder = renderRates().querySelector("[data-fare-finder]")!;
    // jsdom evaluates no such media query: the rule is read from the finder's own class in the page's style sheets.
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).map((rule) => rule.cssText);
    const own = rules.filter((text) => /^@media \(scripting: ?none\)/.test(text) && [...finder.classList].some((name) => text.includes(`.${name}`)));
    expect(own.join("\n")).toMatch(/display: ?none/);
  });

  test("every hourly rate books a chauffeur at your disposal in that class; assistance books assistance", () => {
    const container = renderRates();
    const table = within(container).getByRole("table", { name: i18n.t("rates.hourlyTitle") });
    for (const rate of RATES.hourly) {
      const link = table.querySelector<HTMLAnchorElement>(`a[href="${bookServiceHref(home, "chauffeur-hourly", { vehicleClass: rate.class })}"]`);
      expect(link?.dataset.book).toBe("chauffeur-hourly");
      expect(link?.textContent).toBe(i18n.t("rates.book"));
      expect(plain(link?.getAttribute("aria-label"))).toContain(plain(formatChf(rate.amount!, language)));
    }
    const assistance = table.querySelector<HTMLAnchorElement>(`a[href="${bookServiceHref(home, "personal-assistance")}"]`);
    expect(assistance?.dataset.book).toBe("personal-assistance");
    expect(plain(assistance?.closest("tr")?.textContent)).toContain(plain(formatChf(RATES.assistanceHourly!, language)));
  });

  test("every rental price books that vehicle with or without chauffeur; a price on request has no link", () => {
    const container = renderRates();
    const table = within(container).getByRole("table", { name: i18n.t("rates.rentalTitle") });
    for (const row of RATES.rental) {
      for (const [amount, chauffeur] of [
        [row.withChauffeur, "with"],
        [row.withoutChauffeur, "without"],
      ] as const) {
        const link = table.querySelector<HTMLAnchorElement>(`a[href="${bookServiceHref(home, "vehicle-rental", { vehicle: row.vehicle, chauffeur })}"]`);
        expect(link !== null).toBe(amount !== null);
        if (amount !== null) {
          expect(link?.dataset.book).toBe("vehicle-rental");
          expect(plain(link?.closest("td")?.textContent)).toContain(plain(formatChf(amount, language)));
        }
      }
    }
  });

  test('no line of the section says "all included" where a supplement can apply: the finder names the supplements', () => {
    const container = renderRates();
    const finder = container.querySelector("[data-fare-finder]")!;
    expect(plain(finder.textContent)).toContain(plain(i18n.t("rates.finderSupplements")));
    expect(finder.querySelector(`a[href="#rates-supplements"]`)).not.toBeNull();
    expect(container.querySelector("#rates-supplements")).not.toBeNull();
  });
});
