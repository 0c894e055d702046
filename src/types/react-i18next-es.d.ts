// The ES modules of react-i18next, reached through a webpack alias (see gatsby/patches/reactI18nextAlias.ts
// and gatsby/patches/reactI18nextSlim.ts); their types are the package's own.
declare module "react-i18next-es/I18nextProvider.js" {
  export { I18nextProvider } from "react-i18next";
}
declare module "react-i18next-es/useTranslation.js" {
  export { useTranslation } from "react-i18next";
}
declare module "react-i18next-es/initReactI18next.js" {
  export { initReactI18next } from "react-i18next";
}
declare module "react-i18next-es/context.js" {
  export { I18nContext } from "react-i18next";
}
declare module "react-i18next-es/i18nInstance.js" {
  export { getI18n, setI18n } from "react-i18next";
}
