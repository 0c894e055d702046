// `npm test`: every check the project has, in order, stopping at the first failing step, then one
// summary line ("N passed, N failed") over the unit and browser tests.
//
// The unit and browser tests run once, in a copy of the project with every text of content/ changed
// (scripts/mutate-content.ts: each word's letters reversed, lengths kept): a test that passes there reads
// its words from content/ and so holds for whatever an editor writes, the real words included. What is about
// the real words themselves runs on them: the content check, the tests of the wording the specification
// fixes, the production build and its checks (valid HTML, budgets, the server under faults), and the
// browser tests tagged @wording. Each test therefore runs once (CI on 2 cores: see docs/testing.md).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const reports = path.resolve(".test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const jestReports = ["jest.json", "jest-wording.json", "jest-build.json"].map((name) => path.join(reports, name));
const playwrightReports = ["playwright.json", "playwright-wording.json"].map((name) => path.join(reports, name));
const [, wordingReport, budgetReport] = jestReports;

const steps = [
  // Cheap static checks first, so a style slip fails in seconds rather than after the build.
  ["lint", "npm", ["run", "lint"]],
  ["format check", "npm", ["run", "format:check"]],
  ["content check", "npx", ["tsx", "scripts/check-content.ts"]],
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["the wording the specification fixes", "npx", ["jest", "--ci", "__tests__/content/spec-wording.test.ts", "--json", `--outputFile=${wordingReport}`]],
  // npm run build: the same command Netlify runs (it also silences a dependency's punycode deprecation).
  ["build", "npm", ["run", "build"]],
  ["build checks (performance budget, production server)", "npx", ["jest", "--config", "jest.build.config.js", "--json", `--outputFile=${budgetReport}`]],
  [
    "browser tests of the copy's own wording (@wording)",
    "npx",
    ["playwright", "test", "--grep", "@wording", "--reporter=list,json"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReports[1] },
  ],
  ["unit and browser tests with every content text changed", "npx", ["tsx", "scripts/mutate-content.ts", "--e2e", "--reports", reports]],
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

let failedStep = null;
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env } });
  console.log(`=== ${name}: ${result.status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

const { passed, failed } = counts();
console.log(`\n${passed} passed, ${failed} failed`);
if (failedStep) {
  console.error(`npm test failed at: ${failedStep}`);
  process.exit(1);
}
