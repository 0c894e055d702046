import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nextOptions } from "./src/content/i18nOptions";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./src/i18n/languages";
import { TRANSLATIONS } from "./src/i18n/translations";

// The same options the site gives i18next (gatsby-config.ts), initialised synchronously.
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  resources: Object.fromEntries(LANGUAGES.map((language) => [language, { translation: TRANSLATIONS[language] }])),
  ...i18nextOptions,
  initImmediate: false,
});

// react-dom/server (used to check pre-rendered markup) needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The browsers' own style for <wbr> (a break opportunity inside a line, e.g. in an e-mail address: AddressBreaks),
// which jsdom's style sheet lacks: without it a name would be computed with spaces around each one.
if (typeof document !== "undefined") {
  const userAgentStyle = document.createElement("style");
  userAgentStyle.textContent = "wbr { display: inline; }";
  document.head.append(userAgentStyle);
}
