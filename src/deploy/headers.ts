/**
 * Response headers for every page of the deployed site, given to Gatsby's `headers` option
 * (gatsby-config.ts); the Netlify adapter writes them to public/_headers next to its own caching
 * rules (hashed assets immutable for a year, HTML and page-data revalidated on every visit).
 */

/**
 * 'unsafe-inline' for scripts: Gatsby writes page metadata and the boot loader inline, different on
 * every page and build. For styles: Emotion and react-toastify insert <style> elements at run time.
 * Everything else is 'self' only: the fonts, images and the contact function are served from here.
 */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * The admin (Decap CMS) evaluates code and talks, depending on the backend (src/cms/backend.ts), to
 * GitHub's API after logging in through Netlify's OAuth provider (api.netlify.com), or to Netlify
 * Identity and Git Gateway, or, on a laptop, to decap-server on localhost:8081.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' https://identity.netlify.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://api.github.com https://*.netlify.com https://*.netlify.app http://localhost:8081 http://127.0.0.1:8081",
  "frame-src 'self' https://identity.netlify.com",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Header names are written in lower case, and the three headers the adapter already sends for every
 * path (its `/*` rule, from gatsby/dist/utils/adapter/constants.js BASE_HEADERS) carry exactly its
 * values. Gatsby merges a route's headers in a Map keyed by the name as written
 * (utils/adapter/create-headers.js) and then drops from each route's rule what equals a default
 * (manager.js customHeaderFilter): with the same name and value ours replace the defaults and the
 * rule says them once; with `X-Frame-Options` or another value both were written, and a page got two
 * Referrer-Policy values (`same-origin` from `/*`, ours from its own rule) depending on how the host
 * merges rules. `same-origin` is the stricter of the two: other sites get no referrer at all.
 */
export const ADAPTER_DEFAULTS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
  "x-frame-options": "DENY",
} as const;

const common = [
  { key: "strict-transport-security", value: "max-age=63072000; includeSubDomains; preload" },
  ...Object.entries(ADAPTER_DEFAULTS).map(([key, value]) => ({ key, value })),
  { key: "permissions-policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
  { key: "cross-origin-opener-policy", value: "same-origin" },
];

/** The admin's folder: Decap's page is public/admin/index.html, written by gatsby/admin/build.ts. */
export const ADMIN_PATH = "/admin/";

/**
 * What every page of the site gets. The production server (src/server/app.ts) also sends them with
 * every other answer (404 pages, errors, redirects, the contact function's JSON), which the Netlify
 * adapter writes no rule for.
 */
export const siteHeaders = [...common, { key: "content-security-policy", value: SITE_CSP }];

export const securityHeaders = [
  { source: "/*", headers: siteHeaders },
  {
    source: `${ADMIN_PATH}*`,
    headers: [
      { key: "content-security-policy", value: ADMIN_CSP },
      // The GitHub log-in opens api.netlify.com in a pop-up that hands the token back through
      // window.opener; `same-origin` would cut that link and the log-in would never finish.
      { key: "cross-origin-opener-policy", value: "same-origin-allow-popups" },
    ],
  },
];
