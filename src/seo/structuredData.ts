import { LANGUAGE_LIST, type Language } from "../i18n/languages";
import { fillConstants, pick } from "../content/localize";
import type { LocalizedText, Region, Service, SiteContent } from "../content/types";

interface StructuredDataInput {
  site: Omit<SiteContent, "heroImage">;
  services: Service[];
  regions: Region[];
  language: Language;
  /** The company's city (content/company.json), in the page's language. */
  locality: string;
  /** Absolute URL of this page. */
  url: string;
  /** Absolute URL of the share image. */
  image: string;
  description: string;
}

/**
 * The business as schema.org LocalBusiness, built from content/: contact details, Geneva, the regions
 * served, round-the-clock opening hours, both languages and the services as offers.
 */
export function localBusiness({ site, services, regions, language, locality, url, image, description }: StructuredDataInput) {
  const text = (value: LocalizedText) => fillConstants(pick(value, language), site);
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${new URL("/", url).href}#business`,
    name: site.brand,
    description,
    url,
    image,
    logo: new URL("/icons/icon-512x512.png", url).href,
    telephone: site.phones,
    email: site.email,
    address: { "@type": "PostalAddress", addressLocality: locality, addressCountry: "CH" },
    areaServed: regions.map((region) => ({
      "@type": "AdministrativeArea",
      name: pick(region.name, language),
      containsPlace: region.cities.map((city) => ({ "@type": "City", name: pick(city, language) })),
    })),
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    availableLanguage: LANGUAGE_LIST.map(({ code, englishName }) => ({ "@type": "Language", alternateName: code, name: englishName })),
    sameAs: Object.values(site.social).filter((link) => /^https?:\/\//.test(link)),
    makesOffer: services.map((service) => ({
      "@type": "Offer",
      itemOffered: { "@type": "Service", "@id": `${url}#${service.jsonId}`, name: text(service.title), description: text(service.description) },
      areaServed: regions.map((region) => pick(region.name, language)),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
