// The Rates section states prices "VAT included" (rates.json `vatIncluded`, the last line of what every fare
// includes) only for a company registered for VAT, i.e. with company.json's VAT number; the launch check lists
// an empty one. No other line of the section names VAT. Texts are read from content/, the number is a test input.
import { render } from "@testing-library/react";
import { inLanguage } from "../support/i18n";
import { RATES, RatesSection } from "../support/ratesSection";

/** Text as a reader sees it: the typesetter's no-break spaces read as spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");

describe.each(["en", "fr"] as const)("%s", (language) => {
  inLanguage(language);

  const section = (vatNumber: string) => render(<RatesSection vatNumber={vatNumber} language={language} />).container;

  test("the VAT line is shown with a VAT number, and not without one", () => {
    const line = plain(RATES.vatIncluded[language]);
    expect(plain(section("CHE-987.654.321 MWST").textContent)).toContain(line);
    expect(plain(section("").textContent)).not.toContain(line);
  });

  test("without a VAT number, every line of what a fare includes is still there", () => {
    const text = plain(section("").textContent);
    for (const entry of RATES.included) expect(text).toContain(plain(entry[language]).split("{{")[0]);
  });
});
