/**
 * The legal pages, one list and a leaf (it imports nothing): the content schema (their titles, the
 * owner's `reviewed` switches), the pages and their addresses (./pages.ts), the admin, the footer and the
 * sitemap all read it. A new legal page starts here.
 */
export const LEGAL_PAGES = ["privacy", "terms", "cookies", "legalNotice"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
