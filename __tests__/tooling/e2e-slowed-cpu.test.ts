/** @jest-environment node */
// The browser tests run on every core, except those that slow the page's CPU 4× (a phone): their timing holds
// only on cores nothing else uses, so they are tagged SLOWED_CPU_TAG (e2e/env.ts) and run alone, in the
// "slowed-cpu" project of playwright.config.ts (docs/testing.md). A spec that slows the CPU without the tag
// would run beside the other workers and fail now and then: e2e/helpers.ts's slowCpu, the one way the specs
// slow it, refuses a test without the tag.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import config from "../../playwright.config";

const E2E = path.resolve(__dirname, "../../e2e");
const specs = readdirSync(E2E).filter((name) => name.endsWith(".spec.ts") && !name.startsWith("screenshots"));
const project = (name: string) => config.projects!.find((entry) => entry.name === name)!;

test("the specs slow the page's CPU only through slowCpu, which refuses a test without the tag", () => {
  expect(specs.filter((name) => readFileSync(path.join(E2E, name), "utf8").includes("setCPUThrottlingRate"))).toEqual([]);
  // The refusal itself is a browser test (e2e/browser.spec.ts): an untagged test that calls slowCpu fails.
  expect(readFileSync(path.join(E2E, "helpers.ts"), "utf8")).toContain("setCPUThrottlingRate");
});

test("the two projects split the tests by the tag, the slowed ones on one worker", () => {
  const slowed = project("slowed-cpu").grep as RegExp;
  const tagged = "phone > en: a first tap opens the menu @cpu";
  expect(slowed.test(tagged)).toBe(true);
  expect(slowed.test("desktop > en: a first click opens the menu")).toBe(false);
  expect(String(project("chromium").grepInvert)).toBe(String(slowed));
  expect(project("slowed-cpu").workers).toBe(1);
  expect(config.projects).toHaveLength(2);
});
