// Every way to reach the company: each phone and the e-mail is one link (icon and text, one tab stop),
// and WhatsApp, when content/company.json has a number, links to wa.me with a greeting in the page's language.
import { screen } from "@testing-library/react";
import { ContactInfoCard } from "../../src/components/ContactInfoCard";
import { Footer } from "../../src/components/Footer";
import { telHref } from "../../src/booking/catalogue/channels";
import type { Language } from "../../src/content/types";
import company from "../../content/company.json";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import { site } from "../support/content";
import { renderIn } from "../support/i18n";

const STRINGS = { en, fr };
const WHATSAPP = company.whatsapp || "+41 79 555 12 34";
const digits = WHATSAPP.replace(/\D/g, "");

const places: [string, (language: Language, whatsapp: string) => JSX.Element][] = [
  ["contact card", (_, whatsapp) => <ContactInfoCard site={site} whatsapp={whatsapp} />],
  ["footer", (language, whatsapp) => <Footer site={site} language={language} buildYear={2026} whatsapp={whatsapp} />],
];

describe.each(places)("%s", (_, render) => {
  test.each(["en", "fr"] as const)("WhatsApp (%s): a labelled wa.me link with the greeting in the page's language", (language) => {
    renderIn(language, render(language, WHATSAPP));
    const strings = STRINGS[language].contact.whatsapp;
    // Labelled for screen readers: the card says what it does, the footer reads its word then the number.
    const link = screen.getByRole("link", {
      name: (name) => name === strings.linkLabel.replace("{{phone}}", WHATSAPP) || name === `${strings.label} (${WHATSAPP})`,
    });
    const href = new URL(link.getAttribute("href")!);
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${digits}`);
    expect(href.searchParams.get("text")).toBe(strings.greeting);
  });

  test("no WhatsApp number: no WhatsApp link", () => {
    const { container } = renderIn("en", render("en", ""));
    expect(container.querySelector('a[href*="wa.me"]')).toBeNull();
    expect(screen.queryByText(en.contact.whatsapp.label)).toBeNull();
  });

  test("each phone and the e-mail is one link holding its icon and its text: one tab stop each", () => {
    const { container } = renderIn("en", render("en", WHATSAPP));
    for (const href of [...site.phones.map(telHref), `mailto:${site.email}`]) {
      const links = container.querySelectorAll(`a[href="${href}"]`);
      expect(links).toHaveLength(1);
      expect(links[0].querySelector("svg")).not.toBeNull();
      expect(links[0].textContent).toBe(href.startsWith("mailto:") ? site.email : site.phones[site.phones.map(telHref).indexOf(href)]);
    }
    const wa = container.querySelectorAll('a[href*="wa.me"]');
    expect(wa).toHaveLength(1);
    expect(wa[0].textContent).toContain(WHATSAPP);
    expect(wa[0].querySelector("svg")).not.toBeNull();
  });
});

const withEmail: [string, (email: string) => JSX.Element][] = [
  ["contact card", (email) => <ContactInfoCard site={{ ...site, email }} whatsapp="" />],
  ["footer", (email) => <Footer site={{ ...site, email }} language="en" buildYear={2026} whatsapp="" />],
];

describe.each(withEmail)("%s: an address with ? & = (valid: WHATWG's grammar allows them before the @)", (_, render) => {
  test("its mailto: link is percent-encoded: no Cc, no other header, the same address", () => {
    const email = "x&y=z?cc=boss@b.co";
    const { container } = renderIn("en", render(email));
    const links = [...container.querySelectorAll('a[href^="mailto:"]')];
    expect(links).toHaveLength(1);
    const href = links[0].getAttribute("href")!;
    expect(href).toBe("mailto:x%26y%3Dz%3Fcc%3Dboss@b.co");
    expect(new URL(href).searchParams.has("cc")).toBe(false);
    expect(links[0].textContent).toBe(email);
  });
});
