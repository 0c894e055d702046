/**
 * The Decap CMS configuration of the admin at /admin/ (src/cms/cms.tsx passes it to CMS.init): one
 * collection per content file, its fields matching src/content/schema.ts. A Jest test walks every field
 * against the schema and the files (__tests__/content/cms-config.test.ts), so the two cannot drift apart.
 * Kept free of browser code so that Node (the test) can read it.
 */
import services from "../../content/services.json";
import fleet from "../../content/fleet.json";
import {
  CONSTANT_PLACEHOLDERS,
  CONTENT_ICONS,
  EMAIL_PATTERN,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
  SERVICE_IDS,
  SLUG_PATTERN,
  BROWSER_STORES,
  PHONE_FOCUS,
  SOCIAL_URL_PATTERN,
  STORAGE_NAME_PATTERN,
  UID_PATTERN,
  VAT_PATTERN,
  DATE_PATTERN,
  RATES_PLACEHOLDERS,
  schemaAt,
  translationSchema,
  localeFileOf,
  type Path,
} from "../content/schema";
import { ADMIN_LANGUAGE, DEFAULT_LANGUAGE, LANGUAGES, languageInfo, type Language } from "../i18n/languages";
import { TRANSLATIONS } from "../i18n/translations";
import { siteUrl } from "../content/siteUrl";
import { LEGAL_FILES, LEGAL_PLACEHOLDERS, type LegalPage } from "../legal/pages";
import type { CmsBackend } from "./backend";
import { FORM_FIELDS } from "../contact/options";

/**
 * A Decap field, as much of it as this configuration uses. Two widgets are the admin's own
 * (src/cms/LocalizedControl.tsx): `localized` edits a { en, fr } text with both languages side by side,
 * `localized-list` a list of them (features, cities) as a two-column table.
 */
export interface CmsField {
  name: string;
  label: string;
  widget: "string" | "text" | "number" | "boolean" | "select" | "list" | "object" | "image" | "localized" | "localized-list" | "markdown" | "technical-id";
  hint?: string;
  required?: boolean;
  default?: unknown;
  pattern?: [string, string];
  options?: { label: string; value: string }[];
  /** list: one widget per item (a list of values) or several (a list of objects) */
  field?: CmsField;
  fields?: CmsField[];
  label_singular?: string;
  summary?: string;
  allow_add?: boolean;
  /** list: Decap 3.6.4 ignores it (decaporg/decap-cms#7573 came later); src/cms/adminChrome.tsx applies it */
  allow_remove?: boolean;
  max?: number;
  collapsed?: boolean;
  min?: number;
  step?: number;
  value_type?: "int";
  /** localized: a text area per language instead of a one-line input */
  multiline?: boolean;
  choose_url?: boolean;
  /** markdown: the editor's toolbar and modes */
  buttons?: string[];
  editor_components?: string[];
  modes?: string[];
}

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

const pattern = (regex: RegExp, message: string): [string, string] => [regex.source, message];

const placeholderHint = `May use ${CONSTANT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}: the number then comes from Contact details & settings (…Duration: with its unit, "1 hour", "2 hours").`;

const localized = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField => ({ name, label, widget: "localized", ...extra });

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

const iconField: CmsField = {
  name: "icon",
  label: "Icon",
  widget: "select",
  options: CONTENT_ICONS.map((icon) => ({ label: ICON_LABELS[icon], value: icon })),
};

/** A service's name for editors: its English title (the form's choice says the same). */
const serviceName = (id: string) => services.find((service) => service.id === id)?.title[ADMIN_LANGUAGE] ?? id;

const servicesFields: CmsField[] = [
  {
    name: ROOT_LIST_FIELD,
    label: "Services",
    label_singular: "service",
    widget: "list",
    summary: `{{fields.title.${DEFAULT_LANGUAGE}}}`,
    // Each service is an option of the contact form: a new one, or one less, needs a developer
    // (src/contact/options.ts). Decap 3.6.4 ignores allow_remove: adminChrome.tsx hides the remove
    // button, and min / max refuse the save should an item go anyway.
    allow_add: false,
    allow_remove: false,
    min: SERVICE_IDS.length,
    max: SERVICE_IDS.length,
    hint: "In page order: drag a service to move it. Each service is also a choice of the contact form: adding or removing one needs a developer.",
    fields: [
      {
        name: "id",
        label: "Contact form option",
        widget: "technical-id",
        options: SERVICE_IDS.map((id) => ({ label: serviceName(id), value: id })),
        hint: "The choice of the contact form this service belongs to (fixed).",
      },
      iconField,
      localized("title", "Title"),
      localized("description", "Description", { multiline: true, hint: placeholderHint }),
      { name: "features", label: "Features", label_singular: "feature", widget: "localized-list", hint: placeholderHint },
    ],
  },
];

const regionsFields: CmsField[] = [
  {
    name: ROOT_LIST_FIELD,
    label: "Regions",
    label_singular: "region",
    widget: "list",
    summary: `{{fields.name.${DEFAULT_LANGUAGE}}}`,
    hint: "Exactly one region is the primary one: it comes first, with the Geneva preferential rates.",
    fields: [
      {
        name: "id",
        label: "Id",
        widget: "technical-id",
        pattern: pattern(SLUG_PATTERN, "lower-case letters, digits and dashes, e.g. northern-italy"),
        hint: "A short name for a new region, e.g. northern-italy (not shown on the page; fixed once saved).",
      },
      localized("name", "Name"),
      // A new region is not primary until switched on (the file always says true or false).
      { name: "primary", label: "Primary region", widget: "boolean", default: false, hint: "Turn on for one region only." },
      { name: "cities", label: "Cities", label_singular: "city", widget: "localized-list" },
    ],
  },
];

const fleetFields: CmsField[] = [
  {
    name: ROOT_LIST_FIELD,
    label: "Vehicles",
    label_singular: "vehicle",
    widget: "list",
    summary: `{{fields.name.${DEFAULT_LANGUAGE}}}`,
    hint: "The vehicles of the page's fleet section and of the contact form's rental choice, in this order (drag to reorder).",
    fields: [
      {
        name: "id",
        label: "Id",
        widget: "technical-id",
        pattern: pattern(SLUG_PATTERN, "lower-case letters, digits and dashes, e.g. s-class"),
        hint: "A short name for a new vehicle, e.g. s-class (not shown; requests carry it, so it is fixed once saved).",
      },
      localized("name", "Name"),
      { name: "seats", label: "Passenger seats", widget: "number", value_type: "int", min: 1, step: 1 },
      { name: "luggage", label: "Pieces of luggage", widget: "number", value_type: "int", min: 0, step: 1 },
      {
        name: "picture",
        label: "Picture",
        widget: "image",
        choose_url: false,
        hint: "A landscape photograph of the vehicle, ideally at least 1600 pixels wide. The fleet's cards show it at 3:2, phones at 4:3.",
      },
      localized("pictureAlt", "Picture description", { hint: "What the picture shows, for visitors who cannot see it (screen readers), in each language." }),
      {
        name: "pictureFocus",
        label: "Picture: keep in frame",
        widget: "select",
        options: PHONE_FOCUS.map((value) => ({ label: PHONE_FOCUS_LABELS[value], value })),
        default: "center",
        hint: "The cards crop the picture to their shape (taller on phones): choose what the crop keeps.",
      },
    ],
  },
];

const siteFields: CmsField[] = [
  { name: "brand", label: "Company name", widget: "string" },
  {
    name: "phones",
    label: "Phone numbers",
    label_singular: "phone number",
    widget: "list",
    summary: "{{fields.phone}}",
    field: {
      name: "phone",
      label: "Phone number",
      widget: "string",
      pattern: pattern(PHONE_PATTERN, "international format with spaces, e.g. +41 22 000 00 00"),
    },
  },
  {
    name: "email",
    label: "Contact e-mail",
    widget: "string",
    pattern: pattern(EMAIL_PATTERN, "one e-mail address, e.g. contact@example.com"),
    hint: "Shown on the page; contact requests are sent to it too (unless the server sets CONTACT_TO).",
  },
  localized("city", "City line"),
  {
    name: "social",
    label: "Social links",
    widget: "object",
    hint: "Leave a network empty until its page exists: the site shows an icon only for the ones set.",
    fields: [
      { name: "facebook", label: "Facebook", widget: "string", required: false, pattern: pattern(SOCIAL_URL_PATTERN, "an https:// address, or empty") },
      { name: "instagram", label: "Instagram", widget: "string", required: false, pattern: pattern(SOCIAL_URL_PATTERN, "an https:// address, or empty") },
    ],
  },
  { name: "responseHours", label: "Response time (hours)", widget: "number", value_type: "int", min: 1, step: 1, hint: "{{responseHours}} in texts." },
  {
    name: "bookingNoticeHours",
    label: "Booking notice (hours)",
    widget: "object",
    fields: [
      { name: "geneva", label: "Departures from Geneva", widget: "number", value_type: "int", min: 0, step: 1, hint: "{{bookingGenevaHours}} in texts." },
      { name: "standard", label: "Standard services", widget: "number", value_type: "int", min: 0, step: 1, hint: "{{bookingStandardHours}} in texts." },
    ],
  },
  {
    name: "agentMinimumHours",
    label: "Accompanying agent minimum (hours)",
    widget: "number",
    value_type: "int",
    min: 1,
    step: 1,
    hint: '{{agentMinimumHours}} (the number) or {{agentMinimumDuration}} ("2 hours") in texts.',
  },
  {
    name: "heroImage",
    label: "Hero picture",
    widget: "image",
    choose_url: false,
    hint: "A landscape photograph, ideally at least 2400 pixels wide.",
  },
  {
    name: "heroPhoneFocus",
    label: "Hero picture on phones: keep in frame",
    widget: "select",
    options: PHONE_FOCUS.map((value) => ({ label: PHONE_FOCUS_LABELS[value], value })),
    hint: "Phones show a tall crop of the hero picture: choose what it keeps (by default what draws the eye, found in the picture itself).",
  },
  {
    name: "shareImage",
    label: "Share picture (link previews)",
    widget: "image",
    choose_url: false,
    hint: "The photograph under the title when the site's address is shared (WhatsApp, LinkedIn, Facebook…), cropped to 1200 × 630 around what draws the eye. May be the hero picture.",
  },
];

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

function localeFieldsOf(node: Tree, path: Path, other: Tree, otherName: string): CmsField[] {
  return Object.entries(node).map(([key, value]): CmsField => {
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
    return { name: key, label, widget: "object", collapsed: path.length === 0, fields: localeFieldsOf(value as Tree, at, other, otherName) };
  });
}

/**
 * A language's interface texts: the default language's keys (the content check keeps every language to
 * them), each field hinted with the same text in another language: the default one's, or for the
 * default language itself the next language's.
 */
export const localeFields = (language: Language): CmsField[] => {
  const other = language === DEFAULT_LANGUAGE ? (LANGUAGES.find((code) => code !== DEFAULT_LANGUAGE) ?? language) : DEFAULT_LANGUAGE;
  return localeFieldsOf(TRANSLATIONS[DEFAULT_LANGUAGE] as Tree, [], TRANSLATIONS[other] as Tree, languageInfo(other).name);
};

const companyFields: CmsField[] = [
  {
    name: "legalName",
    label: "Legal name",
    widget: "string",
    hint: "As in the commercial register, e.g. Geneva Premium Mobility Sàrl. {{legalName}} in legal texts.",
  },
  localized("legalForm", "Legal form", { hint: "{{legalForm}} in legal texts." }),
  { name: "street", label: "Street and number", widget: "string", hint: "{{street}} in legal texts." },
  { name: "postcode", label: "Postcode", widget: "string", pattern: pattern(POSTCODE_PATTERN, "4 digits, e.g. 1201"), hint: "{{postcode}} in legal texts." },
  localized("city", "City", { hint: "{{city}} in legal texts." }),
  localized("country", "Country", { hint: "{{country}} in legal texts." }),
  {
    name: "uid",
    label: "UID",
    widget: "string",
    pattern: pattern(UID_PATTERN, "the form CHE-123.456.789"),
    hint: "Business identification number. {{uid}} in legal texts.",
  },
  localized("commercialRegister", "Commercial register entry", { hint: "{{commercialRegister}} in legal texts." }),
  { name: "responsiblePerson", label: "Person responsible for the content", widget: "string", hint: "{{responsiblePerson}} in legal texts." },
  {
    name: "privacyEmail",
    label: "Data-protection e-mail",
    widget: "string",
    pattern: pattern(EMAIL_PATTERN, "one e-mail address, e.g. privacy@example.com"),
    hint: "Where visitors exercise their rights. {{privacyEmail}} in legal texts.",
  },
  {
    name: "emailProvider",
    label: "E-mail provider",
    widget: "string",
    hint: "Who carries the form's e-mails, named in the Privacy Policy ({{emailProvider}}).",
  },
  localized("emailProviderCountry", "E-mail provider's country", { hint: "Where it processes the e-mails. {{emailProviderCountry}} in legal texts." }),
  localized("emailProviderSafeguard", "E-mail provider's safeguard", {
    multiline: true,
    hint: "What protects data sent abroad (adequacy, Data Privacy Framework, standard contractual clauses), or that none leaves Switzerland. {{emailProviderSafeguard}} in legal texts.",
  }),
  {
    name: "whatsapp",
    label: "WhatsApp number",
    widget: "string",
    required: false,
    pattern: pattern(PHONE_PATTERN, "international format with spaces, e.g. +41 79 000 00 00"),
    hint: "Leave empty for no WhatsApp links on the site; the Privacy Policy then no longer names WhatsApp (Meta).",
  },
  {
    name: "vatNumber",
    label: "VAT number",
    widget: "string",
    required: false,
    pattern: pattern(VAT_PATTERN, "the form CHE-123.456.789 MWST (or TVA / IVA), or empty"),
    hint: "Empty if the company is not registered for VAT. {{vatNumber}} in legal texts.",
  },
  {
    name: "transportAuthorisation",
    label: "Transport authorisation (LTVTC)",
    widget: "object",
    hint: "The Geneva authorisation to run a chauffeur company (LTVTC), shown in the Legal notice.",
    fields: [
      { name: "number", label: "Authorisation number", widget: "string", required: false, hint: "{{transportAuthorisation}} in legal texts." },
      localized("authority", "Issued by", { hint: "{{transportAuthority}} in legal texts." }),
    ],
  },
  {
    name: "euRepresentative",
    label: "EU representative (GDPR Art. 27)",
    widget: "object",
    hint: "Name and address of the representative in the EU, if one is appointed. Both empty: the Privacy Policy states the reliance on Art. 27(2)(a) (occasional processing) — a decision for the company's lawyer.",
    fields: [
      { name: "name", label: "Name", widget: "string", required: false, hint: "{{euRepresentative}} in legal texts." },
      { name: "address", label: "Address", widget: "string", required: false, hint: "{{euRepresentativeAddress}} in legal texts." },
    ],
  },
  {
    name: "hosting",
    label: "Hosting",
    widget: "object",
    hint: "The host named in the Privacy Policy and the Legal notice: Netlify for a site built on Netlify, the other one otherwise.",
    fields: [
      {
        name: "netlify",
        label: "On Netlify",
        widget: "object",
        hint: "Used when the site is built on Netlify.",
        fields: [
          { name: "name", label: "Company", widget: "string", hint: "{{hostingProvider}} in legal texts." },
          { name: "address", label: "Address", widget: "string", hint: "{{hostingAddress}} in legal texts." },
          localized("country", "Country", { hint: "{{hostingCountry}} in legal texts." }),
          localized("safeguard", "Safeguard for data abroad", { multiline: true, hint: "{{hostingSafeguard}} in legal texts." }),
        ],
      },
      {
        name: "selfHosted",
        label: "Self-hosted",
        widget: "object",
        hint: "Used when the site is built anywhere else (npm run serve on your own server).",
        fields: [
          { name: "name", label: "Company", widget: "string", hint: "{{hostingProvider}} in legal texts." },
          { name: "address", label: "Address", widget: "string", hint: "{{hostingAddress}} in legal texts." },
          localized("country", "Country", { hint: "{{hostingCountry}} in legal texts." }),
          localized("safeguard", "Safeguard for data abroad", { multiline: true, hint: "{{hostingSafeguard}} in legal texts." }),
        ],
      },
    ],
  },
  {
    name: "dataCategories",
    label: "Data the contact form sends (Privacy Policy)",
    label_singular: "category",
    widget: "list",
    summary: `{{fields.label.${DEFAULT_LANGUAGE}}}`,
    hint: "{{dataCategories}} in the Privacy Policy lists them, each marked required or optional. Every field of the form must be in one category: the build names any that is not.",
    fields: [
      localized("label", "Category, as the Privacy Policy names it"),
      {
        name: "fields",
        label: "Form fields it covers",
        label_singular: "field",
        widget: "list",
        field: { name: "field", label: "Field", widget: "select", options: FORM_FIELDS.map((field) => ({ label: field, value: field })) },
      },
    ],
  },
  {
    name: "dataMarks",
    label: "Required / optional marks (Privacy Policy)",
    widget: "object",
    fields: [
      localized("required", "Required"),
      localized("conditional", "Required for some services"),
      localized("optional", "Optional"),
      localized("automatic", "Sent by the page itself"),
    ],
  },
  {
    name: "browserStorage",
    label: "What the site keeps in the browser (Cookie Policy)",
    label_singular: "entry",
    widget: "list",
    summary: "{{fields.name}}",
    hint: "{{storageRows}} in the Cookie Policy: one table row each. A browser test compares this list with what a visit really stores.",
    fields: [
      {
        name: "name",
        label: "Name",
        widget: "string",
        pattern: pattern(STORAGE_NAME_PATTERN, "the key or cookie name, without spaces"),
        hint: "The key or cookie name the site's code writes; may be {{languageStorageKey}}.",
      },
      {
        name: "store",
        label: "Kept in",
        widget: "select",
        options: BROWSER_STORES.map((store) => ({ label: store, value: store })),
      },
      {
        name: "match",
        label: "Name is",
        widget: "select",
        options: [
          { label: "exact", value: "exact" },
          { label: "a prefix (followed by the page's address)", value: "prefix" },
        ],
      },
      localized("where", "Kept in (as the page says it)"),
      localized("content", "Content"),
      localized("purpose", "Purpose"),
      localized("kept", "How long"),
    ],
  },
  {
    name: "terms",
    label: "Terms of Service numbers",
    widget: "object",
    fields: [
      {
        name: "freeWaitingMinutes",
        label: "Waiting time included (minutes)",
        widget: "number",
        value_type: "int",
        min: 0,
        step: 1,
        hint: "{{freeWaitingMinutes}} in texts.",
      },
      {
        name: "freeCancellationHours",
        label: "Free cancellation up to (hours before)",
        widget: "number",
        value_type: "int",
        min: 0,
        step: 1,
        hint: "{{freeCancellationHours}} in texts.",
      },
      {
        name: "lateCancellationPercent",
        label: "Late cancellation charge (%)",
        widget: "number",
        value_type: "int",
        min: 0,
        step: 1,
        hint: "{{lateCancellationPercent}} in texts.",
      },
      {
        name: "rentalMinimumAge",
        label: "Self-drive: driver's minimum age",
        widget: "number",
        value_type: "int",
        min: 18,
        step: 1,
        hint: "{{rentalMinimumAge}} in texts.",
      },
      {
        name: "rentalLicenceYears",
        label: "Self-drive: years with a driving licence",
        widget: "number",
        value_type: "int",
        min: 0,
        step: 1,
        hint: "{{rentalLicenceYears}} in texts.",
      },
      { name: "rentalDeposit", label: "Self-drive: deposit (CHF)", widget: "number", value_type: "int", min: 0, step: 1, hint: "{{rentalDeposit}} in texts." },
      {
        name: "rentalExcess",
        label: "Self-drive: insurance excess (CHF)",
        widget: "number",
        value_type: "int",
        min: 0,
        step: 1,
        hint: "{{rentalExcess}} in texts.",
      },
    ],
  },
  {
    name: "reviewed",
    label: "Legal texts reviewed by the owner",
    widget: "object",
    hint: "Turn each on once a lawyer or the owner has checked the text in both languages (npm run check:launch lists the others).",
    fields: (["privacy", "terms", "cookies", "legalNotice"] satisfies LegalPage[]).map((page) => ({
      name: page,
      label: humanize(page),
      widget: "boolean" as const,
    })),
  },
];

const LEGAL_LABELS: Record<LegalPage, string> = { privacy: "Privacy Policy", terms: "Terms of Service", cookies: "Cookie Policy", legalNotice: "Legal notice" };

const francs = (name: string, label: string, hint?: string): CmsField => ({
  name,
  label,
  widget: "number",
  value_type: "int",
  min: 1,
  step: 1,
  // Empty: "on request" on the page (src/cms/ratesFormat.ts saves it as null).
  required: false,
  hint: hint ?? 'Whole Swiss francs, VAT included. Leave empty for "on request".',
});
const FLEET_IDS_HINT = `A vehicle of Fleet: ${fleet.map((vehicle) => vehicle.id).join(", ")}.`;
const technicalId = (example: string, hint: string): CmsField => ({
  name: "id",
  label: "Id",
  widget: "technical-id",
  pattern: pattern(SLUG_PATTERN, `lower-case letters, digits and dashes, e.g. ${example}`),
  hint,
});
const slugText = (name: string, label: string, hint: string, required = true): CmsField => ({
  name,
  label,
  widget: "string",
  pattern: pattern(SLUG_PATTERN, "lower-case letters, digits and dashes"),
  hint,
  ...(required ? {} : { required: false }),
});

/** content/rates.json: the Rates section, the "Book" fares, the JSON-LD offers (docs/rates.md). */
const ratesFields: CmsField[] = [
  {
    name: "validFrom",
    label: "Prices valid from",
    widget: "string",
    pattern: pattern(DATE_PATTERN, "a date written yyyy-mm-dd, e.g. 2026-01-01"),
    hint: "yyyy-mm-dd. Shown under the prices and in the Terms; a request carries it with the fare it shows.",
  },
  {
    name: "classes",
    label: "Transfer vehicle classes",
    label_singular: "vehicle class",
    widget: "list",
    summary: `{{fields.name.${DEFAULT_LANGUAGE}}}`,
    hint: "The columns of the fixed-price transfers and the hourly rates.",
    fields: [
      technicalId("s-class", "A short name for a new class (not shown; the Book links and requests carry it, so it is fixed once saved)."),
      localized("name", "Name"),
      slugText("vehicle", "Vehicle of the fleet", `${FLEET_IDS_HINT} Empty when the fleet has none of this class.`, false),
    ],
  },
  {
    name: "origins",
    label: "Transfers start from",
    label_singular: "starting point",
    widget: "list",
    summary: `{{fields.name.${DEFAULT_LANGUAGE}}}`,
    fields: [technicalId("airport", 'A short name (not shown), used by the routes\' "From".'), localized("name", "Name")],
  },
  {
    name: "transfers",
    label: "Fixed-price transfers",
    label_singular: "route",
    widget: "list",
    summary: `{{fields.from}} → {{fields.to.${DEFAULT_LANGUAGE}}}`,
    hint: 'One price per vehicle class; an empty price shows "on request" (and has no Book link).',
    fields: [
      technicalId("gva-verbier", "A short name for a new route (not shown; Book links carry it, so it is fixed once saved)."),
      slugText("from", "From", "The id of a starting point above, e.g. airport."),
      localized("to", "To"),
      {
        name: "prices",
        label: "Prices",
        label_singular: "price",
        widget: "list",
        summary: "{{fields.class}}: {{fields.amount}}",
        fields: [slugText("class", "Vehicle class", "The id of a vehicle class above."), francs("amount", "Price (CHF)")],
      },
    ],
  },
  {
    name: "hourly",
    label: "By the hour (chauffeur at your disposal)",
    label_singular: "hourly rate",
    widget: "list",
    summary: "{{fields.class}}: {{fields.amount}}",
    fields: [
      slugText("class", "Vehicle class", "The id of a vehicle class above."),
      francs("amount", "Price per hour (CHF)"),
      { name: "minimumHours", label: "Minimum hours", widget: "number", value_type: "int", min: 1, step: 1 },
    ],
  },
  francs(
    "assistanceHourly",
    "Personal assistance, per hour (CHF)",
    'The minimum is the accompanying agent minimum of Contact details & settings. Empty: "on request".',
  ),
  {
    name: "rental",
    label: "Rental per day",
    label_singular: "vehicle",
    widget: "list",
    summary: "{{fields.vehicle}}",
    hint: "One row per vehicle of Fleet. The deposit is the self-drive deposit of Company & legal identity → Terms of Service numbers.",
    fields: [
      slugText("vehicle", "Vehicle", FLEET_IDS_HINT),
      francs("withChauffeur", "With chauffeur, per day (CHF)"),
      francs("withoutChauffeur", "Without chauffeur, per day (CHF)"),
    ],
  },
  {
    name: "airportWaitingMinutes",
    label: "Waiting time included at the airport (minutes)",
    widget: "number",
    value_type: "int",
    min: 0,
    step: 1,
    hint: "{{airportWaitingMinutes}} in texts. Elsewhere: Company & legal identity → Terms of Service numbers.",
  },
  {
    name: "included",
    label: "What every fare includes, and the conditions",
    label_singular: "line",
    widget: "localized-list",
    hint: `May use ${RATES_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}.`,
  },
  {
    name: "supplements",
    label: "Supplements",
    label_singular: "supplement",
    widget: "list",
    summary: `{{fields.label.${DEFAULT_LANGUAGE}}}`,
    fields: [localized("label", "Supplement"), francs("amount", "Price (CHF)"), localized("unit", "Per (e.g. per trip)")],
  },
];

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
