/** @jest-environment node */
// `npm run check:launch` (src/content/launch.ts, scripts/check-launch.ts): every placeholder value is
// listed with file and field, and the command fails until none is left.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  adminPath,
  describePlaceholders,
  formatPlaceholder,
  launchPlaceholders,
  PLACEHOLDER_EMAIL_PROVIDER,
  PLACEHOLDER_HOST,
  PLACEHOLDER_MAILBOX_PROVIDER,
  PLACEHOLDER_LEGAL_NAME,
  PLACEHOLDER_PERSON,
  PLACEHOLDER_PICTURES,
  PLACEHOLDER_RATES,
  PLACEHOLDER_STREET,
  describeRatesPart,
  ratesFingerprints,
  RATES_PARTS,
  sha256,
  describeUntranslated,
  untranslatedTexts,
} from "../../src/content/launch";
import { DEFAULT_LANGUAGE, languageInfo, LANGUAGES } from "../../src/i18n/languages";
import { collections } from "../../src/cms/collections";
import { DEFAULT_SITE_URL } from "../../src/i18n/siteUrl";
import { LEGAL_PAGES } from "../../src/legal/list";
import { OWNER_DECISIONS } from "../../src/content/schema";
import { formatKilometres } from "../../src/i18n/quantities";
import { formatChf } from "../../src/i18n/prices";
import { LEGAL_FILES } from "../../src/legal/pages";
import { localized } from "../support/content";

const ROOT = path.resolve(__dirname, "../..");
const CONTENT = path.join(ROOT, "content");
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- the tests edit arbitrary paths of parsed content JSON

function copyContent(): string {
  const root = mkdtempSync(path.join(tmpdir(), "launch-check-"));
  made.push(root);
  const dir = path.join(root, "content");
  cpSync(CONTENT, dir, { recursive: true });
  return dir;
}

function edit(dir: string, file: string, change: (data: Json) => void) {
  const full = path.join(dir, file);
  const data = JSON.parse(readFileSync(full, "utf8"));
  change(data);
  writeFileSync(full, JSON.stringify(data, null, 2));
}

/** A copy of content/ where the owner has set every real value. */
function launchReady(): string {
  const dir = copyContent();
  edit(dir, "site.json", (site) => {
    site.phones = ["+41 22 555 12 34", "+41 79 555 12 34"];
    site.email = "contact@geneva-premium-mobility.ch";
    site.social = { facebook: "https://www.facebook.com/gpm", instagram: "https://www.instagram.com/gpm" };
  });
  edit(dir, "company.json", (company) => {
    company.street = "Rue du Rhône 12";
    company.uid = "CHE-987.654.321";
    company.responsiblePerson = "Claire Martin";
    company.privacyEmail = "privacy@geneva-premium-mobility.ch";
    company.emailProvider = "Infomaniak Network SA, Geneva";
    company.mailboxProvider = "Proton AG, Geneva";
    company.whatsapp = "+41 79 555 12 34";
    company.legalName = "Lac Léman Chauffeurs Sàrl";
    company.transportAuthorisation.number = "GE-2026-0042";
    company.hosting.selfHosted.name = "Infomaniak Network SA";
    // The owner's decisions: where the mail is processed, the EU representative, the VAT registration.
    company.emailProviderRegion = "switzerland";
    company.mailboxProviderRegion = "switzerland";
    company.euRepresentative = { decision: "appointed", name: "Rep Europe SARL", address: "1 rue de Rivoli, 75001 Paris, France", exemptionReason: localized("") };
    company.vatNumber = "CHE-987.654.321 MWST";
    for (const page of LEGAL_PAGES) for (const language of LANGUAGES) company.reviewed[page][language] = true;
    for (const decision of OWNER_DECISIONS) company.decisions[decision] = true;
  });
  // The owner's own prices: one changed price in each part is enough.
  edit(dir, "rates.json", (rates) => {
    rates.transfers[0].prices[0].amount += 10;
    rates.hourly[0].amount += 10;
    rates.assistanceHourly += 10;
    rates.rental[0].withoutChauffeur += 10;
    rates.supplements[0].amount += 10;
  });
  // The owner's own photograph: any picture that is not the shipped artwork (here, the icon).
  copyFileSync(path.join(CONTENT, "images/icon.png"), path.join(dir, "images/photo.png"));
  edit(dir, "site.json", (site) => Object.assign(site, { heroImage: "images/photo.png", shareImage: "images/photo.png" }));
  edit(dir, "fleet.json", (fleet) => fleet.forEach((vehicle: Json) => void (vehicle.picture = "images/photo.png")));
  return dir;
}

const LIVE = { SITE_URL: "https://www.gpm.ch" };

test("the shipped content: every placeholder, one line each, naming the admin screen and field, the file and field", () => {
  // The texts below are the shipped placeholders, put back in a copy, so that this test does not depend on
  // what an editor has already set.
  const dir = copyContent();
  edit(dir, "company.json", (company) => {
    Object.assign(company, {
      legalName: PLACEHOLDER_LEGAL_NAME,
      street: PLACEHOLDER_STREET,
      responsiblePerson: PLACEHOLDER_PERSON,
      emailProvider: PLACEHOLDER_EMAIL_PROVIDER,
      mailboxProvider: PLACEHOLDER_MAILBOX_PROVIDER,
    });
    company.transportAuthorisation.number = "";
    company.hosting.selfHosted.name = PLACEHOLDER_HOST;
    // The decisions as shipped: not taken.
    company.emailProviderRegion = "undecided";
    company.mailboxProviderRegion = "undecided";
    company.euRepresentative.decision = "undecided";
    company.vatNumber = "";
  });
  const found = launchPlaceholders(dir, {});
  const lines = found.map(formatPlaceholder);
  const site = JSON.parse(readFileSync(path.join(dir, "site.json"), "utf8"));
  const company = JSON.parse(readFileSync(path.join(dir, "company.json"), "utf8"));
  const rates = JSON.parse(readFileSync(path.join(dir, "rates.json"), "utf8"));
  const fingerprints = ratesFingerprints(rates);
  const shippedParts = RATES_PARTS.filter((part) => fingerprints[part] === PLACEHOLDER_RATES[part]);
  const picture = (field: string) => PLACEHOLDER_PICTURES[sha256(readFileSync(path.join(dir, site[field])))];
  const fleet = JSON.parse(readFileSync(path.join(dir, "fleet.json"), "utf8"));
  const vehiclePicture = (vehicle: Json) => PLACEHOLDER_PICTURES[sha256(readFileSync(path.join(dir, vehicle.picture)))];
  const expected = [
    ...site.phones.map((phone: string, index: number) => ["site.json", `phones[${index}]`, phone, "a phone number full of zeros"]),
    ["site.json", "email", site.email, "an example.com address"],
    ...["heroImage", "shareImage"].filter(picture).map((field) => ["site.json", field, site[field], `${picture(field)}; upload a photograph of your own`]),
    ...fleet.flatMap((vehicle: Json, index: number) =>
      vehiclePicture(vehicle) ? [["fleet.json", `[${index}].picture`, vehicle.picture, `${vehiclePicture(vehicle)}; upload a photograph of this vehicle`, vehicle.name.en]] : [],
    ),
    ["company.json", "legalName", company.legalName, "the sample legal name"],
    ["company.json", "street", company.street, "the placeholder address"],
    ["company.json", "uid", company.uid, "the placeholder UID"],
    ["company.json", "responsiblePerson", company.responsiblePerson, "a placeholder name"],
    ["company.json", "privacyEmail", company.privacyEmail, "an example.com address"],
    ["company.json", "emailProvider", company.emailProvider, "a placeholder provider"],
    ["company.json", "mailboxProvider", company.mailboxProvider, "a placeholder provider"],
    ["company.json", "emailProviderRegion", "undecided", null],
    ["company.json", "mailboxProviderRegion", "undecided", null],
    ["company.json", "euRepresentative.decision", "undecided", null],
    ["company.json", "vatNumber", "", null],
    ["company.json", "whatsapp", company.whatsapp, "a phone number full of zeros (or leave it empty)"],
    ["company.json", "transportAuthorisation.number", "", "empty: the Geneva authorisation to run a chauffeur company (LTVTC), shown in the Legal notice"],
    ["company.json", "hosting.selfHosted.name", PLACEHOLDER_HOST, "the placeholder host, named in the Privacy Policy and Legal notice of a site not on Netlify"],
    ...shippedParts.map((part) => ["rates.json", part, describeRatesPart(rates, part), "the sample prices the project shipped with; set your own"]),
    // Every sample value that binds a client, grouped as the owner decides them (the values named in the launch check's words).
    ...OWNER_DECISIONS.map((decision) => ["company.json", `decisions.${decision}`, "false", null]),
    // Each translation of each legal text is its own decision: a lawyer reading that language.
    ...LEGAL_FILES.map(({ page, language, file }) => [
      "company.json",
      `reviewed.${page}.${language}`,
      "false",
      `no lawyer reading ${languageInfo(language).englishName} has reviewed this text yet (content/${file}); set it to true once done`,
    ]),
  ].map(([file, field, value, why, item]) => {
    const start = `${adminPath(file, field, item)} (content/${file}: ${field}) = ${JSON.stringify(value)}: `;
    // A decision's explanation is the launch check's own words: only that one is given is checked.
    return why === null ? expect.stringMatching(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S`)) : `${start}${why}`;
  });
  expect(lines).toEqual([...expected, `Environment → SITE_URL (environment: SITE_URL) = ${JSON.stringify(DEFAULT_SITE_URL)}: the default address; set SITE_URL to the live one`]);
});

test("every line names the admin screen and field as the admin shows them", () => {
  const company = collections.find((collection) => collection.name === "company")!;
  const street = company.files[0].fields.find((field) => field.name === "street")!;
  expect(adminPath("company.json", "street")).toBe(`Admin → ${company.label} → ${street.label}`);
  const authorisation = company.files[0].fields.find((field) => field.name === "transportAuthorisation")!;
  expect(adminPath("company.json", "transportAuthorisation.number")).toBe(
    `Admin → ${company.label} → ${authorisation.label} → ${authorisation.fields!.find((field) => field.name === "number")!.label}`,
  );
  // A vehicle is an entry of the Fleet screen, listed by its name.
  const fleetScreen = collections.find((collection) => collection.name === "fleet")!;
  const vehicleFields = fleetScreen.files[0].fields[0].fields!;
  expect(adminPath("fleet.json", "[1].picture", "Luxury SUV")).toBe(`Admin → ${fleetScreen.label} → Luxury SUV → ${vehicleFields.find((field) => field.name === "picture")!.label}`);
  expect(adminPath("fleet.json", "[1].picture")).toBe(`Admin → ${fleetScreen.label} → ${fleetScreen.files[0].fields[0].label_singular} 2 → Picture`);
  for (const line of launchPlaceholders(CONTENT, {}).map(formatPlaceholder)) expect(line).toMatch(/^(?:Admin → .+ → .+|Environment → \w+) \((?:content\/[\w/.-]+|environment): /);
});

test("content with every real value and SITE_URL set: nothing left", () => {
  expect(launchPlaceholders(launchReady(), LIVE)).toEqual([]);
  expect(describePlaceholders([])).toBe("launch check: no placeholder left in content/ or the environment");
});

test.each<[string, string, (d: Json) => void, string]>([
  ["a zero phone", "site.json", (d: Json) => void (d.phones[1] = "+41 79 000 00 00"), "content/site.json: phones[1]"],
  ["an example.com e-mail", "site.json", (d: Json) => void (d.email = "hello@example.com"), "content/site.json: email"],
  ["the placeholder address", "company.json", (d: Json) => void (d.street = PLACEHOLDER_STREET), "content/company.json: street"],
  ["the placeholder UID", "company.json", (d: Json) => void (d.uid = "CHE-123.456.789"), "content/company.json: uid"],
  ["the sample legal name", "company.json", (d: Json) => void (d.legalName = PLACEHOLDER_LEGAL_NAME), "content/company.json: legalName"],
  ["no LTVTC authorisation", "company.json", (d: Json) => void (d.transportAuthorisation.number = ""), "content/company.json: transportAuthorisation.number"],
  ["the placeholder host", "company.json", (d: Json) => void (d.hosting.selfHosted.name = PLACEHOLDER_HOST), "content/company.json: hosting.selfHosted.name"],
  ["the hero picture back to the shipped artwork", "site.json", (d: Json) => void (d.heroImage = "images/hero.jpg"), "content/site.json: heroImage"],
  ["the share picture back to the shipped artwork", "site.json", (d: Json) => void (d.shareImage = "images/hero.jpg"), "content/site.json: shareImage"],
  ["a text not reviewed", "company.json", (d: Json) => void (d.reviewed.terms.ar = false), "content/company.json: reviewed.terms.ar"],
  ...OWNER_DECISIONS.map((decision): [string, string, (d: Json) => void, string] => [
    `the owner decision ${decision} not taken`,
    "company.json",
    (d: Json) => void (d.decisions[decision] = false),
    `content/company.json: decisions.${decision}`,
  ]),
])("%s alone is reported", (_, file, change, start) => {
  const dir = launchReady();
  edit(dir, file, change);
  const lines = launchPlaceholders(dir, LIVE).map(formatPlaceholder);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(`(${start}) = `);
});

describe("the owner's legal decisions", () => {
  const fieldsOf = (dir: string) => launchPlaceholders(dir, LIVE).map((entry) => entry.field);
  const company = (change: (data: Json) => void) => {
    const dir = launchReady();
    edit(dir, "company.json", change);
    return fieldsOf(dir);
  };

  test.each(["emailProvider", "mailboxProvider"])("%s, a processor of its own: its country listed until decided; in the United States it needs its safeguard in every language", (processor) => {
    const region = `${processor}Region`;
    const safeguard = `${processor}Safeguard`;
    expect(company((d) => void (d[region] = "undecided"))).toEqual([region]);
    expect(company((d) => void (d[region] = "eea"))).toEqual([]);
    expect(company((d) => Object.assign(d, { [region]: "us", [safeguard]: { ...localized("Certified under the DPF."), fr: "" } }))).toEqual([safeguard]);
    expect(company((d) => Object.assign(d, { [region]: "us", [safeguard]: localized("Certified under the DPF.", { fr: "Certifié DPF." }) }))).toEqual([]);
  });

  test("the EU representative: listed until decided; a representative needs a name and an address, the exemption its reason", () => {
    const representative = (value: Json) => company((d) => void (d.euRepresentative = { name: "", address: "", exemptionReason: localized(""), ...value }));
    expect(representative({ decision: "undecided" })).toEqual(["euRepresentative.decision"]);
    expect(representative({ decision: "appointed", name: "Rep Europe SARL" })).toEqual(["euRepresentative.address"]);
    expect(representative({ decision: "appointed", address: "Paris" })).toEqual(["euRepresentative.name"]);
    expect(representative({ decision: "exempt", exemptionReason: { ...localized("Occasional."), fr: "" } })).toEqual(["euRepresentative.exemptionReason"]);
    expect(representative({ decision: "exempt", exemptionReason: localized("Occasional.", { fr: "Occasionnel." }) })).toEqual([]);
  });

  test("an empty VAT number is listed (prices stated with VAT need a registration)", () => {
    expect(company((d) => void (d.vatNumber = ""))).toEqual(["vatNumber"]);
  });

  test("the shipped content lists all three decisions, each naming its admin field", () => {
    const shipped = JSON.parse(readFileSync(path.join(CONTENT, "company.json"), "utf8"));
    const lines = launchPlaceholders(CONTENT, LIVE);
    const expected = [
      shipped.emailProviderRegion === "undecided" && "emailProviderRegion",
      shipped.mailboxProviderRegion === "undecided" && "mailboxProviderRegion",
      shipped.euRepresentative.decision === "undecided" && "euRepresentative.decision",
      shipped.vatNumber === "" && "vatNumber",
    ].filter(Boolean);
    for (const field of expected) expect(lines.find((entry) => entry.field === field)?.admin).toBe(adminPath("company.json", field as string));
  });
});

describe("every sample value that binds a client is an owner decision", () => {
  // Each value the issue names, by the decision that covers it: an explicit list, so a decision dropped from
  // OWNER_DECISIONS (or never added) fails here rather than vanishing from the owner's list.
  const NAMED = ["selfDriveConditions", "cancellation", "waitingTime", "responseTime", "spokenLanguages", "rentalKilometres", "crossBorderVat", "finesFee", "classCapacity"];

  test("each is listed until switched on, in the admin's words, and no longer once it is", () => {
    expect(OWNER_DECISIONS).toEqual(expect.arrayContaining(NAMED));
    for (const decision of NAMED) {
      const dir = launchReady();
      edit(dir, "company.json", (company) => void (company.decisions[decision] = false));
      const found = launchPlaceholders(dir, LIVE);
      expect(found.map((entry) => entry.field)).toEqual([`decisions.${decision}`]);
      expect(found[0].admin).toBe(adminPath("company.json", `decisions.${decision}`));
      expect(found[0].admin).not.toContain(decision);
    }
  });

  test("the rental's kilometres, the price of a further kilometre and the fines' fee are named with the values they cover, as the Rates write them", () => {
    const dir = launchReady();
    edit(dir, "company.json", (company) => {
      Object.assign(company.terms, { rentalIncludedKilometres: 1250, rentalExtraKilometreCentimes: 175, finesAdministrativeFee: 45 });
      company.decisions.rentalKilometres = false;
      company.decisions.finesFee = false;
    });
    const why = (field: string) => launchPlaceholders(dir, LIVE).find((entry) => entry.field === field)?.why ?? "";
    expect(why("decisions.rentalKilometres")).toContain(formatKilometres(1250, DEFAULT_LANGUAGE));
    expect(why("decisions.rentalKilometres")).toContain(formatChf(1.75, DEFAULT_LANGUAGE));
    expect(why("decisions.finesFee")).toContain(formatChf(45, DEFAULT_LANGUAGE));
  });

  test("the seats and bags of a class that is no car of the Fleet (the business sedan's sample) are listed with their values until confirmed; a class that is a car has nothing to confirm", () => {
    const dir = launchReady();
    edit(dir, "company.json", (company) => void (company.decisions.classCapacity = false));
    const rates = JSON.parse(readFileSync(path.join(dir, "rates.json"), "utf8"));
    const own = rates.classes.filter((entry: Json) => !entry.vehicle);
    expect(own.length).toBeGreaterThan(0);
    const found = launchPlaceholders(dir, LIVE);
    expect(found.map((entry) => entry.field)).toEqual(["decisions.classCapacity"]);
    for (const entry of own) expect(found[0].why).toContain(`${entry.name[DEFAULT_LANGUAGE]}: ${entry.seats} passengers, ${entry.luggage} bags`);
    // It names where the owner sets them, in the admin's words.
    expect(found[0].why).toContain(adminPath("rates.json", "classes"));
    // Every class a car of the Fleet: its seats are the Fleet's, nothing sampled is left to confirm.
    edit(dir, "rates.json", (data) => {
      for (const entry of data.classes) Object.assign(entry, entry.vehicle ? {} : { vehicle: "s-class", seats: null, luggage: null });
    });
    expect(launchPlaceholders(dir, LIVE)).toEqual([]);
  });

  test("npm run check:launch on the shipped content lists each of them", () => {
    const shipped = JSON.parse(readFileSync(path.join(CONTENT, "company.json"), "utf8"));
    const fields = launchPlaceholders(CONTENT, LIVE).map((entry) => entry.field);
    for (const decision of NAMED) if (!shipped.decisions[decision]) expect(fields).toContain(`decisions.${decision}`);
  });
});

test("an empty WhatsApp number is a choice, not a placeholder", () => {
  const dir = launchReady();
  edit(dir, "company.json", (company) => void (company.whatsapp = ""));
  expect(launchPlaceholders(dir, LIVE)).toEqual([]);
});

test("a social network left empty is a choice (no icon), not a placeholder", () => {
  const dir = launchReady();
  edit(dir, "site.json", (site) => void (site.social = { facebook: "", instagram: "" }));
  expect(launchPlaceholders(dir, LIVE)).toEqual([]);
});

test("prices are reported part by part while they are the shipped sample prices, whatever their names say", () => {
  const dir = launchReady();
  // The shipped prices of rates.json (reconstructed from the fingerprints: the prices as the project shipped them).
  const shipped = JSON.parse(readFileSync(path.join(CONTENT, "rates.json"), "utf8"));
  const shippedParts = RATES_PARTS.filter((part) => ratesFingerprints(shipped)[part] === PLACEHOLDER_RATES[part]);
  edit(dir, "rates.json", (rates) => {
    for (const part of shippedParts) rates[part] = shipped[part];
    // Renaming a route does not make its sample price the owner's.
    rates.transfers[0].to.en = "Geneva, Hôtel des Bergues";
  });
  const lines = launchPlaceholders(dir, LIVE);
  expect(lines.map((entry) => entry.field)).toEqual(shippedParts);
  for (const line of lines) expect(line.admin).toMatch(/^Admin → Rates → /);
});

test("the shipped content lists every part of the rates as sample prices, in the admin's words", () => {
  // Fails once content/rates.json's prices are the owner's: then PLACEHOLDER_RATES may be left as it is.
  const shipped = JSON.parse(readFileSync(path.join(CONTENT, "rates.json"), "utf8"));
  const parts = RATES_PARTS.filter((part) => ratesFingerprints(shipped)[part] === PLACEHOLDER_RATES[part]);
  if (parts.length === 0) return;
  const lines = launchPlaceholders(CONTENT, LIVE).filter((entry) => entry.file === "content/rates.json" && !entry.field.startsWith("classes["));
  expect(lines.map((entry) => entry.field)).toEqual(parts);
  expect(lines[0].admin).toBe("Admin → Rates → Fixed-price transfers");
  expect(formatPlaceholder(lines[0])).toContain(`(content/rates.json: transfers) = "${describeRatesPart(shipped, "transfers")}"`);
});

test("each vehicle's picture is reported while it is the shipped artwork, by the vehicle's name in the Fleet screen", () => {
  const dir = launchReady();
  const shipped = JSON.parse(readFileSync(path.join(CONTENT, "fleet.json"), "utf8"))[2];
  copyFileSync(path.join(CONTENT, shipped.picture), path.join(dir, "images/car.jpg"));
  edit(dir, "fleet.json", (fleet) => void (fleet[2].picture = "images/car.jpg"));
  const lines = launchPlaceholders(dir, LIVE);
  const what = PLACEHOLDER_PICTURES[sha256(readFileSync(path.join(CONTENT, shipped.picture)))];
  expect(lines.map(formatPlaceholder)).toEqual(
    what ? [`Admin → Fleet → ${shipped.name.en} → Picture (content/fleet.json: [2].picture) = "images/car.jpg": ${what}; upload a photograph of this vehicle`] : [],
  );
});

test("scripts/make-fleet-images.mjs draws exactly the pictures the launch check knows as placeholders", () => {
  const root = mkdtempSync(path.join(tmpdir(), "fleet-art-"));
  made.push(root);
  // The script and the gradients it imports (scripts/svg-gradients.mjs), nothing else of the project.
  for (const script of ["scripts/make-fleet-images.mjs", "scripts/svg-gradients.mjs"]) cpSync(path.join(ROOT, script), path.join(root, script));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  execFileSync(process.execPath, ["scripts/make-fleet-images.mjs"], { cwd: root });
  const drawn = readdirSync(path.join(root, "content/images/fleet"));
  expect(drawn.length).toBeGreaterThan(0);
  for (const file of drawn) expect(PLACEHOLDER_PICTURES[sha256(readFileSync(path.join(root, "content/images/fleet", file)))]).toContain(file.replace(/\.jpg$/, ""));
});

test("the shipped artwork is recognised by its content, whatever its file name", () => {
  const dir = launchReady();
  copyFileSync(path.join(CONTENT, "images/hero.jpg"), path.join(dir, "images/lake.jpg"));
  edit(dir, "site.json", (site) => void (site.heroImage = "images/lake.jpg"));
  const lines = launchPlaceholders(dir, LIVE);
  const shippedHero = PLACEHOLDER_PICTURES[sha256(readFileSync(path.join(CONTENT, "images/hero.jpg")))];
  expect(lines.map((entry) => entry.field)).toEqual(shippedHero ? ["heroImage"] : []);
});

describe("a Netlify production build", () => {
  const netlify = { ...LIVE, NETLIFY: "true", CONTEXT: "production" };

  test("reports a missing SMTP_URL and a placeholder CONTACT_TO, naming Netlify's environment screen", () => {
    const lines = launchPlaceholders(launchReady(), { ...netlify, CONTACT_TO: "office@example.com" }).map(formatPlaceholder);
    expect(lines).toEqual([
      'Netlify → Site configuration → Environment variables → SMTP_URL (environment: SMTP_URL) = "": not set: on Netlify every contact request fails (502) until the function can send mail',
      'Netlify → Site configuration → Environment variables → CONTACT_TO (environment: CONTACT_TO) = "office@example.com": a placeholder address',
    ]);
  });

  test("CONTACT_TO left unset falls back to the contact e-mail: reported while that is a placeholder", () => {
    const dir = launchReady();
    edit(dir, "site.json", (site) => void (site.email = "contact@example.com"));
    const fields = launchPlaceholders(dir, { ...netlify, SMTP_URL: "smtp://mail.gpm.ch" }).map((entry) => `${entry.file}: ${entry.field}`);
    expect(fields).toEqual(["content/site.json: email", "environment: CONTACT_TO"]);
  });

  test("nothing more with both set; and neither is asked of a build elsewhere or a deploy preview", () => {
    const dir = launchReady();
    expect(launchPlaceholders(dir, { ...netlify, SMTP_URL: "smtp://mail.gpm.ch", CONTACT_TO: "office@gpm.ch" })).toEqual([]);
    expect(launchPlaceholders(dir, LIVE)).toEqual([]);
    expect(launchPlaceholders(dir, { ...netlify, CONTEXT: "deploy-preview" })).toEqual([]);
  });

  test("on Netlify the self-hosted provider is not the one the texts name: its placeholder is not reported", () => {
    const dir = launchReady();
    edit(dir, "company.json", (company) => void (company.hosting.selfHosted.name = PLACEHOLDER_HOST));
    expect(launchPlaceholders(dir, { ...netlify, SMTP_URL: "smtp://mail.gpm.ch", CONTACT_TO: "office@gpm.ch" })).toEqual([]);
    expect(launchPlaceholders(dir, LIVE).map((entry) => entry.field)).toEqual(["hosting.selfHosted.name"]);
  });
});

describe("npm run check:launch", () => {
  const tsx = path.join(ROOT, "node_modules/.bin/tsx");
  const script = path.join(ROOT, "scripts/check-launch.ts");

  test("prints the list and exits 1 while placeholders remain", () => {
    const result = spawnSync(tsx, [script, CONTENT], { cwd: ROOT, encoding: "utf8", env: { ...process.env, SITE_URL: "" } });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(describePlaceholders(launchPlaceholders(CONTENT, {})));
  });

  test("exits 0 when none is left", () => {
    const dir = launchReady();
    const out = execFileSync(tsx, [script, dir], { cwd: path.dirname(dir), encoding: "utf8", env: { ...process.env, ...LIVE } });
    // First the review list of texts that read as the default language's (never a failure), then the placeholders'.
    const lines = out.trim().split("\n");
    expect(lines[0]).toBe(describeUntranslated(untranslatedTexts(dir, "content")).split("\n")[0]);
    expect(lines.at(-1)).toBe("launch check: no placeholder left in content/ or the environment");
  });

  test("lists, per language, a text left as the default language's prose; a name kept as it is is not listed; the exit code is the placeholders'", () => {
    const dir = launchReady();
    const other = LANGUAGES.find((language) => language !== DEFAULT_LANGUAGE)!;
    // Whatever the content already lists (an editor's choice), the changes below add to it or not.
    const before = untranslatedTexts(dir, "content");
    const reference = JSON.parse(readFileSync(path.join(dir, `locales/${DEFAULT_LANGUAGE}/translation.json`), "utf8"));
    edit(dir, `locales/${other}/translation.json`, (texts) => void (texts.hero.title = reference.hero.title));
    const added = { language: other, file: `content/locales/${other}/translation.json`, field: "hero.title", text: reference.hero.title };
    expect(untranslatedTexts(dir, "content")).toEqual(expect.arrayContaining([...before, added]));
    expect(untranslatedTexts(dir, "content")).toHaveLength(before.length + 1);
    const out = execFileSync(tsx, [script, dir], { cwd: path.dirname(dir), encoding: "utf8", env: { ...process.env, ...LIVE } });
    expect(out).toContain(`${languageInfo(other).englishName}: content/locales/${other}/translation.json: hero.title = ${JSON.stringify(reference.hero.title)}`);
    // A vehicle's name written as in the default language ("Mercedes S-Class") is a name, not listed.
    edit(dir, "fleet.json", (fleet) => void (fleet[0].name[DEFAULT_LANGUAGE] = fleet[0].name[other] = "Mercedes S-Class"));
    expect(untranslatedTexts(dir, "content")).toHaveLength(before.length + 1);
  });

  test("--netlify checks as a Netlify production build: exits 1 without SMTP_URL, 0 with it", () => {
    const dir = launchReady();
    const env = { ...process.env, ...LIVE, CONTACT_TO: "office@gpm.ch", SMTP_URL: "" };
    const without = spawnSync(tsx, [script, dir, "--netlify"], { cwd: path.dirname(dir), encoding: "utf8", env });
    expect(without.status).toBe(1);
    expect(without.stderr).toContain("Netlify → Site configuration → Environment variables → SMTP_URL");
    const withIt = spawnSync(tsx, [script, dir, "--netlify"], { cwd: path.dirname(dir), encoding: "utf8", env: { ...env, SMTP_URL: "smtp://mail.gpm.ch" } });
    expect(withIt.status).toBe(0);
    // Without the flag, SMTP_URL is not asked (a self-hosted server keeps an outbox).
    expect(spawnSync(tsx, [script, dir], { cwd: path.dirname(dir), encoding: "utf8", env }).status).toBe(0);
  });
});
