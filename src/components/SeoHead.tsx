import { useEffect } from "react";
import { languageInfo, type Language } from "../i18n/languages";

interface SeoHeadProps {
  language: Language;
  title: string;
  description?: string;
  noIndex?: boolean;
}

/** Set once the head of the page the visitor arrived on has been rendered in the browser. */
let arrivalHeadRendered = false;

/**
 * The part of a page's <head> that follows the visitor between pages (Gatsby Head API). The tags for
 * crawlers and link previews are written into the HTML at build time (src/seo/homeHeadTags.tsx).
 */
export function SeoHead({ language, title, description, noIndex = false }: SeoHeadProps) {
  // On the page the visitor arrived on, <html lang dir> already holds the page's language (written at
  // build time). Gatsby sets the attribute again when it applies the head in the browser, even to
  // the same value, and Chromium then recalculates the style of the whole page (every element's
  // language) while the app boots. So the arrival page's head leaves it out when it is already
  // right; every later head (client-side navigation, re-renders) carries it, as Gatsby expects.
  const lang = arrivalHeadRendered || typeof document === "undefined" || document.documentElement.lang !== language;
  useEffect(() => {
    arrivalHeadRendered = true;
  }, []);
  return (
    <>
      {lang && <html lang={language} dir={languageInfo(language).dir} />}
      <title>{title}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
    </>
  );
}
