import { screen } from "@testing-library/react";
import { Footer } from "../../src/components/Footer";
import { format, site, strings } from "../support/content";
import { renderIn } from "../support/i18n";
const { en, fr } = strings;
import { LEGAL_PAGES } from "../../src/legal/list";
import { LEGAL_PATHS } from "../../src/legal/pages";

describe("Footer", () => {
  it("shows this year's copyright even when the site was built in an earlier year", () => {
    renderIn("en", <Footer site={site} language="en" buildYear={2001} whatsapp="" />);
    const year = new Date().getFullYear();
    expect(screen.getByText(format(en.footer.copyright, { year, brand: site.brand }))).toBeInTheDocument();
    expect(screen.queryByText(/2001/)).not.toBeInTheDocument();
  });

  const social = { facebook: "https://www.facebook.com/gpm", instagram: "https://www.instagram.com/gpm" };

  it("lists the quick links, contact details, socials and the legal pages", () => {
    renderIn("fr", <Footer site={{ ...site, social }} language="fr" buildYear={2026} whatsapp="" />);
    const quick = screen.getByRole("navigation", { name: fr.footer.quickLinks });
    expect([...quick.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["#home", "#services", "#rates", "#about", "#area", "#contact"]);
    expect(screen.getByRole("link", { name: site.email })).toBeInTheDocument();
    expect(screen.getByText(site.city.fr)).toBeInTheDocument();
    for (const phone of site.phones)
      expect(screen.getByRole("link", { name: (name) => name.includes(phone) })).toHaveAttribute("href", expect.stringMatching(/^tel:\+41\d+$/));
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(screen.getByText(fr.footer.available)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: fr.footer.facebook })).toHaveAttribute("href", social.facebook);
    expect(screen.getByRole("link", { name: fr.footer.instagram })).toHaveAccessibleDescription(fr.footer.instagram);
    const legal = screen.getByRole("list", { name: fr.footer.legal });
    expect([...legal.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual(
      LEGAL_PAGES.map((page) => [fr.footer[page], LEGAL_PATHS[page].fr]),
    );
  });

  it("shows a social icon only for a network whose address is set", () => {
    renderIn("en", <Footer site={{ ...site, social: { ...social, instagram: "" } }} language="en" buildYear={2026} whatsapp="" />);
    expect(screen.getByRole("link", { name: en.footer.facebook })).toHaveAttribute("href", social.facebook);
    expect(screen.queryByRole("link", { name: en.footer.instagram })).not.toBeInTheDocument();
  });

  it("without any social address, no social group at all (no link to #)", () => {
    renderIn("en", <Footer site={{ ...site, social: { facebook: "", instagram: "" } }} language="en" buildYear={2026} whatsapp="" />);
    expect(screen.queryByRole("group", { name: en.footer.followUs })).not.toBeInTheDocument();
    expect(document.querySelector('a[href="#"], a[href=""]')).toBeNull();
  });

  it("on other pages, the quick links lead back to the sections of the home page in the page's language", () => {
    renderIn("fr", <Footer site={site} language="fr" buildYear={2026} whatsapp="" home="/fr/" />);
    const quick = screen.getByRole("navigation", { name: fr.footer.quickLinks });
    expect([...quick.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual([
      "/fr/#home",
      "/fr/#services",
      "/fr/#rates",
      "/fr/#about",
      "/fr/#area",
      "/fr/#contact",
    ]);
  });
});
