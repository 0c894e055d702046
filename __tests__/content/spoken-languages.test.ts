/** @jest-environment node */
// The team's languages are an owner setting (site.json spokenLanguages): every service that offers chauffeurs
// names them through {{spokenLanguages}}, so a changed setting changes every line that speaks of them, in
// every language; no text states a number of languages of its own ("bilingual", "zweisprachig").
import services from "../../content/services.json";
import { localizedText } from "../../src/content/localize";
import { LANGUAGES } from "../../src/i18n/languages";
import { countsIn, languageNames } from "../../src/i18n/quantities";
import { TRANSLATIONS } from "../../src/i18n/translations";
import { site, strings } from "../support/content";

/** The services whose texts speak of the team's languages in the default language. */
const speaking = services.filter((service) => service.features.some((feature) => feature[LANGUAGES[0]].includes("{{spokenLanguages}}")));

test("the chauffeur service is among those that name the team's languages", () => {
  expect(speaking.map((service) => service.id)).toEqual(expect.arrayContaining(["private-transport"]));
});

test.each(LANGUAGES)("%s: each such service's features name the setting's languages, whatever they are", (language) => {
  for (const codes of [["en", "fr"], ["en", "fr", "de", "it"], ["ar", "zh"]]) {
    const text = localizedText({ ...site, spokenLanguages: codes }, language, countsIn(TRANSLATIONS[language].counts, language));
    for (const service of speaking) {
      const named = service.features.filter((feature) => feature[language].includes("{{spokenLanguages}}"));
      // As many lines in this language as in the default one: none states a count of its own instead.
      expect(named).toHaveLength(service.features.filter((feature) => feature[LANGUAGES[0]].includes("{{spokenLanguages}}")).length);
      for (const feature of named) expect(text(feature)).toContain(languageNames(codes, language));
    }
  }
});

test("no text states a number of languages of its own (it would contradict the setting)", () => {
  // A list of words refused, not words required: an editor's rewording keeps this test green.
  const counted = /\b(?:bi|tri|multi)lingu|\b(?:zwei|drei|mehr)sprachig|لغتين|ثلاث لغات|\b(?:two|three|deux|trois) (?:languages|langues)/i;
  const texts = [JSON.stringify(services), ...LANGUAGES.map((language) => JSON.stringify(strings[language]))];
  for (const text of texts) expect(text).not.toMatch(counted);
});
