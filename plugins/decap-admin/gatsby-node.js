// gatsby-plugin-decap-cms's hooks for /admin/, adjusted and checked in gatsby/patches/decapAdmin.js
// (what, why, tripwire). Options are the plugin's own, plus `backend` and `backendProblem` (gatsby-config.ts).
const path = require("path");
// The build also stops when src/cms/adminChrome.tsx's additions to Decap's page no longer apply
// (decap-markup.js).
const { checkDecapMarkup } = require("./decap-markup");
const { decapAdminHooks } = require("../../gatsby/patches/decapAdmin");

const hooks = decapAdminHooks(
  require("gatsby-plugin-decap-cms/gatsby-node"),
  path.join(path.dirname(require.resolve("gatsby-plugin-decap-cms/package.json")), "gatsby-browser.js"),
);

exports.onPreInit = (args, options) => {
  const markupProblems = checkDecapMarkup();
  if (markupProblems.length > 0) args.reporter.panic(`decap-admin: ${markupProblems.join("; ")}`);
  return hooks.onPreInit(args, options);
};
exports.onCreateDevServer = hooks.onCreateDevServer;
exports.onCreateWebpackConfig = hooks.onCreateWebpackConfig;
