// `npm run check:content`: checks content/ against src/content/schema/ without building the site,
// prints every problem (file, field path, what is expected) and exits 1 if there is any.
import path from "node:path";
import { checkContent, describeProblems } from "../src/content/check";

const dir = path.resolve(process.argv[2] ?? "content");
const started = performance.now();
const problems = checkContent(dir, { label: path.relative(process.cwd(), dir) || "." });
const took = `${Math.round(performance.now() - started)} ms`;
if (problems.length > 0) {
  console.error(describeProblems(problems));
  process.exit(1);
}
console.log(`content: every file matches the schema (${took})`);
