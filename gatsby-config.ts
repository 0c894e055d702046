import type { GatsbyConfig } from "gatsby";
import adapter from "gatsby-adapter-netlify";
import { siteUrl } from "./src/i18n/siteUrl";
import { sitemapAlternates } from "./src/seo/alternates";
import { I18N_ROUTING } from "./src/i18n/pageContext";
import { securityHeaders } from "./src/deploy/headers";
import { i18nextOptions } from "./src/content/i18nOptions";
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath } from "./src/i18n/languages";
import { TRANSLATIONS } from "./src/i18n/translations";
import { nodeTypeName } from "./src/content/graphql";
import { colors } from "./src/styles/theme";
import site from "./content/site.json";

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Setting the adapter explicitly also stops Gatsby from fetching the adapters manifest at every build.
  adapter: adapter({ excludeDatastoreFromEngineFunction: false, imageCDN: false }),
  // src/gatsby-types.d.ts: the page queries' result types, written by every build and committed
  // (docs/editing.md, "The files"), so that the type check can run before a build and a query that drops
  // a field the page reads fails it.
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  jsxImportSource: "@emotion/react",
  trailingSlash: "always",
  headers: securityHeaders,
  plugins: [
    {
      resolve: "gatsby-plugin-emotion",
      // The plugin means Emotion's source maps for development only, but its options' default (true) overrides
      // that. In a build they are dead code (behind NODE_ENV), yet webpack weighs modules with them: a styles
      // file past Gatsby's 160 KB mark got a chunk of its own in every page's first load (docs/performance.md).
      options: { sourceMap: process.env.NODE_ENV !== "production" },
    },
    {
      // Gatsby's own page creator for src/pages (this entry replaces its defaults), minus the 404 page, which
      // gatsby/node/createPages.ts creates in every language (Gatsby still copies /404/ to /404.html).
      resolve: "gatsby-plugin-page-creator",
      options: { path: `${__dirname}/src/pages`, ignore: ["404.tsx"] },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // Both home pages, each listing the other language and x-default as alternates; no 404s.
        excludes: [...LANGUAGES.flatMap((language) => [localizedPath(language, "/404/"), localizedPath(language, "/404.html")]), "/dev-404-page/"],
        serialize: ({ path }: { path: string }) => ({ url: path, changefreq: "monthly", links: sitemapAlternates(path) }),
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.brand,
        short_name: site.brand,
        description: TRANSLATIONS[DEFAULT_LANGUAGE].meta.description,
        start_url: "/",
        lang: DEFAULT_LANGUAGE,
        background_color: colors.night,
        theme_color: colors.night,
        display: "standalone",
        icon: "content/images/icon.png",
        // Favicons and icons are generated at build time from the one PNG in content/.
        cache_busting_mode: "name",
      },
    },
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "content", path: `${__dirname}/content`, ignore: ["**/locales/**"] },
    },
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: `${__dirname}/content/locales` },
    },
    {
      resolve: "gatsby-transformer-json",
      // One type per file (site.json -> SiteJson), whatever folder it sits in.
      options: { typeName: ({ node }: { node: { name: string } }) => nodeTypeName(node.name) },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        // The legal and 404 pages are created per language by gatsby/node/createPages.ts with the context
        // these options give (src/i18n/pageContext.ts), not copied: no `pages` option, which the browser would load.
        ...I18N_ROUTING,
        redirect: false,
        siteUrl,
        i18nextOptions,
      },
    },
    // The admin at /admin/ is not a plugin: gatsby/admin/build.ts writes it after the build (onPostBuild).
  ],
};

export default config;
