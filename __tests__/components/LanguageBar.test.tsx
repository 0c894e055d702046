import { fireEvent, screen } from "@testing-library/react";
import { LanguageBar } from "../../src/components/LanguageBar";
import { useRememberedLanguage } from "../../src/hooks/useRememberedLanguage";
import { loadPage } from "../../src/navigation/loadPage";
import { renderIn } from "../support/i18n";
import { LANGUAGE_KEY, placeSection } from "../support/sections";
import { strings } from "../support/content";

const { en, fr } = strings;

jest.mock("../../src/navigation/loadPage", () => ({ loadPage: jest.fn() }));

describe("LanguageBar", () => {
  beforeEach(() => {
    (loadPage as jest.Mock).mockClear();
    window.localStorage.clear();
    document.body.innerHTML = "";
  });

  it("is a labelled select with each language under its own name", () => {
    renderIn("en", <LanguageBar />);
    const select = screen.getByRole("combobox", { name: en.language.label });
    expect(select).toHaveValue("en");
    expect([...(select as HTMLSelectElement).options].map((o) => [o.value, o.text])).toEqual([
      ["en", en.language.en],
      ["fr", en.language.fr],
    ]);
  });

  it("moves to the other language at the section being read and remembers the choice", () => {
    placeSection("home", -2000);
    placeSection("services", -900);
    placeSection("about", 76);
    placeSection("area", 700);
    renderIn("en", <LanguageBar />);
    fireEvent.change(screen.getByRole("combobox", { name: en.language.label }), { target: { value: "fr" } });
    expect(loadPage).toHaveBeenCalledWith("/fr/#about", false);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("fr");
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
