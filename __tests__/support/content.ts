import type { SiteContent } from "../../src/content/types";
import siteJson from "../../content/site.json";

/** The real site.json, shaped as the page query returns it. */
export const site: SiteContent = { ...siteJson, heroImage: null };
