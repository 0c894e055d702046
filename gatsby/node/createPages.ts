import { readFileSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { CompanyFile, RatesFile, SiteFile } from "../../src/content/schema";
import { siteUrl } from "../../src/i18n/siteUrl";
import { typeset } from "../../src/i18n/typography";
import { adminRoutes, bookingRoutes, localized404Routes } from "../../src/deploy/routes";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/i18n/languages";
import { deployTargetOf, LEGAL_FILES, LEGAL_PATHS } from "../../src/legal/pages";
import { fillLegalText } from "../../src/legal/values";
import { markdownToHtml } from "../../src/legal/render";
import { i18nContext, NOT_FOUND_PAGES, notFoundMatchPath } from "../../src/i18n/pageContext";

export const createPages: GatsbyNode["createPages"] = ({ actions, store }) => {
  // The languages of src/i18n/languages.ts, which gatsby-config.ts gives the i18n plugin too.
  const languages = LANGUAGES;
  const defaultLanguage = DEFAULT_LANGUAGE;
  for (const route of [...adminRoutes(), ...bookingRoutes(), ...localized404Routes(languages, defaultLanguage)]) {
    actions.createRedirect({ ...route, isPermanent: route.statusCode === 301, redirectInBrowser: false });
  }

  // The 404 pages of every language, each with its `i18n` context, which the i18n plugin leaves alone
  // (src/i18n/pageContext.ts); gatsby-config.ts keeps Gatsby's page creator off src/pages/404.tsx. Gatsby
  // itself copies /404/ to /404.html, context included.
  const root: string = store.getState().program.directory;
  for (const paths of NOT_FOUND_PAGES) {
    for (const language of languages) {
      const pagePath = paths[language];
      if (pagePath === "/404.html") continue;
      actions.createPage({
        path: pagePath,
        matchPath: notFoundMatchPath(language, pagePath),
        component: path.join(root, "src/pages/404.tsx"),
        context: { language, i18n: i18nContext(language, pagePath) },
      });
    }
  }

  // The legal pages: Markdown from content/legal/ with the company's values filled in, turned into HTML
  // here so that no Markdown code reaches the browser. Each language has its own slug rather than a /fr/
  // copy: the page's `i18n` context (src/i18n/pageContext.ts) keeps the i18n plugin from making copies.
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
        // The legal texts get their language's typography like every other text (src/i18n/typography.ts).
        html: markdownToHtml(
          // Conditions and placeholders filled from content/; the host named is where the build runs (NETLIFY).
          typeset(fillLegalText(markdown, { site, company, rates, siteUrl, target: deployTargetOf(process.env) }, language), language),
        ),
        paths: Object.fromEntries(languages.map((other) => [other, LEGAL_PATHS[page][other]])),
        i18n: i18nContext(language, pagePath),
      },
    });
  }
};
