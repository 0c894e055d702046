import i18n from "i18next";
import fr from "../../content/locales/fr/translation.json";
import fleet from "../../content/fleet.json";
import rates from "../../content/rates.json";
import services from "../../content/services.json";
import { localizedText, pick } from "../../src/content/localize";
import { frenchSpacing, typeset } from "../../src/i18n/typography";
import { countsIn, formatPercent } from "../../src/i18n/quantities";
import { LANGUAGES } from "../../src/i18n/languages";
import { localized } from "../support/content";

const NBSP = "\u00a0";
const NNBSP = "\u202f";

describe("French spacing (src/i18n/typography.ts)", () => {
  it.each([
    ["service irréprochable : dirigeants", `service irréprochable${NBSP}: dirigeants`],
    ["Message envoyé !", `Message envoyé${NNBSP}!`],
    ["Oups! Page introuvable", `Oups${NNBSP}! Page introuvable`],
    ["Vraiment ? Oui ; bien sûr", `Vraiment${NNBSP}? Oui${NNBSP}; bien sûr`],
    // After a Markdown emphasis (the legal texts are typeset before Markdown is read).
    ["au plus **la moitié du prix** ; puis _rien_ ?", `au plus **la moitié du prix**${NNBSP}; puis _rien_${NNBSP}?`],
    // After a placeholder a value fills later (the booking core typesets its texts before filling them).
    ["{{zone}} ; saisi par le visiteur : {{written}}", `{{zone}}${NNBSP}; saisi par le visiteur${NBSP}: {{written}}`],
    ["il dit « bonjour » puis «merci»", `il dit «${NBSP}bonjour${NBSP}» puis «${NBSP}merci${NBSP}»`],
    ["Discrétion à 100 %", `Discrétion à 100${NNBSP}%`],
    ["100% discrétion", `100${NNBSP}% discrétion`],
  ])("%j", (input, expected) => {
    expect(frenchSpacing(input)).toBe(expected);
  });

  it.each([
    "Veuillez saisir une heure au format HH:MM.",
    "https://wa.me/41790000000?text=Bonjour",
    "Disponible 24h/24, 7j/7",
    "+41 22 000 00 00",
    "Référence GPM-7K3F9Q",
  ])("leaves %j as it is", (input) => {
    expect(frenchSpacing(input)).toBe(input);
  });

  // Test inputs, not editors' words: a vehicle class, a unit, one-letter words.
  it.each([
    ["Mercedes Classe S", `Mercedes Classe${NBSP}S`],
    ["Van Mercedes Classe V climatisé", `Van Mercedes Classe${NBSP}V climatisé`],
    ["Une BMW Série 7.", `Une BMW Série${NBSP}7.`],
    ["Classe S, Classe V ou Classe E ?", `Classe${NBSP}S, Classe${NBSP}V ou Classe${NBSP}E${NNBSP}?`],
  ])("keeps a model's letter with its name: %j", (input, expected) => {
    expect(frenchSpacing(input)).toBe(expected);
  });

  it.each(["de 1 heure", "à 6 h", "Réf. A", "24h/24, 7j/7", "page 2 sur 3"])("leaves %j as it is (no capitalised name before the letter)", (input) => {
    expect(frenchSpacing(input)).toBe(input);
  });

  it("the content's French vehicle names: no model letter is left beside an ordinary space", () => {
    const alone = /(?:^|[^\p{L}])\p{Lu}\p{L}+ (?:\p{Lu}|\p{N})(?=$|[\s.,;:!?)])/u;
    const names = [...rates.classes.map((entry) => entry.name), ...fleet.map((vehicle) => vehicle.name)];
    const texts = [...names, ...services.map((service) => service.title), ...services.map((service) => service.description)].map((text) => pick(text, "fr"));
    for (const text of texts) expect(alone.test(text.trimEnd())).toBe(false);
  });

  it("is idempotent (a text already spaced stays the same)", () => {
    const once = frenchSpacing("Votre référence : « GPM » 100 % ! Classe S à 6 h");
    expect(frenchSpacing(once)).toBe(once);
  });

  it("touches only French", () => {
    expect(typeset("Sent : 100% !", "en")).toBe("Sent : 100% !");
    expect(typeset("Envoyé !", "fr")).toBe(`Envoyé${NNBSP}!`);
  });
});

describe("one percent spacing per language (src/i18n/languages.ts percentSpace)", () => {
  it.each(LANGUAGES)("%s: whatever space the editor typed, a page writes the percentage as formatPercent does", (language) => {
    const written = formatPercent(8.1, language);
    for (const typed of ["8.1%", "8.1 %", `8.1${NBSP}%`, `8.1${NNBSP}%`]) {
      expect(typeset(`VAT (${typed})`, language)).toBe(`VAT (${written.replace(/8[.,]1/, "8.1")})`);
    }
    // Two spellings in one language would be two styles on one page.
    expect(new Set(["100%", "100 %"].map((typed) => typeset(typed, language))).size).toBe(1);
  });
});

describe("applied where texts are rendered", () => {
  it("t() returns French interface texts spaced, English ones as written", () => {
    const t = i18n.getFixedT("fr");
    expect(fr.contact.sent.title).toMatch(/ !$/);
    expect(t("contact.sent.title")).toBe(frenchSpacing(fr.contact.sent.title));
    expect(t("contact.sent.title")).toMatch(new RegExp(`${NNBSP}!$`));
    // Interpolated values are spaced too, after interpolation.
    expect(t("contact.toast.callUs", { phone: "+41 22 000 00 00" })).toContain(`${NBSP}: +41 22 000 00 00`);
    const en = i18n.getFixedT("en");
    expect(en("contact.sent.title")).not.toMatch(/[\u00a0\u202f]/);
  });

  it("content/ texts picked for French are spaced (services, regions, site)", () => {
    const description = services.find((service) => / : /.test(service.description.fr));
    expect(description).toBeDefined();
    const site = { agentMinimumHours: 2, responseHours: 2, bookingNoticeHours: { geneva: 12, standard: 24 }, spokenLanguages: ["en", "fr"] };
    const counts = countsIn(fr.counts, "fr");
    expect(localizedText(site, "fr", counts)(description!.description)).toContain(`${NBSP}:`);
    expect(localizedText(site, "fr", counts)(description!.description)).not.toContain(" :");
    expect(pick(localized("Done!", { fr: "Fini !" }), "fr")).toBe(`Fini${NNBSP}!`);
    expect(pick(localized("Done !", { fr: "Fini !" }), "en")).toBe("Done !");
  });
});
