/**
 * What the visitor typed or chose in the pre-rendered form before its code arrived. Text keeps its value
 * through hydration, but React sets a <select> to the value it renders (the empty choice), so a service
 * chosen early would be lost, and with it its trip details: the values are read just before React takes
 * over (DeferredContactForm), then handed to the interactive form (ContactForm). No dependency, as it
 * sits in the page's first load.
 */
export const PRE_RENDERED_FIELDS = ["name", "email", "phone", "service", "serviceDate", "serviceTime", "message", "website"] as const;
export type PreRenderedField = (typeof PRE_RENDERED_FIELDS)[number];

let typed: Partial<Record<PreRenderedField, string>> = {};

/** Reads the pre-rendered controls (`#contact-<field>`) as they are now. */
export function rememberTyped(): void {
  if (typeof document === "undefined") return;
  typed = {};
  for (const field of PRE_RENDERED_FIELDS) {
    const element = document.getElementById(`contact-${field}`) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
    if (element?.value) typed[field] = element.value;
  }
}

/** The values read by rememberTyped, once: a later form (after "Send another request") starts empty. */
export function takeTyped(): Partial<Record<PreRenderedField, string>> {
  const values = typed;
  typed = {};
  return values;
}
