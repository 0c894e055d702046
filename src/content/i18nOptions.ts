import i18next, { type PostProcessorModule } from "i18next";
import { typeset } from "./typography";

/**
 * Every interface text in its language's typography (French spacing, src/content/typography.ts), the one
 * place it is applied to what `t()` returns; content/ texts get the same through `pick` (localize.ts).
 * i18next keeps post-processors in one registry shared by all its instances, so registering it here, where
 * the options are, covers the i18n plugin's instance (this module is imported by gatsby-browser.tsx and
 * gatsby-ssr.tsx), the unit tests' and the admin previews'.
 */
const typography: PostProcessorModule = {
  type: "postProcessor",
  name: "typography",
  process: (value: unknown, _key: string | string[], options: { lng?: string }, translator: { language?: string }) =>
    typeof value === "string" ? typeset(value, options.lng ?? translator.language) : value,
};
i18next.use(typography);

// i18next options shared by the site (gatsby-config.ts) and the unit tests (jest.setup.ts).
export const i18nextOptions = {
  interpolation: { escapeValue: false },
  keySeparator: ".",
  nsSeparator: false as const,
  returnObjects: true,
  returnNull: false,
  fallbackLng: false as const,
  postProcess: ["typography"],
};
