import path from "node:path";
import { test } from "@playwright/test";
import sharp from "sharp";
import { hydrated } from "./helpers";

/**
 * The fleet section, phone (touch) and desktop, both languages, with its pictures loaded:
 * `SCREENSHOTS=issue20 npx playwright test e2e/screenshots-fleet.spec.ts` writes
 * docs/screenshots/issue20-fleet-<language>-<width>.png from the current build. Not a check:
 * playwright.config.ts leaves it out unless SCREENSHOTS is set.
 */
const SET = process.env.SCREENSHOTS;
if (!SET || !/^[a-z0-9-]+$/.test(SET)) throw new Error("set SCREENSHOTS=<name> (letters, digits, dashes) to write docs/screenshots/");

const out = (name: string) => path.resolve(__dirname, `../docs/screenshots/${SET}-${name}.png`);

for (const { code, home } of [
  { code: "en", home: "/" },
  { code: "fr", home: "/fr/" },
]) {
  for (const width of [390, 1440]) {
    test(`${code}: the fleet at ${width} px`, async ({ browser }) => {
      const phone = width < 768;
      const context = await browser.newContext({
        viewport: { width, height: phone ? 844 : 900 },
        deviceScaleFactor: phone ? 2 : 1,
        isMobile: phone,
        hasTouch: phone,
      });
      const page = await context.newPage();
      await page.goto(home);
      await hydrated(page);
      const fleet = page.locator("#fleet");
      // Through the section, so every lazy picture has come in and every card has been revealed.
      for (const card of await fleet.locator("article").all()) await card.scrollIntoViewIfNeeded();
      await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("#fleet img")].every((img) => img.complete && img.naturalWidth > 0));
      await page.evaluate(() => document.fonts.ready);
      // The fixed bars would cover the section's top in a full capture.
      await page.addStyleTag({ content: "header[data-solid], #language-bar { visibility: hidden !important; }" });
      await page.waitForTimeout(1200);
      const shot = await fleet.screenshot({ animations: "disabled" });
      await sharp(shot)
        .png({ compressionLevel: 9 })
        .toFile(out(`fleet-${code}-${width}`));
      await context.close();
    });
  }
}
