import { fireEvent, screen, within } from "@testing-library/react";
import { LanguageSwitch } from "../../src/components/LanguageSwitch";
import { NavBar } from "../../src/components/NavBar";
import { loadPage } from "../../src/navigation/loadPage";
import { renderIn } from "../support/i18n";
import { freshPage, LANGUAGE_KEY, readingAbout } from "../support/sections";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";

jest.mock("../../src/navigation/loadPage", () => ({ loadPage: jest.fn() }));

describe("the navigation bar's language switch", () => {
  beforeEach(freshPage);

  it("is in the navigation bar: the current language marked, the other one a link to its page", () => {
    renderIn("en", <NavBar brand="B" />);
    const group = within(screen.getByRole("navigation", { name: en.nav.label })).getByRole("group", { name: en.language.label });
    expect(group).toHaveTextContent(`${en.nav.languageCodes.en} ${en.language.en}${en.nav.languageCodes.fr} ${en.language.fr}`);
    expect(within(group).queryByRole("link", { name: new RegExp(en.language.en) })).toBeNull();
    const link = within(group).getByRole("link", { name: `${en.nav.languageCodes.fr} ${en.language.fr}` });
    expect(link).toHaveAttribute("href", "/fr/");
    expect(link).toHaveAttribute("hreflang", "fr");
    expect(link).toHaveAttribute("lang", "fr");
  });

  it("moves to the other language at the section being read and remembers the choice, like the language bar", () => {
    readingAbout();
    renderIn("en", <LanguageSwitch />);
    fireEvent.click(screen.getByRole("link", { name: new RegExp(en.language.fr) }));
    expect(loadPage).toHaveBeenCalledWith("/fr/#about", false);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("fr");
  });

  it("goes back to English at the default path", () => {
    renderIn("fr", <LanguageSwitch />);
    const link = screen.getByRole("link", { name: new RegExp(fr.language.en) });
    expect(link).toHaveAttribute("href", "/");
    fireEvent.click(link);
    expect(loadPage).toHaveBeenCalledWith("/#home", false);
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe("en");
  });

  it("leads to the same page in the other language on pages with their own slugs", () => {
    renderIn("en", <LanguageSwitch paths={{ en: "/privacy/", fr: "/fr/confidentialite/" }} />);
    const link = screen.getByRole("link", { name: new RegExp(en.language.fr) });
    expect(link).toHaveAttribute("href", "/fr/confidentialite/");
    fireEvent.click(link);
    expect(loadPage).toHaveBeenCalledWith("/fr/confidentialite/", false);
  });

  it("leaves a modified click (new tab) to the browser", () => {
    renderIn("en", <LanguageSwitch />);
    fireEvent.click(screen.getByRole("link", { name: new RegExp(en.language.fr) }), { ctrlKey: true });
    expect(loadPage).not.toHaveBeenCalled();
  });
});
