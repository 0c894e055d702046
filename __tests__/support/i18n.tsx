import { render, type RenderOptions } from "@testing-library/react";
import i18n from "i18next";
import { act, type ReactElement } from "react";
import type { Language } from "../../src/i18n/languages";

/** Renders with i18next in the given language (what the i18n plugin's page wrapper sets on a page). */
export function renderIn(language: Language, ui: ReactElement, options?: RenderOptions) {
  void i18n.changeLanguage(language);
  return render(ui, options);
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
