import { screen } from "@testing-library/react";
import { Footer } from "../src/components/Footer";
import { site } from "./support/content";
import { renderIn } from "./support/i18n";

describe("Footer", () => {
  it("shows this year's copyright even when the site was built in an earlier year", () => {
    renderIn("en", <Footer site={site} language="en" buildYear={2001} />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} ${site.brand}. All rights reserved.`)).toBeInTheDocument();
    expect(screen.queryByText(/2001/)).not.toBeInTheDocument();
  });

  it("lists the quick links, contact details, socials and legal placeholders", () => {
    renderIn("fr", <Footer site={site} language="fr" buildYear={2026} />);
    const quick = screen.getByRole("navigation", { name: "Liens rapides" });
    expect([...quick.querySelectorAll("a")].map((a) => a.getAttribute("href"))).toEqual(["#home", "#services", "#about", "#area", "#contact"]);
    expect(screen.getByText("Genève, Suisse")).toBeInTheDocument();
    for (const phone of site.phones) expect(screen.getByRole("link", { name: phone })).toHaveAttribute("href", expect.stringMatching(/^tel:\+41\d+$/));
    expect(screen.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    expect(screen.getByText("Disponible 24h/24, 7j/7")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", site.social.facebook);
    expect(screen.getByRole("link", { name: "Instagram" })).toHaveAccessibleDescription("Instagram");
    for (const label of ["Politique de confidentialité", "Conditions d'utilisation", "Politique relative aux cookies"]) {
      expect(screen.getByRole("link", { name: label })).toBeInTheDocument();
    }
  });
});
