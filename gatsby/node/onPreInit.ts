import type { GatsbyNode } from "gatsby";
import { checkPatchesBeforeBuild } from "../patches";
import { checkReactStillEmitsNul } from "../patches/reactStreamNulBytes";

export const onPreInit: GatsbyNode["onPreInit"] = async ({ store }) => {
  // An upgrade that undoes a framework patch stops the build here, before any work (gatsby/patches/, PATCHES.md).
  checkPatchesBeforeBuild(store.getState().program.directory);
  await checkReactStillEmitsNul();
};
