import type { i18n as I18n, PostProcessorModule } from "i18next";
import { typeset } from "../i18n/typography";
import { isolateValues } from "../i18n/bidi";

/*
 * The same i18next module the i18n plugin uses: it require()s "i18next", which resolves to the CommonJS
 * build, while an `import` resolves to the ES build, a second copy in the bundles (measured: +15 KB gzip
 * of first-load JS) whose post-processor registry the plugin's instance never reads.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS copy the i18n plugin itself uses (see above)
const i18next = require("i18next") as I18n;

/**
 * Every interface text in its language's typography (French spacing, src/i18n/typography.ts), the one
 * place it is applied to what `t()` returns; content/ texts get the same through `pick` (localize.ts).
 * i18next keeps post-processors in one registry shared by all its instances, so registering it here, where
 * the options are, covers the i18n plugin's instance (this module is imported by gatsby-browser.tsx and
 * gatsby-ssr.tsx), the unit tests' and the admin previews'.
 */
const typography: PostProcessorModule = {
  type: "postProcessor",
  name: "typography",
  // `t` may return an object with returnObjects; only strings are typeset.
  process: (value: string, _key, options, translator: { language?: string }) =>
    typeof value === "string" ? typeset(value, (options.lng as string | undefined) ?? translator.language) : value,
};
i18next.use(typography);

/** Values put into a right-to-left sentence are isolated (src/i18n/bidi.ts); other languages' texts are left alone. */
const isolation: PostProcessorModule = {
  type: "postProcessor",
  name: "isolateValues",
  process: (value: string, _key, options, translator: { language?: string }) =>
    typeof value === "string" ? isolateValues(value, options as Record<string, unknown>, (options.lng as string | undefined) ?? translator.language) : value,
};
i18next.use(isolation);

// i18next options shared by the site (gatsby-config.ts) and the unit tests (jest.setup.ts).
export const i18nextOptions = {
  interpolation: { escapeValue: false },
  keySeparator: ".",
  nsSeparator: false as const,
  returnObjects: true,
  returnNull: false,
  fallbackLng: false as const,
  // Isolation first: typography may then join a phone number's groups with no-break spaces.
  postProcess: ["isolateValues", "typography"],
};
