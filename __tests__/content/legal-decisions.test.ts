/** @jest-environment node */
// Issue 26's legal points, held by what the texts do rather than by their words (docs/testing.md): the
// transfer statement follows where the e-mail provider processes the mail; the EU representative is the
// owner's decision; the Cookie Policy rests on Art. 45c(b) and names what the admin really keeps (read from
// its code); one cancellation rule, with Art. 404 for services by the hour; the VAT clause only with a VAT
// number; a self-hosted site's notice names no Netlify; sensitive data neither invited nor wanted; English
// and French with the same structure. Every value compared comes from content/ or the code.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { CompanyFile } from "../../src/content/schema";
import { formatPath, placeholdersOf, ratesSchema } from "../../src/content/schema";
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { addressParts } from "../../src/i18n/bidi";
import type { DeployTarget } from "../../src/legal/pages";
import { fillLegalText } from "../../src/legal/values";
import { LEGAL_PAGES } from "../../src/legal/list";
import { STATE_COOKIE } from "../../src/server/oauth";
import { localized, strings } from "../support/content";
import { blocks, COMPANY, markdown, RATES, render, sources } from "../support/legalTexts";

const ROOT = path.resolve(__dirname, "../..");
/** A block as the page shows it with these values. */
const shown = (part: string, language: Language, changes: Partial<CompanyFile> = {}, target: DeployTarget = "selfHosted") => fillLegalText(part, sources(changes, target), language);

describe.each([
  ["the e-mail relay", "emailProvider", { switzerland: "emailInSwitzerland", eea: "emailInEea", us: "emailInUs" }],
  ["the mailbox provider", "mailboxProvider", { switzerland: "mailboxInSwitzerland", eea: "mailboxInEea", us: "mailboxInUs" }],
] as const)("%s's country (Privacy Policy)", (_what, processor, REGIONS) => {
  const safeguard = localized("Certified under the Data Privacy Framework (test).", { fr: "Certifié selon le Data Privacy Framework (test)." });
  const regions = Object.keys(REGIONS) as (keyof typeof REGIONS)[];
  const region = `${processor}Region` as const;

  test.each(LANGUAGES)("%s: the transfer statement follows where the provider processes the mail, and says nothing while undecided", (language) => {
    const text = markdown("privacy", language);
    const parts = Object.fromEntries(regions.map((name) => [name, blocks(text, REGIONS[name])])) as Record<keyof typeof REGIONS, { then: string }[]>;
    for (const name of regions) {
      expect({ name, blocks: parts[name].length }).toEqual({ name, blocks: 1 });
      // A statement of its own for each region: the Swiss one ("no transfer abroad") is never shown for another.
      for (const other of regions) if (other !== name) expect(parts[name][0].then).not.toBe(parts[other][0].then);
    }
    for (const name of regions) {
      const changes = { [region]: name, [`${processor}Safeguard`]: safeguard } as Partial<CompanyFile>;
      const page = render("privacy", language, changes);
      for (const other of regions) {
        const part = shown(parts[other][0].then, language, changes);
        expect({ name, other, shown: page.includes(part) }).toEqual({ name, other, shown: other === name });
      }
      expect({ name, safeguard: page.includes(safeguard[language]) }).toEqual({ name, safeguard: name === "us" });
    }
    const undecided = render("privacy", language, { [region]: "undecided" } as Partial<CompanyFile>);
    for (const name of regions) expect(undecided).not.toContain(shown(parts[name][0].then, language));
  });

  test.each(LANGUAGES)("%s: its own entry among the recipients, with the country its region names, and none while undecided (never a default country)", (language) => {
    const name = `A${processor}B Test AG`;
    const entry = (changes: Partial<CompanyFile>) => {
      const lines = render("privacy", language, { [processor]: name, ...changes } as Partial<CompanyFile>)
        .split("\n")
        .filter((line) => line.startsWith("- ") && line.includes(name));
      // One entry for this processor, the first line naming it (its transfer statement comes after).
      return lines[0];
    };
    for (const place of regions) expect(entry({ [region]: place } as Partial<CompanyFile>)).toContain(COMPANY.regionNames[place][language]);
    const undecided = entry({ [region]: "undecided" } as Partial<CompanyFile>);
    expect(undecided).toBeDefined();
    for (const place of regions) expect(undecided).not.toContain(COMPANY.regionNames[place][language]);
    expect(undecided).not.toContain(COMPANY.country[language]);
  });
});

test.each(LANGUAGES)("%s: the relay that sends and the mailbox that receives are two entries, never one provider named twice", (language) => {
  const page = render("privacy", language, { emailProvider: "Relay Test SA", mailboxProvider: "Mailbox Test AG" } as Partial<CompanyFile>);
  const entries = page.split("\n").filter((line) => line.startsWith("- ") && /Relay Test SA|Mailbox Test AG/.test(line));
  expect(entries.filter((line) => line.includes("Relay Test SA") && !line.includes("Mailbox Test AG")).length).toBeGreaterThanOrEqual(1);
  expect(entries.filter((line) => line.includes("Mailbox Test AG") && !line.includes("Relay Test SA")).length).toBeGreaterThanOrEqual(1);
});

describe("the EU representative (Privacy Policy): the owner's decision", () => {
  const representative = { name: "Rep Europe SARL", address: "1 rue de Rivoli, 75001 Paris, France" };
  const reason = localized("We serve clients in the EU only occasionally (test).", { fr: "Nous ne servons qu’occasionnellement des clients dans l’UE (test)." });
  const decided = (decision: string, values: object = {}) =>
    ({ euRepresentative: { decision, name: "", address: "", exemptionReason: localized(""), ...values } }) as unknown as Partial<CompanyFile>;

  test.each(LANGUAGES)("%s: the representative when appointed, the exemption with its reason when chosen, neither while undecided", (language) => {
    const [exemption] = blocks(markdown("privacy", language), "euExemption");
    expect(exemption).toBeDefined();
    const exemptionShown = (changes: Partial<CompanyFile>) => render("privacy", language, changes).includes(shown(exemption.then, language, changes));

    const appointed = render("privacy", language, decided("appointed", representative));
    expect(appointed).toContain(representative.name);
    // Its parts each on one line in a right-to-left text (addressParts).
    expect(appointed).toContain(addressParts(representative.address, language));
    expect(exemptionShown(decided("appointed", representative))).toBe(false);

    const exempt = render("privacy", language, decided("exempt", { exemptionReason: reason }));
    expect(exempt).toContain(reason[language]);
    expect(exemptionShown(decided("exempt", { exemptionReason: reason }))).toBe(true);
    expect(exempt).not.toContain(representative.name);

    const undecided = render("privacy", language, decided("undecided", { ...representative, exemptionReason: reason }));
    expect(undecided).not.toContain(representative.name);
    expect(undecided).not.toContain(reason[language]);
  });
});

describe("the Cookie Policy", () => {
  test.each(LANGUAGES)("%s: rests on the Telecommunications Act Art. 45c(b) (inform, say how to refuse), not on (a)", (language) => {
    const text = markdown("cookies", language).replace(/\s+/g, " ");
    // "45c(b)", "45c, let. b", "45c Bst. b", Chinese "第 45c 条 b 项", or as Arabic cites it, "(b) من المادة 45c" (letter, then article).
    expect(text).toMatch(/45c(?:\(b\)|, let\. b| lit\. b| Bst\. b| 条 b 项)|\(b\) من المادة 45c/);
    expect(text).not.toMatch(/45c(?:\(a\)|, let\. a| lit\. a| Bst\. a| 条 a 项)|\(a\) من المادة 45c/);
  });

  // What the admin's code writes, read from the code itself: our server's log-in cookie and Decap's key.
  const decapUserKey = /"storageKey","([^"]+)"/.exec(readFileSync(path.join(ROOT, "node_modules/decap-cms-app/dist/decap-cms-app.js"), "utf8"))?.[1];

  test("content names what the admin's code writes, each where the code keeps it", () => {
    expect(decapUserKey).toBeTruthy();
    const entry = (name: string) => COMPANY.adminStorage.find((candidate) => candidate.name === name);
    expect(entry(STATE_COOKIE)).toMatchObject({ store: "cookie", hosts: "selfHosted" });
    expect(entry(decapUserKey!)).toMatchObject({ store: "localStorage", hosts: "all" });
  });

  test.each(LANGUAGES)("%s: the page names the admin's cookie and the editor's token, each on the sites it exists on", (language) => {
    const ownServer = render("cookies", language, {}, "selfHosted");
    const onNetlify = render("cookies", language, {}, "netlify");
    expect(ownServer).toContain(`\`${STATE_COOKIE}\``);
    expect(ownServer).toContain(`\`${decapUserKey}\``);
    expect(onNetlify).toContain(`\`${decapUserKey}\``);
    for (const entry of COMPANY.adminStorage) {
      expect({ entry: entry.name, netlify: onNetlify.includes(`\`${entry.name}\``) }).toEqual({ entry: entry.name, netlify: entry.hosts !== "selfHosted" });
      expect({ entry: entry.name, selfHosted: ownServer.includes(`\`${entry.name}\``) }).toEqual({ entry: entry.name, selfHosted: entry.hosts !== "netlify" });
    }
  });
});

describe("prices and cancellation (Terms and Rates)", () => {
  test.each(LANGUAGES)("%s: one cancellation rule: every percentage of the Terms is the content's, shown in the Rates too; Art. 404 for services by the hour", (language) => {
    const terms = markdown("terms", language);
    // No percentage typed into the text: the one the Terms name is the content's, written by {{lateCancellationShare}}.
    expect(terms).not.toMatch(/%/);
    expect(placeholdersOf(terms)).toEqual(expect.arrayContaining(["freeCancellationDuration", "lateCancellationShare"]));
    const line = RATES.included.filter((entry) => ["freeCancellationDuration", "lateCancellationShare"].every((name) => placeholdersOf(entry[language]).includes(name)));
    expect(line).toHaveLength(1);
    expect(terms).toMatch(/\b404\b/);
  });

  test('a rental price "on request" needs its reason, in every language (PBV Art. 10); a priced row does not', () => {
    const problems = (rental: object[]) => {
      const found: string[] = [];
      ratesSchema.validate({ ...RATES, rental }, [], (at, message) => found.push(`${formatPath(at)} ${message}`));
      return found;
    };
    const [row] = RATES.rental;
    const empty = localized("");
    expect(problems([{ ...row, withChauffeur: 900, withoutChauffeur: 400, onRequestReason: empty }])).toEqual([]);
    expect(problems([{ ...row, withChauffeur: null, withoutChauffeur: 400, onRequestReason: empty }]).map((problem) => problem.split(" ")[0])).toEqual(
      LANGUAGES.map((language) => `rental[0].onRequestReason.${language}`),
    );
    expect(problems([{ ...row, withChauffeur: null, withoutChauffeur: 400, onRequestReason: { ...empty, [LANGUAGES[0]]: "x" } }])).toHaveLength(LANGUAGES.length - 1);
    expect(problems(RATES.rental)).toEqual([]);
  });

  test.each(LANGUAGES)("%s: the Terms state prices with VAT only for a company registered for VAT", (language) => {
    const parts = blocks(markdown("terms", language), "vatNumber");
    expect(parts.length).toBeGreaterThan(0);
    const registered = render("terms", language, { vatNumber: "CHE-987.654.321 MWST" });
    const not = render("terms", language, { vatNumber: "" });
    for (const { then } of parts) {
      expect(registered).toContain(shown(then, language, { vatNumber: "CHE-987.654.321 MWST" }));
      expect(not).not.toContain(shown(then, language));
    }
  });

  test.each(LANGUAGES)("%s: the Terms cite the drivers' working and rest time ordinance (ARV 2 / OTR 2)", (language) => {
    expect(markdown("terms", language)).toMatch(/\b(?:ARV|OTR) 2\b/);
  });
});

describe("the Privacy Policy", () => {
  // The product's name, as the build's target calls it (not an editor's word: the host's name in content may change).
  const netlifyWord = "Netlify";

  test.each(LANGUAGES)("%s: a self-hosted site's notice never names Netlify; the editors' log-in is named for both", (language) => {
    const ownServer = render("privacy", language, {}, "selfHosted");
    const onNetlify = render("privacy", language, {}, "netlify");
    expect(ownServer).not.toContain(netlifyWord);
    expect(ownServer).toContain("GitHub");
    expect(onNetlify).toContain("GitHub");
    expect(onNetlify).toContain(`${netlifyWord} Identity`);
  });

  test.each(LANGUAGES)("%s: WhatsApp's provider for Switzerland and the EEA is named", (language) => {
    const [part] = blocks(markdown("privacy", language), "whatsapp").filter(({ then }) => then.includes("WhatsApp Ireland"));
    expect(part).toBeDefined();
  });

  test.each(LANGUAGES)("%s: sensitive data is asked not to be sent (FADP Art. 5(c), GDPR Art. 9)", (language) => {
    expect(markdown("privacy", language)).toMatch(/\b9\b.*(?:GDPR|RGPD|DSGVO)|(?:GDPR|RGPD) Art\. 9\b/);
  });

  test.each(LANGUAGES)("%s: a passenger's need for help (health data) has its legal basis: explicit consent (FADP Art. 6(7)(a), GDPR Art. 9(2)(a))", (language) => {
    const text = markdown("privacy", language);
    expect(text).toMatch(/9\(2\)\(a\)|9, par\. 2, let\. a|9 Abs\. 2 lit\. a|第 9 条第 2 款 a 项|\(a\) من الفقرة 2 من المادة 9/);
    expect(text).toMatch(/6\(7\)\(a\)|6, al\. 7, let\. a|6 Abs\. 7 Bst\. a|第 6 条第 7 款 a 项|\(a\) من الفقرة 7 من المادة 6/);
  });

  test("every language names as many recipients and bold terms as the governing version (a translation that drops one fails)", () => {
    const shape = (language: Language) => {
      const text = markdown("privacy", language);
      return { items: text.match(/^- /gm)?.length, bold: text.match(/\*\*[^*]+\*\*/g)?.length };
    };
    for (const language of LANGUAGES) expect({ language, ...shape(language) }).toEqual({ language, ...shape(COMPANY.governingLanguage) });
  });

  test("no form placeholder invites health data", () => {
    for (const texts of Object.values(strings)) {
      for (const text of Object.values(texts.contact.form.messagePlaceholders)) {
        expect(text).not.toMatch(/hospital|hôpital|clinic|clinique|medical|médical|doctor|médecin|health|santé|Spital|Klinik|Arzt|Gesundheit|مستشفى|عيادة|طبيب|صحة|صحي/i);
      }
    }
  });
});

describe("English and French say the same thing", () => {
  test.each(LEGAL_PAGES)("%s: the same values and the same conditions, in the same order", (page) => {
    const structure = (language: Language) => ({
      placeholders: [...markdown(page, language).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]),
      conditions: [...markdown(page, language).matchAll(/<!--\s*(if\s+\w+|else|end)\s*-->/g)].map((match) => match[1]),
    });
    for (const language of LANGUAGES) expect(structure(language)).toEqual(structure(LANGUAGES[0]));
  });
});

test.each(LANGUAGES)("%s: the Cookie Policy's language setting names every language code of the list, joined as the language lists alternatives", (language) => {
  const rows = shown("{{storageRows}}", language);
  for (const code of LANGUAGES) expect(rows).toContain(`\`${code}\``);
  expect(rows).not.toContain("{{languageCodes}}");
});

test("a person's age is written with counts.age, a duration with counts.years: Chinese 25 周岁 beside 3 年", () => {
  const chinese = LANGUAGES.find((language) => language.startsWith("zh"))!;
  const { counts } = strings[chinese] as unknown as { counts: Record<string, string> };
  expect(shown("{{rentalMinimumAgeYears}}", chinese)).toBe(counts.age_other.replace("{{count}}", String(COMPANY.terms.rentalMinimumAge)));
  expect(shown("{{rentalLicenceDuration}}", chinese)).toBe(counts.years_other.replace("{{count}}", String(COMPANY.terms.rentalLicenceYears)));
  expect(counts.age_other).not.toBe(counts.years_other);
});
