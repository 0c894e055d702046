/** @jest-environment node */
// The link-preview picture of each language is drawn in faces that have every letter of its headline:
// Arabic in the Arabic page's faces (Markazi Text, right to left), with Latin figures from Cormorant.
import path from "node:path";
import { DEFAULT_LANGUAGE, LANGUAGE_LIST } from "../../src/i18n/languages";
import { shareImageText } from "../../src/seo/buildFiles";
import { undrawable } from "../../src/seo/shareImage";
import { strings } from "../support/content";

const ROOT = path.resolve(__dirname, "../..");

test.each(LANGUAGE_LIST.map((language) => language.code))("%s: every character the picture draws has a glyph", async (code) => {
  const text = await shareImageText(ROOT, code);
  expect(await undrawable(ROOT, [text.brand, text.headline, ...text.claims].join(" "), text.dir ?? "ltr")).toEqual([]);
});

test("a language whose script the picture's faces lack (Chinese) is drawn with the default language's words, not empty boxes", async () => {
  const chinese = LANGUAGE_LIST.find((language) => language.dateLocale.startsWith("zh"))!;
  expect((await undrawable(ROOT, strings[chinese.code].hero.title, "ltr")).length).toBeGreaterThan(0);
  expect((await shareImageText(ROOT, chinese.code)).headline).toBe(strings[DEFAULT_LANGUAGE].hero.title);
  // A language the faces draw keeps its own words.
  expect((await shareImageText(ROOT, "fr")).headline).toBe(strings.fr.hero.title);
});

test("an Arabic headline drawn with the Latin faces alone would be empty boxes", async () => {
  const arabic = LANGUAGE_LIST.find((language) => language.dir === "rtl")!;
  expect((await undrawable(ROOT, strings[arabic.code].hero.title, "ltr")).length).toBeGreaterThan(0);
});
