import type { Language } from "../contact/options";

interface SeoHeadProps {
  language: Language;
  title: string;
  description?: string;
  noIndex?: boolean;
}

/** The document head of a page (Gatsby Head API). */
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
