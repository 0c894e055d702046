import { fireEvent, screen } from "@testing-library/react";
import { LanguageBar, rememberEarlyChoice } from "../../src/components/LanguageBar";
import { useRememberedLanguage } from "../../src/hooks/useRememberedLanguage";
import { loadPage } from "../../src/navigation/loadPage";
import { renderIn } from "../support/i18n";
import { freshPage, LANGUAGE_KEY, placeSection, readingAbout } from "../support/sections";
import { strings } from "../support/content";
import { LANGUAGE_LIST } from "../../src/i18n/languages";

const { en, fr } = strings;

jest.mock("../../src/navigation/loadPage", () => ({ loadPage: jest.fn() }));

describe("LanguageBar", () => {
  beforeEach(freshPage);

  it("is a labelled select with each language under its own name", () => {
    renderIn("en", <LanguageBar />);
    const select = screen.getByRole("combobox", { name: en.language.label });
    expect(select).toHaveValue("en");
    // Each language in its own name and script (English, Français, Deutsch, العربية), marked with its language.
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text, o.lang])).toEqual(
      LANGUAGE_LIST.map((language) => [language.code, en.language[language.code], language.code]),
    );
  });

  it("moves to the other language at the section being read and remembers the choice", () => {
    readingAbout();
    renderIn("en", <LanguageBar />);
    fireEvent.change(screen.getByRole("combobox", { name: en.language.label }), { target: { value: "fr" } });
    expect(loadPage).toHaveBeenCalledWith("/fr/#about", false);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("fr");
  });

  it("acts on a language chosen in the pre-rendered bar before its code arrived (React would reset the select)", () => {
    // The server's bar, changed by the visitor, then the bar's code arrives and React takes over.
    document.body.innerHTML = '<select id="language-select"><option value="en">English</option><option value="fr">Français</option></select>';
    (document.getElementById("language-select") as HTMLSelectElement).value = "fr";
    placeSection("contact", 76);
    rememberEarlyChoice();
    document.getElementById("language-select")!.remove();
    renderIn("en", <LanguageBar />);
    expect(loadPage).toHaveBeenCalledWith("/fr/#contact", false);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("fr");
  });

  it("does nothing on arrival when the pre-rendered bar still shows the page's language", () => {
    document.body.innerHTML = '<select id="language-select"><option value="en">English</option></select>';
    rememberEarlyChoice();
    document.getElementById("language-select")!.remove();
    renderIn("en", <LanguageBar />);
    expect(loadPage).not.toHaveBeenCalled();
  });

  it("goes back to English at the default path", () => {
    renderIn("fr", <LanguageBar />);
    fireEvent.change(screen.getByRole("combobox", { name: fr.language.label }), { target: { value: "en" } });
    expect(loadPage).toHaveBeenCalledWith("/#home", false);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("en");
  });

  function Page() {
    useRememberedLanguage();
    return null;
  }

  it("brings a returning visitor to the language they chose", () => {
    window.localStorage.setItem(LANGUAGE_KEY, "fr");
    renderIn("en", <Page />);
    expect(loadPage).toHaveBeenCalledWith("/fr/", true);
  });

  it("stays put when the remembered language is the page's", () => {
    window.localStorage.setItem(LANGUAGE_KEY, "en");
    renderIn("en", <Page />);
    expect(loadPage).not.toHaveBeenCalled();
  });
});
