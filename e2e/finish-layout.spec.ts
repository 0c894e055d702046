import { expect, test, type Page } from "@playwright/test";
import { hydrated } from "./helpers";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import { LEGAL_PAGES } from "../src/legal/list";
import { LEGAL_PATHS } from "../src/legal/pages";

/**
 * The luxury finish of issue 11, points 3, 8, 10, 11 and 12, measured in the browser on the built site:
 * one container for bar, sections, language bar and footer; phone details (hero buttons, card paddings,
 * tooltips inside the screen); the language switch in the navigation bar; claims said once; search
 * titles and descriptions that fit a result.
 */
const languages = [
  { code: "en", path: "/", t: en },
  { code: "fr", path: "/fr/", t: fr },
] as const;
const HEIGHT = (width: number) => (width < 500 ? 844 : 900);

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: HEIGHT(width) });
  await page.goto(path);
  await hydrated(page);
}

// ---------------------------------------------------------------------------------------------------
// 3. One container

/**
 * The content box (inside padding and border) of the page container of each region: the outermost
 * element whose max-width holds a wide layout (≥ 1000 px). Every region must have one.
 */
async function containerEdges(page: Page) {
  return page.evaluate(() => {
    const regions: Record<string, Element | null> = {
      nav: document.querySelector("header nav"),
      ...Object.fromEntries(["home", "services", "about", "area", "contact"].map((id) => [id, document.getElementById(id)])),
      "language-bar": document.getElementById("language-bar"),
      footer: document.querySelector("footer"),
    };
    const result: Record<string, { left: number; right: number } | null> = {};
    for (const [name, region] of Object.entries(regions)) {
      const candidates = region ? [region, ...region.querySelectorAll("*")] : [];
      const box = candidates.find((element) => parseFloat(getComputedStyle(element).maxWidth) >= 1000);
      if (!box) {
        result[name] = null;
        continue;
      }
      const rect = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      const left = rect.left + parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth);
      const right = rect.right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
      result[name] = { left: Math.round(left), right: Math.round(right) };
    }
    return result;
  });
}

/** Left edge of the brand and right edge of the last visible control of the navigation bar. */
async function navExtent(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector("header nav")!;
    const visible = [...nav.querySelectorAll("a, button")].filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(element).visibility !== "hidden";
    });
    const rects = visible.map((element) => element.getBoundingClientRect());
    return { left: Math.round(Math.min(...rects.map((r) => r.left))), right: Math.round(Math.max(...rects.map((r) => r.right))) };
  });
}

for (const width of [390, 1024, 1440]) {
  test(`3. bar, sections, language bar and footer share one container at ${width} px`, async ({ page }) => {
    await open(page, "/", width);
    const edges = await containerEdges(page);
    const expected = edges.services!;
    expect(expected).not.toBeNull();
    for (const [region, box] of Object.entries(edges)) expect({ region, box }).toEqual({ region, box: expected });
    // The bar's content really reaches the container's edges: brand on the left, last control on the right.
    expect(await navExtent(page)).toEqual(expected);
  });
}

// ---------------------------------------------------------------------------------------------------
// 8. Phones

test("8. the stacked hero buttons have the same width at 390 px", async ({ page }) => {
  await open(page, "/", 390);
  const boxes = await page.locator("#home a").evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
  expect(boxes).toHaveLength(2);
  expect(boxes[1].top).toBeGreaterThan(boxes[0].bottom - 1); // stacked
  expect(Math.abs(boxes[0].width - boxes[1].width)).toBeLessThan(1);
});

for (const width of [390, 1440]) {
  test(`8. the contact details card and the form card have the same inner padding at ${width} px`, async ({ page }) => {
    await open(page, "/", width);
    await page.locator("#contact form button[type=submit]").scrollIntoViewIfNeeded();
    const paddings = await page.locator("#contact aside, #contact form").evaluateAll((cards) =>
      cards.map((card) => {
        const style = getComputedStyle(card);
        return [style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].join(" ");
      }),
    );
    expect(paddings).toHaveLength(2);
    expect(paddings[1]).toBe(paddings[0]);
  });
}

test("8. phones get a portrait crop of the hero picture, desktops the wide one", async ({ page }) => {
  await open(page, "/", 390);
  // The picture the browser chose at this width is a portrait crop (taller than wide).
  await expect
    .poll(() =>
      page.locator("#home picture img").evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.naturalHeight / img.naturalWidth : 0)),
    )
    .toBeGreaterThan(1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect
    .poll(() =>
      page.locator("#home picture img").evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.naturalWidth / img.naturalHeight : 0)),
    )
    .toBeGreaterThan(1.5);
});

/** Every tooltip whose control is on screen, opened by keyboard focus, lies inside the viewport. */
async function tooltipsOutside(page: Page) {
  const outside: string[] = [];
  const ids = await page.locator("[role=tooltip]").evaluateAll((tips) => tips.map((tip) => tip.id));
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) {
    const trigger = page.locator(`[aria-describedby="${id}"]`);
    if (!(await trigger.isVisible())) continue;
    await trigger.scrollIntoViewIfNeeded();
    await trigger.focus();
    const tip = page.locator(`[id="${id}"]`);
    await expect(tip).toHaveAttribute("data-open", "true");
    await page.waitForTimeout(300); // the 0.15 s fade and slide
    const box = await tip.evaluate((element) => ({
      ...element.getBoundingClientRect().toJSON(),
      viewport: document.documentElement.clientWidth,
      text: element.textContent,
    }));
    if (box.left < 0 || box.right > box.viewport) outside.push(`${box.text}: ${Math.round(box.left)}–${Math.round(box.right)} of ${box.viewport}`);
    await trigger.blur();
  }
  return outside;
}

for (const width of [390, 1440]) {
  test(`8. every tooltip stays inside the viewport at ${width} px, the open menu's "close" included`, async ({ page }) => {
    await open(page, "/", width);
    if (width < 500) {
      // Opened from the keyboard: a tooltip shows on keyboard focus (a click or tap shows none).
      await page.getByRole("button", { name: en.nav.openMenu }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: en.nav.closeMenu })).toBeFocused();
    }
    expect(await tooltipsOutside(page)).toEqual([]);
  });
}

// ---------------------------------------------------------------------------------------------------
// 10. The language switch in the navigation bar

async function readingSection(page: Page) {
  return page.evaluate(() =>
    ["home", "services", "about", "area", "contact"].filter((id) => document.getElementById(id)!.getBoundingClientRect().top <= 77).pop(),
  );
}

test("10. the bar's language switch (desktop) goes to /fr/ at the same section, remembers it, and back", async ({ page }) => {
  await open(page, "/", 1440);
  const bar = page.getByRole("navigation", { name: en.nav.label });
  const toFrench = bar.getByRole("link", { name: fr.language.fr });
  await expect(toFrench).toBeVisible();
  await expect(toFrench).toHaveAttribute("href", "/fr/");
  await expect(toFrench).toHaveAttribute("hreflang", "fr");
  // The switch sits at the top right, inside the container (checked above) and right of the 24/7 button.
  const [switchBox, ctaBox] = await Promise.all([toFrench.boundingBox(), bar.getByRole("link", { name: en.nav.cta }).boundingBox()]);
  expect(switchBox!.x).toBeGreaterThan(ctaBox!.x + ctaBox!.width);

  await page.locator("#about").evaluate((section) => section.scrollIntoView());
  await expect.poll(() => readingSection(page)).toBe("about");
  await toFrench.click();
  await expect(page).toHaveURL(/\/fr\/#about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  expect(await page.evaluate(() => window.localStorage.getItem("gatsby-i18next-language"))).toBe("fr");

  await hydrated(page);
  await expect.poll(() => readingSection(page)).toBe("about");
  const frBar = page.getByRole("navigation", { name: fr.nav.label });
  await expect(frBar.getByRole("link", { name: fr.language.fr })).toHaveCount(0); // the current one is not a link
  await frBar.getByRole("link", { name: en.language.en }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#about$/);
  await expect(page.locator("h1")).toHaveText(en.hero.title);
});

test("10. the language switch is in the open menu on phones", async ({ page }) => {
  await open(page, "/fr/", 390);
  const bar = page.getByRole("navigation", { name: fr.nav.label });
  const toEnglish = bar.getByRole("link", { name: en.language.en });
  await expect(toEnglish).toBeHidden();
  await bar.getByRole("button", { name: fr.nav.openMenu }).click();
  await expect(toEnglish).toBeVisible();
  await toEnglish.click();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/#home$/);
  await expect(page.locator("h1")).toHaveText(en.hero.title);
});

test("10. on a legal page the switch leads to the same page in the other language", async ({ page }) => {
  await open(page, LEGAL_PATHS.privacy.en, 1440);
  const toFrench = page.getByRole("navigation", { name: en.nav.label }).getByRole("link", { name: fr.language.fr });
  await expect(toFrench).toHaveAttribute("href", LEGAL_PATHS.privacy.fr);
  await toFrench.click();
  await expect(page).toHaveURL(new RegExp(`${LEGAL_PATHS.privacy.fr}$`));
});

// ---------------------------------------------------------------------------------------------------
// 11. Claims said once on the first two screens, at most once more further down

/**
 * Where each claim is made on the page: the y of every visible text that makes it, in page coordinates.
 * Links are left out: the navigation bar's "24/7 Service" button stays, and "Privacy Policy" /
 * "Politique de confidentialité" names a page, it promises nothing. The claims are recognised from the
 * hero's own claims (content/): a 24/7 token ("24/7", "24h/24, 7j/7") and the stem of its discretion
 * word, which also covers "discreet", "discrets"; confidentiality is the same promise.
 */
async function claimPositions(page: Page, patterns: Record<string, string>) {
  return page.evaluate((sources) => {
    const found: Record<string, number[]> = Object.fromEntries(Object.keys(sources).map((name) => [name, []]));
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest("a, header, script, style, noscript, template, [hidden], [aria-hidden=true], option")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) continue; // not drawn (visually hidden texts included)
      for (const [name, source] of Object.entries(sources)) {
        const matches = node.textContent!.match(new RegExp(source, "giu")) ?? [];
        found[name].push(...matches.map(() => Math.round(rect.top + window.scrollY)));
      }
    }
    return found;
  }, patterns);
}

for (const lang of languages) {
  for (const width of [390, 1440]) {
    // About the copy itself (which claims it makes, how often): tagged so the content-change run leaves it out.
    test(
      `11. ${lang.code} at ${width} px: 24/7 and discretion once on the first two screens, once more at most; preferential rates once`,
      { tag: "@wording" },
      async ({ page }) => {
        // "24/7", "24h/24", "24 h/24, 7j/7": one claim each time, however it is written.
        const available = "24\\s*h?\\s*/\\s*(?:7|24)(?:,?\\s*7\\s*j\\s*/\\s*7)?";
        expect(lang.t.hero.claimAvailable).toMatch(new RegExp(available, "u"));
        const discretionWord = lang.t.hero.claimDiscretion.match(/discr\p{L}*/iu)?.[0];
        expect(discretionWord).toBeTruthy();
        const patterns = {
          available,
          discretion: `${discretionWord!.slice(0, 5)}\\p{L}*|confiden\\p{L}*`,
          rates: "pr[ée]f[ée]renti\\p{L}*",
        };
        await open(page, lang.path, width);
        // The deferred sections render their final text once their code is there.
        await page.locator("#contact form button[type=submit]").scrollIntoViewIfNeeded();
        await page.evaluate(() => window.scrollTo(0, 0));
        const positions = await claimPositions(page, patterns);
        const twoScreens = 2 * HEIGHT(width);
        for (const claim of ["available", "discretion"] as const) {
          const onFirstTwo = positions[claim].filter((y) => y < twoScreens);
          expect({ claim, onFirstTwo: onFirstTwo.length }).toEqual({ claim, onFirstTwo: 1 });
          const furtherDown = positions[claim].length - onFirstTwo.length;
          expect({ claim, furtherDownAtMostOnce: furtherDown <= 1 }).toEqual({ claim, furtherDownAtMostOnce: true });
        }
        expect(positions.rates).toHaveLength(1);
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------------
// 12. Search results: titles ≤ 60 characters, descriptions 120–160

const pages = [...languages.map((lang) => lang.path), ...LEGAL_PAGES.flatMap((key) => [LEGAL_PATHS[key].en, LEGAL_PATHS[key].fr])];
test(`12. every page's title is at most 60 characters and its description 120 to 160 (${pages.length} pages)`, async ({ page }) => {
  const problems: string[] = [];
  for (const path of pages) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    const { title, description } = await page.evaluate(() => ({
      title: document.title,
      description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
    }));
    const length = (text: string) => [...text].length;
    if (length(title) > 60) problems.push(`${path} title ${length(title)}: ${title}`);
    if (length(description) < 120 || length(description) > 160) problems.push(`${path} description ${length(description)}: ${description}`);
  }
  expect(problems).toEqual([]);
});
