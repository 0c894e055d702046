import type { GatsbyNode } from "gatsby";
import { checkContent, describeProblems } from "../../src/content/check";

/** content/, once the first bootstrap is over (set by onPostBootstrap): only later changes are re-checked. */
let watched: string | undefined;
let recheck: NodeJS.Timeout | undefined;

/** Called by onPostBootstrap: from now on a saved content file is checked again. */
export function watchContent(contentDir: string): void {
  watched = contentDir;
}

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, reporter }) => {
  // While `gatsby develop` runs (npm run cms), every saved content file is checked again.
  const contentDir = watched;
  if (contentDir === undefined || node.internal.type !== "File" || node.extension !== "json") return;
  clearTimeout(recheck);
  recheck = setTimeout(() => {
    const problems = checkContent(contentDir);
    if (problems.length > 0) reporter.error(describeProblems(problems));
    else reporter.info("content: every file matches the schema");
  }, 300);
};
