// The i18n plugin's Link, taken from its dist/ and re-typed: see gatsby/patches/i18nPluginDist.ts.
export { Link } from "../../gatsby/patches/i18nPluginLink";
