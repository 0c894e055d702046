/** The page's sections, in order; the navigation, footer and language bar link to these anchors. */
export const SECTIONS = ["home", "services", "rates", "about", "area", "contact"] as const;
export type SectionId = (typeof SECTIONS)[number];
