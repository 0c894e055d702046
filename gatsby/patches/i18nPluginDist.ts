/**
 * Patch: the site takes gatsby-plugin-react-i18next's Link, useI18next and LANGUAGE_KEY from its dist/ files.
 *
 * What: the only imports of the plugin's internals, one small module per dist file so that each chunk
 * takes only what it uses, as with a direct import. They are run-time code of the site, so they live in
 * src/: src/navigation/Link.ts (the Link, re-typed), src/i18n/useI18next.ts (useI18next),
 * src/i18n/languageKey.ts (LANGUAGE_KEY, no React code: the build, the admin and the scripts read it).
 * This file holds only the tripwire, run by gatsby-node.
 * Why: the plugin's entry (dist/index.js) is CommonJS that copies every export of react-i18next, its
 * context, hook and Link onto one object (`Object.keys(...).forEach`), so webpack cannot drop any of it
 * and every chunk importing one name gets them all; the files themselves hold one thing each. The Link
 * is typed against an older @types/react (tsc: TS2739, missing placeholder, onResize…), hence the cast.
 * No supported way: the plugin's only entry copies every export onto one CommonJS object that webpack cannot
 * tree-shake; it has no ES entry (no upstream issue found).
 * Upstream: none found for the entry; the plugin's dist layout is not a documented API.
 * Verified with: gatsby-plugin-react-i18next 3.0.1, @types/react 18.3.
 * Tripwire (checkI18nPluginDist, at onPreInit): a dist file gone (webpack would fail with "Module
 * not found" anyway) or one no longer exporting the name (CommonJS: `undefined` at run time, no build
 * error) stops the build.
 */
import { useI18next } from "../../src/i18n/useI18next";
import { LANGUAGE_KEY } from "../../src/i18n/languageKey";
import { Link } from "../../src/navigation/Link";

/** Throws unless each name still is what the site uses it as (defaults: what this file imported). */
export function checkI18nPluginDist(imported: { Link: unknown; useI18next: unknown; LANGUAGE_KEY: unknown } = { Link, useI18next, LANGUAGE_KEY }): void {
  const problems = [
    // forwardRef components are objects with a render function.
    typeof imported.Link === "function" || (typeof imported.Link === "object" && imported.Link !== null && "render" in imported.Link)
      ? ""
      : "dist/Link no longer exports the Link component",
    typeof imported.useI18next === "function" ? "" : "dist/useI18next no longer exports the useI18next hook",
    typeof imported.LANGUAGE_KEY === "string" && imported.LANGUAGE_KEY !== ""
      ? ""
      : "dist/types no longer exports LANGUAGE_KEY (the localStorage key of the chosen language)",
  ].filter(Boolean);
  if (problems.length > 0)
    throw new Error(
      `i18nPluginDist (gatsby/patches/i18nPluginDist.ts): gatsby-plugin-react-i18next ${problems.join("; ")}. Import them from where the plugin puts them now.`,
    );
}
