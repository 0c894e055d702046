import { localizedPath, type Language } from "../i18n/languages";

/** The address of a page in a language: the default language at the root, the others under their code. */
export function pageUrl(siteUrl: string, language: Language, path = "/"): string {
  return `${siteUrl}${localizedPath(language, path)}`;
}

/** Where the build writes each language's share image (see src/seo/shareImage.ts). */
export function shareImagePath(language: Language): string {
  return `/og/share-${language}.jpg`;
}

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;
