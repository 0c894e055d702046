/** @jest-environment node */
// The one list of languages (src/i18n/languages.ts): its path helper, and the boundaries it gives the
// code: no module outside src/i18n/ spells a language code, and the contact pipeline does not import
// the content modules (src/content imports the contact's vocabulary, never the reverse).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_LIST, LANGUAGES, localizedPath, splitLanguagePath } from "../../src/i18n/languages";

const ROOT = path.resolve(__dirname, "../..");
const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

describe("language paths", () => {
  test("the default language at the root, every other under its code, and back", () => {
    expect(localizedPath(DEFAULT_LANGUAGE)).toBe("/");
    expect(localizedPath(DEFAULT_LANGUAGE, "/404.html")).toBe("/404.html");
    expect(localizedPath(other)).toBe(`/${other}/`);
    expect(localizedPath(other, "/404.html")).toBe(`/${other}/404.html`);
    for (const language of LANGUAGES) {
      expect(splitLanguagePath(localizedPath(language, "/legal/"))).toEqual({ language, path: "/legal/" });
    }
    // A first segment that is not a language is part of the path.
    expect(splitLanguagePath("/xx/page/")).toEqual({ language: DEFAULT_LANGUAGE, path: "/xx/page/" });
  });

  test("each language has a code, a name, a date locale Intl knows and an Open Graph locale", () => {
    expect(new Set(LANGUAGES).size).toBe(LANGUAGE_LIST.length);
    for (const language of LANGUAGE_LIST) {
      expect(isLanguage(language.code)).toBe(true);
      expect(Intl.DateTimeFormat.supportedLocalesOf([language.dateLocale])).toEqual([language.dateLocale]);
      expect(language.ogLocale).toMatch(new RegExp(`^${language.code}_[A-Z]{2}$`));
      expect(language.name.trim()).not.toBe("");
    }
    expect(isLanguage("xx")).toBe(false);
  });

  test("each language writes Latin digits (dates, times, prices) and has the writing direction ICU gives it", () => {
    for (const language of LANGUAGE_LIST) {
      const written = [
        new Intl.DateTimeFormat(language.dateLocale, { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(Date.UTC(2030, 11, 25, 18, 30)),
        new Intl.NumberFormat(language.priceLocale).format(1234567890),
      ].join(" ");
      // Any decimal digit other than 0–9 (Arabic-Indic ٣, Persian ۳, Devanagari ३…): the locale needs "-u-nu-latn".
      expect({ language: language.code, otherDigits: written.match(/(?![0-9])\p{Nd}/gu) ?? [] }).toEqual({ language: language.code, otherDigits: [] });
      const locale = new Intl.Locale(language.code) as Intl.Locale & { textInfo?: { direction?: string }; getTextInfo?: () => { direction?: string } };
      expect({ language: language.code, dir: language.dir }).toEqual({ language: language.code, dir: (locale.getTextInfo?.() ?? locale.textInfo)?.direction ?? "ltr" });
    }
  });
});

describe("module boundaries", () => {
  const files = sourceFiles(path.join(ROOT, "src"));

  test("no module outside src/i18n spells a language code", () => {
    const codes = LANGUAGES.join("|");
    // A code as a string ("fr", 'fr'), a property (.fr), a key (fr:) or a GraphQL field on its own line.
    const spelled = new RegExp(`["'](${codes})["']|\\.(${codes})\\b|[{,]\\s*(${codes})\\s*:|^\\s*(${codes})\\s*$`, "m");
    const offenders = files
      .filter((file) => !file.startsWith(path.join(ROOT, "src/i18n/")))
      .filter((file) => readFileSync(file, "utf8").split("\n").some((line) => spelled.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)))
      .map((file) => path.relative(ROOT, file));
    expect(offenders).toEqual([]);
  });

  test("the booking core and the form's browser code (src/booking, src/contact) do not import src/content", () => {
    const below = [path.join(ROOT, "src/booking"), path.join(ROOT, "src/contact")];
    const offenders = files
      .filter((file) => below.some((folder) => file.startsWith(folder)))
      .flatMap((file) =>
        [...readFileSync(file, "utf8").matchAll(/(?:from|import)\s*\(?\s*"(\.[^"]+)"/g)]
          .map((match) => path.resolve(path.dirname(file), match[1]))
          .filter((target) => target.startsWith(path.join(ROOT, "src/content")))
          .map((target) => `${path.relative(ROOT, file)} -> ${path.relative(ROOT, target)}`),
      );
    expect(offenders).toEqual([]);
  });
});
