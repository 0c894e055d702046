/** @jest-environment node */
// Every patch of framework internals says, in its header, why no supported way exists (issue 28), beside
// what it changes, its upstream issue and its tripwire (PATCHES.md). A patch without that line fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const PATCHES = path.resolve(__dirname, "../../gatsby/patches");
// Not patches: the list of tripwires run at onPreInit, and the slim entry reactI18nextAlias.ts points webpack at.
const NOT_PATCHES = new Set(["index.ts", "reactI18nextSlim.ts"]);

const patches = readdirSync(PATCHES).filter((name) => /\.(ts|tsx|js)$/.test(name) && !NOT_PATCHES.has(name));

test.each(patches)("%s says why no supported way exists, its upstream and its tripwire", (name) => {
  const header = readFileSync(path.join(PATCHES, name), "utf8").split("*/")[0];
  expect(header).toMatch(/^ \* No supported way: \S.{20,}/m);
  expect(header).toMatch(/^ \* Upstream: /m);
  expect(header).toMatch(/Tripwire/);
});

test("fewer than ten patches remain (issue 28): a new one replaces one, or the supported way is taken", () => {
  expect(patches.length).toBeLessThan(10);
});

test("PATCHES.md lists every patch file", () => {
  const list = readFileSync(path.resolve(__dirname, "../../PATCHES.md"), "utf8");
  expect(patches.filter((name) => !list.includes(`\`${name}\``))).toEqual([]);
});
