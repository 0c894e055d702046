/** @jest-environment node */
/**
 * The pages the site creates per language (the legal pages, every 404 page: gatsby/node/createPages.ts)
 * carry the `i18n` context the i18n plugin would give them, and the plugin's real onCreatePage, with the
 * site's real options, leaves each of them as it is: kept once, at its own path, in the language of its
 * prefix, with its catch-all, never copied under another prefix. An upgrade of the plugin that stops
 * honouring a page's own context fails here.
 */
import path from "node:path";
import { onCreatePage } from "gatsby-plugin-react-i18next/dist/plugin/onCreatePage";
import config from "../../gatsby-config";
import { createPages } from "../../gatsby/node/createPages";
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from "../../src/i18n/languages";
import { NOT_FOUND_PAGES, notFoundMatchPath } from "../../src/i18n/pageContext";
import { LEGAL_PATHS } from "../../src/legal/pages";

interface Page {
  path: string;
  matchPath?: string;
  component: string;
  context: { language?: string; page?: string; i18n?: Record<string, unknown> };
}

const ROOT = path.resolve(__dirname, "../..");

const pluginOptions = (name: string) => {
  const entry = config.plugins!.find((plugin) => typeof plugin === "object" && plugin.resolve === name);
  return (entry as { options: Record<string, unknown> }).options;
};

function createdPages(): Page[] {
  const pages: Page[] = [];
  const actions = { createPage: (page: Page) => pages.push(page), createRedirect: () => {} };
  const store = { getState: () => ({ program: { directory: ROOT } }) };
  (createPages as unknown as (args: unknown) => void)({ actions, store });
  return pages;
}

async function throughPlugin(page: Page) {
  const created: Page[] = [];
  const deleted: Page[] = [];
  const actions = { createPage: (made: Page) => created.push(made), deletePage: (gone: Page) => deleted.push(gone) };
  await (onCreatePage as unknown as (args: unknown, options: unknown) => Promise<void>)({ page, actions }, pluginOptions("gatsby-plugin-react-i18next"));
  return { created, deleted };
}

const pages = createdPages();
const each = (records: Record<string, Record<Language, string>>) =>
  Object.entries(records).flatMap(([page, paths]) => LANGUAGES.map((language) => ({ page, language, path: paths[language] })));
const routing = (language: Language, pagePath: string, originalPath: string) => ({
  language,
  languages: [...LANGUAGES],
  defaultLanguage: DEFAULT_LANGUAGE,
  generateDefaultLanguagePage: false,
  routed: language !== DEFAULT_LANGUAGE,
  originalPath,
  path: pagePath,
});

test.each(each(LEGAL_PATHS))(
  "the legal page $path is created once, in $language, and the i18n plugin leaves it alone",
  async ({ page, language, path: pagePath }) => {
    const made = pages.filter((created) => created.path === pagePath);
    expect(made).toHaveLength(1);
    expect(made[0].context).toMatchObject({ language, page, i18n: routing(language, pagePath, pagePath.replace(`/${language}/`, "/")) });
    expect(await throughPlugin(made[0])).toEqual({ created: [], deleted: [] });
  },
);

test.each(each(Object.fromEntries(NOT_FOUND_PAGES.entries())).filter(({ path: pagePath }) => pagePath !== "/404.html"))(
  "the 404 page $path is created once, in $language, with its catch-all, and the i18n plugin leaves it alone",
  async ({ language, path: pagePath }) => {
    const made = pages.filter((created) => created.path === pagePath);
    expect(made).toEqual([
      {
        path: pagePath,
        matchPath: notFoundMatchPath(language, pagePath),
        component: path.join(ROOT, "src/pages/404.tsx"),
        context: { language, i18n: routing(language, pagePath, pagePath.replace(`/${language}/`, "/")) },
      },
    ]);
    // What the servers and Gatsby's router need: /fr/404/ answers /fr/…, nothing doubles the prefix.
    expect(made[0].matchPath).toBe(language === DEFAULT_LANGUAGE || pagePath.endsWith(".html") ? undefined : `/${language}/*`);
    expect(await throughPlugin(made[0])).toEqual({ created: [], deleted: [] });
  },
);

test("the default language's /404.html is left to Gatsby, which copies /404/ there with its context", () => {
  expect(pages.filter((created) => created.path === "/404.html")).toEqual([]);
  expect(pages.filter((created) => created.path === "/404/")).toHaveLength(1);
});

test("Gatsby's page creator makes no page of src/pages/404.tsx, which would reach the i18n plugin without a context", () => {
  expect(pluginOptions("gatsby-plugin-page-creator")).toEqual({ path: path.join(ROOT, "src/pages"), ignore: ["404.tsx"] });
});

test("the i18n plugin's options, which Gatsby ships to the browser, list no pages", () => {
  expect(pluginOptions("gatsby-plugin-react-i18next")).not.toHaveProperty("pages");
});

test("any other page is still copied under each language's prefix", async () => {
  const { created } = await throughPlugin({ path: "/", component: path.join(ROOT, "src/pages/index.tsx"), context: {} });
  // The plugin writes the copies' paths without their leading slash ("fr/"); Gatsby adds it.
  expect(created.map((made) => [made.path.replace(/^\/?/, "/"), made.context.i18n?.language])).toEqual(
    LANGUAGES.map((language) => [localizedPath(language, "/"), language]),
  );
});
