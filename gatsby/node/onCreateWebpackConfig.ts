import type { GatsbyNode } from "gatsby";
import { limitCommonsToInitialChunks } from "../patches/commonsInitialChunks";
import { compileHintsPlugin } from "../patches/compileHints";
import { reactI18nextAlias } from "../patches/reactI18nextAlias";

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions, store }) => {
  // Every stage (browser, HTML, develop) gets the slim react-i18next entry: gatsby/patches/reactI18nextAlias.ts.
  actions.setWebpackConfig({ resolve: { alias: reactI18nextAlias(store.getState().program.directory) } });
  // Code shared by the deferred sections stays out of the first load: gatsby/patches/commonsInitialChunks.ts.
  if (stage !== "build-javascript") return;
  // The boot chunks are compiled off the main thread while they download: gatsby/patches/compileHints.ts.
  // No source maps: Gatsby's `source-map` devtool publishes the site's original sources next to the
  // scripts (public/ is served as it is); the admin's build writes none (gatsby/admin/build.ts).
  actions.setWebpackConfig({ plugins: [compileHintsPlugin()], devtool: false });
  // Code shared by the deferred sections stays out of the first load: gatsby/patches/commonsInitialChunks.ts.
  actions.replaceWebpackConfig(limitCommonsToInitialChunks(getConfig()));
};
