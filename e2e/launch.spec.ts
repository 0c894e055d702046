// Issue 8, "ready to launch": the legal pages, the contact channels (WhatsApp, one link per channel),
// error toasts that never hide the form, and the form without JavaScript.
import { expect, test } from "@playwright/test";
import { E2E } from "./env";
import { axeViolations, hydrated, SECTION_IDS } from "./helpers";
import company from "../content/company.json";
import en from "../content/locales/en/translation.json";
import site from "../content/site.json";
import { mailtoHref, telHref } from "../src/booking/catalogue/channels";
import { LEGAL_PAGES } from "../src/legal/list";
import { LEGAL_PATHS } from "../src/legal/pages";
import { LANGUAGES } from "../src/i18n/languages";
import { say, SITE_LANGUAGES, STRINGS } from "./languages";

const LANGS = SITE_LANGUAGES;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe("legal pages", () => {
  for (const lang of LANGS) {
    for (const page$ of LEGAL_PAGES) {
      const path = LEGAL_PATHS[page$][lang.code];
      test(`${path}: one h1, the site's navigation, footer and language bar to the same page in ${lang.other}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveText(lang.t.legal[page$].title);
        await expect(page.locator("html")).toHaveAttribute("lang", lang.code);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
        for (const other of LANGUAGES) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute("href", new RegExp(`${LEGAL_PATHS[page$][other]}$`));
        }
        // The site's navigation leads back to the sections of the home page in this language.
        const nav = page.getByRole("navigation", { name: lang.t.nav.label });
        for (const id of SECTION_IDS.slice(1))
          await expect(nav.getByRole("link", { name: lang.t.nav[id], exact: true })).toHaveAttribute("href", `${lang.home}#${id}`);
        // The footer links all four legal pages in this language.
        const legal = page.getByRole("list", { name: lang.t.footer.legal });
        for (const other of LEGAL_PAGES)
          await expect(legal.getByRole("link", { name: lang.t.footer[other] })).toHaveAttribute("href", LEGAL_PATHS[other][lang.code]);
        // The language bar opens the same page in the other language.
        await page.locator("#language-select").selectOption(lang.other);
        await expect(page).toHaveURL(new RegExp(`${LEGAL_PATHS[page$][lang.other]}$`));
        await expect(page.locator("h1")).toHaveText(STRINGS[lang.other].legal[page$].title);
      });
    }
  }

  for (const lang of LANGS) {
    test(`the footer of the ${lang.code} home page leads to the four legal pages; the 404 page has the brand and the way back`, async ({ page }) => {
      await page.goto(`${lang.home}no-such-page/`);
      await hydrated(page);
      const nav = page.getByRole("navigation", { name: lang.t.nav.label });
      await expect(nav.getByRole("link", { name: say(lang.t.nav.brandHome, { brand: site.brand }, lang.code) })).toHaveAttribute("href", `${lang.home}#home`);
      await expect(nav).toContainText(site.brand);
      for (const id of SECTION_IDS.slice(1))
        await expect(nav.getByRole("link", { name: lang.t.nav[id], exact: true })).toHaveAttribute("href", `${lang.home}#${id}`);

      await page.goto(lang.home);
      await hydrated(page);
      const legal = page.getByRole("list", { name: lang.t.footer.legal });
      await legal.scrollIntoViewIfNeeded();
      for (const other of LEGAL_PAGES)
        await expect(legal.getByRole("link", { name: lang.t.footer[other] })).toHaveAttribute("href", LEGAL_PATHS[other][lang.code]);
      await legal.getByRole("link", { name: lang.t.footer.legalNotice }).click();
      await expect(page.locator("h1")).toHaveText(lang.t.legal.legalNotice.title);
      await expect(page.locator("main")).toContainText(company.uid);
    });
  }

  // One test per language and width: four pages each, well inside the test's time on a busy machine.
  for (const width of [390, 1440]) {
    for (const lang of LANGS) {
      test(`axe at ${width} px: no violations on the ${lang.code} legal pages`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
        for (const page$ of LEGAL_PAGES) {
          await page.goto(LEGAL_PATHS[page$][lang.code]);
          await hydrated(page);
          await page.evaluate(() => document.fonts.ready);
          expect(await axeViolations(page), LEGAL_PATHS[page$][lang.code]).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), "nothing overflows sideways").toBeLessThanOrEqual(width);
        }
      });
    }
  }
});

test.describe("contact channels", () => {
  test("each phone and the e-mail of the contact card is one tab stop; WhatsApp is labelled and greets in the page's language", async ({ page }) => {
    for (const lang of LANGS) {
      await page.goto(`${lang.home}#contact`);
      await hydrated(page);
      const card = page.locator("#contact aside");
      for (const href of [...site.phones.map(telHref), mailtoHref(site.email)]) {
        await expect(card.locator(`a[href="${href}"]`)).toHaveCount(1);
        await expect(card.locator(`a[href="${href}"] svg`)).toHaveCount(1);
      }
      const wa = card.getByRole("link", { name: say(lang.t.contact.whatsapp.linkLabel, { phone: company.whatsapp }, lang.code) });
      const url = new URL((await wa.getAttribute("href"))!);
      expect(url.origin + url.pathname).toBe(`https://wa.me/${company.whatsapp.replace(/\D/g, "")}`);
      expect(url.searchParams.get("text")).toBe(lang.t.contact.whatsapp.greeting);
      // In the footer the link reads as its visible word, then the number.
      await expect(page.locator("footer").getByRole("link", { name: `${lang.t.contact.whatsapp.label} (${company.whatsapp})`, exact: true })).toHaveAttribute(
        "href",
        (await wa.getAttribute("href"))!,
      );
    }
  });
});

test.describe("error toasts", () => {
  for (const width of [390, 1440]) {
    test(`at ${width} px the failure toast offers the phone, stays, and covers neither a field nor the submit button`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      page.on("console", () => {});
      await page.goto(`${E2E.failingBaseURL}/#contact`);
      await hydrated(page);
      const submit = page.getByRole("button", { name: en.contact.form.submit });
      await expect(submit).toBeEnabled();
      await page.getByLabel(en.contact.form.name).fill("Toast Tester");
      await page.getByLabel(en.contact.form.email).fill("toast@example.ch");
      await page.getByLabel(en.contact.form.serviceDate).fill("2031-06-15");
      await page.getByLabel(en.contact.form.message).fill("Checking where the toast goes.");
      await submit.click();
      const toast = page.getByRole("alert").filter({ hasText: en.contact.toast.errorTitle });
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(toast.getByRole("link", { name: en.contact.toast.callUs.replace("{{phone}}", site.phones[0]) })).toHaveAttribute(
        "href",
        telHref(site.phones[0]),
      );
      const toastBox = (await toast.boundingBox())!;
      // The toast sits in the form, under the button: its own close button is not one it could cover.
      for (const control of await page.locator("#contact form").locator("input:not(#contact-website), select, textarea, button[type=submit]").all()) {
        const box = await control.boundingBox();
        if (box) expect(overlaps(toastBox, box), `toast over ${(await control.getAttribute("id")) ?? "the submit button"}`).toBe(false);
      }
      await expect(toast).toBeInViewport();
      // Still there after the 8 s a success toast would take to close.
      await page.waitForTimeout(9_000);
      await expect(toast).toBeVisible();
      await page.getByRole("button", { name: en.contact.toast.close, exact: true }).first().click();
      await expect(toast).toBeHidden();
    });
  }
});

test.describe("without JavaScript", () => {
  for (const lang of LANGS) {
    test(`${lang.code}: the form says it needs JavaScript and offers the phone numbers and the e-mail`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${lang.home}#contact`);
      const form = page.locator("#contact form");
      // Playwright's text and role queries skip <noscript> (it is only markup to them); CSS reaches it.
      const note = form.locator('noscript [role="note"]');
      await expect(note).toBeVisible();
      await expect(note.locator("strong")).toHaveText(lang.t.contact.noScript.title);
      await expect(note.locator("p")).toHaveText(lang.t.contact.noScript.text);
      for (const phone of site.phones) {
        await expect(note.locator(`a[href="${telHref(phone)}"]`)).toHaveText(phone);
        await expect(note.locator(`a[href="${telHref(phone)}"]`)).toBeVisible();
      }
      await expect(note.locator(`a[href="${mailtoHref(site.email)}"]`)).toHaveText(site.email);
      // It sits right above the (disabled) button, where the visitor looks for what to do.
      const [noteBottom, buttonTop] = await form.evaluate((el) => [
        el.querySelector('noscript [role="note"]')!.getBoundingClientRect().bottom,
        el.querySelector('button[type="submit"]')!.getBoundingClientRect().top,
      ]);
      expect(noteBottom).toBeLessThanOrEqual(buttonTop);
      await expect(form.getByRole("button", { name: lang.t.contact.form.submit })).toBeDisabled();
      await expect(form.getByRole("link", { name: lang.t.contact.privacyNotice.link })).toHaveAttribute("href", LEGAL_PATHS.privacy[lang.code]);
      await context.close();
    });
  }

  test("with JavaScript the notice is not shown and the form works as before", async ({ page }) => {
    await page.goto("/#contact");
    await hydrated(page);
    await expect(page.getByRole("button", { name: en.contact.form.submit })).toBeEnabled();
    await expect(page.locator('#contact form noscript [role="note"]')).toHaveCount(0);
  });
});
