/**
 * The Decap CMS configuration of the admin at /admin/ (src/cms/cms.tsx passes it to CMS.init): one
 * collection per content file, its fields made from the content schema and the words each of its nodes
 * carries (src/content/schema/, through ./fields.ts). Beside them this file keeps the collections, the
 * file formats, the interface texts' fields (one per string of the locale files) and the words only the
 * content can give (a service's name, the fleet's ids).
 * Kept free of browser code so that Node (the tests) can read it.
 */
import services from "../../content/services.json";
import fleet from "../../content/fleet.json";
import {
  FLEET_ID_HINT,
  LEGAL_PAGE_NAMES,
  SERVICE_IDS,
  companySchema,
  fleetSchema,
  ratesSchema,
  regionsSchema,
  servicesSchema,
  siteSchema,
  schemaAt,
  officeTranslationSchema,
  localeFileOf,
  OFFICE_GROUP,
  type Path,
} from "../content/schema";
import { ADMIN_LANGUAGE, DEFAULT_LANGUAGE, isOfficeLanguage, LANGUAGES, languageInfo, type Language } from "../i18n/languages";
import { pluralForm, pluralForms } from "../i18n/plural";
import { TRANSLATIONS } from "../i18n/translations";
import { siteUrl } from "../i18n/siteUrl";
import { LEGAL_FILES } from "../legal/pages";
import { LEGAL_PLACEHOLDERS } from "../legal/values";
import type { CmsBackend } from "./backend";
import { adminField, adminFields, amendField, type CmsField } from "./fields";

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
 * (src/content/schema/combinators.ts, price()), so the prices' empty values are written back as null.
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

/**
 * Every "" where a price belongs (amount, withChauffeur…) becomes null: "on request"; so does a class's own
 * seats and bags left empty (the class is a car of the fleet, whose numbers are the Fleet's).
 */
const PRICE_KEYS = new Set(["amount", "withChauffeur", "withoutChauffeur", "assistanceHourly", "seats", "luggage"]);
function emptyPricesToNull(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(emptyPricesToNull);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, PRICE_KEYS.has(key) && inner === "" ? null : emptyPricesToNull(inner)]));
}

export const ratesFormat = {
  fromFile: (text: string): Record<string, unknown> => JSON.parse(text) as Record<string, unknown>,
  toFile: (data: object): string => stringifyContent(emptyPricesToNull(data)),
};

/** A service's name for editors: its English title (the form's choice says the same). */
const serviceName = (id: string) => services.find((service) => service.id === id)?.title[ADMIN_LANGUAGE] ?? id;
/** The fields that name a vehicle of the fleet list its ids, as the fleet has them now. */
const withFleetIds = (field: CmsField) => {
  if (!field.hint?.startsWith(FLEET_ID_HINT)) throw new Error(`${field.name}: its hint no longer starts with "${FLEET_ID_HINT}"`);
  return { hint: field.hint.replace(FLEET_ID_HINT, `${FLEET_ID_HINT.replace(/\.$/, "")}: ${fleet.map((vehicle) => vehicle.id).join(", ")}.`) };
};

// Every field comes from the schema with its words; only what the content itself decides is added here.
const servicesFields = amendField([adminField(ROOT_LIST_FIELD, servicesSchema, "content/services.json")], [ROOT_LIST_FIELD, "id"], () => ({
  options: SERVICE_IDS.map((id) => ({ value: id, label: serviceName(id) })),
}));
const regionsFields = [adminField(ROOT_LIST_FIELD, regionsSchema, "content/regions.json")];
const fleetFields = [adminField(ROOT_LIST_FIELD, fleetSchema, "content/fleet.json")];
const siteFields = adminFields(siteSchema, "content/site.json");
const companyFields = adminFields(companySchema, "content/company.json");
const ratesFields = [
  ["classes", "vehicle"],
  ["rental", "vehicle"],
].reduce((fields, path) => amendField(fields, path, withFleetIds), adminFields(ratesSchema, "content/rates.json"));

// ---------------------------------------------------------------------------------------------------
// Interface texts: the fields follow the English file (so every string can be edited, new ones
// included), typed by the schema; each field shows the other language's text as a hint.

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

function humanize(key: string): string {
  const words = key
    .replace(/[-_]/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const singular = (key: string) => key.replace(/s$/, "");
// The locale files' fields are read from the office languages' schema: every key of the others' and the office's words.
const labelOf = (path: Path) => {
  const key = String(path[path.length - 1]);
  return schemaAt(officeTranslationSchema, path)?.admin?.label ?? humanize(key);
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
        const schema = schemaAt(officeTranslationSchema, [...path, `${form.base}_other`]);
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
    const schema = schemaAt(officeTranslationSchema, at);
    const label = labelOf(at);
    if (typeof value === "string") {
      const multiline = schema?.kind === "text" ? schema.multiline : value.length > 90;
      return { name: key, label, widget: multiline ? "text" : "string", hint: hintFor(other, otherName, at) };
    }
    if (Array.isArray(value)) {
      // A list of groups (the about pillars): its fields and words are the schema's.
      if (schema?.kind === "list" && schema.item.kind === "object") return adminField(key, schema, at.join("."));
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
  // The office's words (`office.*`) are in the office's languages only (src/content/check.ts).
  const keys = Object.entries(TRANSLATIONS[DEFAULT_LANGUAGE] as Tree).filter(([key]) => key !== OFFICE_GROUP || isOfficeLanguage(language));
  return localeFieldsOf(Object.fromEntries(keys), [], TRANSLATIONS[other] as Tree, languageInfo(other).name, language);
};

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
      label: `${LEGAL_PAGE_NAMES[page]} (${languageInfo(language).name})`,
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
