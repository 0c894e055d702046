/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkCompileHints, COMPILE_HINT } from "../../gatsby/patches/compileHints";

let dir: string;
beforeEach(() => (dir = mkdtempSync(path.join(tmpdir(), "hints-"))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build's public/: Gatsby's stats naming the app entry's files, and those files. */
function build(app: string[], files: Record<string, string>) {
  writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify({ assetsByChunkName: { app } }));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
}

const ENTRY = ["webpack-runtime-1a.js", "framework-2b.js", "styles.3c.css", "app-4d.js"];

test("a build whose two boot chunks open with the hint passes (older chunks left in public/ do not count)", () => {
  build(ENTRY, { "framework-2b.js": `${COMPILE_HINT}\n!function(){}`, "app-4d.js": `${COMPILE_HINT}\n!function(){}`, "app-99.js": "!function(){}" });
  expect(() => checkCompileHints(dir)).not.toThrow();
});

describe("tripwire: the build stops", () => {
  test("when a boot chunk lost the hint", () => {
    build(ENTRY, { "framework-2b.js": `${COMPILE_HINT}\nx`, "app-4d.js": "x" });
    expect(() => checkCompileHints(dir)).toThrow(/compileHints: app-4d.js does not open with/);
  });
  test("when Gatsby renamed its boot chunks", () => {
    build(["webpack-runtime-1a.js", "vendor-2b.js", "main-4d.js"], { "vendor-2b.js": "x", "main-4d.js": "x" });
    expect(() => checkCompileHints(dir)).toThrow(/compileHints: the build's app entry loads webpack-runtime-1a.js, vendor-2b.js, main-4d.js/);
  });
  test("when Gatsby no longer writes its stats", () => {
    expect(() => checkCompileHints(dir)).toThrow(/no script Gatsby's webpack.stats.json names/);
  });
});
