/**
 * The numbers of content/ that editors' texts name, each as one placeholder that writes it with its unit in
 * the text's language ({{freeCancellationDuration}}: "24 hours", "24 ساعة"; {{rentalDepositAmount}}:
 * "CHF 3’000", "3 000 CHF"). The bare number of each ({{freeCancellationHours}}) is no placeholder: the
 * content check refuses it and names the written one, so no text can put "2 ساعة" or "CHF 3000" on a page.
 * The legal pages, the Rates section's conditions and the services' texts all fill from this one table.
 */
import type { Language } from "../i18n/languages";
import { writeQuantity, type CountText, type Unit } from "../i18n/quantities";

/**
 * What the numbers are read from: site.json, company.json's Terms numbers, content/rates.json (written out
 * rather than taken from ./schema/, whose file shapes are inferred from schemas that use the names below).
 */
export interface QuantitySources {
  site?: { responseHours: number; bookingNoticeHours: { geneva: number; standard: number }; agentMinimumHours: number; requestRetentionDays?: number };
  company?: { terms: Partial<Record<TermsNumber, number>> };
  rates?: { airportWaitingMinutes: number };
}
type TermsNumber =
  | "freeWaitingMinutes"
  | "freeCancellationHours"
  | "lateCancellationPercent"
  | "rentalMinimumAge"
  | "rentalLicenceYears"
  | "rentalDeposit"
  | "rentalExcess"
  | "rentalIncludedKilometres"
  | "rentalExtraKilometreCentimes"
  | "finesAdministrativeFee";

interface Quantity {
  /** The bare number's old placeholder, refused with a pointer to this one. */
  bare: string;
  unit: Unit;
  of: (sources: QuantitySources) => number | undefined;
}

export const QUANTITIES = {
  responseDuration: { bare: "responseHours", unit: "hours", of: ({ site }) => site?.responseHours },
  bookingGenevaDuration: { bare: "bookingGenevaHours", unit: "hours", of: ({ site }) => site?.bookingNoticeHours.geneva },
  bookingStandardDuration: { bare: "bookingStandardHours", unit: "hours", of: ({ site }) => site?.bookingNoticeHours.standard },
  agentMinimumDuration: { bare: "agentMinimumHours", unit: "hours", of: ({ site }) => site?.agentMinimumHours },
  requestRetentionDuration: { bare: "requestRetentionDays", unit: "days", of: ({ site }) => site?.requestRetentionDays },
  freeWaitingDuration: { bare: "freeWaitingMinutes", unit: "minutes", of: ({ company }) => company?.terms.freeWaitingMinutes },
  airportWaitingDuration: { bare: "airportWaitingMinutes", unit: "minutes", of: ({ rates }) => rates?.airportWaitingMinutes },
  freeCancellationDuration: { bare: "freeCancellationHours", unit: "hours", of: ({ company }) => company?.terms.freeCancellationHours },
  lateCancellationShare: { bare: "lateCancellationPercent", unit: "percent", of: ({ company }) => company?.terms.lateCancellationPercent },
  rentalMinimumAgeYears: { bare: "rentalMinimumAge", unit: "age", of: ({ company }) => company?.terms.rentalMinimumAge },
  rentalLicenceDuration: { bare: "rentalLicenceYears", unit: "years", of: ({ company }) => company?.terms.rentalLicenceYears },
  rentalDepositAmount: { bare: "rentalDeposit", unit: "chf", of: ({ company }) => company?.terms.rentalDeposit },
  rentalExcessAmount: { bare: "rentalExcess", unit: "chf", of: ({ company }) => company?.terms.rentalExcess },
  rentalIncludedDistance: { bare: "rentalIncludedKilometres", unit: "km", of: ({ company }) => company?.terms.rentalIncludedKilometres },
  // Kept in centimes (the admin's whole numbers): 150 is CHF 1.50.
  rentalExtraKilometreAmount: {
    bare: "rentalExtraKilometreCentimes",
    unit: "chf",
    of: ({ company }) => {
      const centimes = company?.terms.rentalExtraKilometreCentimes;
      return centimes === undefined ? undefined : centimes / 100;
    },
  },
  finesFeeAmount: { bare: "finesAdministrativeFee", unit: "chf", of: ({ company }) => company?.terms.finesAdministrativeFee },
} as const satisfies Record<string, Quantity>;

export type QuantityName = keyof typeof QUANTITIES;
export const QUANTITY_NAMES = Object.keys(QUANTITIES) as QuantityName[];

/** What the Rates section's "included" lines may name: content/rates.json's and company.json's Terms numbers. */
export const RATES_PLACEHOLDERS = ["airportWaitingDuration", "freeWaitingDuration", "freeCancellationDuration", "lateCancellationShare"] as const satisfies readonly QuantityName[];

/** What the Rates section's rental conditions (rates.rentalNote) name: the kilometres a day includes and the price of one more. */
export const RENTAL_PLACEHOLDERS = ["rentalIncludedDistance", "rentalExtraKilometreAmount"] as const satisfies readonly QuantityName[];

/**
 * What service and region texts may name (src/content/localize.ts fills them from site.json): the numbers
 * above, and the languages the team speaks ("English and French", in the text's language).
 */
export const CONSTANT_QUANTITIES = ["agentMinimumDuration", "responseDuration", "bookingGenevaDuration", "bookingStandardDuration"] as const satisfies readonly QuantityName[];
export const CONSTANT_PLACEHOLDERS = [...CONSTANT_QUANTITIES, "spokenLanguages"] as const;

/** The written placeholder that replaces a bare number's ({{rentalDeposit}} -> rentalDepositAmount), if `name` is one. */
export function writtenFormOf(name: string): QuantityName | undefined {
  return QUANTITY_NAMES.find((written) => QUANTITIES[written].bare === name);
}

/** What the content check says of a bare number's placeholder; undefined for any other name. */
export function bareNumberProblem(name: string): string | undefined {
  const written = writtenFormOf(name);
  return written
    ? `uses {{${name}}}, the bare number: write {{${written}}} instead, which writes it with its unit as the text's language does (${EXAMPLES[QUANTITIES[written].unit]})`
    : undefined;
}

const EXAMPLES: Record<Unit, string> = {
  hours: '"24 hours", "ساعتين"',
  minutes: '"60 minutes"',
  days: '"30 days"',
  years: '"21 years"',
  age: '"25 years" (old), "25 周岁"',
  chf: '"CHF 3’000", "3 000 CHF"',
  km: '"200 km", "200 كم"',
  percent: '"30%", "30 %"',
};

/** The written values of `names` in `language` (a name whose number the sources lack is left out). */
export function quantityValues(names: readonly QuantityName[], sources: QuantitySources, language: Language, counts: CountText): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const { unit, of } = QUANTITIES[name];
    const count = of(sources);
    if (count !== undefined) values[name] = writeQuantity(count, unit, language, counts);
  }
  return values;
}
