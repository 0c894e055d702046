/**
 * The shape of everything under content/, as the pages receive it from GraphQL.
 * The one place content types are declared: components, queries and tests import them from here.
 * The files' own shapes are inferred from the schema that validates them (./schema/), and the
 * GraphQL shapes below are derived from those, so the two cannot drift apart.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Language } from "../i18n/languages";
import type { Rates } from "./rates";
import type { LocalizedText, RegionEntry, ServiceEntry, SiteFile, TranslationFile, VehicleEntry } from "./schema";

export type { Language, LocalizedText };
/** The content files as they are on disk: services.json items, regions.json items, site.json, a locale file. */
export type { RegionEntry, ServiceEntry, SiteFile, TranslationFile, VehicleEntry };

/** site.json, with the hero picture resolved to its image node (the share picture is the build's: src/seo/buildFiles.ts). */
// requestRetentionDays: read at build time by the legal pages and by the function, never by a page's query; officeLanguage: by the function only.
export type SiteContent = Omit<SiteFile, "heroImage" | "shareImage" | "heroPhoneFocus" | "requestRetentionDays" | "officeLanguage"> & {
  heroImage: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null;
  /**
   * The same picture cropped to a portrait frame for phones around site.json's `heroPhoneFocus` (art
   * direction, see HeroPicture; resolved in gatsby/node/createResolvers.ts).
   */
  heroPhone?: IGatsbyImageData | null;
};

/** A services.json item; gatsby-transformer-json renames `id` to `jsonId`. */
export type Service = Omit<ServiceEntry, "id"> & { jsonId: string };

/** A regions.json item; gatsby-transformer-json renames `id` to `jsonId`. */
export type Region = Omit<RegionEntry, "id"> & { jsonId: string };

/**
 * A fleet.json item; gatsby-transformer-json renames `id` to `jsonId`. Its picture reaches the page as the
 * two crops around `pictureFocus` (resolved in gatsby-node.ts createResolvers): the card's 3:2 and the phones' 4:3.
 */
export type Vehicle = Omit<VehicleEntry, "id" | "picture" | "pictureFocus"> & {
  jsonId: string;
  card: IGatsbyImageData | null;
  cardPhone: IGatsbyImageData | null;
};

export type AboutPillar = TranslationFile["about"]["pillars"][number];

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
  allFleetJson: { nodes: Vehicle[] };
  /** content/rates.json as the page reads it (its nested ids keep their name: only a node's own `id` becomes jsonId). */
  ratesJson: Rates;
}

type IsAny<T> = 0 extends 1 & T ? true : false;

/**
 * The fields of a query's result or of the data a page reads, at every depth, without their value
 * types (GraphQL's `String` for a content icon name, a localized text as one value): what
 * `QueryHolds` compares.
 */
export type FieldsOf<T> =
  IsAny<T> extends true
    ? unknown
    : [NonNullable<T>] extends [readonly (infer Item)[]]
      ? FieldsOf<Item>
      : [NonNullable<T>] extends [LocalizedText | IGatsbyImageData]
        ? unknown
        : [NonNullable<T>] extends [object]
          ? { [K in keyof NonNullable<T>]-?: FieldsOf<NonNullable<T>[K]> }
          : unknown;

/**
 * Fails the type check when a page query's result, as the build generates its type into
 * src/gatsby-types.d.ts (`Queries.<Name>Query`, graphqlTypegen), lacks a field of the data the page
 * reads: `export type Checked = QueryHolds<FieldsOf<Queries.HomePageQuery>, FieldsOf<Data>>`.
 */
export type QueryHolds<Query extends Read, Read> = [Query, Read];
