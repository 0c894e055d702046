// gatsby-plugin-decap-cms's hooks for /admin/, adjusted and checked in gatsby/patches/decapAdmin.js
// (what, why, tripwire). Options are the plugin's own, plus `backend` and `backendProblem` (gatsby-config.ts).
const path = require("path");
const { decapAdminHooks } = require("../../gatsby/patches/decapAdmin");

const hooks = decapAdminHooks(require("gatsby-plugin-decap-cms/gatsby-node"), path.join(path.dirname(require.resolve("gatsby-plugin-decap-cms/package.json")), "gatsby-browser.js"));

exports.onPreInit = hooks.onPreInit;
exports.onCreateDevServer = hooks.onCreateDevServer;
exports.onCreateWebpackConfig = hooks.onCreateWebpackConfig;
