/**
 * The sections preRendered.tsx never hydrates must need no script: a control inside one would be
 * dead (no React handler is ever attached to it). A section that gains one (a button, a field, a
 * tooltip, a menu) has to move back to lazyNear in src/pages/index.tsx; this test names it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { PRE_RENDERED_ATTRIBUTE } from "../../src/loading/preRendered";
import { PUBLIC } from "../support/builtHtml";
import rates from "../../content/rates.json";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import { bookHref, fareId } from "../../src/booking/catalogue/fareIds";
import type { Rates } from "../../src/content/rates";
import { formatChf } from "../../src/i18n/prices";

/**
 * What only works with script, or is there to be driven by it. A <details> opens without script (the
 * Rates section's full tables). The fare finder's controls are the one exception, by design: the page's
 * own hook (src/hooks/useFareLinks.ts, tested on its own) wires them without React, and they are hidden
 * when scripting is off.
 */
const NEEDS_SCRIPT =
  "button, input, select, textarea, form, dialog, [tabindex], [role='button'], [aria-expanded], [aria-controls], [aria-describedby], [contenteditable]";
const WIRED_BY_THE_PAGE = "[data-fare-finder]";

describe.each(["index.html", "fr/index.html"])("%s", (file) => {
  const { document } = new JSDOM(readFileSync(path.join(PUBLIC, file), "utf8")).window;
  const sections = [...document.querySelectorAll(`[${PRE_RENDERED_ATTRIBUTE}]`)];

  it("has the six pre-rendered sections, each with its markup", () => {
    expect(sections.map((section) => section.getAttribute(PRE_RENDERED_ATTRIBUTE))).toEqual(["home", "services", "fleet", "rates", "about", "area"]);
    for (const section of sections) expect(section.querySelector("section h1, section h2")).not.toBeNull();
  });

  it("holds nothing in them that needs script", () => {
    const found = sections.flatMap((section) =>
      [...section.querySelectorAll(NEEDS_SCRIPT)]
        .filter((element) => !element.closest(WIRED_BY_THE_PAGE))
        .map((element) => `${section.getAttribute(PRE_RENDERED_ATTRIBUTE)}: <${element.tagName.toLowerCase()}>`),
    );
    expect(found).toEqual([]);
  });
});

/**
 * The Rates section is in the HTML as the build wrote it from content/rates.json, readable without script:
 * every price of the file (so an amount edited in content is on the rebuilt page), in the page's
 * language's format, with its "Book" link to the form; headers a screen reader announces.
 */
describe.each([
  ["index.html", "en", en, "/"],
  ["fr/index.html", "fr", fr, "/fr/"],
] as const)("%s: the Rates section", (file, language, texts, home) => {
  const { document } = new JSDOM(readFileSync(path.join(PUBLIC, file), "utf8")).window;
  const section = document.getElementById("rates")!;
  const RATES = rates as Rates;
  const normalize = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

  it("is between Services and About, with its anchor, its title and its navigation entry from the locale file", () => {
    const ids = [...document.querySelectorAll("main section[id]")].map((element) => element.id);
    // After the services and their vehicles, before About.
    expect(ids.slice(ids.indexOf("services"), ids.indexOf("about") + 1)).toEqual(["services", "fleet", "rates", "about"]);
    expect(normalize(section.querySelector("h2")?.textContent)).toBe(normalize(texts.rates.title));
    const entry = [...document.querySelectorAll("nav a")].find((link) => link.getAttribute("href") === "#rates");
    expect(normalize(entry?.textContent)).toBe(texts.nav.rates);
  });

  it("shows every transfer price of content/rates.json with its Book link, and the cells on request without one", () => {
    for (const route of RATES.transfers) {
      for (const cell of route.prices) {
        // In the full tables (the finder above them has a Book link of its own).
        const link = section.querySelector(`table a[data-fare="${fareId(route.id, cell.class)}"]`);
        if (cell.amount === null) {
          expect(link).toBeNull();
          continue;
        }
        expect(link?.getAttribute("href")).toBe(bookHref(home, fareId(route.id, cell.class)));
        expect(link?.closest("td")?.textContent).toContain(formatChf(cell.amount, language));
      }
    }
    const onRequest = RATES.transfers.flatMap((route) => route.prices).filter((cell) => cell.amount === null).length;
    const cells = [...section.querySelectorAll("td")].filter((td) => normalize(td.textContent).includes(normalize(texts.rates.onRequest)));
    expect(cells.length).toBeGreaterThanOrEqual(onRequest);
  });

  it("shows the hourly, assistance, rental and supplement prices", () => {
    const text = section.textContent ?? "";
    const amounts = [
      ...RATES.hourly.map((rate) => rate.amount),
      RATES.assistanceHourly,
      ...RATES.rental.flatMap((row) => [row.withChauffeur, row.withoutChauffeur]),
      ...RATES.supplements.map((supplement) => supplement.amount),
    ].filter((amount): amount is number => amount !== null);
    for (const amount of amounts) expect(text).toContain(formatChf(amount, language));
  });

  it("has real tables on wide screens: column headers and row headers with their scope", () => {
    const tables = [...section.querySelectorAll("table")];
    expect(tables.length).toBe(RATES.origins.length + 2);
    for (const table of tables) {
      expect(table.querySelectorAll("thead th[scope='col']").length).toBeGreaterThan(1);
      for (const row of table.querySelectorAll("tbody tr")) expect(row.querySelector("th[scope='row']")).not.toBeNull();
      expect(table.querySelector("caption") ?? table.getAttribute("aria-labelledby")).toBeTruthy();
    }
  });
});
