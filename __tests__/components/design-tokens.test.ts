/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { alpha, colors } from "../../src/styles/theme";

// The site's look is described once, in src/styles/theme.ts: a colour or a media query typed anywhere
// else is a second description that the next palette or breakpoint change will miss.
const root = path.join(__dirname, "../..");
const SCANNED = ["src/components", "src/sections", "src/loading", "src/navigation", "src/pages", "src/templates", "src/styles", "src/seo"];
const THEME = path.join("src", "styles", "theme.ts");

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.(ts|tsx|css)$/.test(entry.name) && relative !== THEME ? [relative] : [];
  });
}

const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_-])/gi;
const COLOR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;
const MEDIA_QUERY = /@media\s*\(|matchMedia\(\s*["'`]\(/g;

function findings(pattern: RegExp): string[] {
  return SCANNED.flatMap(sources).flatMap((file) =>
    readFileSync(path.join(root, file), "utf8")
      .split("\n")
      .flatMap((line, i) => (line.match(pattern) ?? []).map((hit) => `${file}:${i + 1}: ${hit}`)),
  );
}

test("the scan sees the component files", () => {
  expect(SCANNED.flatMap(sources)).toEqual(
    expect.arrayContaining([path.join("src", "sections", "Hero.tsx"), path.join("src", "components", "NavBar.tsx"), path.join("src", "seo", "shareImage.ts")]),
  );
});

test("no raw colour (hex or rgb()/hsl()…) outside the theme", () => {
  expect(findings(HEX)).toEqual([]);
  expect(findings(COLOR_FUNCTION)).toEqual([]);
});

test("no media query outside the theme's `media`", () => {
  expect(findings(MEDIA_QUERY)).toEqual([]);
});

test("alpha() writes a palette colour as rgba()", () => {
  expect(alpha(colors.night, 0.94)).toBe("rgba(7, 11, 22, 0.94)");
  expect(alpha(colors.gold, 0)).toBe("rgba(212, 178, 112, 0)");
});
