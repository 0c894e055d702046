import type { Language, LocalizedText, SiteContent } from "./types";
import { typeset } from "./typography";

/** A content/ text in the page's language and its typography (the interface texts get the same in i18nOptions.ts). */
export function pick(text: LocalizedText, language: Language): string {
  return typeset(text[language], language);
}

/**
 * Service copy may name business constants as {{agentMinimumHours}}, {{responseHours}},
 * {{bookingGenevaHours}} or {{bookingStandardHours}}, so the numbers live in site.json only.
 */
export function fillConstants(text: string, site: Pick<SiteContent, "agentMinimumHours" | "responseHours" | "bookingNoticeHours">): string {
  const values: Record<string, number> = {
    agentMinimumHours: site.agentMinimumHours,
    responseHours: site.responseHours,
    bookingGenevaHours: site.bookingNoticeHours.geneva,
    bookingStandardHours: site.bookingNoticeHours.standard,
  };
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** "+41 22 000 00 00" -> "tel:+41220000000" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function localizedText(site: Pick<SiteContent, "agentMinimumHours" | "responseHours" | "bookingNoticeHours">, language: Language) {
  return (text: LocalizedText) => fillConstants(pick(text, language), site);
}

/** "+41 79 000 00 00" + greeting -> "https://wa.me/41790000000?text=…" (wa.me wants digits only, no "+"). */
export function whatsappHref(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(greeting)}`;
}
