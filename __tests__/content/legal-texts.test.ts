/** @jest-environment node */
// The legal texts say what the site does: every field the contact form sends is named in the Privacy
// Policy of each language (through content/company.json `dataCategories`, so no wording is pinned here),
// with whether it is required; the host is the one the site is deployed on; WhatsApp (Meta) and the EU
// representative appear only as content says; the Cookie Policy lists what content says the browser keeps.
// Every value compared is read from content/ or the code, never typed here.
import { contactSchema } from "../../src/booking/request/requestSchema";
import { LINK_DAYS_AFTER_SERVICE } from "../../src/booking/bookings/linkDays";
import { linkExpiry } from "../../src/booking/bookings/links";
import { genevaDateTime } from "../../src/booking/trip/genevaClock";
import { SERVICES } from "../../src/booking/catalogue/fields";
import { AUTOMATIC_FIELDS, CONDITIONAL_FIELDS, CONTACT_FIELDS, FORM_FIELDS, REQUIRED_FIELDS, SERVICE_VALUES, messageRequired } from "../../src/booking/catalogue/options";
import { formatDay } from "../../src/i18n/prices";
import { placeholdersOf } from "../../src/content/schema";
import { languageInfo, LANGUAGES, type Language } from "../../src/i18n/languages";
import { pluralText } from "../../src/i18n/plural";
import { formatChf } from "../../src/i18n/prices";
import { formatPercent, joinList } from "../../src/i18n/quantities";
import { TRANSLATIONS } from "../../src/i18n/translations";
import { addressParts, isolate } from "../../src/i18n/bidi";
import {
  applyConditions,
  dataMarkOf,
  deployTargetOf,
  storageName,
  type LegalCondition,
} from "../../src/legal/pages";
import { fillLegalText, legalValues } from "../../src/legal/values";
import { markdownToHtml } from "../../src/legal/render";
import { LEGAL_FILES } from "../../src/legal/pages";
import { blocks, COMPANY, markdown, RATES, render, SITE, SITE_URL as URL } from "../support/legalTexts";

describe("the fields the contact form sends", () => {
  // From the code that defines them: the request's fields (language and the spam trap included) and every
  // service's trip details.
  const formFields = [...new Set<string>([...CONTACT_FIELDS, "language", ...Object.values<readonly string[]>(SERVICES).flat()])];

  test("FORM_FIELDS is every field of the request and every trip detail", () => {
    expect([...FORM_FIELDS].sort()).toEqual([...formFields].sort());
  });

  test("the required ones are those the contact schema requires", () => {
    const described = contactSchema.describe().fields as Record<string, { optional: boolean }>;
    const required = Object.entries(described)
      .filter(([, field]) => !field.optional)
      .map(([name]) => name);
    expect([...REQUIRED_FIELDS].sort()).toEqual(required.sort());
    for (const field of AUTOMATIC_FIELDS) expect(CONTACT_FIELDS).toContain(field);
    // The message: required for a service without trip details, optional with them (the privacy notice says so).
    expect(CONDITIONAL_FIELDS).toEqual(["message"]);
    expect(SERVICE_VALUES.filter((service) => messageRequired(service))).toEqual(SERVICE_VALUES.filter((service) => SERVICES[service].length === 0));
  });

  test.each(LANGUAGES)("every one is named in the Privacy Policy (%s), marked required or optional", (language) => {
    const text = render("privacy", language);
    for (const field of formFields) {
      const category = COMPANY.dataCategories.find((entry) => (entry.fields as string[]).includes(field));
      expect({ field, named: category !== undefined }).toEqual({ field, named: true });
      const mark = COMPANY.dataMarks[dataMarkOf(category!.fields)][language];
      expect({ field, line: text.includes(`${category!.label[language]} (${mark})`) }).toEqual({ field, line: true });
    }
  });

  test("a required field's category carries the required mark, a typed optional one the optional mark", () => {
    expect(dataMarkOf(["name"])).toBe("required");
    expect(dataMarkOf(["service", "serviceDate"])).toBe("optional");
    expect(dataMarkOf([...AUTOMATIC_FIELDS])).toBe("automatic");
    const nameCategory = COMPANY.dataCategories.find((entry) => (entry.fields as string[]).includes(REQUIRED_FIELDS[0]))!;
    for (const language of LANGUAGES) {
      expect(render("privacy", language)).toContain(`${nameCategory.label[language]} (${COMPANY.dataMarks.required[language]})`);
    }
  });
});

describe("recipients, scope and bases", () => {
  test("the host named is Netlify's on a Netlify build and the self-host provider's elsewhere", () => {
    expect(deployTargetOf({ NETLIFY: "true" })).toBe("netlify");
    expect(deployTargetOf({})).toBe("selfHosted");
    expect(deployTargetOf({ NETLIFY: "false" })).toBe("selfHosted");
    const { netlify, selfHosted } = COMPANY.hosting;
    for (const language of LANGUAGES) {
      for (const page of ["privacy", "legalNotice"] as const) {
        const onNetlify = render(page, language, {}, "netlify");
        const ownServer = render(page, language, {}, "selfHosted");
        expect(onNetlify).toContain(netlify.name);
        expect(onNetlify).toContain(netlify.country[language]);
        expect(onNetlify).not.toContain(selfHosted.name);
        expect(ownServer).toContain(selfHosted.name);
        expect(ownServer).toContain(selfHosted.country[language]);
        expect(ownServer).not.toContain(netlify.name);
      }
      const privacy = render("privacy", language, {}, "selfHosted");
      expect(privacy).toContain(selfHosted.safeguard[language]);
      expect(render("privacy", language, {}, "netlify")).toContain(netlify.safeguard[language]);
    }
  });

  test("the e-mail relay and the mailbox provider are named, each with the country its region gives (their transfer statements: legal-decisions.test.ts)", () => {
    const decided = { emailProviderRegion: "eea", mailboxProviderRegion: "us" } as const;
    for (const language of LANGUAGES) {
      const text = render("privacy", language, decided);
      for (const value of [COMPANY.emailProvider, COMPANY.regionNames.eea[language], COMPANY.mailboxProvider, COMPANY.regionNames.us[language]]) {
        expect(text).toContain(value);
      }
    }
  });

  test.each(["privacy", "terms"] as const)("%s: WhatsApp (Meta) is named only while a WhatsApp number is set", (page) => {
    for (const language of LANGUAGES) {
      const whatsappParts = blocks(markdown(page, language), "whatsapp");
      expect(whatsappParts.length).toBeGreaterThan(0);
      const withNumber = render(page, language, { whatsapp: "+41 79 555 12 34" });
      const without = render(page, language, { whatsapp: "" });
      for (const { then } of whatsappParts) {
        expect(withNumber).toContain(fillLegalText(then, { site: SITE, company: COMPANY, rates: RATES, siteUrl: URL }, language));
        expect(without).not.toContain(fillLegalText(then, { site: SITE, company: COMPANY, rates: RATES, siteUrl: URL }, language));
      }
    }
  });

  test("the Privacy Policy names stored requests and their retention, and the invoices' legal basis", () => {
    expect(render("privacy", "en")).toContain("6(1)(c)");
    expect(render("privacy", "fr")).toContain("6, par. 1, let. c");
    for (const language of LANGUAGES) {
      expect(placeholdersOf(markdown("privacy", language))).toEqual(expect.arrayContaining(["requestRetentionDuration", "dataCategories"]));
      expect(fillLegalText(markdown("privacy", language), { site: { ...SITE, requestRetentionDays: 17 }, company: COMPANY, rates: RATES, siteUrl: URL }, language)).toContain("17");
    }
  });

  test("the Terms' sections use the numbers of content: waiting, assistance minimum, self-drive rental, published rates", () => {
    for (const language of LANGUAGES) {
      expect(placeholdersOf(markdown("terms", language))).toEqual(
        expect.arrayContaining([
          "freeWaitingDuration",
          "agentMinimumDuration",
          "rentalMinimumAgeYears",
          "rentalLicenceDuration",
          "rentalDepositAmount",
          "rentalExcessAmount",
          "airportWaitingDuration",
          "ratesPath",
          "ratesValidFrom",
          "freeCancellationDuration",
          "lateCancellationShare",
        ]),
      );
      // The price rules point to the published rates (the Rates section of the page in that language).
      const html = markdownToHtml(render("terms", language));
      expect(html).toContain(`href="${language === "en" ? "" : `/${language}`}/#rates"`);
      expect(html).toContain(formatDay(RATES.validFrom, language));
    }
  });

  test("the Legal notice shows the VAT number and the transport authorisation only when set", () => {
    for (const language of LANGUAGES) {
      const unset = render("legalNotice", language, { vatNumber: "", transportAuthorisation: { ...COMPANY.transportAuthorisation, number: "" } });
      const set = render("legalNotice", language, {
        vatNumber: "CHE-987.654.321 MWST",
        transportAuthorisation: { ...COMPANY.transportAuthorisation, number: "GE-2024-0042" },
      });
      expect(set).toContain("CHE-987.654.321 MWST");
      expect(set).toContain("GE-2024-0042");
      expect(set).toContain(COMPANY.transportAuthorisation.authority[language]);
      expect(unset).not.toContain("CHE-987.654.321 MWST");
      expect(unset).not.toContain(COMPANY.transportAuthorisation.authority[language]);
      for (const name of ["vatNumber", "transportAuthorisation"] as const) {
        for (const { then } of blocks(markdown("legalNotice", language), name)) expect(unset).not.toContain(then.split("{{")[0]);
      }
    }
  });
});

describe("the Cookie Policy", () => {
  test.each(LANGUAGES)("its table (%s) lists every entry content says the browser keeps, one row each", (language) => {
    const html = markdownToHtml(render("cookies", language));
    // The visitors' table comes first; the admin's (editors only) follows it.
    const rows = [...html.split("</table>")[0].matchAll(/<tr>([\s\S]*?)<\/tr>/g)].slice(1).map((row) => row[1]);
    expect(rows).toHaveLength(COMPANY.browserStorage.length);
    COMPANY.browserStorage.forEach((entry, index) => {
      const cells = [...rows[index].matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => cell[1]);
      expect(cells[0]).toBe(`<code>${storageName(entry)}${entry.match === "prefix" ? "…" : ""}</code>`);
      expect(cells).toHaveLength(5);
    });
  });
});

describe("conditions", () => {
  const all = (value: boolean) =>
    ({
      whatsapp: value,
      vatNumber: value,
      transportAuthorisation: value,
      euRepresentative: value,
      euExemption: value,
      emailInSwitzerland: value,
      emailInEea: value,
      emailInUs: value,
      netlify: value,
      selfHosted: !value,
    }) as Record<
      LegalCondition,
      boolean
    >;

  test("keep the part whose condition holds, drop the other and the markers, keep lists together", () => {
    const text = "- a\n<!-- if whatsapp -->\n- w\n<!-- end -->\n- b\n\n<!-- if netlify -->N<!-- else -->S<!-- end -->.";
    expect(applyConditions(text, all(true))).toBe("- a\n- w\n- b\n\nN.");
    expect(applyConditions(text, all(false))).toBe("- a\n- b\n\nS.");
  });
});

describe("French legal wording", () => {
  test.each(["privacy", "terms", "cookies", "legalNotice"] as const)("%s.fr: the typographic apostrophe, and the law's name is LPD", (page) => {
    const text = markdown(page, "fr");
    expect(text).not.toMatch(/'/);
    expect(text).not.toMatch(/\bnLPD\b/);
  });
});

describe("numbers and lists in the legal texts, as each language writes them", () => {
  const withSite = (changes: Partial<typeof SITE>, language: Language) =>
    fillLegalText(markdown("terms", language), { site: { ...SITE, ...changes }, company: COMPANY, rates: RATES, siteUrl: URL }, language);

  test.each(LANGUAGES)("%s: every count takes its plural form, so Arabic reads the dual ('ساعتين'), never '2 ساعة'", (language) => {
    const counts = TRANSLATIONS[language].counts;
    for (const hours of [1, 2, 3, 11, 24, 100]) {
      const terms = withSite({ responseHours: hours }, language);
      expect(terms).toContain(pluralText(counts, "hours", hours, language));
    }
    // Arabic has a form of its own for two (i18next's `_two`): the count is not written as a digit there.
    if (new Intl.PluralRules(languageInfo(language).dateLocale).select(2) === "two") {
      const two = pluralText(counts, "hours", 2, language);
      expect(two).not.toMatch(/\d/);
      expect(withSite({ responseHours: 2 }, language)).toContain(two);
    }
  });

  test.each(LANGUAGES)("%s: the deposit and the excess are written as the Rates write prices, the late cancellation as the language writes a percentage", (language) => {
    const terms = render("terms", language, { terms: { ...COMPANY.terms, rentalDeposit: 3000, rentalExcess: 2500, lateCancellationPercent: 50 } });
    expect(terms).toContain(formatChf(3000, language));
    expect(terms).toContain(formatChf(2500, language));
    expect(terms).toContain(formatPercent(50, language));
    // Never the bare figure ("CHF 3000"): a thousands separator, as in the Rates.
    expect(terms).not.toMatch(/\b3000\b/);
  });

  test.each(LANGUAGES)("%s: phone numbers and the address are joined with the language's own separator (the Arabic comma in Arabic)", (language) => {
    const notice = fillLegalText(
      markdown("legalNotice", language),
      { site: { ...SITE, phones: ["+41 22 000 00 00", "+41 79 000 00 00"] }, company: COMPANY, rates: RATES, siteUrl: URL },
      language,
    );
    const { listSeparator } = languageInfo(language);
    // Each number kept on one line in a right-to-left text (addressParts).
    expect(notice).toContain(joinList(["+41 22 000 00 00", "+41 79 000 00 00"].map((phone) => addressParts(phone, language)), language));
    expect(joinList(["a", "b"], language)).toContain(listSeparator);
    if (languageInfo(language).dir === "rtl") {
      // No Latin comma between values in a right-to-left text; each Latin value is a unit of its own direction.
      expect(joinList(["+41 22 000 00 00", "+41 79 000 00 00"], language)).not.toContain(",");
      expect(render("privacy", language)).not.toContain(`${COMPANY.street}, `);
    }
  });
});

describe("Terms a consumer court upholds", () => {
  test.each(LANGUAGES)("%s: the fines' administrative fee is the content's figure, written as the Rates write prices", (language) => {
    const terms = render("terms", language, { terms: { ...COMPANY.terms, finesAdministrativeFee: 1250 } });
    expect(terms).toContain(formatChf(1250, language));
    expect(placeholdersOf(markdown("terms", language))).toContain("finesFeeAmount");
  });

  test.each(LANGUAGES)("%s: a late cancellation costs the actual loss, capped by the content's share (one clause for every service, Art. 404 included)", (language) => {
    const text = markdown("terms", language);
    // One paragraph holds the window, the ceiling and Art. 404: no second rule for services by the hour.
    const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.includes("{{lateCancellationShare}}"));
    expect(paragraphs).toHaveLength(1);
    expect(paragraphs[0]).toContain("{{freeCancellationDuration}}");
    expect(paragraphs[0]).toMatch(/\b404\b/);
    // The share is bold with the words that make it a ceiling, not the whole of what is due.
    expect(paragraphs[0]).toMatch(/\*\*[^*]*\S[^*]*\{\{lateCancellationShare\}\}[^*]*\*\*/);
  });

  test.each(LANGUAGES)("%s: consumers sued only at their domicile (CPC Art. 32, 35; Lugano 15–17) and the consumer reservation on the law (PILA Art. 120)", (language) => {
    const text = markdown("terms", language);
    expect(text).toMatch(/\b32\b[^\n]*\b35\b/);
    expect(text).toMatch(/\b15\b[^\n]*\b17\b/);
    expect(text).toMatch(/\b120\b/);
  });

  test("every language's Terms have the same sections and the same bold clauses as the governing version", () => {
    const shape = (language: Language) => {
      const text = markdown("terms", language);
      return { sections: text.match(/^## /gm)?.length, bold: text.match(/\*\*[^*]+\*\*/g)?.length, paragraphs: text.split(/\n\s*\n/).length };
    };
    for (const language of LANGUAGES) expect(shape(language)).toEqual(shape(COMPANY.governingLanguage));
  });
});

describe("Latin values in a right-to-left legal text", () => {
  const values = (language: Language) => legalValues({ site: SITE, company: COMPANY, rates: RATES, siteUrl: URL }, language);
  const names = (source: { site: typeof SITE; company: typeof COMPANY }) => ({
    brand: source.site.brand,
    legalName: source.company.legalName,
    responsiblePerson: source.company.responsiblePerson,
    emailProvider: source.company.emailProvider,
    hostingProvider: source.company.hosting.selfHosted.name,
    uid: source.company.uid,
  });

  test("ar: each name and number is one unit of its own direction; other languages' values are left as they are", () => {
    const ar = values("ar");
    const en = values("en");
    for (const [name, value] of Object.entries(names({ site: SITE, company: COMPANY }))) {
      if (!value) continue;
      expect({ name, value: ar[name] }).toEqual({ name, value: isolate(value, "ar") });
      expect({ name, value: en[name] }).toEqual({ name, value });
    }
  });

  test("ar: a Latin address breaks only between its parts (each part's spaces unbreakable), in the values and on the page", () => {
    const ar = values("ar");
    for (const name of ["street", "hostingAddress", "address"] as const) {
      // A breakable space only after a comma (Latin or Arabic).
      expect({ name, spaces: ar[name].match(/(?<![,\u060c]) /g) ?? [] }).toEqual({ name, spaces: [] });
    }
    const host = COMPANY.hosting.selfHosted.address;
    expect(render("legalNotice", "ar")).toContain(isolate(host.replace(/([^,]) /g, "$1\u00a0"), "ar"));
    expect(values("en").hostingAddress).toBe(host);
  });
});

describe("which language version prevails", () => {
  test.each(LEGAL_FILES.map(({ page, language }) => [page, language] as const))("%s (%s) names the governing version, in its own language", (page, language) => {
    for (const governing of LANGUAGES) {
      const text = render(page, language, { governingLanguage: governing });
      expect(text).toContain(new Intl.DisplayNames(languageInfo(language).dateLocale, { type: "language" }).of(governing));
    }
  });
});

describe("the booking's links in the Privacy Policy", () => {
  test.each(LANGUAGES)("%s: the status link's life is the number the links expire by, written as the language counts days", (language) => {
    // A service on 10 March 2027: the guest's link works to the end of the day LINK_DAYS_AFTER_SERVICE.guest days later, in Geneva.
    const booking = { request: { serviceDate: "2027-03-10" } as never, quote: { day: "2027-03-10" } as never };
    const lastDay = new Date(Date.UTC(2027, 2, 10 + LINK_DAYS_AFTER_SERVICE.guest)).toISOString().slice(0, 10);
    const expiry = linkExpiry(booking, "guest", new Date("2027-03-01T00:00:00Z"));
    expect(genevaDateTime(new Date(expiry.getTime() - 1))).toEqual({ date: lastDay, time: "23:59" });
    expect(genevaDateTime(expiry)).toMatchObject({ time: "00:00" });
    expect(placeholdersOf(markdown("privacy", language))).toContain("statusLinkDuration");
    // Another retention than the link's days, so that the days found are the link's.
    const retention = LINK_DAYS_AFTER_SERVICE.guest + 7;
    const text = fillLegalText(markdown("privacy", language), { site: { ...SITE, requestRetentionDays: retention }, company: COMPANY, rates: RATES, siteUrl: URL }, language);
    const days = (count: number) => pluralText(TRANSLATIONS[language].counts, "days", count, language);
    expect(text).toContain(days(LINK_DAYS_AFTER_SERVICE.guest));
    expect(text).toContain(days(retention));
  });
});
