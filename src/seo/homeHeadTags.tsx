import { languageInfo, LANGUAGES, type Language } from "../i18n/languages";
import { localeGroup, localeString } from "../content/localeData";
import { countsIn } from "../i18n/quantities";
import type { HomePageData, LocalizedText } from "../content/types";
import { alternates } from "./alternates";
import { jsonLdScript, localBusiness } from "./structuredData";
import { pageUrl, SHARE_IMAGE, shareImagePath } from "./urls";

export type HomeHeadData = HomePageData & { site: { siteMetadata: { siteUrl: string } }; companyJson: { city: LocalizedText; vatNumber: string } };

/**
 * What search engines and link previews read on a home page: canonical, hreflang alternates, Open
 * Graph and Twitter tags, the LocalBusiness JSON-LD. Rendered into the HTML at build time by
 * gatsby-ssr.tsx only: crawlers and previews read the HTML, so none of this code ships to browsers.
 */
export function homeHeadTags(data: HomeHeadData, language: Language) {
  const siteUrl = data.site.siteMetadata.siteUrl;
  const title = localeString(data, "meta.title");
  const description = localeString(data, "meta.description");
  const imageAlt = localeString(data, "hero.title");
  const canonical = pageUrl(siteUrl, language);
  const image = `${siteUrl}${shareImagePath(language)}`;
  const structuredData = localBusiness({
    site: data.siteJson,
    services: data.allServicesJson.nodes,
    regions: data.allRegionsJson.nodes,
    offers: {
      rates: data.ratesJson,
      fleet: data.allFleetJson.nodes,
      rentalWords: { withChauffeur: localeString(data, "rates.withChauffeur"), withoutChauffeur: localeString(data, "rates.withoutChauffeur") },
      vatIncluded: data.companyJson.vatNumber.trim() !== "",
    },
    language,
    counts: countsIn(localeGroup(data, "counts"), language),
    locality: data.companyJson.city[language],
    url: canonical,
    image,
    description,
  });
  const meta = (property: string, content: string) => <meta key={`${property}=${content}`} property={property} content={content} />;
  const named = (name: string, content: string) => <meta key={name} name={name} content={content} />;
  return [
    <link key="canonical" rel="canonical" href={canonical} />,
    ...alternates("/", siteUrl).map(({ hrefLang, href }) => <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />),
    meta("og:type", "website"),
    meta("og:site_name", data.siteJson.brand),
    meta("og:title", title),
    meta("og:description", description),
    meta("og:url", canonical),
    meta("og:locale", languageInfo(language).ogLocale),
    ...LANGUAGES.filter((other) => other !== language).map((other) => meta("og:locale:alternate", languageInfo(other).ogLocale)),
    meta("og:image", image),
    meta("og:image:type", "image/jpeg"),
    meta("og:image:width", String(SHARE_IMAGE.width)),
    meta("og:image:height", String(SHARE_IMAGE.height)),
    meta("og:image:alt", imageAlt),
    named("twitter:card", "summary_large_image"),
    named("twitter:title", title),
    named("twitter:description", description),
    named("twitter:image", image),
    named("twitter:image:alt", imageAlt),
    <script key="ld" type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(structuredData) }} />,
  ];
}
