import { css } from "@emotion/react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { lazyNear } from "../components/deferred";
import { Hero } from "../components/Hero";
// Eager, unlike the sections around it: a choice made in a select that is not yet interactive would be lost.
import { LanguageBar } from "../components/LanguageBar";
import { Layout, MAIN_ID } from "../components/Layout";
import { NavBar } from "../components/NavBar";
import { SeoHead } from "../components/SeoHead";
import { localeString } from "../content/localeData";
import { useRememberedLanguage } from "../hooks/useRememberedLanguage";
import type { HomePageData, Language } from "../content/types";

interface PageContext {
  language: Language;
}

type Data = HomePageData & { site: { buildTime: string; siteMetadata: { siteUrl: string } }; companyJson: { whatsapp: string } };

// Below the first screen, each section's code arrives as it comes into view (see deferred.ts);
// their HTML is in the page from the start.
const Services = lazyNear("#services", () => import("../components/Services").then((m) => m.Services));
const About = lazyNear("#about", () => import("../components/About").then((m) => m.About));
const ServiceArea = lazyNear("#area", () => import("../components/ServiceArea").then((m) => m.ServiceArea));
const Contact = lazyNear("#contact", () => import("../components/Contact").then((m) => m.Contact));
const Footer = lazyNear("footer", () => import("../components/Footer").then((m) => m.Footer));
// The phone's quick-contact bar only shows once the hero has scrolled away: its code comes with the
// first section below it, not with the first screen.
const QuickContactBar = lazyNear("#services", () => import("../components/QuickContactBar").then((m) => m.QuickContactBar));

const main = css`
  display: block;
`;

export default function HomePage({ data, pageContext }: PageProps<Data, PageContext>) {
  const { siteJson: site, allServicesJson, allRegionsJson } = data;
  const language = pageContext.language;
  useRememberedLanguage();
  const heroImage = site.heroImage?.childImageSharp?.gatsbyImageData;
  const heroPhoneImage = site.heroImage?.childImageSharp?.phone;
  return (
    <Layout>
      <NavBar brand={site.brand} />
      <main id={MAIN_ID} css={main} tabIndex={-1}>
        <Hero image={heroImage} phoneImage={heroPhoneImage} />
        <Services services={allServicesJson.nodes} site={site} language={language} />
        <About />
        <ServiceArea regions={allRegionsJson.nodes} language={language} />
        <Contact site={site} language={language} buildDate={data.site.buildTime} whatsapp={data.companyJson.whatsapp} />
      </main>
      <LanguageBar />
      <Footer site={site} language={language} buildYear={Number(data.site.buildTime.slice(0, 4))} whatsapp={data.companyJson.whatsapp} />
      <QuickContactBar phone={site.phones[0]} whatsapp={data.companyJson.whatsapp} />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, PageContext>) {
  return <SeoHead language={pageContext.language} title={localeString(data, "meta.title")} description={localeString(data, "meta.description")} />;
}

export const query = graphql`
  query HomePage($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      ...LocaleEdges
    }
    site {
      buildTime(formatString: "YYYY-MM-DD")
      siteMetadata {
        siteUrl
      }
    }
    siteJson {
      ...SiteDetails
      heroImage {
        childImageSharp {
          gatsbyImageData(
            layout: FULL_WIDTH
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
            quality: 62
            breakpoints: [480, 750, 1080, 1440, 1920, 2400]
          )
          # Phones: a portrait crop around what draws the eye (sharp's attention strategy), so the subject
          # of any picture an editor uploads fills the narrow screen instead of a slice of a wide frame.
          phone: gatsbyImageData(
            layout: FULL_WIDTH
            aspectRatio: 0.5625
            placeholder: DOMINANT_COLOR
            formats: [AUTO, WEBP, AVIF]
            quality: 62
            breakpoints: [480, 750, 1080]
            transformOptions: { cropFocus: ATTENTION }
          )
        }
      }
    }
    companyJson {
      whatsapp
    }
    allServicesJson {
      nodes {
        jsonId
        icon
        title {
          en
          fr
        }
        description {
          en
          fr
        }
        features {
          en
          fr
        }
      }
    }
    allRegionsJson {
      nodes {
        jsonId
        name {
          en
          fr
        }
        primary
        cities {
          en
          fr
        }
      }
    }
  }
`;
