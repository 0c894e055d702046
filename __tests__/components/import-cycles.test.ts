/** @jest-environment node */
// Modules of src/ that import each other, even for types only, cannot be read one at a time: a newcomer
// opening either needs the other first (issue 21 found ContactFormFields and TripDetailsFields so).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../../src");
const EXTENSIONS = [".ts", ".tsx", "/index.ts", "/index.tsx"];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [full] : [];
  });
}

function relativeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(/(?:^|\n)\s*(?:import|export)\b[^;]*?from\s+"(\.{1,2}\/[^"]+)"/g)) {
    const base = path.resolve(path.dirname(file), match[1]);
    const target = [base, ...EXTENSIONS.map((extension) => base + extension)].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (target && target.startsWith(SRC)) found.push(target);
  }
  return found;
}

/** Every cycle once, as the list of files around it. */
function cycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, relativeImports(file)]));
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (file: string, trail: string[]) => {
    state.set(file, "open");
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === "open") found.push([...trail.slice(trail.indexOf(next)), file, next].map((entry) => path.relative(SRC, entry)));
      else if (!state.has(next)) visit(next, [...trail, file]);
    }
    state.set(file, "done");
  };
  for (const file of files) if (!state.has(file)) visit(file, []);
  return found;
}

test("the components, the booking core and the form's browser code import no module that imports them back", () => {
  const files = ["components", "booking", "contact"].flatMap((folder) => sourceFiles(path.join(SRC, folder)));
  expect(cycles(files)).toEqual([]);
});
