/** @jest-environment node */
// The content check's rules on the texts themselves (src/content/wording.ts): French writes ’, and each
// language spells e-mail one way. Run on copies of content/ where one text was changed, asserting the
// file and field (or line) an editor is told; the expected texts are read from content/, never typed here.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkContent, formatProblem } from "../../src/content/check";

const CONTENT = path.resolve(__dirname, "../../content");
const made: string[] = [];

afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** The problems of a copy of content/ where `file` (its text) went through `change`. */
function problemsAfter(file: string, change: (text: string) => string): string[] {
  const root = mkdtempSync(path.join(tmpdir(), "content-wording-"));
  made.push(root);
  const dir = path.join(root, "content");
  cpSync(CONTENT, dir, { recursive: true, filter: (source) => !source.endsWith("icon.png") });
  const full = path.join(dir, file);
  writeFileSync(full, change(readFileSync(full, "utf8")));
  return checkContent(dir).map(formatProblem);
}

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

describe("French writes the typographic apostrophe", () => {
  test("the real content has no straight apostrophe in French", () => {
    expect(checkContent(CONTENT).map(formatProblem).filter((line) => line.includes("apostrophe"))).toEqual([]);
  });

  test("a French interface text is refused, with the file and the field", () => {
    const lines = problemsAfter("locales/fr/translation.json", editJson((data) => (data.nav.label = withStraight(frLocale.nav.label))));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^content\/locales\/fr\/translation\.json: nav\.label uses the straight apostrophe ' where French writes ’ \(“.*l'x”\)$/);
  });

  test("the French of a localized field of content/*.json is refused; its English is not", () => {
    const french = problemsAfter("services.json", editJson((data) => (data[1].features[0].fr = withStraight(data[1].features[0].fr))));
    expect(french).toEqual([expect.stringMatching(/^content\/services\.json: \[1\]\.features\[0\]\.fr uses the straight apostrophe/)]);
    expect(problemsAfter("services.json", editJson((data) => (data[1].features[0].en = withStraight(data[1].features[0].en))))).toEqual([]);
    expect(problemsAfter("locales/en/translation.json", editJson((data) => (data.nav.label = withStraight(enLocale.nav.label))))).toEqual([]);
  });

  test("the company's street, printed as written in the French legal texts, is refused too; the legal name keeps its register's spelling", () => {
    expect(problemsAfter("company.json", editJson((data) => (data.street = withStraight(data.street))))).toEqual([
      expect.stringMatching(/^content\/company\.json: street uses the straight apostrophe ' where French writes ’/),
    ]);
    expect(problemsAfter("company.json", editJson((data) => (data.legalName = withStraight(data.legalName))))).toEqual([]);
  });

  test("a French legal text is refused at its line; URLs, code spans and HTML attributes are left alone", () => {
    const lines = problemsAfter("legal/terms.fr.md", (text) => {
      const rows = text.split("\n");
      rows.splice(2, 0, withStraight("Texte"), "[lien](https://example.com/l'x) `l'x` <span title='x'>y</span> https://example.com/a'b");
      return rows.join("\n");
    });
    expect(lines).toEqual([expect.stringMatching(/^content\/legal\/terms\.fr\.md: line 3 uses the straight apostrophe/)]);
  });

  test("inside a fenced code block a straight apostrophe is code", () => {
    expect(problemsAfter("legal/terms.fr.md", (text) => `${text}\n\n\`\`\`\nl'x\n\`\`\`\n`)).toEqual([]);
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
