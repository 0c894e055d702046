// npm run bench: Lighthouse 13 (mobile preset, 5 runs per page, medians) on the built site served by our
// own production server on 127.0.0.1, compared with the budget, and beside each page the same page with
// every <script> removed: the physical limit of this HTML, so the gap between the two columns is what the
// JavaScript costs (boot, hydration). A benchmark, not a test: it always exits 0.
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium) and Node 22 (Lighthouse 13).
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadJsBytes } from "../src/build/firstLoad.ts";
import { startSiteAndScriptFree } from "./benchServers.mjs";
import { CHROMIUM_ARGS, CHROMIUM_PATH, disableFeatures } from "./chromium.ts";

const RUNS = Number(process.env.BENCH_RUNS || 5);
const PORT = Number(process.env.BENCH_PORT || 9300);
const PAGES = (process.env.BENCH_PAGES || "/,/fr/").split(",");
const BUDGET = {
  performance: [">=", 98],
  accessibility: [">=", 100],
  "best-practices": [">=", 100],
  seo: [">=", 100],
  "LCP (s)": ["<=", 1.5],
  "TBT (ms)": ["<=", 100],
  CLS: ["<=", 0.01],
  "page weight (KB)": ["<=", 500],
  "hero image (KB)": ["<=", 120],
};

if (!existsSync("public/index.html")) {
  console.log("No build found: running gatsby build…");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const hero = requests.filter((r) => /\/hero\.(avif|webp|jpg)/.test(r.url)).reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const work = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  const longTasks = lhr.audits["long-tasks"]?.details?.items ?? [];
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    "best-practices": lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    "FCP (s)": audit("first-contentful-paint") / 1000,
    "LCP (s)": audit("largest-contentful-paint") / 1000,
    "TBT (ms)": audit("total-blocking-time"),
    CLS: audit("cumulative-layout-shift"),
    // What Lighthouse reports as "Script Evaluation" in the main-thread breakdown (4x CPU throttling).
    "script eval (ms)": work.find((item) => item.group === "scriptEvaluation")?.duration ?? 0,
    "long tasks": longTasks.length,
    "JS (KB)": bytes("script") / 1024,
    "page weight (KB)": bytes("total") / 1024,
    "hero image (KB)": hero / 1024,
    // Lighthouse's own measure of this machine's CPU (higher is faster): its simulated 4× slowdown assumes a
    // fast desktop, so a low index inflates TBT, the script-free page's too.
    "host benchmark index": lhr.environment?.benchmarkIndex ?? NaN,
  };
}

const { site, "no script": bare } = await startSiteAndScriptFree(PORT);
// chrome-launcher adds its own --disable-features first; Chromium keeps only the last one, so ours carries its names.
const launcherDisabled =
  chromeLauncher.Launcher.defaultFlags()
    .find((flag) => flag.startsWith("--disable-features="))
    ?.split("=")[1]
    .split(",") ?? [];
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM_PATH,
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS, disableFeatures(launcherDisabled)],
});
const results = {};
try {
  for (const page of PAGES) {
    for (const [label, origin] of [
      ["site", site],
      ["no script", bare],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const { lhr } = await lighthouse(`${origin}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
        const run = summarize(lhr);
        // A run Lighthouse could not complete (a page that never settled, a protocol error) has no score:
        // it is reported and left out of the medians rather than counted as 0.
        if (lhr.runtimeError || !Number.isFinite(run.performance) || !Number.isFinite(run["TBT (ms)"])) {
          process.stdout.write(`${page} (${label}) run ${i + 1}/${RUNS}: no result (${lhr.runtimeError?.code ?? "no score"}), left out\n`);
          continue;
        }
        runs.push(run);
        process.stdout.write(`${page} (${label}) run ${i + 1}/${RUNS}: performance ${run.performance}, TBT ${Math.round(run["TBT (ms)"])} ms\n`);
      }
      if (runs.length === 0) throw new Error(`no Lighthouse run of ${origin}${page} completed`);
      results[page] ??= {};
      results[page][label] = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
    }
  }
} finally {
  await chrome.kill();
}

const format = (key, value) =>
  key.includes("(s)") ? value.toFixed(2) : key === "CLS" ? value.toFixed(3) : key.includes("KB") ? value.toFixed(1) : String(Math.round(value));
const check = (key, value) => {
  const rule = BUDGET[key];
  if (!rule) return "";
  const [op, limit] = rule;
  return (op === ">=" ? value >= limit : value <= limit) ? `ok (${op} ${limit})` : `OVER BUDGET (${op} ${limit})`;
};
const { version } = JSON.parse(readFileSync(new URL("../node_modules/lighthouse/package.json", import.meta.url), "utf8"));
console.log(`\nLighthouse ${version}, ${RUNS} runs per page, mobile preset, medians (Chromium at ${CHROMIUM_PATH})`);
for (const [page, columns] of Object.entries(results)) {
  console.log(`\n${page}${" ".repeat(18 - page.length)}      site  no script  budget (site)`);
  for (const key of Object.keys(columns.site)) {
    console.log(
      `  ${key.padEnd(18)} ${format(key, columns.site[key]).padStart(8)} ${format(key, columns["no script"][key]).padStart(10)}  ${check(key, columns.site[key])}`,
    );
  }
}
const js = firstLoadJsBytes();
console.log(`\nfirst-load JS of / from public/ (gzip -9): ${(js / 1024).toFixed(1)} KB  ${js <= 110 * 1024 ? "ok (<= 110)" : "OVER BUDGET (<= 110)"}`);
process.exit(0);
