/** @jest-environment node */
import { readFileSync } from "node:fs";
import { checkLegalPagesLeftAlone, legalI18nContext } from "../../gatsby/patches/legalPagesI18n";

const legal = { "/privacy/": "en", "/fr/confidentialite/": "fr" };
const page = (path: string, language: string) => ({ path, context: { language, i18n: legalI18nContext(language, ["en", "fr"], "en", path, "/privacy/") } });

test("the plugin still returns early for a page that has an i18n context (else the patch is dead code)", () => {
  const source = readFileSync(require.resolve("gatsby-plugin-react-i18next/dist/plugin/onCreatePage.js"), "utf8");
  expect(source).toMatch(/\.i18n\) === 'object'\)\) \{\s*_context3\.next = 3;\s*break;\s*\}\s*return _context3\.abrupt\("return"\);/);
});

test("passes when each legal page is ours, once", () => {
  expect(() => checkLegalPagesLeftAlone([page("/privacy/", "en"), page("/fr/confidentialite/", "fr"), { path: "/fr/" }], legal, ["en", "fr"])).not.toThrow();
  // A French slug that is the English one under /fr/ is a page of ours, not a copy.
  expect(() =>
    checkLegalPagesLeftAlone([page("/cookies/", "en"), page("/fr/cookies/", "fr")], { "/cookies/": "en", "/fr/cookies/": "fr" }, ["en", "fr"]),
  ).not.toThrow();
  expect(legalI18nContext("fr", ["en", "fr"], "en", "/fr/confidentialite/", "/privacy/")).toMatchObject({
    routed: true,
    language: "fr",
    path: "/fr/confidentialite/",
  });
});

describe("tripwire: the build stops when the plugin no longer leaves them alone", () => {
  test("the plugin copies a legal page under a language prefix", () => {
    expect(() =>
      checkLegalPagesLeftAlone([page("/privacy/", "en"), page("/fr/confidentialite/", "fr"), page("/fr/privacy/", "fr")], legal, ["en", "fr"]),
    ).toThrow(/made a copy \/fr\/privacy\//);
  });
  test("the plugin re-creates one with its own language", () => {
    expect(() => checkLegalPagesLeftAlone([page("/privacy/", "en"), page("/fr/confidentialite/", "en")], legal, ["en", "fr"])).toThrow(
      /\/fr\/confidentialite\/ has the language en, not fr/,
    );
  });
  test("a legal page is missing", () => {
    expect(() => checkLegalPagesLeftAlone([page("/privacy/", "en")], legal, ["en", "fr"])).toThrow(/\/fr\/confidentialite\/ was not created/);
  });
});
