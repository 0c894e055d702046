import { readFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { warnAboutDeploySettings } from "./src/contact/config";
import { checkContent, describeProblems } from "./src/content/check";
import { writeSeoFiles } from "./src/seo/buildFiles";
import { restoreMatchPathFiles } from "./src/build/restoreMatchPathFiles";
import { deferBootScriptsIn } from "./src/build/deferBootScripts";
import { compileHintsPlugin } from "./src/build/compileHints";
import { adminRoutes, localized404Routes } from "./src/deploy/routes";
import { describePlaceholders, launchPlaceholders } from "./src/content/launch";
import { siteUrl } from "./src/content/siteUrl";
import type { CompanyFile, SiteFile } from "./src/content/schema";
import { fillPlaceholders, LEGAL_FILES, LEGAL_PATHS, legalValues } from "./src/legal/pages";
import { markdownToHtml } from "./src/legal/render";

let contentDir = "";
let recheck: NodeJS.Timeout | undefined;
let bootstrapped = false;

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ store, reporter }) => {
  // Content is checked against src/content/schema.ts before anything reads it: a broken file stops the
  // build with the file, the field and what was expected, one problem per line (not a GraphQL trace).
  // `gatsby develop` only reports them, so that the admin at /admin/ stays up to fix them.
  contentDir = path.join(store.getState().program.directory, "content");
  const problems = checkContent(contentDir);
  if (problems.length > 0) reporter.panicOnBuild(describeProblems(problems));
  // What is still a placeholder (npm run check:launch): a reminder at every build, never a failure.
  else {
    const placeholders = launchPlaceholders(contentDir, process.env);
    if (placeholders.length > 0) reporter.warn(describePlaceholders(placeholders));
  }
  // On Netlify, say now that the contact function will answer 502 (SMTP_URL, CONTACT_TO), not after launch.
  warnAboutDeploySettings(process.env, (message) => reporter.warn(message));
  // A cached build needs back the localized 404 files the Netlify adapter moved last time (see the file).
  const restored = restoreMatchPathFiles(store.getState().program.directory);
  if (restored.length > 0) reporter.info(`restored for the cached build: ${restored.join(", ")}`);
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  bootstrapped = true;
};

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  // While `gatsby develop` runs (npm run cms), every saved content file is checked again.
  if (!bootstrapped || node.internal.type !== "File" || node.extension !== "json") return;
  clearTimeout(recheck);
  recheck = setTimeout(() => {
    const problems = checkContent(contentDir);
    if (problems.length > 0) reporter.error(describeProblems(problems));
    else reporter.info("content: every file matches the schema");
  }, 300);
};

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
    type CompanyJson implements Node @dontInfer {
      legalName: String!
      whatsapp: String!
    }
    type BookingNoticeHours { geneva: Int!, standard: Int! }
    type ServicesJson implements Node @dontInfer {
      jsonId: String!
      icon: String!
      title: LocalizedText!
      description: LocalizedText!
      features: [LocalizedText!]!
    }
    type FleetJson implements Node @dontInfer {
      jsonId: String!
      name: LocalizedText!
      seats: Int!
      luggage: Int!
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
  // gatsby-plugin-react-i18next 3.0.1 gives each localized 404 page the catch-all matchPath it needs, but
  // prefixes it twice (/fr/fr/*), which breaks warm builds with the Netlify adapter. The catch-all itself
  // is needed: the servers answer an unknown /fr/… address with /fr/404.html (status 404, _redirects),
  // and Gatsby's browser code rewrites the address bar to the page's own path unless the address
  // matches a page's matchPath (production-app.js only exempts /404 and /500 themselves).
  const doubled = page.matchPath ? /^\/([a-z]{2})\/\1(\/.*)$/.exec(page.matchPath) : null;
  if (doubled) {
    actions.deletePage(page);
    actions.createPage({ ...page, matchPath: `/${doubled[1]}${doubled[2]}` });
  }
};

export const createPages: GatsbyNode["createPages"] = ({ actions, store }) => {
  // The languages are the i18n plugin's own options (gatsby-config.ts), so a language added there gets
  // its 404 rule without another list to keep in step.
  const i18n = store.getState().flattenedPlugins.find((plugin: { name: string }) => plugin.name === "gatsby-plugin-react-i18next");
  const { languages, defaultLanguage } = (i18n?.pluginOptions ?? {}) as { languages?: string[]; defaultLanguage?: string };
  if (!languages || !defaultLanguage) throw new Error("gatsby-node: gatsby-plugin-react-i18next options (languages, defaultLanguage) not found");
  for (const route of [...adminRoutes(), ...localized404Routes(languages, defaultLanguage)]) {
    actions.createRedirect({ ...route, isPermanent: route.statusCode === 301, redirectInBrowser: false });
  }

  // The legal pages: Markdown from content/legal/ with the company's values filled in, turned into HTML
  // here so that no Markdown code reaches the browser. The i18n context is set here (the plugin leaves
  // pages that have one alone), because each language has its own slug rather than a /fr/ copy.
  const root: string = store.getState().program.directory;
  const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, "content", file), "utf8")) as T;
  const site = readJson<SiteFile>("site.json");
  const company = readJson<CompanyFile>("company.json");
  for (const { page, language, file } of LEGAL_FILES) {
    const markdown = readFileSync(path.join(root, "content", file), "utf8");
    const pagePath = LEGAL_PATHS[page][language];
    actions.createPage({
      path: pagePath,
      component: path.join(root, "src/templates/legal.tsx"),
      context: {
        language,
        page,
        html: markdownToHtml(fillPlaceholders(markdown, legalValues(site, company, language, siteUrl))),
        paths: Object.fromEntries(languages.map((other) => [other, LEGAL_PATHS[page][other as keyof (typeof LEGAL_PATHS)[typeof page]]])),
        i18n: { language, languages, defaultLanguage, generateDefaultLanguagePage: false, routed: language !== defaultLanguage, originalPath: LEGAL_PATHS[page][defaultLanguage as "en"], path: pagePath },
      },
    });
  }
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  // Every stage (browser, HTML, develop) gets the slim react-i18next entry: see src/i18n/react-i18next.ts.
  const root: string = store.getState().program.directory;
  actions.setWebpackConfig({
    resolve: {
      alias: {
        "react-i18next$": path.join(root, "src/i18n/react-i18next.ts"),
        "react-i18next-es": path.join(root, "node_modules/react-i18next/dist/es"),
      },
    },
  });
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({ plugins: [compileHintsPlugin()] });
  // Gatsby's "commons" group collects every module used by two chunks, async ones included, into a
  // chunk that each page loads at once. The sections below the first screen load on demand
  // (src/components/deferred.tsx); limiting "commons" to initial chunks keeps what they share (icons,
  // reveal, headings) in async chunks too instead of back in the first load.
  const config = getConfig();
  const commons = config.optimization?.splitChunks?.cacheGroups?.commons;
  if (!commons) return;
  commons.chunks = "initial";
  actions.replaceWebpackConfig(config);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const root: string = store.getState().program.directory;
  const written = await writeSeoFiles(root, path.join(root, "public"));
  reporter.info(`seo: wrote ${written.join(", ")}`);
  const pages = await deferBootScriptsIn(path.join(root, "public"));
  reporter.info(`boot scripts requested after the first paint in ${pages} pages`);
};
