/**
 * Patch: the admin at /admin/ is built by gatsby-plugin-decap-cms's gatsby-node hooks only, adjusted.
 *
 * What: plugins/decap-admin (a local plugin listed in gatsby-config.ts instead of
 * gatsby-plugin-decap-cms) re-exports the hooks made here from the plugin's gatsby-node, with:
 * 1. No gatsby-browser.js. The plugin's adds an onInitialClientRender to every public page, to open the
 *    Netlify Identity widget when the address carries an invitation or recovery token. In 4.0.4 it is
 *    compiled to require() a variable, which webpack cannot follow: it ships ~0.5 KB to every visitor
 *    and then throws "Cannot find module 'netlify-identity-widget'" on exactly the links it is meant
 *    for. Identity e-mails point to /admin/ instead (docs/editing.md, "On the live site (Netlify)"), where the widget is
 *    loaded, so the public pages carry no CMS code at all.
 * 2. The prebuilt files it copies (decap-cms-app.js is 4.4 MB) are marked as minified: otherwise Terser
 *    minifies them again on every build, which took ~35 s of a 2-core build.
 * 3. Its compilation gets a webpack cache of its own: it copies the site's configuration, cache
 *    included, and the two compilations kept overwriting each other's cache, so neither was ever warm.
 * 4. The backend chosen at build time (option `backend`, from src/cms/backend.ts via gatsby-config.ts)
 *    is inlined as CMS_BACKEND, which src/cms/cms.tsx passes to Decap: the admin's bundle is built by
 *    webpack, where only GATSBY_* variables reach browser code.
 * 5. A backend problem found by gatsby-config.ts stops the build in onPreInit: an error thrown while
 *    gatsby-config.ts loads is swallowed by Gatsby 5.16's compile step, which then builds with no plugins.
 * 6. No source maps in a production build: the plugin sets `devtool: "source-map"` and copies Decap's and
 *    the Identity widget's prebuilt maps (cms.js.map ~1 MB, decap-cms-app.js.map 20 MB) into
 *    public/admin/, which would publish the admin's sources. The maps are no longer written or copied,
 *    and the copied scripts lose their last-line `//# sourceMappingURL=` comment (developer tools would
 *    request the missing file). `npm run cms` (develop) keeps them.
 * No supported way: gatsby-plugin-decap-cms has no option to leave out its gatsby-browser hook or to skip
 * minifying Decap's prebuilt files; Decap's documented static admin page takes plain scripts, while our
 * widgets, previews and collections (src/cms/) are TypeScript and React that the plugin's webpack compiles
 * (gatsby#17568, gatsby#21086).
 * Upstream: https://github.com/gatsbyjs/gatsby/issues/17568 and https://github.com/gatsbyjs/gatsby/issues/21086
 * (the Identity widget's code on every public page).
 * Verified with: gatsby-plugin-decap-cms 4.0.4, decap-cms-app 3.6.4, gatsby 5.16.1, copy-webpack-plugin
 * as bundled by the plugin.
 * Tripwire: the plugin's gatsby-node gaining or losing a hook (a new hook would be silently dropped
 * here), its gatsby-browser.js gone (point 1 no longer needed), no copy-webpack-plugin patterns in its
 * compilation (point 2 silently lost), or a webpack cache that is not Gatsby's filesystem cache
 * (point 3) stops the build; so does a production compilation that copies no source map any more
 * (point 6's copy part has nothing left to do: remove it).
 */
const fs = require("fs");
const path = require("path");

/** The hooks of gatsby-plugin-decap-cms/gatsby-node.js this wrapper re-exports. */
const DECAP_HOOKS = ["onCreateDevServer", "onCreateWebpackConfig", "onPreInit"];

function checkDecapPlugin(decapNode, browserFile) {
  const hooks = Object.keys(decapNode)
    .filter((name) => typeof decapNode[name] === "function")
    .sort();
  if (hooks.join() !== DECAP_HOOKS.join()) {
    throw new Error(
      `decapAdmin (gatsby/patches/decapAdmin.js): gatsby-plugin-decap-cms's gatsby-node now has the hooks ${hooks.join(", ")}, not ${DECAP_HOOKS.join(", ")}; re-export the new ones (or drop the removed) after reading them.`,
    );
  }
  if (!fs.existsSync(browserFile)) {
    throw new Error(
      "decapAdmin (gatsby/patches/decapAdmin.js): gatsby-plugin-decap-cms no longer has a gatsby-browser.js; if it no longer touches the public pages, list the plugin itself in gatsby-config.ts again.",
    );
  }
}

const customize =
  (backend) =>
  (config, { stage, plugins }) => {
    if (!backend || !backend.name) throw new Error("decap-admin: the `backend` option is required (gatsby-config.ts, src/cms/backend.ts)");
    config.plugins.push(plugins.define({ CMS_BACKEND: JSON.stringify(backend) }));
    // copy-webpack-plugin keeps its patterns here; `minimized` tells Terser to leave the asset alone.
    const copies = config.plugins.filter((plugin) => plugin && Array.isArray(plugin.patterns));
    if (copies.length === 0)
      throw new Error(
        "decapAdmin (gatsby/patches/decapAdmin.js): the admin's webpack config has no copy-webpack-plugin patterns any more; Terser would minify Decap's 4.4 MB prebuilt files again: find where they are copied now.",
      );
    for (const plugin of copies) plugin.patterns = plugin.patterns.map((pattern) => ({ ...pattern, info: { minimized: true } }));
    if (stage !== "develop") leaveOutSourceMaps(config, copies);
    if (!config.cache || config.cache.type !== "filesystem" || typeof config.cache.cacheLocation !== "string") {
      throw new Error(
        `decapAdmin (gatsby/patches/decapAdmin.js): the admin's webpack config (${stage}) no longer carries Gatsby's filesystem cache (cache: ${JSON.stringify(config.cache && config.cache.type)}); check whether the two compilations still share one before dropping this step.`,
      );
    }
    const name = `decap-admin-${stage}`;
    config.cache = { ...config.cache, name, cacheLocation: path.join(path.dirname(config.cache.cacheLocation), name) };
  };

const isSourceMap = (pattern) => /\.map$/.test(String(pattern.to || pattern.from));
/** The comment naming a script's map, on its last line (not the data: URLs inside Decap's CSS strings). */
const SOURCE_MAP_COMMENT = /\n\/\/# sourceMappingURL=[^\s'"]+\s*$/;

function leaveOutSourceMaps(config, copies) {
  config.devtool = false;
  if (!copies.some((plugin) => plugin.patterns.some(isSourceMap)))
    throw new Error(
      "decapAdmin (gatsby/patches/decapAdmin.js): the admin's compilation no longer copies any source map (*.map); drop the step that leaves them out (point 6) after checking that public/admin/ holds none.",
    );
  for (const plugin of copies) {
    plugin.patterns = plugin.patterns
      .filter((pattern) => !isSourceMap(pattern))
      .map((pattern) =>
        /\.js$/.test(String(pattern.to)) ? { ...pattern, transform: (content) => content.toString("utf8").replace(SOURCE_MAP_COMMENT, "\n") } : pattern,
      );
  }
}

/** The hooks of plugins/decap-admin, from the plugin's own (`decapNode`). */
function decapAdminHooks(decapNode, browserFile) {
  return {
    onPreInit: (args, options) => {
      try {
        checkDecapPlugin(decapNode, browserFile);
      } catch (error) {
        args.reporter.panic(error.message);
      }
      // gatsby-config.ts could not choose the admin's backend from CMS_BACKEND / CMS_REPO / CMS_BRANCH.
      if (options.backendProblem) args.reporter.panic(options.backendProblem);
      return decapNode.onPreInit(args, options);
    },
    onCreateDevServer: decapNode.onCreateDevServer,
    onCreateWebpackConfig: (args, { backend, backendProblem: _backendProblem, ...options }) =>
      decapNode.onCreateWebpackConfig(args, { ...options, customizeWebpackConfig: customize(backend) }),
  };
}

module.exports = { DECAP_HOOKS, SOURCE_MAP_COMMENT, checkDecapPlugin, customize, decapAdminHooks };
