import { act, fireEvent, screen } from "@testing-library/react";
import { NavBar, SOLID_AFTER_PX } from "../../src/components/NavBar";
import { renderIn } from "../support/i18n";
import { site, strings } from "../support/content";

const { en, fr } = strings;

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("NavBar", () => {
  afterEach(() => scrollTo(0));

  it("links every section in order, plus the 24/7 button to #contact", () => {
    renderIn("en", <NavBar brand={site.brand} />);
    const nav = screen.getByRole("navigation", { name: en.nav.label });
    const links = [...nav.querySelectorAll("li a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      [en.nav.home, "#home"],
      [en.nav.services, "#services"],
      [en.nav.about, "#about"],
      [en.nav.area, "#area"],
      [en.nav.contact, "#contact"],
    ]);
    expect(screen.getByRole("link", { name: en.nav.cta })).toHaveAttribute("href", "#contact");
  });

  it("speaks French on the French page", () => {
    renderIn("fr", <NavBar brand={site.brand} />);
    for (const label of [fr.nav.home, fr.nav.about, fr.nav.area, fr.nav.cta]) expect(screen.getByRole("link", { name: label })).toBeInTheDocument();
  });

  it(`is transparent up to ${SOLID_AFTER_PX} px of scroll and solid beyond`, async () => {
    const { container } = renderIn("en", <NavBar brand="B" />);
    const header = container.querySelector("header")!;
    expect(header).toHaveAttribute("data-solid", "false");
    scrollTo(SOLID_AFTER_PX);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(header).toHaveAttribute("data-solid", "false");
    scrollTo(SOLID_AFTER_PX + 30);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(header).toHaveAttribute("data-solid", "true");
    scrollTo(0);
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(header).toHaveAttribute("data-solid", "false");
  });

  it("opens and closes the menu with its toggle, Escape and a chosen link", () => {
    const { container } = renderIn("en", <NavBar brand="B" />);
    // jsdom applies no media queries, so the phone-only toggle stays display:none here; the browser
    // tests drive it at 390 px.
    const toggle = container.querySelector<HTMLButtonElement>("button[aria-controls]")!;
    expect(toggle).toHaveAttribute("aria-label", en.nav.openMenu);
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("data-open", "false");

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAttribute("aria-label", en.nav.closeMenu);
    expect(menu).toHaveAttribute("data-open", "true");

    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole("link", { name: en.nav.about }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("data-open", "false");
  });
});
