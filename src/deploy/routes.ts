/**
 * Routes the deploy answers beyond Gatsby's pages, given to `createRedirect` (gatsby/node/createPages.ts): the
 * Netlify adapter writes them to public/_redirects and, since Netlify matches `_headers` rules by the
 * request path, writes a header rule for each of them too (src/deploy/headers.ts).
 */
import { localizedPath } from "../i18n/languages";
import { ADMIN_PATH } from "./headers";

export interface Route {
  fromPath: string;
  toPath: string;
  statusCode: 200 | 301 | 404;
}

/**
 * The admin is a file Gatsby did not render (public/admin/index.html), so the adapter only wrote a
 * header rule for `/admin/index.html`, which no visitor requests: `/admin/` was served without the
 * admin's Content-Security-Policy. Declaring the addresses editors use makes the adapter write their
 * rules. The rewrite never fires on Netlify (a rule does not shadow an existing file); the redirect
 * gives `/admin` its canonical trailing slash on hosts that do not add it themselves.
 */
export const adminRoutes = (): Route[] => [
  { fromPath: ADMIN_PATH.slice(0, -1), toPath: ADMIN_PATH, statusCode: 301 },
  { fromPath: ADMIN_PATH, toPath: `${ADMIN_PATH}index.html`, statusCode: 200 },
];

/**
 * The booking's pages (the office's and the guest's links, src/booking/http/bookingHttp.ts) are the
 * function src/api/booking/[...].ts on Netlify: a rewrite keeps the link's address, token included, short
 * and the same as on our own server, which serves /booking/… itself.
 */
export const bookingRoutes = (): Route[] => [
  { fromPath: "/booking/office/*", toPath: "/api/booking/office/:splat", statusCode: 200 },
  { fromPath: "/booking/guest/*", toPath: "/api/booking/guest/:splat", statusCode: 200 },
];

/**
 * An unknown address under a language's folder answers with that language's 404 page (its `lang`,
 * its texts, before any JavaScript runs); elsewhere Netlify answers with /404.html, the default
 * language's. Unforced rules never shadow a file that exists, so real pages under /fr/ are untouched.
 */
export const localized404Routes = (languages: readonly string[], defaultLanguage: string): Route[] =>
  languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => ({ fromPath: localizedPath(language, "/*"), toPath: localizedPath(language, "/404.html"), statusCode: 404 }));
