/**
 * `npm run check:launch` and every build: the values in content/ (and the environment) that are still
 * the placeholders the project shipped with, one per line naming the admin screen and field where the
 * owner changes it ("Admin → Company & legal identity → Street and number") and the file and field, so
 * the owner knows what is left before going live. Reads the files as they are on disk; run after
 * `check:content` has passed.
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { collections, ROOT_LIST_FIELD } from "../cms/collections";
import type { CmsField } from "../cms/fields";
import { LEGAL_FILES } from "../legal/pages";
import { DEFAULT_LANGUAGE, languageInfo, LANGUAGES, type Language } from "../i18n/languages";
import { OWNER_DECISIONS, type CompanyFile, type OwnerDecision, type RatesFile, type SiteFile, type VehicleEntry } from "./schema";
import { quantityValues, type QuantityName } from "./quantities";
import { countsIn, languageNames } from "../i18n/quantities";
import { TRANSLATIONS } from "../i18n/translations";
import { DEFAULT_SITE_URL } from "../i18n/siteUrl";

export interface Placeholder {
  /** Where the owner changes it: "Admin → Company & legal identity → Street and number", or the environment. */
  admin: string;
  file: string;
  field: string;
  value: string;
  why: string;
}

/** The identity the project ships with: obviously not a real company's. */
export const PLACEHOLDER_LEGAL_NAME = "Geneva Premium Mobility Sàrl";
export const PLACEHOLDER_STREET = "Rue de l’Exemple 1";
export const PLACEHOLDER_UID = "CHE-123.456.789";
export const PLACEHOLDER_PERSON = "Firstname Lastname";
export const PLACEHOLDER_EMAIL_PROVIDER = "Example Mail Provider";
export const PLACEHOLDER_MAILBOX_PROVIDER = "Example Mailbox Provider";
export const PLACEHOLDER_HOST = "Example Hosting SA";

/**
 * The pictures the project ships with (drawn placeholder artwork), by the sha256 of the file: whatever
 * its name, a picture with this content is still the placeholder.
 */
export const PLACEHOLDER_PICTURES: Readonly<Record<string, string>> = {
  "3424a0a79b775e2d34020823a88477faca20eacd9a604b64d07763acb8df6930": "the drawn placeholder hero picture",
  "46cf9ecb0aa6306a8225a15905d13118496bb355f28d047dfba894367aeb8cd0": "the drawn placeholder picture of the luxury-suv (scripts/make-fleet-images.mjs)",
  "b1e39dac2bc46a196fd9ddd10e3ba8e0dd2a1e83ce8a005f66fe035b3cffe799": "the drawn placeholder picture of the mercedes-van (scripts/make-fleet-images.mjs)",
  "f5dd1473c11cef1150d0f9a79880d48bf77ef0d0c1303995569edad86765c9c2": "the drawn placeholder picture of the s-class (scripts/make-fleet-images.mjs)",
  "e8412cb59c33cc8e5d8ff75ec09a6c7ef5afec7bd42f450a41642446bee2a995": "the drawn placeholder picture of the sports-car (scripts/make-fleet-images.mjs)",
};

/**
 * The prices of content/rates.json the project ships with, part by part: the sha256 of each part's amounts
 * only (ratesFingerprints), so a part whose prices are all still the samples is listed, whatever its names
 * say, and one changed price in a part is the owner's own pricing. The one notion of "prices left as
 * shipped": the Terms point to these rates.
 */
export const PLACEHOLDER_RATES: Readonly<Record<RatesPart, string>> = {
  transfers: "cdb29750aa121aa0ee22e80c635bad84fa3bea9e29f9c81708361391047f99c4",
  hourly: "ac1afdf8af7a2f9cae0df23b9b096cd29d74130300022c57a7e898c7c3853fca",
  assistanceHourly: "a84008063efed1c9b2748f2e71222aaa0449298aeabd82ca3314caf81d9c981e",
  rental: "e76e461464aca6384a9b94b177f2d922854b063b7501fb0b4a784395051557b7",
  supplements: "f73bca1f1061dd06df30faffd8072376e0224d7cf4e085184f7751d6f1617d00",
};

const EXAMPLE_DOMAIN = /@(?:[^@]+\.)?example\.(?:com|org|net)$/i;
/** "+41 22 000 00 00": the subscriber number (its last seven digits) is all zeros. */
const isZeroPhone = (phone: string) => /0{7}$/.test(phone.replace(/\D/g, ""));
export const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
/** The parts of content/rates.json that hold prices, as check:launch names them. */
export const RATES_PARTS = ["transfers", "hourly", "assistanceHourly", "rental", "supplements"] as const;
export type RatesPart = (typeof RATES_PARTS)[number];

/** Each part's prices, in file order ("on request" as null), without names or ids. */
function amountsOf(rates: RatesFile, part: RatesPart): (number | null)[] {
  switch (part) {
    case "transfers":
      return rates.transfers.flatMap((route) => route.prices.map((cell) => cell.amount));
    case "hourly":
      return rates.hourly.map((rate) => rate.amount);
    case "assistanceHourly":
      return [rates.assistanceHourly];
    case "rental":
      return rates.rental.flatMap((row) => [row.withChauffeur, row.withoutChauffeur]);
    case "supplements":
      return rates.supplements.map((supplement) => supplement.amount);
  }
}

/** The fingerprint of each part's prices, as PLACEHOLDER_RATES holds them. */
export const ratesFingerprints = (rates: RatesFile): Record<RatesPart, string> =>
  Object.fromEntries(RATES_PARTS.map((part) => [part, sha256(JSON.stringify(amountsOf(rates, part)))])) as Record<RatesPart, string>;

/** "17 routes, 51 prices", "3 prices": what a listed part holds. */
export function describeRatesPart(rates: RatesFile, part: RatesPart): string {
  const prices = amountsOf(rates, part).filter((amount) => amount !== null).length;
  const count = `${prices} ${prices === 1 ? "price" : "prices"}`;
  return part === "transfers" ? `${rates.transfers.length} routes, ${count}` : count;
}

/**
 * "Admin → Company & legal identity → Transport authorisation (LTVTC) → Authorisation number" for
 * `company.json` and `transportAuthorisation.number`, from the admin's own configuration (src/cms/collections.ts),
 * so the names are those the owner sees. A list item adds its number as the admin counts (1, 2…); an item
 * of a file that is a list (fleet.json's `[2].picture`) is the entry the admin lists by its name, `item`
 * ("Admin → Fleet → Mercedes S-Class → Picture").
 */
export function adminPath(file: string, field: string, item?: string): string {
  for (const collection of collections) {
    const entry = collection.files.find((candidate) => candidate.file === `content/${file}`);
    if (!entry) continue;
    const names = [`Admin → ${collection.label}`];
    let fields: CmsField[] | undefined = entry.fields;
    const rootList = field.startsWith("[") ? entry.fields.find((candidate) => candidate.name === ROOT_LIST_FIELD) : undefined;
    for (const [position, part] of field.split(/\.|(?=\[)/).entries()) {
      const index = /^\[(\d+)\]$/.exec(part);
      if (index && position === 0 && rootList) {
        names.push(item ?? `${rootList.label_singular ?? rootList.label} ${Number(index[1]) + 1}`);
        fields = rootList.fields;
        continue;
      }
      if (index) {
        names[names.length - 1] += ` (${Number(index[1]) + 1})`;
        continue;
      }
      const found: CmsField | undefined = fields?.find((candidate) => candidate.name === part);
      if (!found) break;
      names.push(found.label);
      fields = found.fields ?? (found.field ? [found.field] : undefined);
    }
    return names.join(" → ");
  }
  return `content/${file}`;
}

export interface LaunchEnv {
  SITE_URL?: string;
  NETLIFY?: string;
  CONTEXT?: string;
  SMTP_URL?: string;
  CONTACT_TO?: string;
}

/** A Netlify production build (Netlify sets NETLIFY=true and CONTEXT=production for it). */
export const isNetlifyProduction = (env: LaunchEnv) => env.NETLIFY === "true" && env.CONTEXT === "production";

export function launchPlaceholders(contentDir: string, env: LaunchEnv = {}, label = "content"): Placeholder[] {
  const read = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), "utf8"));
  const site = read("site.json") as SiteFile;
  const company = read("company.json") as CompanyFile;
  const fleet = read("fleet.json") as VehicleEntry[];
  const rates = read("rates.json") as RatesFile;
  const found: Placeholder[] = [];
  const add = (file: string, field: string, value: string, why: string, item?: string) =>
    found.push({ admin: adminPath(file, field, item), file: `${label}/${file}`, field, value, why });
  /** What a picture still is when it is the shipped artwork, by its content (whatever its name). */
  const placeholderPicture = (picture: string) => {
    const full = path.join(contentDir, picture);
    return existsSync(full) ? PLACEHOLDER_PICTURES[sha256(readFileSync(full))] : undefined;
  };
  const netlifyEnv = env.NETLIFY === "true" ? "Netlify → Site configuration → Environment variables" : "Environment";
  const addEnv = (name: string, value: string, why: string) => found.push({ admin: `${netlifyEnv} → ${name}`, file: "environment", field: name, value, why });

  site.phones.forEach((phone, index) => {
    if (isZeroPhone(phone)) add("site.json", `phones[${index}]`, phone, "a phone number full of zeros");
  });
  if (EXAMPLE_DOMAIN.test(site.email)) add("site.json", "email", site.email, "an example.com address");
  for (const field of ["heroImage", "shareImage"] as const) {
    const what = placeholderPicture(site[field]);
    if (what) add("site.json", field, site[field], `${what}; upload a photograph of your own`);
  }
  fleet.forEach((vehicle, index) => {
    const what = placeholderPicture(vehicle.picture);
    // Named as the admin lists the vehicle: by its name in the admin's language.
    if (what) add("fleet.json", `[${index}].picture`, vehicle.picture, `${what}; upload a photograph of this vehicle`, vehicle.name[DEFAULT_LANGUAGE]);
  });

  if (company.legalName === PLACEHOLDER_LEGAL_NAME) add("company.json", "legalName", company.legalName, "the sample legal name");
  if (company.street === PLACEHOLDER_STREET) add("company.json", "street", company.street, "the placeholder address");
  if (company.uid === PLACEHOLDER_UID) add("company.json", "uid", company.uid, "the placeholder UID");
  if (company.responsiblePerson === PLACEHOLDER_PERSON) add("company.json", "responsiblePerson", company.responsiblePerson, "a placeholder name");
  if (EXAMPLE_DOMAIN.test(company.privacyEmail)) add("company.json", "privacyEmail", company.privacyEmail, "an example.com address");
  if (company.emailProvider === PLACEHOLDER_EMAIL_PROVIDER) add("company.json", "emailProvider", company.emailProvider, "a placeholder provider");
  if (company.mailboxProvider === PLACEHOLDER_MAILBOX_PROVIDER) add("company.json", "mailboxProvider", company.mailboxProvider, "a placeholder provider");
  // Where each mail processor works decides the country the Privacy Policy names and what it says of transfers abroad.
  for (const [processor, what] of [
    ["emailProvider", "the e-mail relay sends the site's mail"],
    ["mailboxProvider", "the mailbox provider keeps the mail it receives"],
  ] as const) {
    const region = company[`${processor}Region`];
    if (region === "undecided") {
      add("company.json", `${processor}Region`, region, `not decided: where ${what} (Switzerland, the EU/EEA or the United States); the Privacy Policy names its country and its transfer statement from it`);
    } else if (region === "us" && LANGUAGES.some((language) => company[`${processor}Safeguard`][language].trim() === "")) {
      add("company.json", `${processor}Safeguard`, "", "empty: a provider in the United States needs its safeguard (Data Privacy Framework certification or standard contractual clauses), in every language");
    }
  }
  const representative = company.euRepresentative;
  if (representative.decision === "undecided") {
    add("company.json", "euRepresentative.decision", representative.decision, "not decided: appoint a representative in the EU (GDPR Art. 27) or state why the Art. 27(2)(a) exemption applies; a decision for the company's lawyer");
  } else if (representative.decision === "appointed" && (representative.name.trim() === "" || representative.address.trim() === "")) {
    add("company.json", representative.name.trim() === "" ? "euRepresentative.name" : "euRepresentative.address", "", "empty: the appointed representative's name and address are shown in the Privacy Policy");
  } else if (representative.decision === "exempt" && LANGUAGES.some((language) => representative.exemptionReason[language].trim() === "")) {
    add("company.json", "euRepresentative.exemptionReason", "", "empty: the Privacy Policy gives the reason the Art. 27(2)(a) exemption applies, in every language");
  }
  if (company.vatNumber.trim() === "") {
    add("company.json", "vatNumber", "", "empty: prices may be stated with VAT, and the Legal notice show a VAT number, only for a company registered for VAT; give the number, or have every VAT mention taken out of the rates' texts");
  }
  if (company.whatsapp && isZeroPhone(company.whatsapp)) add("company.json", "whatsapp", company.whatsapp, "a phone number full of zeros (or leave it empty)");
  if (company.transportAuthorisation.number.trim() === "") {
    add("company.json", "transportAuthorisation.number", "", "empty: the Geneva authorisation to run a chauffeur company (LTVTC), shown in the Legal notice");
  }
  // The host a build off Netlify names: only a reminder where that is the one the texts will show.
  if (env.NETLIFY !== "true" && company.hosting.selfHosted.name === PLACEHOLDER_HOST) {
    add("company.json", "hosting.selfHosted.name", company.hosting.selfHosted.name, "the placeholder host, named in the Privacy Policy and Legal notice of a site not on Netlify");
  }
  const fingerprints = ratesFingerprints(rates);
  for (const part of RATES_PARTS) {
    if (fingerprints[part] === PLACEHOLDER_RATES[part]) add("rates.json", part, describeRatesPart(rates, part), "the sample prices the project shipped with; set your own");
  }
  const counted = (count: number | null, what: string) => `${count ?? "no"} ${what}${count === 1 ? "" : "s"}`;
  // Sample values a client is bound by: each listed, with the values it covers, until the owner has decided.
  // A class that is no car of the Fleet states its own seats and bags (the sample: a business sedan's), which
  // the form and the office's e-mail judge every party by.
  const ownCapacity = rates.classes.flatMap((vehicleClass) =>
    vehicleClass.vehicle ? [] : [`${vehicleClass.name[DEFAULT_LANGUAGE]}: ${counted(vehicleClass.seats, "passenger")}, ${counted(vehicleClass.luggage, "bag")}`],
  );
  const written = (names: QuantityName[]) =>
    Object.values(quantityValues(names, { site, company, rates }, DEFAULT_LANGUAGE, countsIn(TRANSLATIONS[DEFAULT_LANGUAGE].counts, DEFAULT_LANGUAGE))).join(", ");
  const covers: Record<OwnerDecision, string> = {
    selfDriveConditions: written(["rentalDepositAmount", "rentalExcessAmount", "rentalMinimumAgeYears", "rentalLicenceDuration"]),
    cancellation: written(["freeCancellationDuration", "lateCancellationShare"]),
    waitingTime: written(["airportWaitingDuration", "freeWaitingDuration"]),
    responseTime: written(["responseDuration"]),
    spokenLanguages: languageNames(site.spokenLanguages, DEFAULT_LANGUAGE),
    rentalKilometres: written(["rentalIncludedDistance", "rentalExtraKilometreAmount"]),
    crossBorderVat: `"${rates.vatIncluded[DEFAULT_LANGUAGE]}" on every fare, a trip partly abroad included`,
    finesFee: written(["finesFeeAmount"]),
    classCapacity: ownCapacity.join("; "),
  };
  // A question of tax law rather than a number: whose VAT a journey's foreign part bears is for a tax adviser.
  const asks: Partial<Record<OwnerDecision, string>> = {
    crossBorderVat: "have a tax adviser say what VAT a trip that crosses the border bears (its Swiss part, its foreign part), have the Rates' VAT line say it, then switch this on",
    classCapacity: `set what the car you send carries (${adminPath("rates.json", "classes")}), or name its car of the Fleet there, then switch this on`,
  };
  for (const decision of OWNER_DECISIONS) {
    if (company.decisions[decision]) continue;
    // Nothing to decide while every class is a car of the Fleet (its seats and bags are the Fleet's).
    if (decision === "classCapacity" && ownCapacity.length === 0) continue;
    add(
      "company.json",
      `decisions.${decision}`,
      "false",
      `not decided: the sample the project shipped with binds clients (${covers[decision]}); ${asks[decision] ?? "set the company's own, then switch this on"}`,
    );
  }
  for (const { page, language, file } of LEGAL_FILES) {
    if (company.reviewed[page][language]) continue;
    add(
      "company.json",
      `reviewed.${page}.${language}`,
      "false",
      `no lawyer reading ${languageInfo(language).englishName} has reviewed this text yet (${label}/${file}); set it to true once done`,
    );
  }

  const siteUrl = (env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
  if (siteUrl === DEFAULT_SITE_URL) addEnv("SITE_URL", siteUrl, "the default address; set SITE_URL to the live one");
  // On Netlify the contact function has no disk to keep requests on: without SMTP_URL nothing reaches the office.
  if (isNetlifyProduction(env)) {
    if (!env.SMTP_URL?.trim()) addEnv("SMTP_URL", "", "not set: on Netlify every contact request fails (502) until the function can send mail");
    const to = env.CONTACT_TO?.trim() || site.email;
    if (EXAMPLE_DOMAIN.test(to)) addEnv("CONTACT_TO", to, env.CONTACT_TO?.trim() ? "a placeholder address" : "not set, and the contact e-mail it falls back to is a placeholder");
  }
  return found;
}

export function formatPlaceholder({ admin, file, field, value, why }: Placeholder): string {
  return `${admin} (${file}: ${field}) = ${JSON.stringify(value)}: ${why}`;
}

/** The list as `check:launch` and the build print it. */
export function describePlaceholders(found: Placeholder[]): string {
  if (found.length === 0) return "launch check: no placeholder left in content/ or the environment";
  const count = found.length === 1 ? "1 value is" : `${found.length} values are`;
  return [`launch check: ${count} still a placeholder; set them before going live (npm run check:launch):`, ...found.map(formatPlaceholder)].join("\n");
}

/** A text of a language that reads exactly as the default language's: a proper name, or not translated yet. */
export interface SameAsDefault {
  language: Language;
  file: string;
  field: string;
  text: string;
}

// Prose, not a name: at least two lower-case words of three letters or more ("Business sedan" is a class's
// name an editor may keep; "per hour" in a German file is English left behind).
// An id ("shield-check") has no space.
const PROSE = /(?<!\p{L})\p{Ll}{3,}.*\s.*(?<!\p{L})\p{Ll}{3,}/u;

function sameAsDefault(tree: unknown, reference: unknown, at: string, found: (field: string, text: string) => void): void {
  if (typeof tree === "string") {
    if (tree === reference && PROSE.test(tree.replace(/\{\{[^}]*\}\}/g, " "))) found(at, tree);
    return;
  }
  if (Array.isArray(tree)) tree.forEach((item, index) => sameAsDefault(item, Array.isArray(reference) ? reference[index] : undefined, `${at}[${index}]`, found));
  else if (tree && typeof tree === "object") {
    for (const [key, value] of Object.entries(tree)) sameAsDefault(value, (reference as Record<string, unknown> | undefined)?.[key], at ? `${at}.${key}` : key, found);
  }
}

/**
 * The texts of each other language that read exactly as the default language's and look like prose: what
 * a translator may have left in English. Listed for review (a native reader, docs/launch.md), never an
 * error: a slogan or a name may rightly stay.
 */
export function untranslatedTexts(contentDir: string, label = "content"): SameAsDefault[] {
  const found: SameAsDefault[] = [];
  const read = (file: string) => JSON.parse(readFileSync(path.join(contentDir, file), "utf8")) as unknown;
  for (const language of LANGUAGES.filter((code) => code !== DEFAULT_LANGUAGE)) {
    const push = (file: string) => (field: string, text: string) => found.push({ language, file: `${label}/${file}`, field, text });
    const localeFile = `locales/${language}/translation.json`;
    sameAsDefault(read(localeFile), read(`locales/${DEFAULT_LANGUAGE}/translation.json`), "", push(localeFile));
    for (const file of ["services.json", "regions.json", "fleet.json", "site.json", "company.json", "rates.json"]) {
      const walk = (node: unknown, at: string): void => {
        if (Array.isArray(node)) return node.forEach((item, index) => walk(item, `${at}[${index}]`));
        if (!node || typeof node !== "object") return;
        const record = node as Record<string, unknown>;
        if (typeof record[DEFAULT_LANGUAGE] === "string" && typeof record[language] === "string") {
          sameAsDefault(record[language], record[DEFAULT_LANGUAGE], `${at}.${language}`, push(file));
          return;
        }
        for (const [key, value] of Object.entries(record)) walk(value, at ? `${at}.${key}` : key);
      };
      walk(read(file), "");
    }
  }
  return found;
}

/** The review list as `check:launch` prints it, per language. */
export function describeUntranslated(found: SameAsDefault[]): string {
  if (found.length === 0) return "launch check: every text of every language differs from the default language's where it reads as prose";
  return [
    `launch check: ${found.length} text(s) read exactly as in ${languageInfo(DEFAULT_LANGUAGE).englishName}; have a native reader confirm or translate them:`,
    ...found.map(({ language, file, field, text }) => `${languageInfo(language).englishName}: ${file}: ${field} = ${JSON.stringify(text)}`),
  ].join("\n");
}
