// Taken from the i18n plugin's dist/ file, not its index (why, and the tripwire that checks the
// export is still there: gatsby/patches/i18nPluginDist.ts): the plugin's useI18next hook.
export { useI18next } from "gatsby-plugin-react-i18next/dist/useI18next";
