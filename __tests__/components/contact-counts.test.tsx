// The contact section's counts (the reply time under its title, the booking notice and reply time of the
// card) in the plural form their number takes, in both languages: the words come from the locale files.
import { screen } from "@testing-library/react";
import { Contact } from "../../src/components/Contact";
import { ContactInfoCard } from "../../src/components/ContactInfoCard";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import { site } from "../support/content";
import { renderIn } from "../support/i18n";

const STRINGS = { en, fr };
type Plural = { [key: string]: unknown };
const say = (group: Plural, key: string, count: number) => String(group[`${key}_${count === 1 ? "one" : "other"}`]).replace("{{count}}", String(count));

describe.each(["en", "fr"] as const)("%s", (language) => {
  const strings = STRINGS[language].contact;

  test.each([1, 12])("the card says %i hour(s) in the right form", (hours) => {
    const counted = { ...site, responseHours: hours, bookingNoticeHours: { geneva: hours, standard: hours } };
    const { container } = renderIn(language, <ContactInfoCard site={counted} whatsapp="" />);
    for (const key of ["bookingGeneva", "bookingStandard", "response"]) expect(container.textContent).toContain(say(strings.info, key, hours));
    expect(container.textContent).not.toMatch(/contact\.info\./);
  });

  test.each([1, 2])("the section's subtitle says %i hour(s) in the right form", (hours) => {
    renderIn(language, <Contact site={{ ...site, responseHours: hours }} language={language} buildDate="2026-01-01" whatsapp="" />);
    expect(screen.getByText(say(strings, "subtitle", hours))).toBeInTheDocument();
  });
});
