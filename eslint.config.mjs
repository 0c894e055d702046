// ESLint 9 flat config: `npm run lint` (zero warnings allowed), run early in `npm test` and so in CI.
// Formatting is Prettier's job (`npm run format:check`); eslint-config-prettier, last, turns off every
// stylistic rule that would fight it.
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const NO_GATSBY_DIR = { regex: "(^|/)gatsby/", message: "src/ never imports gatsby/ (build-time code): move the run-time piece into src/." };
const NEVER_HYDRATED = "src/sections/ is rendered at build time and never hydrated (src/loading/preRendered.tsx).";
// Editors' texts, the e-mails and the legal pages share one `{{name}}` syntax, filled in one place.
const ONE_FILLER = {
  selector: "CallExpression[callee.property.name=/^replace(All)?$/][arguments.0.value=/\\{\\{/]",
  message: "A {{name}} placeholder is filled by fillPlaceholders (src/i18n/placeholders.ts), the one interpolation helper.",
};

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".netlify/",
      ".node/",
      "node_modules/",
      // Written by Gatsby on every build (graphqlTypegen).
      "src/gatsby-types.d.ts",
      "coverage/",
      "test-results/",
      "playwright-report/",
      ".test-reports/",
      ".bench/",
      ".outbox/",
      ".e2e-outbox/",
      "static/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      parserOptions: {
        // Type-aware rules (no floating promises, no misused promises): the project service reuses tsconfig.json.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // A promise nobody awaits loses its rejection (an unhandled rejection in the function or a test that
      // passes before its assertion ran); an async callback where a void one is expected does the same.
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/await-thenable": "error",
    },
  },
  {
    files: ["**/*.{jsx,tsx}"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    plugins: { react, "jsx-a11y": jsxA11y },
    languageOptions: { ...react.configs.flat.recommended.languageOptions, globals: globals.browser },
    settings: { react: { version: "18.3" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Emotion's `css` prop (jsxImportSource @emotion/react) is not a DOM attribute react knows.
      "react/no-unknown-property": ["error", { ignore: ["css"] }],
      // TypeScript types the props.
      "react/prop-types": "off",
    },
  },
  {
    // Components and hooks live in src/ and in .tsx files; the tests' `useContactEnv(...)` helpers (plain .ts)
    // are Jest set-up functions, not React hooks.
    files: ["src/**/*.{ts,tsx}", "**/*.tsx"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The site's browser code also runs in Node at build time (SSR), the function and the server only in Node.
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // gatsby/ holds build-time code only (the hooks and the patches of framework internals); the site's own
    // code never depends on it, so a patch can be removed without touching the UI.
    files: ["src/**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [NO_GATSBY_DIR] }] },
  },
  {
    files: ["src/**/*.{ts,tsx}", "gatsby/**/*.{ts,tsx}", "scripts/**/*.{ts,mjs}"],
    rules: { "no-restricted-syntax": ["error", ONE_FILLER] },
  },
  {
    // The sections in src/sections/ are rendered at build time and never hydrated (src/loading/preRendered.tsx):
    // a hook with state or effects, an event handler or a browser global there renders but never works in
    // the browser. Rendering hooks (useTranslation) are fine; anything interactive goes into src/components/.
    files: ["src/sections/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ONE_FILLER,
        {
          selector: "CallExpression[callee.name=/^use(?!Translation$)[A-Z]/], CallExpression[callee.property.name=/^use(?!Translation$)[A-Z]/]",
          message: NEVER_HYDRATED + " A hook other than useTranslation never runs there after the build: move the interactive part into src/components/.",
        },
        {
          // On an element, any on* attribute; on a component, an on* prop given a function (a text prop such as
          // `onRequest="On request"` is fine).
          selector:
            "JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^on[A-Z]/], JSXAttribute[name.name=/^on[A-Z]/] > JSXExpressionContainer > :matches(ArrowFunctionExpression, FunctionExpression)",
          message: NEVER_HYDRATED + " An event handler is never attached: use a link or move the part into src/components/.",
        },
      ],
      "no-restricted-globals": [
        "error",
        ...["window", "document", "localStorage", "sessionStorage", "navigator", "location"].map((name) => ({
          name,
          message: NEVER_HYDRATED + " Browser state is never read there: the section is only rendered at build time.",
        })),
      ],
      "no-restricted-imports": [
        "error",
        {
          patterns: [NO_GATSBY_DIR, { regex: "(^|/)hooks/", message: NEVER_HYDRATED + " Hooks from src/hooks/ never run there." }],
          paths: ["formik", "react-toastify"].map((name) => ({ name, message: NEVER_HYDRATED + " Interactive libraries belong in src/components/." })),
        },
      ],
    },
  },
  {
    files: ["**/*.{js,cjs}"],
    languageOptions: { sourceType: "commonjs", globals: globals.node },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["__tests__/**", "__mocks__/**", "jest.setup.ts", "loadershim.js"],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
    // Tests load modules at a chosen moment with require(): after setting the environment, inside
    // jest.isolateModules, or a built bundle / a dependency's internal file by path.
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      // Playwright does not load in Jest's jsdom ("Class extends value undefined"): a unit test that reaches
      // e2e/ fails to run at all. What both need lives in src/ or __tests__/support/.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "(^|/)e2e/",
              message: "The browser tests' helpers load Playwright, which does not run in Jest: share through src/ or __tests__/support/.",
            },
          ],
          paths: [{ name: "@playwright/test", message: "Playwright does not run in Jest's jsdom." }],
        },
      ],
    },
  },
  {
    files: ["e2e/**", "playwright.config.ts", "scripts/**"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  comments.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // Every exception says why on its own line: `// eslint-disable-next-line rule -- reason`.
      "@eslint-community/eslint-comments/require-description": ["error", { ignore: ["eslint-enable"] }],
      // `_`-prefixed names say "deliberately unused" (e.g. a field destructured out of an object).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
    },
  },
  prettier,
);
