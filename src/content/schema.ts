/**
 * The schema of every file under content/: what each field must hold, and what the admin tells editors about
 * it (its label and hint, `labelled`), in one place. The build (gatsby/node/onPreBootstrap.ts),
 * `npm run check:content`, the admin's fields (src/cms/fields.ts, src/cms/collections.ts) and the tests all
 * read it; the file-shaped types below are inferred from it and re-exported by ./types.
 *
 * Hand-written rather than Yup so that every message is exact and names the path of the field the way
 * an editor finds it in the file: `[1].title.fr is required`, `phones[0] "+41 22" is not …`.
 * Checks that need several files (locale key parity, the hero image on disk) live in ./check.ts.
 */
import { bareNumberProblem, CONSTANT_PLACEHOLDERS, RATES_PLACEHOLDERS, writtenFormOf } from "./quantities";
import { DETAIL_LABEL_KEYS, type DetailLabelKey } from "../booking/catalogue/fields";
import { FORM_FIELDS, SERVICE_VALUES, SERVICES_WITHOUT_CARD } from "../booking/catalogue/options";
import { PRICE_ITEMS, PRICE_MISSING } from "../booking/pricing/pricing";
import { destinationOf, type FareRates, type Route } from "../booking/catalogue/fareIds";
import { COUNTED_ERRORS, ERROR_KEYS } from "../booking/request/requestSchema";
import { DEFAULT_LANGUAGE, isOfficeLanguage, languageInfo, LANGUAGES, OFFICE_LANGUAGES, type Language } from "../i18n/languages";
import { PLACEHOLDER } from "../i18n/placeholders";
import { pluralForm, REQUIRED_PLURAL_FORMS } from "../i18n/plural";
import { LEGAL_PAGES, type LegalPage } from "../legal/list";

export type Path = (string | number)[];
/** Reports one problem at `path`; `message` follows the path ("is required"). */
export type Report = (path: Path, message: string) => void;

/** `[1].title.fr`, `phones[0]`, `about.pillars[2].icon` */
export function formatPath(path: Path): string {
  return path.map((part, index) => (typeof part === "number" ? `[${part}]` : index === 0 ? part : `.${part}`)).join("");
}

/**
 * What the admin (/admin/) tells editors about a node: its label and hint, and the few admin settings its
 * kind cannot say. src/cms/fields.ts makes each admin field from the node and these words; the build and
 * the checks ignore them. Written here, beside what the field must hold, so the two cannot drift apart.
 */
export interface AdminWords {
  readonly label: string;
  readonly hint?: string;
  /** A choice (oneOf): how editors read each value; a value without a name shows as it is. */
  readonly options?: Readonly<Record<string, string>>;
  /** A list: what one item is called ("vehicle"), and the line that sums an item up in the list. */
  readonly singular?: string;
  readonly summary?: string;
  /** An id that requests or code rely on: read-only once set (the admin's technical-id widget). */
  readonly fixedId?: boolean;
  /** A list editors may neither grow nor shrink (the services: each is an option of the contact form). */
  readonly fixedCount?: number;
  /** What a new item starts with. */
  readonly initial?: string | boolean;
}

interface Base<T> {
  /** Type-only: the value a valid file holds. */
  readonly __type?: T;
  /** The admin's words for this node; a locale text without them is labelled from its key. */
  readonly admin?: AdminWords;
  validate(value: unknown, path: Path, report: Report): void;
}

export interface TextSchema extends Base<string> {
  readonly kind: "text";
  /** Long copy (a paragraph): the CMS shows a text area. */
  readonly multiline: boolean;
  readonly pattern?: { regex: RegExp; what: string; example: string };
  /** `{{name}}` placeholders the text may use; undefined = any (locale strings: i18next variables). */
  readonly placeholders?: readonly string[];
  /** May be left empty (an optional channel such as WhatsApp): the CMS field is not required. */
  readonly optional: boolean;
}
export interface IntSchema<T extends number | null = number | null> extends Base<T> {
  readonly kind: "int";
  readonly min: number;
  /** May be null: a price "on request" (content/rates.json); the CMS field is then not required. */
  readonly nullable: boolean;
}
export interface BoolSchema extends Base<boolean> {
  readonly kind: "bool";
}
export interface OneOfSchema extends Base<string> {
  readonly kind: "oneOf";
  readonly values: readonly string[];
  readonly what: string;
}
/** `{ "en": "…", "fr": "…" }`: one text in each language of the site (src/i18n/languages.ts). */
export interface LocalizedSchema extends Base<LocalizedText> {
  readonly kind: "localized";
  readonly text: TextSchema;
}
export interface ObjectSchema<T = unknown> extends Base<T> {
  readonly kind: "object";
  readonly fields: Readonly<Record<string, Schema>>;
  /**
   * Open objects (the locale files) accept keys the schema does not declare, as long as they hold
   * non-empty strings or objects of them: ./check.ts then makes sure both languages have them.
   */
  readonly open: boolean;
}
export interface ListSchema<T = unknown> extends Base<T[]> {
  readonly kind: "list";
  readonly item: Schema;
  readonly min: number;
}
export type Schema = TextSchema | IntSchema | BoolSchema | OneOfSchema | LocalizedSchema | ObjectSchema | ListSchema;
export type Infer<S> = S extends Base<infer T> ? T : never;

export type LocalizedText = Record<Language, string>;

const isLanguageKey = (key: string | number) => (LANGUAGES as readonly (string | number)[]).includes(key);



/**
 * Icons content may name. The same names as ICON_NAMES in src/components/Icon.tsx (a test keeps the two
 * equal): the schema must not import a React component, the build and `check:content` load it in Node.
 */
export const CONTENT_ICONS = ["car-front", "user-check", "key-round", "clock", "shield-check", "award", "gem", "map-pin"] as const;

/** The services content/services.json presents as cards: the contact form's options but those named by a locale text. */
export const SERVICE_IDS = SERVICE_VALUES.filter((value) => !(SERVICES_WITHOUT_CARD as readonly string[]).includes(value));
/** The services with trip details of their own (their own date and time labels, their own placeholder): all but "other". */
const DETAILED_SERVICE_IDS = SERVICE_VALUES.filter((value) => value !== "other");

// International format, digits in groups separated by single spaces: "+41 22 000 00 00" (8 to 15 digits).
export const PHONE_PATTERN = /^\+[1-9](?: ?[0-9]){7,14}$/;
// WHATWG's e-mail grammar (what <input type=email> accepts), with a dot required in the domain.
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
// The profile's https address; a network left empty has no icon on the site.
export const SOCIAL_URL_PATTERN = /^https:\/\/[^\s/]+\.[^\s/]+(?:\/\S*)?$/;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// The Swiss business identification number (UID): "CHE-123.456.789".
export const UID_PATTERN = /^CHE-\d{3}\.\d{3}\.\d{3}$/;
export const POSTCODE_PATTERN = /^\d{4}$/;
// The Swiss VAT number: the UID followed by MWST, TVA or IVA.
export const VAT_PATTERN = /^CHE-\d{3}\.\d{3}\.\d{3} (?:MWST|TVA|IVA)$/;
export const IMAGE_PATTERN = /^images\/[^\s/][^\s]*\.(?:jpe?g|png|webp|avif)$/i;

/** The focal points of the phones' crop (gatsby/node/createResolvers.ts turns each into sharp's crop strategy or gravity). */
export const PHONE_FOCUS = ["attention", "entropy", "center", "north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest"] as const;

/** The `{{name}}` placeholders of a text, in order, without repeats. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** "a number (2)", "a list", "an empty text"… for "must be X, not Y" messages. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "a list";
  switch (typeof value) {
    case "string":
      return value.trim() === "" ? "an empty text" : `text (${JSON.stringify(value)})`;
    case "number":
      return `a number (${value})`;
    case "boolean":
      return value ? "true" : "false";
    case "object":
      return "an object";
    default:
      return typeof value;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const has = (value: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/** One field per legal page (src/legal/list.ts), each with the schema `make` gives. */
function perLegalPage<S extends Schema>(make: (page: LegalPage) => S): Record<LegalPage, S> {
  return Object.fromEntries(LEGAL_PAGES.map((page) => [page, make(page)])) as Record<LegalPage, S>;
}

/** The owner decisions over sample values that bind a client (company.json `decisions`). */
export const OWNER_DECISIONS = ["selfDriveConditions", "cancellation", "waitingTime", "responseTime", "spokenLanguages"] as const;
export type OwnerDecision = (typeof OWNER_DECISIONS)[number];
export const OWNER_DECISION_LABELS: Record<OwnerDecision, string> = {
  selfDriveConditions: "Self-drive: deposit, excess, driver's age and years with a licence",
  cancellation: "Cancellation: the free window and the late charge",
  waitingTime: "Waiting time included (airport and elsewhere)",
  responseTime: "Reply time promised to every request",
  spokenLanguages: "Languages the team speaks",
};

/** The legal pages as editors know them (the admin's labels; visitors read the locale's legal.*.title). */
export const LEGAL_PAGE_NAMES: Record<LegalPage, string> = { privacy: "Privacy Policy", terms: "Terms of Service", cookies: "Cookie Policy", legalNotice: "Legal notice" };

/** `schema` with the admin's words: a label alone, or a label with a hint and settings. */
export function labelled<S extends Schema>(schema: S, words: AdminWords | string): S {
  return { ...schema, admin: typeof words === "string" ? { label: words } : words };
}

// ---------------------------------------------------------------------------------------------------
// Building blocks

interface TextOptions {
  multiline?: boolean;
  optional?: boolean;
  pattern?: { regex: RegExp; what: string; example: string };
  placeholders?: readonly string[];
}

export function text(options: TextOptions = {}): TextSchema {
  return {
    kind: "text",
    multiline: options.multiline ?? false,
    pattern: options.pattern,
    placeholders: options.placeholders,
    optional: options.optional ?? false,
    validate(value, path, report) {
      if (typeof value !== "string") return report(path, `must be text, not ${describeValue(value)}`);
      if (value === "" && options.optional) return;
      if (value.trim() === "") return report(path, options.optional ? "must be empty or hold a value, not only spaces" : "must not be empty");
      if (options.pattern && !options.pattern.regex.test(value)) {
        return report(path, `${JSON.stringify(value)} is not ${options.pattern.what}, e.g. ${JSON.stringify(options.pattern.example)}`);
      }
      if (options.placeholders) {
        const allowed = options.placeholders;
        for (const name of placeholdersOf(value)) {
          if (!allowed.includes(name)) {
            report(path, bareNumberProblem(name) ?? `uses {{${name}}}, which is not one of ${allowed.map((a) => `{{${a}}}`).join(", ")}`);
          }
        }
      }
    },
  };
}

export function int(min: number): IntSchema<number> {
  return {
    kind: "int",
    min,
    nullable: false,
    validate(value, path, report) {
      if (typeof value !== "number" || !Number.isInteger(value)) return report(path, `must be a whole number, not ${describeValue(value)}`);
      if (value < min) report(path, `must be at least ${min}, not ${value}`);
    },
  };
}

/**
 * A price in whole Swiss francs, or null for "on request": never 0, never cents, never text. The admin
 * writes an emptied number as "" (src/cms/ratesFormat.ts turns it back into null before saving).
 */
export function price(): IntSchema<number | null> {
  return {
    kind: "int",
    min: 1,
    nullable: true,
    validate(value, path, report) {
      if (value === null) return;
      if (typeof value !== "number" || !Number.isInteger(value)) {
        return report(path, `must be a price in whole Swiss francs (e.g. 250), or null for "on request", not ${describeValue(value)}`);
      }
      if (value < 1) report(path, `must be a positive price in Swiss francs (or null for "on request"), not ${value}`);
    },
  };
}

export function bool(): BoolSchema {
  return {
    kind: "bool",
    validate(value, path, report) {
      if (typeof value !== "boolean") report(path, `must be true or false, not ${describeValue(value)}`);
    },
  };
}

export function oneOf<V extends string>(values: readonly V[], what: string): OneOfSchema & Base<V> {
  return {
    kind: "oneOf",
    values,
    what,
    validate(value, path, report) {
      if (typeof value !== "string") return report(path, `must be ${what}, not ${describeValue(value)}`);
      if (!values.includes(value as V)) report(path, `${JSON.stringify(value)} is not ${what} (one of: ${values.join(", ")})`);
    },
  };
}

export function localized(options: TextOptions = {}): LocalizedSchema {
  const inner = text(options);
  return {
    kind: "localized",
    text: inner,
    validate(value, path, report) {
      if (!isObject(value)) return report(path, `must be { ${LANGUAGES.map((language) => `"${language}": …`).join(", ")} }, not ${describeValue(value)}`);
      for (const language of LANGUAGES) {
        if (!has(value, language)) report([...path, language], "is required");
        else inner.validate(value[language], [...path, language], report);
      }
      for (const key of Object.keys(value)) {
        if (!isLanguageKey(key)) report([...path, key], `is not a language of the site (${LANGUAGES.join(", ")})`);
      }
    },
  };
}

type Fields = Record<string, Schema>;
type Shape<F extends Fields> = { [K in keyof F]: Infer<F[K]> };

/** Validates the keys an open object does not declare: non-empty strings, or objects of them. */
function validateExtra(value: unknown, path: Path, report: Report) {
  if (typeof value === "string") return text().validate(value, path, report);
  if (!isObject(value)) return report(path, `must be text or a group of texts, not ${describeValue(value)}`);
  for (const [key, inner] of Object.entries(value)) validateExtra(inner, [...path, key], report);
}

/** A check across an object's fields (a list's items that must name another list's ids). */
type ObjectCheck = (value: Record<string, unknown>, path: Path, report: Report) => void;

export function object<F extends Fields>(fields: F, options: { open?: boolean; checks?: ObjectCheck[] } = {}): ObjectSchema<Shape<F>> {
  const open = options.open ?? false;
  return {
    kind: "object",
    fields,
    open,
    validate(value, path, report) {
      if (!isObject(value)) return report(path, `must be an object (${Object.keys(fields).join(", ")}), not ${describeValue(value)}`);
      for (const [key, schema] of Object.entries(fields)) {
        if (!has(value, key)) report([...path, key], "is required");
        else schema.validate(value[key], [...path, key], report);
      }
      for (const key of Object.keys(value)) {
        if (has(fields, key)) continue;
        // Another plural form of a declared plural text (Arabic's `_few`): ./check.ts holds each language to its own forms.
        const form = pluralForm(key);
        if (form && has(fields, `${form.base}_other`)) {
          (fields[`${form.base}_other`] as Schema).validate(value[key], [...path, key], report);
          continue;
        }
        if (open) validateExtra(value[key], [...path, key], report);
        else report([...path, key], `is not a known field (expected: ${Object.keys(fields).join(", ")})`);
      }
      for (const check of options.checks ?? []) check(value, path, report);
    },
  };
}

type ListCheck = (items: unknown[], path: Path, report: Report) => void;

export function list<S extends Schema>(item: S, options: { min?: number; checks?: ListCheck[] } = {}): ListSchema<Infer<S>> {
  const min = options.min ?? 1;
  return {
    kind: "list",
    item,
    min,
    validate(value, path, report) {
      if (!Array.isArray(value)) return report(path, `must be a list, not ${describeValue(value)}`);
      if (value.length < min) report(path, min === 1 ? "must not be an empty list" : `must have at least ${min} items, not ${value.length}`);
      value.forEach((entry, index) => item.validate(entry, [...path, index], report));
      for (const check of options.checks ?? []) check(value, path, report);
    },
  };
}

// ---------------------------------------------------------------------------------------------------
// List checks across items

const fieldOf = (entry: unknown, key: string): unknown => (isObject(entry) ? entry[key] : undefined);

/** No two items share the same `key` (ids). */
export function unique(key: string): ListCheck {
  return (items, path, report) => {
    const seen = new Map<string, number>();
    items.forEach((entry, index) => {
      const value = fieldOf(entry, key);
      if (typeof value !== "string") return;
      const first = seen.get(value);
      if (first === undefined) seen.set(value, index);
      else report([...path, index, key], `${JSON.stringify(value)} is already used by ${formatPath([first])}`);
    });
  };
}

/** Every service of the contact form has a service in the file (ids not in the form are reported per item). */
const everyServiceOffered: ListCheck = (items, path, report) => {
  const ids = new Set(items.map((entry) => fieldOf(entry, "id")));
  for (const id of SERVICE_IDS) {
    if (!ids.has(id)) report(path, `has no service with the id ${JSON.stringify(id)}, an option of the contact form (src/booking/catalogue/fields.ts)`);
  }
};

/** Exactly one region is `primary: true`. */
const onePrimary: ListCheck = (items, path, report) => {
  const primary = items.flatMap((entry, index) => (fieldOf(entry, "primary") === true ? [index] : []));
  if (primary.length === 0) report(path, "must have exactly one region with primary: true, and none has");
  if (primary.length > 1) report(path, `must have exactly one region with primary: true, not ${primary.length}: ${primary.map((i) => formatPath([i])).join(", ")}`);
};

// ---------------------------------------------------------------------------------------------------
// The content files

const serviceText = (multiline = false) => localized({ multiline, placeholders: CONSTANT_PLACEHOLDERS });
const PLACEHOLDER_HINT = `May use ${CONSTANT_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}: the number then comes from Contact details & settings, written with its unit ("1 hour", "2 hours").`;

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

/** The icon of a service or of an about pillar, chosen by what it shows. */
const icon = labelled(oneOf(CONTENT_ICONS, "an icon the site has"), { label: "Icon", options: ICON_LABELS });

/** A picture under content/images, as the admin's media library stores it. */
const picture = (example: string) => text({ pattern: { regex: IMAGE_PATTERN, what: "a picture in content/images (.jpg, .png, .webp or .avif)", example } });
const emailText = (example: string) => text({ pattern: { regex: EMAIL_PATTERN, what: "a valid e-mail address", example } });

/** An id, or a reference to one: lower-case letters, digits and dashes. */
const slug = (example: string) => text({ pattern: { regex: SLUG_PATTERN, what: "an id of lower-case letters, digits and dashes", example } });
/** An id that requests or code carry: fixed once saved. */
const idText = (example: string, hint: string) => labelled(slug(example), { label: "Id", hint, fixedId: true });

/** A list's summary line in the admin: an item's `field` in the admin's first language. */
const summaryOf = (field: string) => `{{fields.${field}.${DEFAULT_LANGUAGE}}}`;

// Each service is an option of the contact form: a new one, or one less, needs a developer (src/booking/catalogue/fields.ts,
// docs/recipes.md "Adding a service"), so the admin neither adds nor removes one (`fixedCount`).
export const serviceSchema = object({
  // Each choice is named by its service's title in the admin (src/cms/collections.ts: content, not schema).
  id: labelled(oneOf(SERVICE_IDS, "a service of the contact form"), { label: "Contact form option", hint: "The choice of the contact form this service belongs to (fixed).", fixedId: true }),
  icon,
  title: labelled(serviceText(), "Title"),
  description: labelled(serviceText(true), { label: "Description", hint: PLACEHOLDER_HINT }),
  features: labelled(list(serviceText()), { label: "Features", hint: PLACEHOLDER_HINT, singular: "feature" }),
});

/** content/services.json: the services in page order. */
export const servicesSchema = labelled(list(serviceSchema, { checks: [unique("id"), everyServiceOffered] }), {
  label: "Services",
  hint: "In page order: drag a service to move it. Each service is also a choice of the contact form: adding or removing one needs a developer.",
  singular: "service",
  summary: summaryOf("title"),
  fixedCount: SERVICE_IDS.length,
});

export const regionSchema = object({
  id: idText("northern-italy", "A short name for a new region, e.g. northern-italy (not shown on the page; fixed once saved)."),
  name: labelled(serviceText(), "Name"),
  primary: labelled(bool(), { label: "Primary region", hint: "Turn on for one region only.", initial: false }),
  cities: labelled(list(serviceText()), { label: "Cities", singular: "city" }),
});

/** content/regions.json: the service-area regions. */
export const regionsSchema = labelled(list(regionSchema, { checks: [unique("id"), onePrimary] }), {
  label: "Regions",
  hint: "Exactly one region is the primary one: it comes first, with the Geneva preferential rates.",
  singular: "region",
  summary: summaryOf("name"),
});

export const vehicleSchema = object({
  id: idText("s-class", "A short name for a new vehicle, e.g. s-class (not shown; requests carry it, so it is fixed once saved)."),
  name: labelled(localized(), "Name"),
  seats: labelled(int(1), "Passenger seats"),
  luggage: labelled(int(0), "Pieces of luggage"),
  // The vehicle's photograph on the page's fleet cards (content/images/fleet/), what it shows for screen
  // readers, and what the cards' crops keep in frame (3:2 cards, 4:3 on phones; gatsby-node.ts).
  picture: labelled(picture("images/fleet/s-class.jpg"), {
    label: "Picture",
    hint: "A landscape photograph of the vehicle, ideally at least 1600 pixels wide. The fleet's cards show it at 3:2, phones at 4:3.",
  }),
  pictureAlt: labelled(localized(), { label: "Picture description", hint: "What the picture shows, for visitors who cannot see it (screen readers), in each language." }),
  pictureFocus: labelled(oneOf(PHONE_FOCUS, "a focal point for the picture's crops"), {
    label: "Picture: keep in frame",
    hint: "The cards crop the picture to their shape (taller on phones): choose what the crop keeps.",
    options: PHONE_FOCUS_LABELS,
    initial: "center",
  }),
});

/** content/fleet.json: the vehicles of the page's fleet section and of the contact form's rental, in list order. */
export const fleetSchema = labelled(list(vehicleSchema, { checks: [unique("id")] }), {
  label: "Vehicles",
  hint: "The vehicles of the page's fleet section and of the contact form's rental choice, in this order (drag to reorder).",
  singular: "vehicle",
  summary: summaryOf("name"),
});

// yyyy-mm-dd, a real day: the first day the prices of content/rates.json apply.
export const DATE_PATTERN = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;


/** The ids of the list at `key` of an object (the vehicle classes, the origins), for the checks below. */
const idsAt = (value: Record<string, unknown>, key: string): string[] => {
  const items = value[key];
  return Array.isArray(items) ? items.map((item) => fieldOf(item, "id")).filter((id): id is string => typeof id === "string") : [];
};

/**
 * content/rates.json across its lists: every route starts at a known origin and has exactly one cell per
 * vehicle class (a price, or null for "on request": explicit, never a missing cell); the hourly rates
 * name known classes. The fleet ids (classes' `vehicle`, the rental rows) are checked in ./check.ts.
 */
const ratesAgree: ObjectCheck = (value, path, report) => {
  const classes = idsAt(value, "classes");
  const origins = idsAt(value, "origins");
  const known = (id: unknown, ids: string[]) => typeof id !== "string" || ids.includes(id);
  const transfers = Array.isArray(value.transfers) ? value.transfers : [];
  transfers.forEach((route, index) => {
    const at = [...path, "transfers", index];
    const from = fieldOf(route, "from");
    if (!known(from, origins)) report([...at, "from"], `${JSON.stringify(from)} is not an origin of this file (one of: ${origins.join(", ")})`);
    const prices = fieldOf(route, "prices");
    if (!Array.isArray(prices)) return;
    const seen = new Set<string>();
    prices.forEach((cell, cellIndex) => {
      const vehicleClass = fieldOf(cell, "class");
      if (typeof vehicleClass !== "string") return;
      if (!classes.includes(vehicleClass)) report([...at, "prices", cellIndex, "class"], `${JSON.stringify(vehicleClass)} is not a vehicle class of this file (one of: ${classes.join(", ")})`);
      else if (seen.has(vehicleClass)) report([...at, "prices", cellIndex, "class"], `${JSON.stringify(vehicleClass)} has two prices on this route`);
      seen.add(vehicleClass);
    });
    for (const id of classes) {
      if (!seen.has(id)) report([...at, "prices"], `has no cell for the vehicle class ${JSON.stringify(id)}: give its price, or null for "on request"`);
    }
  });
  // Two routes between the same places in the same direction: the fare finder and the form would only ever find the first.
  const routes = new Map<string, number>();
  transfers.forEach((route, index) => {
    const from = fieldOf(route, "from");
    const to = fieldOf(route, "to");
    if (typeof from !== "string" || !isObject(to)) return;
    const end = destinationOf({ origins: (Array.isArray(value.origins) ? value.origins : []) as FareRates["origins"] } as FareRates, route as Route).id;
    const key = `${from} -> ${end}`;
    const first = routes.get(key);
    if (first !== undefined) report([...path, "transfers", index, "to"], `repeats the route of transfers[${first}] (${key}): one price per route and direction`);
    else routes.set(key, index);
  });
  const hourly = Array.isArray(value.hourly) ? value.hourly : [];
  hourly.forEach((rate, index) => {
    const vehicleClass = fieldOf(rate, "class");
    if (!known(vehicleClass, classes)) report([...path, "hourly", index, "class"], `${JSON.stringify(vehicleClass)} is not a vehicle class of this file (one of: ${classes.join(", ")})`);
  });
};

/**
 * A rental price "on request" needs the reason shown beside it, in every language: the Price Indication
 * Ordinance (PBV/OIP Art. 10) lists vehicle rental among the services whose prices must be shown.
 */
const reasonWhenOnRequest: ListCheck = (items, path, report) => {
  items.forEach((row, index) => {
    if (!["withChauffeur", "withoutChauffeur"].some((key) => fieldOf(row, key) === null)) return;
    const reason = fieldOf(row, "onRequestReason");
    for (const language of LANGUAGES) {
      const text = isObject(reason) ? reason[language] : undefined;
      if (typeof text !== "string" || text.trim() === "") {
        report([...path, index, "onRequestReason", language], 'is required: a price of this vehicle is "on request", and the page gives the reason beside it (PBV Art. 10)');
      }
    }
  });
};

/** The supplements the price engine computes ("night", "child-seat") and those the office quotes ("other"). */
export const SUPPLEMENT_KINDS = ["night", "child-seat", "other"] as const;
const HH_MM_PATTERN = { regex: /^(?:[01]\d|2[0-3]):[0-5]\d$/, what: "a time written HH:MM (24 h)", example: "22:00" };

/** Each computed supplement once: two "night" lines would leave the engine to guess which price applies. */
const uniqueComputedKinds: ListCheck = (items, path, report) => {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const kind = fieldOf(item, "kind");
    if (typeof kind !== "string" || kind === "other") return;
    if (seen.has(kind)) report([...path, index, "kind"], `${JSON.stringify(kind)} is already the kind of another supplement: the price engine adds one of each`);
    seen.add(kind);
  });
};

const FRANCS_HINT = 'Whole Swiss francs, VAT included. Leave empty for "on request".';
/** A price, as editors fill it in. */
const francs = (label: string) => labelled(price(), { label, hint: FRANCS_HINT });
const CLASS_HINT = "The id of a vehicle class above.";
// The admin adds the fleet's ids to these hints (src/cms/collections.ts: content, not schema).
export const FLEET_ID_HINT = "A vehicle of Fleet.";

/**
 * content/rates.json: the published prices (the Rates section, the fares the form and the office's e-mail
 * quote, the JSON-LD offers), in whole Swiss francs, VAT included. Conditions already in content are not
 * repeated here: the assistance minimum (site.json), waiting elsewhere, cancellation and the rental
 * deposit (company.json `terms`).
 */
export const ratesSchema = object(
    {
      validFrom: labelled(text({ pattern: { regex: DATE_PATTERN, what: "a date written yyyy-mm-dd", example: "2026-01-01" } }), {
        label: "Prices valid from",
        hint: "yyyy-mm-dd. Shown under the prices and in the Terms; a request carries it with the fare it shows.",
      }),
      // The transfer vehicle classes; `vehicle` names the fleet.json vehicle the class is, or "" when the fleet has none.
      classes: labelled(
        list(
          object({
            id: idText("s-class", "A short name for a new class (not shown; the Book links and requests carry it, so it is fixed once saved)."),
            name: labelled(localized(), "Name"),
            vehicle: labelled(text({ optional: true, pattern: { regex: SLUG_PATTERN, what: "a vehicle id of fleet.json (or empty)", example: "s-class" } }), {
              label: "Vehicle of the fleet",
              hint: `${FLEET_ID_HINT} Empty when the fleet has none of this class.`,
            }),
          }),
          { checks: [unique("id")] },
        ),
        { label: "Transfer vehicle classes", hint: "The columns of the fixed-price transfers and the hourly rates.", singular: "vehicle class", summary: summaryOf("name") },
      ),
      origins: labelled(
        list(object({ id: idText("airport", 'A short name (not shown), used by the routes\' "From".'), name: labelled(localized(), "Name") }), { checks: [unique("id")] }),
        { label: "Transfers start from", singular: "starting point", summary: summaryOf("name") },
      ),
      // `oneWay`: the fare applies from `from` to `to` only; otherwise the fare finder and the form offer it both ways.
      transfers: labelled(
        list(
          object({
            id: idText("gva-verbier", "A short name for a new route (not shown; Book links carry it, so it is fixed once saved)."),
            from: labelled(slug("airport"), { label: "From", hint: "The id of a starting point above, e.g. airport." }),
            to: labelled(localized(), "To"),
            oneWay: labelled(bool(), {
              label: "This direction only",
              hint: "Off: the fare finder and the form offer this fare both ways (To → From at the same price). On: only From → To.",
            }),
            prices: labelled(list(object({ class: labelled(slug("s-class"), { label: "Vehicle class", hint: CLASS_HINT }), amount: francs("Price (CHF)") })), {
              label: "Prices",
              singular: "price",
              summary: "{{fields.class}}: {{fields.amount}}",
            }),
          }),
          { checks: [unique("id")] },
        ),
        {
          label: "Fixed-price transfers",
          hint: 'One price per vehicle class; an empty price shows "on request" (and has no Book link).',
          singular: "route",
          summary: `{{fields.from}} → {{fields.to.${DEFAULT_LANGUAGE}}}`,
        },
      ),
      hourly: labelled(
        list(object({ class: labelled(slug("s-class"), { label: "Vehicle class", hint: CLASS_HINT }), amount: francs("Price per hour (CHF)"), minimumHours: labelled(int(1), "Minimum hours") })),
        { label: "By the hour (chauffeur at your disposal)", singular: "hourly rate", summary: "{{fields.class}}: {{fields.amount}}" },
      ),
      assistanceHourly: labelled(price(), {
        label: "Personal assistance, per hour (CHF)",
        hint: 'The minimum is the accompanying agent minimum of Contact details & settings. Empty: "on request".',
      }),
      // A price left "on request" shows the reason the owner gives beside it (PBV Art. 10 lists vehicle rental).
      rental: labelled(
        list(
          object({
            vehicle: labelled(slug("s-class"), { label: "Vehicle", hint: FLEET_ID_HINT }),
            withChauffeur: francs("With chauffeur, per day (CHF)"),
            withoutChauffeur: francs("Without chauffeur, per day (CHF)"),
            onRequestReason: labelled(localized({ optional: true }), {
              label: 'Why a price is "on request"',
              hint: 'Shown beside "On request" on the page. Required when a price of this row is empty: the Price Indication Ordinance (PBV Art. 10) wants rental prices shown. Leave empty when both prices are set.',
            }),
          }),
          { checks: [unique("vehicle"), reasonWhenOnRequest] },
        ),
        {
          label: "Rental per day",
          hint: "One row per vehicle of Fleet. The deposit is the self-drive deposit of Company & legal identity → Terms of Service numbers.",
          singular: "vehicle",
          summary: "{{fields.vehicle}}",
        },
      ),
      airportWaitingMinutes: labelled(int(0), {
        label: "Waiting time included at the airport (minutes)",
        hint: "{{airportWaitingDuration}} in texts (\"60 minutes\"). Elsewhere: Company & legal identity → Terms of Service numbers.",
      }),
      included: labelled(list(localized({ placeholders: RATES_PLACEHOLDERS })), {
        label: "What every fare includes, and the conditions",
        hint: `May use ${RATES_PLACEHOLDERS.map((name) => `{{${name}}}`).join(", ")}.`,
        singular: "line",
      }),
      // The VAT line of "included": shown only when company.json has a VAT number (a company not registered
      // for VAT may not state prices "VAT included").
      vatIncluded: labelled(localized(), {
        label: "VAT line",
        hint: "The last line of what every fare includes, shown only when Company & legal identity → VAT number is set: a company not registered for VAT may not state its prices with VAT.",
      }),
      // `kind`: which supplements the price engine (src/booking/pricing/pricing.ts) adds: the night one (per journey
      // whose pick-up falls in nightWindow), a child seat (per seat and journey); "other" is quoted by the office.
      supplements: labelled(
        list(
          object({
            kind: labelled(oneOf(SUPPLEMENT_KINDS, "a kind of supplement"), {
              label: "Added by the form",
              hint: "night: added to each journey whose pick-up falls in the night window below; child-seat: per seat and journey; other: shown, quoted by the office.",
            }),
            label: labelled(localized(), "Supplement"),
            amount: francs("Price (CHF)"),
            unit: labelled(localized(), "Per (e.g. per trip)"),
          }),
          { min: 0, checks: [uniqueComputedKinds] },
        ),
        { label: "Supplements", singular: "supplement", summary: summaryOf("label") },
      ),
      nightWindow: labelled(object({ from: labelled(text({ pattern: HH_MM_PATTERN }), "From (HH:MM)"), until: labelled(text({ pattern: HH_MM_PATTERN }), "Until (HH:MM)") }), {
        label: "Night window (Geneva time)",
        hint: "The night supplement applies to a journey whose pick-up time falls in it; keep the supplement's name in step.",
      }),
    },
  { checks: [ratesAgree] },
);

/** content/site.json: brand, contact details and the business constants. */
export const siteSchema = object({
  brand: labelled(text(), "Company name"),
  phones: labelled(list(labelled(text({ pattern: { regex: PHONE_PATTERN, what: "a phone number in international format", example: "+41 22 000 00 00" } }), "Phone number")), {
    label: "Phone numbers",
    singular: "phone number",
    summary: "{{fields.item}}",
  }),
  // An owner decision (npm run check:launch lists it until decisions.spokenLanguages is on): the service texts'
  // {{spokenLanguages}}, named in each page's language. Any language, not only the site's.
  spokenLanguages: labelled(list(labelled(text({ pattern: { regex: /^[a-z]{2,3}$/, what: "a language code", example: "it" } }), "Language code")), {
    label: "Languages the team speaks",
    hint: "Two-letter language codes (en, fr, de, ar, it, ru, zh…): the services' texts name them in each page's language ({{spokenLanguages}}: \"English and French\").",
    singular: "language",
    summary: "{{fields.item}}",
  }),
  email: labelled(emailText("contact@example.com"), {
    label: "Contact e-mail",
    hint: "Shown on the page; contact requests are sent to it too (unless the server sets CONTACT_TO).",
  }),
  city: labelled(localized(), "City line"),
  social: labelled(
    object({
      facebook: labelled(text({ optional: true, pattern: { regex: SOCIAL_URL_PATTERN, what: "an https:// address (or empty)", example: "https://www.facebook.com/yourpage" } }), "Facebook"),
      instagram: labelled(text({ optional: true, pattern: { regex: SOCIAL_URL_PATTERN, what: "an https:// address (or empty)", example: "https://www.instagram.com/yourpage" } }), "Instagram"),
    }),
    { label: "Social links", hint: "Leave a network empty until its page exists: the site shows an icon only for the ones set." },
  ),
  responseHours: labelled(int(1), { label: "Response time (hours)", hint: '{{responseDuration}} in texts ("24 hours").' }),
  // The language of the office's e-mails and pages (src/booking/mail/officeTexts.ts); the guests' are in their own.
  officeLanguage: labelled(oneOf(OFFICE_LANGUAGES, "a language the office reads its e-mails in"), {
    label: "Office language",
    hint: "The language of the e-mails and booking pages the office receives (the guests always get theirs in the language they wrote in).",
    options: Object.fromEntries(OFFICE_LANGUAGES.map((code) => [code, languageInfo(code).name])) as Record<(typeof OFFICE_LANGUAGES)[number], string>,
  }),
  bookingNoticeHours: labelled(
    object({
      geneva: labelled(int(0), { label: "Departures from Geneva", hint: '{{bookingGenevaDuration}} in texts ("2 hours").' }),
      standard: labelled(int(0), { label: "Standard services", hint: '{{bookingStandardDuration}} in texts ("24 hours").' }),
    }),
    "Booking notice (hours)",
  ),
  agentMinimumHours: labelled(int(1), { label: "Accompanying agent minimum (hours)", hint: '{{agentMinimumDuration}} in texts ("2 hours").' }),
  // How long a delivered request stays stored: the privacy notice names it, the delivery worker applies it.
  requestRetentionDays: labelled(int(0), {
    label: "Stored requests kept after delivery (days)",
    hint: "How long a request sent through the form stays stored by the website once it has reached the office (0: deleted within the hour). The privacy notice says this number; a new build applies both.",
  }),
  heroImage: labelled(picture("images/hero.jpg"), {
    label: "Hero picture",
    hint: "A landscape photograph, ideally at least 2400 pixels wide.",
  }),
  // Where phones' portrait crop of the hero picture is centred: what draws the eye, or a side of the picture.
  heroPhoneFocus: labelled(oneOf(PHONE_FOCUS, "a focal point for the phones' crop"), {
    label: "Hero picture on phones: keep in frame",
    hint: "Phones show a tall crop of the hero picture: choose what it keeps (by default what draws the eye, found in the picture itself).",
    options: PHONE_FOCUS_LABELS,
  }),
  // The picture under the title and claims of the link previews (public/og/<language>.jpg, src/seo/shareImage.ts).
  shareImage: labelled(picture("images/share.jpg"), {
    label: "Share picture (link previews)",
    hint: "The photograph under the title when the site's address is shared (WhatsApp, LinkedIn, Facebook…), cropped to 1200 × 630 around what draws the eye. May be the hero picture.",
  }),
});

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

/** Where the e-mail provider processes the form's mail (content/company.json `emailProviderRegion`). */
export const EMAIL_PROVIDER_REGIONS = ["undecided", "switzerland", "eea", "us"] as const;
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
  content: labelled(localized(), "Content"),
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
  emailProvider: labelled(text(), { label: "E-mail provider", hint: "Who carries the form's e-mails, named in the Privacy Policy ({{emailProvider}})." }),
  // Where the e-mail provider processes the form's mail: the Privacy Policy's transfer statement follows it;
  // "undecided" (as shipped) is listed by `npm run check:launch`.
  emailProviderRegion: labelled(oneOf(EMAIL_PROVIDER_REGIONS, "where the e-mail provider processes the mail"), {
    label: "Where the e-mail provider processes the mail",
    hint: "Ask the provider (its data-processing agreement says it). The Privacy Policy's section on transfers abroad follows this choice; npm run check:launch lists it while undecided.",
    options: {
      undecided: "Not decided yet",
      switzerland: "Switzerland (no transfer abroad)",
      eea: "A country of the EU or the EEA (adequate protection recognised by Switzerland)",
      us: "The United States (give the safeguard below)",
    },
  }),
  emailProviderCountry: legalText("E-mail provider's country", "emailProviderCountry", localized(), "The country where it processes the e-mails, as the Privacy Policy names it."),
  // The safeguard for a transfer to a country without adequate protection (the United States): required there.
  emailProviderSafeguard: labelled(localized({ multiline: true, optional: true }), {
    label: "E-mail provider's safeguard (United States only)",
    hint: "What protects the data sent to the United States: the provider's certification under the Swiss–US and EU–US Data Privacy Frameworks, or the standard contractual clauses. Required when the provider is in the United States; {{emailProviderSafeguard}} in legal texts.",
  }),
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

// Locale strings: every key the components use is declared (so a key missing from both languages is
// caught too); the objects are open, so a new string only has to be added to both files.
const s = text();
const long = text({ multiline: true });
// Keys whose name says too little wherever they stand; a key without a label is shown as it is spelt ("skipToContent").
const eyebrow = labelled(s, "Small line above the title");
const cta = labelled(s, "Button");

/**
 * A text that names a count ("{{count}} hours"): i18next's plural keys `<key>_one` and `<key>_other`,
 * both required in every language (a language whose rules have more forms may add `_few`, `_many`…,
 * which ./check.ts accepts), so "1 hours" cannot reach a page.
 */
function plural<K extends string>(key: K, schema: TextSchema = s): Record<`${K}_${(typeof REQUIRED_PLURAL_FORMS)[number]}`, TextSchema> {
  return Object.fromEntries(REQUIRED_PLURAL_FORMS.map((form) => [`${key}_${form}`, schema])) as Record<`${K}_${(typeof REQUIRED_PLURAL_FORMS)[number]}`, TextSchema>;
}
/** The contact errors whose text holds no count (the others have plural forms). */
const PLAIN_ERROR_KEYS = ERROR_KEYS.filter(
  (key): key is Exclude<(typeof ERROR_KEYS)[number], (typeof COUNTED_ERRORS)[number]> => !(COUNTED_ERRORS as readonly string[]).includes(key),
);
/** One text per service of the form (date and time labels, message placeholders). */
const perService = () =>
  object(Object.fromEntries(DETAILED_SERVICE_IDS.map((id) => [id, s])) as Record<(typeof DETAILED_SERVICE_IDS)[number], TextSchema>, { open: true });

export const translationSchema = object(
  {
    meta: labelled(object({ title: s, description: long }, { open: true }), "Search engines and browser tab"),
    nav: labelled(
      object(
      {
        label: labelled(s, "Navigation name (screen readers)"),
        skipToContent: s,
        home: s,
        services: s,
        rates: s,
        about: s,
        area: s,
        contact: s,
        cta: labelled(s, "Call-to-action button"),
        openMenu: s,
        closeMenu: s,
        call: s,
        callLabel: s,
        whatsapp: s,
        brandHome: labelled(s, "Logo link (screen readers)"),
        // The language switch's visible codes ("EN", "FR"), one per language; its names are under `language`.
        languageCodes: object(Object.fromEntries(LANGUAGES.map((code) => [code, s])), { open: true }),
      },
      { open: true },
      ),
      "Navigation bar",
    ),
    hero: labelled(
      object(
        {
          eyebrow,
          title: s,
          lead: labelled(long, "Introduction"),
          claimAvailable: s,
          claimDiscretion: s,
          cta: labelled(s, "Main button"),
          secondaryCta: labelled(s, "Second button"),
          imageAlt: labelled(s, "Picture description (screen readers)"),
        },
        { open: true },
      ),
      "Hero (top of the page)",
    ),
    services: labelled(object({ eyebrow, title: s, subtitle: long }, { open: true }), "Services section"),
    // The fleet section (its vehicles, pictures and names are content/fleet.json): a vehicle's capacity in its plural forms.
    fleet: object({ eyebrow, title: s, subtitle: long, ...plural("seats"), ...plural("bags"), cta }, { open: true }),
    // The Rates section (src/sections/Rates.tsx); its prices and names are in content/rates.json.
    rates: object(
      Object.fromEntries(
        [
          "eyebrow",
          "title",
          "subtitle",
          "validFrom",
          "transfersTitle",
          "transfersNote",
          "from",
          "destination",
          "onRequest",
          "onRequestWithReason",
          "book",
          "bookLabel",
          "hourlyTitle",
          "hourlyNote",
          "vehicle",
          "perHour",
          "minimum",
          "assistance",
          "rentalTitle",
          "rentalNote",
          "withChauffeur",
          "withoutChauffeur",
          "deposit",
          "includedTitle",
          "supplementsTitle",
          "fromPrice",
          "finderFrom",
          "finderTo",
          "finderClass",
          "finderSwap",
          "finderIncludes",
          "finderSupplements",
          "bookOnRequestLabel",
          "bookHourlyLabel",
          "bookAssistanceLabel",
          "bookRentalWithLabel",
          "bookRentalWithoutLabel",
          "rentalIncludedTitle",
          ...Object.keys(plural("allFares")),
        ].map((key) => [key, key === "subtitle" ? long : key === "eyebrow" ? eyebrow : s]),
      ),
      { open: true },
    ),
    about: labelled(
      object(
        {
          eyebrow,
          title: s,
          paragraphs: list(long),
          pillars: labelled(list(object({ icon, title: labelled(s, "Title"), text: labelled(long, "Text") })), { label: "Pillars", singular: "pillar", summary: "{{fields.title}}" }),
        },
        { open: true },
      ),
      "About section",
    ),
    area: labelled(
      object(
        { eyebrow, title: s, subtitle: long, primaryBadge: s, preferentialRates: s, citiesLabel: labelled(s, "Cities list name (screen readers)") },
        { open: true },
      ),
      "Service area section",
    ),
    contact: labelled(
      object(
      {
        eyebrow,
        title: s,
        ...plural("subtitle", long),
        info: labelled(
          object(
          {
            title: s,
            phone: s,
            email: s,
            callLabel: s,
            emailLabel: s,
            bookingTitle: s,
            ...plural("bookingGeneva"),
            ...plural("bookingStandard"),
            ...plural("response"),
          },
          { open: true },
          ),
          "Contact details card",
        ),
        // The price of a request above the form's button (src/components/PriceBreakdown.tsx, src/booking/pricing/priceText.ts).
        price: object(
          {
            ...(Object.fromEntries(
              ["title", "total", "estimate", "fixedNote", "estimateNote", "onRequest", "changed", "changedPlaces", "changedClass", "changedService", "capacity", "capacityFits", "capacityNone", "summary"].map((key) => [key, s]),
            ) as Record<string, TextSchema>),
            items: object({
              ...(Object.fromEntries(PRICE_ITEMS.filter((item) => item !== "rentalDays").map((item) => [item, s])) as Record<string, TextSchema>),
              ...plural("rentalDays"),
            }),
            missing: object(Object.fromEntries(PRICE_MISSING.map((key) => [key, s])) as Record<string, TextSchema>),
          },
          { open: true },
        ),
        form: labelled(
          object(
          {
            title: s,
            requiredNote: s,
            name: s,
            email: s,
            phone: s,
            service: s,
            // The generic date and time (no service, "other"), and each service's own ("Pick-up date").
            serviceDate: s,
            serviceTime: s,
            serviceDates: labelled(perService(), "Date label of each service"),
            serviceTimes: labelled(perService(), "Time label of each service"),
            message: s,
            // The generic placeholder (no service, "other"), and each service's own.
            messagePlaceholder: s,
            messagePlaceholders: labelled(perService(), "Message placeholder of each service"),
            website: labelled(s, "Spam trap label (hidden)"),
            submit: s,
            sending: s,
            // The empty choice and the services without a card; the others' choices are their titles in services.json.
            options: labelled(
              object({ none: s, ...(Object.fromEntries(SERVICES_WITHOUT_CARD.map((id) => [id, s])) as Record<(typeof SERVICES_WITHOUT_CARD)[number], TextSchema>) }, { open: true }),
              "Service choices (the services' own are their titles under Services)",
            ),
            // The trip details of each service (src/booking/catalogue/fields.ts) and their choices.
            details: labelled(
              object(
                {
                  ...(Object.fromEntries(DETAIL_LABEL_KEYS.map((key) => [key, s])) as Record<DetailLabelKey, typeof s>),
                  // A vehicle's seats and bags, filled into vehicleOption.
                  ...plural("seats"),
                  ...plural("bags"),
                },
                { open: true },
              ),
              "Trip details (by service)",
            ),
          },
          { open: true },
          ),
          "Contact form",
        ),
        // One message per error the contact schema can give (src/booking/request/requestSchema.ts), and the function's
        // summary of a 400 answer.
        // `tooLong` (a count of characters), `minimumHours` (the class's hours) and `rentalTooLong` (days) name a count: their plural forms.
        errors: labelled(
          object(
            {
              ...(Object.fromEntries([...PLAIN_ERROR_KEYS, "someInvalid"].map((key) => [key, s])) as Record<(typeof PLAIN_ERROR_KEYS)[number] | "someInvalid", typeof s>),
              ...plural("tooLong"),
              ...plural("minimumHours"),
              ...plural("rentalTooLong"),
            },
            { open: true },
          ),
          "Form errors",
        ),
        // A failure beside the button (success has its panel, `sent`): the phone number is the link, `callUs`.
        toast: labelled(object({ errorTitle: s, errorText: long, ...plural("rateLimitedText", long), close: s, callUs: s }, { open: true }), "Message when sending fails"),
        // Before sending a request that starts soon: text, the phone number as a link, then `still`.
        shortNotice: labelled(object({ ...plural("text", long), still: s }, { open: true }), "Short-notice warning (before sending)"),
        // The panel that replaces the form once a request was accepted (src/components/ConfirmationPanel.tsx):
        // `title` is the specification's "Message sent!" beside the check mark, `heading` the panel's heading;
        // the summary's labels and values, what happens next, and the visitor's calendar file
        // (`calendarTitle`, `calendarNote`: each event's title and note, in the page's language).
        sent: labelled(
          object(
          {
            title: s,
            heading: s,
            reference: s,
            summary: s,
            service: s,
            when: s,
            dateTime: s,
            route: s,
            duration: s,
            price: s,
            onRequest: s,
            nextTitle: s,
            ...plural("next", long),
            terms: long,
            call: s,
            calendar: s,
            calendarTitle: s,
            calendarNote: long,
            again: s,
          },
          { open: true },
          ),
          "Confirmation after sending (replaces the form)",
        ),
        privacyNotice: object({ text: s, link: s }, { open: true }),
        noScript: object({ title: s, text: long }, { open: true }),
        whatsapp: object({ label: s, linkLabel: s, greeting: s }, { open: true }),
        // The acknowledgement e-mailed to the visitor (src/booking/mail/acknowledgement.ts): a fixed template in
        // their language; {{reference}}, {{brand}} and {{site}} are filled in, nothing the visitor typed.
        ack: object(
          {
            subject: s,
            title: s,
            intro: long,
            labels: object({ reference: s, service: s, when: s, route: s, returnTrip: s, vehicle: s, passengers: s, price: s }, { open: true }),
            genevaTime: s,
            onRequest: s,
            ...plural("next", long),
            terms: long,
            call: s,
            site: s,
            notYou: long,
            // Before the status page's address (the request's own link), when the request has one.
            status: s,
          },
          { open: true },
        ),
      },
      { open: true },
      ),
      "Contact section",
    ),
    // The guest's e-mails once the office has answered (src/booking/mail/bookingMessages.ts): fixed templates in the
    // request's language; {{reference}} and {{brand}} are filled in, the cancellation rule's numbers from the Terms'.
    booking: labelled(
      object(
        {
          mail: object(
            {
              confirmation: object({ subject: s, title: s, intro: long }, { open: true }),
              proposal: object({ subject: s, title: s, intro: long, answer: s, accept: s, refuse: s }, { open: true }),
              decline: object({ subject: s, title: s, intro: long }, { open: true }),
              proposalReasons: object({ vehicleUnavailable: s, timeUnavailable: s, priceAdjusted: s, other: s }, { open: true }),
              declineReasons: object({ fullyBooked: s, outsideArea: s, other: s }, { open: true }),
              labels: object(
                { total: s, includes: s, supplements: s, chauffeur: s, assignedVehicle: s, note: s, reason: s, newWhen: s, newTotal: s, cancellation: s },
                { open: true },
              ),
              cancellation: long,
              call: s,
              status: s,
              calendar: s,
            },
            { open: true },
          ),
        },
        { open: true },
      ),
      "Booking e-mails (confirmation, proposal, decline)",
    ),
    // A count on its own, with its unit: a table's cell, the form's summary ("2 hours", Arabic "ساعتان").
    units: labelled(object({ ...plural("hours") }, { open: true }), "Counts on their own (table cells, the form's summary)"),
    // A count inside a sentence, where the texts' {{…Duration}} placeholders stand ("within 2 hours", "خلال ساعتين",
    // "seit 3 Jahren"): the legal texts, the services' and the Rates' conditions (src/content/quantities.ts).
    counts: labelled(object({ ...plural("hours"), ...plural("minutes"), ...plural("days"), ...plural("years") }, { open: true }), {
      label: "Counts inside a sentence ({{responseDuration}}, {{freeCancellationDuration}}…)",
      hint: "The form a count takes after a preposition (\"within 2 hours\"; German dative: \"seit 3 Jahren\"; Arabic: \"خلال ساعتين\").",
    }),
    // The language menu: its label and each language's name.
    language: labelled(object({ label: s, ...Object.fromEntries(LANGUAGES.map((code) => [code, s])) }, { open: true }), "Language bar"),
    footer: labelled(
      object(
      {
        description: long,
        quickLinks: s,
        contactTitle: s,
        followUs: s,
        facebook: s,
        instagram: s,
        available: s,
        copyright: s,
        legal: s,
        // Each legal page's link.
        ...perLegalPage(() => s),
      },
      { open: true },
      ),
      "Footer",
    ),
    // The legal pages' titles and descriptions (their texts are Markdown in content/legal/).
    legal: object(
      perLegalPage(() => object({ title: s, description: long }, { open: true })),
      { open: true },
    ),
    notFound: labelled(object({ metaTitle: s, code: labelled(s, "Error code"), title: s, text: long, back: s }, { open: true }), "Page not found (404)"),
    // The admin's GitHub log-in pop-up on our own server (src/server/oauth.ts), in the editor's browser language;
    // {{reason}} is GitHub's own explanation.
    adminLogin: object(
      Object.fromEntries(["title", "pending", "noOpener", "failed", "expired", "denied", "noCode", "refused", "unreachable"].map((key) => [key, s])),
      { open: true },
    ),
    error: labelled(object({ title: s, reload: s }, { open: true }), "Error screen"),
  },
  { open: true },
);

/**
 * The office's own words (its e-mail's actions, capacity warnings and notices: src/booking/mail/officeTexts.ts),
 * only in the files of the languages the office may read (OFFICE_LANGUAGES); ./check.ts compares them there only.
 */
export const OFFICE_GROUP = "office";
const officeTextsSchema = labelled(
  object(
    {
      actions: object({ lead: s, confirm: s, propose: s, decline: s, guestLanguage: s }, { open: true }),
      capacity: object({ label: s, lead: s }, { open: true }),
      cancellation: object({ subject: s, lead: long, cancelledAt: s }, { open: true }),
    },
    { open: true },
  ),
  "Office e-mails (the office's language only)",
);
export const officeTranslationSchema = object({ ...translationSchema.fields, [OFFICE_GROUP]: officeTextsSchema }, { open: true });

export type ServiceEntry = Infer<typeof serviceSchema>;
export type RegionEntry = Infer<typeof regionSchema>;
export type SiteFile = Infer<typeof siteSchema>;
export type CompanyFile = Infer<typeof companySchema>;
export type VehicleEntry = Infer<typeof vehicleSchema>;
export type RatesFile = Infer<typeof ratesSchema>;
export type TranslationFile = Infer<typeof translationSchema>;

/** A language's interface texts, relative to content/: `locales/fr/translation.json`. */
export type LocaleFile = `locales/${Language}/translation.json`;
export const localeFileOf = (language: Language): LocaleFile => `locales/${language}/translation.json`;

/** Every content file, by its path under content/, with its schema. */
export const CONTENT_FILES = {
  "services.json": servicesSchema,
  "regions.json": regionsSchema,
  "fleet.json": fleetSchema,
  "site.json": siteSchema,
  "company.json": companySchema,
  "rates.json": ratesSchema,
  ...(Object.fromEntries(
    LANGUAGES.map((language) => [localeFileOf(language), isOfficeLanguage(language) ? officeTranslationSchema : translationSchema]),
  ) as Record<LocaleFile, typeof translationSchema>),
} as const satisfies Record<string, Schema>;

export type ContentFile = keyof typeof CONTENT_FILES;

/** The schema node at `path` ([] = the file), following lists and localized texts; undefined if none. */
/** A field by name; another plural form (Arabic's `_few`) of a declared plural text is that text. */
function declaredField(fields: Fields, name: string): Schema | undefined {
  if (has(fields, name)) return fields[name];
  const form = pluralForm(name);
  return form && has(fields, `${form.base}_other`) ? fields[`${form.base}_other`] : undefined;
}

export function schemaAt(schema: Schema, path: Path): Schema | undefined {
  let node: Schema | undefined = schema;
  for (const part of path) {
    if (!node) return undefined;
    if (node.kind === "list") node = typeof part === "number" ? node.item : undefined;
    else if (node.kind === "object") node = typeof part === "string" ? declaredField(node.fields, part) : undefined;
    else if (node.kind === "localized") node = isLanguageKey(part) ? node.text : undefined;
    else return undefined;
  }
  return node;
}
