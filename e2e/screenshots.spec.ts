import path from "node:path";
import { test, type Page } from "@playwright/test";
import sharp from "sharp";
import { clipAround, hydrated } from "./helpers";

/**
 * Full-page screenshots of both home pages at a phone and a desktop width, for docs/testing.md ("Screenshots"):
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

/**
 * The contact form as each service shows it, and the confirmation panel after a send, at both widths
 * and in both languages: docs/screenshots/form/<set>-<service>-<en|fr>-<390|1440>.png and
 * <set>-sent-<en|fr>-<width>.png. "other-after-transport" is "Other" chosen after the transfer with its
 * return trip, scrolled to the page's end: the message box has taken the room the trip details left
 * (useNeverShrink).
 */
const FORM_STATES = ["none", "private-transport", "personal-assistance", "vehicle-rental", "other", "other-after-transport"] as const;

async function shoot(page: Page, target: ReturnType<Page["locator"]>, name: string) {
  // A clip of the full page, where the fixed navigation bar stays at the page's top instead of lying over the form.
  const shot = await clipAround(page, target, 400);
  await sharp(shot)
    .png({ compressionLevel: 9 })
    .toFile(path.resolve(__dirname, `../docs/screenshots/form/${SET}-${name}.png`));
}

for (const [language, url] of Object.entries(PAGES)) {
  for (const width of WIDTHS) {
    test(`form screenshots ${SET}-${language}-${width}`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: HEIGHTS[width] });
      await page.goto(`${url}#contact`);
      await hydrated(page);
      const form = page.locator("#contact form");
      const submit = form.locator("button[type=submit]");
      await submit.waitFor();
      await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("#contact form button[type=submit]")?.disabled);
      await page.evaluate(() => document.fonts.ready);
      for (const state of FORM_STATES) {
        // A fresh form each time (the kept room of an earlier choice would show in the next picture).
        if (state !== "none") await page.reload();
        await hydrated(page);
        await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("#contact form button[type=submit]")?.disabled);
        if (state === "other-after-transport") {
          await form.locator("#contact-service").selectOption("private-transport");
          await form.locator("#contact-details-returnTrip").check();
          await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
          await form.locator("#contact-service").selectOption("other");
        } else if (state !== "none") {
          await form.locator("#contact-service").selectOption(state);
        }
        await shoot(page, page.locator("#contact form"), `${state}-${language}-${width}`);
      }
      await form.locator("#contact-name").fill("Jane Doe");
      await form.locator("#contact-email").fill("jane@example.com");
      await form.locator("#contact-service").selectOption("other");
      await form.locator("#contact-message").fill("A wedding in Montreux.");
      await submit.click();
      const panel = page.locator("#contact-sent");
      await panel.waitFor();
      // The panel with the contact card beside it (or above it, on a phone).
      await shoot(page, panel.locator("xpath=.."), `sent-${language}-${width}`);
    });
  }
}
