// Part of gatsby/patches/i18nPluginDist.ts (what, why, tripwire), apart so that React-free modules
// (src/legal/pages.ts, read by the build, the admin and the scripts) import it without the Link.
export { LANGUAGE_KEY } from "gatsby-plugin-react-i18next/dist/types";
