import { expect, test } from "@playwright/test";
import rates from "../content/rates.json";
import { collectErrors, hydrated, SECTION_IDS } from "./helpers";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import site from "../content/site.json";
import { format } from "../__tests__/support/content";
import fleet from "../content/fleet.json";
import { pick } from "../src/content/localize";
import { telHref } from "../src/booking/catalogue/channels";

const NAV_HEIGHT = 76;
const languages = [
  { code: "en", path: "/", t: en },
  { code: "fr", path: "/fr/", t: fr },
].map((lang) => ({ ...lang, nav: SECTION_IDS.map((id) => lang.t.nav[id]), cta: lang.t.nav.cta }));

for (const lang of languages) {
  test.describe(`${lang.code} page`, () => {
    test("pre-rendered HTML carries every section, the language, title and description", async ({ request }) => {
      const response = await request.get(lang.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html.match(/<html[^>]*>/)?.[0]).toContain(`lang="${lang.code}"`);
      expect(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]).toBe(lang.t.meta.title);
      expect(html.match(/<meta name="description" content="([^"]*)"/)?.[1]?.replace(/&#x27;/g, "'")).toBe(lang.t.meta.description);
      for (const id of SECTION_IDS) expect(html.includes(`id="${id}"`), `#${id} in the HTML`).toBe(true);
    });

    test("shows all content with JavaScript disabled", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(lang.path);
      await expect(page.locator("h1")).toHaveText(lang.t.hero.title);
      for (const id of SECTION_IDS) await expect(page.locator(`#${id}`)).toBeVisible();
      // Services' cards, the vehicles, the Rates' parts (transfers, hourly, rental, included, supplements if any), the pillars, the regions, the contact.
      await expect(page.getByRole("heading", { level: 3 })).toHaveCount(3 + fleet.length + 4 + (rates.supplements.length > 0 ? 1 : 0) + 4 + 4 + 2);
      // The vehicles' pictures are in the HTML, each described in the page's language.
      for (const vehicle of fleet)
        await expect(page.locator("#fleet img").and(page.getByAltText(pick(vehicle.pictureAlt, lang.code as "en" | "fr"), { exact: true }))).toHaveCount(1);
      for (const phone of site.phones) await expect(page.locator(`#contact aside a[href^="tel:"]`, { hasText: phone })).toBeVisible();
      // Cards are visible before hydration: nothing waits for a script to fade them in.
      const hidden = await page.locator('[data-reveal="hidden"]').count();
      expect(hidden).toBe(0);
      await context.close();
    });

    test("sections come in order, then the language bar, then the footer; no console errors", async ({ page }) => {
      const errors = collectErrors(page);
      await page.goto(lang.path);
      await hydrated(page);
      const order = await page.evaluate(() =>
        // The sections that need no script sit in a box-less wrapper of their own (preRendered.tsx).
        [...document.querySelectorAll("main > section, main > [data-pre-rendered] > section, #language-select, footer")].map(
          (el) => el.id || el.tagName.toLowerCase(),
        ),
      );
      // The fleet follows the services (it is not a link of the navigation bar: SECTION_IDS).
      expect(order).toEqual([...SECTION_IDS.slice(0, 2), "fleet", ...SECTION_IDS.slice(2), "language-select", "footer"]);
      // "24/7 Service" is the call itself (the form is "Contact").
      await expect(page.getByRole("navigation", { name: lang.t.nav.label }).getByRole("link", { name: lang.cta })).toHaveAttribute(
        "href",
        telHref(site.phones[0]),
      );
      const navLinks = page.getByRole("navigation", { name: lang.t.nav.label }).getByRole("listitem");
      await expect(navLinks).toHaveText(lang.nav);
      await page.waitForTimeout(300);
      expect(errors).toEqual([]);
    });

    test("every nav link scrolls smoothly to its section, below the fixed bar", async ({ page }) => {
      await page.goto(lang.path);
      await hydrated(page);
      // Smooth once the page has loaded (src/styles/smoothScroll.ts).
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
      const nav = page.getByRole("navigation", { name: lang.t.nav.label });
      for (const [index, id] of SECTION_IDS.entries()) {
        if (id === "home") continue;
        // A smooth scroll passes through intermediate positions; a jump does not. Read at every frame in the page
        // (a round trip per reading missed them on a busy machine), from before the tap until it has settled.
        const sampling = page.evaluate(
          () =>
            new Promise<number[]>((resolve) => {
              const samples: number[] = [];
              const start = performance.now();
              const frame = () => {
                samples.push(window.scrollY);
                if (performance.now() - start < 2_000) requestAnimationFrame(frame);
                else resolve(samples);
              };
              requestAnimationFrame(frame);
            }),
        );
        await nav.getByRole("link", { name: lang.nav[index], exact: true }).click();
        const samples = await sampling;
        await expect
          .poll(() => page.evaluate((sid) => Math.round(document.getElementById(sid)!.getBoundingClientRect().top), id))
          .toBeGreaterThanOrEqual(NAV_HEIGHT - 2);
        await expect
          .poll(() => page.evaluate((sid) => Math.round(document.getElementById(sid)!.getBoundingClientRect().top), id))
          .toBeLessThanOrEqual(NAV_HEIGHT + 2);
        expect(new Set(samples).size, `intermediate scroll positions for #${id}`).toBeGreaterThan(2);
        expect(page.url()).toContain(`#${id}`);
      }
      await nav.getByRole("link", { name: lang.nav[0], exact: true }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test("hero CTA leads to the services", async ({ page }) => {
      await page.goto(lang.path);
      await hydrated(page);
      await page.getByRole("link", { name: lang.t.hero.cta }).click();
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("services")!.getBoundingClientRect().top))).toBe(NAV_HEIGHT);
    });
  });
}

test("the navigation bar is transparent at the top and solid past 50 px", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  const header = page.locator("header").first();
  const background = () => header.evaluate((el) => getComputedStyle(el).backgroundColor);
  await expect(header).toHaveAttribute("data-solid", "false");
  expect(await background()).toBe("rgba(0, 0, 0, 0)");
  await page.evaluate(() => window.scrollTo({ top: 80, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-solid", "true");
  await expect.poll(background).toBe("rgba(7, 11, 22, 0.94)");
  await page.evaluate(() => window.scrollTo({ top: 40, behavior: "instant" }));
  await expect(header).toHaveAttribute("data-solid", "false");
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the links collapse behind a toggle that opens, closes on Escape and on a chosen link", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const toggle = page.getByRole("button", { name: en.nav.openMenu });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAttribute("aria-controls", "primary-menu");
    const servicesLink = page.locator("#primary-menu").getByRole("link", { name: en.nav.services });
    await expect(servicesLink).toBeHidden();

    await toggle.click();
    const close = page.getByRole("button", { name: en.nav.closeMenu });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expect(servicesLink).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(servicesLink).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await servicesLink.click();
    await expect(servicesLink).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("services")!.getBoundingClientRect().top))).toBe(NAV_HEIGHT);
  });
});

test("cards fade in on scroll, and reduced motion shows them plainly with no smooth scrolling", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto("/");
  await hydrated(page);
  const regionCard = page.locator("#area [data-reveal]").first();
  // Scrolling down as a reader does: the service-area cards get ready below the fold, then fade in.
  for (let y = 0; y < 6000; y += 300) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(60);
    if ((await regionCard.getAttribute("data-reveal")) !== "static") break;
  }
  await expect(regionCard).toHaveAttribute("data-reveal", /hidden|shown/);
  await page.evaluate(() => document.getElementById("area")!.scrollIntoView({ behavior: "instant" }));
  await expect(regionCard).toHaveAttribute("data-reveal", "shown");
  await expect.poll(() => regionCard.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await context.close();

  const reduced = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: "reduce" });
  const calm = await reduced.newPage();
  await calm.goto("/");
  await hydrated(calm);
  await calm.waitForTimeout(300);
  expect(await calm.locator('[data-reveal="hidden"]').count()).toBe(0);
  expect(await calm.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  await reduced.close();
});

test("icon-only controls show a tooltip after 700 ms of hover, at once on focus, and hide on Escape", async ({ page }) => {
  // The menu toggle: always there below 1280 px (the footer's social icons only once their addresses are set).
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto("/");
  await hydrated(page);
  const control = page.getByRole("button", { name: en.nav.openMenu });
  const tooltipId = await control.getAttribute("aria-describedby");
  const tooltip = page.locator(`[id="${tooltipId}"]`);
  await expect(tooltip).toHaveAttribute("role", "tooltip");
  await expect(tooltip).toHaveText(en.nav.openMenu);
  await expect(tooltip).toBeHidden();

  await control.hover();
  await page.waitForTimeout(400);
  await expect(tooltip).toBeHidden();
  await expect(tooltip).toBeVisible({ timeout: 1000 });
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();

  await control.focus();
  await expect(tooltip).toBeVisible({ timeout: 300 });
  await page.keyboard.press("Escape");
  await expect(tooltip).toBeHidden();
});

test("the language bar moves to the other language at the same section and remembers the choice", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  // The bar sits below the contact section: reaching it, the visitor is reading #contact.
  const select = page.getByRole("combobox", { name: en.language.label });
  await select.focus();
  const reading = () =>
    page.evaluate(() => ["home", "services", "about", "area", "contact"].filter((id) => document.getElementById(id)!.getBoundingClientRect().top <= 77).pop());
  await expect.poll(reading).toBe("contact");
  await select.selectOption("fr");
  await expect(page).toHaveURL(/\/fr\/#contact$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("h1")).toHaveText(fr.hero.title);
  await expect.poll(() => page.evaluate(() => Math.abs(document.getElementById("contact")!.getBoundingClientRect().top - 76) < 4)).toBe(true);

  // A later visit to the English address brings the visitor back to French.
  await page.goto("/");
  await expect(page).toHaveURL(/\/fr\/$/);
  await expect(page.locator("h1")).toHaveText(fr.hero.title);

  await hydrated(page);
  await page.getByRole("combobox", { name: fr.language.label }).focus();
  await expect.poll(reading).toBe("contact");
  await page.getByRole("combobox", { name: fr.language.label }).selectOption("en");
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#contact$/);
  await expect(page.locator("h1")).toHaveText(en.hero.title);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the footer shows this year's copyright", async ({ page }) => {
  await page.goto("/fr/");
  await hydrated(page);
  const year = new Date().getFullYear();
  await expect(page.getByText(format(fr.footer.copyright, { year, brand: site.brand }))).toBeVisible();
});

for (const lang of languages) {
  test(`unknown paths answer 404 with the ${lang.code} not-found page, which logs the path`, async ({ page }) => {
    const errors = collectErrors(page);
    const path = `${lang.path}no-such-page/`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(lang.t.notFound.title);
    await expect(page.getByText(lang.t.notFound.code, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: lang.t.notFound.back })).toHaveAttribute("href", lang.path);
    await expect.poll(() => errors.some((e) => e.includes(path))).toBe(true);
    await page.getByRole("link", { name: lang.t.notFound.back }).click();
    // The home page is now rendered in the browser, with no HTML of its own to keep: every section
    // that is never hydrated after a full load must render here.
    await expect(page.locator("h1")).toHaveText(lang.t.hero.title);
    for (const id of ["services", "fleet", "about", "area"] as const) await expect(page.locator(`#${id} h2`)).toHaveText(lang.t[id].title);
    await expect(page.locator("#services h3")).toHaveCount(3);
  });
}

for (const lang of languages) {
  test(`${lang.code}: the sections that need no script keep the build's HTML and are never hydrated`, async ({ page }) => {
    const errors = collectErrors(page);
    // The elements as the HTML parser made them, before any script ran.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { parsed: Element[] }).parsed = ["home", "services", "fleet", "about", "area"].map((id) => document.getElementById(id)!);
      });
    });
    await page.goto(lang.path);
    await hydrated(page);
    const fiber = (selector: string) => page.evaluate((s) => Object.keys(document.querySelector(s)!).some((key) => key.startsWith("__reactFiber")), selector);
    // React has finished with the navigation bar, the interactive part of the first screen…
    await expect.poll(() => fiber("header nav")).toBe(true);
    // …and holds none of these: same elements as parsed, no fiber on them or inside them.
    const kept = await page.evaluate(() => {
      const parsed = (window as unknown as { parsed: Element[] }).parsed;
      return parsed.map((element) => ({
        id: element.id,
        same: document.getElementById(element.id) === element,
        hydrated: [element, ...element.querySelectorAll("*")].some((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber"))),
      }));
    });
    expect(kept).toEqual(["home", "services", "fleet", "about", "area"].map((id) => ({ id, same: true, hydrated: false })));
    await expect(page.locator("h1")).toHaveText(lang.t.hero.title);
    await page.waitForTimeout(300);
    expect(errors).toEqual([]);
  });
}
