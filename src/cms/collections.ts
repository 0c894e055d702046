/**
 * The Decap CMS configuration of the admin at /admin/ (src/cms/cms.tsx passes it to CMS.init): one
 * collection per content file, its fields derived from the content schema (src/content/schema.ts,
 * through ./fields.ts). Beside the schema this file keeps only what it cannot say: the words editors
 * read (labels, hints, each choice's name) and a few Decap settings (fixed ids, list summaries).
 * Kept free of browser code so that Node (the tests) can read it.
 */
import services from "../../content/services.json";
import fleet from "../../content/fleet.json";
import {
  CONSTANT_PLACEHOLDERS,
  CONTENT_ICONS,
  SERVICE_IDS,
  PHONE_FOCUS,
  RATES_PLACEHOLDERS,
  companySchema,
  fleetSchema,
  ratesSchema,
  regionsSchema,
  serviceSchema,
  servicesSchema,
  siteSchema,
  schemaAt,
  translationSchema,
  localeFileOf,
  type CompanyFile,
  type Path,
  type RatesFile,
  type SiteFile,
} from "../content/schema";
import { ADMIN_LANGUAGE, DEFAULT_LANGUAGE, LANGUAGES, languageInfo, type Language } from "../i18n/languages";
import { pluralForm, pluralForms } from "../i18n/plural";
import { TRANSLATIONS } from "../i18n/translations";
import { siteUrl } from "../content/siteUrl";
import { LEGAL_PAGES, type LegalPage } from "../legal/list";
import { LEGAL_FILES, LEGAL_PLACEHOLDERS } from "../legal/pages";
import type { CmsBackend } from "./backend";
import { adminField, adminFields, type CmsField, type FieldWords, type WordsOf } from "./fields";

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  description?: string;
  fields: CmsField[];
}

export interface CmsCollection {
  name: string;
  label: string;
  description: string;
  format: string;
  extension: "json" | "md";
  editor?: { preview: boolean };
  files: CmsFile[];
}

/**
 * services.json and regions.json hold a list at the top of the file; Decap edits objects. This format
 * (registered in cms.tsx) reads the list as { items: [...] } and writes it back as the bare list, so
 * the files keep their shape.
 */
export const ROOT_LIST_FORMAT = "json-root-list";
export const ROOT_LIST_FIELD = "items";

/**
 * content/rates.json: Decap writes an emptied number as ""; a price "on request" is null in the file
 * (src/content/schema.ts, price()), so the prices' empty values are written back as null.
 */
export const RATES_FORMAT = "json-rates";

/** Decap writes JSON with JSON.stringify(data, null, 2) and a final newline; so does the custom format. */
export const stringifyContent = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** The custom format's reader and writer (cms.tsx registers them; the tests run them on the files). */
export const rootListFormat = {
  fromFile: (text: string): Record<string, unknown> => {
    const data: unknown = JSON.parse(text);
    return Array.isArray(data) ? { [ROOT_LIST_FIELD]: data } : (data as Record<string, unknown>);
  },
  toFile: (data: object): string => stringifyContent((data as Record<string, unknown>)[ROOT_LIST_FIELD] ?? []),
};

/** Every "" where a price belongs (amount, withChauffeur…) becomes null: "on request". */
const PRICE_KEYS = new Set(["amount", "withChauffeur", "withoutChauffeur", "assistanceHourly"]);
function emptyPricesToNull(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(emptyPricesToNull);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, PRICE_KEYS.has(key) && inner === "" ? null : emptyPricesToNull(inner)]));
}

export const ratesFormat = {
  fromFile: (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>,
  toFile: (data: object): string => stringifyContent(emptyPricesToNull(data)),
};

const placeholderHint = `May use ${CONSTANT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}: the number then comes from Contact details & settings (…Duration: with its unit, "1 hour", "2 hours").`;

/** The phones' crop choices, for editors. */
export const PHONE_FOCUS_LABELS: Record<(typeof PHONE_FOCUS)[number], string> = {
  attention: "What draws the eye (automatic)",
  entropy: "The most detailed part (automatic)",
  center: "The centre",
  north: "The top",
  northeast: "The top right",
  east: "The right",
  southeast: "The bottom right",
  south: "The bottom",
  southwest: "The bottom left",
  west: "The left",
  northwest: "The top left",
};

/** What each icon shows, for editors (the names are the code's). */
export const ICON_LABELS: Record<(typeof CONTENT_ICONS)[number], string> = {
  "car-front": "Car",
  "user-check": "Person with a tick",
  "key-round": "Key",
  clock: "Clock",
  "shield-check": "Shield with a tick",
  award: "Award rosette",
  gem: "Gem",
  "map-pin": "Map pin",
};

/** The icon choice, as services and the about pillars (interface texts) offer it. */
const iconField: CmsField = adminField("icon", serviceSchema.fields.icon, { label: "Icon", options: ICON_LABELS });

/** A service's name for editors: its English title (the form's choice says the same). */
const serviceName = (id: string) => services.find((service) => service.id === id)?.title[ADMIN_LANGUAGE] ?? id;

// Each service is an option of the contact form: a new one, or one less, needs a developer
// (src/contact/fields.ts, docs/recipes.md "Adding a service"). Decap 3.6.4 ignores allow_remove: adminChrome.tsx hides the remove
// button, and min / max refuse the save should an item go anyway.
const servicesWords: FieldWords = {
  label: "Services",
  hint: "In page order: drag a service to move it. Each service is also a choice of the contact form: adding or removing one needs a developer.",
  fields: {
    id: {
      label: "Contact form option",
      hint: "The choice of the contact form this service belongs to (fixed).",
      options: Object.fromEntries(SERVICE_IDS.map((id) => [id, serviceName(id)])),
      decap: {
        widget: "technical-id",
      },
    },
    icon: {
      label: "Icon",
      options: ICON_LABELS,
    },
    title: {
      label: "Title",
    },
    description: {
      label: "Description",
      hint: placeholderHint,
    },
    features: {
      label: "Features",
      hint: placeholderHint,
      decap: {
        label_singular: "feature",
      },
    },
  },
  decap: {
    label_singular: "service",
    summary: `{{fields.title.${DEFAULT_LANGUAGE}}}`,
    allow_add: false,
    allow_remove: false,
    min: SERVICE_IDS.length,
    max: SERVICE_IDS.length,
  },
};

const regionsWords: FieldWords = {
  label: "Regions",
  hint: "Exactly one region is the primary one: it comes first, with the Geneva preferential rates.",
  fields: {
    id: {
      label: "Id",
      hint: "A short name for a new region, e.g. northern-italy (not shown on the page; fixed once saved).",
      decap: {
        widget: "technical-id",
      },
    },
    name: {
      label: "Name",
    },
    primary: {
      label: "Primary region",
      hint: "Turn on for one region only.",
      decap: {
        default: false,
      },
    },
    cities: {
      label: "Cities",
      decap: {
        label_singular: "city",
      },
    },
  },
  decap: {
    label_singular: "region",
    summary: `{{fields.name.${DEFAULT_LANGUAGE}}}`,
  },
};

const fleetWords: FieldWords = {
  label: "Vehicles",
  hint: "The vehicles of the page's fleet section and of the contact form's rental choice, in this order (drag to reorder).",
  fields: {
    id: {
      label: "Id",
      hint: "A short name for a new vehicle, e.g. s-class (not shown; requests carry it, so it is fixed once saved).",
      decap: {
        widget: "technical-id",
      },
    },
    name: {
      label: "Name",
    },
    seats: {
      label: "Passenger seats",
    },
    luggage: {
      label: "Pieces of luggage",
    },
    picture: {
      label: "Picture",
      hint: "A landscape photograph of the vehicle, ideally at least 1600 pixels wide. The fleet's cards show it at 3:2, phones at 4:3.",
    },
    pictureAlt: {
      label: "Picture description",
      hint: "What the picture shows, for visitors who cannot see it (screen readers), in each language.",
    },
    pictureFocus: {
      label: "Picture: keep in frame",
      hint: "The cards crop the picture to their shape (taller on phones): choose what the crop keeps.",
      options: PHONE_FOCUS_LABELS,
      decap: {
        default: "center",
      },
    },
  },
  decap: {
    label_singular: "vehicle",
    summary: `{{fields.name.${DEFAULT_LANGUAGE}}}`,
  },
};

const siteWords: WordsOf<SiteFile> = {
  brand: {
    label: "Company name",
  },
  phones: {
    label: "Phone numbers",
    item: {
      label: "Phone number",
      decap: {
        name: "phone",
      },
    },
    decap: {
      label_singular: "phone number",
      summary: "{{fields.phone}}",
    },
  },
  email: {
    label: "Contact e-mail",
    hint: "Shown on the page; contact requests are sent to it too (unless the server sets CONTACT_TO).",
  },
  city: {
    label: "City line",
  },
  social: {
    label: "Social links",
    hint: "Leave a network empty until its page exists: the site shows an icon only for the ones set.",
    fields: {
      facebook: {
        label: "Facebook",
      },
      instagram: {
        label: "Instagram",
      },
    },
  },
  responseHours: {
    label: "Response time (hours)",
    hint: "{{responseHours}} in texts.",
  },
  bookingNoticeHours: {
    label: "Booking notice (hours)",
    fields: {
      geneva: {
        label: "Departures from Geneva",
        hint: "{{bookingGenevaHours}} in texts.",
      },
      standard: {
        label: "Standard services",
        hint: "{{bookingStandardHours}} in texts.",
      },
    },
  },
  agentMinimumHours: {
    label: "Accompanying agent minimum (hours)",
    hint: '{{agentMinimumHours}} (the number) or {{agentMinimumDuration}} ("2 hours") in texts.',
  },
  requestRetentionDays: {
    label: "Stored requests kept after delivery (days)",
    hint: "How long a request sent through the form stays stored by the website once it has reached the office (0: deleted within the hour). The privacy notice says this number; a new build applies both.",
  },
  heroImage: {
    label: "Hero picture",
    hint: "A landscape photograph, ideally at least 2400 pixels wide.",
  },
  heroPhoneFocus: {
    label: "Hero picture on phones: keep in frame",
    hint: "Phones show a tall crop of the hero picture: choose what it keeps (by default what draws the eye, found in the picture itself).",
    options: PHONE_FOCUS_LABELS,
  },
  shareImage: {
    label: "Share picture (link previews)",
    hint: "The photograph under the title when the site's address is shared (WhatsApp, LinkedIn, Facebook…), cropped to 1200 × 630 around what draws the eye. May be the hero picture.",
  },
};

const servicesFields = [adminField(ROOT_LIST_FIELD, servicesSchema, servicesWords, "content/services.json")];
const regionsFields = [adminField(ROOT_LIST_FIELD, regionsSchema, regionsWords, "content/regions.json")];
const fleetFields = [adminField(ROOT_LIST_FIELD, fleetSchema, fleetWords, "content/fleet.json")];
const siteFields = adminFields(siteSchema, siteWords, "content/site.json");

// ---------------------------------------------------------------------------------------------------
// Interface texts: the fields follow the English file (so every string can be edited, new ones
// included), typed by the schema; each field shows the other language's text as a hint.

/** Labels where the key alone says too little; the other labels come from the key ("skipToContent"). */
export const LOCALE_LABELS: Record<string, string> = {
  meta: "Search engines and browser tab",
  nav: "Navigation bar",
  "nav.cta": "Call-to-action button",
  "nav.label": "Navigation name (screen readers)",
  "nav.brandHome": "Logo link (screen readers)",
  hero: "Hero (top of the page)",
  "hero.cta": "Main button",
  "hero.secondaryCta": "Second button",
  "hero.imageAlt": "Picture description (screen readers)",
  services: "Services section",
  about: "About section",
  "about.pillars": "Pillars",
  area: "Service area section",
  "area.citiesLabel": "Cities list name (screen readers)",
  contact: "Contact section",
  "contact.info": "Contact details card",
  "contact.form": "Contact form",
  "contact.form.options": "Service choices (the services' own are their titles under Services)",
  "contact.form.details": "Trip details (by service)",
  "contact.shortNotice": "Short-notice warning (before sending)",
  "contact.sent": "Confirmation after sending (replaces the form)",
  "contact.form.serviceDates": "Date label of each service",
  "contact.form.serviceTimes": "Time label of each service",
  "contact.form.messagePlaceholders": "Message placeholder of each service",
  units: "Counts with their unit ({{agentMinimumDuration}}…)",
  "contact.form.website": "Spam trap label (hidden)",
  "contact.errors": "Form errors",
  "contact.toast": "Message when sending fails",
  language: "Language bar",
  footer: "Footer",
  notFound: "Page not found (404)",
  "notFound.code": "Error code",
  error: "Error screen",
};

/** Labels by key, wherever it appears (after LOCALE_LABELS). */
const KEY_LABELS: Record<string, string> = {
  eyebrow: "Small line above the title",
  lead: "Introduction",
  cta: "Button",
};

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function humanize(key: string): string {
  const words = key
    .replace(/[-_]/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const singular = (key: string) => key.replace(/s$/, "");
const labelOf = (path: Path) => {
  const key = String(path[path.length - 1]);
  return LOCALE_LABELS[path.join(".")] ?? KEY_LABELS[key] ?? humanize(key);
};

function valueAt(tree: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), tree);
}

function hintFor(other: Tree, otherName: string, path: Path): string | undefined {
  const value = valueAt(other, path);
  return typeof value === "string" ? `${otherName}: ${value}` : undefined;
}

function localeFieldsOf(node: Tree, path: Path, other: Tree, otherName: string, language: Language): CmsField[] {
  return Object.entries(node).flatMap(([key, value]): CmsField[] => {
    // A plural text: the forms this language uses (Arabic's six) in place of the default language's
    // `_one` and `_other` (every file has both: the schema requires them), listed once, at `_one`.
    const form = pluralForm(key);
    if (form && typeof value === "string") {
      if (form.category !== "one") return [];
      return pluralForms(language).map((category) => {
        const name = `${form.base}_${category}`;
        const hint = hintFor(other, otherName, [...path, name]) ?? hintFor(other, otherName, [...path, `${form.base}_other`]);
        const schema = schemaAt(translationSchema, [...path, `${form.base}_other`]);
        const multiline = schema?.kind === "text" ? schema.multiline : value.length > 90;
        return { name, label: `${labelOf([...path, form.base])} (${category})`, widget: multiline ? "text" : "string", hint };
      });
    }
    return [localeFieldOf(key, value, path, other, otherName, language)];
  });
}

function localeFieldOf(key: string, value: Tree[string], path: Path, other: Tree, otherName: string, language: Language): CmsField {
  {
    const at = [...path, key];
    const schema = schemaAt(translationSchema, at);
    const label = labelOf(at);
    if (typeof value === "string") {
      const multiline = schema?.kind === "text" ? schema.multiline : value.length > 90;
      return { name: key, label, widget: multiline ? "text" : "string", hint: hintFor(other, otherName, at) };
    }
    if (Array.isArray(value)) {
      const item = schema?.kind === "list" ? schema.item : undefined;
      if (item?.kind === "object") {
        return {
          name: key,
          label,
          label_singular: singular(key),
          widget: "list",
          summary: "{{fields.title}}",
          fields: Object.entries(item.fields).map(([name, field]): CmsField =>
            field.kind === "oneOf"
              ? { ...iconField, name }
              : { name, label: humanize(name), widget: field.kind === "text" && field.multiline ? "text" : "string" },
          ),
        };
      }
      return {
        name: key,
        label,
        label_singular: singular(key),
        widget: "list",
        field: { name: singular(key), label: humanize(singular(key)), widget: "text" },
      };
    }
    return { name: key, label, widget: "object", collapsed: path.length === 0, fields: localeFieldsOf(value as Tree, at, other, otherName, language) };
  }
}

/**
 * A language's interface texts: the default language's keys (the content check keeps every language to
 * them), each field hinted with the same text in another language: the default one's, or for the
 * default language itself the next language's.
 */
export const localeFields = (language: Language): CmsField[] => {
  const other = language === DEFAULT_LANGUAGE ? (LANGUAGES.find((code) => code !== DEFAULT_LANGUAGE) ?? language) : DEFAULT_LANGUAGE;
  return localeFieldsOf(TRANSLATIONS[DEFAULT_LANGUAGE] as Tree, [], TRANSLATIONS[other] as Tree, languageInfo(other).name, language);
};

/** A host's fields (on Netlify, self-hosted): the Privacy Policy and the Legal notice name the one the build runs on. */
const hostWords: WordsOf<CompanyFile["hosting"]["netlify"]> = {
  name: { label: "Company", hint: "{{hostingProvider}} in legal texts." },
  address: { label: "Address", hint: "{{hostingAddress}} in legal texts." },
  country: { label: "Country", hint: "{{hostingCountry}} in legal texts." },
  safeguard: { label: "Safeguard for data abroad", hint: "{{hostingSafeguard}} in legal texts." },
};

/** What a Cookie Policy table row says beyond its name, the same for the site's and the admin's storage. */
const storageRowWords = {
  fields: {
    where: { label: "Kept in (as the page says it)" },
    content: { label: "Content" },
    purpose: { label: "Purpose" },
    kept: { label: "How long" },
  },
  decap: { label_singular: "entry", summary: "{{fields.name}}" },
};

const companyWords: WordsOf<CompanyFile> = {
  legalName: {
    label: "Legal name",
    hint: "As in the commercial register, e.g. Geneva Premium Mobility Sàrl. {{legalName}} in legal texts.",
  },
  legalForm: {
    label: "Legal form",
    hint: "{{legalForm}} in legal texts.",
  },
  street: {
    label: "Street and number",
    hint: "{{street}} in legal texts.",
  },
  postcode: {
    label: "Postcode",
    hint: "{{postcode}} in legal texts.",
  },
  city: {
    label: "City",
    hint: "{{city}} in legal texts.",
  },
  country: {
    label: "Country",
    hint: "{{country}} in legal texts.",
  },
  uid: {
    label: "UID",
    hint: "Business identification number. {{uid}} in legal texts.",
  },
  commercialRegister: {
    label: "Commercial register entry",
    hint: "{{commercialRegister}} in legal texts.",
  },
  responsiblePerson: {
    label: "Person responsible for the content",
    hint: "{{responsiblePerson}} in legal texts.",
  },
  privacyEmail: {
    label: "Data-protection e-mail",
    hint: "Where visitors exercise their rights. {{privacyEmail}} in legal texts.",
  },
  emailProvider: {
    label: "E-mail provider",
    hint: "Who carries the form's e-mails, named in the Privacy Policy ({{emailProvider}}).",
  },
  emailProviderRegion: {
    label: "Where the e-mail provider processes the mail",
    hint: "Ask the provider (its data-processing agreement says it). The Privacy Policy's section on transfers abroad follows this choice; npm run check:launch lists it while undecided.",
    options: {
      undecided: "Not decided yet",
      switzerland: "Switzerland (no transfer abroad)",
      eea: "A country of the EU or the EEA (adequate protection recognised by Switzerland)",
      us: "The United States (give the safeguard below)",
    },
  },
  emailProviderCountry: {
    label: "E-mail provider's country",
    hint: "The country where it processes the e-mails, as the Privacy Policy names it. {{emailProviderCountry}} in legal texts.",
  },
  emailProviderSafeguard: {
    label: "E-mail provider's safeguard (United States only)",
    hint: "What protects the data sent to the United States: the provider's certification under the Swiss–US and EU–US Data Privacy Frameworks, or the standard contractual clauses. Required when the provider is in the United States; {{emailProviderSafeguard}} in legal texts.",
  },
  whatsapp: {
    label: "WhatsApp number",
    hint: "Leave empty for no WhatsApp links on the site; the Privacy Policy then no longer names WhatsApp (Meta).",
  },
  vatNumber: {
    label: "VAT number",
    hint: "Empty if the company is not registered for VAT. {{vatNumber}} in legal texts.",
  },
  transportAuthorisation: {
    label: "Transport authorisation (LTVTC)",
    hint: "The Geneva authorisation to run a chauffeur company (LTVTC), shown in the Legal notice.",
    fields: {
      number: {
        label: "Authorisation number",
        hint: "{{transportAuthorisation}} in legal texts.",
      },
      authority: {
        label: "Issued by",
        hint: "{{transportAuthority}} in legal texts.",
      },
    },
  },
  euRepresentative: {
    label: "EU representative (GDPR Art. 27)",
    hint: "A decision for the company's lawyer: the site addresses clients in the EU, so either a representative in the EU is appointed (its name and address), or the company relies on the exemption of Art. 27(2)(a) (occasional processing, no special categories of data on a large scale, unlikely to result in a risk) and says why. npm run check:launch lists it until decided.",
    fields: {
      decision: {
        label: "Decision",
        options: {
          undecided: "Not decided yet",
          appointed: "A representative is appointed (name and address below)",
          exempt: "No representative: the Art. 27(2)(a) exemption applies (reason below)",
        },
      },
      exemptionReason: {
        label: "Why the exemption applies",
        hint: "Shown in the Privacy Policy when the decision is the exemption ({{euExemptionReason}}).",
      },
      name: {
        label: "Name",
        hint: "{{euRepresentative}} in legal texts.",
      },
      address: {
        label: "Address",
        hint: "{{euRepresentativeAddress}} in legal texts.",
      },
    },
  },
  hosting: {
    label: "Hosting",
    hint: "The host named in the Privacy Policy and the Legal notice: Netlify for a site built on Netlify, the other one otherwise.",
    fields: {
      netlify: {
        label: "On Netlify",
        hint: "Used when the site is built on Netlify.",
        fields: hostWords,
      },
      selfHosted: {
        label: "Self-hosted",
        hint: "Used when the site is built anywhere else (npm run serve on your own server).",
        fields: hostWords,
      },
    },
  },
  dataCategories: {
    label: "Data the contact form sends (Privacy Policy)",
    hint: "{{dataCategories}} in the Privacy Policy lists them, each marked required or optional. Every field of the form must be in one category: the build names any that is not.",
    fields: {
      label: {
        label: "Category, as the Privacy Policy names it",
      },
      fields: {
        label: "Form fields it covers",
        item: {
          label: "Field",
          decap: {
            name: "field",
          },
        },
        decap: {
          label_singular: "field",
        },
      },
    },
    decap: {
      label_singular: "category",
      summary: `{{fields.label.${DEFAULT_LANGUAGE}}}`,
    },
  },
  dataMarks: {
    label: "Required / optional marks (Privacy Policy)",
    fields: {
      required: {
        label: "Required",
      },
      conditional: {
        label: "Required for some services",
      },
      optional: {
        label: "Optional",
      },
      automatic: {
        label: "Sent by the page itself",
      },
    },
  },
  browserStorage: {
    label: "What the site keeps in the browser (Cookie Policy)",
    hint: "{{storageRows}} in the Cookie Policy: one table row each. A browser test compares this list with what a visit really stores.",
    fields: {
      name: {
        label: "Name",
        hint: "The key or cookie name the site's code writes; may be {{languageStorageKey}}.",
      },
      store: {
        label: "Kept in",
      },
      match: {
        label: "Name is",
        options: {
          exact: "exact",
          prefix: "a prefix (followed by the page's address)",
        },
      },
      ...storageRowWords.fields,
    },
    decap: storageRowWords.decap,
  },
  adminStorage: {
    label: "What the admin keeps in an editor's browser (Cookie Policy)",
    hint: "{{adminStorageRows}} in the Cookie Policy: one table row each, for editors only (visitors never open /admin/). The names are those the admin's code writes (src/server/oauth.ts, Decap CMS, the Netlify Identity widget): change them only with that code.",
    fields: {
      name: {
        label: "Name",
        hint: "The cookie, key or database name the admin's code writes.",
      },
      store: {
        label: "Kept in",
      },
      hosts: {
        label: "On which sites",
        options: {
          all: "every site",
          netlify: "only a site on Netlify",
          selfHosted: "only a site on its own server",
        },
      },
      ...storageRowWords.fields,
    },
    decap: storageRowWords.decap,
  },
  terms: {
    label: "Terms of Service numbers",
    fields: {
      freeWaitingMinutes: {
        label: "Waiting time included (minutes)",
        hint: "{{freeWaitingMinutes}} in texts.",
      },
      freeCancellationHours: {
        label: "Free cancellation up to (hours before)",
        hint: "{{freeCancellationHours}} in texts.",
      },
      lateCancellationPercent: {
        label: "Late cancellation charge (%)",
        hint: "{{lateCancellationPercent}} in texts.",
      },
      rentalMinimumAge: {
        label: "Self-drive: driver's minimum age",
        hint: "{{rentalMinimumAge}} in texts.",
      },
      rentalLicenceYears: {
        label: "Self-drive: years with a driving licence",
        hint: "{{rentalLicenceYears}} in texts.",
      },
      rentalDeposit: {
        label: "Self-drive: deposit (CHF)",
        hint: "{{rentalDeposit}} in texts.",
      },
      rentalExcess: {
        label: "Self-drive: insurance excess (CHF)",
        hint: "{{rentalExcess}} in texts.",
      },
    },
  },
  reviewed: {
    label: "Legal texts reviewed by the owner",
    hint: "Turn each on once a lawyer or the owner has checked the text in both languages (npm run check:launch lists the others).",
    fields: Object.fromEntries(LEGAL_PAGES.map((page) => [page, { label: humanize(page) }])),
  },
};

const companyFields = adminFields(companySchema, companyWords, "content/company.json");

const LEGAL_LABELS: Record<LegalPage, string> = { privacy: "Privacy Policy", terms: "Terms of Service", cookies: "Cookie Policy", legalNotice: "Legal notice" };

const FRANCS_HINT = 'Whole Swiss francs, VAT included. Leave empty for "on request".';
const FLEET_IDS_HINT = `A vehicle of Fleet: ${fleet.map((vehicle) => vehicle.id).join(", ")}.`;

/** content/rates.json: the Rates section, the "Book" fares, the JSON-LD offers (docs/rates.md). */
const ratesWords: WordsOf<RatesFile> = {
  validFrom: {
    label: "Prices valid from",
    hint: "yyyy-mm-dd. Shown under the prices and in the Terms; a request carries it with the fare it shows.",
  },
  classes: {
    label: "Transfer vehicle classes",
    hint: "The columns of the fixed-price transfers and the hourly rates.",
    fields: {
      id: {
        label: "Id",
        hint: "A short name for a new class (not shown; the Book links and requests carry it, so it is fixed once saved).",
        decap: {
          widget: "technical-id",
        },
      },
      name: {
        label: "Name",
      },
      vehicle: {
        label: "Vehicle of the fleet",
        hint: `${FLEET_IDS_HINT} Empty when the fleet has none of this class.`,
      },
    },
    decap: {
      label_singular: "vehicle class",
      summary: `{{fields.name.${DEFAULT_LANGUAGE}}}`,
    },
  },
  origins: {
    label: "Transfers start from",
    fields: {
      id: {
        label: "Id",
        hint: 'A short name (not shown), used by the routes\' "From".',
        decap: {
          widget: "technical-id",
        },
      },
      name: {
        label: "Name",
      },
    },
    decap: {
      label_singular: "starting point",
      summary: `{{fields.name.${DEFAULT_LANGUAGE}}}`,
    },
  },
  transfers: {
    label: "Fixed-price transfers",
    hint: 'One price per vehicle class; an empty price shows "on request" (and has no Book link).',
    fields: {
      id: {
        label: "Id",
        hint: "A short name for a new route (not shown; Book links carry it, so it is fixed once saved).",
        decap: {
          widget: "technical-id",
        },
      },
      from: {
        label: "From",
        hint: "The id of a starting point above, e.g. airport.",
      },
      to: {
        label: "To",
      },
      oneWay: {
        label: "This direction only",
        hint: "Off: the fare finder and the form offer this fare both ways (To → From at the same price). On: only From → To.",
      },
      prices: {
        label: "Prices",
        fields: {
          class: {
            label: "Vehicle class",
            hint: "The id of a vehicle class above.",
          },
          amount: {
            label: "Price (CHF)",
            hint: FRANCS_HINT,
          },
        },
        decap: {
          label_singular: "price",
          summary: "{{fields.class}}: {{fields.amount}}",
        },
      },
    },
    decap: {
      label_singular: "route",
      summary: `{{fields.from}} → {{fields.to.${DEFAULT_LANGUAGE}}}`,
    },
  },
  hourly: {
    label: "By the hour (chauffeur at your disposal)",
    fields: {
      class: {
        label: "Vehicle class",
        hint: "The id of a vehicle class above.",
      },
      amount: {
        label: "Price per hour (CHF)",
        hint: FRANCS_HINT,
      },
      minimumHours: {
        label: "Minimum hours",
      },
    },
    decap: {
      label_singular: "hourly rate",
      summary: "{{fields.class}}: {{fields.amount}}",
    },
  },
  assistanceHourly: {
    label: "Personal assistance, per hour (CHF)",
    hint: 'The minimum is the accompanying agent minimum of Contact details & settings. Empty: "on request".',
  },
  rental: {
    label: "Rental per day",
    hint: "One row per vehicle of Fleet. The deposit is the self-drive deposit of Company & legal identity → Terms of Service numbers.",
    fields: {
      vehicle: {
        label: "Vehicle",
        hint: FLEET_IDS_HINT,
      },
      withChauffeur: {
        label: "With chauffeur, per day (CHF)",
        hint: FRANCS_HINT,
      },
      withoutChauffeur: {
        label: "Without chauffeur, per day (CHF)",
        hint: FRANCS_HINT,
      },
      onRequestReason: {
        label: 'Why a price is "on request"',
        hint: 'Shown beside "On request" on the page. Required when a price of this row is empty: the Price Indication Ordinance (PBV Art. 10) wants rental prices shown. Leave empty when both prices are set.',
      },
    },
    decap: {
      label_singular: "vehicle",
      summary: "{{fields.vehicle}}",
    },
  },
  airportWaitingMinutes: {
    label: "Waiting time included at the airport (minutes)",
    hint: "{{airportWaitingMinutes}} in texts. Elsewhere: Company & legal identity → Terms of Service numbers.",
  },
  included: {
    label: "What every fare includes, and the conditions",
    hint: `May use ${RATES_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}.`,
    decap: {
      label_singular: "line",
    },
  },
  vatIncluded: {
    label: "VAT line",
    hint: "The last line of what every fare includes, shown only when Company & legal identity → VAT number is set: a company not registered for VAT may not state its prices with VAT.",
  },
  supplements: {
    label: "Supplements",
    fields: {
      kind: {
        label: "Added by the form",
        hint: "night: added to each journey whose pick-up falls in the night window below; child-seat: per seat and journey; other: shown, quoted by the office.",
      },
      label: {
        label: "Supplement",
      },
      amount: {
        label: "Price (CHF)",
        hint: FRANCS_HINT,
      },
      unit: {
        label: "Per (e.g. per trip)",
      },
    },
    decap: {
      label_singular: "supplement",
      summary: `{{fields.label.${DEFAULT_LANGUAGE}}}`,
    },
  },
  nightWindow: {
    label: "Night window (Geneva time)",
    hint: "The night supplement applies to a journey whose pick-up time falls in it; keep the supplement's name in step.",
    fields: {
      from: {
        label: "From (HH:MM)",
      },
      until: {
        label: "Until (HH:MM)",
      },
    },
  },
};

const ratesFields = adminFields(ratesSchema, ratesWords, "content/rates.json");

/** The Markdown body of a legal text; its title and description are in the interface texts (legal.*). */
export const legalBodyField: CmsField = {
  name: "body",
  label: "Text",
  widget: "markdown",
  // Raw first: the Markdown is saved exactly as typed (the rich-text mode rewrites tables and line breaks).
  modes: ["raw", "rich_text"],
  buttons: ["bold", "italic", "link", "heading-two", "heading-three", "bulleted-list", "numbered-list"],
  editor_components: [],
  hint: `Sections start with a level-two heading. May use ${LEGAL_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}: the values come from Company & legal identity and Contact details.`,
};

// ---------------------------------------------------------------------------------------------------

export const collections: CmsCollection[] = [
  {
    name: "services",
    label: "Services",
    description: "The services of the Services section, in both languages.",
    format: ROOT_LIST_FORMAT,
    extension: "json",
    files: [{ name: "services", label: "Services", file: "content/services.json", fields: servicesFields }],
  },
  {
    name: "regions",
    label: "Service area",
    description: "The regions and cities of the Service area section.",
    format: ROOT_LIST_FORMAT,
    extension: "json",
    files: [{ name: "regions", label: "Regions and cities", file: "content/regions.json", fields: regionsFields }],
  },
  {
    name: "site",
    label: "Contact details & settings",
    description: "Company name, phone numbers, e-mail, social links, the hours quoted in texts, the hero and share pictures.",
    format: "json",
    extension: "json",
    files: [{ name: "site", label: "Contact details & settings", file: "content/site.json", fields: siteFields }],
  },
  {
    name: "texts",
    label: "Interface texts",
    description: "Every other text of the page: navigation, hero, section titles, about, form, messages, footer, 404.",
    format: "json",
    extension: "json",
    // Each field shows the other language's text as a hint; the preview would only repeat it.
    editor: { preview: false },
    files: LANGUAGES.map((language) => ({
      name: language,
      label: languageInfo(language).name,
      file: `content/${localeFileOf(language)}`,
      fields: localeFields(language),
    })),
  },
  {
    name: "fleet",
    label: "Fleet",
    description: "The vehicles offered in the contact form for a luxury vehicle rental, in both languages.",
    format: ROOT_LIST_FORMAT,
    extension: "json",
    files: [{ name: "fleet", label: "Vehicles", file: "content/fleet.json", fields: fleetFields }],
  },
  {
    name: "company",
    label: "Company & legal identity",
    description:
      "The legal name, address, UID, VAT and register entry, the transport authorisation, the data-protection contact, providers and hosting, WhatsApp, the Terms' numbers, what the form sends and what the browser keeps.",
    format: "json",
    extension: "json",
    files: [{ name: "company", label: "Company & legal identity", file: "content/company.json", fields: companyFields }],
  },
  {
    name: "rates",
    label: "Rates",
    description: "The published prices: fixed-price transfers, hourly rates, rental per day, what every fare includes, the supplements.",
    format: RATES_FORMAT,
    extension: "json",
    files: [{ name: "rates", label: "Rates", file: "content/rates.json", fields: ratesFields }],
  },
  {
    name: "legal",
    label: "Legal pages",
    description: "Privacy Policy, Terms of Service, Cookie Policy and Legal notice, in Markdown, in both languages.",
    // A Markdown body and no front matter: the files are plain Markdown.
    format: "frontmatter",
    extension: "md",
    files: LEGAL_FILES.map(({ page, language, file }) => ({
      name: `${page}-${language}`,
      label: `${LEGAL_LABELS[page]} (${languageInfo(language).name})`,
      file: `content/${file}`,
      fields: [legalBodyField],
    })),
  },
];

/** The lists whose items an editor cannot remove (`allow_remove: false`), for src/cms/adminChrome.tsx. */
export const fixedLists = collections.flatMap((collection) =>
  collection.files.flatMap((file) =>
    file.fields.filter((field) => field.widget === "list" && field.allow_remove === false).map((field) => ({ collection: collection.name, field: field.name })),
  ),
);

/**
 * What CMS.init receives (load_config_file: false: there is no config.yml), for the build's backend;
 * `logoUrl` is the company's mark on the log-in page (src/cms/brandLogo.ts).
 */
export const cmsConfigFor = (backend: CmsBackend, logoUrl?: string) => ({
  load_config_file: false,
  // On Netlify each save is a commit to the branch Netlify deploys, which rebuilds the site (backend.ts).
  backend,
  // On a laptop (localhost only): `npm run cms` starts decap-server, which writes the files directly.
  local_backend: true,
  site_url: siteUrl,
  display_url: siteUrl,
  logo_url: logoUrl,
  locale: ADMIN_LANGUAGE,
  media_folder: "content/images",
  public_folder: "images",
  collections,
});
