import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useTranslation } from "react-i18next";
import { Footer } from "../components/Footer";
import { LanguageBar } from "../components/LanguageBar";
import { Layout, MAIN_ID } from "../components/Layout";
import { LegalArticle, LegalContents, legalMain } from "../components/LegalArticle";
import { CONTENTS_MIN_SECTIONS, labelTableCells, legalSections } from "../components/legalContents";
import { NavBar } from "../components/NavBar";
import { SeoHead } from "../components/SeoHead";
import { localizedPath } from "../i18n/languages";
import { localeString } from "../content/localeData";
import type { Language, LocalesData, SiteContent } from "../content/types";
import type { LegalPage } from "../legal/list";
import { alternates } from "../seo/alternates";
import { legalPageTitle } from "../seo/searchSnippet";

interface LegalContext {
  language: Language;
  page: LegalPage;
  /** The text, turned into HTML at build time (gatsby/node/createPages.ts). */
  html: string;
  /** This page in every language. */
  paths: Record<Language, string>;
}

interface LegalData extends LocalesData {
  site: { buildTime: string; siteMetadata: { siteUrl: string } };
  siteJson: SiteContent;
  companyJson: { whatsapp: string };
}

/** Privacy Policy, Terms of Service, Cookie Policy, Legal notice: one template, texts from content/legal/. */
export default function LegalTemplate({ data, pageContext }: PageProps<LegalData, LegalContext>) {
  const { t } = useTranslation();
  const { language, page, html, paths } = pageContext;
  const home = localizedPath(language);
  // Each section's heading gets an anchor (a long page opens with a table of contents); each table cell its column's name.
  const { html: article, sections } = legalSections(labelTableCells(html));
  return (
    <Layout>
      <NavBar brand={data.siteJson.brand} home={home} languagePaths={paths} phone={data.siteJson.phones[0]} whatsapp={data.companyJson.whatsapp} />
      <main id={MAIN_ID} css={legalMain} tabIndex={-1}>
        <h1>{t(`legal.${page}.title`)}</h1>
        {sections.length >= CONTENTS_MIN_SECTIONS && <LegalContents title={t("legalPage.contents")} sections={sections} />}
        <LegalArticle html={article} />
      </main>
      <LanguageBar paths={paths} />
      <Footer site={data.siteJson} language={language} buildYear={Number(data.site.buildTime.slice(0, 4))} whatsapp={data.companyJson.whatsapp} home={home} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<LegalData, LegalContext>) {
  const { language, page, paths } = pageContext;
  const siteUrl = data.site.siteMetadata.siteUrl;
  const brand = data.siteJson.brand;
  const title = legalPageTitle(localeString(data, `legal.${page}.title`), brand);
  const description = localeString(data, `legal.${page}.description`, { brand });
  return (
    <>
      <SeoHead language={language} title={title} description={description} />
      <link rel="canonical" href={`${siteUrl}${paths[language]}`} />
      {alternates(paths[language], siteUrl).map(({ hrefLang, href }) => (
        <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
      ))}
    </>
  );
}

export const query = graphql`
  query LegalPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
    site {
      ...BuildInfo
    }
    siteJson {
      ...SiteDetails
    }
    companyJson {
      whatsapp
    }
  }
`;
