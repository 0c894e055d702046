/** content/company.json: the legal identity, the legal texts' settings and the owner's decisions. */
import { writtenFormOf } from "../quantities";
import { FORM_FIELDS } from "../../booking/catalogue/options";
import { languageInfo, LANGUAGES, type Language } from "../../i18n/languages";
import type { LegalPage } from "../../legal/list";
import { bool, fieldOf, int, labelled, list, localized, object, oneOf, text, type BoolSchema, type Infer, type ListCheck, type Schema } from "./combinators";
import { OWNER_DECISION_LABELS, OWNER_DECISIONS, type OwnerDecision } from "./decisions";
import { emailText, perLegalPage, PHONE_PATTERN, POSTCODE_PATTERN, summaryOf, UID_PATTERN, VAT_PATTERN } from "./shared";

/** The legal pages as editors know them (the admin's labels; visitors read the locale's legal.*.title). */
export const LEGAL_PAGE_NAMES: Record<LegalPage, string> = { privacy: "Privacy Policy", terms: "Terms of Service", cookies: "Cookie Policy", legalNotice: "Legal notice" };

/** A key the browser stores (what the site's code writes, not wording): no spaces. */
export const STORAGE_NAME_PATTERN = /^[^\s]+$/;

/** Where the browser keeps something (the Cookie Policy's table; e2e/storage.spec.ts compares it with a visit). */
export const BROWSER_STORES = ["localStorage", "sessionStorage", "cookie"] as const;
/** Where the admin (/admin/, editors only) keeps something: the same, and the browser's database (Decap's drafts). */
export const ADMIN_STORES = [...BROWSER_STORES, "indexedDB"] as const;
/** Which sites an admin entry exists on: every one, only a site on Netlify, or only a self-hosted one. */
export const STORAGE_HOSTS = ["all", "netlify", "selfHosted"] as const;

/** Every field the contact form can send is named by one data category of the Privacy Policy. */
const everyFormFieldNamed: ListCheck = (items, path, report) => {
  const named = new Set(items.flatMap((entry) => {
    const fields = fieldOf(entry, "fields");
    return Array.isArray(fields) ? fields : [];
  }));
  for (const field of FORM_FIELDS) {
    if (!named.has(field)) report(path, `names no category for ${JSON.stringify(field)}, a field the contact form sends (src/booking/catalogue/options.ts): add it to a category`);
  }
};

/** Where the e-mail relay and the mailbox process the mail (content/company.json `emailProviderRegion`, `mailboxProviderRegion`). */
export const EMAIL_PROVIDER_REGIONS = ["undecided", "switzerland", "eea", "us"] as const;
const REGION_OPTIONS = {
  undecided: "Not decided yet",
  switzerland: "Switzerland (no transfer abroad)",
  eea: "A country of the EU or the EEA (adequate protection recognised by Switzerland)",
  us: "The United States (give the safeguard below)",
};
/** The owner's decision about a GDPR Art. 27 representative (content/company.json `euRepresentative.decision`). */
export const EU_REPRESENTATIVE_DECISIONS = ["undecided", "appointed", "exempt"] as const;

/** A host's fields (on Netlify, self-hosted): the Privacy Policy and the Legal notice name the one the build runs on. */
const hostSchema = (label: string, hint: string) =>
  labelled(
    object({
      name: labelled(text(), { label: "Company", hint: "{{hostingProvider}} in legal texts." }),
      address: labelled(text(), { label: "Address", hint: "{{hostingAddress}} in legal texts." }),
      country: labelled(localized(), { label: "Country", hint: "{{hostingCountry}} in legal texts." }),
      safeguard: labelled(localized({ multiline: true }), { label: "Safeguard for data abroad", hint: "{{hostingSafeguard}} in legal texts." }),
    }),
    { label, hint },
  );

/** What a Cookie Policy table row says beyond its name, the same for the site's and the admin's storage. */
const storageRow = {
  where: labelled(localized(), "Kept in (as the page says it)"),
  // The language setting's row lists the site's codes: {{languageCodes}}, so a new language needs no text changed.
  content: labelled(localized({ placeholders: ["languageCodes"] }), { label: "Content", hint: "May use {{languageCodes}}: the site's language codes, as this language lists alternatives." }),
  purpose: labelled(localized(), "Purpose"),
  kept: labelled(localized(), "How long"),
};
const STORAGE_ROW_WORDS = { singular: "entry", summary: "{{fields.name}}" };

/** A text the legal pages fill in as {{name}}. */
const legalText = <S extends Schema>(label: string, placeholder: string, schema: S, about?: string): S =>
  labelled(schema, { label, hint: `${about ? `${about} ` : ""}{{${placeholder}}} in legal texts.` });
/** A number the texts fill in as {{name}}. */
/** A number of the Terms, named in texts by its written placeholder (./quantities.ts: "24 hours", "CHF 3’000"). */
const termsNumber = (min: number, label: string, bare: string) => labelled(int(min), { label, hint: `{{${writtenFormOf(bare)}}} in texts.` });

/**
 * content/company.json: the legal identity the Legal notice, the Privacy Policy and the Terms show
 * (filled into the Markdown texts of content/legal/ at build time), the optional WhatsApp number, the
 * Terms' numbers, and whether the owner has had each legal text reviewed (`npm run check:launch`).
 */
export const companySchema = object({
  legalName: legalText("Legal name", "legalName", text(), "As in the commercial register, e.g. Geneva Premium Mobility Sàrl."),
  legalForm: legalText("Legal form", "legalForm", localized()),
  street: legalText("Street and number", "street", text()),
  postcode: legalText("Postcode", "postcode", text({ pattern: { regex: POSTCODE_PATTERN, what: "a Swiss postcode (4 digits)", example: "1201" } })),
  city: legalText("City", "city", localized()),
  country: legalText("Country", "country", localized()),
  uid: legalText("UID", "uid", text({ pattern: { regex: UID_PATTERN, what: "a UID in the form CHE-123.456.789", example: "CHE-123.456.789" } }), "Business identification number."),
  commercialRegister: legalText("Commercial register entry", "commercialRegister", localized()),
  responsiblePerson: legalText("Person responsible for the content", "responsiblePerson", text()),
  privacyEmail: legalText("Data-protection e-mail", "privacyEmail", emailText("privacy@example.com"), "Where visitors exercise their rights."),
  // Two processors, each named with the country its region gives: the relay that sends the site's e-mails
  // (the form's message, the acknowledgement) and the mailbox that receives them. "undecided" (as shipped)
  // names no country and is listed by `npm run check:launch`.
  emailProvider: labelled(text(), {
    label: "E-mail relay (sends the site's e-mails)",
    hint: "Who sends the form's message to the office and the acknowledgement to the visitor (the SMTP relay of SMTP_URL), named in the Privacy Policy ({{emailProvider}}).",
  }),
  emailProviderRegion: labelled(oneOf(EMAIL_PROVIDER_REGIONS, "where the e-mail relay processes the mail"), {
    label: "Where the e-mail relay processes the mail",
    hint: "Ask the provider (its data-processing agreement says it). The Privacy Policy names the country ({{emailProviderCountry}}) and its transfer statement from this choice; npm run check:launch lists it while undecided.",
    options: REGION_OPTIONS,
  }),
  // The safeguard for a transfer to a country without adequate protection (the United States): required there.
  emailProviderSafeguard: labelled(localized({ multiline: true, optional: true }), {
    label: "E-mail relay's safeguard (United States only)",
    hint: "What protects the data sent to the United States: the provider's certification under the Swiss–US and EU–US Data Privacy Frameworks, or the standard contractual clauses. Required when the relay is in the United States; {{emailProviderSafeguard}} in legal texts.",
  }),
  mailboxProvider: labelled(text(), {
    label: "Mailbox provider (receives the site's e-mails)",
    hint: "Who keeps the office's mailbox (CONTACT_TO) where requests arrive and replies leave, named in the Privacy Policy ({{mailboxProvider}}).",
  }),
  mailboxProviderRegion: labelled(oneOf(EMAIL_PROVIDER_REGIONS, "where the mailbox provider keeps the mail"), {
    label: "Where the mailbox provider keeps the mail",
    hint: "Ask the provider. The Privacy Policy names the country ({{mailboxProviderCountry}}) and its transfer statement from this choice; npm run check:launch lists it while undecided.",
    options: REGION_OPTIONS,
  }),
  mailboxProviderSafeguard: labelled(localized({ multiline: true, optional: true }), {
    label: "Mailbox provider's safeguard (United States only)",
    hint: "As for the relay: required when the mailbox is in the United States; {{mailboxProviderSafeguard}} in legal texts.",
  }),
  // How the Privacy Policy names each region, in every language (the processors' countries derive from them).
  regionNames: labelled(
    object({
      switzerland: labelled(localized(), "Switzerland"),
      eea: labelled(localized(), "The EU or the EEA"),
      us: labelled(localized(), "The United States"),
    }),
    { label: "Names of the e-mail processors' regions", hint: "The country the Privacy Policy names beside the relay and the mailbox, from where each processes the mail." },
  ),
  whatsapp: labelled(text({ optional: true, pattern: { regex: PHONE_PATTERN, what: "a phone number in international format (or empty)", example: "+41 79 000 00 00" } }), {
    label: "WhatsApp number",
    hint: "Leave empty for no WhatsApp links on the site; the Privacy Policy then no longer names WhatsApp (Meta).",
  }),
  vatNumber: legalText("VAT number", "vatNumber", text({ optional: true, pattern: { regex: VAT_PATTERN, what: "a VAT number in the form CHE-123.456.789 MWST (or empty)", example: "CHE-123.456.789 MWST" } }), "Empty if the company is not registered for VAT."),
  // The Geneva authorisation to run a transport company (LTVTC), issued by the PCTN; empty number: none shown.
  transportAuthorisation: labelled(
    object({
      number: legalText("Authorisation number", "transportAuthorisation", text({ optional: true })),
      authority: legalText("Issued by", "transportAuthority", localized()),
    }),
    { label: "Transport authorisation (LTVTC)", hint: "The Geneva authorisation to run a chauffeur company (LTVTC), shown in the Legal notice." },
  ),
  // The GDPR Art. 27 representative in the EU: the owner's decision (a representative with name and address, or
  // the exemption of Art. 27(2)(a) with its reason); "undecided" (as shipped) is listed by `npm run check:launch`.
  euRepresentative: labelled(
    object({
      decision: labelled(oneOf(EU_REPRESENTATIVE_DECISIONS, "the decision about an EU representative"), {
        label: "Decision",
        options: {
          undecided: "Not decided yet",
          appointed: "A representative is appointed (name and address below)",
          exempt: "No representative: the Art. 27(2)(a) exemption applies (reason below)",
        },
      }),
      name: legalText("Name", "euRepresentative", text({ optional: true })),
      address: legalText("Address", "euRepresentativeAddress", text({ optional: true })),
      exemptionReason: labelled(localized({ multiline: true, optional: true }), {
        label: "Why the exemption applies",
        hint: "Shown in the Privacy Policy when the decision is the exemption ({{euExemptionReason}}).",
      }),
    }),
    {
      label: "EU representative (GDPR Art. 27)",
      hint: "A decision for the company's lawyer: the site addresses clients in the EU, so either a representative in the EU is appointed (its name and address), or the company relies on the exemption of Art. 27(2)(a) (occasional processing, no special categories of data on a large scale, unlikely to result in a risk) and says why. npm run check:launch lists it until decided.",
    },
  ),
  // The host named by the Privacy Policy and the Legal notice: Netlify when the build runs there, else the other.
  hosting: labelled(
    object({
      netlify: hostSchema("On Netlify", "Used when the site is built on Netlify."),
      selfHosted: hostSchema("Self-hosted", "Used when the site is built anywhere else (npm run serve on your own server)."),
    }),
    { label: "Hosting", hint: "The host named in the Privacy Policy and the Legal notice: Netlify for a site built on Netlify, the other one otherwise." },
  ),
  // The data the contact form sends, by category, as the Privacy Policy lists them ({{dataCategories}}).
  dataCategories: labelled(
    list(
      object({
        label: labelled(localized(), "Category, as the Privacy Policy names it"),
        fields: labelled(list(labelled(oneOf(FORM_FIELDS, "a field of the contact form"), "Field")), { label: "Form fields it covers", singular: "field" }),
      }),
      { checks: [everyFormFieldNamed] },
    ),
    {
      label: "Data the contact form sends (Privacy Policy)",
      hint: "{{dataCategories}} in the Privacy Policy lists them, each marked required or optional. Every field of the form must be in one category: the build names any that is not.",
      singular: "category",
      summary: summaryOf("label"),
    },
  ),
  dataMarks: labelled(
    object({
      required: labelled(localized(), "Required"),
      conditional: labelled(localized(), "Required for some services"),
      optional: labelled(localized(), "Optional"),
      automatic: labelled(localized(), "Sent by the page itself"),
    }),
    "Required / optional marks (Privacy Policy)",
  ),
  // What the site keeps in the browser, as the Cookie Policy lists it ({{storageRows}}).
  browserStorage: labelled(
    list(
      object({
        name: labelled(
          text({
            placeholders: ["languageStorageKey"],
            pattern: { regex: STORAGE_NAME_PATTERN, what: "a storage key or cookie name (or {{languageStorageKey}})", example: "@@scroll|" },
          }),
          { label: "Name", hint: "The key or cookie name the site's code writes; may be {{languageStorageKey}}." },
        ),
        store: labelled(oneOf(BROWSER_STORES, "where the browser keeps it"), "Kept in"),
        match: labelled(oneOf(["exact", "prefix"], "how the name is matched"), { label: "Name is", options: { exact: "exact", prefix: "a prefix (followed by the page's address)" } }),
        ...storageRow,
      }),
      { min: 0 },
    ),
    {
      label: "What the site keeps in the browser (Cookie Policy)",
      hint: "{{storageRows}} in the Cookie Policy: one table row each. A browser test compares this list with what a visit really stores.",
      ...STORAGE_ROW_WORDS,
    },
  ),
  // What the admin (/admin/) keeps in an editor's browser, as the Cookie Policy lists it ({{adminStorageRows}}):
  // read from the admin's code (src/server/oauth.ts, Decap CMS, the Netlify Identity widget), never guessed.
  adminStorage: labelled(
    list(
      object({
        name: labelled(text({ pattern: { regex: STORAGE_NAME_PATTERN, what: "a storage key, cookie or database name", example: "decap-cms-user" } }), {
          label: "Name",
          hint: "The cookie, key or database name the admin's code writes.",
        }),
        store: labelled(oneOf(ADMIN_STORES, "where the browser keeps it"), "Kept in"),
        hosts: labelled(oneOf(STORAGE_HOSTS, "the sites it exists on"), {
          label: "On which sites",
          options: { all: "every site", netlify: "only a site on Netlify", selfHosted: "only a site on its own server" },
        }),
        ...storageRow,
      }),
      { min: 0 },
    ),
    {
      label: "What the admin keeps in an editor's browser (Cookie Policy)",
      hint: "{{adminStorageRows}} in the Cookie Policy: one table row each, for editors only (visitors never open /admin/). The names are those the admin's code writes (src/server/oauth.ts, Decap CMS, the Netlify Identity widget): change them only with that code.",
      ...STORAGE_ROW_WORDS,
    },
  ),
  terms: labelled(
    object({
      freeWaitingMinutes: termsNumber(0, "Waiting time included (minutes)", "freeWaitingMinutes"),
      freeCancellationHours: termsNumber(0, "Free cancellation up to (hours before)", "freeCancellationHours"),
      lateCancellationPercent: termsNumber(0, "Late cancellation charge (%)", "lateCancellationPercent"),
      // Self-drive rental: the driver's minimum age and years with a licence, the deposit and the insurance excess (CHF).
      rentalMinimumAge: termsNumber(18, "Self-drive: driver's minimum age", "rentalMinimumAge"),
      rentalLicenceYears: termsNumber(0, "Self-drive: years with a driving licence", "rentalLicenceYears"),
      rentalDeposit: termsNumber(0, "Self-drive: deposit (CHF)", "rentalDeposit"),
      rentalExcess: termsNumber(0, "Self-drive: insurance excess (CHF)", "rentalExcess"),
      // The rental's kilometres a day and the price of each further one, in centimes (150 is CHF 1.50).
      rentalIncludedKilometres: termsNumber(0, "Rental: kilometres included a day", "rentalIncludedKilometres"),
      rentalExtraKilometreCentimes: termsNumber(0, "Rental: each further kilometre (centimes: 150 is CHF 1.50)", "rentalExtraKilometreCentimes"),
      // What passing a traffic or parking fine on to the client costs, beside the fine itself (CHF).
      finesAdministrativeFee: termsNumber(0, "Traffic fines: administrative fee (CHF)", "finesAdministrativeFee"),
    }),
    "Terms of Service numbers",
  ),
  // The sample values a client is bound by, each an owner decision: `npm run check:launch` lists one until
  // its switch is on (src/content/launch.ts names the values it covers).
  decisions: labelled(
    object(Object.fromEntries(OWNER_DECISIONS.map((decision) => [decision, labelled(bool(), OWNER_DECISION_LABELS[decision])])) as Record<OwnerDecision, BoolSchema>),
    {
      label: "Owner decisions taken",
      hint: "The project shipped with sample values that bind clients (the Terms' numbers, the reply time, the languages spoken). Set your own where they are edited, then turn the decision on: npm run check:launch lists each one until then.",
    },
  ),
  // The version of the legal texts that prevails; the others are translations (each text's closing section says so).
  governingLanguage: labelled(oneOf(LANGUAGES, "a language of the site"), {
    label: "Legal texts: the language whose version prevails",
    hint: "The legal texts say that this version is the original and the others are translations ({{governingLanguage}}). French, Geneva's language, unless your lawyer advises otherwise.",
    options: Object.fromEntries(LANGUAGES.map((language) => [language, languageInfo(language).englishName])),
  }),
  // Each translation of each text is its own decision: a lawyer reading that language has reviewed it.
  reviewed: labelled(
    object(
      perLegalPage((page) =>
        labelled(object(Object.fromEntries(LANGUAGES.map((language) => [language, labelled(bool(), `Reviewed by a lawyer reading ${languageInfo(language).englishName}`)])) as Record<Language, BoolSchema>), LEGAL_PAGE_NAMES[page]),
      ),
    ),
    {
      label: "Legal texts reviewed by a lawyer",
      hint: "Turn each language of each text on once a lawyer reading that language has checked it (npm run check:launch lists the others).",
    },
  ),
});

export type CompanyFile = Infer<typeof companySchema>;
