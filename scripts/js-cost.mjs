// Attributes the first-load JavaScript of a page to npm packages (and our own sources) using the
// built bundles' source maps: raw bytes per package, scaled by each file's gzip ratio.
// Usage: npx tsx scripts/js-cost.mjs [page-chunk-group] (default: component---src-pages-index-tsx)
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createRequire } from "node:module";
import { firstLoadFiles } from "../src/build/firstLoad.ts";

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require("source-map-js");

const group = process.argv[2] || "component---src-pages-index-tsx";
const totals = new Map();
let grand = 0;
for (const file of firstLoadFiles("public", group)) {
  const code = readFileSync(`public/${file}`, "utf8");
  const gzip = gzipSync(code, { level: 9 }).length;
  grand += gzip;
  let map;
  try {
    map = new SourceMapConsumer(JSON.parse(readFileSync(`public/${file}.map`, "utf8")));
  } catch {
    totals.set("(no map)", (totals.get("(no map)") ?? 0) + gzip);
    continue;
  }
  const lines = code.split("\n");
  const bytes = new Map();
  let mapped = 0;
  map.eachMapping((m) => {
    // Attribute each generated segment up to the next mapping on the same line.
    if (!m.source) return;
    const key = packageOf(m.source);
    bytes.set(key, (bytes.get(key) ?? 0) + 1);
    mapped++;
  });
  for (const [key, count] of bytes) totals.set(key, (totals.get(key) ?? 0) + (count / mapped) * gzip);
  void lines;
}

function packageOf(source) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, "");
  const m = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (m) return m[m.length - 1].replace("node_modules/", "");
  if (s.includes("src/")) return "(site: src/)";
  if (s.includes(".cache/")) return "(gatsby runtime: .cache/)";
  return "(other)";
}

const rows = [...totals].sort((a, b) => b[1] - a[1]);
for (const [name, size] of rows.slice(0, 30)) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${name}`);
console.log(`${(grand / 1024).toFixed(1).padStart(7)} KB  total first-load JS (gzip -9)`);
