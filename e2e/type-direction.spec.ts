import { expect, test, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./helpers";
import { SITE_LANGUAGES } from "./languages";
import company from "../content/company.json";
import rates from "../content/rates.json";
import site from "../content/site.json";
import { bookHref, fareId, findFare, type FareRates } from "../src/booking/catalogue/fareIds";
import { localizedPath } from "../src/i18n/languages";
import { LEGAL_PAGES } from "../src/legal/list";
import { LEGAL_PATHS } from "../src/legal/pages";
import { NAV_HEIGHT } from "../src/styles/theme";

/**
 * Type and direction as an art director reads them, in the browser on the built site: words break where
 * their language breaks them (at a space, a hyphen or a soft hyphen, never mid-word), a label fits its
 * button, an address breaks after its "@" or before a dot, a hyphen is a hyphen's width; in Arabic a
 * Latin value keeps its order and its line, and a typed Latin address shows its start; without script the
 * form says first that it needs one, and a "Book" link lands on the form at once. Every text is read from
 * content/, so the run on content with its words reversed checks the same.
 */

/** A class whose Arabic name holds a hyphen ("Mercedes S-Class"), and its fare from the first route, from the rates. */
const HYPHENATED_CLASS = rates.classes.find((entry) => /\p{L}-\p{L}/u.test(entry.name.ar)) ?? rates.classes[1];
const FARE = findFare(rates as unknown as FareRates, fareId(rates.transfers[0].id, HYPHENATED_CLASS.id))!;

type CharacterBox = { char: string; block: "same" | "new"; box: { top: number; bottom: number; left: number } | null };

/** Each character of the text under `target` with the box it is drawn in (none when not drawn), and whether a new cell or paragraph starts with it. */
async function characterBoxes(target: Locator): Promise<CharacterBox[]> {
  return target.evaluate((root) => {
    const boxes: { char: string; block: "same" | "new"; box: { top: number; bottom: number; left: number } | null }[] = [];
    let lastBlock: Element | null | undefined;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const block = node.parentElement!.closest("td, th, li, p, h1, dd, dt, div, a");
      for (let index = 0; index < node.data.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        // The last box: the character after a soft hyphen that ends a line is given the hyphen's box first.
        const rect = [...range.getClientRects()].filter((box) => box.width > 0).pop();
        boxes.push({
          char: node.data[index],
          block: block === lastBlock ? "same" : "new",
          box: rect ? { top: rect.top, bottom: rect.bottom, left: rect.left } : null,
        });
        lastBlock = block;
      }
    }
    return boxes;
  });
}

/**
 * Every place inside `target` where a line ends in the middle of a word: the characters on either side of
 * the break, when neither is a space and the one before is not a hyphen or a soft hyphen (then drawn as a
 * hyphen). Lines are told apart by the top of each character's box; a new cell or paragraph starts anew.
 */
const IDEOGRAPHIC = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

async function breaksInsideWords(target: Locator): Promise<string[]> {
  const found: string[] = [];
  let previous: CharacterBox | undefined;
  // A space since the last drawn character: a space that ends a line is not drawn.
  let spaced = false;
  for (const entry of await characterBoxes(target)) {
    if (entry.block === "new") previous = undefined;
    if (/\s/.test(entry.char)) spaced = true;
    if (!entry.box || /\s/.test(entry.char)) continue;
    // After a hyphen, and beside a Chinese character or mark (each is a break opportunity, Unicode's line breaking
    // class ID), a line may end without a space; anywhere else that is a word cut in two.
    const opportunity = /[-\u00ad\u2010]/.test(previous?.char ?? "") || IDEOGRAPHIC.test(previous?.char ?? "") || IDEOGRAPHIC.test(entry.char);
    if (previous?.box && !spaced && entry.box.top >= previous.box.bottom - 2 && !opportunity) {
      found.push(`${previous.char}|${entry.char}`);
    }
    previous = entry;
    spaced = false;
  }
  return found;
}

/** The drawn characters of `text` (any kind of space matching any other) inside `target`, in reading order. */
async function boxesOf(target: Locator, text: string) {
  const boxes = await characterBoxes(target);
  const joined = boxes
    .map((entry) => entry.char)
    .join("")
    .replace(/\s/g, " ");
  const at = joined.indexOf(text.replace(/\s/g, " "));
  return at < 0 ? [] : boxes.slice(at, at + text.length).flatMap((entry) => (entry.box ? [{ char: entry.char, ...entry.box }] : []));
}

/** How many lines `text` takes inside `target` (0: not there). */
async function linesOf(target: Locator, text: string): Promise<number> {
  return new Set((await boxesOf(target, text)).map((box) => Math.round(box.top / 4))).size;
}

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.goto(path);
  await hydrated(page);
  await page.evaluate(() => document.fonts.ready);
}

test.describe("words break where their language breaks them", () => {
  for (const { code } of SITE_LANGUAGES) {
    test(`${code}: the legal titles break at 390 px only between words or at a hyphen`, async ({ page }) => {
      for (const legal of LEGAL_PAGES) {
        await open(page, LEGAL_PATHS[legal][code], 390);
        const title = page.locator("h1");
        expect({ page: legal, breaks: await breaksInsideWords(title) }).toEqual({ page: legal, breaks: [] });
      }
    });

    test(`${code}: the cookie tables at 1440 px break no word in the middle and show each name whole`, async ({ page }) => {
      await open(page, LEGAL_PATHS.cookies[code], 1440);
      const tables = page.locator("main table");
      expect(await tables.count()).toBeGreaterThan(0);
      for (const table of await tables.all()) {
        for (const cell of await table.locator("th, td").all()) expect(await breaksInsideWords(cell)).toEqual([]);
        // A name in its frame: every line of a code inside its cell, none cut off at the cell's edge.
        const clipped = await table.evaluate((element) =>
          [...element.querySelectorAll("code")].flatMap((code) => {
            const cell = code.closest("td, th")!.getBoundingClientRect();
            return [...code.getClientRects()].filter((line) => line.left < cell.left - 0.5 || line.right > cell.right + 0.5).map(() => code.textContent);
          }),
        );
        expect(clipped).toEqual([]);
      }
    });

    test(`${code}: the hero's buttons hold their label on one line at 390 px`, async ({ page }) => {
      await open(page, localizedPath(code), 390);
      const buttons = page.locator("#home a[href^='#']");
      expect(await buttons.count()).toBe(2);
      for (const button of await buttons.all()) {
        const label = (await button.innerText()).trim();
        expect({ label, lines: await linesOf(button, (await button.textContent())!.trim()) }).toEqual({ label, lines: 1 });
      }
    });
  }

  test("320 px: the e-mail address breaks only after its @ or before a dot", async ({ page }) => {
    await open(page, "/", 320);
    const contact = page.locator("#contact");
    await contact.scrollIntoViewIfNeeded();
    const link = contact.locator(`a[href="mailto:${site.email}"]`).first();
    await expect(link).toBeVisible();
    const breaks = await link.evaluate((element) => {
      const text = element.querySelector(".text") ?? element;
      const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let index = 0; index < node.textContent!.length; index += 1) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          chars.push({ char: node.textContent![index], top: Math.round(range.getBoundingClientRect().top) });
        }
      }
      return chars.flatMap((entry, index) => (index > 0 && entry.top > chars[index - 1].top + 2 ? [`${chars[index - 1].char}|${entry.char}`] : []));
    });
    for (const at of breaks) expect(at, "a break after the @ or before a dot").toMatch(/^@\||^.\|\.$/);
  });
});

test.describe("a hyphen is a hyphen's width", () => {
  test("the confirmation's reference and class name show no widened hyphen", async ({ page }) => {
    await page.route("**/api/send-contact-email", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ reference: "GPM-FMXPQX" }) }),
    );
    await open(page, bookHref("/", FARE.id), 390);
    await expect(page.locator("#contact-summary")).not.toBeEmpty();
    await page.locator("#contact-name").fill("Jane Doe");
    await page.locator("#contact-email").fill("jane@example.com");
    await page.locator("#contact-serviceDate").fill(`${new Date().getUTCFullYear() + 1}-05-20`);
    await page.locator("#contact-serviceTime").fill("10:30");
    await page.locator("#contact-details-pickup").fill(company.street);
    await page.locator("#contact form button[type=submit]").click();
    const panel = page.locator("#contact-sent");
    await expect(panel).toBeVisible({ timeout: 15_000 });
    // Each hyphen in the panel against the same hyphen set in the same face without any numeric feature.
    const widened = await panel.evaluate((root) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (let index = text.indexOf("-"); index >= 0; index = text.indexOf("-", index + 1)) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          const probe = document.createElement("span");
          probe.textContent = "-";
          const style = getComputedStyle(node.parentElement!);
          Object.assign(probe.style, {
            fontFamily: style.fontFamily,
            fontSize: style.fontSize,
            fontWeight: style.fontWeight,
            letterSpacing: "normal",
            fontVariantNumeric: "normal",
            position: "absolute",
          });
          node.parentElement!.append(probe);
          const plain = probe.getBoundingClientRect().width + (parseFloat(style.letterSpacing) || 0);
          probe.remove();
          if (range.getBoundingClientRect().width > plain + 0.5) found.push(text);
        }
      }
      return found;
    });
    expect(widened).toEqual([]);
  });
});

test.describe("Latin values in a right-to-left page", () => {
  test("ar: the class name stays whole and in its order in the form's summary and in the price", async ({ page }) => {
    await open(page, bookHref(localizedPath("ar"), FARE.id), 390);
    const name = HYPHENATED_CLASS.name.ar;
    const summary = page.locator("#contact-summary");
    await expect(summary).toContainText(name);
    expect(await linesOf(summary, name)).toBe(1);
    const price = page.locator("#contact-price dt").first();
    await expect(price).toContainText(name);
    expect(await linesOf(price, name)).toBe(1);
    // In its own order, left to right: each drawn character of the name further right than the one before it.
    for (const where of [summary, price]) {
      const lefts = (await boxesOf(where, name)).filter((box) => /\S/.test(box.char)).map((box) => box.left);
      expect(lefts.length).toBeGreaterThan(1);
      expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
    }
  });

  test("ar: a Latin address typed into a free-text field reads from its start, an Arabic one from the right", async ({ page }) => {
    await open(page, bookHref(localizedPath("ar"), FARE.id), 390);
    const pickup = page.locator("#contact-details-pickup");
    await pickup.fill(company.hosting.selfHosted.address);
    expect(await pickup.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
    await pickup.fill(rates.origins[0].name.ar);
    expect(await pickup.evaluate((input) => getComputedStyle(input).direction)).toBe("rtl");
    const message = page.locator("#contact-message");
    await message.fill(company.hosting.selfHosted.address);
    expect(await message.evaluate((input) => getComputedStyle(input).direction)).toBe("ltr");
  });

  test("ar: the legal pages' Latin addresses break only between their parts", async ({ page }) => {
    for (const width of [320, 390]) {
      await open(page, LEGAL_PATHS.legalNotice.ar, width);
      const article = page.locator("main");
      for (const address of [company.street, company.hosting.selfHosted.address]) {
        for (const part of address.split(/,\s*/)) expect({ width, part, lines: await linesOf(article, part) }).toEqual({ width, part, lines: 1 });
      }
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the notice that the form needs JavaScript, with the phones and the e-mail, comes before the first field", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/#contact-form");
    const notice = page.locator("#contact-form [role=note]");
    await expect(notice).toBeVisible();
    await expect(notice.getByRole("link", { name: site.email })).toBeVisible();
    const noticeTop = (await notice.boundingBox())!.y;
    const firstField = (await page.locator("#contact-name").boundingBox())!.y;
    expect(noticeTop).toBeLessThan(firstField);
  });

  test('a "Book" link lands on the form at once', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(bookHref(localizedPath("de"), FARE.id), { waitUntil: "load" });
    const top = await page.evaluate(() => document.getElementById("contact-form")!.getBoundingClientRect().top);
    expect(Math.abs(top - NAV_HEIGHT)).toBeLessThanOrEqual(2);
  });
});

test('with JavaScript too, a "Book" link opened in a new page lands on the form at once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(bookHref(localizedPath("de"), FARE.id), { waitUntil: "load" });
  const top = await page.evaluate(() => document.getElementById("contact-form")!.getBoundingClientRect().top);
  expect(Math.abs(top - NAV_HEIGHT)).toBeLessThanOrEqual(2);
});
