/** @jest-environment node */
import path from "node:path";
const { checkDecapPlugin, customize, decapAdminHooks, DECAP_HOOKS } = require("../../gatsby/patches/decapAdmin");

const decapNode = require("gatsby-plugin-decap-cms/gatsby-node");
const browserFile = path.join(path.dirname(require.resolve("gatsby-plugin-decap-cms/package.json")), "gatsby-browser.js");
const backend = { name: "git-gateway", branch: "main" };
const plugins = { define: (values: object) => ({ defined: values }) };

function adminConfig() {
  return {
    plugins: [{ patterns: [{ from: "decap-cms-app.js", to: "decap-cms-app.js" }] }, { other: true }],
    cache: { type: "filesystem", name: "build-javascript", cacheLocation: "/site/.cache/webpack/stage-build-javascript" },
  };
}

test("the installed plugin has the hooks and the gatsby-browser.js the wrapper is written for", () => {
  expect(() => checkDecapPlugin(decapNode, browserFile)).not.toThrow();
  expect(Object.keys(decapAdminHooks(decapNode, browserFile)).sort()).toEqual(DECAP_HOOKS);
});

test("marks the copied files minified, inlines the backend, gives the admin its own webpack cache", () => {
  const config = adminConfig();
  customize(backend)(config, { stage: "build-javascript", plugins });
  expect(config.plugins[0]).toEqual({ patterns: [{ from: "decap-cms-app.js", to: "decap-cms-app.js", info: { minimized: true } }] });
  expect(config.plugins).toContainEqual({ defined: { CMS_BACKEND: JSON.stringify(backend) } });
  expect(config.cache).toEqual({
    type: "filesystem",
    name: "decap-admin-build-javascript",
    cacheLocation: "/site/.cache/webpack/decap-admin-build-javascript",
  });
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
  test("its compilation no longer carries Gatsby's filesystem cache", () => {
    const config = { ...adminConfig(), cache: { type: "memory" } };
    expect(() => customize(backend)(config, { stage: "develop", plugins })).toThrow(/no longer carries Gatsby's filesystem cache \(cache: "memory"\)/);
  });
});
