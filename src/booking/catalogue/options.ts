import { ALL_DETAIL_KEYS, SERVICES, type DetailKey, type ServiceValue } from "./fields";

export type { DetailKey, ServiceValue } from "./fields";
/** The service values, in the form's order (./fields.ts). */
export const SERVICE_VALUES = Object.keys(SERVICES) as ServiceValue[];

/**
 * The services the form offers that content/services.json does not present as a card of their own ("by
 * the hour" is a way of booking the chauffeur service, and "other" is anything else): each is named by the
 * locale text `contact.form.options.<id>`.
 */
export const SERVICES_WITHOUT_CARD = ["chauffeur-hourly", "other"] as const satisfies readonly ServiceValue[];

/**
 * Whether the message is required: yes for "other" and for no choice, which only the message can
 * explain; no once the chosen service has trip details, which say what a dispatcher needs (the shared
 * schema, ../request/requestSchema.ts, and the form's required mark both follow this).
 */
export function messageRequired(service: unknown): boolean {
  return !(typeof service === "string" && Object.prototype.hasOwnProperty.call(SERVICES, service) && SERVICES[service as ServiceValue].length > 0);
}

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 40,
  serviceDate: 60,
  message: 5000,
} as const;

/** The only fields the function reads; anything else in a request is ignored. */
// `fare`: the fare a "Book" link of the Rates section chose, { id, amount, validFrom } (./fares.ts checks it).
// `altcha`: the solved proof-of-work challenge (../http/challengeServer.ts), checked apart from the other fields.
export const CONTACT_FIELDS = ["name", "email", "phone", "service", "serviceDate", "serviceTime", "message", "language", "website", "fare", "altcha"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * Every field the form can send: the request's own fields and every service's trip details. The Privacy
 * Policy names each (content/company.json `dataCategories`; the content check reports a field none covers).
 */
export const FORM_FIELDS = [...new Set<string>([...CONTACT_FIELDS, ...Object.values<readonly DetailKey[]>(SERVICES).flat()])] as readonly (
  ContactField | DetailKey
)[];
export type FormField = ContactField | DetailKey;
/** The fields a request cannot be sent without (../request/requestSchema.ts marks them required; a test keeps the two equal). */
export const REQUIRED_FIELDS = ["name", "email"] as const satisfies readonly ContactField[];
/** Required for some services only (messageRequired): the message, when no trip details say what is wanted. */
export const CONDITIONAL_FIELDS = ["message"] as const satisfies readonly ContactField[];
/** Sent by the page itself, never typed: the page's language, the hidden spam trap and the solved challenge. */
export const AUTOMATIC_FIELDS = ["language", "website", "altcha"] as const satisfies readonly ContactField[];

/**
 * The fields a visitor fills, in the form's order, trip details as `details.<key>` before the message: the
 * first invalid one takes focus after a submit.
 */
export const FIELD_ORDER: readonly string[] = CONTACT_FIELDS.filter(
  (field) => field !== "fare" && !(AUTOMATIC_FIELDS as readonly string[]).includes(field),
).flatMap((field) => (field === "message" ? [...ALL_DETAIL_KEYS.map((key) => `details.${key}`), field] : [field]));
