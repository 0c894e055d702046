// The legal pages' template (src/templates/legal.tsx): a long page (CONTENTS_MIN_SECTIONS sections or more)
// opens with a table of contents linking each section's heading; headings and lists are set in the brand's
// typography (no browser bullets). The texts are the real Markdown of content/legal/ or test inputs (section
// titles made up here, never an editor's words).
import { readFileSync } from "node:fs";
import path from "node:path";
import { screen, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import company from "../../content/company.json";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import site from "../../content/site.json";
import { CONTENTS_MIN_SECTIONS, htmlText, labelTableCells, legalSections, slug } from "../../src/components/legalContents";
import { LEGAL_FILES, LEGAL_PATHS } from "../../src/legal/pages";
import { markdownToHtml } from "../../src/legal/render";
import LegalTemplate from "../../src/templates/legal";
import { renderIn } from "../support/i18n";

const strings = { en, fr };
const edge = (language: string, data: unknown) => ({ node: { ns: "translation", language, data: JSON.stringify(data) } });

function renderPage(language: "en" | "fr", html: string) {
  const data = {
    locales: { edges: [edge(language, strings[language])] },
    siteJson: { ...site, heroImage: null },
    site: { buildTime: "2026-01-01", siteMetadata: { siteUrl: "https://example.com" } },
    companyJson: { whatsapp: company.whatsapp },
  };
  const pageContext = { language, page: "terms" as const, html, paths: LEGAL_PATHS.terms };
  const props = { data, pageContext, location: { pathname: pageContext.paths[language] } } as unknown as PageProps<typeof data, typeof pageContext>;
  return renderIn(language, <LegalTemplate {...props} />);
}

/** A legal text of `count` sections, each a heading, a paragraph and a list (test inputs). */
const sectionsHtml = (count: number) =>
  Array.from({ length: count }, (_, index) => `<h2>Part ${index + 1} &amp; more</h2>\n<p>Text.</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>`).join("\n");

describe.each(["en", "fr"] as const)("%s", (language) => {
  test(`a page of ${CONTENTS_MIN_SECTIONS} sections opens with a table of contents linking each section`, () => {
    renderPage(language, sectionsHtml(CONTENTS_MIN_SECTIONS));
    const contents = screen.getByRole("navigation", { name: strings[language].legalPage.contents });
    const links = within(contents).getAllByRole("link");
    expect(links).toHaveLength(CONTENTS_MIN_SECTIONS);
    links.forEach((link, index) => {
      expect(link).toHaveTextContent(`Part ${index + 1} & more`);
      const target = document.getElementById(link.getAttribute("href")!.slice(1));
      expect(target?.tagName).toBe("H2");
      expect(target).toHaveTextContent(`Part ${index + 1} & more`);
    });
    // Before the text: the contents come first in the main column.
    const main = screen.getByRole("main");
    expect(main.querySelector("nav")!.compareDocumentPosition(main.querySelector("h2[id]")!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  test("a shorter page has no table of contents", () => {
    renderPage(language, sectionsHtml(CONTENTS_MIN_SECTIONS - 1));
    expect(screen.queryByRole("navigation", { name: strings[language].legalPage.contents })).not.toBeInTheDocument();
  });

  test("lists are set without the browser's bullets (the brand's gold diamond instead) and sections parted by a rule", () => {
    renderPage(language, sectionsHtml(2));
    const list = screen.getByRole("main").querySelector("ul")!;
    expect(getComputedStyle(list).listStyle || getComputedStyle(list).getPropertyValue("list-style-type")).toMatch(/none/);
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    // The diamond: a rotated gold square before each item.
    expect(rules.filter((rule) => /ul\s*>\s*li::before/.test(rule) && /rotate\(45deg\)/.test(rule))).not.toEqual([]);
    // Each section after the first opens under a hairline rule.
    const heading = screen.getByRole("main").querySelectorAll("h2[id]")[1];
    expect(getComputedStyle(heading).getPropertyValue("border-top")).toMatch(/1px solid/);
  });

  test("every real legal text of this language gets an anchor per section, and the long ones a table of contents", () => {
    for (const { file } of LEGAL_FILES.filter((entry) => entry.language === language)) {
      const markdown = readFileSync(path.resolve(__dirname, "../../content", file), "utf8");
      const { html, sections } = legalSections(markdownToHtml(markdown));
      expect(sections.length).toBe((markdown.match(/^## /gm) ?? []).length);
      expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
      for (const section of sections) expect(html).toContain(`<h2 id="${section.id}">`);
    }
  });
});

test("ids: accents dropped, one id per heading even when two read alike, an id the text gave kept", () => {
  expect(slug("Droits d’accès & rectification")).toBe("droits-d-acces-rectification");
  const { html, sections } = legalSections('<h2>Same</h2><h2>Same</h2><h2 id="own">Given</h2><h2>&lt;b&gt; <em>x</em></h2><h2>!!</h2>');
  expect(sections.map((section) => section.id)).toEqual(["same", "same-2", "own", "b-x", "section-5"]);
  expect(sections[3].title).toBe("<b> x");
  expect(html).toContain('<h2 id="own">Given</h2>');
  expect(htmlText("a&#39;b &#x2019; &nbsp;c")).toBe("a'b \u2019 \u00a0c");
});

test("a table's cells carry their column's name but the first (a phone sets each row as a card titled by its first cell, each other value under its column's name)", () => {
  const table = markdownToHtml('| Name | Kept "in" |\n|---|---|\n| `a` | Local |\n| b | Session |\n');
  const labelled = labelTableCells(`<p>x</p>${table}`);
  // The first column names the row (the card's title on a phone): its cells stay bare.
  expect([...labelled.matchAll(/<td(?: data-label="([^"]*)")?>/g)].map((match) => match[1])).toEqual([
    undefined,
    "Kept &quot;in&quot;",
    undefined,
    "Kept &quot;in&quot;",
  ]);
  // Run twice, still one label per cell; a text without tables is left alone.
  expect(labelTableCells(labelled)).toBe(labelled);
  expect(labelTableCells("<p>none</p>")).toBe("<p>none</p>");
});

describe.each(["en", "fr"] as const)("%s tables on a phone", (language) => {
  test("the template labels each cell with its column and sets rows as cards under the phone breakpoint", () => {
    renderPage(language, labelTableCells(markdownToHtml("| A | B |\n|---|---|\n| 1 | 2 |\n")));
    const cells = [...screen.getByRole("main").querySelectorAll("td")];
    expect(cells.map((cell) => cell.getAttribute("data-label"))).toEqual([null, "B"]);
    const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));
    expect(rules.some((rule) => /td\[data-label\]::before/.test(rule) && /attr\(data-label\)/.test(rule))).toBe(true);
  });
});
