import { mixed, object, type InferType } from "yup";
import { detailBounds, detailsSchemaFor, lateJourney, type TripDetails } from "../trip/details";
import type { FareClaim } from "../catalogue/fares";
import { LANGUAGES } from "../../i18n/languages";
import { LIMITS, messageRequired, SERVICE_VALUES } from "../catalogue/options";
import { shortNotice, noticeFacts } from "../trip/notice";
import { parseServiceDate, todayIso } from "./payload";
import { atMost, happensOn, notPast, nowOf, optional, realDate, singleLine, text, textOrMarker, TIME } from "../trip/rules";

/**
 * The one definition of a valid contact request, used by the form (inline errors) and by the
 * function (400 answers). Messages are keys under `contact.errors` in the locale files, so each side
 * shows them in the visitor's language; `{{max}}` comes from LIMITS (and `{{min}}`/`{{max}}` of a
 * trip detail from ../trip/details.ts).
 */
export const ERROR_KEYS = [
  "required",
  "email",
  "emailDomain",
  "tooLong",
  "phone",
  "service",
  "time",
  "lineBreak",
  "type",
  "language",
  "pastDate",
  "integer",
  "range",
  "choice",
  "returnBeforeOutbound",
  "phoneForShortNotice",
  "minimumHours",
  "date",
  "timeGap",
  "tooFarAhead",
  "rentalTooLong",
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];
/** The messages that name a count, and so take its plural form (./errorText.ts): "1 hour", "2 hours", "90 days". */
export const COUNTED_ERRORS = ["tooLong", "minimumHours", "rentalTooLong"] as const satisfies readonly ErrorKey[];

/**
 * The total the form showed above its button: { amount, validFrom }, nothing else kept. Only its shape is
 * the schema's (a 400 `type` otherwise, as for any field); the function prices the request itself from the
 * built rates (../catalogue/fares.ts) and only compares: it never quotes this amount, and never refuses a request for it.
 */
const DAY = /^\d{4}-\d{2}-\d{2}$/;
function toFareClaim(value: unknown): FareClaim | undefined | typeof NOT_A_FARE {
  if (value === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) return NOT_A_FARE;
  const { amount, validFrom } = value as Record<string, unknown>;
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount < 0) return NOT_A_FARE;
  if (typeof validFrom !== "string" || !DAY.test(validFrom)) return NOT_A_FARE;
  return { amount, validFrom };
}
const NOT_A_FARE = Symbol("not a fare");

// Digits, spaces and + ( ) - . / only: no letters, no separators that could hide a second value.
const PHONE = /^[0-9 +()\-./]*$/;
// WHATWG's e-mail grammar (what <input type=email> accepts), with RFC 5321's dot-atom for the local
// part: no dot first, last or twice in a row, which SMTP servers refuse (501) and the acknowledgement
// could never reach. Every quantifier is bounded by a delimiter, so it runs in linear time, and commas,
// spaces or line breaks can never match.
const EMAIL =
  /^[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-zA-Z0-9!#$%&'*+/=?^_`{|}~-]+)*@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** An address the grammar allows (one bare address): also what the office's own addresses must be (../config.ts). */
export const isMailAddress = (value: string): boolean => EMAIL.test(value);

/**
 * The names that never lead to a mailbox on the public Internet (RFC 6761's localhost, invalid, test and
 * example, RFC 6762's local, RFC 7686's onion, RFC 8375's home.arpa, ICANN's internal, and `localdomain`,
 * the name many systems give their own machine: `localhost.localdomain`), as a domain or its end.
 */
const NOT_PUBLIC = /(?:^|\.)(?:localhost|localdomain|invalid|test|example|local|onion|home\.arpa|internal)$/i;

/**
 * A visitor's address must be one our mail server delivers to someone on the public Internet: a
 * domain of at least two labels (no `user@intranet`), whose last label is not digits (no
 * `user@1.2.3.4`: a top-level domain is never a number; the grammar already refuses `[127.0.0.1]`), and
 * none of the names above. Otherwise the acknowledgement could be aimed at a machine of our own network.
 */
export function isPublicMailDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1);
  const labels = domain.split(".");
  return labels.length >= 2 && !/^\d+$/.test(labels[labels.length - 1]) && !NOT_PUBLIC.test(domain);
}

export const contactSchema = object({
  name: singleLine(atMost(text().required("required"), LIMITS.name)),
  email: singleLine(atMost(text().required("required"), LIMITS.email))
    .matches(EMAIL, {
      message: "email",
      excludeEmptyString: true,
    })
    // Only an address the grammar allows is judged by its domain: the `email` message comes first.
    .test("emailDomain", "emailDomain", (value) => !value || !isMailAddress(value) || isPublicMailDomain(value)),
  // Required when the journey starts within the booking notice (../trip/notice.ts): the office must be able to call.
  phone: singleLine(atMost(optional(), LIMITS.phone))
    .matches(PHONE, { message: "phone", excludeEmptyString: true })
    .test("phoneForShortNotice", "phoneForShortNotice", function (value, context) {
      // A day already past is its own error (pastDate), not a reason to call.
      const facts = noticeFacts(this.parent as Record<string, unknown>);
      const day = parseServiceDate((facts.serviceDate ?? "").trim());
      const now = nowOf(context);
      return Boolean(value) || !day || day < todayIso(now) || !shortNotice(facts, now);
    }),
  service: optional().oneOf(["", ...SERVICE_VALUES], "service"),
  // The form sends yyyy-mm-dd to this schema and "21 November 2026" to the function: both are checked.
  serviceDate: singleLine(atMost(optional(), LIMITS.serviceDate)).test("date", "date", realDate).test("pastDate", "pastDate", notPast),
  serviceTime: singleLine(optional())
    .matches(TIME, { message: "time", excludeEmptyString: true })
    .test("timeGap", "timeGap", function (value) {
      return happensOn((this.parent as Record<string, unknown>).serviceDate, value);
    }),
  // Required unless the chosen service has trip details: those say what a dispatcher needs, the message
  // is then for anything else. "Other" and no choice have only the message to say what is wanted.
  message: atMost(text(), LIMITS.message).when("service", ([service]: unknown[], schema) =>
    messageRequired(service) ? schema.required("required") : schema.default(""),
  ),
  language: optional().oneOf(["", ...LANGUAGES], "language"),
  website: optional(),
  // Validated for the chosen service only (../trip/details.ts); another service's details are dropped.
  details: mixed<TripDetails>().when("service", ([service]: unknown[]) => detailsSchemaFor(service)),
  fare: mixed<FareClaim>()
    .transform((_value: unknown, original: unknown) => toFareClaim(original))
    .test("type", "type", (value: unknown) => value !== NOT_A_FARE),
})
  .transform((value: unknown) => {
    if (typeof value !== "object" || value === null) return value;
    // Own keys only; the function has already dropped every key that is not a field (validation.ts).
    // `details` is an object and gets its own treatment in ../trip/details.ts.
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, key === "details" || key === "fare" ? field : textOrMarker(field)]));
  })
  // Every journey ends on a day a calendar can hold (by 9999-12-31): the office's .ics and the visitor's
  // are made from what is accepted, and a job that ends in the year 10000 has no such day.
  .test("tooFarAhead", "tooFarAhead", function (value: unknown) {
    const late = lateJourney(value);
    return late ? this.createError({ path: late, message: "tooFarAhead" }) : true;
  });

export type ContactRequest = Omit<InferType<typeof contactSchema>, "details" | "fare"> & { details?: TripDetails; fare?: FareClaim };

/** The limit a `tooLong` message refers to, for interpolation: `message`, or `details.pickup`. */
export function limitFor(field: string): number | undefined {
  if (field.startsWith("details.")) return detailBounds(field.slice("details.".length)).max;
  return (LIMITS as Record<string, number>)[field];
}

/** `{{min}}` of a `range` message (trip details only). */
export function minimumFor(field: string): number | undefined {
  return field.startsWith("details.") ? detailBounds(field.slice("details.".length)).min : undefined;
}
