/**
 * Patch: "react-i18next" resolves to a slim entry in every bundle (webpack alias).
 *
 * What: gatsby-node's onCreateWebpackConfig aliases `react-i18next$` to gatsby/patches/reactI18nextSlim.ts,
 * which re-exports only what the site and gatsby-plugin-react-i18next use from the package's ES modules
 * (`react-i18next-es` = node_modules/react-i18next/dist/es).
 * Why: the i18n plugin require()s the package index (CommonJS, so webpack cannot tree-shake it), which
 * pulls Trans, its HTML parser and the HOCs into the first load (~3.5 KB gzip nobody calls).
 * No supported way: the plugin require()s react-i18next's CommonJS index whole and has no option to take less
 * (no upstream issue found).
 * Upstream: none found (searched the plugin's and react-i18next's issues); the plugin's dist/index.js
 * and plugin/wrapPageElement.js `require("react-i18next")` whole.
 * Verified with: react-i18next 12.3.1, gatsby-plugin-react-i18next 3.0.1, gatsby 5.16.1.
 * Tripwire: a missing alias target (react-i18next moved its ES files), or a name the plugin's dist or
 * the site's code reads from "react-i18next" that the slim entry does not export (it would be
 * `undefined` at run time, with no build error), stops the build.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** What gatsby/patches/reactI18nextSlim.ts exports; the unit test keeps the two in step. */
export const SLIM_EXPORTS = ["I18nextProvider", "useTranslation", "initReactI18next", "I18nContext", "getI18n", "setI18n"] as const;
/** The package's ES files the slim entry imports from. */
export const ES_FILES = ["I18nextProvider.js", "useTranslation.js", "initReactI18next.js", "context.js", "i18nInstance.js"] as const;

/** The names a file reads from "react-i18next": Babel's CommonJS output, or ES import specifiers. */
export function namesReadFromReactI18next(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/_reactI18next\.(\w+)/g)) names.add(match[1]);
  for (const match of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']react-i18next["']/g)) {
    for (const specifier of match[1].split(",")) {
      const name = specifier
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name && !/^type\s/.test(specifier.trim())) names.add(name);
    }
  }
  return [...names];
}

/** Throws when a source reads a name from "react-i18next" that the slim entry does not export. */
export function checkNamesCovered(sources: Record<string, string>): void {
  const missing = Object.entries(sources).flatMap(([file, source]) =>
    namesReadFromReactI18next(source)
      .filter((name) => !(SLIM_EXPORTS as readonly string[]).includes(name))
      .map((name) => `${name} (${file})`),
  );
  if (missing.length > 0) {
    throw new Error(
      `reactI18nextAlias: ${missing.join(", ")} read from "react-i18next" but not exported by gatsby/patches/reactI18nextSlim.ts: export it there (and in SLIM_EXPORTS) or drop the alias.`,
    );
  }
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** The alias for onCreateWebpackConfig, after checking it still fits the installed packages. */
export function reactI18nextAlias(root: string): Record<string, string> {
  const esDir = path.join(root, "node_modules/react-i18next/dist/es");
  const absent = ES_FILES.filter((file) => !existsSync(path.join(esDir, file)));
  if (absent.length > 0)
    throw new Error(
      `reactI18nextAlias: ${absent.join(", ")} not found in ${esDir}; react-i18next changed its layout: update gatsby/patches/reactI18nextSlim.ts or drop the alias.`,
    );
  const pluginDist = path.join(root, "node_modules/gatsby-plugin-react-i18next/dist");
  const sources = [...filesUnder(pluginDist, /\.js$/), ...filesUnder(path.join(root, "src"), /\.tsx?$/)];
  checkNamesCovered(Object.fromEntries(sources.map((file) => [path.relative(root, file), readFileSync(file, "utf8")])));
  return {
    "react-i18next$": path.join(root, "gatsby/patches/reactI18nextSlim.ts"),
    "react-i18next-es": esDir,
  };
}
