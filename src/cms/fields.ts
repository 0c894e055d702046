/**
 * The admin's fields, derived from the content schema (src/content/schema.ts): the widget from the
 * node's kind, the pattern and its message, whether it may stay empty, one line or several, the choices
 * of a select, the fields of an object or of a list's items. Beside the schema the admin keeps only what
 * the schema cannot say: the words editors read (label, hint, each choice's name) and a few Decap
 * settings (a fixed id, a list's summary or order rules), given as `FieldWords`. A field of the schema
 * without its words, or words for a field the schema does not have, throws when the configuration is
 * made (the build of the admin and every test that reads it), naming the file and the field.
 */
import { IMAGE_PATTERN, type ObjectSchema, type Schema } from "../content/schema";

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

/** What the admin says of one field of the schema. */
export interface FieldWords {
  label: string;
  hint?: string;
  /** A select (oneOf): how editors read each value; a value without a name shows as it is. */
  options?: Readonly<Record<string, string>>;
  /** An object, or a list of objects: the words of each of its fields. */
  fields?: Readonly<Record<string, FieldWords>>;
  /** A list of plain values: the words of one item. */
  item?: FieldWords;
  /** Decap settings the schema cannot say (a fixed id, a list's summary and order rules, a default). */
  decap?: Partial<CmsField>;
}

/** Words for every field of an object schema, by field name. */
export type WordsOf<T> = { readonly [K in keyof T]-?: FieldWords };

const patternOf = (pattern: { regex: RegExp; what: string; example: string }): [string, string] => [
  pattern.regex.source,
  `${pattern.what}, e.g. ${pattern.example}`,
];

/** The widget and settings a schema node asks for; `where` names the field in errors. */
function derive(name: string, schema: Schema, words: FieldWords, where: string): Omit<CmsField, "name" | "label"> {
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
      return { widget: "select", options: schema.values.map((value) => ({ label: words.options?.[value] ?? value, value })) };
    case "localized":
      return { widget: "localized", ...(schema.text.multiline ? { multiline: true } : {}), ...(schema.text.optional ? { required: false } : {}) };
    case "object":
      return { widget: "object", fields: adminFields(schema, words.fields ?? {}, where) };
    case "list":
      if (schema.item.kind === "localized") return { widget: "localized-list" };
      if (schema.item.kind === "object") return { widget: "list", fields: adminFields(schema.item, words.fields ?? {}, where) };
      if (!words.item) throw new Error(`${where}: the admin's words for a list of values need \`item\` (the words of one ${name} item)`);
      return { widget: "list", field: adminField(words.item.decap?.name ?? "item", schema.item, words.item, `${where}[]`) };
  }
}

/** One admin field: the schema's settings, then the words, then the Decap settings given beside them. */
export function adminField(name: string, schema: Schema, words: FieldWords, where: string = name): CmsField {
  return {
    name,
    label: words.label,
    ...(words.hint ? { hint: words.hint } : {}),
    ...derive(name, schema, words, where),
    ...words.decap,
  };
}

/**
 * The admin fields of an object schema, in the schema's order. `where` is the file and path the errors
 * name ("content/site.json social").
 */
export function adminFields(schema: ObjectSchema, words: Readonly<Record<string, FieldWords>>, where: string): CmsField[] {
  const unknown = Object.keys(words).filter((key) => !(key in schema.fields));
  if (unknown.length > 0) throw new Error(`${where}: the admin has words for ${unknown.join(", ")}, which the content schema does not have`);
  return Object.entries(schema.fields).map(([name, field]) => {
    const fieldWords = words[name];
    if (!fieldWords) throw new Error(`${where}: ${name} is in the content schema but the admin has no label for it (src/cms/collections.ts)`);
    return adminField(name, field, fieldWords, `${where} ${name}`);
  });
}
