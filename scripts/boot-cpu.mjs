// npm run bench:boot: the main thread's CPU time while a page loads and boots, from Chromium traces,
// beside the same page with every <script> removed. Thread time (the trace's `tdur`) counts only the
// time the main thread actually ran, so a machine busy with other work barely changes it, unlike
// Lighthouse's wall-clock figures: use it to compare two builds. Phone viewport, no throttling,
// BOOT_RUNS runs per page (default 7, interleaved), medians. A measurement, not a test: exits 0.
import { chromium } from "playwright-core";
import { startSiteAndScriptFree } from "./benchServers.mjs";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from "./chromium.ts";

const RUNS = Number(process.env.BOOT_RUNS || 7);
const PORT = Number(process.env.BENCH_PORT || 9300);
const PAGES = (process.env.BENCH_PAGES || "/,/fr/").split(",");

/** Trace events on the page's main thread, by kind of work (an event's own time, without its children's). */
const KINDS = {
  script:
    /^(EvaluateScript|FunctionCall|v8\.\w+|V8\..+|RunMicrotasks|TimerFire|EventDispatch|XHRReadyStateChange|XHRLoad|FireAnimationFrame|FireIdleCallback|MinorGC|MajorGC|ScriptCatchup)$/,
  style: /^(UpdateLayoutTree|ParseAuthorStyleSheet)$/,
  layout: /^(Layout|IntersectionObserverController::computeIntersections)$/,
  paint: /^(Paint|PrePaint|Layerize|Commit|PaintImage|UpdateLayer)$/,
  "parse HTML": /^ParseHTML$/,
};
const kindOf = (name) => Object.keys(KINDS).find((kind) => KINDS[kind].test(name));

export function mainThreadCpu(traceEvents) {
  const parse = traceEvents.find((e) => e.name === "ParseHTML" && /^http/.test(e.args?.beginData?.url ?? ""));
  // Now and then Chromium's trace misses the page's main thread: the run is measured again.
  if (!parse) return null;
  const events = traceEvents
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X" && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = { total: 0, script: 0, style: 0, layout: 0, paint: 0, "parse HTML": 0, other: 0, "full style recalcs": 0 };
  const stack = [];
  for (const event of events) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    event.kind = kindOf(event.name) ?? parent?.kind ?? "other";
    event.children = 0;
    if (parent) parent.children += event.tdur;
    else totals.total += event.tdur;
    // A recalculation that visits more than 200 elements: the whole page, on this site.
    if (event.name === "UpdateLayoutTree" && (event.args?.elementCount ?? 0) > 200) totals["full style recalcs"]++;
    stack.push(event);
  }
  for (const event of events) totals[event.kind] += Math.max(0, event.tdur - event.children);
  for (const key of Object.keys(totals)) if (key !== "full style recalcs") totals[key] /= 1000;
  return totals;
}

const origins = await startSiteAndScriptFree(PORT);

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: PLAYWRIGHT_CHROMIUM_ARGS,
});
const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "loading", "toplevel"];
const results = {};
try {
  for (let run = 0; run < RUNS; run++) {
    for (const page of PAGES) {
      for (const [label, origin] of Object.entries(origins)) {
        for (let attempt = 1; ; attempt++) {
          const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
          const tab = await context.newPage();
          await tab.goto("about:blank");
          await browser.startTracing(tab, { categories: CATEGORIES });
          await tab.goto(`${origin}${page}`, { waitUntil: "load" });
          await tab.waitForTimeout(3000);
          const { traceEvents } = JSON.parse((await browser.stopTracing()).toString("utf8"));
          await context.close();
          const cpu = mainThreadCpu(traceEvents);
          if (cpu) {
            ((results[page] ??= {})[label] ??= []).push(cpu);
            break;
          }
          if (attempt === 3) throw new Error(`three traces of ${origin}${page} without its main thread`);
        }
      }
    }
    process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
  }
} finally {
  await browser.close();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
console.log(`\nMain-thread CPU time while loading and booting (ms; ${RUNS} runs, medians; 412x823 phone viewport, no throttling)`);
for (const [page, columns] of Object.entries(results)) {
  console.log(`\n${page.padEnd(22)}      site  no script`);
  for (const key of Object.keys(columns.site[0])) {
    const cell = (label) => median(columns[label].map((run) => run[key]));
    const format = (value) => (key === "full style recalcs" ? String(value) : value.toFixed(1));
    console.log(`  ${key.padEnd(20)} ${format(cell("site")).padStart(8)} ${format(cell("no script")).padStart(10)}`);
  }
}
process.exit(0);
