// The content check run on a copy of content/ where one file was edited, as an editor would: what the
// check tells them. Each copy is removed after the test file's tests.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkContent, formatProblem } from "../../src/content/check";

export const CONTENT = path.resolve(__dirname, "../../content");

/** Call at a test file's top level: the content check's lines for a copy where `file` (its text) went through `change`. */
export function problemsAfterEdit(prefix: string): (file: string, change: (text: string) => string) => string[] {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return (file, change) => {
    const root = mkdtempSync(path.join(tmpdir(), prefix));
    made.push(root);
    const dir = path.join(root, "content");
    cpSync(CONTENT, dir, { recursive: true, filter: (source) => !source.endsWith("icon.png") });
    const full = path.join(dir, file);
    writeFileSync(full, change(readFileSync(full, "utf8")));
    return checkContent(dir).map(formatProblem);
  };
}
