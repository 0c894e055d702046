import { render, type RenderOptions } from "@testing-library/react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import i18n from "i18next";
import { act, type ReactElement } from "react";
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from "../../src/i18n/languages";

/** Renders with the i18n plugin's context (for useI18next) in the given language. */
export function renderIn(language: Language, ui: ReactElement, options?: RenderOptions) {
  void i18n.changeLanguage(language);
  const context = {
    language,
    languages: [...LANGUAGES],
    routed: language !== DEFAULT_LANGUAGE,
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    originalPath: "/",
    path: localizedPath(language, "/"),
  };
  return render(<I18nextContext.Provider value={context}>{ui}</I18nextContext.Provider>, options);
}

/** The tests of a describe block run with i18next in `language` (its strings from content/), English again after. */
export function inLanguage(language: Language): void {
  beforeAll(async () => {
    if (!i18n.hasResourceBundle(language, "translation")) {
      const { strings } = await import("./content");
      i18n.addResourceBundle(language, "translation", strings[language]);
    }
    await act(() => i18n.changeLanguage(language));
  });
  afterAll(async () => {
    await act(() => i18n.changeLanguage("en"));
  });
}
