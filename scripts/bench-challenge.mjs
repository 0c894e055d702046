// npm run bench:challenge: how long the form's proof of work (src/contact/challenge.ts) takes on a phone.
// The built site on our production server; Chromium as a phone (390 × 844, scale 3, touch) with its CPU
// slowed 4×; the visitor taps the form's first field, which loads the real challenge code, fetches a
// challenge and solves it in Web Workers. Timed from the first worker's creation to the first solution,
// with the page's long tasks counted meanwhile: the work must not freeze the visitor's typing. A
// benchmark, not a test.
// Needs a build (npm run build), Chromium (CHROME_PATH, default /usr/bin/chromium) and Node 22.
import { existsSync } from "node:fs";
import { chromium } from "playwright";
import { startSite } from "./benchServers.mjs";
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from "./chromium.ts";

const RUNS = Number(process.env.BENCH_RUNS || 12);
const PORT = Number(process.env.BENCH_PORT || 9300);
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU || 4);

if (!existsSync("public/index.html")) {
  console.error("No build found: run npm run build first.");
  process.exit(1);
}

// Runs in the page before its own scripts. With workers: times them from the first one's creation to the
// first solution one posts. Without (window.Worker removed, so the form solves on the page, where CDP's
// CPU throttling applies; it does not reach workers): times the digests, one per try. Either way it
// collects the page's long tasks while the work goes on.
function instrument(withWorkers) {
  const seen = { started: 0, solved: 0, tries: 0, workers: 0, longTasks: [] };
  window.__challengeWork = seen;
  if (withWorkers) {
    const PageWorker = window.Worker;
    window.Worker = class extends PageWorker {
      constructor(...args) {
        super(...args);
        if (!seen.started) seen.started = performance.now();
        seen.workers += 1;
        this.addEventListener("message", (event) => {
          if (seen.solved || !event.data || typeof event.data.counter !== "number") return;
          seen.solved = performance.now();
          seen.tries = event.data.counter + 1;
        });
      }
    };
  } else {
    delete window.Worker;
    const digest = crypto.subtle.digest.bind(crypto.subtle);
    crypto.subtle.digest = (...args) => {
      if (!seen.started) seen.started = performance.now();
      seen.tries += 1;
      return digest(...args).then((result) => {
        seen.last = performance.now();
        return result;
      });
    };
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (seen.started && !seen.solved) seen.longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: false });
}

async function measure(origin, withWorkers) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(instrument, withWorkers);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.goto(`${origin}/`, { waitUntil: "networkidle" });
  const challenge = page.waitForResponse((response) => response.url().includes("/api/contact-challenge"));
  const field = page.locator("#contact-form input:not([type=hidden])").first();
  await field.scrollIntoViewIfNeeded();
  const tapped = Date.now();
  await field.tap();
  await challenge;
  if (withWorkers) {
    await page.waitForFunction(() => window.__challengeWork.solved > 0, undefined, { timeout: 120_000, polling: 100 });
  } else {
    // Solved when the digests stop: the solver tries without pause until it finds the counter.
    await page.waitForFunction(
      () => {
        const seen = window.__challengeWork;
        if (seen.tries > 0 && performance.now() - seen.last > 1000) seen.solved = seen.last;
        return seen.solved > 0;
      },
      undefined,
      { timeout: 120_000, polling: 250 },
    );
  }
  const fromTap = Date.now() - tapped - (withWorkers ? 0 : 1000);
  const seen = await page.evaluate(() => window.__challengeWork);
  await context.close();
  return { tries: seen.tries, workers: seen.workers, solving: seen.solved - seen.started, fromTap, longest: Math.max(0, ...seen.longTasks) };
}

function report(title, results) {
  const sorted = (key) => results.map((r) => r[key]).sort((a, b) => a - b);
  const pick = (values, q) => values[Math.min(values.length - 1, Math.floor(q * values.length))];
  const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const solving = sorted("solving");
  const mean = solving.reduce((a, b) => a + b, 0) / solving.length;
  const perThousand = (results.reduce((sum, r) => sum + r.solving / r.tries, 0) / results.length) * 1000;
  console.log(`${title}, ${results.length} challenges:`);
  console.log(
    `  solving: mean ${seconds(mean)}, median ${seconds(pick(solving, 0.5))}, 90th percentile ${seconds(pick(solving, 0.9))}, longest ${seconds(solving.at(-1))}`,
  );
  console.log(
    `  tries: mean ${Math.round(results.reduce((a, r) => a + r.tries, 0) / results.length)}, ${perThousand.toFixed(0)} ms per 1,000, so the largest counter (CHALLENGE_MAX_COUNTER) takes about ${seconds(perThousand * 50)}`,
  );
  console.log(`  from the tap to solved: median ${seconds(pick(sorted("fromTap"), 0.5))} (loading the code and the challenge included)`);
  console.log(`  longest main-thread task meanwhile: ${Math.round(sorted("longest").at(-1))} ms (0: none over 50 ms)`);
}

const origin = await startSite(PORT);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: PLAYWRIGHT_CHROMIUM_ARGS });
const onPage = [];
const inWorkers = [];
for (let run = 0; run < RUNS; run++) {
  onPage.push(await measure(origin, false));
  inWorkers.push(await measure(origin, true));
}
await browser.close();

report(`On one phone core (Chromium, 390 × 844, CPU ${CPU_SLOWDOWN}× slower, solved on the page)`, onPage);
report(
  `As the form does it, in ${inWorkers[0].workers} Web Worker(s) (CDP does not slow workers: their time is this machine's, the page's tasks are slowed)`,
  inWorkers,
);
process.exit(0);
