import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * A copy of the project in a temporary folder, for tests that apply a recipe of the docs the way a developer
 * would and then run the project's own checks there (docs/recipes.md, __tests__/content/recipes.test.ts).
 */
export const ROOT = path.resolve(__dirname, "../..");

/** What the content check, the type check and the contact, component and content tests need. */
export const PROJECT_FILES = [
  "src",
  "gatsby",
  "content",
  "scripts",
  "__mocks__",
  "__tests__/support",
  "gatsby-config.ts",
  "jest.config.js",
  "jest-preprocess.js",
  "jest.setup.ts",
  "loadershim.js",
  "tsconfig.json",
  "package.json",
];

export function copyProject(prefix: string, extra: string[] = []): string {
  const copy = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of [...PROJECT_FILES, ...extra]) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  symlinkSync(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"), "dir");
  // Type-checks what was copied (the project's own tsconfig also names files left out here).
  writeFileSync(path.join(copy, "tsconfig.copy.json"), JSON.stringify({ extends: "./tsconfig.json", include: ["src", "__tests__"] }));
  return copy;
}

/** A binary of node_modules/.bin, run in the copy. */
export const runIn = (copy: string, command: string, args: string[]) =>
  spawnSync(path.join(copy, "node_modules/.bin", command), args, { cwd: copy, encoding: "utf8", env: { ...process.env, CI: "1" } });

export const readJson = <T = Record<string, unknown>>(file: string) => JSON.parse(readFileSync(file, "utf8")) as T;
export const writeJson = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Edits a text file of the copy; fails loudly when the recipe's anchor is no longer there. */
export function editFile(file: string, edit: (source: string) => string) {
  const before = readFileSync(file, "utf8");
  const after = edit(before);
  if (after === before) throw new Error(`${file}: the recipe's edit changed nothing (has the file moved on?)`);
  writeFileSync(file, after);
}
