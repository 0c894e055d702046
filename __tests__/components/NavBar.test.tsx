import { act, fireEvent, screen, within } from "@testing-library/react";
import { I18nextContext } from "gatsby-plugin-react-i18next";
import { renderToString } from "react-dom/server";
import { NavBar, SOLID_AFTER_PX } from "../../src/components/NavBar";
import { telHref } from "../../src/booking/catalogue/channels";
import company from "../../content/company.json";
import { renderIn } from "../support/i18n";
import { LANGUAGES } from "../../src/i18n/languages";
import { format, site, strings } from "../support/content";

const { en, fr } = strings;

function scrollTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true });
  act(() => {
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("NavBar", () => {
  afterEach(() => scrollTo(0));

  it("links every section in order; without a phone, the 24/7 button leads to #contact", () => {
    renderIn("en", <NavBar brand={site.brand} />);
    const nav = screen.getByRole("navigation", { name: en.nav.label });
    const links = [...nav.querySelectorAll("li a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      [en.nav.home, "#home"],
      [en.nav.services, "#services"],
      [en.nav.rates, "#rates"],
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

  it("with a phone, the 24/7 button calls it, and the bar and menu have Call and WhatsApp", () => {
    const phone = site.phones[0];
    renderIn("en", <NavBar brand={site.brand} phone={phone} whatsapp={company.whatsapp} />);
    const nav = screen.getByRole("navigation", { name: en.nav.label });
    const cta = within(nav).getByRole("link", { name: `${en.nav.cta} ${phone}` });
    expect(cta).toHaveAttribute("href", telHref(phone));
    // jsdom applies no media queries: the phone-only controls stay display:none here (hidden: true).
    const hidden = true;
    expect(within(nav).getByRole("link", { hidden, name: format(en.nav.callLabel, { phone }) })).toHaveAttribute("href", telHref(phone));
    const menu = document.getElementById("primary-menu")!;
    expect(within(menu).getByRole("link", { hidden, name: `${en.nav.call} (${phone})` })).toHaveAttribute("href", telHref(phone));
    expect(
      within(menu)
        .getByRole("link", { hidden, name: `${en.nav.whatsapp} (${company.whatsapp})` })
        .getAttribute("href"),
    ).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  });

  it("offers no WhatsApp while company.json has no number", () => {
    renderIn("fr", <NavBar brand={site.brand} phone={site.phones[0]} whatsapp="" />);
    expect(screen.queryByRole("link", { hidden: true, name: new RegExp(fr.nav.whatsapp) })).toBeNull();
    expect(screen.getByRole("link", { hidden: true, name: `${fr.nav.call} (${site.phones[0]})` })).toBeInTheDocument();
  });
});

/**
 * The Popover API as a browser has it, reduced to what the bar uses: jsdom has none. A click on the
 * toggle does what the browser does natively (it never reaches the script's state directly).
 */
function fakePopoverApi() {
  const shown = new WeakSet<Element>();
  const matches = Element.prototype.matches;
  const toggle = (element: HTMLElement, open: boolean) => {
    if (open === shown.has(element)) return;
    if (open) shown.add(element);
    else shown.delete(element);
    element.dispatchEvent(Object.assign(new Event("toggle"), { newState: open ? "open" : "closed", oldState: open ? "closed" : "open" }));
  };
  Object.defineProperty(HTMLElement.prototype, "popover", { configurable: true, get: () => "auto" });
  const listeners = { addEventListener: () => {}, removeEventListener: () => {} };
  Object.assign(window, { matchMedia: () => ({ matches: false, ...listeners }) });
  const hidePopover = jest.fn(function (this: HTMLElement) {
    toggle(this, false);
  });
  Object.assign(HTMLElement.prototype, {
    showPopover(this: HTMLElement) {
      toggle(this, true);
    },
    hidePopover,
  });
  jest.spyOn(Element.prototype, "matches").mockImplementation(function (this: Element, selector: string) {
    return selector === ":popover-open" ? shown.has(this) : matches.call(this, selector);
  });
  const onClick = (event: MouseEvent) => {
    const invoker = (event.target as Element).closest("[popovertarget]");
    const target = invoker && document.getElementById(invoker.getAttribute("popovertarget")!);
    if (target) act(() => toggle(target, !shown.has(target)));
  };
  document.addEventListener("click", onClick);
  return {
    hidePopover,
    open: (element: HTMLElement) => toggle(element, true),
    restore() {
      document.removeEventListener("click", onClick);
      delete (HTMLElement.prototype as Partial<HTMLElement>).popover;
      delete (HTMLElement.prototype as Partial<HTMLElement>).showPopover;
      delete (HTMLElement.prototype as Partial<HTMLElement>).hidePopover;
      delete (window as Partial<Window>).matchMedia;
      jest.restoreAllMocks();
    },
  };
}

describe("NavBar's menu where the browser has the Popover API", () => {
  let api: ReturnType<typeof fakePopoverApi>;
  beforeEach(() => {
    api = fakePopoverApi();
  });
  afterEach(() => api.restore());

  it("is a popover its toggle opens without script, and the state follows it", () => {
    const { container } = renderIn("en", <NavBar brand="B" phone={site.phones[0]} />);
    const toggle = container.querySelector<HTMLButtonElement>("button[aria-controls]")!;
    const menu = document.getElementById(toggle.getAttribute("aria-controls")!)!;
    expect(menu).toHaveAttribute("popover", "auto");
    expect(toggle).toHaveAttribute("popovertarget", menu.id);
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAttribute("aria-label", en.nav.closeMenu);
    expect(container.querySelector("header")).toHaveAttribute("data-solid", "true");

    fireEvent.click(within(menu).getByRole("link", { name: en.nav.area }));
    expect(api.hidePopover).toHaveBeenCalled();
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    fireEvent.click(toggle);
    fireEvent.keyDown(document, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("knows a menu opened by a tap made before the page's script ran", () => {
    // The HTML as the build wrote it, with the menu already opened by the browser.
    const html = document.createElement("div");
    document.body.append(html);
    // The same context renderIn gives, so the HTML is what the hydration below expects.
    const context = {
      language: "en",
      languages: [...LANGUAGES],
      routed: false,
      defaultLanguage: "en",
      generateDefaultLanguagePage: false,
      originalPath: "/",
      path: "/",
    };
    html.innerHTML = renderToString(
      <I18nextContext.Provider value={context}>
        <NavBar brand="B" />
      </I18nextContext.Provider>,
    );
    expect(html.querySelector("button[aria-controls]")).not.toHaveAttribute("aria-expanded");
    api.open(html.querySelector<HTMLElement>("#primary-menu")!);
    renderIn("en", <NavBar brand="B" />, { container: html, hydrate: true });
    expect(html.querySelector("button[aria-controls]")).toHaveAttribute("aria-expanded", "true");
    html.remove();
  });
});
