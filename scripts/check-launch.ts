// `npm run check:launch`: lists the texts of each language that read exactly as the default language's (for a
// native reader to confirm), then every value of content/ (and of the environment) that is still a placeholder,
// one per line naming the admin screen and field, the file and field, and exits 1 while any remain
// (docs/launch.md). `npm run check:launch -- --netlify` checks as a Netlify production build does
// (SMTP_URL and CONTACT_TO as well): run it with the variables you set on Netlify.
import path from "node:path";
import { checkContent, describeProblems } from "../src/content/check";
import { describePlaceholders, describeUntranslated, launchPlaceholders, untranslatedTexts } from "../src/content/launch";

const args = process.argv.slice(2);
const netlify = args.includes("--netlify");
const dir = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? "content");
const label = path.relative(process.cwd(), dir) || ".";
const problems = checkContent(dir, { label });
if (problems.length > 0) {
  console.error(describeProblems(problems));
  process.exit(1);
}
// Texts of a language that read as the default language's: for review by a native reader, never a failure.
console.log(describeUntranslated(untranslatedTexts(dir, label)));
const env = netlify ? { ...process.env, NETLIFY: "true", CONTEXT: "production" } : process.env;
const found = launchPlaceholders(dir, env, label);
if (found.length > 0) {
  console.error(describePlaceholders(found));
  process.exit(1);
}
console.log(describePlaceholders(found));
