// One setting for the public address, used by the config, canonical links, sitemap and share tags.
export const siteUrl = (process.env.SITE_URL || "https://www.geneva-premium-mobility.ch").replace(/\/+$/, "");
