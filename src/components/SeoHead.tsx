import type { Language } from "../contact/options";
import { alternates, unlocalizedPath } from "../seo/alternates";
import { jsonLdScript } from "../seo/structuredData";
import { pageUrl, SHARE_IMAGE, shareImagePath } from "../seo/urls";

const OG_LOCALES: Record<Language, string> = { en: "en_GB", fr: "fr_CH" };

interface SeoHeadProps {
  language: Language;
  title: string;
  description?: string;
  /** Pages that must not be indexed (404) get no canonical, alternates or share tags. */
  noIndex?: boolean;
  /** For indexable pages: the site's address, the page's path, its name and share-image text. */
  page?: { siteUrl: string; path: string; siteName: string; imageAlt: string; structuredData?: unknown };
}

/** The document head of a page (Gatsby Head API): everything search engines and link previews read. */
export function SeoHead({ language, title, description, noIndex = false, page }: SeoHeadProps) {
  const canonical = page && pageUrl(page.siteUrl, language, unlocalizedPath(page.path));
  const image = page && `${page.siteUrl}${shareImagePath(language)}`;
  return (
    <>
      <html lang={language} />
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
      {page && canonical && image && (
        <>
          <link rel="canonical" href={canonical} />
          {alternates(page.path, page.siteUrl).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
          <meta property="og:type" content="website" />
          <meta property="og:site_name" content={page.siteName} />
          <meta property="og:title" content={title} />
          {description && <meta property="og:description" content={description} />}
          <meta property="og:url" content={canonical} />
          <meta property="og:locale" content={OG_LOCALES[language]} />
          {(Object.keys(OG_LOCALES) as Language[])
            .filter((other) => other !== language)
            .map((other) => (
              <meta key={other} property="og:locale:alternate" content={OG_LOCALES[other]} />
            ))}
          <meta property="og:image" content={image} />
          <meta property="og:image:type" content="image/jpeg" />
          <meta property="og:image:width" content={String(SHARE_IMAGE.width)} />
          <meta property="og:image:height" content={String(SHARE_IMAGE.height)} />
          <meta property="og:image:alt" content={page.imageAlt} />
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={title} />
          {description && <meta name="twitter:description" content={description} />}
          <meta name="twitter:image" content={image} />
          <meta name="twitter:image:alt" content={page.imageAlt} />
          {page.structuredData !== undefined && (
            <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(page.structuredData) }} />
          )}
        </>
      )}
    </>
  );
}
