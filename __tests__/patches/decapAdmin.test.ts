/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
const { checkDecapPlugin, customize, decapAdminHooks, DECAP_HOOKS, SOURCE_MAP_COMMENT } = require("../../gatsby/patches/decapAdmin");

const decapNode = require("gatsby-plugin-decap-cms/gatsby-node");
const browserFile = path.join(path.dirname(require.resolve("gatsby-plugin-decap-cms/package.json")), "gatsby-browser.js");
const backend = { name: "git-gateway", branch: "main" };
const plugins = { define: (values: object) => ({ defined: values }) };

function adminConfig() {
  return {
    plugins: [
      {
        patterns: [
          { from: "decap-cms-app.js", to: "decap-cms-app.js" },
          { from: "decap-cms-app.js.map", to: "decap-cms-app.js.map" },
        ],
      },
      { other: true },
    ],
    devtool: "source-map" as string | false,
    cache: { type: "filesystem", name: "build-javascript", cacheLocation: "/site/.cache/webpack/stage-build-javascript" },
  };
}

test("the installed plugin has the hooks and the gatsby-browser.js the wrapper is written for", () => {
  expect(() => checkDecapPlugin(decapNode, browserFile)).not.toThrow();
  expect(Object.keys(decapAdminHooks(decapNode, browserFile)).sort()).toEqual(DECAP_HOOKS);
});

test("marks the copied files minified, inlines the backend, gives the admin its own webpack cache", () => {
  const config = adminConfig();
  customize(backend)(config, { stage: "develop", plugins });
  expect(config.plugins[0]).toEqual({
    patterns: [
      { from: "decap-cms-app.js", to: "decap-cms-app.js", info: { minimized: true } },
      { from: "decap-cms-app.js.map", to: "decap-cms-app.js.map", info: { minimized: true } },
    ],
  });
  expect(config.plugins).toContainEqual({ defined: { CMS_BACKEND: JSON.stringify(backend) } });
  expect(config.cache).toEqual({
    type: "filesystem",
    name: "decap-admin-develop",
    cacheLocation: "/site/.cache/webpack/decap-admin-develop",
  });
  // npm run cms keeps its source maps.
  expect(config.devtool).toBe("source-map");
});

test("a production build writes no source map, copies none, and strips the copied scripts' comment naming theirs", () => {
  const config = adminConfig();
  customize(backend)(config, { stage: "build-javascript", plugins });
  expect(config.devtool).toBe(false);
  const { patterns } = config.plugins[0] as unknown as { patterns: { to: string; info: object; transform?: (content: Buffer) => string }[] };
  expect(patterns.map((pattern) => [pattern.to, pattern.info])).toEqual([["decap-cms-app.js", { minimized: true }]]);
  const script = 'var a="//# sourceMappingURL=data:application/json;base64,e30=";\n//# sourceMappingURL=decap-cms-app.js.map';
  expect(patterns[0].transform!(Buffer.from(script))).toBe('var a="//# sourceMappingURL=data:application/json;base64,e30=";\n');
  // The installed Decap still ends with that comment, the one the transform removes.
  const decapApp = readFileSync(require.resolve("decap-cms-app/dist/decap-cms-app.js"), "utf8");
  expect(SOURCE_MAP_COMMENT.test(decapApp)).toBe(true);
});

describe("tripwire: the build stops when the plugin changed", () => {
  test("its gatsby-node gains a hook the wrapper would drop", () => {
    expect(() => checkDecapPlugin({ ...decapNode, onPostBuild: () => undefined }, browserFile)).toThrow(
      /now has the hooks onCreateDevServer, onCreateWebpackConfig, onPostBuild, onPreInit/,
    );
  });
  test("it no longer has a gatsby-browser.js", () => {
    expect(() => checkDecapPlugin(decapNode, `${browserFile}.gone`)).toThrow(/no longer has a gatsby-browser.js/);
  });
  test("onPreInit panics with the reason", () => {
    const panic = jest.fn((message: string) => {
      throw new Error(message);
    });
    const hooks = decapAdminHooks({ ...decapNode, onPostBuild: () => undefined }, browserFile);
    expect(() => hooks.onPreInit({ reporter: { panic } }, {})).toThrow(/onPostBuild/);
    expect(panic).toHaveBeenCalledTimes(1);
  });
  test("its compilation no longer copies Decap's files with copy-webpack-plugin", () => {
    const config = { ...adminConfig(), plugins: [{ other: true }] };
    expect(() => customize(backend)(config, { stage: "build-javascript", plugins })).toThrow(/no copy-webpack-plugin patterns/);
  });
  test("its production compilation copies no source map any more", () => {
    const config = { ...adminConfig(), plugins: [{ patterns: [{ from: "decap-cms-app.js", to: "decap-cms-app.js" }] }] };
    expect(() => customize(backend)(config, { stage: "build-javascript", plugins })).toThrow(/no longer copies any source map/);
  });
  test("its compilation no longer carries Gatsby's filesystem cache", () => {
    const config = { ...adminConfig(), cache: { type: "memory" } };
    expect(() => customize(backend)(config, { stage: "develop", plugins })).toThrow(/no longer carries Gatsby's filesystem cache \(cache: "memory"\)/);
  });
});
