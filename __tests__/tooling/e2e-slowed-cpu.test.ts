/** @jest-environment node */
// The browser tests run on every core, except those that slow the page's CPU 4× (a phone): their timing holds
// only on cores nothing else uses, so they are tagged SLOWED_CPU_TAG and run alone, in the "slowed-cpu"
// project of playwright.config.ts (docs/testing.md). A spec that slows the CPU without the tag would run
// beside the other workers and fail now and then; this names it instead.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SLOWED_CPU_TAG } from "../../e2e/env";
import config from "../../playwright.config";

const E2E = path.resolve(__dirname, "../../e2e");
const specs = readdirSync(E2E).filter((name) => name.endsWith(".spec.ts") && !name.startsWith("screenshots"));

test("every spec that slows the page's CPU tags those tests for the slowed-cpu project", () => {
  const slowing = specs.filter((name) => readFileSync(path.join(E2E, name), "utf8").includes("setCPUThrottlingRate"));
  expect(slowing.length).toBeGreaterThan(0);
  expect(
    slowing.filter((name) => !/\{ tag: (SLOWED_CPU_TAG|device === "phone" \? SLOWED_CPU_TAG : \[\]) \}/.test(readFileSync(path.join(E2E, name), "utf8"))),
  ).toEqual([]);
});

test("the two projects split the tests by the tag, the slowed ones on one worker", () => {
  const { projects } = config;
  const project = (name: string) => projects!.find((entry) => entry.name === name)!;
  const title = `phone > en: a first tap opens the menu ${SLOWED_CPU_TAG}`;
  expect((project("chromium").grepInvert as RegExp).test(title)).toBe(true);
  expect((project("chromium").grepInvert as RegExp).test("desktop > en: a first click opens the menu")).toBe(false);
  expect((project("slowed-cpu").grep as RegExp).test(title)).toBe(true);
  expect(project("slowed-cpu").workers).toBe(1);
  expect(projects).toHaveLength(2);
});
