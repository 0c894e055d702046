import type { Language } from "../../i18n/languages";
import { fillPlaceholders } from "../../i18n/placeholders";
import { pluralText } from "../../i18n/plural";
import { minimumHours } from "../catalogue/fares";
import { RENTAL_MAX_DAYS } from "../catalogue/fields";
import { limitFor, minimumFor, type ErrorKey } from "./requestSchema";

/**
 * A field's error in words (`contact.errors` of the visitor's language), the same in the form and in the
 * function's 400 answer. A limit of characters (`tooLong`) and the hours' minimum of the chosen vehicle
 * class (`minimumHours`, content/rates.json `hourly`) and a rental's longest length (`rentalTooLong`, ../catalogue/fields.ts)
 * are counts: their plural form is chosen by the number.
 */
export function errorText(texts: Readonly<Record<string, unknown>>, key: ErrorKey, field: string, language: Language, vehicleClass?: unknown): string {
  const max = limitFor(field);
  if (key === "tooLong") return pluralText(texts, key, max ?? 0, language, { max: max ?? 0 });
  if (key === "minimumHours") return pluralText(texts, key, minimumHours(vehicleClass), language);
  if (key === "rentalTooLong") return pluralText(texts, key, RENTAL_MAX_DAYS, language);
  const text = texts[key];
  return fillPlaceholders(typeof text === "string" ? text : "", { max, min: minimumFor(field) });
}
