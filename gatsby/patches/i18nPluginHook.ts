// Part of gatsby/patches/i18nPluginDist.ts (what, why, tripwire): the plugin's useI18next hook.
export { useI18next } from "gatsby-plugin-react-i18next/dist/useI18next";
