/** @jest-environment node */
import { LANGUAGE_KEY as pluginLanguageKey } from "gatsby-plugin-react-i18next/dist/types";
import { checkI18nPluginDist } from "../../gatsby/patches/i18nPluginDist";
import { useI18next } from "../../src/i18n/useI18next";
import { LANGUAGE_KEY } from "../../src/i18n/languageKey";
import { Link } from "../../src/navigation/Link";

test("the installed plugin's dist files still export what the site imports from them", () => {
  expect(() => checkI18nPluginDist()).not.toThrow();
  expect(Link).toBeTruthy();
  expect(typeof useI18next).toBe("function");
  expect(LANGUAGE_KEY).toBe(pluginLanguageKey);
});

describe("tripwire: the build stops when a dist file no longer exports its name", () => {
  const real = { Link, useI18next, LANGUAGE_KEY };
  test.each([
    ["Link", { ...real, Link: undefined }, /dist\/Link no longer exports the Link component/],
    ["useI18next", { ...real, useI18next: undefined }, /dist\/useI18next no longer exports the useI18next hook/],
    ["LANGUAGE_KEY", { ...real, LANGUAGE_KEY: undefined }, /dist\/types no longer exports LANGUAGE_KEY/],
  ])("%s", (_, imported, message) => {
    expect(() => checkI18nPluginDist(imported)).toThrow(message);
  });
});
