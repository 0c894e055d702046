import type { GatsbySSR } from "gatsby";
import cormorant500 from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2";
import inter400 from "@fontsource/inter/files/inter-latin-400-normal.woff2";
import { homeHeadTags } from "../../src/seo/homeHeadTags";
import { crawlerHeadTags } from "../patches/crawlerHeadTags";
import { headStyles } from "../patches/emotionStyles";

// The headline's and the text's font files are fetched with the HTML instead of after the CSS has
// been parsed; Inter 600 (labels, buttons) follows with the CSS, its 24 KB kept off the path to the
// first screen's largest paint. (The URLs are the same hashed files the @font-face rules point to.)
export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHeadComponents, pathname } = args;
  // Gatsby passes the rendered body to onRenderBody (cache-dir/static-entry.js) without typing it.
  setHeadComponents(headStyles(pathname, (args as typeof args & { bodyHtml?: string }).bodyHtml));
  setHeadComponents([cormorant500, inter400].map((href) => <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />));
  // The home pages' tags for crawlers and link previews, from the page's own query data: gatsby/patches/crawlerHeadTags.tsx.
  setHeadComponents(crawlerHeadTags(args, homeHeadTags));
};
