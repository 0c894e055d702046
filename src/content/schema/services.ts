/** content/services.json: the services, each an option of the contact form. */
import { SERVICE_VALUES, SERVICES_WITHOUT_CARD } from "../../booking/catalogue/options";
import { fieldOf, labelled, list, object, oneOf, unique, type Infer, type ListCheck } from "./combinators";
import { icon, PLACEHOLDER_HINT, serviceText, summaryOf } from "./shared";

/** The services content/services.json presents as cards: the contact form's options but those named by a locale text. */
export const SERVICE_IDS = SERVICE_VALUES.filter((value) => !(SERVICES_WITHOUT_CARD as readonly string[]).includes(value));
/** The services with trip details of their own (their own date and time labels, their own placeholder): all but "other". */
export const DETAILED_SERVICE_IDS = SERVICE_VALUES.filter((value) => value !== "other");

/** Every service of the contact form has a service in the file (ids not in the form are reported per item). */
const everyServiceOffered: ListCheck = (items, path, report) => {
  const ids = new Set(items.map((entry) => fieldOf(entry, "id")));
  for (const id of SERVICE_IDS) {
    if (!ids.has(id)) report(path, `has no service with the id ${JSON.stringify(id)}, an option of the contact form (src/booking/catalogue/fields.ts)`);
  }
};

// Each service is an option of the contact form: a new one, or one less, needs a developer (src/booking/catalogue/fields.ts,
// docs/recipes.md "Adding a service"), so the admin neither adds nor removes one (`fixedCount`).
export const serviceSchema = object({
  // Each choice is named by its service's title in the admin (src/cms/collections.ts: content, not schema).
  id: labelled(oneOf(SERVICE_IDS, "a service of the contact form"), { label: "Contact form option", hint: "The choice of the contact form this service belongs to (fixed).", fixedId: true }),
  icon,
  title: labelled(serviceText(), "Title"),
  description: labelled(serviceText(true), { label: "Description", hint: PLACEHOLDER_HINT }),
  features: labelled(list(serviceText()), { label: "Features", hint: PLACEHOLDER_HINT, singular: "feature" }),
});

/** content/services.json: the services in page order. */
export const servicesSchema = labelled(list(serviceSchema, { checks: [unique("id"), everyServiceOffered] }), {
  label: "Services",
  hint: "In page order: drag a service to move it. Each service is also a choice of the contact form: adding or removing one needs a developer.",
  singular: "service",
  summary: summaryOf("title"),
  fixedCount: SERVICE_IDS.length,
});

export type ServiceEntry = Infer<typeof serviceSchema>;
