import type { GatsbyNode } from "gatsby";
import { contentTypeDefs } from "../../src/content/graphql";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // The content's GraphQL types, generated from the schema that validates it (src/content/graphql.ts).
  actions.createTypes(contentTypeDefs());
};

/**
 * `SiteJson.heroPhone`: the phones' portrait crop of the hero picture, centred where site.json's
 * `heroPhoneFocus` says (sharp's attention or entropy strategy, or a side), through gatsby-transformer-sharp's
 * own gatsbyImageData resolver: the same pipeline, formats and sizes as the hero, a different crop per picture.
 */
