// The browser the tests drive is the one scripts/chromium.ts describes. Chromium keeps only the last
// `--disable-features` it is given: ours must still carry every name Playwright switches off.
import { expect, test } from "@playwright/test";
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
