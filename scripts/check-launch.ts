// `npm run check:launch`: lists every value of content/ (and SITE_URL) that is still a placeholder, one per
// line with file and field, and exits 1 while any remain (README, "Before going live").
import path from "node:path";
import { checkContent, describeProblems } from "../src/content/check";
import { describePlaceholders, launchPlaceholders } from "../src/content/launch";

const dir = path.resolve(process.argv[2] ?? "content");
const label = path.relative(process.cwd(), dir) || ".";
const problems = checkContent(dir, { label });
if (problems.length > 0) {
  console.error(describeProblems(problems));
  process.exit(1);
}
const found = launchPlaceholders(dir, process.env, label);
if (found.length > 0) {
  console.error(describePlaceholders(found));
  process.exit(1);
}
console.log(describePlaceholders(found));
