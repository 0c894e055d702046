import type { GatsbySSR } from "gatsby";
import cormorant500 from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2";
import markazi500 from "@fontsource/markazi-text/files/markazi-text-arabic-500-normal.woff2";
import plexArabic400 from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2";
import { splitLanguagePath } from "../../src/i18n/languages";
import { scriptOf } from "../../src/i18n/orthography";
import { homeHeadTags } from "../../src/seo/homeHeadTags";
import { crawlerHeadTags } from "./crawlerHeadTags";
import { headStyles } from "../patches/emotionStyles";

// The headline's and the text's font files are fetched with the HTML instead of after the CSS has
// been parsed; Inter 600 (labels, buttons) follows with the CSS, its 24 KB kept off the path to the
// first screen's largest paint. (The URLs are the same hashed files the @font-face rules point to.)
// A page in Arabic script preloads its own two faces instead (src/styles/fonts.css): its words are set
// in them, and a late swap would reflow its text.
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHeadComponents, pathname } = args;
  // Gatsby passes the rendered body to onRenderBody (cache-dir/static-entry.js) without typing it.
  setHeadComponents(headStyles(pathname, (args as typeof args & { bodyHtml?: string }).bodyHtml));
  const fonts = scriptOf(splitLanguagePath(pathname).language) === "Arab" ? [markazi500, plexArabic400] : [cormorant500, inter400];
  setHeadComponents(fonts.map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />));
  // The home pages' tags for crawlers and link previews, from the page's own query data: gatsby/ssr/crawlerHeadTags.tsx.
  setHeadComponents(crawlerHeadTags(args, homeHeadTags));
};
