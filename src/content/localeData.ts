import { graphql } from "gatsby";
import { fillPlaceholders } from "../i18n/placeholders";
import type { LocalesData } from "./types";

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

/**
 * Reads a string from the page's locale data without i18next: Gatsby's Head API renders outside
 * the i18n provider, so the plugin's hooks are not available there.
 */
export function localeString(data: LocalesData, key: string, values: Record<string, string | number> = {}): string {
  const value = localeValue(data, key);
  if (typeof value !== "string") return key;
  return fillPlaceholders(value, values);
}

/** A group of the page's locale texts (`counts`, whose plural forms countsIn() reads); {} when there is none. */
export function localeGroup(data: LocalesData, key: string): Record<string, unknown> {
  const value = localeValue(data, key);
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function localeValue(data: LocalesData, key: string): unknown {
  const node = data.locales.edges.find((edge) => edge.node.ns === "translation")?.node ?? data.locales.edges[0]?.node;
  if (!node) return undefined;
  let value: unknown = JSON.parse(node.data) as Tree;
  for (const part of key.split(".")) value = (value as Tree | undefined)?.[part];
  return value;
}

/** The locale strings every page queries (the i18n plugin reads `locales`): `...LocaleEdges`. */
export const localeEdges = graphql`
  fragment LocaleEdges on LocaleConnection {
    edges {
      node {
        ns
        data
        language
      }
    }
  }
`;

/** The contact details and settings of content/site.json that the site's shell (cards, footer) reads: `...SiteDetails`. */
export const siteDetails = graphql`
  fragment SiteDetails on SiteJson {
    brand
    phones
    email
    city
    social {
      facebook
      instagram
    }
    responseHours
    bookingNoticeHours {
      geneva
      standard
    }
    agentMinimumHours
    spokenLanguages
  }
`;

/** The build's date (the footer's year, the form's earliest date) and the site's address: `...BuildInfo`. */
export const buildInfo = graphql`
  fragment BuildInfo on Site {
    buildTime(formatString: "YYYY-MM-DD")
    siteMetadata {
      siteUrl
    }
  }
`;

/** Everything of content/rates.json (the Rates section and the JSON-LD offers read it all): `...RatesContent`. */
export const ratesContent = graphql`
  fragment RatesContent on RatesJson {
    validFrom
    classes {
      id
      name
      vehicle
    }
    origins {
      id
      name
    }
    transfers {
      id
      from
      to
      oneWay
      prices {
        class
        amount
      }
    }
    hourly {
      class
      amount
      minimumHours
    }
    assistanceHourly
    rental {
      vehicle
      withChauffeur
      withoutChauffeur
      onRequestReason
    }
    airportWaitingMinutes
    included
    vatIncluded
    supplements {
      kind
      label
      amount
      unit
    }
    nightWindow {
      from
      until
    }
  }
`;
