/** @jest-environment node */
// The crops of the content pictures follow each picture's focal point (gatsby/node/createResolvers.ts): the
// phones' crop of the hero (site.json `heroPhoneFocus`) and a vehicle's card and phone crops (fleet.json
// `pictureFocus`). Each resolver hands gatsby-transformer-sharp's own gatsbyImageData the picture content names
// and the crop strategy or gravity the editor chose, with the same formats as the wide picture.
import { GraphQLEnumType, GraphQLObjectType, GraphQLSchema, GraphQLString } from "graphql";
import fleet from "../../content/fleet.json";
import site from "../../content/site.json";
import { createResolvers } from "../../gatsby-node";
import { PHONE_FOCUS } from "../../src/content/schema";

// gatsby-transformer-sharp ships no type declarations: its GraphQL enums, as the resolver reads them.
const { ImageCropFocusType, ImageFormatType, ImageLayoutType, ImagePlaceholderType } = require("gatsby-transformer-sharp/types") as Record<
  "ImageCropFocusType" | "ImageFormatType" | "ImageLayoutType" | "ImagePlaceholderType",
  GraphQLEnumType
>;

type Resolve = (source: unknown, args: unknown, context: unknown, info: unknown) => Promise<unknown>;

function resolver(type: string, field: string): Resolve {
  let resolvers: Record<string, Record<string, { resolve: Resolve }>> = {};
  (createResolvers as unknown as (args: { createResolvers: (r: typeof resolvers) => void }) => void)({ createResolvers: (given) => (resolvers = given) });
  return resolvers[type][field].resolve;
}
const heroPhoneResolver = () => resolver("SiteJson", "heroPhone");

/** A schema with the enums the resolver reads and an ImageSharp.gatsbyImageData that records its arguments. */
function fakeSchema(calls: { image: unknown; args: Record<string, unknown> }[]) {
  const imageSharp = new GraphQLObjectType({
    name: "ImageSharp",
    fields: {
      gatsbyImageData: {
        type: GraphQLString,
        resolve: (image: unknown, args: Record<string, unknown>) => {
          calls.push({ image, args });
          return "image-data";
        },
      },
    },
  });
  return new GraphQLSchema({ query: imageSharp, types: [ImageCropFocusType, ImageFormatType, ImageLayoutType, ImagePlaceholderType] });
}

const nodes: Record<string, Record<string, unknown>> = {
  "site-json-file": { id: "site-json-file", internal: { type: "File" }, dir: "/site/content" },
  "hero-file": { id: "hero-file", internal: { type: "File" }, absolutePath: `/site/content/${site.heroImage}`, children: ["hero-sharp"] },
  "hero-sharp": { id: "hero-sharp", internal: { type: "ImageSharp" } },
  "fleet-json-file": { id: "fleet-json-file", internal: { type: "File" }, dir: "/site/content" },
  "vehicle-file": { id: "vehicle-file", internal: { type: "File" }, absolutePath: `/site/content/${fleet[0].picture}`, children: ["vehicle-sharp"] },
  "vehicle-sharp": { id: "vehicle-sharp", internal: { type: "ImageSharp" } },
};
const context = {
  nodeModel: {
    findOne: async ({ query }: { query: { filter: { absolutePath: { eq: string } } } }) =>
      Object.values(nodes).find((node) => node.absolutePath === query.filter.absolutePath.eq) ?? null,
    getNodeById: ({ id, type }: { id: string; type: string }) => (nodes[id] && (nodes[id].internal as { type: string }).type === type ? nodes[id] : null),
  },
};

test.each(PHONE_FOCUS)("focus %s: the picture site.json names, cropped to 9:16 around that focus, in AVIF and WebP", async (focus) => {
  const calls: { image: unknown; args: Record<string, unknown> }[] = [];
  const schema = fakeSchema(calls);
  const result = await heroPhoneResolver()({ heroImage: site.heroImage, heroPhoneFocus: focus, parent: "site-json-file" }, {}, context, { schema });
  expect(result).toBe("image-data");
  expect(calls).toHaveLength(1);
  expect(calls[0].image).toBe(nodes["hero-sharp"]);
  const { args } = calls[0];
  expect(args.aspectRatio).toBe(9 / 16);
  expect(args.layout).toBe(ImageLayoutType.getValue("FULL_WIDTH")!.value);
  expect(args.formats).toEqual(expect.arrayContaining([ImageFormatType.getValue("WEBP")!.value, ImageFormatType.getValue("AVIF")!.value]));
  expect(args.transformOptions).toEqual({ cropFocus: ImageCropFocusType.getValue(focus.toUpperCase())!.value });
});

test("no picture, or a picture Gatsby does not know: no phone crop (the wide picture serves phones)", async () => {
  const schema = fakeSchema([]);
  expect(await heroPhoneResolver()({ heroImage: "", heroPhoneFocus: "north", parent: "site-json-file" }, {}, context, { schema })).toBeNull();
  expect(await heroPhoneResolver()({ heroImage: "images/missing.jpg", heroPhoneFocus: "north", parent: "site-json-file" }, {}, context, { schema })).toBeNull();
});

// A vehicle's picture on the fleet's cards (3:2) and on phones (4:3), both around fleet.json's `pictureFocus`.
test.each([
  ["card", 3 / 2],
  ["cardPhone", 4 / 3],
])("FleetJson.%s: the vehicle's picture, cropped to its frame around the vehicle's own focus, in AVIF and WebP", async (field, aspectRatio) => {
  for (const focus of ["west", "southeast"] as const) {
    const calls: { image: unknown; args: Record<string, unknown> }[] = [];
    const schema = fakeSchema(calls);
    const result = await resolver("FleetJson", field)({ ...fleet[0], pictureFocus: focus, parent: "fleet-json-file" }, {}, context, { schema });
    expect(result).toBe("image-data");
    expect(calls).toHaveLength(1);
    expect(calls[0].image).toBe(nodes["vehicle-sharp"]);
    const { args } = calls[0];
    expect(args.aspectRatio).toBeCloseTo(aspectRatio, 5);
    expect(args.layout).toBe(ImageLayoutType.getValue("CONSTRAINED")!.value);
    expect(args.formats).toEqual(expect.arrayContaining([ImageFormatType.getValue("WEBP")!.value, ImageFormatType.getValue("AVIF")!.value]));
    expect(args.transformOptions).toEqual({ cropFocus: ImageCropFocusType.getValue(focus.toUpperCase())!.value });
  }
});
