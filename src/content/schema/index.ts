/**
 * The schema of every file under content/: what each field must hold, and what the admin tells editors about
 * it (its label and hint, `labelled`). The build (gatsby/node/onPreBootstrap.ts), `npm run check:content`,
 * the admin's fields (src/cms/fields.ts, src/cms/collections.ts) and the tests all read it through this
 * index; the file-shaped types are inferred from it and re-exported by ../types.
 *
 * One file per job: ./combinators (the building blocks and their messages), ./shared (the formats and
 * fields several files use), one file per content file (./services, ./regions, ./fleet, ./rates, ./site,
 * ./company), ./translations (the interface texts of every language) and ./decisions (the owner's
 * switches). Checks that need several files (locale key parity, the hero image on disk) live in ../check.ts.
 */
import { isOfficeLanguage, LANGUAGES } from "../../i18n/languages";
import type { Schema } from "./combinators";
import { companySchema } from "./company";
import { fleetSchema } from "./fleet";
import { ratesSchema } from "./rates";
import { regionsSchema } from "./regions";
import { servicesSchema } from "./services";
import { siteSchema } from "./site";
import { localeFileOf, officeTranslationSchema, translationSchema, type LocaleFile } from "./translations";

export {
  bool,
  describeValue,
  formatPath,
  int,
  labelled,
  list,
  localized,
  object,
  oneOf,
  placeholdersOf,
  price,
  schemaAt,
  text,
  unique,
  type AdminWords,
  type BoolSchema,
  type Infer,
  type IntSchema,
  type ListSchema,
  type LocalizedSchema,
  type LocalizedText,
  type ObjectSchema,
  type OneOfSchema,
  type Path,
  type Report,
  type Schema,
  type TextSchema,
} from "./combinators";
export {
  CONTENT_ICONS,
  EMAIL_PATTERN,
  ICON_LABELS,
  IMAGE_PATTERN,
  PHONE_FOCUS,
  PHONE_FOCUS_LABELS,
  PHONE_PATTERN,
  POSTCODE_PATTERN,
  SLUG_PATTERN,
  SOCIAL_URL_PATTERN,
  UID_PATTERN,
  VAT_PATTERN,
} from "./shared";
export { SERVICE_IDS, serviceSchema, servicesSchema, type ServiceEntry } from "./services";
export { regionSchema, regionsSchema, type RegionEntry } from "./regions";
export { fleetSchema, vehicleSchema, type VehicleEntry } from "./fleet";
export { DATE_PATTERN, FLEET_ID_HINT, ratesSchema, SUPPLEMENT_KINDS, type RatesFile } from "./rates";
export { siteSchema, type SiteFile } from "./site";
export {
  ADMIN_STORES,
  BROWSER_STORES,
  companySchema,
  EMAIL_PROVIDER_REGIONS,
  EU_REPRESENTATIVE_DECISIONS,
  LEGAL_PAGE_NAMES,
  STORAGE_HOSTS,
  STORAGE_NAME_PATTERN,
  type CompanyFile,
} from "./company";
export { OWNER_DECISION_LABELS, OWNER_DECISIONS, type OwnerDecision } from "./decisions";
export { localeFileOf, OFFICE_GROUP, officeTranslationSchema, translationSchema, type LocaleFile, type TranslationFile } from "./translations";

/** Every content file, by its path under content/, with its schema. */
export const CONTENT_FILES = {
  "services.json": servicesSchema,
  "regions.json": regionsSchema,
  "fleet.json": fleetSchema,
  "site.json": siteSchema,
  "company.json": companySchema,
  "rates.json": ratesSchema,
  ...(Object.fromEntries(
    LANGUAGES.map((language) => [localeFileOf(language), isOfficeLanguage(language) ? officeTranslationSchema : translationSchema]),
  ) as Record<LocaleFile, typeof translationSchema>),
} as const satisfies Record<string, Schema>;

export type ContentFile = keyof typeof CONTENT_FILES;
