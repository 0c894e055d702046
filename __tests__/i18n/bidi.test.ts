// Data inside a right-to-left sentence (issue 29): prices, phone numbers, references and typed addresses
// stay readable left to right in Arabic, fenced by Unicode isolates; nothing changes in the other languages.
import i18next from "i18next";
import { i18nextOptions } from "../../src/content/i18nOptions";
import { routeText } from "../../src/booking/catalogue/fares";
import { isolate, ltrIsolate } from "../../src/i18n/bidi";
import { LANGUAGE_LIST } from "../../src/i18n/languages";
import { formatChf } from "../../src/i18n/prices";

const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";
const rtl = LANGUAGE_LIST.filter((language) => language.dir === "rtl").map((language) => language.code);
const ltr = LANGUAGE_LIST.filter((language) => language.dir === "ltr").map((language) => language.code);

test("the site has a right-to-left language to test", () => {
  expect(rtl.length).toBeGreaterThan(0);
});

describe.each(rtl)("%s (right to left)", (language) => {
  test("a price is one left-to-right unit: CHF and its digits never swap", () => {
    const price = formatChf(1250, language);
    expect(price.startsWith(LRI) && price.endsWith(PDI)).toBe(true);
    expect(price.slice(1, -1)).toMatch(/^CHF\u00a01\D?250$/);
  });

  test("a route's arrow points the reading way, each place isolated (two Latin addresses stay in order)", () => {
    expect(routeText("Hôtel Beau-Rivage", "Cornavin", language)).toBe(`${FSI}Hôtel Beau-Rivage${PDI}\u00a0\u2190 ${FSI}Cornavin${PDI}`);
  });

  test("every value i18next puts into a sentence is isolated; counts stay numbers", async () => {
    const instance = i18next.createInstance();
    await instance.init({
      ...i18nextOptions,
      lng: language,
      resources: { [language]: { translation: { call: "اتصلوا بنا: {{phone}}.", hours: "{{count}} ساعة" } } },
    });
    expect(instance.t("call", { phone: "+41 22 000 00 00" })).toBe(`اتصلوا بنا: ${FSI}+41 22 000 00 00${PDI}.`);
    expect(instance.t("hours", { count: 12 })).toBe("12 ساعة");
  });

  test("the helpers isolate, and leave an empty text empty", () => {
    expect(ltrIsolate("GPM-9Y7A3H", language)).toBe(`${LRI}GPM-9Y7A3H${PDI}`);
    expect(isolate("", language)).toBe("");
  });
});

describe.each(ltr)("%s (left to right)", (language) => {
  test("no isolate anywhere: prices, routes and sentences are as they were", async () => {
    expect(formatChf(1250, language)).not.toMatch(/[\u2066-\u2069]/);
    expect(routeText("A", "B", language)).toBe("A\u00a0\u2192 B");
    const instance = i18next.createInstance();
    await instance.init({ ...i18nextOptions, lng: language, resources: { [language]: { translation: { call: "Call {{phone}}." } } } });
    expect(instance.t("call", { phone: "+41 22 000 00 00" })).toBe("Call +41 22 000 00 00.");
    expect(ltrIsolate("x", language)).toBe("x");
  });
});
