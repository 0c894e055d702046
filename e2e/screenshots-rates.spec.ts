import path from "node:path";
import { test } from "@playwright/test";
import sharp from "sharp";
import { hydrated } from "./helpers";

/**
 * The Rates section (issue 19), phone (touch, 390 px) and desktop (1440 px), both languages:
 * `SCREENSHOTS=issue19-rates npx playwright test e2e/screenshots-rates.spec.ts` writes
 * docs/screenshots/issue19-rates-{en,fr}-{390,1440}.png from the current build. Not a check.
 */
const SET = process.env.SCREENSHOTS;
if (!SET || !/^[a-z0-9-]+$/.test(SET)) throw new Error("set SCREENSHOTS=<name> (letters, digits, dashes) to write docs/screenshots/");

const out = (name: string) => path.resolve(__dirname, `../docs/screenshots/${SET}-${name}.png`);

async function shoot(page: import("@playwright/test").Page, home: string, name: string) {
  await page.goto(home);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  // Every reveal of the section played, then the section alone.
  await page.locator("#rates").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
  await page.evaluate(async () => {
    const section = document.getElementById("rates")!;
    for (let y = section.offsetTop; y < section.offsetTop + section.offsetHeight; y += 400) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  });
  await page.waitForTimeout(1200);
  // The fixed navigation bar would sit over the middle of a picture taller than the screen.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>("body *"))
      if (getComputedStyle(element).position === "fixed") element.style.visibility = "hidden";
  });
  const shot = await page.locator("#rates").screenshot({ animations: "disabled" });
  await sharp(shot).png({ compressionLevel: 9 }).toFile(out(name));
}

for (const [code, home] of [
  ["en", "/"],
  ["fr", "/fr/"],
] as const) {
  test.describe(`${code} phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    test(`${code}: the Rates section at 390 px`, async ({ page }) => shoot(page, home, `${code}-390`));
  });
  test.describe(`${code} desktop`, () => {
    test.use({ viewport: { width: 1440, height: 900 } });
    test(`${code}: the Rates section at 1440 px`, async ({ page }) => shoot(page, home, `${code}-1440`));
  });
}
