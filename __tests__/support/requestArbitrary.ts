import fc from "fast-check";
import type { SchemaDescription } from "yup";
import { FLEET_IDS } from "../../src/booking/catalogue/catalog";
import { claimOf, PLACE_IDS, RATES, VEHICLE_CLASS_IDS } from "../../src/booking/catalogue/fares";
import { DETAILS, SERVICES, type DetailSpec } from "../../src/booking/catalogue/fields";
import { quoteOf } from "../../src/booking/request/quote";
import { formatServiceDate, todayIso } from "../../src/booking/request/payload";
import { contactSchema, limitFor, type ContactRequest } from "../../src/booking/request/requestSchema";
import { TIME } from "../../src/booking/trip/rules";
import { LANGUAGES } from "../../src/i18n/languages";

/**
 * Contact requests for property-based tests, generated from the request's own description: the top-level
 * fields from the shared schema (contactSchema.describe(): a field judged as a day makes a day, one matching
 * the schema's TIME a time, a whitelist a choice, `matches` its own pattern, `tooLong` a line of that limit), every service's trip
 * details from ./src/booking/catalogue/fields.ts (kind, limits, choices), the `fare` from the rates (the request's own
 * total, another, or not a fare), the honeypot mostly empty; a field the schema gains without a generator
 * fails at once. Mostly valid values, so that accepted
 * requests are common; each field also takes its edges and just past them: leap days, days that do not
 * exist, the clock changes, 9999, a word for a date, every script and the invisible characters.
 *
 * Runs: FUZZ_RUNS (default in CI below), seed FUZZ_SEED (fixed in CI: the same requests every run).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 36);
export const fuzzRuns = (ci: number) => Number(process.env.FUZZ_RUNS ?? ci);

/** The instant the tests freeze the clock at ("today" is 1 December 2026 in Geneva). */
export const FUZZ_NOW = "2026-12-01T09:00:00Z";

const VALID = 60;
/** Mostly `valid`, sometimes one of `edges`. */
const mostly = <T>(valid: fc.Arbitrary<T>, ...edges: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: VALID }, { arbitrary: fc.oneof(...edges), weight: 1 });

const WRONG_TYPES = fc.constantFrom<unknown>(null, 3, true, [], {}, { toString: 1 });
// Line breaks, bidi overrides, invisible format characters, an encoded word, a lone combining mark.
const HOSTILE = ["\n", "\r\n", "\u2028", "\u0085", "\u202e", "\u200b", "\u200e", "\ufeff", "\u00ad", "\u2060", "=?utf-8?B?SGk=?=", "\u0301", "\t"];
const anyText = (maxLength: number) => fc.string({ unit: "binary", maxLength });

function line(max: number): fc.Arbitrary<unknown> {
  return mostly(
    fc.oneof(fc.string({ maxLength: Math.min(max, 40) }), fc.string({ unit: "grapheme-ascii", maxLength: Math.min(max, 40) }), anyText(Math.min(max, 40))),
    fc.constantFrom("x".repeat(max), "😀".repeat(max), "x".repeat(max + 1), "\u0627".repeat(max + 1)),
    fc.tuple(anyText(20), fc.constantFrom(...HOSTILE), anyText(20)).map((parts) => parts.join("")),
    WRONG_TYPES,
  );
}

const pad = (value: number, width = 2) => String(value).padStart(width, "0");
const iso = (day: Date) => day.toISOString().slice(0, 10);
const TODAY = Date.parse(`${todayIso(new Date(FUZZ_NOW))}T00:00:00Z`);

/** A day from yesterday to three years on, as the form writes it or as formatServiceDate does in any language. */
const comingDay = fc.tuple(fc.integer({ min: -1, max: 3 * 366 }), fc.constantFrom("iso" as const, ...LANGUAGES)).map(([offset, form]) => {
  const day = iso(new Date(TODAY + offset * 86_400_000));
  return form === "iso" ? day : formatServiceDate(day, form);
});

const EDGE_DAYS = [
  // Leap days, real and not; days that do not exist; the year's ends; the calendar's end.
  "2028-02-29",
  "29 February 2028",
  "2027-02-29",
  "2027-02-30",
  "30 February 2027",
  "31 avril 2027",
  "2027-04-31",
  "2027-13-01",
  "2027-00-10",
  "0 janvier 2027",
  "0000-01-01",
  "0099-06-15",
  "2020-02-30",
  "9999-12-30",
  "9999-12-31",
  "31 December 9999",
  "10000-01-01",
  // The clock changes in Geneva.
  "2027-03-28",
  "28 March 2027",
  "2027-10-31",
  "31 octobre 2027",
  // Words, other digits.
  "soon",
  "tomorrow morning",
  "٢٠٢٧-٠١-٠١",
  "2027-1-1",
  " 2027-06-01 ",
];
// Days and times are where composition breaks: their edges come often.
const often = <T>(valid: fc.Arbitrary<T>, edges: fc.Arbitrary<unknown>, ...rare: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: 5 }, { arbitrary: edges, weight: 3 }, ...rare.map((arbitrary) => ({ arbitrary, weight: 1 })));
// The calendar's last month, every day of it (a job of 240 hours from 9999-12-22 ends in the year 10000).
const lastMonth = fc.integer({ min: 1, max: 32 }).map((date) => `9999-12-${pad(date)}`);
const day = often(comingDay, fc.oneof(fc.constantFrom(...EDGE_DAYS), lastMonth), anyText(12), WRONG_TYPES);

const EDGE_TIMES = ["00:00", "01:59", "02:00", "02:30", "02:59", "03:00", "22:00", "23:30", "23:59", "24:00", "2:30", "12:60", "noon", " 14:30 "];
const time = often(
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([hour, minute]) => `${pad(hour)}:${pad(minute)}`),
  fc.constantFrom(...EDGE_TIMES),
  fc.constant(""),
  WRONG_TYPES,
);

function count(min: number, max: number): fc.Arbitrary<unknown> {
  return mostly(
    fc.integer({ min, max }),
    fc.constantFrom(min, max, min - 1, max + 1, 1e9, -1, 1.5, 1e308),
    fc.integer({ min, max }).map(String),
    fc.constantFrom("three", "", " 2 "),
    WRONG_TYPES,
  );
}

const CHOICES: Record<string, readonly string[]> = { fleet: FLEET_IDS, vehicleClasses: VEHICLE_CLASS_IDS, places: PLACE_IDS };
const choice = (values: readonly string[]) =>
  mostly(fc.constantFrom(...values), fc.constantFrom("", "bogus", "__proto__", values[0]?.toUpperCase() ?? "X"), WRONG_TYPES);

/** A trip detail's value from its description. */
export function detailArbitrary(spec: DetailSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case "line":
      return line(spec.max);
    case "count":
      return count(spec.min, spec.max);
    case "flag":
      return mostly(fc.boolean(), fc.constantFrom("", "true", 1), WRONG_TYPES);
    case "date":
      return day;
    case "time":
      return time;
    case "choice":
      return choice(spec.options ? Object.keys(spec.options) : spec.from ? CHOICES[spec.from] : []);
  }
}

type FieldDescription = Omit<SchemaDescription, "tests"> & { oneOf: unknown[]; tests: { name?: string; params?: { regex?: RegExp } }[] };

/** A top-level field's value from the shared schema's description of it; undefined for a field no visitor types. */
function fieldArbitrary(field: string, description: FieldDescription): fc.Arbitrary<unknown> | undefined {
  const tests = new Set(description.tests.map((test) => test.name));
  if (description.oneOf.length > 0) return choice(description.oneOf.filter((value): value is string => typeof value === "string" && value !== ""));
  // A day: judged as one (`date`, `pastDate`). A time: the schema's own TIME pattern.
  if (tests.has("date") || tests.has("pastDate")) return day;
  const pattern = description.tests.find((test) => test.name === "matches")?.params?.regex;
  if (pattern?.source === TIME.source) return time;
  const limit = limitFor(field);
  if (pattern && limit) {
    const matching = fc.stringMatching(pattern).filter((value) => value.length <= limit);
    return mostly(matching, line(limit));
  }
  if (limit) return line(limit);
  return undefined;
}

const DESCRIBED = Object.entries((contactSchema.describe() as unknown as { fields: Record<string, FieldDescription> }).fields);
/**
 * The fields whose description says nothing a value can be made from (`mixed`, or a string without a
 * rule): each has its own generator below, from its own source. A field the schema gains without one
 * stops every fuzz test here, so no field is left out unnoticed.
 */
const OWN_GENERATORS = ["details", "fare", "website"] as const;
const FIELDS = DESCRIBED.flatMap(([field, description]) => {
  const arbitrary = fieldArbitrary(field, description);
  if (!arbitrary && !(OWN_GENERATORS as readonly string[]).includes(field)) {
    throw new Error(`requestArbitrary: the schema's field "${field}" has no generator`);
  }
  return arbitrary ? [[field, arbitrary] as const] : [];
});
/** The top-level fields the generator fills: every field of the schema. */
export const GENERATED_FIELDS = [...FIELDS.map(([field]) => field), ...OWN_GENERATORS];
// Fields the schema requires are mostly there (a request without them is one 400 among many).
const REQUIRED = DESCRIBED.filter(([, description]) => description.tests.some((test) => test.name === "required")).map(([field]) => field);

const detailsOf = (service: unknown): fc.Arbitrary<unknown> => {
  const keys: readonly string[] =
    typeof service === "string" && Object.prototype.hasOwnProperty.call(SERVICES, service) ? SERVICES[service as keyof typeof SERVICES] : [];
  // Each detail there three times in four (an absent one is left out of the JSON).
  const own = fc.record(
    Object.fromEntries(keys.map((key) => [key, fc.option(detailArbitrary(DETAILS[key as keyof typeof DETAILS]), { nil: undefined, freq: 4 })])),
  );
  // Another service's details and unknown keys are dropped; `details` itself of the wrong type is `type`.
  return mostly(own, fc.constant({ days: 400, rentalEndDate: "soon", bogus: 1 }), WRONG_TYPES);
};

/**
 * The honeypot: empty as a visitor leaves it (or absent), rarely filled as a bot fills it (answered 200,
 * nothing kept), rarely of the wrong type.
 */
const website = fc.oneof(
  { arbitrary: fc.constantFrom("", undefined), weight: 40 },
  { arbitrary: fc.constantFrom(" ", "https://spam.example", "x"), weight: 1 },
  { arbitrary: WRONG_TYPES, weight: 1 },
);

/** The total the form would have shown for `request`: the function's own quote, when it prices one. */
function shownTotal(request: Record<string, unknown>): { amount: number; validFrom: string } | undefined {
  try {
    return claimOf(quoteOf(request as ContactRequest).pricing);
  } catch {
    // What validation will refuse may not price at all: no claim to send.
    return undefined;
  }
}

/**
 * The form's `fare` (the total above its button, with the date of content/rates.json's rates): absent,
 * the request's true total, another amount at the published rates' date, or not a fare at all.
 */
const fareOf = (request: Record<string, unknown>): fc.Arbitrary<unknown> => {
  const shown = shownTotal(request);
  return fc.oneof(
    { arbitrary: fc.constant(undefined), weight: 3 },
    { arbitrary: fc.constant(shown ?? { amount: 120, validFrom: RATES.validFrom }), weight: 3 },
    { arbitrary: fc.record({ amount: fc.nat({ max: 100_000 }), validFrom: fc.constant(RATES.validFrom) }), weight: 2 },
    {
      arbitrary: fc.oneof(
        fc.constantFrom<unknown>(
          { amount: -1, validFrom: RATES.validFrom },
          { amount: 1.5, validFrom: RATES.validFrom },
          { amount: 1e20, validFrom: RATES.validFrom },
          { amount: "120", validFrom: RATES.validFrom },
          { amount: 120, validFrom: "2020-02-30" },
          { amount: 120, validFrom: "soon" },
          { amount: 120 },
          { amount: 120, validFrom: RATES.validFrom, extra: "\r\nBcc: x@example.org" },
          "CHF 120",
        ),
        WRONG_TYPES,
      ),
      weight: 1,
    },
  );
};

const withoutAbsent = (request: Record<string, unknown>) => Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));

/** One request as a client may POST it: every field of the schema. */
export const requestArbitrary: fc.Arbitrary<Record<string, unknown>> = fc
  .record(Object.fromEntries(FIELDS), { requiredKeys: REQUIRED })
  .chain((fields) => fc.tuple(detailsOf(fields.service), website).map(([details, honeypot]) => withoutAbsent({ ...fields, website: honeypot, details })))
  .chain((request) => fareOf(request).map((fare) => withoutAbsent({ ...request, fare })));

/**
 * A request and how it comes: a share with a solved challenge in the `Altcha` header, as the form sends
 * it (solved when posted: a solution is good once), so that acknowledgements are composed, capped and sent.
 */
export const postedRequestArbitrary = fc.record({
  payload: requestArbitrary,
  solved: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, { arbitrary: fc.constant(true), weight: 1 }),
});
