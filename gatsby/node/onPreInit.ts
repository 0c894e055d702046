import type { GatsbyNode } from "gatsby";
import { adminSettings } from "../admin/build";
import { checkDecapMarkup } from "../admin/decapMarkup";
import { checkPatchesBeforeBuild } from "../patches";
import { checkReactStillEmitsNul } from "../patches/reactStreamNulBytes";

export const onPreInit: GatsbyNode["onPreInit"] = async ({ store, reporter }) => {
  const root: string = store.getState().program.directory;
  // An upgrade that undoes a framework patch stops the build here, before any work (gatsby/patches/, PATCHES.md).
  checkPatchesBeforeBuild(root);
  await checkReactStillEmitsNul();
  // The admin (gatsby/admin/): CMS_BACKEND, CMS_REPO or CMS_BRANCH that name no backend, or a Decap whose
  // markup src/cms/adminChrome.tsx no longer finds, stop the build with what to change. (Here rather than
  // in gatsby-config.ts: an error thrown while that file loads is swallowed by Gatsby 5.16's compile step,
  // which then builds the site with no plugins at all.)
  const { problem } = adminSettings(process.env);
  if (problem) reporter.panic(problem);
  const markup = checkDecapMarkup(root);
  if (markup.length > 0) reporter.panic(`admin: ${markup.join("; ")}`);
};
