import { object, string, type InferType, type StringSchema } from "yup";
import { LANGUAGES, LIMITS, SERVICE_VALUES } from "./options";
import { parseServiceDate, todayIso } from "./payload";
import { characterCount } from "./text";

/**
 * The one definition of a valid contact request, used by the form (inline errors) and by the
 * function (400 answers). Messages are keys under `contact.errors` in the locale files, so each side
 * shows them in the visitor's language; `{{max}}` comes from LIMITS.
 */
export const ERROR_KEYS = ["required", "email", "tooLong", "phone", "service", "time", "lineBreak", "type", "language", "pastDate"] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

const SINGLE_LINE = /^[^\r\n]*$/;
// Digits, spaces and + ( ) - . / only: no letters, no separators that could hide a second value.
const PHONE = /^[0-9 +()\-./]*$/;
const TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/;
// WHATWG's e-mail grammar (what <input type=email> accepts): every quantifier is bounded by a
// delimiter, so it runs in linear time, and commas, spaces or line breaks can never match.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

// Stands in for any value that is not a string. Yup's own cast would turn numbers and booleans into
// strings, and it calls value.toString() on objects, which throws (a 500) for {"toString": 1}. The
// object-level transform below swaps every such value for this symbol before any field sees it, so
// no JSON shape can make yup throw; the field's type check then reports the `type` key.
const NOT_TEXT = Symbol("not a string");

// Trims strings; anything else is already NOT_TEXT (or undefined: "not given").
const text = () =>
  string()
    .typeError("type")
    .nonNullable("type")
    .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original));
const optional = () => text().default("");

/**
 * Limits are in characters (Unicode code points), as the visitor counts them, not in UTF-16 units
 * (String.length, and yup's max()), which count an emoji or a CJK extension character twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const atMost = <S extends StringSchema<any, any, any, any>>(s: S, max: number): S =>
  s.test("tooLong", "tooLong", (value: string | null | undefined) => typeof value !== "string" || characterCount(value) <= max) as S;

// Yup's context may carry `now` (tests); the form and the function use the real clock.
const notPast = (value: string | undefined, context: { options: { context?: { now?: Date } } }) => {
  const day = value ? parseServiceDate(value) : undefined;
  return day === undefined || day >= todayIso(context.options.context?.now ?? new Date());
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const singleLine = <S extends StringSchema<any, any, any, any>>(s: S): S =>
  s.matches(SINGLE_LINE, { message: "lineBreak", excludeEmptyString: true }) as S;

export const contactSchema = object({
  name: singleLine(atMost(text().required("required"), LIMITS.name)),
  email: singleLine(atMost(text().required("required"), LIMITS.email)).matches(EMAIL, {
    message: "email",
    excludeEmptyString: true,
  }),
  phone: singleLine(atMost(optional(), LIMITS.phone)).matches(PHONE, { message: "phone", excludeEmptyString: true }),
  service: optional().oneOf(["", ...SERVICE_VALUES], "service"),
  // The form sends yyyy-mm-dd to this schema and "21 November 2026" to the function: both are checked.
  serviceDate: singleLine(atMost(optional(), LIMITS.serviceDate)).test("pastDate", "pastDate", notPast),
  serviceTime: singleLine(optional()).matches(TIME, { message: "time", excludeEmptyString: true }),
  message: atMost(text().required("required"), LIMITS.message),
  language: optional().oneOf(["", ...LANGUAGES], "language"),
  website: optional(),
}).transform((value: unknown) => {
  if (typeof value !== "object" || value === null) return value;
  // Own keys only; the function has already dropped every key that is not a field (validation.ts).
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, typeof field === "string" || field === undefined ? field : NOT_TEXT]),
  );
});

export type ContactRequest = InferType<typeof contactSchema>;

/** The limit a `tooLong` message refers to, for interpolation. */
export function limitFor(field: string): number | undefined {
  return (LIMITS as Record<string, number>)[field];
}
