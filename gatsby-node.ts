// Gatsby's build hooks, one file each in gatsby/node/, in the order a build runs them. The patches of
// framework internals they wire up are in gatsby/patches/ (PATCHES.md); what they build from is in src/.
export { onPreInit } from "./gatsby/node/onPreInit";
export { onPreBootstrap } from "./gatsby/node/onPreBootstrap";
export { createSchemaCustomization } from "./gatsby/node/createSchemaCustomization";
export { createResolvers } from "./gatsby/node/createResolvers";
export { onCreateNode } from "./gatsby/node/onCreateNode";
export { createPages } from "./gatsby/node/createPages";
export { onPostBootstrap } from "./gatsby/node/onPostBootstrap";
export { onCreateWebpackConfig } from "./gatsby/node/onCreateWebpackConfig";
export { onPostBuild } from "./gatsby/node/onPostBuild";
export { onCreateDevServer } from "./gatsby/node/onCreateDevServer";
