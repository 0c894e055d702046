/**
 * The schema's building blocks: each node says what a value must hold (`validate`, whose messages name the
 * field's path the way an editor finds it in the file: `[1].title.fr is required`, `phones[0] "+41 22" is
 * not …`) and is plain data the other readers walk: the admin's fields (src/cms/fields.ts), the GraphQL
 * types (../graphql.ts), the content check (../check.ts, schemaAt) and the content-change run
 * (scripts/mutate-content.ts). Why these are written here rather than taken from Yup or zod:
 * docs/decisions.md, "The content schema's own combinators".
 */
import { bareNumberProblem } from "../quantities";
import { LANGUAGES, type Language } from "../../i18n/languages";
import { PLACEHOLDER } from "../../i18n/placeholders";
import { pluralForm } from "../../i18n/plural";

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

export const isLanguageKey = (key: string | number) => (LANGUAGES as readonly (string | number)[]).includes(key);

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

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const has = (value: Record<string, unknown>, key: string) => Object.prototype.hasOwnProperty.call(value, key);

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
 * A whole number, or null where another field gives it instead (a vehicle class's seats, when the class is a
 * car of the fleet): the admin field may be left empty.
 */
export function optionalInt(min: number): IntSchema<number | null> {
  return {
    kind: "int",
    min,
    nullable: true,
    validate(value, path, report) {
      if (value === null) return;
      int(min).validate(value, path, report);
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

export type Fields = Record<string, Schema>;
type Shape<F extends Fields> = { [K in keyof F]: Infer<F[K]> };

/** Validates the keys an open object does not declare: non-empty strings, or objects of them. */
function validateExtra(value: unknown, path: Path, report: Report) {
  if (typeof value === "string") return text().validate(value, path, report);
  if (!isObject(value)) return report(path, `must be text or a group of texts, not ${describeValue(value)}`);
  for (const [key, inner] of Object.entries(value)) validateExtra(inner, [...path, key], report);
}

/** A check across an object's fields (a list's items that must name another list's ids). */
export type ObjectCheck = (value: Record<string, unknown>, path: Path, report: Report) => void;

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

export type ListCheck = (items: unknown[], path: Path, report: Report) => void;

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

export const fieldOf = (entry: unknown, key: string): unknown => (isObject(entry) ? entry[key] : undefined);

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

/** A field by name; another plural form (Arabic's `_few`) of a declared plural text is that text. */
function declaredField(fields: Fields, name: string): Schema | undefined {
  if (has(fields, name)) return fields[name];
  const form = pluralForm(name);
  return form && has(fields, `${form.base}_other`) ? fields[`${form.base}_other`] : undefined;
}

/** The schema node at `path` ([] = the file), following lists and localized texts; undefined if none. */
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
