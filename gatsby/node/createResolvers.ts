import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { GraphQLEnumType, GraphQLObjectType, GraphQLResolveInfo } from "graphql";

/** A crop of a content picture, through gatsby-transformer-sharp's own resolver (formats and sizes as the page's). */
interface Crop {
  aspectRatio: number;
  breakpoints: number[];
  layout: "FULL_WIDTH" | "CONSTRAINED";
  /** CONSTRAINED: the widest file, in pixels. */
  width?: number;
}

/**
 * The crops of the content pictures, each centred where its focal point says (sharp's attention or entropy
 * strategy, or a side): `SiteJson.heroPhone`, the phones' portrait crop of the hero (site.json
 * `heroPhoneFocus`), and `FleetJson.card` / `FleetJson.cardPhone`, a vehicle's picture on the fleet's cards
 * and on phones (fleet.json `pictureFocus`). A query cannot vary a crop's focus per node, so these resolvers
 * call the image type's gatsbyImageData with each node's own: the same pipeline (AVIF, WebP, JPEG).
 */
const PICTURE_CROPS: Record<string, Record<string, { picture: string; focus: string; crop: Crop }>> = {
  SiteJson: {
    heroPhone: { picture: "heroImage", focus: "heroPhoneFocus", crop: { aspectRatio: 0.5625, breakpoints: [480, 750, 1080], layout: "FULL_WIDTH" } },
  },
  FleetJson: {
    card: { picture: "picture", focus: "pictureFocus", crop: { aspectRatio: 1.5, breakpoints: [400, 600, 800, 1200], layout: "CONSTRAINED", width: 1200 } },
    cardPhone: {
      picture: "picture",
      focus: "pictureFocus",
      crop: { aspectRatio: 4 / 3, breakpoints: [360, 540, 720, 1080], layout: "CONSTRAINED", width: 1080 },
    },
  },
};

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const resolvers = Object.fromEntries(
    Object.entries(PICTURE_CROPS).map(([type, fields]) => [
      type,
      Object.fromEntries(
        Object.entries(fields).map(([field, { picture, focus, crop }]) => [
          field,
          {
            type: "GatsbyImageData",
            resolve: (source: Record<string, unknown>, _args: unknown, context: ResolverContext, info: GraphQLResolveInfo) =>
              croppedImage(source, source[picture], source[focus], crop, context, info),
          },
        ]),
      ),
    ]),
  );
  createResolvers(resolvers);
};

async function croppedImage(source: { parent?: unknown }, picture: unknown, focus: unknown, crop: Crop, context: ResolverContext, info: GraphQLResolveInfo) {
  if (typeof picture !== "string" || !picture) return null;
  // Relative to the JSON file's folder, as the picture's own @fileByRelativePath resolves it (from the node
  // itself, not module state: query workers load this file without running onPreBootstrap).
  const json = typeof source.parent === "string" ? (context.nodeModel.getNodeById({ id: source.parent, type: "File" }) as { dir?: string } | null) : null;
  if (!json?.dir) return null;
  const absolutePath = path.join(json.dir, picture);
  const file = await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } });
  const imageId = (file?.children as string[] | undefined)?.find((id) => context.nodeModel.getNodeById({ id, type: "ImageSharp" }));
  const image = imageId ? context.nodeModel.getNodeById({ id: imageId, type: "ImageSharp" }) : undefined;
  if (!image) return null;
  const enumValue = (type: string, name: string) => (info.schema.getType(type) as GraphQLEnumType).getValue(name)?.value;
  const gatsbyImageData = (info.schema.getType("ImageSharp") as GraphQLObjectType).getFields().gatsbyImageData;
  return gatsbyImageData.resolve!(
    image,
    {
      layout: enumValue("ImageLayout", crop.layout),
      ...(crop.width ? { width: crop.width } : {}),
      aspectRatio: crop.aspectRatio,
      placeholder: enumValue("ImagePlaceholder", "DOMINANT_COLOR"),
      formats: ["AUTO", "WEBP", "AVIF"].map((format) => enumValue("ImageFormat", format)),
      quality: 62,
      breakpoints: crop.breakpoints,
      transformOptions: { cropFocus: enumValue("ImageCropFocus", (typeof focus === "string" ? focus : "attention").toUpperCase()) },
    },
    context,
    info,
  );
}

interface ResolverContext {
  nodeModel: {
    findOne(args: { type: string; query: unknown }): Promise<{ children?: unknown } | null>;
    getNodeById(args: { id: string; type: string }): unknown;
  };
}
