/**
 * Patch: Gatsby's two boot chunks open with V8's compile hint.
 *
 * What: a webpack BannerPlugin, in the build-javascript stage, writes `//# allFunctionsCalledOnLoad` as
 * the first line of Gatsby's `framework-<hash>.js` and `app-<hash>.js` (after minification: Terser would
 * drop the comment; the content hash in the file name includes it).
 * Why: V8 compiles a function the first time it is called, on the main thread: booting the app chunk
 * spent about a third of its time compiling React's and Gatsby's functions one by one, in one long
 * task. With the hint, Chromium (136+) compiles the whole file while it downloads, on a background
 * thread (measured on `/`: the app chunk's task 21 → 14 ms of CPU, script work on the main thread
 * 78 → 58 ms, unthrottled medians; other browsers ignore the comment). Only these two chunks, most of
 * whose code runs at start: eager compilation of code that seldom runs (the deferred sections, the
 * form) would cost memory and background work for nothing. It relies on Gatsby's names for its chunks.
 * No supported way: Gatsby has no option to write a first line into its boot chunks, where V8 reads the hint
 * (no upstream issue; v8.dev/blog/explicit-compile-hints).
 * Upstream: none (Gatsby has no option for it); the hint: https://v8.dev/blog/explicit-compile-hints.
 * Verified with: gatsby 5.16.1, webpack 5.98.0, Chromium 136+.
 * Tripwire: after the build (onPostBuild), the site's scripts must hold exactly one framework and one
 * app chunk, each opening with the hint; Gatsby renaming or splitting its boot chunks stops the build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import webpack from "webpack";

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Gatsby's boot chunks: React, Gatsby's runtime, i18next; most of their code runs while the page boots. */
export const HINTED_CHUNKS = /^(framework|app)-[0-9a-f]+\.js$/;

/** The banner, at the stage after minification. */
export function compileHintsPlugin(): webpack.WebpackPluginInstance {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: HINTED_CHUNKS,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * The tripwire: throws unless the build's `app` entry (public/webpack.stats.json, what the pages load;
 * chunks of earlier builds stay in public/) holds one framework and one app chunk, both hinted.
 */
export function checkCompileHints(publicDir: string): void {
  let entry: unknown;
  try {
    entry = (JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as { assetsByChunkName?: Record<string, unknown> }).assetsByChunkName
      ?.app;
  } catch {
    entry = undefined;
  }
  const scripts = Array.isArray(entry) ? entry.filter((file): file is string => typeof file === "string" && file.endsWith(".js")) : [];
  const hinted = scripts.filter((file) => HINTED_CHUNKS.test(file));
  const kinds = hinted.map((file) => file.split("-")[0]).sort();
  const unhinted = hinted.filter((file) => !readFileSync(path.join(publicDir, file), "utf8").startsWith(COMPILE_HINT));
  const problem =
    kinds.join(",") !== "app,framework"
      ? `the build's app entry loads ${scripts.length ? scripts.join(", ") : "no script Gatsby's webpack.stats.json names"}, not one framework-<hash>.js and one app-<hash>.js`
      : unhinted.length
        ? `${unhinted.join(", ")} does not open with ${COMPILE_HINT}`
        : "";
  if (problem) {
    throw new Error(
      `compileHints: ${problem}. Gatsby changed how it names or writes its boot chunks: check gatsby/patches/compileHints.ts, then update or remove the patch.`,
    );
  }
}
