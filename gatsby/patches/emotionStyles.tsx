/**
 * Patch: Emotion's server styles, page by page, in each page's <head>.
 *
 * What: gatsby-ssr wrapRootElement gives each page render its own Emotion cache in compat mode, and
 * onRenderBody moves that page's rules into <style> elements in its <head> (details below).
 * Why: with gatsby-plugin-emotion's default, the build worker shares one cache across pages (a page
 * rendered later misses rules an earlier one used) and writes <style> into <body> (invalid HTML).
 * No supported way: gatsby-plugin-emotion has no option for a cache per page or for styles in <head>
 * (gatsby#26964, emotion#2195).
 * Upstream: https://github.com/gatsbyjs/gatsby/issues/26964 (styles in body, gatsby-plugin-emotion),
 * https://github.com/emotion-js/emotion/issues/2195 (Nu checker errors; compat cache suggested).
 * Verified with: gatsby 5.16.1, gatsby-plugin-emotion 8.16.0, @emotion/react and @emotion/cache 11.14.0.
 * Tripwire: headStyles throws (the build stops) when Gatsby no longer passes the rendered body
 * (`bodyHtml`) to onRenderBody, when wrapRootElement did not run first, when a page rendered no Emotion
 * styles, or when a <style> is left in its <body>.
 */
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { EMOTION_KEY } from "../../src/styles/serverStyles";

/**
 * Emotion on the server, page by page.
 *
 * Without a cache of our own, the build worker renders every page through one Emotion cache: a rule
 * written into the first page rendered counted as already "inserted" for the next ones, so /fr/ came
 * out without the styles / had used (the contact form's among them) until JavaScript arrived. And
 * Emotion's default server output is a <style> element in front of each styled element, in <body>,
 * which HTML does not allow (W3C Nu checker: 80 errors on /).
 *
 * So each page render gets a fresh cache in compat mode, the mode @emotion/server uses: Emotion then
 * writes no <style> into the markup and keeps every rule in `cache.inserted`; once the page is
 * rendered (streaming included: Gatsby calls onRenderBody after the whole body, lazy sections too),
 * `headStyles` turns them into <style> elements for the <head>. This is the one place styles move.
 *
 * Hydration: the key stays "css", so class names match. In the browser the sheets stay where they are
 * (see withServerStyles below): Emotion's own adoption of server styles moves each <style> element
 * (the default cache re-appends its `data-emotion="css …"` tags to <head> when it starts, and <Global>
 * re-inserts its tag when it mounts); every move removes and re-adds a style sheet, and Chromium then
 * recalculates the style of the whole page (~445 elements, 3 full recalculations during boot, measured
 * with the trace of `npm run bench`'s pages). So the tags are written in a form Emotion's start-up
 * code does not touch: `data-s` (its "already placed" mark, emotion-js/emotion#2028, whose authors
 * would rather drop that start-up move) and `data-emotion="css-ssr <names…>"` (not its `css ` prefix);
 * the browser's cache is told those names are inserted, and <GlobalStyles> renders no <Global> when
 * its sheet is already in the page. If Emotion changes how it adopts server styles, e2e/styles.spec.ts
 * fails (a rule inserted twice, or a <style> moved during boot).
 */
const KEY = EMOTION_KEY;

const caches = new Map<string, EmotionCache>();

function cacheFor(pathname: string): EmotionCache {
  const cache = createCache({ key: KEY });
  cache.compat = true;
  caches.set(pathname, cache);
  return cache;
}

/** gatsby-ssr wrapRootElement: called once per page render, before the body is rendered. */
export function withPageEmotionCache(element: ReactNode, pathname: string) {
  return <CacheProvider value={cacheFor(pathname)}>{element}</CacheProvider>;
}

interface StyleTag {
  key: string;
  ids: string[];
  css: string;
}

function styleTags(cache: EmotionCache): StyleTag[] {
  const globals: StyleTag[] = [];
  const regular: StyleTag = { key: KEY, ids: [], css: "" };
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== "string") continue;
    // Class rules are registered under their class name; what is not is a <Global> or keyframes.
    if (cache.registered[`${KEY}-${id}`] !== undefined) {
      regular.ids.push(id);
      regular.css += rules;
    } else globals.push({ key: `${KEY}-global`, ids: [id], css: rules });
  }
  return regular.ids.length > 0 ? [...globals, regular] : globals;
}

/**
 * gatsby-ssr onRenderBody: the page's Emotion rules as <style> elements for its <head>. Throws (the
 * build stops) when the page rendered no Emotion styles or its body still holds a <style>: either
 * means Emotion's or Gatsby's server rendering changed and pages would ship unstyled or invalid.
 */
export function headStyles(pathname: string, bodyHtml: string | undefined, production = process.env.NODE_ENV === "production") {
  const cache = caches.get(pathname);
  caches.delete(pathname);
  // `gatsby develop` serves a shell the browser renders (no body, no wrapRootElement), or with
  // DEV_SSR a body it does not pass on: whatever was rendered is moved, nothing is checked.
  if (!production) return cache ? styleElements(styleTags(cache)) : [];
  if (typeof bodyHtml !== "string")
    throw new Error("emotion: Gatsby no longer gives onRenderBody the rendered body (bodyHtml); the <body> cannot be checked for <style>");
  if (!cache) throw new Error(`emotion: no Emotion cache was created for ${pathname}; wrapRootElement no longer runs before onRenderBody`);
  const tags = styleTags(cache);
  if (tags.length === 0) throw new Error(`emotion: ${pathname} rendered no Emotion styles to move into <head>; is compat mode still honoured?`);
  const left = /<style[\s>][^]{0,80}/i.exec(bodyHtml);
  if (left) throw new Error(`emotion: the body of ${pathname} still holds a <style> element (${left[0]}…); styles belong in <head>`);
  return styleElements(tags);
}

/** The attribute prefix of the page's class rules, which Emotion's start-up code does not look for. */
export const SERVER_KEY = `${KEY}-ssr`;

function styleElements(tags: StyleTag[]) {
  return tags.map(({ key, ids, css }) => (
    <style
      key={`${key} ${ids.join(" ")}`}
      data-emotion={`${key === KEY ? SERVER_KEY : key} ${ids.join(" ")}`}
      data-s=""
      dangerouslySetInnerHTML={{ __html: css }}
    />
  ));
}

let browserCache: EmotionCache | undefined;

/**
 * gatsby-browser wrapRootElement: the browser's Emotion cache, with the rules the page's <head> already
 * holds marked as inserted (the way @emotion/css's `hydrate(ids)` does it), so hydration inserts
 * nothing and moves nothing. Rules a later page needs go into a new sheet of their own.
 */
export function withServerStyles(element: ReactNode) {
  if (!browserCache) {
    browserCache = createCache({ key: KEY });
    for (const style of document.querySelectorAll(`style[data-emotion^="${SERVER_KEY} "]`)) {
      for (const id of style.getAttribute("data-emotion")!.split(" ").slice(1)) browserCache.inserted[id] = true;
    }
  }
  return <CacheProvider value={browserCache}>{element}</CacheProvider>;
}
