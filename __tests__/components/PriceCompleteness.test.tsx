// Prices for time-based services are complete (PBV Art. 10, 11): the Rates' hourly table and the form's
// breakdown say that the figure is an estimate and what the Terms add; a journey without a pick-up time says
// the night supplement that may apply; the rental's conditions quote the content's kilometres and the price of
// one more. Every text compared is read from content/, in each language.
import { render } from "@testing-library/react";
import company from "../../content/company.json";
import { PriceBreakdown } from "../../src/components/PriceBreakdown";
import { PRICE_EXTRAS, priceOf, type Pricing } from "../../src/booking/pricing/pricing";
import { chf, RATES as BUILT } from "../../src/booking/catalogue/fares";
import { fareId, findFare } from "../../src/booking/catalogue/fareIds";
import { LANGUAGES } from "../../src/i18n/languages";
import { fillPlaceholders } from "../../src/i18n/placeholders";
import { formatChf } from "../../src/i18n/prices";
import { formatKilometres } from "../../src/i18n/quantities";
import { strings } from "../support/content";
import { inLanguage } from "../support/i18n";
import { RatesSection } from "../support/ratesSection";

/** Text as a reader sees it: the Arabic isolates and the no-break spaces are no words. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u2066-\u2069]/g, "").replace(/[\u00a0\u202f]/g, " ");

describe.each(LANGUAGES)("%s", (language) => {
  inLanguage(language);
  const texts = strings[language].contact.price;

  test("under the hourly table: what the Terms add to an hourly and to an assistance estimate", () => {
    const { container } = render(<RatesSection language={language} />);
    const table = container.querySelector("#rates-hourly")!.parentElement!;
    for (const extras of PRICE_EXTRAS) {
      const note = table.querySelector(`[data-price-extras="${extras}"]`);
      expect(plain(note?.textContent)).toBe(plain(texts.extras[extras]));
    }
  });

  test("the rental's conditions quote the content's kilometres a day and the price of each further one", () => {
    const { container } = render(<RatesSection language={language} />);
    const shown = plain(container.textContent);
    expect(shown).toContain(plain(formatKilometres(company.terms.rentalIncludedKilometres, language)));
    expect(shown).toContain(plain(formatChf(company.terms.rentalExtraKilometreCentimes / 100, language)));
    expect(strings[language].rates.rentalNote).not.toMatch(/\d+\s*(?:km|كم)/);
  });

  const priced = (request: Parameters<typeof priceOf>[1]) => priceOf(BUILT, request) as Extract<Pricing, { status: "priced" }>;

  test("the form: an hourly price is an estimate, with what the Terms add; a fixed fare without a time says the night supplement that may apply", () => {
    const rate = BUILT.hourly.find((entry) => entry.amount !== null)!;
    const hourly = priced({ service: "chauffeur-hourly", details: { vehicleClass: rate.class, hours: 4 } });
    const { container, rerender } = render(<PriceBreakdown pricing={hourly} language={language} />);
    expect(plain(container.textContent)).toContain(plain(texts.estimate));
    expect(plain(container.textContent)).toContain(plain(texts.extras.hourly));

    const route = BUILT.transfers.find((entry) => entry.prices.some((cell) => cell.amount !== null))!;
    const cell = route.prices.find((entry) => entry.amount !== null)!;
    const fare = findFare(BUILT, fareId(route.id, cell.class))!;
    const untimed = priceOf(BUILT, {
      service: "private-transport",
      details: { pickupPlace: fare.from.id, destinationPlace: fare.to.id, vehicleClass: cell.class },
    });
    expect(untimed).toMatchObject({ status: "priced", kind: "fixed" });
    const night = (untimed as Extract<Pricing, { status: "priced" }>).nightMayApply!;
    rerender(<PriceBreakdown pricing={untimed} language={language} />);
    expect(plain(container.textContent)).toContain(
      plain(fillPlaceholders(texts.nightMayApply, { amount: chf(night.amount, language), from: night.from, until: night.until })),
    );
    for (const text of Object.values(texts.extras)) expect(plain(container.textContent)).not.toContain(plain(text));
  });
});
