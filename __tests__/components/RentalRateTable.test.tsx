// A rental price "on request" is shown with the reason the owner gives in content/rates.json
// (`onRequestReason`): the Price Indication Ordinance (PBV Art. 10) lists vehicle rental among the services
// whose prices are shown. The words come from content/ (the locale files) and the reason is a test input.
import { render, within } from "@testing-library/react";
import i18n from "i18next";
import fleet from "../../content/fleet.json";
import rates from "../../content/rates.json";
import type { Rates as RatesContent } from "../../src/content/rates";
import { inLanguage } from "../support/i18n";
import { RentalRateTable } from "../../src/sections/RentalRateTable";
import { localized } from "../support/content";

const RATES = rates as RatesContent;
const REASON = localized("test reason, in English", { fr: "raison de test, en français" });
/** Text as a reader sees it: the typesetter's no-break spaces (French punctuation) read as spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe.each(["en", "fr"] as const)("%s", (language) => {
  inLanguage(language);

  const table = (rental: RatesContent["rental"]) =>
    render(
      <RentalRateTable
        rates={{ ...RATES, rental }}
        fleet={fleet.map((vehicle) => ({ jsonId: vehicle.id, name: vehicle.name }))}
        language={language}
        labelledBy="x"
      />,
    );
  const [first, second] = RATES.rental;

  test('"on request" carries the owner\'s reason; a priced cell never shows it', () => {
    const { container } = table([
      { ...first, withChauffeur: null, withoutChauffeur: 500, onRequestReason: REASON },
      { ...second, withChauffeur: 900, withoutChauffeur: 400, onRequestReason: REASON },
    ]);
    const [onRequest, priced] = [...container.querySelectorAll("tbody tr")] as HTMLElement[];
    const cells = within(onRequest).getAllByRole("cell");
    expect(plain(cells[0].textContent)).toContain(plain(i18n.t("rates.onRequestWithReason", { reason: REASON[language] })));
    expect(plain(cells[0].textContent)).toContain(REASON[language]);
    expect(plain(cells[1].textContent)).not.toContain(REASON[language]);
    expect(plain(priced.textContent)).not.toContain(REASON[language]);
  });

  test("the content's rows: every cell on request shows its reason", () => {
    const { container } = table(RATES.rental);
    RATES.rental.forEach((row, index) => {
      const cells = within(container.querySelectorAll("tbody tr")[index] as HTMLElement).getAllByRole("cell");
      [row.withChauffeur, row.withoutChauffeur].forEach((amount, cell) => {
        if (amount === null) expect(plain(cells[cell].textContent)).toContain(plain(row.onRequestReason[language].trim()));
      });
    });
  });
});
