import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Layout, MAIN_ID } from "../components/Layout";
import { Link } from "../components/Link";
import { SeoHead } from "../components/SeoHead";
import { localeString } from "../content/localeData";
import type { Language, LocalesData } from "../content/types";
import { buttonPrimary } from "../styles/buttons";
import { colors } from "../styles/theme";

const screen = css`
  min-height: 100vh;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 1.5rem;
  padding: 2rem 1.5rem;
  text-align: center;
  background: radial-gradient(circle at 50% 30%, #16213b 0%, ${colors.night} 70%);
`;

const code = css`
  font-family: inherit;
  font-size: clamp(6rem, 22vw, 11rem);
  line-height: 1;
  color: ${colors.gold};
`;

const text = css`
  max-width: 28rem;
  color: ${colors.ivoryMuted};
`;

export default function NotFoundPage({ location }: PageProps<LocalesData>) {
  const { t } = useTranslation();
  useEffect(() => {
    console.error(`404: no page at ${location.pathname}`);
  }, [location.pathname]);
  return (
    <Layout>
      <main id={MAIN_ID} css={screen} tabIndex={-1}>
        <p css={code} aria-hidden="true">
          {t("notFound.code")}
        </p>
        <h1>
          <span className="visually-hidden">{t("notFound.code")} – </span>
          {t("notFound.title")}
        </h1>
        <p css={text}>{t("notFound.text")}</p>
        <Link to="/" css={buttonPrimary}>
          {t("notFound.back")}
        </Link>
      </main>
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<LocalesData, { language: Language }>) {
  return <SeoHead language={pageContext.language} title={localeString(data, "notFound.metaTitle")} noIndex />;
}

export const query = graphql`
  query NotFoundPage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`;
