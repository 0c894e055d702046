/** @jest-environment node */
// The browser tests run on every core, except those that slow the page's CPU 4× (a phone): their timing holds
// only on cores nothing else uses, so they are tagged SLOWED_CPU_TAG (e2e/env.ts) and run alone, in the
// "slowed-cpu" project of playwright.config.ts (docs/testing.md). A spec that slows the CPU without the tag
// would run beside the other workers and fail now and then; this names it instead.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import config from "../../playwright.config";

const E2E = path.resolve(__dirname, "../../e2e");
const specs = readdirSync(E2E).filter((name) => name.endsWith(".spec.ts") && !name.startsWith("screenshots"));
const project = (name: string) => config.projects!.find((entry) => entry.name === name)!;

test("every spec that slows the page's CPU tags those tests for the slowed-cpu project", () => {
  const slowing = specs.filter((name) => readFileSync(path.join(E2E, name), "utf8").includes("setCPUThrottlingRate"));
  expect(slowing.length).toBeGreaterThan(0);
  const tagged = /\{ tag: (SLOWED_CPU_TAG|device === "phone" \? SLOWED_CPU_TAG : \[\]) \}/;
  expect(slowing.filter((name) => !tagged.test(readFileSync(path.join(E2E, name), "utf8")))).toEqual([]);
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
