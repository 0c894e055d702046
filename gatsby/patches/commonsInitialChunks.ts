/**
 * Patch: Gatsby's `commons` chunk group takes only initial chunks.
 *
 * What: in the build-javascript stage, `optimization.splitChunks.cacheGroups.commons` gets
 * `chunks: "initial"` (Gatsby leaves it unset, so it inherits splitChunks' `chunks: "all"`).
 * Why: `commons` collects every module used by enough chunks, async ones included, into a chunk that
 * every page loads at once. The sections below the first screen load on demand
 * (src/loading/deferred.tsx); limited to initial chunks, what they share (icons, reveal, headings)
 * stays in async chunks instead of coming back into the first load.
 * No supported way: Gatsby has no option for its split-chunks groups; onCreateWebpackConfig can only edit the
 * config it made (gatsby#22749).
 * Upstream: https://github.com/gatsbyjs/gatsby/issues/22749 (dynamic imports pulled into `commons`),
 * partly addressed by https://github.com/gatsbyjs/gatsby/pull/22879 (which still counts async chunks).
 * Verified with: gatsby 5.16.1, webpack 5.98.0.
 * Tripwire: no `commons` group, a group under another name, or one that already sets `chunks` (Gatsby
 * changed its splitting and this patch may no longer apply) stops the build.
 */

interface CacheGroup {
  name?: unknown;
  chunks?: unknown;
}

interface WebpackConfig {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, CacheGroup | false | undefined> } };
}

/** Mutates Gatsby's build-javascript config; throws when its `commons` group is not the one patched. */
export function limitCommonsToInitialChunks<T extends WebpackConfig>(config: T): T {
  const splitChunks = config.optimization?.splitChunks;
  const commons = splitChunks ? splitChunks.cacheGroups?.commons : undefined;
  const problem = !commons
    ? "Gatsby's webpack config has no optimization.splitChunks.cacheGroups.commons"
    : commons.name !== "commons"
      ? `its commons group is named ${JSON.stringify(commons.name)}, not "commons"`
      : commons.chunks !== undefined
        ? `its commons group already sets chunks: ${JSON.stringify(commons.chunks)}`
        : "";
  if (problem || !commons) {
    throw new Error(
      `commonsInitialChunks: ${problem}. Gatsby changed its chunk splitting: check gatsby/patches/commonsInitialChunks.ts against it (and the first-load budget), then update or remove the patch.`,
    );
  }
  commons.chunks = "initial";
  return config;
}
