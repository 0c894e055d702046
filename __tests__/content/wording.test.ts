/** @jest-environment node */
// The content check's rules on the texts themselves (src/content/wording.ts): every language writes ’,
// French writes "1er janvier", and each language spells e-mail one way. Run on copies of content/ where one text was changed, asserting the
// file and field (or line) an editor is told; the expected texts are read from content/, never typed here.
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkContent, formatProblem } from "../../src/content/check";
import { monthNames } from "../../src/i18n/dates";
import { LANGUAGE_LIST } from "../../src/i18n/languages";
import { CONTENT, problemsAfterEdit } from "../support/contentCopy";

/** The problems of a copy of content/ where `file` (its text) went through `change`. */
const problemsAfter = problemsAfterEdit("content-wording-");

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the tests edit arbitrary paths of parsed content JSON
const editJson = (edit: (data: Json) => void) => (text: string) => {
  const data = JSON.parse(text);
  edit(data);
  return JSON.stringify(data, null, 2);
};

/** Appends a sentence with a straight apostrophe to a text (the words are not the point: the mark is). */
const withStraight = (text: string) => `${text} l'x`;

const frLocale = JSON.parse(readFileSync(path.join(CONTENT, "locales/fr/translation.json"), "utf8"));
const enLocale = JSON.parse(readFileSync(path.join(CONTENT, "locales/en/translation.json"), "utf8"));

describe("every language writes the typographic apostrophe", () => {
  test("the real content has no straight apostrophe in any language", () => {
    expect(checkContent(CONTENT).map(formatProblem).filter((line) => line.includes("apostrophe"))).toEqual([]);
  });

  test("a French interface text is refused, with the file, the field and the language", () => {
    const lines = problemsAfter("locales/fr/translation.json", editJson((data) => (data.nav.label = withStraight(frLocale.nav.label))));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^content\/locales\/fr\/translation\.json: nav\.label uses the straight apostrophe ' where French writes ’ \(“.*l'x”\)$/);
  });

  test("an English interface text is refused, with the file, the field and the language", () => {
    const lines = problemsAfter("locales/en/translation.json", editJson((data) => (data.nav.label = withStraight(enLocale.nav.label))));
    expect(lines).toEqual([expect.stringMatching(/^content\/locales\/en\/translation\.json: nav\.label uses the straight apostrophe ' where English writes ’ \(“.*l'x”\)$/)]);
  });

  test.each(["en", "fr"])("the %s of a localized field of content/*.json is refused, naming that language", (language) => {
    const name = language === "en" ? "English" : "French";
    const lines = problemsAfter("services.json", editJson((data) => (data[1].features[0][language] = withStraight(data[1].features[0][language]))));
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^content/services\\.json: \\[1\\]\\.features\\[0\\]\\.${language} uses the straight apostrophe ' where ${name} writes ’`))]);
  });

  test("the company's street, printed as written in the legal texts, is refused too; the legal name keeps its register's spelling", () => {
    expect(problemsAfter("company.json", editJson((data) => (data.street = withStraight(data.street))))).toEqual(
      LANGUAGE_LIST.map(({ englishName }) => expect.stringMatching(new RegExp(`^content/company\\.json: street uses the straight apostrophe ' where ${englishName} writes ’`))),
    );
    expect(problemsAfter("company.json", editJson((data) => (data.legalName = withStraight(data.legalName))))).toEqual([]);
  });

  test.each(LANGUAGE_LIST.map(({ code, englishName }) => [code, englishName]))("a %s legal text is refused at its line; URLs, code spans and HTML attributes are left alone", (language, name) => {
    const lines = problemsAfter(`legal/terms.${language}.md`, (text) => {
      const rows = text.split("\n");
      rows.splice(2, 0, withStraight("Texte"), "[lien](https://example.com/l'x) `l'x` <span title='x'>y</span> https://example.com/a'b");
      return rows.join("\n");
    });
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^content/legal/terms\\.${language}\\.md: line 3 uses the straight apostrophe ' where ${name} writes ’`))]);
  });

  test("inside a fenced code block a straight apostrophe is code", () => {
    expect(problemsAfter("legal/terms.fr.md", (text) => `${text}\n\n\`\`\`\nl'x\n\`\`\`\n`)).toEqual([]);
    expect(problemsAfter("legal/terms.en.md", (text) => `${text}\n\n\`\`\`\nl'x\n\`\`\`\n`)).toEqual([]);
  });
});

// Test inputs, not editors' words: a date appended to a text; the month names come from Intl (src/i18n/dates.ts).
describe("French writes the first of the month as an ordinal (1er janvier)", () => {
  const month = monthNames("fr")[0];

  test("the real content writes no bare first of the month in French", () => {
    expect(checkContent(CONTENT).map(formatProblem).filter((line) => line.includes("first of the month"))).toEqual([]);
  });

  test("a French interface text with “1 janvier” is refused, with the file, the field and the language", () => {
    const lines = problemsAfter("locales/fr/translation.json", editJson((data) => (data.nav.label = `${frLocale.nav.label} 1 ${month} 2027`)));
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^content/locales/fr/translation\\.json: nav\\.label writes the first of the month “1 ${month}” where French writes “1er ${month}”`)),
    ]);
  });

  test("the French of a localized field and a French legal text are refused; a no-break space does not hide it", () => {
    expect(problemsAfter("services.json", editJson((data) => (data[0].description.fr = `${data[0].description.fr} 1\u00a0${month.toUpperCase()}`)))).toEqual([
      expect.stringMatching(/^content\/services\.json: \[0\]\.description\.fr writes the first of the month .* where French writes “1er/),
    ]);
    expect(problemsAfter("legal/terms.fr.md", (text) => `${text}\n\nLe 1 ${month}.\n`)).toEqual([
      expect.stringMatching(/^content\/legal\/terms\.fr\.md: line \d+ writes the first of the month/),
    ]);
  });

  test("“1er janvier”, “11 janvier”, “21 janvier” and English “1 January” pass", () => {
    expect(problemsAfter("locales/fr/translation.json", editJson((data) => (data.nav.label = `1er ${month}, 11 ${month}, 21 ${month}, 2,1 ${month}`)))).toEqual([]);
    expect(problemsAfter("locales/en/translation.json", editJson((data) => (data.nav.label = `1 ${monthNames("en")[0]}`)))).toEqual([]);
  });
});

describe("one spelling of e-mail per language", () => {
  test("the real content spells it one way in each language", () => {
    expect(checkContent(CONTENT).map(formatProblem).filter((line) => line.includes("spelling"))).toEqual([]);
  });

  // Test inputs, not editors' words: one text with each spelling; the hyphenated one is the spelling both
  // languages use today, so whatever the other texts say, the unhyphenated one is the odd one out.
  test.each(["en", "fr"])("%s: a text spelled the other way is refused, with the file and the field", (language) => {
    const lines = problemsAfter(
      `locales/${language}/translation.json`,
      editJson((data) => {
        data.contact.form.email = "E-mail";
        data.nav.label = "Email";
      }),
    );
    expect(lines).toEqual([
      expect.stringMatching(new RegExp(`^content/locales/${language}/translation\\.json: nav\\.label writes “Email” where the other texts of this language write e-mail`)),
    ]);
  });

  test("a legal text counts too, at its line; addresses and {{placeholders}} are not the word", () => {
    const before = readFileSync(path.join(CONTENT, "legal/terms.en.md"), "utf8").replace(/\n*$/, "\n");
    const lines = problemsAfter("legal/terms.en.md", () => `${before}\nAn e-mail to email@example.com or {{privacyEmail}}.\n\nAn email.\n`);
    const line = before.split("\n").length + 3;
    expect(lines).toEqual([expect.stringMatching(new RegExp(`^content/legal/terms\\.en\\.md: line ${line} writes “email”`))]);
  });
});

describe("Arabic and Chinese write their own punctuation (، ؛ ؟ ，；？)", () => {
  test("a Latin comma or question mark after an Arabic word is refused, naming the language and the mark; after a Latin name it stays", () => {
    const arabic = LANGUAGE_LIST.find((language) => language.dir === "rtl")!;
    expect(problemsAfter(`legal/terms.${arabic.code}.md`, (text) => `${text}\nشروطنا, وأسعارنا?\n\nGitHub, Inc. ومقرها الولايات المتحدة.\n`)).toEqual([
      expect.stringMatching(new RegExp(`^content/legal/terms\\.${arabic.code}\\.md: line \\d+ uses the Latin “,” where ${arabic.englishName} writes “،”`)),
    ]);
    expect(problemsAfter("services.json", editJson((services) => void (services[0].title[arabic.code] = "النقل الخاص?")))).toEqual([
      `content/services.json: [0].title.${arabic.code} uses the Latin “?” where ${arabic.englishName} writes “؟” (“النقل الخاص?”)`,
    ]);
  });

  test("a Latin comma or colon after a Chinese character is refused, naming the full-width mark; after a Latin name it stays", () => {
    const chinese = LANGUAGE_LIST.find((language) => language.dateLocale.startsWith("zh"))!;
    expect(problemsAfter(`legal/terms.${chinese.code}.md`, (text) => `${text}\n我们的条款, 我们的价格。\n\nGitHub, Inc. 位于美国。\n`)).toEqual([
      expect.stringMatching(new RegExp(`^content/legal/terms\\.${chinese.code}\\.md: line \\d+ uses the Latin “,” where ${chinese.englishName} writes “，”`)),
    ]);
    expect(problemsAfter("services.json", editJson((services) => void (services[0].title[chinese.code] = "专车接送: 机场")))).toEqual([
      `content/services.json: [0].title.${chinese.code} uses the Latin “:” where ${chinese.englishName} writes “：” (“专车接送: 机场”)`,
    ]);
  });
});

test("Swiss German writes ss, never ß: a text with ß is refused, naming the language", () => {
  const german = LANGUAGE_LIST.find((language) => language.dateLocale === "de-CH")!;
  expect(problemsAfter("services.json", editJson((services) => void (services[0].title[german.code] = "Grösse: Straße")))).toEqual([
    `content/services.json: [0].title.${german.code} writes “ß” where Swiss ${german.englishName} writes “ss” (“Grösse: Straße”)`,
  ]);
});
