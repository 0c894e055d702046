import { act, fireEvent, screen } from "@testing-library/react";
import { NavBar, SOLID_AFTER_PX } from "../../src/components/NavBar";
import { renderIn } from "../support/i18n";

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("NavBar", () => {
  afterEach(() => scrollTo(0));

  it("links every section in order, plus the 24/7 button to #contact", () => {
    renderIn("en", <NavBar brand="Geneva Premium Mobility" />);
    const nav = screen.getByRole("navigation", { name: "Main navigation" });
    const links = [...nav.querySelectorAll("li a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Home", "#home"],
      ["Services", "#services"],
      ["About Us", "#about"],
      ["Service Area", "#area"],
      ["Contact", "#contact"],
    ]);
    expect(screen.getByRole("link", { name: "24/7 Service" })).toHaveAttribute("href", "#contact");
  });

  it("speaks French on the French page", () => {
    renderIn("fr", <NavBar brand="Geneva Premium Mobility" />);
    for (const label of ["Accueil", "À propos", "Zone de service", "Service 24/7"]) expect(screen.getByRole("link", { name: label })).toBeInTheDocument();
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
    expect(toggle).toHaveAttribute("aria-label", "Open menu");
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("data-open", "false");

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAttribute("aria-label", "Close menu");
    expect(menu).toHaveAttribute("data-open", "true");

    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole("link", { name: "About Us" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("data-open", "false");
  });
});
