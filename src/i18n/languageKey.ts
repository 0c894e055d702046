/**
 * The localStorage entry holding the visitor's chosen language (written by the language bar,
 * src/navigation/pageNavigation.ts; read on arrival, src/hooks/useRememberedLanguage.ts). Its value is the
 * name gatsby-plugin-react-i18next gives the same entry, so a choice stored by an earlier version of the
 * site still counts. No React code: the build, the admin and the scripts read it (the Privacy Policy names it).
 */
export const LANGUAGE_KEY = "gatsby-i18next-language";
