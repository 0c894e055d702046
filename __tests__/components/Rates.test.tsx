// The Rates section's figures (src/styles/rateTable.ts): tabular numerals are set on the numbers only.
// Inter's tabular feature widens the hyphen as well, so set on a whole cell or table it turned
// "Mercedes S-Class" into "S - Class" in every row and header. Names and prices are read from content/;
// the one hyphenated class name added here is a test input, so the rule holds whatever the content says.
import { render } from "@testing-library/react";
import type { Rates as RatesContent } from "../../src/content/rates";
import { inLanguage } from "../support/i18n";
import { pick } from "../../src/content/localize";
import { formatChf } from "../../src/i18n/prices";
import { RATES, RatesSection } from "../support/ratesSection";
import { localized } from "../support/content";

/** The element's own declared numeric features and those of every ancestor (jsdom does not inherit them). */
function numericFeatures(element: Element | null): string[] {
  const found: string[] = [];
  for (let at = element; at; at = at.parentElement) found.push(getComputedStyle(at).getPropertyValue("font-variant-numeric"));
  return found.filter(Boolean);
}

/** Every element holding a text with a hyphen between two letters (S-Class, V-Class…). */
function hyphenated(container: HTMLElement): Element[] {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  const found: Element[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (/\p{L}-\p{L}/u.test(node.textContent ?? "") && node.parentElement) found.push(node.parentElement);
  }
  return found;
}

describe.each(["en", "fr"] as const)("%s", (language) => {
  inLanguage(language);

  function renderRates() {
    const withHyphen: RatesContent = {
      ...RATES,
      classes: [{ ...RATES.classes[0], name: localized("Alpha-Class") }, ...RATES.classes.slice(1)],
    };
    return render(<RatesSection content={withHyphen} language={language} />);
  }

  test("no hyphenated name (headers, rows, phone labels) sits under tabular numerals", () => {
    const { container } = renderRates();
    const names = hyphenated(container);
    // The added class at least, in its header and in each row's phone label.
    expect(names.length).toBeGreaterThan(1);
    for (const element of names) expect({ text: element.textContent, features: numericFeatures(element) }).toEqual({ text: element.textContent, features: [] });
  });

  test("a hyphenated name never breaks at its hyphen (S-/Class): its word is kept in one piece, the text unchanged", () => {
    const { container } = renderRates();
    // Names: the headers and each cell's phone label (its first span), not a sentence such as a reason.
    const names = hyphenated(container).filter((element) => element.closest("th, td > span:first-child, td > div > span:first-child"));
    expect(names.length).toBeGreaterThan(1);
    for (const element of names) {
      const kept = [];
      for (let at: Element | null = element; at && at.tagName !== "TABLE"; at = at.parentElement) kept.push(getComputedStyle(at).whiteSpace);
      expect({ text: element.textContent, nowrap: kept.includes("nowrap") }).toEqual({ text: element.textContent, nowrap: true });
    }
    // The row's header reads as written.
    expect(container.textContent).toContain(pick(RATES.classes[1].name, language));
  });

  test("every price keeps figures of equal width, so the columns line up", () => {
    const { container } = renderRates();
    const amounts = RATES.transfers
      .flatMap((route) => route.prices.map((cell) => cell.amount))
      .filter((amount): amount is number => typeof amount === "number");
    const prices = [...container.querySelectorAll("span")].filter(
      (span) => span.children.length === 0 && amounts.some((amount) => span.textContent === formatChf(amount, language)),
    );
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(numericFeatures(price).join(" ")).toContain("tabular-nums");
  });
});
