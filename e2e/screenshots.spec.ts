import path from "node:path";
import { test, type Page } from "@playwright/test";
import sharp from "sharp";
import { hydrated } from "./helpers";

/**
 * Full-page screenshots of both home pages at a phone and a desktop width, for docs/ and the README:
 * `SCREENSHOTS=before npx playwright test e2e/screenshots.spec.ts` (or `after`) writes
 * docs/screenshots/<set>-<en|fr>-<390|1440>.png from the current build. Not a check: playwright.config.ts
 * leaves it out unless SCREENSHOTS is set.
 */
const SET = process.env.SCREENSHOTS;
const PAGES = { en: "/", fr: "/fr/" } as const;
const WIDTHS = [390, 1440] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1440: 900 };

// The set names files in docs/screenshots/: a plain name, never a path.
if (!SET || !/^[a-z0-9-]+$/.test(SET)) throw new Error("set SCREENSHOTS=before|after (letters, digits, dashes) to write docs/screenshots/");

/** Scrolls down step by step so every deferred section loads and every reveal has played, then back up. */
async function settle(page: Page) {
  await hydrated(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight / 2);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(120);
  }
  await page.locator("#contact form button[type=submit]").waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  // The reveal transitions last 0.8 s; the navigation bar turns transparent again at the top.
  await page.waitForTimeout(1200);
  await page.evaluate(() => document.fonts.ready);
}

for (const [language, url] of Object.entries(PAGES)) {
  for (const width of WIDTHS) {
    test(`screenshot ${SET}-${language}-${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: HEIGHTS[width] });
      await page.goto(url);
      await settle(page);
      const shot = await page.screenshot({ fullPage: true, animations: "disabled" });
      // Re-encoded losslessly at full compression: a third of the size Playwright writes, same pixels.
      await sharp(shot)
        .png({ compressionLevel: 9 })
        .toFile(path.resolve(__dirname, `../docs/screenshots/${SET}-${language}-${width}.png`));
    });
  }
}
