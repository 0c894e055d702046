/** @jest-environment node */
import rates from "../../content/rates.json";
import fleet from "../../content/fleet.json";
import { serviceOffers } from "../../src/seo/structuredData";
import type { RatesFile } from "../../src/content/schema";

/** The JSON-LD offers say "VAT included" exactly when the page does: for a company with a VAT number. */
describe("structured data: VAT", () => {
  const input = (vatIncluded: boolean) => ({
    rates: rates as unknown as RatesFile,
    fleet: fleet.map((vehicle) => ({ jsonId: vehicle.id, name: vehicle.name })),
    language: "en" as const,
    rentalWords: { withChauffeur: "with chauffeur", withoutChauffeur: "self-drive" },
    vatIncluded,
  });

  test.each(["private-transport", "personal-assistance", "vehicle-rental"])("%s: every offer's price says VAT is included only with a VAT number", (id) => {
    const withVat = serviceOffers({ id, name: id }, input(true), "https://www.site.test/#rates");
    const withoutVat = serviceOffers({ id, name: id }, input(false), "https://www.site.test/#rates");
    expect(withVat.length).toBeGreaterThan(0);
    expect(withVat.every((offer) => offer.priceSpecification.valueAddedTaxIncluded === true)).toBe(true);
    expect(withoutVat.length).toBe(withVat.length);
    expect(withoutVat.some((offer) => "valueAddedTaxIncluded" in offer.priceSpecification)).toBe(false);
  });
});
