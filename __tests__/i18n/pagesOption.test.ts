/** @jest-environment node */
/**
 * The pages the site creates per language (the legal pages, the 404 pages) through the i18n plugin's real
 * onCreatePage with the site's `pages` option (src/i18n/pagesOption.ts): each is kept once, at its own
 * path, in the language of its prefix, with its catch-all, and never copied under another prefix. An
 * upgrade of the plugin that changes this fails here.
 */
import { onCreatePage } from "gatsby-plugin-react-i18next/dist/plugin/onCreatePage";
import { DEFAULT_LANGUAGE, LANGUAGES, localizedPath, type Language } from "../../src/i18n/languages";
import { i18nPagesOption, NOT_FOUND_PAGES, notFoundMatchPath } from "../../src/i18n/pagesOption";
import { LEGAL_PATHS } from "../../src/legal/pages";

interface Page {
  path: string;
  matchPath?: string;
  context: { language?: string; page?: string; i18n?: { language: string; routed: boolean; languages: string[] } };
}

async function throughPlugin(page: Page): Promise<Page[]> {
  const created: Page[] = [];
  const actions = { createPage: (made: Page) => created.push(made), deletePage: () => {} };
  const options = {
    languages: [...LANGUAGES],
    defaultLanguage: DEFAULT_LANGUAGE,
    generateDefaultLanguagePage: false,
    redirect: false,
    pages: i18nPagesOption(),
  };
  await (onCreatePage as unknown as (args: unknown, options: unknown) => Promise<void>)({ page, actions }, options);
  return created;
}

const each = (records: Record<string, Record<Language, string>>) =>
  Object.entries(records).flatMap(([page, paths]) => LANGUAGES.map((language) => ({ page, language, path: paths[language] })));

test.each(each(LEGAL_PATHS))("the legal page $path is kept once, in $language, with every language listed", async ({ page, language, path }) => {
  const created = await throughPlugin({ path, context: { language, page } });
  expect(created.map((made) => made.path)).toEqual([path]);
  expect(created[0].context).toMatchObject({ language, page, i18n: { language, routed: language !== DEFAULT_LANGUAGE, languages: [...LANGUAGES] } });
});

test.each(each(Object.fromEntries(NOT_FOUND_PAGES.entries())))(
  "the 404 page $path is kept once, in $language, with its catch-all",
  async ({ language, path }) => {
    const matchPath = notFoundMatchPath(language, path);
    const created = await throughPlugin({ path, matchPath, context: {} });
    expect(created).toEqual([
      expect.objectContaining({ path, matchPath, context: expect.objectContaining({ language, i18n: expect.objectContaining({ language }) }) }),
    ]);
    // What the servers and Gatsby's router need: /fr/404/ answers /fr/…, nothing doubles the prefix.
    expect(matchPath).toBe(language === DEFAULT_LANGUAGE || path.endsWith(".html") ? undefined : `/${language}/*`);
  },
);

test("any other page is still copied under each language's prefix (the option matches those pages only)", async () => {
  const created = await throughPlugin({ path: "/", context: {} });
  // The plugin writes the copies' paths without their leading slash ("fr/"); Gatsby adds it.
  expect(created.map((made) => [made.path.replace(/^\/?/, "/"), made.context.i18n?.language])).toEqual(
    LANGUAGES.map((language) => [localizedPath(language, "/"), language]),
  );
});
