import { screen, waitFor, within } from "@testing-library/react";
import type { PageProps } from "gatsby";
import i18n from "i18next";
import NotFoundPage from "../../src/pages/404";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import { renderIn } from "../support/i18n";
import company from "../../content/company.json";
import site from "../../content/site.json";
import { telHref } from "../../src/booking/catalogue/channels";
import { SECTIONS } from "../../src/navigation/sections";

const edge = (language: string, data: unknown) => ({ node: { ns: "translation", language, data: JSON.stringify(data) } });
const data = {
  locales: { edges: [edge("en", en)] },
  allLocales: { edges: [edge("en", en), edge("fr", fr)] },
  siteJson: { ...site, heroImage: null },
  site: { buildTime: "2025-01-01" },
  companyJson: { whatsapp: company.whatsapp },
};

function props(pathname: string) {
  return { data, location: { pathname }, pageContext: { language: "en" } } as unknown as PageProps<typeof data, { language: "en" }>;
}

describe("404 page", () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => {
    consoleError.mockRestore();
    void i18n.changeLanguage("en");
  });

  it("logs the unknown path and offers the way home", () => {
    renderIn("en", <NotFoundPage {...props("/no-such-page/")} />);
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("/no-such-page/"));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(en.notFound.title);
    expect(screen.getByText(en.notFound.code, { selector: "p" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: en.notFound.back })).toHaveAttribute("href", "/");
  });

  it("answers an unknown French path in French", async () => {
    renderIn("en", <NotFoundPage {...props("/fr/introuvable/")} />);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(fr.notFound.title));
    expect(screen.getByRole("link", { name: fr.notFound.back })).toHaveAttribute("href", "/fr/");
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining("/fr/introuvable/"));
  });

  it.each([
    ["/no-such-page/", "/", en],
    ["/fr/introuvable/", "/fr/", fr],
  ])("%s carries the brand and the site's navigation back, in the page's language", async (pathname, home, strings) => {
    renderIn("en", <NotFoundPage {...props(pathname)} />);
    const nav = await screen.findByRole("navigation", { name: strings.nav.label });
    await waitFor(() =>
      expect(within(nav).getByRole("link", { name: strings.nav.brandHome.replace("{{brand}}", site.brand) })).toHaveAttribute("href", `${home}#home`),
    );
    for (const id of SECTIONS.slice(1)) {
      expect(within(nav).getByRole("link", { name: strings.nav[id] })).toHaveAttribute("href", `${home}#${id}`);
    }
  });

  it.each([
    ["/no-such-page/", en],
    ["/fr/introuvable/", fr],
  ])("%s ends with the footer, its phone and the legal links in the page's language", async (pathname, strings) => {
    const { container } = renderIn("en", <NotFoundPage {...props(pathname)} />);
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(strings.notFound.title));
    const footer = container.querySelector("footer")!;
    expect(footer).not.toBeNull();
    expect(within(footer).getByRole("link", { name: site.phones[0] })).toHaveAttribute("href", telHref(site.phones[0]));
    expect(within(footer).getByRole("link", { name: strings.footer.privacy })).toBeInTheDocument();
    // The footer follows the page's main content.
    expect(container.querySelector("main")!.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
