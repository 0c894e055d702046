/** @jest-environment node */
// The link-preview picture of each language is drawn in faces that have every letter of its headline:
// Arabic in the Arabic page's faces (Markazi Text, right to left), with Latin figures from Cormorant.
import path from "node:path";
import { LANGUAGE_LIST } from "../../src/i18n/languages";
import { undrawable } from "../../src/seo/shareImage";
import { strings } from "../support/content";

const ROOT = path.resolve(__dirname, "../..");

test.each(LANGUAGE_LIST.map((language) => [language.code, language.dir] as const))("%s: every character of the headline has a glyph", async (code, dir) => {
  expect(await undrawable(ROOT, strings[code].hero.title, dir)).toEqual([]);
});

test("an Arabic headline drawn with the Latin faces alone would be empty boxes", async () => {
  const arabic = LANGUAGE_LIST.find((language) => language.dir === "rtl")!;
  expect((await undrawable(ROOT, strings[arabic.code].hero.title, "ltr")).length).toBeGreaterThan(0);
});
