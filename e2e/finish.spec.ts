import { expect, test, type Page } from "@playwright/test";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import { colors } from "../src/styles/theme";
import { E2E } from "./env";
import { hydrated } from "./helpers";

/**
 * Issue 11, the page's finish: computed styles and geometry a demanding eye checks, at the widths the issue
 * was reviewed at (1440 and 390 px), in both languages.
 */
const WIDTHS = [1440, 390] as const;
const viewport = (width: number) => ({ width, height: width < 500 ? 844 : 900 });
const PAGES = [
  { path: "/", t: en, lang: "en" },
  { path: "/fr/", t: fr, lang: "fr" },
] as const;

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** "#d4b270" -> "rgb(212, 178, 112)", as getComputedStyle writes colours. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** Scrolls through the page so every deferred section renders and every reveal has played. */
async function renderWholePage(page: Page) {
  await hydrated(page);
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.locator("#contact form button[type=submit]")).toBeEnabled();
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.evaluate(() => document.fonts.ready);
}

test.describe("1. every circular control is a full circle", () => {
  for (const width of WIDTHS) {
    test(`at ${width} px, every border-radius 50% element has four equal, visible borders`, async ({ page }) => {
      // Colours read once settled, not halfway through a hover transition (the page shortens them then).
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize(viewport(width));
      await page.goto("/");
      await renderWholePage(page);
      // Hovered rows too: the contact links change their colours on hover.
      await page.locator("#contact aside a").first().hover();
      const broken = await page.evaluate(() => {
        const out: string[] = [];
        const circles = [...document.querySelectorAll<HTMLElement>("body *")].filter((el) => getComputedStyle(el).borderTopLeftRadius === "50%");
        for (const el of circles) {
          const s = getComputedStyle(el);
          const sides = ["Top", "Right", "Bottom", "Left"].map((side) => ({
            width: s.getPropertyValue(`border-${side.toLowerCase()}-width`),
            color: s.getPropertyValue(`border-${side.toLowerCase()}-color`),
            style: s.getPropertyValue(`border-${side.toLowerCase()}-style`),
          }));
          const transparent = (color: string) => color === "transparent" || /rgba\(.*,\s*0\)$/.test(color);
          const ok =
            sides.every((side) => side.width === sides[0].width && side.color === sides[0].color && side.style === sides[0].style) &&
            parseFloat(sides[0].width) > 0 &&
            sides[0].style !== "none" &&
            !transparent(sides[0].color) &&
            ["top-right", "bottom-right", "bottom-left"].every((corner) => s.getPropertyValue(`border-${corner}-radius`) === "50%");
          if (!ok) out.push(`${el.tagName}.${el.className}: ${JSON.stringify(sides)}`);
        }
        return { count: circles.length, out };
      });
      expect(broken.count).toBeGreaterThan(3);
      expect(broken.out).toEqual([]);
    });
  }
});

test.describe("2. no synthesized font faces", () => {
  for (const path of ["/", "/fr/", "/privacy/", "/fr/mentions-legales/"]) {
    test(`${path}: every family, weight and style in use is a loaded @font-face`, async ({ page }) => {
      await page.goto(path);
      if (path === "/" || path === "/fr/") await renderWholePage(page);
      else await page.evaluate(() => document.fonts.ready);
      const report = await page.evaluate(async () => {
        const faces = [...document.fonts].map((face) => ({
          family: face.family.replace(/^["']|["']$/g, ""),
          style: face.style,
          weight: Number(face.weight),
          status: face.status,
        }));
        const used = new Map<string, string>();
        for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
          const hasText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "");
          const isControl = el.matches("input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea, button");
          if (!hasText && !isControl) continue;
          const rect = el.getBoundingClientRect();
          if (rect.width === 0 && rect.height === 0) continue;
          const s = getComputedStyle(el);
          const family = s.fontFamily
            .split(",")[0]
            .trim()
            .replace(/^["']|["']$/g, "");
          const key = `${family} ${s.fontWeight} ${s.fontStyle}`;
          if (!used.has(key)) used.set(key, `${el.tagName.toLowerCase()}: ${(el.textContent ?? "").trim().slice(0, 30)}`);
        }
        const problems: string[] = [];
        for (const [key, example] of used) {
          const [, family, weight, style] = key.match(/^(.*) (\d+) (\w+)$/)!;
          const face = faces.find((f) => f.family === family && f.style === style && f.weight === Number(weight));
          if (!face) problems.push(`${key} (e.g. ${example}): no such @font-face, the browser synthesizes or substitutes it`);
          else if (face.status !== "loaded") problems.push(`${key}: @font-face ${face.status}`);
        }
        return { used: [...used.keys()], problems };
      });
      expect(report.used.length).toBeGreaterThan(1);
      expect(report.problems).toEqual([]);
    });
  }
});

/**
 * Chromium draws the date and time inputs' fields and picker button in a user-agent shadow tree, which
 * scripts cannot reach (getComputedStyle(el, "::-webkit-calendar-picker-indicator") answers "none"):
 * the DevTools protocol sees it.
 */
async function nativeParts(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1, pierce: true });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { node } = await cdp.send("DOM.describeNode", { nodeId, depth: -1, pierce: true });
  const fields: string[] = [];
  let indicator: number | undefined;
  let edit: number | undefined;
  const walk = (n: typeof node) => {
    const attributes = n.attributes ?? [];
    const pseudo = attributes.includes("pseudo") ? attributes[attributes.indexOf("pseudo") + 1] : "";
    if (/^-webkit-datetime-edit-\w+-field$/.test(pseudo)) fields.push(pseudo.replace(/^-webkit-datetime-edit-|-field$/g, ""));
    if (pseudo === "-webkit-calendar-picker-indicator") indicator = n.backendNodeId;
    if (pseudo === "-webkit-datetime-edit") edit = n.backendNodeId;
    for (const child of [...(n.shadowRoots ?? []), ...(n.children ?? [])]) walk(child);
  };
  walk(node);
  const style = async (backendNodeId: number | undefined, name: string) => {
    if (backendNodeId === undefined) return "";
    const { nodeIds } = await cdp.send("DOM.pushNodesByBackendIdsToFrontend", { backendNodeIds: [backendNodeId] });
    const { computedStyle } = await cdp.send("CSS.getComputedStyleForNode", { nodeId: nodeIds[0] });
    return computedStyle.find((property) => property.name === name)?.value ?? "";
  };
  const indicatorImage = await style(indicator, "background-image");
  const editColor = await style(edit, "color");
  await cdp.detach();
  return { fields, indicatorImage, editColor };
}

test.describe("4. native form controls styled like the other fields", () => {
  for (const width of WIDTHS) {
    for (const { path } of PAGES) {
      test(`${path} at ${width} px: select, date and time match the text inputs`, async ({ page }) => {
        await page.setViewportSize(viewport(width));
        await page.goto(`${path}#contact`);
        await renderWholePage(page);
        const look = await page.evaluate(() => {
          const props = [
            "height",
            "border-top-width",
            "border-bottom-width",
            "border-top-color",
            "border-left-color",
            "border-radius",
            "background-color",
            "color",
            "font-size",
            "font-family",
          ];
          const read = (id: string) => {
            const el = document.getElementById(id)!;
            const s = getComputedStyle(el);
            return {
              box: Object.fromEntries(props.map((p) => [p, p === "height" ? String(Math.round(el.getBoundingClientRect().height)) : s.getPropertyValue(p)])),
              appearance: s.getPropertyValue("appearance"),
              backgroundImage: s.backgroundImage,
            };
          };
          return { text: read("contact-name"), select: read("contact-service"), date: read("contact-serviceDate"), time: read("contact-serviceTime") };
        });
        for (const control of [look.select, look.date, look.time]) expect(control.box).toEqual(look.text.box);
        // The operating system's arrow is replaced by a chevron drawn in the page's gold.
        expect(look.select.appearance).toBe("none");
        expect(look.select.backgroundImage).toMatch(/^url\("data:image\/svg\+xml/);
        expect(decodeURIComponent(look.select.backgroundImage)).toContain(colors.gold);
        // The calendar and clock icons are the page's own, in gold, not the system's.
        const icons = [(await nativeParts(page, "#contact-serviceDate")).indicatorImage, (await nativeParts(page, "#contact-serviceTime")).indicatorImage];
        for (const icon of icons) {
          expect(icon).toMatch(/^url\("data:image\/svg\+xml/);
          expect(decodeURIComponent(icon)).toContain(colors.gold);
        }
        expect(icons[0]).not.toBe(icons[1]);
        // Empty, the browser's mm/dd/yyyy is muted like the other fields' placeholders; a chosen date is not.
        const date = page.locator("#contact-serviceDate");
        expect((await nativeParts(page, "#contact-serviceDate")).editColor).toBe(rgb(colors.placeholder));
        await date.fill("2031-06-15");
        await page.locator("#contact-name").focus();
        expect((await nativeParts(page, "#contact-serviceDate")).editColor).toBe(rgb(colors.ivory));
      });
    }
  }

  /*
   * Chromium 156 lays out the date and time fields in the browser's own locale and ignores `lang`
   * (measured: an en-US browser shows mm/dd/yyyy and --:-- -- on a lang="fr" page, with lang="fr" on
   * the input itself, and with a fr-CH context locale too), so a French browser shows jj.mm.aaaa and an
   * English one mm/dd/yyyy on either page. What the page can do is name each field's language, so that
   * browsers which honour `lang` follow the page.
   */
  test("the date and time inputs carry the page's language", async ({ page }) => {
    for (const { path, lang } of PAGES) {
      await page.goto(`${path}#contact`);
      await renderWholePage(page);
      for (const selector of ["#contact-serviceDate", "#contact-serviceTime"]) {
        expect(await page.locator(selector).evaluate((el) => el.closest("[lang]")?.getAttribute("lang"))).toBe(lang);
        expect((await nativeParts(page, selector)).fields.length).toBeGreaterThan(1);
      }
    }
  });
});

test.describe("5. a send's answer in the palette, never over the submit button or a field", () => {
  for (const width of WIDTHS) {
    for (const kind of ["success", "error"] as const) {
      test(`${kind} at ${width} px`, async ({ page }) => {
        await page.setViewportSize(viewport(width));
        const base = kind === "success" ? "" : E2E.failingBaseURL;
        await page.goto(`${base}/fr/#contact`);
        await renderWholePage(page);
        await page.getByLabel(fr.contact.form.name).fill("Jean Dupont");
        await page.getByLabel(fr.contact.form.email).fill("jean@example.ch");
        await page.getByLabel(fr.contact.form.message).fill("Un transfert vers Zermatt.");
        await page.getByRole("button", { name: fr.contact.form.submit }).click();

        if (kind === "success") {
          // Said once, by the confirmation panel that takes the form's place: no toast.
          const panel = page.getByRole("region", { name: fr.contact.sent.title });
          await expect(panel).toBeVisible({ timeout: 15_000 });
          await expect(page.locator(".Toastify__toast")).toHaveCount(0);
          const look = await panel.evaluate((el) => ({
            background: getComputedStyle(el).backgroundImage,
            title: getComputedStyle(el.querySelector("h3")!).color,
            icon: getComputedStyle(el.querySelector("svg")!).color,
          }));
          expect(look.background).toContain(rgb(colors.surfaceRaised));
          expect(look.title).toBe(rgb(colors.ivory));
          expect(look.icon).toBe(rgb(colors.gold));
          return;
        }

        const toast = page.locator(".Toastify__toast--error");
        await expect(toast).toBeVisible({ timeout: 15_000 });
        // Let the entrance animation end: its box is where it stays.
        await page.waitForTimeout(900);
        const boxes = await page.evaluate(() => {
          const box = (el: Element) => {
            const r = el.getBoundingClientRect();
            return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
          };
          const toastBox = box(document.querySelector(".Toastify__toast")!);
          const form = document.querySelector("#contact form")!;
          const formBox = box(form);
          const submitBox = box(form.querySelector("button[type=submit]")!);
          const controls = [...form.querySelectorAll("input:not([type=hidden]), select, textarea, button[type=submit]")]
            .filter((el) => el.getBoundingClientRect().width > 1)
            .map((el) => ({ id: el.id || el.tagName, ...box(el) }));
          return { toastBox, formBox, submitBox, controls };
        });
        const covered = boxes.controls.filter((control) => intersects(boxes.toastBox, control)).map((control) => control.id);
        expect(covered).toEqual([]);
        // Right under the button the visitor pressed, inside the form.
        expect(boxes.toastBox.y).toBeGreaterThanOrEqual(boxes.submitBox.y + boxes.submitBox.height);
        expect(boxes.toastBox.y - (boxes.submitBox.y + boxes.submitBox.height)).toBeLessThanOrEqual(32);
        expect(boxes.toastBox.x).toBeGreaterThanOrEqual(boxes.formBox.x);
        expect(boxes.toastBox.x + boxes.toastBox.width).toBeLessThanOrEqual(boxes.formBox.x + boxes.formBox.width);

        const look = await toast.evaluate((el) => {
          const s = getComputedStyle(el);
          const icon = el.querySelector(".Toastify__toast-icon svg");
          return {
            background: s.backgroundColor,
            color: s.color,
            border: s.borderLeftColor,
            icon: icon ? getComputedStyle(icon).color : "",
            iconFill: icon ? getComputedStyle(icon).fill : "",
          };
        });
        expect(look.background).toBe(rgb(colors.surfaceRaised));
        expect(look.color).toBe(rgb(colors.ivory));
        const accent = rgb(colors.errorMuted);
        expect(look.border).toBe(accent);
        expect([look.icon, look.iconFill]).toContain(accent);
      });
    }
  }
});

test.describe("6. region cards: one rule for the band and the cards", () => {
  for (const width of WIDTHS) {
    for (const { path } of PAGES) {
      test(`${path} at ${width} px: each region card's content starts at its left edge and fills its width; the places are text`, async ({ page }) => {
        await page.setViewportSize(viewport(width));
        await page.goto(`${path}#area`);
        await renderWholePage(page);
        const cards = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>("#area article")].map((card) => {
            const s = getComputedStyle(card);
            const r = card.getBoundingClientRect();
            const inner = {
              left: r.left + parseFloat(s.paddingLeft) + parseFloat(s.borderLeftWidth),
              right: r.right - parseFloat(s.paddingRight) - parseFloat(s.borderRightWidth),
            };
            // Where the ink is: the words of the texts and of the places, not the blocks' boxes (which stretch).
            const ink = [...card.querySelectorAll("h3, p, li")].flatMap((el) => {
              const range = document.createRange();
              range.selectNodeContents(el);
              return [...range.getClientRects()];
            });
            const width = inner.right - inner.left;
            const places = [...card.querySelectorAll("li")].map((li) => getComputedStyle(li));
            return {
              name: card.querySelector("h3")!.textContent,
              primary: card.dataset.primary === "true",
              // The ink's left edge against the content box's, as a share of the width.
              start: (Math.min(...ink.map((rect) => rect.left)) - inner.left) / width,
              // How much of the content box's width the ink spans.
              spread: (Math.max(...ink.map((rect) => rect.right)) - Math.min(...ink.map((rect) => rect.left))) / width,
              // A place drawn as a chip (a border, a rounded box, a pointer) looks like a button that does nothing.
              chips: places.filter((look) => parseFloat(look.borderTopWidth) > 0 || parseFloat(look.borderTopLeftRadius) > 0 || look.cursor === "pointer")
                .length,
              links: card.querySelectorAll("a, button").length,
            };
          }),
        );
        expect(cards.length).toBeGreaterThan(1);
        for (const card of cards) {
          expect.soft(card.start, `${card.name}: its content starts this far from its left edge`).toBeLessThanOrEqual(0.02);
          expect.soft(card.chips, `${card.name}: places drawn as chips`).toBe(0);
          expect.soft(card.links, `${card.name}: controls`).toBe(0);
        }
        // The band (the primary region, a whole row) fills its width as the cards under it fill theirs:
        // crowded into its middle third (36 % of it) is far under.
        const band = cards.find((card) => card.primary)!;
        expect(band.spread, `${band.name}: share of the band’s width its content spans`).toBeGreaterThanOrEqual(0.6);
      });
    }
  }
});

test.describe("7. service cards share one grid", () => {
  for (const width of [1440, 1100, 390]) {
    test(`at ${width} px, dividers and feature lists of cards side by side are at the same height`, async ({ page }) => {
      await page.setViewportSize(viewport(width));
      await page.goto("/#services");
      await renderWholePage(page);
      const rows = await page.evaluate(() => {
        const byRow = new Map<number, { divider: number; firstFeature: number; title: number }[]>();
        for (const card of document.querySelectorAll<HTMLElement>("#services article")) {
          const top = Math.round(card.getBoundingClientRect().top);
          const list = card.querySelector("ul")!;
          const entry = {
            divider: list.getBoundingClientRect().top,
            firstFeature: list.querySelector("li")!.getBoundingClientRect().top,
            title: card.querySelector("h3")!.getBoundingClientRect().top,
          };
          byRow.set(top, [...(byRow.get(top) ?? []), entry]);
        }
        return [...byRow.values()];
      });
      for (const row of rows) {
        for (const part of ["divider", "firstFeature", "title"] as const) {
          const ys = row.map((card) => card[part]);
          expect(Math.max(...ys) - Math.min(...ys), `${part} y across ${row.length} cards`).toBeLessThanOrEqual(0.5);
        }
      }
      if (width === 1440) expect(rows[0].length).toBe(3);
    });
  }
});

test.describe("9. typography", () => {
  for (const { path, lang } of PAGES) {
    test(`${path}: balanced headings, pretty paragraphs`, async ({ page }) => {
      await page.goto(path);
      await renderWholePage(page);
      const wraps = await page.evaluate(() => ({
        headings: [...new Set([...document.querySelectorAll("h1, h2, h3")].map((el) => getComputedStyle(el).textWrapStyle))],
        paragraphs: [...new Set([...document.querySelectorAll("main p")].map((el) => getComputedStyle(el).textWrapStyle))],
      }));
      expect(wraps.headings).toEqual(["balance"]);
      expect(wraps.paragraphs).toEqual(["pretty"]);
      expect(lang).toBeTruthy();
    });
  }

  test("French texts have the non-breaking spaces French typography requires", async ({ page }) => {
    await page.goto("/fr/");
    await renderWholePage(page);
    const text = await page.evaluate(() => document.body.innerText + " " + document.title);
    // A breaking space before : ; ! ? » or after «, or between a number and %, is a typo in French.
    expect(text.match(/.{0,20}( [:;!?»]|« |\d ?%).{0,10}/g) ?? []).toEqual([]);
    // And the content does have such places: the spacing is there, not the marks gone.
    expect(text).toMatch(/\u00a0:/);
    expect(text).toMatch(/\d\u202f%/);
  });

  for (const width of WIDTHS) {
    for (const { path } of PAGES) {
      test(`${path} at ${width} px: the legal links never leave one link alone on a line`, async ({ page }) => {
        await page.setViewportSize(viewport(width));
        await page.goto(path);
        await hydrated(page);
        const lines = await page.evaluate(() => {
          const links = [...document.querySelectorAll("footer a")].filter((a) =>
            /\/(privacy|terms|cookies|legal-notice|confidentialite|conditions-utilisation|mentions-legales)\/?$/.test(a.getAttribute("href") ?? ""),
          );
          const rows = new Map<number, number>();
          for (const link of links) {
            const rects = [...link.getClientRects()];
            // A link broken over two lines is a wrap inside a link: count it as a line of its own.
            if (rects.length > 1) return [-1];
            const top = Math.round(rects[0].top);
            rows.set(top, (rows.get(top) ?? 0) + 1);
          }
          return [...rows.values()];
        });
        expect(lines.reduce((a, b) => a + b, 0)).toBe(4);
        // One line, two lines of two, or one link per line (a column): never 3 + 1.
        expect([[4], [2, 2], [1, 1, 1, 1]]).toContainEqual(lines);
      });
    }
  }
});
