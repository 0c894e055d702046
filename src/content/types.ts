/**
 * The shape of everything under content/, as the pages receive it from GraphQL.
 * The one place content types are declared: components, queries and tests import them from here.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Language } from "../contact/options";

export type { Language };

export interface LocalizedText {
  en: string;
  fr: string;
}

export interface SiteContent {
  brand: string;
  phones: string[];
  email: string;
  city: LocalizedText;
  social: { facebook: string; instagram: string };
  responseHours: number;
  bookingNoticeHours: { geneva: number; standard: number };
  agentMinimumHours: number;
  heroImage: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
}

export interface Service {
  jsonId: string;
  icon: string;
  title: LocalizedText;
  description: LocalizedText;
  features: LocalizedText[];
}

export interface Region {
  jsonId: string;
  name: LocalizedText;
  primary: boolean;
  cities: LocalizedText[];
}

export interface AboutPillar {
  icon: string;
  title: string;
  text: string;
}

/** One node of the i18n plugin's `locales` query. */
export interface LocaleNode {
  ns: string;
  data: string;
  language: string;
}

export interface LocalesData {
  locales: { edges: { node: LocaleNode }[] };
}

export interface HomePageData extends LocalesData {
  siteJson: SiteContent;
  allServicesJson: { nodes: Service[] };
  allRegionsJson: { nodes: Region[] };
}
