/**
 * The admin's fields, derived from the content schema (src/content/schema/): the widget from the
 * node's kind, the pattern and its message, whether it may stay empty, one line or several, the choices
 * of a select, the fields of an object or of a list's items; and from the words each node carries
 * (`labelled` in the schema): the label, the hint, each choice's name, a fixed id, a list's summary. A
 * node without its words throws when the configuration is made (the build of the admin and every test
 * that reads it), naming the file and the field.
 */
import { IMAGE_PATTERN, type AdminWords, type ObjectSchema, type Schema } from "../content/schema";

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

const patternOf = (pattern: { regex: RegExp; what: string; example: string }): [string, string] => [
  pattern.regex.source,
  `${pattern.what}, e.g. ${pattern.example}`,
];

/** The Decap settings the node's words ask for. */
function settingsOf(words: AdminWords): Partial<CmsField> {
  return {
    ...(words.hint ? { hint: words.hint } : {}),
    ...(words.fixedId ? { widget: "technical-id" as const } : {}),
    ...(words.singular ? { label_singular: words.singular } : {}),
    ...(words.summary ? { summary: words.summary } : {}),
    ...(words.initial === undefined ? {} : { default: words.initial }),
    ...(words.fixedCount === undefined ? {} : { allow_add: false, allow_remove: false, min: words.fixedCount, max: words.fixedCount }),
  };
}

/** The widget and settings a schema node asks for; `where` names the field in errors. */
function derive(schema: Schema, where: string): Omit<CmsField, "name" | "label"> {
  switch (schema.kind) {
    case "text":
      if (schema.pattern?.regex === IMAGE_PATTERN) return { widget: "image", choose_url: false };
      return {
        widget: schema.multiline ? "text" : "string",
        ...(schema.pattern ? { pattern: patternOf(schema.pattern) } : {}),
        ...(schema.optional ? { required: false } : {}),
      };
    case "int":
      // A nullable number (a price "on request") may be left empty.
      return { widget: "number", value_type: "int", min: schema.min, step: 1, ...(schema.nullable ? { required: false } : {}) };
    case "bool":
      return { widget: "boolean" };
    case "oneOf":
      return { widget: "select", options: schema.values.map((value) => ({ label: schema.admin?.options?.[value] ?? value, value })) };
    case "localized":
      return { widget: "localized", ...(schema.text.multiline ? { multiline: true } : {}), ...(schema.text.optional ? { required: false } : {}) };
    case "object":
      return { widget: "object", fields: adminFields(schema, where) };
    case "list":
      if (schema.item.kind === "localized") return { widget: "localized-list" };
      if (schema.item.kind === "object") return { widget: "list", fields: adminFields(schema.item, where) };
      // A list of plain values: Decap stores the values alone; "item" only names them in the summary ({{fields.item}}).
      return { widget: "list", field: adminField("item", schema.item, `${where}[]`) };
  }
}

/**
 * One admin field: the node's settings, then its words (src/content/schema/combinators.ts, `labelled`). A node
 * without words stops the configuration, naming the file and the field.
 */
export function adminField(name: string, schema: Schema, where: string = name): CmsField {
  if (!schema.admin) throw new Error(`${where}: the content schema gives this field no admin label (labelled() in src/content/schema/)`);
  return { name, label: schema.admin.label, ...derive(schema, where), ...settingsOf(schema.admin) };
}

/** The admin fields of an object schema, in the schema's order. `where` is the file and path the errors name ("content/site.json social"). */
export function adminFields(schema: ObjectSchema, where: string): CmsField[] {
  return Object.entries(schema.fields).map(([name, field]) => adminField(name, field, `${where} ${name}`));
}

/**
 * `fields` with the field at `path` (names, nested fields included) changed by `change`: for the words only
 * the content can give (a service's name, the fleet's ids). A path that names no field throws.
 */
export function amendField(
  fields: CmsField[],
  path: readonly string[],
  change: (field: CmsField) => Partial<CmsField>,
  at: readonly string[] = [],
): CmsField[] {
  const [name, ...rest] = path;
  const here = [...at, name];
  if (!fields.some((field) => field.name === name)) throw new Error(`the admin has no field ${[...here, ...rest].join(".")} to amend`);
  return fields.map((field) => {
    if (field.name !== name) return field;
    if (rest.length === 0) return { ...field, ...change(field) };
    return { ...field, fields: amendField(field.fields ?? [], rest, change, here) };
  });
}
