import path from "node:path";
import { test, type Page } from "@playwright/test";
import sharp from "sharp";
import { hydrated } from "./helpers";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";

/**
 * The header, the open phone menu and the 404 page, phone (touch) and desktop, both languages:
 * `SCREENSHOTS=header npx playwright test e2e/screenshots-header.spec.ts` writes
 * docs/screenshots/header-*.png from the current build. Not a check: playwright.config.ts leaves it out
 * unless SCREENSHOTS is set.
 */
const SET = process.env.SCREENSHOTS;
if (!SET || !/^[a-z0-9-]+$/.test(SET)) throw new Error("set SCREENSHOTS=<name> (letters, digits, dashes) to write docs/screenshots/");

const LANGUAGES = [
  { code: "en", home: "/", missing: "/no-such-page/", t: en },
  { code: "fr", home: "/fr/", missing: "/fr/page-inconnue/", t: fr },
] as const;
const out = (name: string) => path.resolve(__dirname, `../docs/screenshots/${SET}-${name}.png`);
const save = (shot: Buffer, name: string) => sharp(shot).png({ compressionLevel: 9 }).toFile(out(name));

/** Opens `url` and waits for the app, its fonts, then `settleMs` for what still moves (reveals, the bar). */
async function open(page: Page, url: string, settleMs: number) {
  await page.goto(url);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(settleMs);
}

for (const lang of LANGUAGES) {
  test.describe(`${lang.code} phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

    test(`${lang.code}: first screen, open menu, 404`, async ({ page }) => {
      await open(page, lang.home, 900);
      await save(await page.screenshot(), `${lang.code}-390-first-screen`);
      await page.getByRole("button", { name: lang.t.nav.openMenu }).tap();
      await page.waitForTimeout(500);
      await save(await page.screenshot(), `${lang.code}-390-menu`);
      await open(page, lang.missing, 500);
      await save(await page.screenshot({ fullPage: true }), `${lang.code}-390-404`);
    });
  });

  test.describe(`${lang.code} desktop`, () => {
    for (const width of [1280, 1440]) {
      test(`${lang.code}: header at ${width}, 404, service area`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, lang.home, 900);
        await save(await page.screenshot({ clip: { x: 0, y: 0, width, height: 160 } }), `${lang.code}-${width}-header`);
        if (width !== 1440) return;
        await page.locator("#area").evaluate((el) => el.scrollIntoView({ behavior: "instant" }));
        await page.waitForTimeout(1500);
        await save(await page.screenshot(), `${lang.code}-1440-area`);
        await open(page, lang.missing, 500);
        await save(await page.screenshot({ fullPage: true }), `${lang.code}-1440-404`);
      });
    }
  });
}
