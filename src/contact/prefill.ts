import { CONTACT_FIELDS, type ContactField } from "../booking/catalogue/options";

/**
 * What the visitor typed or chose in the pre-rendered form before its code arrived. Text keeps its value
 * through hydration, but React sets a <select> to the value it renders (the empty choice), so a service
 * chosen early would be lost, and with it its trip details: the values are read just before React takes
 * over (DeferredContactForm) and handed to the interactive form as a prop (ContactForm's `early`), which
 * puts them in its state. Only ../booking/catalogue/options.ts, which the pre-rendered form already loads: this sits in the
 * page's first load.
 */
export type PreRenderedField = Exclude<ContactField, "language" | "fare">;
/** Every field of the request that has a control in the page (the trip details keep theirs through hydration). */
export const PRE_RENDERED_FIELDS = CONTACT_FIELDS.filter((field): field is PreRenderedField => field !== "language" && field !== "fare");

/** What the visitor typed or chose early, by field. */
export type EarlyValues = Partial<Record<PreRenderedField, string>>;

/** Reads the pre-rendered controls (`#contact-<field>`) as they are now. */
export function readPreRendered(): EarlyValues {
  const values: EarlyValues = {};
  if (typeof document === "undefined") return values;
  for (const field of PRE_RENDERED_FIELDS) {
    const element = document.getElementById(`contact-${field}`) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
    if (element?.value) values[field] = element.value;
  }
  return values;
}
