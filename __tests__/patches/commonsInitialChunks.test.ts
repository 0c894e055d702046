/** @jest-environment node */
import { readFileSync } from "node:fs";
import { limitCommonsToInitialChunks } from "../../gatsby/patches/commonsInitialChunks";

const gatsbyShape = () => ({
  optimization: {
    splitChunks: { chunks: "all", cacheGroups: { commons: { name: "commons", minChunks: 2, priority: 20 } as { name: string; chunks?: string } } },
  },
});

test("limits Gatsby's commons group to initial chunks", () => {
  const config = limitCommonsToInitialChunks(gatsbyShape());
  expect(config.optimization.splitChunks.cacheGroups.commons.chunks).toBe("initial");
});

test("the installed Gatsby still declares the group the way the test above feeds it", () => {
  // Read from Gatsby's own source: an upgrade that renames the group or sets its chunks fails here before a build.
  const source = readFileSync(require.resolve("gatsby/dist/utils/webpack.config.js"), "utf8");
  const start = source.indexOf("if (stage === `build-javascript`) {");
  const buildJavascript = source.slice(start, source.indexOf("shared:", start));
  expect(buildJavascript).toMatch(/commons: \{\s*name: `commons`,\s*\/\/[^\n]*\n\s*minChunks: [^\n]*\n\s*priority: 20\s*\}/);
});

describe("tripwire: the build stops when the group changed", () => {
  test.each([
    ["is missing", { optimization: { splitChunks: { cacheGroups: {} } } }, /has no optimization.splitChunks.cacheGroups.commons/],
    ["has no splitChunks", { optimization: {} }, /has no optimization.splitChunks.cacheGroups.commons/],
    ["is renamed", { optimization: { splitChunks: { cacheGroups: { commons: { name: "shared-initial" } } } } }, /named "shared-initial"/],
    [
      "already sets chunks",
      { optimization: { splitChunks: { cacheGroups: { commons: { name: "commons", chunks: "initial" } } } } },
      /already sets chunks: "initial"/,
    ],
  ])("group %s", (_, config, message) => {
    expect(() => limitCommonsToInitialChunks(config)).toThrow(message);
  });
});
