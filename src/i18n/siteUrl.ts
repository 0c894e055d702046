/** The address the project ships with; `npm run check:launch` reports it until SITE_URL is set. */
export const DEFAULT_SITE_URL = "https://www.geneva-premium-mobility.ch";
// One setting for the public address, used by the config, canonical links, sitemap and share tags.
export const siteUrl = (process.env.SITE_URL || DEFAULT_SITE_URL).replace(/\/+$/, "");
