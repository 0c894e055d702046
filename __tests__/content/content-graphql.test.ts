/** @jest-environment node */
// The content's GraphQL types come from the schema that validates it (src/content/schema/): every
// field of every content file is a field of its GraphQL type, with the matching type, so a field the
// schema gains, renames or drops is the same change in the types the page queries are checked against.
import { Kind, parse, type ObjectTypeDefinitionNode, type TypeNode } from "graphql";
import { createSchemaCustomization } from "../../gatsby-node";
import { contentTypeDefs, LOCALIZED_SCALAR, nodeTypeName } from "../../src/content/graphql";
import { bool, CONTENT_FILES, int, list, localized, object, oneOf, text, type ObjectSchema, type Schema } from "../../src/content/schema";

/** The SDL gatsby/node/createSchemaCustomization.ts gives Gatsby. */
function gatsbyTypeDefs(): string {
  const types: string[] = [];
  const actions = { createTypes: (sdl: string) => void types.push(sdl) };
  (createSchemaCustomization as unknown as (args: { actions: typeof actions }) => void)({ actions });
  return types.join("\n");
}

const typeName = (type: TypeNode): string =>
  type.kind === Kind.NON_NULL_TYPE ? `${typeName(type.type)}!` : type.kind === Kind.LIST_TYPE ? `[${typeName(type.type)}]` : type.name.value;

/** The content's pictures: the hero and share pictures of site.json, each vehicle's of fleet.json. */
const PICTURE_FIELDS = ["SiteJson.heroImage", "SiteJson.shareImage", "FleetJson.picture"];

/** The GraphQL type a schema node must have; nested objects are checked against their own type. */
function expectedType(schema: Schema, nested: string): string {
  switch (schema.kind) {
    case "text":
    case "oneOf":
      return "String!";
    case "int":
      // A price "on request" is null.
      return schema.nullable ? "Int" : "Int!";
    case "bool":
      return "Boolean!";
    case "localized":
      return `${LOCALIZED_SCALAR}!`;
    case "list":
      return `[${expectedType(schema.item, nested)}]!`;
    case "object":
      return `${nested}!`;
  }
}

function checkType(types: Map<string, ObjectTypeDefinitionNode>, name: string, schema: ObjectSchema, node: boolean, problems: string[]) {
  const type = types.get(name);
  if (!type) return void problems.push(`${name}: no such type`);
  const fields = new Map((type.fields ?? []).map((field) => [field.name.value, typeName(field.type)]));
  const expected = Object.keys(schema.fields).map((field) => (node && field === "id" ? "jsonId" : field));
  if ([...fields.keys()].join() !== expected.join()) problems.push(`${name}: fields ${[...fields.keys()].join()} instead of ${expected.join()}`);
  for (const [field, value] of Object.entries(schema.fields)) {
    const graphqlName = node && field === "id" ? "jsonId" : field;
    const nested = `${name}${field.charAt(0).toUpperCase()}${field.slice(1)}`;
    // A picture's path is resolved to its File node.
    const want = PICTURE_FIELDS.includes(`${name}.${field}`) ? "File" : expectedType(value, nested);
    if (fields.has(graphqlName) && fields.get(graphqlName) !== want) problems.push(`${name}.${graphqlName}: ${fields.get(graphqlName)} instead of ${want}`);
    const inner = value.kind === "list" ? value.item : value;
    if (inner.kind === "object") checkType(types, nested, inner, false, problems);
  }
}

test("gatsby-node gives Gatsby a type for every content file, with every field of its schema", () => {
  const document = parse(gatsbyTypeDefs());
  const types = new Map(
    document.definitions.filter((definition): definition is ObjectTypeDefinitionNode => definition.kind === Kind.OBJECT_TYPE_DEFINITION).map((definition) => [definition.name.value, definition]),
  );
  expect(document.definitions.some((definition) => definition.kind === Kind.SCALAR_TYPE_DEFINITION && definition.name.value === LOCALIZED_SCALAR)).toBe(true);
  const problems: string[] = [];
  for (const [file, schema] of Object.entries(CONTENT_FILES) as [string, Schema][]) {
    if (file.startsWith("locales/")) continue;
    const item = schema.kind === "list" ? schema.item : schema;
    if (item.kind !== "object") throw new Error(`${file}: not an object`);
    checkType(types, nodeTypeName(file), item, true, problems);
    // Node types are explicit: an emptied list or an unused field never changes them.
    const directives = types.get(nodeTypeName(file))?.directives?.map((directive) => directive.name.value);
    expect(directives).toContain("dontInfer");
  }
  expect(problems).toEqual([]);
});

test("a field added to the schema is a field of the generated type, of the matching GraphQL type", () => {
  const extra = object({ id: text(), label: localized(), size: int(0), open: bool(), kind: oneOf(["a", "b"], "a kind"), tags: list(localized()), box: object({ depth: int(1) }) });
  expect(contentTypeDefs({ "things.json": list(extra) })).toBe(
    [
      `scalar ${LOCALIZED_SCALAR}`,
      `type ThingsJson implements Node @dontInfer {\n  jsonId: String!\n  label: ${LOCALIZED_SCALAR}!\n  size: Int!\n  open: Boolean!\n  kind: String!\n  tags: [${LOCALIZED_SCALAR}!]!\n  box: ThingsJsonBox!\n}`,
      `type ThingsJsonBox {\n  depth: Int!\n}`,
    ].join("\n\n"),
  );
});
