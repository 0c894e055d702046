import { expect, test, type Page } from "@playwright/test";
import { hydrated, isHydrated, slowCpu } from "./helpers";
import { SLOWED_CPU_TAG } from "./env";
import company from "../content/company.json";
import site from "../content/site.json";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import { telHref } from "../src/booking/catalogue/channels";
import { typeset } from "../src/i18n/typography";

/**
 * Issue 18, everything around the form: one tap to call from anywhere, a first tap on the menu that is
 * never lost, tooltips that never show on touch, the 404 pages and the region band. Phones are driven
 * as phones (touch, taps, device scale 3, the CPU slowed 4×), desktops at 1440×900; both languages.
 */
const LANGUAGES = [
  { code: "en", home: "/", missing: "/no-such-page/", t: en },
  { code: "fr", home: "/fr/", missing: "/fr/page-inconnue/", t: fr },
] as const;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;
const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
const phone = site.phones[0];
/** A text as the page shows it (French spacing applied by t()), with its {{placeholders}} filled. */
const shown = (code: string, text: string, values: Record<string, string> = {}) =>
  typeset(
    text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]),
    code as "en" | "fr",
  );

/** Every tooltip bubble a visitor can see right now, by its text. */
const visibleTooltips = (page: Page) =>
  page
    .locator("[role=tooltip]")
    .evaluateAll((tips) =>
      tips.filter((tip) => getComputedStyle(tip).visibility === "visible" && getComputedStyle(tip).opacity !== "0").map((tip) => tip.textContent),
    );

for (const lang of LANGUAGES) {
  test.describe(`${lang.code} on a phone (390 px, touch, CPU 4×)`, { tag: SLOWED_CPU_TAG }, () => {
    test.use(PHONE);

    for (const moment of ["first-contentful-paint", "domcontentloaded", "load"] as const) {
      test(`a first tap on the menu at ${moment} opens it, before the page's script is ready`, async ({ page }, testInfo) => {
        await slowCpu(page);
        if (moment === "first-contentful-paint") {
          await page.goto(lang.home, { waitUntil: "commit" });
          await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, { polling: 16 });
        } else {
          await page.goto(lang.home, { waitUntil: moment });
        }
        const toggle = page.getByRole("button", { name: lang.t.nav.openMenu });
        await toggle.tap();
        testInfo.annotations.push({ type: "hydrated at the tap", description: String(await isHydrated(page)) });
        const menu = page.locator("#primary-menu");
        await expect(menu.getByRole("link", { name: lang.t.nav.services, exact: true })).toBeVisible();
        // Once the script is ready it knows the menu is open: the toggle now closes it.
        await hydrated(page);
        await expect(page.getByRole("button", { name: lang.t.nav.closeMenu })).toHaveAttribute("aria-expanded", "true");
        await page.getByRole("button", { name: lang.t.nav.closeMenu }).tap();
        await expect(menu.getByRole("link", { name: lang.t.nav.services, exact: true })).toBeHidden();
      });
    }

    test("one tap calls from the first screen; the open menu has Call and WhatsApp; a tapped link closes it", async ({ page }) => {
      await slowCpu(page);
      await page.goto(lang.home, { waitUntil: "domcontentloaded" });
      const header = page.locator("header");
      const call = header.getByRole("link", { name: shown(lang.code, lang.t.nav.callLabel, { phone }), exact: true });
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute("href", telHref(phone));
      const box = (await call.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.viewport.height);
      expect(box.width).toBeGreaterThanOrEqual(44);

      await hydrated(page);
      await page.getByRole("button", { name: lang.t.nav.openMenu }).tap();
      const menu = page.locator("#primary-menu");
      const menuCall = menu.getByRole("link", { name: `${shown(lang.code, lang.t.nav.call)} (${phone})`, exact: true });
      await expect(menuCall).toBeVisible();
      await expect(menuCall).toHaveAttribute("href", telHref(phone));
      const whatsapp = menu.getByRole("link", { name: `${shown(lang.code, lang.t.nav.whatsapp)} (${company.whatsapp})`, exact: true });
      await expect(whatsapp).toBeVisible();
      await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/41790000000\?text=/);
      // On a phone "24/7 Service" is the call itself: the menu offers no second way to the form beside "Contact".
      await expect(menu.getByRole("link", { name: lang.t.nav.cta })).toBeHidden();

      await menu.getByRole("link", { name: lang.t.nav.about, exact: true }).tap();
      await expect(menu.getByRole("link", { name: lang.t.nav.about, exact: true })).toBeHidden();
      await expect(page.getByRole("button", { name: lang.t.nav.openMenu })).toHaveAttribute("aria-expanded", "false");
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("about")!.getBoundingClientRect().top))).toBeLessThan(100);
    });
  });

  // Not slowed: nothing here depends on when the page's script is ready, so these run beside the others.
  test.describe(`${lang.code} on a phone (390 px, touch)`, () => {
    test.use(PHONE);

    test("tapping the menu button shows no tooltip, opening or closing", async ({ page }) => {
      await page.goto(lang.home);
      await hydrated(page);
      await page.getByRole("button", { name: lang.t.nav.openMenu }).tap();
      await expect(page.getByRole("button", { name: lang.t.nav.closeMenu })).toHaveAttribute("aria-expanded", "true");
      // Past the 700 ms a resting mouse would need, and past the bubble's fade.
      await page.waitForTimeout(1000);
      expect(await visibleTooltips(page)).toEqual([]);
      await page.getByRole("button", { name: lang.t.nav.closeMenu }).tap();
      await expect(page.getByRole("button", { name: lang.t.nav.openMenu })).toHaveAttribute("aria-expanded", "false");
      await page.waitForTimeout(1000);
      expect(await visibleTooltips(page)).toEqual([]);
    });

    test("the 404 page sets its numerals in the display face and ends with the footer and its phone", async ({ page }) => {
      await page.goto(lang.missing);
      await hydrated(page);
      await expect(page.locator("h1")).toContainText(lang.t.notFound.title);
      const numerals = page.locator("main p[aria-hidden=true]").first();
      await expect(numerals).toHaveText(lang.t.notFound.code);
      expect(await numerals.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^['"]?Cormorant Garamond/);
      const footer = page.locator("footer");
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.locator(`a[href="${telHref(phone)}"]`)).toBeVisible();
      await expect(footer.getByRole("heading", { name: lang.t.footer.contactTitle })).toBeVisible();
    });
  });

  test.describe(`${lang.code} with JavaScript off on a phone`, () => {
    test.use({ ...PHONE, javaScriptEnabled: false });

    test("the menu opens and closes with its button", async ({ page }) => {
      await page.goto(lang.home);
      const menu = page.locator("#primary-menu");
      const link = menu.getByRole("link", { name: lang.t.nav.services, exact: true });
      await expect(link).toBeHidden();
      const toggle = page.getByRole("button", { name: lang.t.nav.openMenu });
      await toggle.tap();
      await expect(link).toBeVisible();
      await expect(menu.getByRole("link", { name: `${shown(lang.code, lang.t.nav.call)} (${phone})`, exact: true })).toBeVisible();
      await toggle.tap();
      await expect(link).toBeHidden();
    });
  });

  test.describe(`${lang.code} at 1440 px`, () => {
    test.use(DESKTOP);

    test("the header shows the phone number as a tel: link: 24/7 Service is the call itself", async ({ page }) => {
      await page.goto(lang.home);
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: lang.t.nav.label });
      const number = nav.getByRole("link", { name: `${shown(lang.code, lang.t.nav.cta)} ${phone}`, exact: true });
      await expect(number).toBeVisible();
      await expect(number).toHaveAttribute("href", telHref(phone));
      await expect(number).toContainText(phone);
      // The form stays one click away, under "Contact".
      await expect(nav.getByRole("link", { name: lang.t.nav.contact, exact: true })).toHaveAttribute("href", "#contact");
      // The bar still holds on one line, inside the page's container.
      const boxes = await nav.evaluate((el) =>
        [...el.querySelectorAll("a, [aria-current]")]
          .filter((item) => item.getBoundingClientRect().width > 0)
          .map((item) => item.getBoundingClientRect().toJSON()),
      );
      for (const box of boxes) expect(box.height).toBeLessThanOrEqual(48);
      expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(1440 - 24 + 1);
      // Phone-only controls stay out of the way.
      await expect(page.getByRole("button", { name: lang.t.nav.openMenu })).toBeHidden();
      await expect(page.locator("header").getByRole("link", { name: shown(lang.code, lang.t.nav.callLabel, { phone }), exact: true })).toBeHidden();
    });

    test("the 404 page sets its numerals in the display face and ends with the footer and its phone", async ({ page }) => {
      await page.goto(lang.missing);
      await hydrated(page);
      await expect(page.locator("h1")).toContainText(lang.t.notFound.title);
      const numerals = page.locator("main p[aria-hidden=true]").first();
      expect(await numerals.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^['"]?Cormorant Garamond/);
      await expect(page.locator("footer").locator(`a[href="${telHref(phone)}"]`)).toBeVisible();
    });

    test("the primary region's band and the cards under it are aligned on one rule (from the left edge)", async ({ page }) => {
      await page.goto(lang.home);
      await hydrated(page);
      await page.locator("#area").scrollIntoViewIfNeeded();
      const offsets = await page.locator("#area article").evaluateAll((cards) =>
        cards.map((card) => {
          const s = getComputedStyle(card);
          const start = card.getBoundingClientRect().left + parseFloat(s.paddingLeft) + parseFloat(s.borderLeftWidth);
          // Where each part of the card starts: its heading (the pin icon first) and its first place.
          const heading = card.querySelector("h3")!.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(card.querySelector("ul li")!);
          return {
            heading: Math.round(heading.left - start),
            // The band sets its places beside its name; the cards under it, below theirs.
            cities: card.dataset.primary === "true" ? 0 : Math.round(range.getBoundingClientRect().left - start),
            align: s.textAlign,
          };
        }),
      );
      expect(offsets.length).toBeGreaterThan(1);
      for (const offset of offsets) {
        expect(Math.abs(offset.heading)).toBeLessThanOrEqual(2);
        expect(Math.abs(offset.cities)).toBeLessThanOrEqual(2);
        // "start": the left edge here, the right one in a right-to-left language.
        expect(offset.align).toBe("start");
      }
    });
  });
}
