// `npm test`: every check the project has, in order, stopping at the first failing step, then one
// summary line ("N passed, N failed") over the unit and browser tests.
// Steps: lint (ESLint), format check (Prettier), content check (src/content/schema.ts), type check, Jest (components + contact function against
// a real SMTP server), Jest again with every content text changed (scripts/mutate-content.ts), production build, the build's checks (Jest: performance budget, the production
// server under load), Playwright against the built site served by the production server.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const reports = path.resolve(".test-reports");
mkdirSync(reports, { recursive: true });
const jestReport = path.join(reports, "jest.json");
const budgetReport = path.join(reports, "jest-build.json");
const playwrightReport = path.join(reports, "playwright.json");

const steps = [
  // Cheap static checks first, so a style slip fails in seconds rather than after the build.
  ["lint", "npm", ["run", "lint"]],
  ["format check", "npm", ["run", "format:check"]],
  ["content check", "npx", ["tsx", "scripts/check-content.ts"]],
  ["type check", "npx", ["tsc", "--noEmit"]],
  ["unit tests", "npx", ["jest", "--json", `--outputFile=${jestReport}`]],
  // The same unit tests in a copy with every text of content/ changed: no test may pin an editor's words.
  ["unit tests with every content text changed", "npx", ["tsx", "scripts/mutate-content.ts"]],
  // npm run build: the same command Netlify runs (it also silences a dependency's punycode deprecation).
  ["build", "npm", ["run", "build"]],
  ["build checks (performance budget, production server)", "npx", ["jest", "--config", "jest.build.config.js", "--json", `--outputFile=${budgetReport}`]],
  ["browser tests", "npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport }],
];
// CI also builds the site with every content text changed and runs the browser tests on it (about 8 minutes
// more on 2 cores); locally the unit part above is the quick guard, `npm run test:content-change -- --e2e` the full one.
if (process.env.CI) {
  steps.push(["build and browser tests with every content text changed", "npx", ["tsx", "scripts/mutate-content.ts", "--e2e", "--no-unit"]]);
}

function counts() {
  let passed = 0;
  let failed = 0;
  for (const report of [jestReport, budgetReport]) {
    try {
      const jest = JSON.parse(readFileSync(report, "utf8"));
      passed += jest.numPassedTests;
      failed += jest.numFailedTests;
    } catch {
      // that step did not run (an earlier one failed): nothing to count
    }
  }
  try {
    const pw = JSON.parse(readFileSync(playwrightReport, "utf8"));
    passed += pw.stats.expected + (pw.stats.flaky ?? 0);
    failed += pw.stats.unexpected;
  } catch {
    // the browser tests did not run: nothing to count
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
