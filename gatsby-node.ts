import type { GatsbyNode } from "gatsby";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Explicit types keep queries stable when an editor empties a list, and let site.json name
  // the hero picture by path so it can be swapped without touching code.
  actions.createTypes(`
    type LocalizedText { en: String!, fr: String! }
    type SiteJson implements Node @dontInfer {
      brand: String!
      phones: [String!]!
      email: String!
      city: LocalizedText!
      social: SiteSocial!
      responseHours: Int!
      bookingNoticeHours: BookingNoticeHours!
      agentMinimumHours: Int!
      heroImage: File @fileByRelativePath
    }
    type SiteSocial { facebook: String!, instagram: String! }
    type BookingNoticeHours { geneva: Int!, standard: Int! }
    type ServicesJson implements Node @dontInfer {
      jsonId: String!
      icon: String!
      title: LocalizedText!
      description: LocalizedText!
      features: [LocalizedText!]!
    }
    type RegionsJson implements Node @dontInfer {
      jsonId: String!
      name: LocalizedText!
      primary: Boolean!
      cities: [LocalizedText!]!
    }
  `);
};

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  // gatsby-plugin-react-i18next gives localized 404 pages a catch-all matchPath (and prefixes it twice:
  // /fr/fr/*), which breaks warm builds with the Netlify adapter and would make servers answer unknown
  // /fr/ paths with 200. Without it, every unknown path gets the 404 status and 404.html, whose page
  // switches to the language of the requested path (src/pages/404.tsx).
  if (page.matchPath && /^\/([a-z]{2})\/\1\//.test(page.matchPath)) {
    actions.deletePage(page);
    actions.createPage({ ...page, matchPath: undefined });
  }
};
