// Taken from the i18n plugin's dist/ file, not its index (why, and the tripwire that checks the
// export is still there: gatsby/patches/i18nPluginDist.ts), apart so that React-free modules
// (src/legal/pages.ts, read by the build, the admin and the scripts) import it without the Link.
export { LANGUAGE_KEY } from "gatsby-plugin-react-i18next/dist/types";
