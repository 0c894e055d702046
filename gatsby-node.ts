import { readFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { GraphQLEnumType, GraphQLObjectType, GraphQLResolveInfo } from "graphql";
import { warnAboutDeploySettings } from "./src/contact/config";
import { backendWarning, resolveCmsBackend } from "./src/cms/backend";
import { retentionDays } from "./src/contact/requests/retention";
import { checkContent, describeProblems } from "./src/content/check";
import { contentTypeDefs } from "./src/content/graphql";
import { writeSeoFiles } from "./src/seo/buildFiles";
import { restoreMatchPathFiles } from "./gatsby/patches/restoreMatchPathFiles";
import { checkEveryPageDeferred, deferBootScriptsIn } from "./gatsby/patches/deferBootScripts";
import { checkPatchesBeforeBuild } from "./gatsby/patches";
import { checkReactStillEmitsNul, stripNulBytes } from "./gatsby/patches/reactStreamNulBytes";
import { checkLocalized404Pages, dedoubleMatchPath, i18nPluginOptions } from "./gatsby/patches/localized404MatchPath";
import { checkLegalPagesLeftAlone, legalI18nContext } from "./gatsby/patches/legalPagesI18n";
import { reactI18nextAlias } from "./gatsby/patches/reactI18nextAlias";
import { limitCommonsToInitialChunks } from "./gatsby/patches/commonsInitialChunks";
import { checkHomeHeadTags } from "./gatsby/patches/crawlerHeadTags";
import { typeset } from "./src/content/typography";
import { compileHintsPlugin } from "./src/build/compileHints";
import { removeSourceMaps } from "./src/build/sourceMaps";
import { adminRoutes, localized404Routes } from "./src/deploy/routes";
import { describePlaceholders, launchPlaceholders } from "./src/content/launch";
import { siteUrl } from "./src/content/siteUrl";
import type { CompanyFile, RatesFile, SiteFile } from "./src/content/schema";
import { deployTargetOf, fillLegalText, LEGAL_FILES, LEGAL_PATHS } from "./src/legal/pages";
import { markdownToHtml } from "./src/legal/render";
import { DEFAULT_LANGUAGE, LANGUAGES } from "./src/i18n/languages";

let contentDir = "";
let recheck: NodeJS.Timeout | undefined;
let bootstrapped = false;

export const onPreInit: GatsbyNode["onPreInit"] = async ({ store }) => {
  // An upgrade that undoes a framework patch stops the build here, before any work (gatsby/patches/, PATCHES.md).
  checkPatchesBeforeBuild(store.getState().program.directory);
  await checkReactStillEmitsNul();
};

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
  // Off Netlify, an admin on git-gateway (the default) cannot log anyone in: say what to set.
  const adminWarning = backendWarning(process.env, resolveCmsBackend(process.env).backend);
  if (adminWarning) reporter.warn(adminWarning);
  // A cached build needs back the localized 404 files the Netlify adapter moved last time (see the file).
  const restored = restoreMatchPathFiles(store.getState().program.directory);
  if (restored.length > 0) reporter.info(`restored for the cached build: ${restored.join(", ")}`);
};

export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = ({ store }) => {
  bootstrapped = true;
  // Every page exists now: the page patches' tripwires (gatsby/patches/).
  const { languages, defaultLanguage } = i18nPluginOptions(store.getState().flattenedPlugins);
  const pages = [...(store.getState().pages as Map<string, { path: string; matchPath?: string }>).values()];
  checkLocalized404Pages(pages, languages, defaultLanguage);
  const legalPaths = Object.fromEntries(
    Object.values(LEGAL_PATHS).flatMap((paths) => Object.entries(paths).map(([language, pagePath]) => [pagePath, language])),
  );
  checkLegalPagesLeftAlone(pages, legalPaths, languages);
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
  // The content's GraphQL types, generated from the schema that validates it (src/content/graphql.ts).
  actions.createTypes(contentTypeDefs());
};

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

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  // The localized 404 pages' matchPath, prefixed twice by the i18n plugin: gatsby/patches/localized404MatchPath.ts.
  dedoubleMatchPath(page, actions);
};

export const createPages: GatsbyNode["createPages"] = ({ actions, store }) => {
  // The languages are those of the i18n plugin's options (gatsby-config.ts): src/i18n/languages.ts.
  const languages = LANGUAGES;
  const defaultLanguage = DEFAULT_LANGUAGE;
  for (const route of [...adminRoutes(), ...localized404Routes(languages, defaultLanguage)]) {
    actions.createRedirect({ ...route, isPermanent: route.statusCode === 301, redirectInBrowser: false });
  }

  // The legal pages: Markdown from content/legal/ with the company's values filled in, turned into HTML
  // here so that no Markdown code reaches the browser. The i18n context is set here (the plugin leaves
  // pages that have one alone: gatsby/patches/legalPagesI18n.ts), because each language has its own
  // slug rather than a /fr/ copy.
  const root: string = store.getState().program.directory;
  const readJson = <T>(file: string) => JSON.parse(readFileSync(path.join(root, "content", file), "utf8")) as T;
  const site = readJson<SiteFile>("site.json");
  const company = readJson<CompanyFile>("company.json");
  const rates = readJson<RatesFile>("rates.json");
  for (const { page, language, file } of LEGAL_FILES) {
    const markdown = readFileSync(path.join(root, "content", file), "utf8");
    const pagePath = LEGAL_PATHS[page][language];
    actions.createPage({
      path: pagePath,
      component: path.join(root, "src/templates/legal.tsx"),
      context: {
        language,
        page,
        // The legal texts get their language's typography like every other text (src/content/typography.ts).
        html: markdownToHtml(
          // Conditions and placeholders filled from content/; the host named is where the build runs (NETLIFY).
          typeset(
            fillLegalText(markdown, site, company, rates, language, siteUrl, retentionDays(process.env.REQUEST_RETENTION_DAYS), deployTargetOf(process.env)),
            language,
          ),
        ),
        paths: Object.fromEntries(languages.map((other) => [other, LEGAL_PATHS[page][other]])),
        i18n: legalI18nContext(language, languages, defaultLanguage, pagePath, LEGAL_PATHS[page][defaultLanguage]),
      },
    });
  }
};

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  // Every stage (browser, HTML, develop) gets the slim react-i18next entry: gatsby/patches/reactI18nextAlias.ts.
  actions.setWebpackConfig({ resolve: { alias: reactI18nextAlias(store.getState().program.directory) } });
  // Code shared by the deferred sections stays out of the first load: gatsby/patches/commonsInitialChunks.ts.
  if (stage !== "build-javascript") return;
  // The boot chunks are compiled off the main thread while they download: src/build/compileHints.ts.
  // No source maps: Gatsby's `source-map` devtool publishes the site's original sources next to the
  // scripts (public/ is served as it is); the admin's are left out in gatsby/patches/decapAdmin.js.
  actions.setWebpackConfig({ plugins: [compileHintsPlugin()], devtool: false });
  // Code shared by the deferred sections stays out of the first load: gatsby/patches/commonsInitialChunks.ts.
  actions.replaceWebpackConfig(limitCommonsToInitialChunks(getConfig()));
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const root: string = store.getState().program.directory;
  const written = await writeSeoFiles(root, path.join(root, "public"));
  reporter.info(`seo: wrote ${written.join(", ")}`);
  const maps = await removeSourceMaps(path.join(root, "public"));
  if (maps.length > 0) reporter.info(`removed ${maps.length} source maps left by earlier builds`);
  const nul = await stripNulBytes(path.join(root, "public"));
  if (nul.length > 0) reporter.info(`removed the NUL bytes React's streaming renderer left in ${nul.join(", ")}`);
  const pages = await deferBootScriptsIn(path.join(root, "public"));
  reporter.info(`boot scripts requested after the first paint in ${pages} pages`);
  // The tripwires over the built pages (gatsby/patches/deferBootScripts.ts, crawlerHeadTags.tsx).
  const built = [...(store.getState().pages as Map<string, { path: string; mode?: string }>).values()].filter((page) => (page.mode ?? "SSG") === "SSG");
  await checkEveryPageDeferred(
    path.join(root, "public"),
    built.map((page) => page.path),
  );
  const { languages, defaultLanguage } = i18nPluginOptions(store.getState().flattenedPlugins);
  checkHomeHeadTags(path.join(root, "public"), languages, defaultLanguage);
};
