/** @jest-environment node */
// The content check refuses titles and descriptions that a search result would cut or replace
// (issue 11, point 12), naming the file and the field, measured as the pages render them.
import { legalPageTitle, SEARCH_DESCRIPTION_MAX, SEARCH_DESCRIPTION_MIN, SEARCH_TITLE_MAX } from "../../src/seo/searchSnippet";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import site from "../../content/site.json";
import { problemsAfterEdit } from "../support/contentCopy";

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON parsed from the locale files, edited freely by the test

const editText = problemsAfterEdit("search-snippets-");

/** The content check's lines for a copy of content/ where `file` (its JSON) went through `change`. */
const problemsAfter = (file: string, change: (data: Json) => void): string[] =>
  editText(file, (text) => {
    const data = JSON.parse(text);
    change(data);
    return JSON.stringify(data, null, 2);
  });

const length = (text: string) => [...text].length;
const fill = (text: string) => text.replace("{{brand}}", site.brand);

test("every title and description of the real content fits a search result, in both languages", () => {
  for (const strings of [en, fr]) {
    const titles = [strings.meta.title, strings.notFound.metaTitle, ...Object.values(strings.legal).map((page) => legalPageTitle(page.title, site.brand))];
    const descriptions = [strings.meta.description, ...Object.values(strings.legal).map((page) => fill(page.description))];
    for (const title of titles) expect(length(title)).toBeLessThanOrEqual(SEARCH_TITLE_MAX);
    for (const description of descriptions) {
      expect(length(description)).toBeGreaterThanOrEqual(SEARCH_DESCRIPTION_MIN);
      expect(length(description)).toBeLessThanOrEqual(SEARCH_DESCRIPTION_MAX);
    }
  }
});

test("a home title over 60 characters is refused with its file, field and length", () => {
  const title = "Geneva Premium Mobility — Chauffeur privé, assistance personnelle et location de voitures de luxe";
  expect(problemsAfter("locales/fr/translation.json", (strings) => void (strings.meta.title = title))).toEqual([
    `content/locales/fr/translation.json: meta.title is 97 characters long; search results cut titles after 60: shorten it by 37`,
  ]);
});

test("a legal page's title is measured with the brand the page adds to it", () => {
  const title = "Privacy Policy and personal data protection"; // 43 + " · " + 23 = 69
  expect(problemsAfter("locales/en/translation.json", (strings) => void (strings.legal.privacy.title = title))).toEqual([
    `content/locales/en/translation.json: legal.privacy.title makes the page title "${title} · ${site.brand}", 69 characters long; search results cut titles after 60: shorten it by 9`,
  ]);
});

test("descriptions outside 120–160 characters are refused, {{brand}} filled in, characters counted as code points", () => {
  const long = `${"é".repeat(150)}{{brand}}`; // 150 + 23
  const short = "Who publishes the {{brand}} website.";
  expect(
    problemsAfter("locales/en/translation.json", (strings) => {
      strings.meta.description = "é".repeat(160); // 160 characters, 320 bytes: fits
      strings.legal.terms.description = long;
      strings.legal.legalNotice.description = short;
    }),
  ).toEqual([
    "content/locales/en/translation.json: legal.terms.description is 173 characters long; search results show 120 to 160: shorten it by 13",
    `content/locales/en/translation.json: legal.legalNotice.description is ${length(fill(short))} characters long; search results show 120 to 160: lengthen it by ${120 - length(fill(short))}`,
  ]);
});

test("a longer brand in site.json makes a legal title too long: the check says which", () => {
  const brand = "Geneva Premium Mobility & Personal Assistance Services";
  const problems = problemsAfter("site.json", (data) => void (data.brand = brand));
  expect(problems).toContain(
    `content/locales/fr/translation.json: legal.cookies.title makes the page title "${fr.legal.cookies.title} · ${brand}", ${length(fr.legal.cookies.title) + 3 + length(brand)} characters long; search results cut titles after 60: shorten it by ${length(fr.legal.cookies.title) + 3 + length(brand) - 60}`,
  );
});

test("a full-width character takes the room of two in a result: a Chinese description of 70 characters fits, one of 85 is cut", () => {
  const fits = "以日内瓦为起点的私人专车司机".repeat(5); // 70 characters, 140 wide
  const cut = "以日内瓦为起点的私人专车司机".repeat(7).slice(0, 85); // 85 characters, 170 wide
  expect(problemsAfter("locales/en/translation.json", (strings) => void (strings.meta.description = fits))).toEqual([]);
  expect(problemsAfter("locales/en/translation.json", (strings) => void (strings.meta.description = cut))).toEqual([
    "content/locales/en/translation.json: meta.description is 170 characters long; search results show 120 to 160: shorten it by 10",
  ]);
});
