import { LANGUAGES, type Language } from "../contact/options";

/** The address of a page in a language: the default language at the root, the others under their code. */
export function pageUrl(siteUrl: string, language: Language, path = "/"): string {
  const prefix = language === LANGUAGES[0] ? "" : `/${language}`;
  return `${siteUrl}${prefix}${path}`;
}

/** Where the build writes each language's share image (see src/seo/shareImage.ts). */
export function shareImagePath(language: Language): string {
  return `/og/share-${language}.jpg`;
}

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
