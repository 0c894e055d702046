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
 * The admin (Decap CMS) evaluates code, loads the Netlify Identity widget and talks to Netlify's
 * Git Gateway, or, on a laptop, to decap-server on localhost:8081.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' https://identity.netlify.com",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://*.netlify.com https://*.netlify.app http://localhost:8081 http://127.0.0.1:8081",
  "frame-src 'self' https://identity.netlify.com",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
].join("; ");

const common = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  { key: "X-Frame-Options", value: "DENY" },
];

export const securityHeaders = [
  { source: "/*", headers: [...common, { key: "Content-Security-Policy", value: SITE_CSP }] },
  { source: "/admin/*", headers: [{ key: "Content-Security-Policy", value: ADMIN_CSP }] },
];
