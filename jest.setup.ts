import "@testing-library/jest-dom";
import { TextDecoder, TextEncoder } from "node:util";
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import en from "./content/locales/en/translation.json";
import fr from "./content/locales/fr/translation.json";
import { i18nextOptions } from "./src/content/i18nOptions";

// The same options the site gives i18next (gatsby-config.ts), initialised synchronously.
void i18n.use(initReactI18next).init({
  lng: "en",
  resources: { en: { translation: en }, fr: { translation: fr } },
  ...i18nextOptions,
  initImmediate: false,
});

// react-dom/server (used to check pre-rendered markup) needs these; jsdom does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
