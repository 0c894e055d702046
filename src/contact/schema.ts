import { object, string, type InferType, type StringSchema } from "yup";
import { LANGUAGES, LIMITS, SERVICE_VALUES } from "./options";

/**
 * The one definition of a valid contact request, used by the form (inline errors) and by the
 * function (400 answers). Messages are keys under `contact.errors` in the locale files, so each side
 * shows them in the visitor's language; `{{max}}` comes from LIMITS.
 */
export const ERROR_KEYS = ["required", "email", "tooLong", "phone", "service", "time", "lineBreak", "type", "language"] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

const SINGLE_LINE = /^[^\r\n]*$/;
// Digits, spaces and + ( ) - . / only: no letters, no separators that could hide a second value.
const PHONE = /^[0-9 +()\-./]*$/;
const TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/;
// WHATWG's e-mail grammar (what <input type=email> accepts): every quantifier is bounded by a
// delimiter, so it runs in linear time, and commas, spaces or line breaks can never match.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

// Trims strings only: yup's own cast turns numbers and booleans into strings and its trim() throws on
// objects, so every non-string value (a number, an array, an object, null) is handed back unchanged
// and fails the type check, which reports the `type` key.
const text = () =>
  string()
    .typeError("type")
    .nonNullable("type")
    .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original));
const optional = () => text().default("");
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const singleLine = <S extends StringSchema<any, any, any, any>>(s: S): S =>
  s.matches(SINGLE_LINE, { message: "lineBreak", excludeEmptyString: true }) as S;

export const contactSchema = object({
  name: singleLine(text().required("required").max(LIMITS.name, "tooLong")),
  email: singleLine(text().required("required").max(LIMITS.email, "tooLong")).matches(EMAIL, {
    message: "email",
    excludeEmptyString: true,
  }),
  phone: singleLine(optional().max(LIMITS.phone, "tooLong")).matches(PHONE, { message: "phone", excludeEmptyString: true }),
  service: optional().oneOf(["", ...SERVICE_VALUES], "service"),
  serviceDate: singleLine(optional().max(LIMITS.serviceDate, "tooLong")),
  serviceTime: singleLine(optional()).matches(TIME, { message: "time", excludeEmptyString: true }),
  message: text().required("required").max(LIMITS.message, "tooLong"),
  language: optional().oneOf(["", ...LANGUAGES], "language"),
  website: optional(),
});

export type ContactRequest = InferType<typeof contactSchema>;

/** The limit a `tooLong` message refers to, for interpolation. */
export function limitFor(field: string): number | undefined {
  return (LIMITS as Record<string, number>)[field];
}
