// `npm test`: every check the project has, in order, stopping at the first failing step, then one
// summary line ("N passed, N failed") over the unit and browser tests.
//
// The unit and browser tests run once, in a copy of the project with every text of content/ changed
// (scripts/mutate-content.ts: each word's letters reversed, lengths kept): a test that passes there reads
// its words from content/ and so holds for whatever an editor writes, the real words included. What is about
// the real words themselves runs on them: the content check, the tests of the wording the specification
// fixes, the production build and its checks (valid HTML, budgets, the server under faults), and the
// browser tests tagged @wording. Each test therefore runs once (CI on 2 cores: see docs/testing.md).
//
// CI has two cores (docs/testing.md, "How `npm test` uses the machine's cores"). The static checks run side
// by side. Then the changed copy is made (its content check included), and three lanes run at once, each
// step of a lane after the one before: the real words (the wording tests, the build, its checks, the
// @wording browser tests); the unit tests in a changed copy of their own (no build needed); the changed
// copy's build and the warm rebuild of that same build (the warm-build check, in place). Much of each lane
// waits (servers, timers, sockets), so together they keep both cores busy. Then the changed copy's browser
// tests on every core, and last, alone, one at a time, those that slow the page's CPU 4× (the "slowed-cpu"
// project of playwright.config.ts), whose timing holds only on cores nothing else uses.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const reports = path.resolve(".test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const jestReports = ["jest.json", "jest-wording.json", "jest-build.json", "jest-warm-build.json"].map((name) => path.join(reports, name));
// The changed copy's two passes (scripts/mutate-content.ts writes them), then the @wording pass.
const playwrightReports = ["playwright.json", "playwright-slowed-cpu.json", "playwright-wording.json"].map((name) => path.join(reports, name));
const [, wordingReport, budgetReport, warmReport] = jestReports;

const mutated = mkdtempSync(path.join(os.tmpdir(), "content-change-"));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
const changed = (...args) => ["npx", ["tsx", "scripts/mutate-content.ts", ...args]];

// Cheap static checks first, side by side (each's output printed when it ends), so a style slip fails in
// seconds rather than after the build.
const staticChecks = [
  ["lint", "npm", ["run", "lint"]],
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["format check", "npm", ["run", "format:check"]],
  ["content check", "npx", ["tsx", "scripts/check-content.ts"]],
];
const makeChangedCopy = [["the changed copy: every content text changed, and its content check", ...changed("--no-unit", "--copy-to", mutated)]];
const realWords = [
  [
    "the wording the specification fixes, and the e-mails byte for byte",
    "npx",
    ["jest", "--ci", "__tests__/content/spec-wording.test.ts", "__tests__/contact/emails-golden.test.ts", "--json", `--outputFile=${wordingReport}`],
  ],
  // npm run build: the same command Netlify runs (it also silences a dependency's punycode deprecation).
  ["build", "npm", ["run", "build"]],
  // Three workers on two cores: the stored requests under faults and the production server mostly wait on
  // the mail server, sockets and timers, so the slowest files run at once rather than one after another.
  // The warm build is checked on the changed copy's build instead (below): one Gatsby build fewer.
  [
    "build checks (performance budget, production server)",
    "npx",
    [
      "jest",
      "--config",
      "jest.build.config.js",
      "--maxWorkers=3",
      "--testPathIgnorePatterns",
      "/node_modules/",
      "warm-build\\.build\\.test",
      "--json",
      `--outputFile=${budgetReport}`,
    ],
  ],
  [
    "browser tests of the copy's own wording (@wording)",
    "npx",
    ["playwright", "test", "--grep", "@wording", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReports[2] },
  ],
];
/** The lanes beside the real words, each with its output in a log printed when it ends. */
const lanes = [
  // A copy of its own (changed the same way), so the warm-build check's edits in the other never reach it.
  { name: "unit tests with every content text changed", steps: [changed("--unit-workers", "1", "--reports", reports)] },
  {
    name: "the changed copy's build and its warm rebuild",
    steps: [
      changed("--in", mutated, "--build-only"),
      // The warm-build check in place (__tests__/build/warm-build.build.test.ts): it puts the build back after.
      [
        "npx",
        ["jest", "--ci", "--config", "jest.build.config.js", "__tests__/build/warm-build.build.test.ts", "--json", `--outputFile=${warmReport}`],
        { cwd: mutated, env: { WARM_BUILD_IN_PLACE: "1" } },
      ],
    ],
  },
];
// The browser tests keep both cores busy: they start once the lanes have ended, so that the build checks'
// servers under faults never wait behind them (beside them, a worker's pass took more than 150 s).
const browserLast = [
  ["browser tests with every content text changed, on every core", ...changed("--in", mutated, "--browser-only", "--pass", "chromium", "--reports", reports)],
  ["browser tests that slow the CPU 4×, alone", ...changed("--in", mutated, "--browser-only", "--pass", "slowed-cpu", "--reports", reports)],
];

function counts() {
  let passed = 0;
  let failed = 0;
  for (const report of jestReports) {
    try {
      const jest = JSON.parse(readFileSync(report, "utf8"));
      passed += jest.numPassedTests;
      failed += jest.numFailedTests;
    } catch {
      // that step did not run (an earlier one failed): nothing to count
    }
  }
  for (const report of playwrightReports) {
    try {
      const pw = JSON.parse(readFileSync(report, "utf8"));
      passed += pw.stats.expected + (pw.stats.flaky ?? 0);
      failed += pw.stats.unexpected;
    } catch {
      // the browser tests did not run: nothing to count
    }
  }
  return { passed, failed };
}

const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** The lanes while they run; each one's `status` is set when it has ended. */
const running = [];
const stopped = () => running.some((lane) => lane.status && !lane.stop);
/** A lane's steps one after another, in its own process group (so stopping it stops what it started). */
function startLane({ name, steps }) {
  const log = path.join(reports, `${name.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.log`);
  console.log(`\n=== started, beside the next steps: ${name} (its output: ${path.relative(".", log)}, printed when it ends)`);
  const out = openSync(log, "w");
  const lane = { name, log, started: Date.now(), status: undefined, child: null };
  lane.ended = (async () => {
    for (const [command, args, { cwd, env: extra } = {}] of steps) {
      if (lane.stop) break;
      writeSync(out, `\n=== ${command} ${args.join(" ")}\n`);
      const started = Date.now();
      lane.child = spawn(command, args, { stdio: ["ignore", out, out], env: { ...env, ...extra }, cwd, detached: true });
      const status = await new Promise((resolve) => lane.child.on("exit", (code, signal) => resolve(signal ? 1 : code)));
      writeSync(out, `=== ${status === 0 ? "ok" : "FAILED"} in ${seconds(started)}\n`);
      if (status !== 0) {
        lane.status = 1;
        stopLanes();
        return 1;
      }
    }
    lane.took = seconds(lane.started);
    return (lane.status = lane.stop ? 1 : 0);
  })();
  running.push(lane);
  return lane;
}
function stopLanes() {
  for (const lane of running) {
    if (lane.status !== undefined) continue;
    lane.stop = true;
    if (lane.child) {
      try {
        process.kill(-lane.child.pid, "SIGTERM");
      } catch {
        // it had just ended
      }
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (stopLanes(), process.exit(1)));

/** Runs the steps side by side, each one's output printed when it ends; the name of the first listed that failed. */
async function runTogether(list) {
  console.log(`\n=== side by side: ${list.map(([name]) => name).join(", ")}`);
  const statuses = await Promise.all(
    list.map(([name, command, args]) => {
      const started = Date.now();
      const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      return new Promise((resolve) =>
        child.on("close", (code, signal) => {
          const status = signal ? 1 : code;
          console.log(`\n=== ${name}: ${command} ${args.join(" ")}\n${Buffer.concat(output).toString("utf8").trimEnd()}`);
          console.log(`=== ${name}: ${status === 0 ? "ok" : "FAILED"} in ${seconds(started)}`);
          resolve(status);
        }),
      );
    }),
  );
  const failed = statuses.findIndex((status) => status !== 0);
  return failed === -1 ? null : list[failed][0];
}

/** Runs the steps in order; the name of the first that fails (or of a lane, if one has failed meanwhile). */
async function runSteps(list) {
  for (const [name, command, args, extra = {}] of list) {
    if (stopped()) return running.find((lane) => lane.status && !lane.stop)?.name ?? "a lane beside";
    console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
    const started = Date.now();
    const status = await new Promise((resolve) =>
      spawn(command, args, { stdio: "inherit", env: { ...env, ...extra } }).on("exit", (code, signal) => resolve(signal ? 1 : code)),
    );
    console.log(`=== ${name}: ${status === 0 ? "ok" : "FAILED"} in ${seconds(started)}`);
    if (status !== 0) return name;
  }
  return null;
}

let failedStep = await runTogether(staticChecks);
if (!failedStep) failedStep = await runSteps(makeChangedCopy);
if (!failedStep) {
  for (const lane of lanes) startLane(lane);
  failedStep = await runSteps(realWords);
  // A step of the real words failed: the lanes stop (and the copy goes). Otherwise they are awaited (the
  // first lane that fails stops the others, and the real words at their next step).
  if (failedStep) stopLanes();
  const waiting = Date.now();
  await Promise.all(running.map((lane) => lane.ended));
  for (const lane of running) {
    console.log(`\n=== ${lane.name}, its output:\n${readFileSync(lane.log, "utf8")}`);
    const outcome = lane.status === 0 ? "ok" : lane.stop ? "stopped" : "FAILED";
    console.log(`=== ${lane.name}: ${outcome}${lane.took ? ` in ${lane.took}` : ""}`);
  }
  console.log(`=== the lanes ended ${seconds(waiting)} after the real words' steps`);
  if (!failedStep) failedStep = running.find((lane) => lane.status && !lane.stop)?.name ?? null;
}
// The changed copy stays when one of its own steps failed (mutate-content says where); otherwise it goes.
const copyFailed = failedStep === makeChangedCopy[0][0] || running.some((lane) => lane.status && !lane.stop);
if (failedStep && !copyFailed) rmSync(mutated, { recursive: true, force: true });
if (!failedStep) failedStep = await runSteps(browserLast);

const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed} failed`);
if (failedStep) {
  console.error(`npm test failed at: ${failedStep}`);
  process.exit(1);
}
