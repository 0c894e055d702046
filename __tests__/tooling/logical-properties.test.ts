/** @jest-environment node */
// The site's styles are written in logical properties (inline-start/end, text-align start/end), so that a
// right-to-left language mirrors the layout by itself. A physical left or right is allowed only where it
// means the same in both directions (a bubble centred with left: 50%) or comes with its [dir="rtl"] rule
// (a background position, which has no logical keyword). The admin (src/cms/, Decap's left-to-right UI)
// and the e-mails' HTML are outside it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../../src");
const OUTSIDE = ["cms", "booking", "contact", "types"];
// A CSS declaration on a line of its own, as the styles are written (css`…` blocks and .css files).
const PHYSICAL = /^\s*((?:margin|padding|border)-(?:left|right)(?:-\w+)?|left|right|float|text-align)\s*:\s*([^;`\n]*);\s*$/gm;
// Centred bubbles (left: 50% with its arrow's margin-left) mean the same in both directions.
const ALLOWED = new Map([["components/Tooltip.tsx", ["left: 50%", "margin-left: calc(-5px - var(${SHIFT_VARIABLE}, 0px))"]]]);

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return OUTSIDE.includes(path.relative(SRC, full)) ? [] : sources(full);
    return /\.(tsx?|css)$/.test(entry.name) ? [full] : [];
  });
}

export function physicalProperties(code: string): string[] {
  return [...code.matchAll(PHYSICAL)]
    .map(([, property, value]) => `${property}: ${value.trim()}`)
    .filter((declaration) => /left|right/.test(declaration) && !/^float: inline-|^text-align: (start|end|center)/.test(declaration));
}

test("no physical left or right in the site's styles", () => {
  const found = sources(SRC).flatMap((file) => {
    const name = path.relative(SRC, file);
    const allowed = ALLOWED.get(name) ?? [];
    // A float: left kept for browsers without inline-start comes right before its logical twin.
    const code = readFileSync(file, "utf8").replace(/float: left;\s*float: inline-start;/g, "float: inline-start;");
    return physicalProperties(code)
      .filter((declaration) => !allowed.includes(declaration))
      .map((declaration) => `${name}: ${declaration}`);
  });
  expect(found).toEqual([]);
});

test("the check sees a physical property where one is written", () => {
  expect(physicalProperties("  padding-left: 1rem;\n  text-align: right;\n  left: 0;")).toEqual(["padding-left: 1rem", "text-align: right", "left: 0"]);
  expect(physicalProperties("  padding-inline-start: 1rem;\n  text-align: start;\n  inset-inline-start: 0;")).toEqual([]);
});
