// `npm run develop` and `npm run cms` run `gatsby develop`, which writes into the same folders as
// `gatsby build`: it deletes .cache/functions (the built contact function a production server loads)
// and rewrites public/page-data/ for development. A site built and served from this folder then
// answers every contact request with a 500 and /fr/ fails to hydrate. Gatsby has no option to move
// those folders, so these commands refuse to start over a production build and say how to proceed.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The hashed app bundle is written by `gatsby build` only (`gatsby develop` serves its bundles from
// memory, and even with DEV_SSR writes webpack.stats.json but no bundle); `gatsby clean` removes it.
const PRODUCTION_BUNDLE = /^app-[0-9a-f]+\.js$/;

function hasProductionBuild(root) {
  const dir = path.join(root, "public");
  return existsSync(dir) && readdirSync(dir).some((name) => PRODUCTION_BUNDLE.test(name));
}

/** The refusal to print, or null when `gatsby develop` can safely run in `root`. */
export function productionBuildRefusal(root, command) {
  if (!hasProductionBuild(root)) return null;
  return [
    `[${command}] refused: public/ holds a production build (npm run build) of this folder.`,
    "`gatsby develop` would delete .cache/functions and rewrite public/page-data/, breaking a site served from here (npm run serve).",
    "To go on: stop the server, run `npm run clean` (deletes public/ and .cache/), then run this command again;",
    "or run it in another clone of the project. `npm run build` afterwards makes the production build again.",
  ].join("\n");
}

export function refuseOverProductionBuild(root, command) {
  const refusal = productionBuildRefusal(root, command);
  if (refusal === null) return;
  console.error(refusal);
  process.exit(1);
}

// As a command (`npm run develop`): checks the current folder, which npm sets to the project's root.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  refuseOverProductionBuild(process.cwd(), process.argv[2] ?? "develop");
}
