import type { Language } from "../i18n/languages";

interface SeoHeadProps {
  language: Language;
  title: string;
  description?: string;
  noIndex?: boolean;
}

/**
 * The part of a page's <head> that follows the visitor between pages (Gatsby Head API). The tags for
 * crawlers and link previews are written into the HTML at build time (src/seo/homeHeadTags.tsx).
 */
export function SeoHead({ language, title, description, noIndex = false }: SeoHeadProps) {
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
