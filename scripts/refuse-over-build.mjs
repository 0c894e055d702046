// `npm run develop` and `npm run cms` run `gatsby develop`, which writes into the same folders as
// `gatsby build`: it deletes .cache/functions (the built contact function a production server loads)
// and rewrites public/page-data/ for development. A site built and served from this folder then
// answers every contact request with a 500 and /fr/ fails to hydrate. Gatsby has no option to move
// those folders, so these commands refuse to start over a production build and say how to proceed.
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// Written by `gatsby build` only (webpack stats of the production bundles), removed by `gatsby clean`.
const PRODUCTION_MARKER = path.join("public", "webpack.stats.json");

/** The refusal to print, or null when `gatsby develop` can safely run in `root`. */
export function productionBuildRefusal(root, command) {
  if (!existsSync(path.join(root, PRODUCTION_MARKER))) return null;
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
