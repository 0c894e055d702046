import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { removeSourceMaps } from "../../src/build/sourceMaps";
import { adminSettings, adminTitle, buildAdmin } from "../admin/build";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/i18n/languages";
import { writeSeoFiles } from "../../src/seo/buildFiles";
import { checkCompileHints } from "../patches/compileHints";
import { checkHomeHeadTags } from "../ssr/crawlerHeadTags";
import { checkEveryPageDeferred, deferBootScriptsIn } from "../patches/deferBootScripts";
import { stripNulBytes } from "../patches/reactStreamNulBytes";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, reporter }) => {
  const root: string = store.getState().program.directory;
  const admin = await buildAdmin(root, { production: true, title: adminTitle(root), settings: adminSettings(process.env) });
  reporter.info(`admin: wrote ${admin.files} files to public/admin/`);
  const written = await writeSeoFiles(root, path.join(root, "public"));
  reporter.info(`seo: wrote ${written.join(", ")}`);
  const maps = await removeSourceMaps(path.join(root, "public"));
  if (maps.length > 0) reporter.info(`removed ${maps.length} source maps left by earlier builds`);
  const nul = await stripNulBytes(path.join(root, "public"));
  if (nul.length > 0) reporter.info(`removed the NUL bytes React's streaming renderer left in ${nul.join(", ")}`);
  const pages = await deferBootScriptsIn(path.join(root, "public"));
  reporter.info(`boot scripts requested after the first paint in ${pages} pages`);
  // The tripwires over the built pages (gatsby/patches/deferBootScripts.ts) and the crawler tags' guard (gatsby/ssr/crawlerHeadTags.tsx).
  const built = [...(store.getState().pages as Map<string, { path: string; mode?: string }>).values()].filter((page) => (page.mode ?? "SSG") === "SSG");
  await checkEveryPageDeferred(
    path.join(root, "public"),
    built.map((page) => page.path),
  );
  checkHomeHeadTags(path.join(root, "public"), LANGUAGES, DEFAULT_LANGUAGE);
  checkCompileHints(path.join(root, "public"));
};
