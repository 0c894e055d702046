import { expect, test } from "@playwright/test";
import { axeViolations, hydrated } from "./helpers";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import { SITE_LANGUAGES } from "./languages";

// The home page and its 404 in every language, right to left included; the legal pages in every language
// are e2e/launch.spec.ts's ("axe at … px: no violations on the legal pages", with their overflow).
const pages = SITE_LANGUAGES.flatMap(({ home, t }) => [
  { name: home, path: home, t },
  { name: `${home} 404`, path: `${home}no-such-page/`, t },
]);

for (const width of [390, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 844 : 900 } });

    for (const p of pages) {
      test(`${p.name} has no violations`, async ({ page }) => {
        await page.goto(p.path);
        await hydrated(page);
        if (p.name.includes("404")) await expect(page.locator("h1")).toContainText(p.t.notFound.title);
        else await page.evaluate(() => document.fonts.ready);
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing overflows sideways").toBeLessThanOrEqual(width);
      });
    }

    test("the form showing its errors has no violations", async ({ page }) => {
      await page.goto("/fr/#contact");
      await hydrated(page);
      const submit = page.getByRole("button", { name: fr.contact.form.submit });
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByLabel(fr.contact.form.name)).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

test.describe("axe with the phone menu open", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test("has no violations", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: en.nav.openMenu }).click();
    await expect(page.locator("#primary-menu")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("every section's cards, once faded in, have no violations", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  for (let y = 0; y < 8000; y += 400) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(50);
  }
  await expect.poll(() => page.locator('[data-reveal="hidden"]').count()).toBe(0);
  await page.waitForTimeout(900);
  expect(await axeViolations(page)).toEqual([]);
});
