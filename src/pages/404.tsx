import { css } from "@emotion/react";
import { graphql, Link, type HeadProps, type PageProps } from "gatsby";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Footer } from "../components/Footer";
import { Layout, MAIN_ID } from "../components/Layout";
import { NavBar } from "../components/NavBar";
import { SeoHead } from "../components/SeoHead";
import { localizedPath, splitLanguagePath } from "../i18n/languages";
import { localeString } from "../content/localeData";
import type { Language, LocalesData, SiteContent } from "../content/types";
import { buttonPrimary } from "../styles/buttons";
import { colors, fonts, NAV_HEIGHT, veils } from "../styles/theme";

interface NotFoundData extends LocalesData {
  site: { buildTime: string };
  siteJson: SiteContent;
  companyJson: { whatsapp: string };
  /** Every language's strings: servers answer every unknown path with the one 404.html. */
  allLocales: LocalesData["locales"];
}

// A screen tall less a glimpse of the footer, whose phone and addresses are the other way on.
const screen = css`
  min-height: 88vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1.5rem;
  padding: calc(${NAV_HEIGHT}px + 2rem) 1.5rem 2rem;
  text-align: center;
  background: ${veils.spotlight("50% 30%", "70%")};
`;

// The numerals in the display face, as every headline: lining figures, light, set tight.
const code = css`
  font-family: ${fonts.display};
  font-weight: 500;
  font-variant-numeric: lining-nums;
  font-size: clamp(6.5rem, 26vw, 12rem);
  line-height: 0.9;
  letter-spacing: 0.02em;
  color: ${colors.gold};
`;

const text = css`
  max-width: 28rem;
  color: ${colors.ivoryMuted};
`;

/** The language of a path: its language prefix when it has one, else the page's own. */
function languageOfPath(pathname: string, fallback: Language): Language {
  const split = splitLanguagePath(pathname);
  return split.path === pathname ? fallback : split.language;
}

export default function NotFoundPage({ data, location, pageContext }: PageProps<NotFoundData, { language: Language }>) {
  const { t, i18n } = useTranslation();
  const language = languageOfPath(location.pathname, pageContext.language);

  useEffect(() => {
    console.error(`404: no page at ${location.pathname}`);
  }, [location.pathname]);

  // After hydration (so the markup still matches the HTML the server sent), switch to the language
  // of the requested path: /fr/anything gets the French page.
  useEffect(() => {
    if (i18n.language === language) return;
    const node = data.allLocales.edges.find((edge) => edge.node.language === language)?.node;
    if (!node) return;
    i18n.addResourceBundle(language, node.ns, JSON.parse(node.data), true, true);
    void i18n.changeLanguage(language);
  }, [data.allLocales, i18n, language]);

  const shown = i18n.language as Language;
  const home = localizedPath(shown);
  return (
    <Layout>
      {/* The brand, the way back to every section and the phone, in the language of the requested path. */}
      <NavBar brand={data.siteJson.brand} home={home} phone={data.siteJson.phones[0]} whatsapp={data.companyJson.whatsapp} />
      <main id={MAIN_ID} css={screen} tabIndex={-1}>
        <p css={code} aria-hidden="true">
          {t("notFound.code")}
        </p>
        <h1>
          <span className="visually-hidden">{t("notFound.code")} – </span>
          {t("notFound.title")}
        </h1>
        <p css={text}>{t("notFound.text")}</p>
        <Link to={localizedPath(shown, "/")} hrefLang={shown} css={buttonPrimary}>
          {t("notFound.back")}
        </Link>
      </main>
      <Footer site={data.siteJson} language={shown} buildYear={Number(data.site.buildTime.slice(0, 4))} whatsapp={data.companyJson.whatsapp} home={home} />
    </Layout>
  );
}

export function Head({ data, location, pageContext }: HeadProps<NotFoundData, { language: Language }>) {
  const language = languageOfPath(location.pathname, pageContext.language);
  const strings = { locales: { edges: data.allLocales.edges.filter((edge) => edge.node.language === language) } };
  return <SeoHead language={language} title={localeString(strings, "notFound.metaTitle")} noIndex />;
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
    allLocales: allLocale {
      ...LocaleEdges
    }
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
    siteJson {
      ...SiteDetails
    }
    companyJson {
      whatsapp
    }
  }
`;
