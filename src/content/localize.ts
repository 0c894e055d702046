import { fillPlaceholders } from "../i18n/placeholders";
import type { Language, LocalizedText, SiteContent } from "./types";

export function pick(text: LocalizedText, language: Language): string {
  return text[language];
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
  return fillPlaceholders(text, values);
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
