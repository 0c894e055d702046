/**
 * `{{name}}` in editors' texts (the syntax i18next interpolates, used by every text of the site so an
 * editor learns one rule): the one definition shared by the content check, the pages, the legal texts
 * and the function's error messages.
 */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Fills each `{{name}}` that `values` has (an undefined value becomes ""); any other name is left as
 * written, so the content check, not the visitor, is the one to report it.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string | number | undefined>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name] ?? "") : whole));
}
