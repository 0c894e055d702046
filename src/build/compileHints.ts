import webpack from "webpack";

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly, off the main thread. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Gatsby's boot chunks: React, Gatsby's runtime, i18next; most of their code runs while the page boots. */
export const HINTED_CHUNKS = /^(framework|app)-[0-9a-f]+\.js$/;

/**
 * V8 compiles a function the first time it is called, on the main thread: booting the app chunk
 * spent about a third of its time compiling React's and Gatsby's functions one by one, in one long
 * task. With this comment as the first line, Chromium compiles the whole file while it downloads,
 * on a background thread (measured on `/`: the app chunk's task 21 → 14 ms of CPU, script work on
 * the main thread 78 → 58 ms, unthrottled medians; other browsers ignore the comment). Only for the
 * two boot chunks, most of whose code runs at start: eager compilation of code that seldom runs (the
 * deferred sections, the form) would cost memory and background work for nothing.
 *
 * Added after minification (Terser would drop the comment); the content hash in the file name includes it.
 */
export function compileHintsPlugin(): webpack.WebpackPluginInstance {
  return new webpack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: HINTED_CHUNKS,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
