import path from "node:path";
import { test, type Page } from "@playwright/test";
import sharp from "sharp";
import { clipAround, hydrated } from "./helpers";
import { LEGAL_PATHS } from "../src/legal/pages";
import { isLanguage, LANGUAGES, localizedPath } from "../src/i18n/languages";

/**
 * One language's pages as a reader sees them, for a native reader and an art director to look at: the home
 * page (full), the Rates, the form with a transfer chosen (its trip details and price) and the Terms, at a
 * phone and a desktop width. `SCREENSHOTS=issue39 SCREENSHOT_LANGUAGES=zh npx playwright test
 * e2e/screenshots-language.spec.ts` writes docs/screenshots/<set>-<code>-<home|rates|form|terms>-<390|1440>.png
 * from the current build (every language when SCREENSHOT_LANGUAGES is unset). Not a check, like
 * e2e/screenshots.spec.ts.
 */
const SET = process.env.SCREENSHOTS;
const WIDTHS = [390, 1440] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1440: 900 };
const CHOSEN = (process.env.SCREENSHOT_LANGUAGES ?? "").split(",").filter(isLanguage);

if (!SET || !/^[a-z0-9-]+$/.test(SET)) throw new Error("set SCREENSHOTS=<set> (letters, digits, dashes) to write docs/screenshots/");

const file = (name: string) => path.resolve(__dirname, `../docs/screenshots/${SET}-${name}.png`);
const save = (shot: Buffer, name: string) => sharp(shot).png({ compressionLevel: 9 }).toFile(file(name));

/** Every deferred section loaded and every reveal played, then back at the top, with the page's fonts. */
async function settle(page: Page) {
  await hydrated(page);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => window.innerHeight / 2);
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(100);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(1200);
  await page.evaluate(() => document.fonts.ready);
}

for (const language of CHOSEN.length ? CHOSEN : LANGUAGES) {
  for (const width of WIDTHS) {
    test.describe(`${SET}-${language}-${width}`, () => {
      test.use({ viewport: { width, height: HEIGHTS[width] } });

      test("home and rates", async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(localizedPath(language));
        await settle(page);
        await save(await page.screenshot({ fullPage: true, animations: "disabled" }), `${language}-home-${width}`);
        await save(await clipAround(page, page.locator("#rates"), 400), `${language}-rates-${width}`);
      });

      test("form", async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(`${localizedPath(language)}#contact`);
        await hydrated(page);
        const form = page.locator("#contact form");
        await form.locator("button[type=submit]").waitFor();
        await form.locator("#contact-service").selectOption("private-transport");
        await form.locator("#contact-details-pickupPlace").selectOption({ index: 1 });
        await form.locator("#contact-details-destinationPlace").selectOption({ index: 2 });
        await form.locator("#contact-details-vehicleClass").selectOption({ index: 1 });
        await page.evaluate(() => document.fonts.ready);
        await save(await clipAround(page, form, 400), `${language}-form-${width}`);
      });

      test("terms", async ({ page }) => {
        test.setTimeout(120_000);
        await page.goto(LEGAL_PATHS.terms[language]);
        await settle(page);
        await save(await page.screenshot({ fullPage: true, animations: "disabled" }), `${language}-terms-${width}`);
      });
    });
  }
}
