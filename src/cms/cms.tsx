/**
 * The admin at /admin/ (gatsby/admin/build.ts bundles this module on its own, with React, ReactDOM and
 * Decap loaded from their prebuilt files, so none of it reaches the public pages). It registers the
 * custom pieces, then starts Decap with src/cms/collections.ts (there is no config.yml).
 */
import CMS from "decap-cms-app";
// The site's fonts in the preview pane: the imported CSS is bundled into cms.css, a preview style.
import "@fontsource/cormorant-garamond/latin-500.css";
import "@fontsource/cormorant-garamond/latin-600.css";
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-500.css";
import "@fontsource/inter/latin-600.css";
// The stacks the components name (--font-display, --font-text) and the Arabic faces.
import "../styles/fonts.css";
import "../styles/direction.css";
// The display face as a data: URL, for the log-in mark (an <img> cannot use the page's fonts).
import displayFont from "@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff2?inline";
import site from "../../content/site.json";
import { installAdminChrome } from "./adminChrome";
import type { CmsBackend } from "./backend";
import { brandLogoUrl } from "./brandLogo";
import { cmsConfigFor, fixedLists, RATES_FORMAT, ratesFormat, ROOT_LIST_FORMAT, rootListFormat } from "./collections";
import { LocalizedControl, LocalizedListControl, LocalizedListPreview, LocalizedPreview } from "./LocalizedControl";
import { LEGAL_FILES } from "../legal/pages";
import { TechnicalIdControl, TechnicalIdPreview } from "./TechnicalIdControl";
import { startIdentity, type IdentityWidget } from "./identity";
import { LegalPreview, RatesPreview, RegionsPreview, ServicesPreview, SitePreviewTemplate } from "./previews";

CMS.registerCustomFormat(ROOT_LIST_FORMAT, "json", rootListFormat);
CMS.registerCustomFormat(RATES_FORMAT, "json", ratesFormat);

// Typed against the few Immutable methods it uses rather than Decap's full Map type.
CMS.registerWidget("localized", LocalizedControl as never, LocalizedPreview as never);
CMS.registerWidget("localized-list", LocalizedListControl as never, LocalizedListPreview as never);
CMS.registerWidget("technical-id", TechnicalIdControl as never, TechnicalIdPreview as never);

CMS.registerPreviewTemplate("services", ServicesPreview);
CMS.registerPreviewTemplate("regions", RegionsPreview);
CMS.registerPreviewTemplate("site", SitePreviewTemplate);
CMS.registerPreviewTemplate("rates", RatesPreview);
// One preview per legal file (Decap names file entries' templates by the file's name in its collection).
for (const { page, language } of LEGAL_FILES) CMS.registerPreviewTemplate(`${page}-${language}`, LegalPreview);

// Chosen at build time from CMS_BACKEND, CMS_REPO, CMS_BRANCH (src/cms/backend.ts) and inlined by
// gatsby/admin/build.ts, with whether the page loads the Netlify Identity widget (git-gateway on Netlify).
declare const CMS_BACKEND: CmsBackend;
declare const CMS_IDENTITY: boolean;

if (CMS_IDENTITY) startIdentity((window as unknown as { netlifyIdentity: IdentityWidget }).netlifyIdentity, window.location);
CMS.registerPreviewStyle("cms.css");

// The configuration names a custom widget and format, which Decap's own types do not know.
CMS.init({
  config: cmsConfigFor(CMS_BACKEND, brandLogoUrl(site.brand, displayFont)) as unknown as NonNullable<Parameters<typeof CMS.init>[0]>["config"],
});
installAdminChrome(site.brand, displayFont, fixedLists);
