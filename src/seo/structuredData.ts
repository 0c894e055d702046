import { LANGUAGE_LIST, type Language } from "../i18n/languages";
import { fillConstants, pick } from "../content/localize";
import type { LocalizedText, Region, Service, SiteContent } from "../content/types";
import type { Rates } from "../content/rates";
import type { CountText } from "../i18n/quantities";

interface StructuredDataInput {
  site: Omit<SiteContent, "heroImage">;
  services: Service[];
  regions: Region[];
  /** content/rates.json, the fleet's names and the rental's words (locale file): the services' offers. */
  offers: Omit<OfferInput, "language">;
  language: Language;
  /** A count with its unit in the page's language ({{agentMinimumDuration}} in the services' texts). */
  counts: CountText;
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
export function localBusiness({ site, services, regions, offers, language, counts, locality, url, image, description }: StructuredDataInput) {
  const text = (value: LocalizedText) => fillConstants(pick(value, language), site, language, counts);
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
      itemOffered: {
        "@type": "Service",
        "@id": `${url}#${service.jsonId}`,
        name: text(service.title),
        description: text(service.description),
        offers: serviceOffers({ id: service.jsonId, name: text(service.title) }, { ...offers, language }, `${url}#rates`),
      },
      areaServed: regions.map((region) => pick(region.name, language)),
    })),
  };
}

/**
 * A published price as schema.org has it: an Offer with its price and currency (what Google's rich results
 * require) and the PriceSpecification saying since when, and that VAT is included only where the company
 * is registered for it (a VAT number in company.json, as the Rates say); a price per hour or day is a
 * UnitPriceSpecification (UN/CEFACT codes HUR, DAY). Prices "on request" have no offer.
 */
function offer(
  name: string,
  amount: number,
  { rates, vatIncluded }: Pick<OfferInput, "rates" | "vatIncluded">,
  url: string,
  unit?: { code: "HUR" | "DAY"; minimum?: number },
) {
  return {
    "@type": "Offer",
    name,
    url,
    price: amount,
    priceCurrency: "CHF",
    validFrom: rates.validFrom,
    priceSpecification: {
      "@type": unit ? "UnitPriceSpecification" : "PriceSpecification",
      price: amount,
      priceCurrency: "CHF",
      ...(vatIncluded ? { valueAddedTaxIncluded: true } : {}),
      validFrom: rates.validFrom,
      ...(unit
        ? { unitCode: unit.code, ...(unit.minimum ? { eligibleQuantity: { "@type": "QuantitativeValue", minValue: unit.minimum, unitCode: unit.code } } : {}) }
        : {}),
    },
  };
}

/** What the offers are made of: content/rates.json, the fleet's names, and the words of a rental's two prices. */
interface OfferInput {
  rates: Rates;
  fleet: { jsonId: string; name: LocalizedText }[];
  language: Language;
  rentalWords: { withChauffeur: string; withoutChauffeur: string };
  /** The company has a VAT number: its prices include VAT. */
  vatIncluded: boolean;
}

/** The offers of one service of the page (its id is a contact form option): the rates that price it. */
export function serviceOffers(service: { id: string; name: string }, { rates, fleet, language, rentalWords, vatIncluded }: OfferInput, url: string) {
  const priceOf = { rates, vatIncluded };
  const className = (id: string) => {
    const found = rates.classes.find((entry) => entry.id === id);
    return found ? pick(found.name, language) : id;
  };
  const priced = <T>(amount: number | null, make: (amount: number) => T) => (amount === null ? [] : [make(amount)]);
  switch (service.id) {
    case "private-transport":
      return [
        ...rates.transfers.flatMap((route) => {
          const origin = rates.origins.find((entry) => entry.id === route.from);
          const path = `${origin ? pick(origin.name, language) : route.from} → ${pick(route.to, language)}`;
          return route.prices.flatMap((cell) => priced(cell.amount, (amount) => offer(`${path}, ${className(cell.class)}`, amount, priceOf, url)));
        }),
        ...rates.hourly.flatMap((rate) =>
          priced(rate.amount, (amount) => offer(className(rate.class), amount, priceOf, url, { code: "HUR", minimum: rate.minimumHours })),
        ),
      ];
    case "personal-assistance":
      return priced(rates.assistanceHourly, (amount) => offer(service.name, amount, priceOf, url, { code: "HUR" }));
    case "vehicle-rental":
      return rates.rental.flatMap((row) => {
        const vehicle = fleet.find((entry) => entry.jsonId === row.vehicle);
        const name = vehicle ? pick(vehicle.name, language) : row.vehicle;
        return [
          ...priced(row.withChauffeur, (amount) => offer(`${name}, ${rentalWords.withChauffeur}`, amount, priceOf, url, { code: "DAY" })),
          ...priced(row.withoutChauffeur, (amount) => offer(`${name}, ${rentalWords.withoutChauffeur}`, amount, priceOf, url, { code: "DAY" })),
        ];
      });
    default:
      return [];
  }
}

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
