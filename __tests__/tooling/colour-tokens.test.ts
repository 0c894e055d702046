/** @jest-environment node */
// One description of the design tokens: every colour the code writes (the site, the admin, the e-mails)
// comes from src/styles/theme.ts, so a change of palette is made there once.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../../src");
const TOKENS = path.join(SRC, "styles/theme.ts");
// A hex colour (not an issue number such as decap-cms#7573: those follow a word character) or a colour function.
const COLOUR = /(?<![\w/-])#(?:[0-9a-fA-F]{8}|[0-9a-fA-F]{6}|[0-9a-fA-F]{3})\b|\b(?:rgba?|hsla?)\(/g;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx|css)$/.test(entry.name) ? [full] : [];
  });
}

test("no colour literal in src/ outside the tokens module", () => {
  const found = sources(SRC)
    .filter((file) => file !== TOKENS)
    .flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (line.match(COLOUR) ?? []).map((colour) => `${path.relative(SRC, file)}:${index + 1}: ${colour}`)),
    );
  expect(found).toEqual([]);
});

test("the check sees a colour where one is written", () => {
  expect("color: #798291;".match(COLOUR)).toEqual(["#798291"]);
  expect("border: 1px solid rgba(0, 0, 0, 0.2)".match(COLOUR)).toEqual(["rgba("]);
  expect("decap-cms#7573, facebook/react#31134".match(COLOUR)).toBeNull();
});
