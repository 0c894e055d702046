/** @jest-environment node */
// docs/layout.md's newcomer test: each thing a newcomer looks for is named on its folder's line, and that
// folder holds it. A move that leaves the page behind fails here.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const layout = readFileSync(path.join(ROOT, "docs/layout.md"), "utf8");

/** The entry of `folder` in the tree: its line and the indented lines that continue it. */
function entryOf(folder: string): string {
  const lines = layout.split("\n");
  const start = lines.findIndex((line) => line.trimStart().startsWith(`${folder} `) || line.trimStart() === folder);
  if (start < 0) return "";
  const indent = lines[start].length - lines[start].trimStart().length;
  const rest = lines.slice(start + 1).findIndex((line) => line.length - line.trimStart().length <= indent + folder.length);
  return lines.slice(start, rest < 0 ? undefined : start + 1 + rest).join(" ");
}

test.each([
  ["the price engine", "pricing/", "src/booking/pricing/pricing.ts", /price engine/],
  ["the e-mail templates", "mail/", "src/booking/mail/message.ts", /e-mail templates/],
  ["the request store", "store/", "src/booking/store/store.ts", /request store/],
  ["the Gatsby functions' adapters", "api/", "src/api/send-contact-email.ts", /adapters/],
  ["our server's adapter", "server/", "src/server/contactFunction.ts", /adapter/],
  ["Netlify's scheduled adapter", "netlify/functions/", "netlify/functions/deliver-contact-requests.ts", /adapter/],
])("%s is found by its folder's line (%s)", (_thing, folder, file, words) => {
  expect(entryOf(folder)).toMatch(words);
  expect(existsSync(path.join(ROOT, file))).toBe(true);
});
