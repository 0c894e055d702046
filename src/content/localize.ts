import { fillPlaceholders } from "../i18n/placeholders";
import type { Language, LocalizedText, SiteContent } from "./types";
import { typeset } from "./typography";

// The contact channels' links belong to the contact pipeline (the office's e-mail writes them too);
// re-exported for the components that read them beside the localized texts.
export { mailtoHref, telHref, whatsappHref } from "../contact/channels";

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
  return fillPlaceholders(text, values);
}


export function localizedText(site: Pick<SiteContent, "agentMinimumHours" | "responseHours" | "bookingNoticeHours">, language: Language) {
  return (text: LocalizedText) => fillConstants(pick(text, language), site);
}
