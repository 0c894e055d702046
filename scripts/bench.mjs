// npm run bench: Lighthouse (mobile preset, 3 runs per page) on the built site served with its
// function on 127.0.0.1, medians of the scores and metrics, compared with the budget.
// A benchmark, not a test: it always exits 0. Needs Chromium (CHROME_PATH, default /usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { firstLoadJsBytes } from "../src/build/firstLoad.ts";

const RUNS = Number(process.env.BENCH_RUNS || 3);
const PORT = Number(process.env.BENCH_PORT || 9300);
const PAGES = ["/", "/fr/"];
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
  const build = spawnSync("npx", ["gatsby", "build"], { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["src/server/main.ts"], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(PORT), OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), "bench-outbox-")) },
  stdio: "ignore",
  detached: true,
});
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server (src/server/main.ts) did not start");
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
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    "best-practices": lhr.categories["best-practices"].score * 100,
    seo: lhr.categories.seo.score * 100,
    "FCP (s)": audit("first-contentful-paint") / 1000,
    "LCP (s)": audit("largest-contentful-paint") / 1000,
    "TBT (ms)": audit("total-blocking-time"),
    CLS: audit("cumulative-layout-shift"),
    "JS (KB)": bytes("script") / 1024,
    "page weight (KB)": bytes("total") / 1024,
    "hero image (KB)": hero / 1024,
  };
}

await waitForServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
const results = {};
try {
  for (const page of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`http://127.0.0.1:${PORT}${page}`, { port: chrome.port, output: "json", logLevel: "error" });
      runs.push(summarize(lhr));
      process.stdout.write(`${page} run ${i + 1}/${RUNS}: performance ${runs.at(-1).performance}\n`);
    }
    results[page] = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
  }
} finally {
  await chrome.kill();
  stop();
}

const format = (key, value) => (key.includes("(s)") ? value.toFixed(2) : key === "CLS" ? value.toFixed(3) : key.includes("KB") ? value.toFixed(1) : String(Math.round(value)));
const check = (key, value) => {
  const rule = BUDGET[key];
  if (!rule) return "";
  const [op, limit] = rule;
  return (op === ">=" ? value >= limit : value <= limit) ? `ok (${op} ${limit})` : `OVER BUDGET (${op} ${limit})`;
};
console.log(`\nLighthouse ${RUNS} runs per page, mobile preset, medians (Chromium at ${process.env.CHROME_PATH || "/usr/bin/chromium"})`);
for (const [page, summary] of Object.entries(results)) {
  console.log(`\n${page}`);
  for (const [key, value] of Object.entries(summary)) console.log(`  ${key.padEnd(18)} ${format(key, value).padStart(8)}  ${check(key, value)}`);
}
const js = firstLoadJsBytes();
console.log(`\nfirst-load JS of / from public/ (gzip -9): ${(js / 1024).toFixed(1)} KB  ${js <= 110 * 1024 ? "ok (<= 110)" : "OVER BUDGET (<= 110)"}`);
process.exit(0);
