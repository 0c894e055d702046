/**
 * The framework patches (one file each, listed in PATCHES.md) whose preconditions can be read before
 * anything is built: gatsby-node's onPreInit runs them so that an upgrade that undoes one stops
 * the build at once, with the patch's name and what changed. The other tripwires run where their patch
 * acts (onCreateWebpackConfig, onPostBootstrap, onRenderBody, onPostBuild).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkRouterListensToPopstate, ROUTER_SOURCES } from "./hashOnlyPopstate";

export function checkPatchesBeforeBuild(root: string): void {
  const source = (file: string) => readFileSync(path.join(root, "node_modules", file), "utf8");
  checkRouterListensToPopstate(Object.fromEntries(ROUTER_SOURCES.map((file) => [file, source(file)])) as Parameters<typeof checkRouterListensToPopstate>[0]);
}
