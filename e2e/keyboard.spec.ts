import { expect, test, type Page } from "@playwright/test";
import { hydrated, SECTION_IDS } from "./helpers";
import en from "../content/locales/en/translation.json";
import { SERVICE_VALUES } from "../src/booking/catalogue/options";
import site from "../content/site.json";
import { format } from "../__tests__/support/content";

/** The navigation's links in order, then its call to action: "24/7 Service" calls the number (desktop). */
const NAV_LINKS = [...SECTION_IDS.map((id) => en.nav[id]), `${en.nav.cta} ${site.phones[0]}`];
/** On phones the menu ends with Call and WhatsApp instead (the names add the numbers for screen readers). */
const MENU_LINKS = [...SECTION_IDS.map((id) => en.nav[id]), `${en.nav.call} (${site.phones[0]})`];

/** What has focus: its accessible label, text or id, and whether a focus indicator is drawn. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: "(body)", id: "", indicator: false };
    const style = getComputedStyle(el);
    const indicator = (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
    return { name: el.getAttribute("aria-label") || el.textContent?.trim() || el.id, id: el.id, indicator };
  });
}

async function tabUntil(page: Page, predicate: (f: Awaited<ReturnType<typeof focused>>) => boolean, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    expect(f.name, "focus is never lost to the page body").not.toBe("(body)");
    expect(f.indicator, `visible focus on ${f.name}`).toBe(true);
    if (predicate(f)) return f;
  }
  throw new Error("focus never reached the expected element");
}

test("desktop: skip link, every nav link, the form filled and sent, the toast announced — keyboard only", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);

  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: en.nav.skipToContent });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();

  await page.goto("/");
  await hydrated(page);
  await page.keyboard.press("Tab"); // skip link
  const order: string[] = [];
  for (let i = 0; i < NAV_LINKS.length + 1; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    expect(f.indicator, `visible focus on ${f.name}`).toBe(true);
    order.push(f.name);
  }
  expect(order).toEqual([format(en.nav.brandHome, { brand: site.brand }), ...NAV_LINKS]);

  // "Contact", just before it, leads to the contact section; the next stops are inside it.
  await page.keyboard.press("Shift+Tab");
  expect((await focused(page)).name).toBe(en.nav.contact);
  await page.keyboard.press("Enter");
  await tabUntil(page, (f) => f.id === "contact-name");
  await expect(page.getByRole("button", { name: en.contact.form.submit })).toBeEnabled();
  await page.keyboard.type("Keyboard Visitor");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keys@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("+41 22 111 22 33");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel(en.contact.form.service)).toBeFocused();
  // Down the list to the personal assistance, wherever the form lists it.
  for (let step = 0; step <= SERVICE_VALUES.indexOf("personal-assistance"); step++) await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel(en.contact.form.service)).toHaveValue("personal-assistance");
  await tabUntil(page, (f) => f.id === "contact-message");
  await page.keyboard.type("An agent for an afternoon of appointments.");
  await page.keyboard.press("Tab");
  const submit = page.getByRole("button", { name: en.contact.form.submit });
  await expect(submit).toBeFocused();
  await page.keyboard.press("Enter");

  // The confirmation panel replaces the form; its heading takes focus (announced once), and the
  // keyboard goes on from there.
  const panel = page.getByRole("region", { name: en.contact.sent.title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("heading", { name: en.contact.sent.heading })).toBeFocused();

  // On to the end of the page: focus is never trapped.
  const last = await tabUntil(page, (f) => f.name === en.footer.cookies, 80);
  expect(last.name).toBe(en.footer.cookies);
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle is reached by Tab, opens with Enter and its links follow; Escape returns to it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.keyboard.press("Tab"); // skip link
    await page.keyboard.press("Tab"); // brand
    await page.keyboard.press("Tab"); // call
    await page.keyboard.press("Tab");
    const toggle = page.getByRole("button", { name: en.nav.openMenu });
    await expect(toggle).toBeFocused();
    expect((await focused(page)).indicator).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: en.nav.closeMenu })).toHaveAttribute("aria-expanded", "true");
    // The open menu follows its toggle in the tab order.
    const links: string[] = [];
    for (let i = 0; i < MENU_LINKS.length; i++) {
      await page.keyboard.press("Tab");
      const f = await focused(page);
      expect(f.indicator, `visible focus on ${f.name}`).toBe(true);
      links.push(f.name);
    }
    expect(links).toEqual(MENU_LINKS);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: en.nav.openMenu })).toBeFocused();
  });
});
