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
// CI has two cores (docs/testing.md, "How `npm test` uses the machine's cores"), and almost every step is
// bound by CPU, so the steps are packed to keep both busy:
// 1. the static checks, side by side;
// 2. the real words (build, its checks, @wording) beside a second process: the changed copy's content check,
//    build, the warm-build check rebuilding that build in place, then half of the unit tests on one worker
//    (its output printed when it ends);
// 3. as soon as the real words' steps are done (the changed copy's build is by then), the changed copy's
//    browser tests on every core, with that half of the unit tests finishing beside them;
// 4. alone on the cores that matter, one at a time, those that slow the page's CPU 4× (the "slowed-cpu"
//    project of playwright.config.ts), whose timing holds only when nothing else competes; beside them, at
//    the lowest priority (nice 19, so they take only what the browser leaves idle), the other half of the
//    unit tests.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const reports = path.resolve(".test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
// The unit tests in two parts (jest-shard-1, jest-shard-2), the wording, the build checks, the warm build.
const jestReports = ["jest-shard-1.json", "jest-shard-2.json", "jest-wording.json", "jest-build.json", "jest-warm-build.json"].map((name) =>
  path.join(reports, name),
);
// The changed copy's two passes (scripts/mutate-content.ts writes them), then the @wording pass.
const playwrightReports = ["playwright.json", "playwright-slowed-cpu.json", "playwright-wording.json"].map((name) => path.join(reports, name));
const wordingBrowserReport = playwrightReports[2];
const [, , wordingReport, budgetReport] = jestReports;

const mutated = mkdtempSync(path.join(os.tmpdir(), "content-change-"));
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
/** scripts/mutate-content.ts on the changed copy once it has been made. */
const mutate = (...args) => ["tsx", "scripts/mutate-content.ts", "--in", mutated, "--reports", reports, ...args];
/**
 * The second process (see the header), in two parts: the changed copy made, checked and built (awaited
 * before its browser tests), then part 2 of its unit tests (awaited before the last step).
 */
const beside = {
  name: "content check, build, warm build and unit tests (part 2) with every content text changed",
  build: ["tsx", "scripts/mutate-content.ts", "--e2e", "--no-browser", "--no-unit", "--warm-build", "--copy-to", mutated, "--reports", reports],
  // One Jest worker: the other core is the real build's and its checks', then the browser tests'. Part 2 of
  // Jest's split is the longer one: part 1 must fit beside the slowed-cpu pass at the end.
  unit: mutate("--unit-only", "--unit-workers", "1", "--unit-shard", "2/2"),
  log: path.join(reports, "content-changed.log"),
};

// Cheap static checks first, side by side (each's output printed when it ends), so a style slip fails in
// seconds rather than after the build.
const staticChecks = [
  ["lint", "npm", ["run", "lint"]],
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["format check", "npm", ["run", "format:check"]],
  ["content check", "npx", ["tsx", "scripts/check-content.ts"]],
];
const realWords = [
  [
    "the wording the specification fixes, and the e-mails byte for byte",
    "npx",
    ["jest", "--ci", "__tests__/content/spec-wording.test.ts", "__tests__/contact/emails-golden.test.ts", "--json", `--outputFile=${wordingReport}`],
  ],
  // npm run build: the same command Netlify runs (it also silences a dependency's punycode deprecation).
  ["build", "npm", ["run", "build"]],
  // Three workers on two cores: the stored requests under faults and the production server mostly wait on
  // the mail server, sockets and timers, so the slowest files all run at once rather than one after another.
  // The warm-build check is the second process's (above): it rebuilds the changed copy's build in place.
  [
    "build checks (performance budget, production server)",
    "npx",
    [
      "jest",
      "--config",
      "jest.build.config.js",
      "--maxWorkers=3",
      "--json",
      `--outputFile=${budgetReport}`,
      // jest.build.config.js's own, and the warm build.
      "--testPathIgnorePatterns",
      "node_modules",
      "\\.cache",
      "<rootDir>/public",
      "<rootDir>/e2e",
      // scripts/mutate-content.ts's WARM_BUILD_TEST (a file npm test's plain node cannot import).
      "__tests__/build/warm-build\\.build\\.test\\.ts",
    ],
  ],
  [
    "browser tests of the copy's own wording (@wording)",
    "npx",
    ["playwright", "test", "--grep", "@wording", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: wordingBrowserReport },
  ],
];
/** `command` at nice 19, pinned to the last core when the machine has two or more and taskset (util-linux). */
function lowPriority(command) {
  const cores = os.availableParallelism();
  const pin = cores >= 2 && spawnSync("taskset", ["--version"]).status === 0 ? ["taskset", "-c", String(cores - 1)] : [];
  const [first, ...rest] = [...pin, "nice", "-n", "19", ...command];
  return [first, rest];
}
const changedWordsBrowser = [["browser tests with every content text changed", "npx", mutate("--browser-only", "--browser-project", "chromium", "--keep")]];
const changedWordsLast = [
  ["browser tests slowing the CPU 4×, with every content text changed", "npx", mutate("--browser-only", "--browser-project", "slowed-cpu", "--keep")],
  // At the lowest priority, and on the last core only where there are two or more: the slowed-cpu pass
  // beside it has the other cores to itself and this one whenever it wants it (beside it unpinned at nice
  // 19, the pass took 444 s instead of 356 s alone).
  [
    "unit tests (part 1) with every content text changed, at nice 19",
    ...lowPriority(["npx", ...mutate("--unit-only", "--unit-workers", "1", "--unit-shard", "1/2")]),
  ],
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

/** The second process while it runs: `built` when its build part has ended, `status` set when all has. */
let second = null;
function startBeside() {
  console.log(`\n=== started, to run beside the next steps: ${beside.name} (its output: ${path.relative(".", beside.log)}, printed when it ends)`);
  const out = openSync(beside.log, "w");
  second = { child: null, stopped: false, started: Date.now(), status: undefined };
  const run = (args) =>
    new Promise((resolve) => {
      // Its own process group, so that stopping it stops the Jest, Gatsby and workers it started.
      second.child = spawn("npx", args, { stdio: ["ignore", out, out], env, detached: true });
      second.child.on("exit", (code, signal) => resolve(signal ? 1 : code));
    });
  second.built = run(beside.build);
  second.ended = second.built
    .then((status) => (status !== 0 || second.stopped ? status || 1 : run(beside.unit)))
    .then((status) => {
      second.took = seconds(second.started);
      return (second.status = status);
    });
}
function stopBeside() {
  if (!second || second.status !== undefined) return;
  second.stopped = true;
  if (second.child.exitCode === null && second.child.signalCode === null) process.kill(-second.child.pid, "SIGTERM");
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => (stopBeside(), process.exit(1)));

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

/** Runs the steps in order; the name of the first that fails (or the second process, if it has failed meanwhile). */
async function runSteps(list) {
  for (const [name, command, args, extra = {}] of list) {
    if (second?.status) return beside.name;
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
if (!failedStep) {
  startBeside();
  failedStep = await runSteps(realWords);
  // A real-words step that failed stops the second process (its copy is removed below). Otherwise the changed
  // copy's browser tests start once its build is done, its unit tests still running beside them.
  const realWordsFailed = failedStep !== null && failedStep !== beside.name;
  if (realWordsFailed) stopBeside();
  else if (!failedStep) failedStep = (await second.built) === 0 ? await runSteps(changedWordsBrowser) : beside.name;
  const waiting = Date.now();
  await second.ended;
  console.log(`\n=== ${beside.name}, its output:\n${readFileSync(beside.log, "utf8")}`);
  const outcome = second.status === 0 ? "ok" : realWordsFailed ? "stopped" : "FAILED";
  console.log(`=== ${beside.name}: ${outcome} in ${second.took} (of which ${seconds(waiting)} waited for after the browser tests)`);
  if (second.status !== 0 && !failedStep) failedStep = beside.name;
  // A real-words step failed: the copy goes (when one of the copy's own steps failed, it is kept to look into).
  if (realWordsFailed) rmSync(mutated, { recursive: true, force: true });
}
if (!second) rmSync(mutated, { recursive: true, force: true }); // never started: the folder is empty
if (!failedStep) failedStep = await runTogether(changedWordsLast);
// Kept when one of its steps failed (mutate-content says where), to look into.
if (!failedStep) rmSync(mutated, { recursive: true, force: true });

const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed} failed`);
if (failedStep) {
  console.error(`npm test failed at: ${failedStep}`);
  process.exit(1);
}
