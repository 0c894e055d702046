import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { GraphQLEnumType, GraphQLObjectType, GraphQLResolveInfo } from "graphql";

/**
 * `SiteJson.heroPhone`: the phones' portrait crop of the hero picture, centred where site.json's
 * `heroPhoneFocus` says (sharp's attention or entropy strategy, or a side), through gatsby-transformer-sharp's
 * own gatsbyImageData resolver: the same pipeline, formats and sizes as the hero, a different crop per picture.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    SiteJson: {
      heroPhone: {
        type: "GatsbyImageData",
        async resolve(
          source: { heroImage?: string; heroPhoneFocus?: string; parent?: string },
          _args: unknown,
          context: ResolverContext,
          info: GraphQLResolveInfo,
        ) {
          if (!source.heroImage) return null;
          // Relative to site.json's folder, as heroImage's own @fileByRelativePath resolves it (from the node
          // itself, not module state: query workers load this file without running onPreBootstrap).
          const json = source.parent ? (context.nodeModel.getNodeById({ id: source.parent, type: "File" }) as { dir?: string } | null) : null;
          if (!json?.dir) return null;
          const absolutePath = path.join(json.dir, source.heroImage);
          const file = await context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: absolutePath } } } });
          const imageId = (file?.children as string[] | undefined)?.find((id) => context.nodeModel.getNodeById({ id, type: "ImageSharp" }));
          const image = imageId ? context.nodeModel.getNodeById({ id: imageId, type: "ImageSharp" }) : undefined;
          if (!image) return null;
          const enumValue = (type: string, name: string) => (info.schema.getType(type) as GraphQLEnumType).getValue(name)?.value;
          const gatsbyImageData = (info.schema.getType("ImageSharp") as GraphQLObjectType).getFields().gatsbyImageData;
          return gatsbyImageData.resolve!(
            image,
            {
              layout: enumValue("ImageLayout", "FULL_WIDTH"),
              aspectRatio: 0.5625,
              placeholder: enumValue("ImagePlaceholder", "DOMINANT_COLOR"),
              formats: ["AUTO", "WEBP", "AVIF"].map((format) => enumValue("ImageFormat", format)),
              quality: 62,
              breakpoints: [480, 750, 1080],
              transformOptions: { cropFocus: enumValue("ImageCropFocus", (source.heroPhoneFocus ?? "attention").toUpperCase()) },
            },
            context,
            info,
          );
        },
      },
    },
  });
};

interface ResolverContext {
  nodeModel: {
    findOne(args: { type: string; query: unknown }): Promise<{ children?: unknown } | null>;
    getNodeById(args: { id: string; type: string }): unknown;
  };
}
