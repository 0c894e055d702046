// The browser the tests drive is the one scripts/chromium.ts describes. Chromium keeps only the last
// `--disable-features` it is given: ours must still carry every name Playwright switches off. And a page is
// slowed only in the tests that run alone.
import { expect, test } from "@playwright/test";
import { slowCpu } from "./helpers";
import { UNUSED_FEATURES } from "../scripts/chromium";

test("the browser's one --disable-features keeps every feature Playwright switches off, and ours", async ({ page }) => {
  await page.goto("chrome://version");
  const commandLine = (await page.locator("#command_line").textContent()) ?? "";
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1].split(","));
  expect(lists.length, commandLine).toBeGreaterThan(0);
  const winning = lists.at(-1)!;
  for (const list of lists) expect(winning, "update PLAYWRIGHT_DISABLED_FEATURES in scripts/chromium.ts").toEqual(expect.arrayContaining(list));
  expect(winning).toEqual(expect.arrayContaining(UNUSED_FEATURES));
});

test("a test not tagged for the slowed-cpu project cannot slow the page's CPU", async ({ page }) => {
  // It would run beside the other workers, where a slowed page's timing does not hold (docs/testing.md).
  await expect(slowCpu(page)).rejects.toThrow(/is not tagged @cpu/);
});
