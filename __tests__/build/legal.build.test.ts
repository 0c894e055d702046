/** The legal pages as built (public/): pre-rendered from content/legal/*.md with content/ values filled in. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGE_KEY } from "../../src/i18n/languageKey";
import company from "../../content/company.json";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import site from "../../content/site.json";
import { siteUrl } from "../../src/i18n/siteUrl";
import { LEGAL_PAGES } from "../../src/legal/list";
import { LEGAL_PATHS } from "../../src/legal/pages";

const PUBLIC = path.resolve(__dirname, "../../public");
const STRINGS = { en, fr };
const html = (pagePath: string) => readFileSync(path.join(PUBLIC, pagePath, "index.html"), "utf8");
const decode = (value: string) =>
  value
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');
const text = (markup: string) =>
  decode(
    markup
      .slice(markup.indexOf("<body"))
      .replace(/<style[^>]*>[^<]*<\/style>|<script[^>]*>[^<]*<\/script>/g, "")
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " "),
  );

describe.each(LEGAL_PAGES.flatMap((page) => (["en", "fr"] as const).map((language) => [page, language] as const)))("%s (%s)", (page, language) => {
  const own = LEGAL_PATHS[page][language];
  const page$ = () => html(own);

  test("one <h1> with the page's title, its own <title>, description and language", () => {
    const markup = page$();
    const strings = STRINGS[language].legal[page];
    expect(markup.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(decode(/<h1[^>]*>([^<]*)<\/h1>/.exec(markup)![1])).toBe(strings.title);
    expect(decode(/<title[^>]*>([^<]*)<\/title>/.exec(markup)![1])).toBe(`${strings.title} · ${site.brand}`);
    expect(decode(/<meta name="description" content="([^"]*)"/.exec(markup)![1])).toBe(strings.description.replace("{{brand}}", site.brand));
    expect(markup).toContain(`<html lang="${language}"`);
  });

  test("canonical URL and the hreflang pair point at this page in each language", () => {
    const markup = page$();
    expect(markup).toMatch(new RegExp(`<link rel="canonical" href="${siteUrl}${own}"`));
    for (const other of ["en", "fr"] as const) {
      expect(markup).toMatch(new RegExp(`<link rel="alternate" hrefLang="${other}" href="${siteUrl}${LEGAL_PATHS[page][other]}"`));
    }
    expect(markup).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="${siteUrl}${LEGAL_PATHS[page].en}"`));
  });

  test("every placeholder is filled from content/, none is left", () => {
    const body = text(page$());
    expect(body).not.toMatch(/\{\{\s*\w+\s*\}\}/);
    if (page === "legalNotice") {
      for (const value of [
        company.legalName,
        company.street,
        company.postcode,
        company.city[language],
        company.uid,
        company.commercialRegister[language],
        company.responsiblePerson,
        site.email,
      ]) {
        expect(body).toContain(value);
      }
    }
    // The Cookie Policy names the language entry (the Privacy Policy points to it).
    if (page === "cookies") expect(body).toContain(LANGUAGE_KEY);
    if (page === "privacy") expect(body).toContain(company.emailProvider);
    if (page === "terms") {
      for (const value of [
        site.bookingNoticeHours.geneva,
        site.bookingNoticeHours.standard,
        company.terms.freeWaitingMinutes,
        company.terms.freeCancellationHours,
      ]) {
        expect(body).toContain(String(value));
      }
    }
  });

  test("the footer links the four legal pages in the page's language", () => {
    const markup = page$();
    for (const other of LEGAL_PAGES) expect(markup).toContain(`href="${LEGAL_PATHS[other][language]}"`);
  });
});

test.each(LEGAL_PAGES)("the French %s page has French typography's spaces: none that may break before : ; ! ? », or after «", (page) => {
  // Not text(): JavaScript's \s matches the non-breaking spaces this test looks for.
  const words = decode(
    html(LEGAL_PATHS[page].fr)
      .slice(html(LEGAL_PATHS[page].fr).indexOf("<main"))
      .replace(/<[^>]+>/g, " ")
      .replace(/[ \t\r\n]+/g, " "),
  );
  expect(words.match(/ [:;!?»]|« /g)).toBeNull();
  // The text really has such marks (the check above is not empty by accident).
  expect(words).toMatch(/\u00a0:|\u202f[;!?]/);
});

test.each(["en", "fr"] as const)("built off Netlify (%s), the Privacy Policy and Legal notice name the self-hosted provider, not Netlify", (language) => {
  // This build ran without NETLIFY=true, as on our own server; the Netlify variant is unit-tested (legal-texts.test.ts).
  const { netlify, selfHosted } = company.hosting;
  for (const page of ["privacy", "legalNotice"] as const) {
    const body = text(html(LEGAL_PATHS[page][language]));
    expect(body).toContain(decode(selfHosted.name));
    expect(body).toContain(selfHosted.country[language]);
    expect(body).not.toContain(netlify.name);
  }
});

test.each(["en", "fr"] as const)(
  "the built Privacy Policy (%s) names every data category of content, and the Cookie Policy every stored entry, the admin's on this host after the visitors'",
  (language) => {
    const privacy = text(html(LEGAL_PATHS.privacy[language])).replace(/[\u00a0\u202f]/g, " ");
    for (const category of company.dataCategories) expect(privacy).toContain(category.label[language].replace(/[\u00a0\u202f]/g, " "));
    const cookies = html(LEGAL_PATHS.cookies[language]);
    const names = [...cookies.matchAll(/<tr>\s*<td><code>([^<]*)<\/code><\/td>/g)].map((match) => decode(match[1]));
    // This build ran off Netlify (as on our own server): the admin's entries for a self-hosted site.
    expect(names).toEqual([
      ...company.browserStorage.map((entry) => `${entry.name.replace("{{languageStorageKey}}", LANGUAGE_KEY)}${entry.match === "prefix" ? "…" : ""}`),
      ...company.adminStorage.filter((entry) => entry.hosts === "all" || entry.hosts === "selfHosted").map((entry) => entry.name),
    ]);
  },
);

test("the Markdown library stays at build time: no page script contains marked", () => {
  const scripts = readdirSync(PUBLIC).filter((file) => file.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    // marked's own error text: present in any bundle that includes its lexer.
    expect(readFileSync(path.join(PUBLIC, file), "utf8")).not.toContain("Infinite loop on byte");
  }
});
