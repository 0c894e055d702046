// The admin at /admin/, built by gatsby-plugin-decap-cms (its own webpack compilation into public/admin/,
// React and Decap from their prebuilt files), with these changes. Options are the plugin's own,
// plus `backend` (gatsby-config.ts).
//
// 1. Without the plugin's gatsby-browser.js. That file adds an onInitialClientRender to every public
//    page, to open the Netlify Identity widget when the address carries an invitation or recovery token.
//    In 4.0.4 it is compiled to require() a variable, which webpack cannot follow: it ships ~0.5 KB to
//    every visitor and then throws "Cannot find module 'netlify-identity-widget'" on exactly the links it
//    is meant for. Identity e-mails point to /admin/ instead (README, "Editing content"), where the
//    widget is loaded, so the public pages carry no CMS code at all.
// 2. The prebuilt files it copies (decap-cms-app.js is 4.4 MB) are marked as minified: otherwise Terser
//    minifies them again on every build, which took ~35 s of a 2-core build.
// 3. Its compilation gets a webpack cache of its own: it copies the site's configuration, cache included,
//    and the two compilations kept overwriting each other's cache, so neither build was ever warm.
// 4. The backend chosen at build time (option `backend`, from src/cms/backend.ts via gatsby-config.ts)
//    is inlined as CMS_BACKEND, which src/cms/cms.tsx passes to Decap: the admin's bundle is built by
//    webpack, where only GATSBY_* variables reach browser code.
// 5. The build stops when src/cms/adminChrome.tsx's additions to Decap's page no longer apply
//    (decap-markup.js).
const path = require("path");
const decap = require("gatsby-plugin-decap-cms/gatsby-node");
const { checkDecapMarkup } = require("./decap-markup");

const customize = (backend) => (config, { stage, plugins }) => {
  if (!backend || !backend.name) throw new Error("decap-admin: the `backend` option is required (gatsby-config.ts, src/cms/backend.ts)");
  config.plugins.push(plugins.define({ CMS_BACKEND: JSON.stringify(backend) }));
  for (const plugin of config.plugins) {
    // copy-webpack-plugin keeps its patterns here; `minimized` tells Terser to leave the asset alone.
    if (plugin && Array.isArray(plugin.patterns)) {
      plugin.patterns = plugin.patterns.map((pattern) => ({ ...pattern, info: { minimized: true } }));
    }
  }
  if (config.cache && config.cache.type === "filesystem") {
    const name = `decap-admin-${stage}`;
    config.cache = { ...config.cache, name, cacheLocation: path.join(path.dirname(config.cache.cacheLocation), name) };
  }
};

exports.onPreInit = (args, options) => {
  // gatsby-config.ts could not choose the admin's backend from CMS_BACKEND / CMS_REPO / CMS_BRANCH.
  if (options.backendProblem) args.reporter.panic(options.backendProblem);
  // src/cms/adminChrome.tsx works around Decap 3.6.4's markup: stop when that no longer applies.
  const markupProblems = checkDecapMarkup();
  if (markupProblems.length > 0) args.reporter.panic(`decap-admin: ${markupProblems.join("; ")}`);
  return decap.onPreInit(args, options);
};
exports.onCreateDevServer = decap.onCreateDevServer;
exports.onCreateWebpackConfig = (args, { backend, backendProblem, ...options }) =>
  decap.onCreateWebpackConfig(args, { ...options, customizeWebpackConfig: customize(backend) });
