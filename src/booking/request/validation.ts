import { ValidationError } from "yup";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n/languages";
import { TRANSLATIONS } from "../../i18n/translations";
import { CONTACT_FIELDS } from "../catalogue/options";
import { compactDetails } from "../trip/details";
import { contactSchema, ERROR_KEYS, type ContactRequest, type ErrorKey } from "./requestSchema";
import { errorText } from "./errorText";

/** Server-side use of the shared schema: same rules as the form, messages in the visitor's language. */
const errorsOf = (language: Language) => TRANSLATIONS[language].contact.errors;

/** The `message` of a 400 answer, beside the fields' own messages. */
export const validationSummary = (language: Language): string => TRANSLATIONS[language].contact.errors.someInvalid;

export type ValidationResult = { ok: true; value: ContactRequest } | { ok: false; fields: Record<string, string> };

export function requestLanguage(input: Record<string, unknown>): Language {
  const value = typeof input.language === "string" ? input.language.trim() : "";
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

export async function validateContact(input: Record<string, unknown>, language: Language): Promise<ValidationResult> {
  try {
    const value = (await contactSchema.validate(pickFields(input), { abortEarly: false, stripUnknown: true })) as ContactRequest;
    return { ok: true, value: { ...value, details: compactDetails(value.service ?? "", value.details) } };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { ok: false, fields: fieldMessages(error, language, vehicleClassOf(input)) };
  }
}

// Only the known fields go near the schema; `__proto__` or any other extra key is simply dropped
// (inside `details`, ../trip/details.ts keeps only the chosen service's own keys the same way).
function pickFields(input: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of [...CONTACT_FIELDS, "details"]) {
    if (Object.prototype.hasOwnProperty.call(input, field)) picked[field] = input[field];
  }
  return picked;
}

/** The vehicle class the request names, whose hours' minimum an hourly booking's error quotes. */
function vehicleClassOf(input: Record<string, unknown>): unknown {
  const details = input.details;
  return typeof details === "object" && details !== null ? (details as Record<string, unknown>).vehicleClass : undefined;
}

function fieldMessages(error: ValidationError, language: Language, vehicleClass: unknown): Record<string, string> {
  const keys: Record<string, ErrorKey> = {};
  for (const issue of error.inner.length ? error.inner : [error]) {
    const field = issue.path ?? "";
    const key = toErrorKey(issue.message);
    // A wrong type explains every other complaint about the same field, so it wins.
    if (!keys[field] || key === "type") keys[field] = key;
  }
  return Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, errorText(errorsOf(language), key, field, language, vehicleClass)]));
}

function toErrorKey(message: string): ErrorKey {
  return (ERROR_KEYS as readonly string[]).includes(message) ? (message as ErrorKey) : "type";
}
