import path from "node:path";
import { test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import paths from "../src/i18n/legalPaths.json";
import { clipAround, hydrated } from "./helpers";

/**
 * The copy and typography of issue 26, at a phone and a desktop width, in both languages:
 * `SCREENSHOTS=issue26 npx playwright test e2e/screenshots-copy.spec.ts` writes, from the current build,
 * docs/screenshots/<set>-<what>-<en|fr>-<390|1440>.png for a rate row (the first transfer table and the
 * hourly table, where the vehicle classes' names are), a legal page (its top with the table of contents,
 * and a section with a list), the confirmation panel, and the service area. Not a check.
 */
const SET = process.env.SCREENSHOTS;
if (!SET || !/^[a-z0-9-]+$/.test(SET)) throw new Error("set SCREENSHOTS=<name> (letters, digits, dashes) to write docs/screenshots/");

const PAGES = { en: "/", fr: "/fr/" } as const;
const WIDTHS = [390, 1440] as const;
const HEIGHTS: Record<(typeof WIDTHS)[number], number> = { 390: 844, 1440: 900 };

const out = (name: string) => path.resolve(__dirname, `../docs/screenshots/${SET}-${name}.png`);

async function save(shot: Buffer, name: string) {
  await sharp(shot).png({ compressionLevel: 9 }).toFile(out(name));
}

/** A clip of the full page around `target`, saved under `name`. */
async function shoot(page: Page, target: Locator, name: string) {
  await save(await clipAround(page, target, 900), name);
}

/** Scrolls through a section so its reveals have played. */
async function reveal(page: Page, id: string) {
  await page.evaluate(async (sectionId) => {
    const section = document.getElementById(sectionId)!;
    for (let y = section.offsetTop - 200; y < section.offsetTop + section.offsetHeight; y += 300) {
      window.scrollTo({ top: y, behavior: "instant" });
      await new Promise((resolve) => setTimeout(resolve, 120));
    }
  }, id);
  await page.waitForTimeout(1000);
}

for (const [language, home] of Object.entries(PAGES) as [keyof typeof PAGES, string][]) {
  for (const width of WIDTHS) {
    test.describe(`${language} ${width}`, () => {
      test.use({
        viewport: { width, height: HEIGHTS[width] },
        ...(width < 500 ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
      });

      test(`rates ${language}-${width}`, async ({ page }) => {
        await page.goto(home);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        await reveal(page, "rates");
        const tables = page.locator("#rates table");
        await shoot(page, tables.first(), `rates-transfer-${language}-${width}`);
        await shoot(page, page.locator("#rates-hourly + p + table"), `rates-hourly-${language}-${width}`);
      });

      test(`area ${language}-${width}`, async ({ page }) => {
        await page.goto(home);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        await reveal(page, "area");
        await shoot(page, page.locator("#area ul").first(), `area-${language}-${width}`);
      });

      test(`legal ${language}-${width}`, async ({ page }) => {
        await page.goto(paths.terms[language]);
        await hydrated(page);
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(300);
        // The page's top as a visitor first sees it: the title and the table of contents.
        await save(await page.screenshot({ animations: "disabled" }), `legal-top-${language}-${width}`);
        // A section with a list, further down.
        const list = page.locator("main ul").first();
        const section = list.locator("xpath=preceding-sibling::h2[1]");
        await page.addStyleTag({ content: "header { visibility: hidden !important; }" });
        await section.scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollBy(0, -24));
        await page.waitForTimeout(300);
        await save(await page.screenshot({ animations: "disabled" }), `legal-list-${language}-${width}`);
      });

      test(`confirmation ${language}-${width}`, async ({ page }) => {
        await page.goto(`${home}#contact`);
        await hydrated(page);
        const form = page.locator("#contact form");
        await page.waitForFunction(() => !document.querySelector<HTMLButtonElement>("#contact form button[type=submit]")?.disabled);
        await page.evaluate(() => document.fonts.ready);
        await form.locator("#contact-name").fill("Jane Doe");
        await form.locator("#contact-email").fill("jane@example.com");
        await form.locator("#contact-service").selectOption("other");
        await form.locator("#contact-message").fill("A wedding in Montreux.");
        await form.locator("button[type=submit]").click();
        const panel = page.locator("#contact-sent");
        await panel.waitFor();
        await shoot(page, panel, `sent-${language}-${width}`);
      });
    });
  }
}
