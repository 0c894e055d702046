/**
 * What the site and gatsby-plugin-react-i18next use of react-i18next: the target of the webpack alias
 * of gatsby/patches/reactI18nextAlias.ts (what, why, tripwire). The plugin require()s the package
 * index, which would pull in Trans, its HTML parser and the HOCs (~3.5 KB gzip of first-load JS nobody
 * calls). Keep SLIM_EXPORTS there in step with these exports.
 */
export { I18nextProvider } from "react-i18next-es/I18nextProvider.js";
export { useTranslation } from "react-i18next-es/useTranslation.js";
export { initReactI18next } from "react-i18next-es/initReactI18next.js";
export { I18nContext } from "react-i18next-es/context.js";
export { getI18n, setI18n } from "react-i18next-es/i18nInstance.js";
