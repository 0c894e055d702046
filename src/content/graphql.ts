/**
 * The GraphQL types of content/, generated from ./schema/ (gatsby/node/createSchemaCustomization.ts):
 * a field added to, renamed in or dropped from the schema changes the types the page queries are checked
 * against at build time, and with graphqlTypegen the TypeScript types the pages read (src/gatsby-types.d.ts).
 * Explicit types (`@dontInfer`) keep queries stable when an editor empties a list.
 */
import { CONTENT_FILES, IMAGE_PATTERN, type ContentFile, type ObjectSchema, type Schema } from "./schema";

/**
 * Each file's node type, as gatsby-transformer-json names it with gatsby-config.ts's `typeName`:
 * site.json -> SiteJson, services.json (a list) -> ServicesJson, one node per item.
 */
export const nodeTypeName = (file: string) => {
  const name = file.replace(/^.*\//, "").replace(/\.json$/, "");
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}Json`;
};

/**
 * A localized text (`{ "en": …, "fr": … }`) is one value in GraphQL: queries name the field, never the
 * languages, and receive the whole object; components pick the page's language (./localize.ts). The
 * content check has already made sure each holds every language of src/i18n/languages.ts.
 */
export const LOCALIZED_SCALAR = "LocalizedText";

/** The locale files are read by the i18n plugin (allLocale), not through types of their own. */
const isLocaleFile = (file: string) => file.startsWith("locales/");

const capitalize = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** `type SiteJson implements Node @dontInfer { … }` and the types of its nested objects. */
function objectTypes(name: string, schema: ObjectSchema, node: boolean): string[] {
  const nested: string[] = [];
  const fieldType = (field: string, value: Schema): string => {
    switch (value.kind) {
      case "text":
        // site.json names the hero picture by its path; Gatsby resolves it to the image's File node.
        return value.pattern?.regex === IMAGE_PATTERN ? "File @fileByRelativePath" : "String!";
      case "oneOf":
        return "String!";
      case "int":
        // A price may be null: "on request".
        return value.nullable ? "Int" : "Int!";
      case "bool":
        return "Boolean!";
      case "localized":
        return `${LOCALIZED_SCALAR}!`;
      case "list":
        return `[${fieldType(field, value.item).replace(/ @.*$/, "")}]!`;
      case "object": {
        const type = `${name}${capitalize(field)}`;
        nested.push(...objectTypes(type, value, false));
        return `${type}!`;
      }
    }
  };
  // gatsby-transformer-json renames a node's own `id` to `jsonId` (Gatsby's `id` is the node id).
  const fields = Object.entries(schema.fields).map(([field, value]) => `  ${node && field === "id" ? "jsonId" : field}: ${fieldType(field, value)}`);
  return [`type ${name}${node ? " implements Node @dontInfer" : ""} {\n${fields.join("\n")}\n}`, ...nested];
}

/** The type definitions of every content file, for `actions.createTypes`. */
export function contentTypeDefs(files: Readonly<Record<string, Schema>> = CONTENT_FILES): string {
  const types = [`scalar ${LOCALIZED_SCALAR}`];
  for (const [file, schema] of Object.entries(files) as [ContentFile, Schema][]) {
    if (isLocaleFile(file)) continue;
    const node = schema.kind === "list" ? schema.item : schema;
    if (node.kind !== "object") throw new Error(`src/content/graphql.ts: ${file} must hold an object or a list of objects to become a GraphQL type`);
    types.push(...objectTypes(nodeTypeName(file), node, true));
  }
  return types.join("\n\n");
}
