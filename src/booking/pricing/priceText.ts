import { isolateName } from "../../i18n/bidi";
import { labelledValue } from "../../i18n/labelled";
import { fillPlaceholders } from "../../i18n/placeholders";
import { pluralText } from "../../i18n/plural";
import type { Language } from "../../i18n/languages";
import { chf, fareRoute } from "../catalogue/fares";
import type { PriceLine, Pricing } from "./pricing";

/** The locale texts of a price (`contact.price` in content/locales/<language>/translation.json). */
export interface PriceTexts {
  items: Readonly<Record<string, string>>;
  [key: string]: unknown;
}

/**
 * One line of a breakdown in words: "Geneva Airport → Lausanne, Mercedes S-Class", "Child seats × 2",
 * "3 days × CHF 600". The form reads the page's language, the office's e-mail the office's.
 */
export function priceLineLabel(line: PriceLine, pricing: Extract<Pricing, { status: "priced" }>, texts: PriceTexts, language: Language): string {
  const { items } = texts;
  switch (line.item) {
    case "fare":
      // The class's name isolated, as i18next's values are: "Mercedes S-Class" kept whole and in its order in an Arabic line.
      return pricing.fare
        ? fillPlaceholders(items.fare, { route: fareRoute(pricing.fare, language), vehicle: isolateName(pricing.fare.vehicleClass.name[language], language) })
        : "";
    case "returnFare":
      return pricing.returnFare ? fillPlaceholders(items.returnFare, { route: fareRoute(pricing.returnFare, language) }) : "";
    case "rentalDays":
      return pluralText(items, "rentalDays", line.quantity, language, { unit: chf(line.unit, language) });
    default:
      return fillPlaceholders(items[line.item] ?? "", { count: line.quantity, unit: chf(line.unit, language) });
  }
}

/** A line of a breakdown with its amount, its label's mark as the language writes it: "4 h × CHF 110: CHF 440", "4 h × 110 CHF : 440 CHF". */
export function priceLineText(line: PriceLine, pricing: Extract<Pricing, { status: "priced" }>, texts: PriceTexts, language: Language): string {
  return labelledValue(priceLineLabel(line, pricing, texts, language), chf(line.amount, language), language);
}

/**
 * What a priced request says beside its total: what the Terms may add to a time-based estimate, and the night
 * supplement a journey without a pick-up time may take. The form, the Rates' hourly table and the office's
 * e-mail say the same.
 */
export function priceNotes(pricing: Extract<Pricing, { status: "priced" }>, texts: PriceTexts, language: Language): string[] {
  const extras = texts.extras as Readonly<Record<string, string>> | undefined;
  const notes: string[] = [];
  if (pricing.extras && extras?.[pricing.extras]) notes.push(extras[pricing.extras]);
  const night = pricing.nightMayApply;
  if (night && typeof texts.nightMayApply === "string") {
    notes.push(fillPlaceholders(texts.nightMayApply, { amount: chf(night.amount, language), from: night.from, until: night.until }));
  }
  return notes;
}
