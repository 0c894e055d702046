import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { E2E } from "./env";
import { hydrated } from "./helpers";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import rates from "../content/rates.json";
import { fareId, findFare, type Fare } from "../src/contact/fareIds";
import type { Rates } from "../src/content/rates";
import { formatChf } from "../src/i18n/prices";
import { escapeRegExp, format } from "../__tests__/support/content";

/**
 * The Rates section's "Book" links, as a visitor uses them (issue 19): a tap before the page's script is
 * ready (a phone, CPU slowed, the scripts held back until after the tap) and a click once it is
 * interactive (desktop) both reach the form with the transfer filled in and the fare above the button;
 * without JavaScript the link still leads to the form. And the section on the narrowest phone. Every
 * name, amount and text is read from content/.
 */
const RATES = rates as Rates;
const priced = RATES.transfers.flatMap((route) =>
  route.prices.filter((cell) => cell.amount !== null).map((cell) => findFare(RATES, fareId(route.id, cell.class))!),
);
const FARE: Fare = priced.find((fare) => fare.amount >= 1000) ?? priced[0];
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 } as const;
const texts = { en, fr } as const;
const normalize = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

async function expectPrefilled(page: Page, language: "en" | "fr", fare: Fare) {
  const t = texts[language];
  const line = normalize(format(t.contact.form.fare, { price: formatChf(fare.amount, language) }));
  await expect.poll(async () => normalize(await page.locator("#contact-fare").textContent()), { timeout: 20_000 }).toBe(line);
  await expect(page.locator("#contact-service")).toHaveValue("private-transport");
  await expect(page.locator("#contact-details-pickup")).toHaveValue(fare.origin.name[language]);
  await expect(page.locator("#contact-details-destination")).toHaveValue(fare.route.to[language]);
  await expect(page.locator("#contact-details-vehicleClass")).toHaveValue(fare.vehicleClass.id);
  // The fare line sits above the button.
  const [fareBox, buttonBox] = await Promise.all([
    page.locator("#contact-fare").boundingBox(),
    page.getByRole("button", { name: t.contact.form.submit }).boundingBox(),
  ]);
  expect(fareBox!.y + fareBox!.height).toBeLessThanOrEqual(buttonBox!.y);
}

test.describe("phone, CPU slowed: a tap before the page's script is ready", () => {
  test.use(PHONE);

  test("the link loads the form with the fare in the address; the form fills itself in as it starts", async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // The page's scripts are held back until after the tap, so the tap is certainly before hydration.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/(?:app|framework|webpack-runtime|component---)[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // The HTML is there; its load event waits for the held scripts.
    await page.goto("/fr/", { waitUntil: "domcontentloaded" });
    const link = page.locator(`#rates a[data-fare="${FARE.id}"]`);
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => Object.keys(document.getElementById("___gatsby") ?? {}).some((key) => key.startsWith("__reactContainer")))).toBe(false);
    const navigated = page.waitForURL(`**/fr/?fare=${FARE.id}#contact`, { waitUntil: "commit" });
    await link.tap();
    await navigated;
    release();
    await page.unroute(/\.js$/);
    await hydrated(page);
    await expectPrefilled(page, "fr", FARE);
    await expect(page.locator("#contact")).toBeInViewport();
  });

  test("no sideways scroll at 320 px, and every price readable at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/fr/");
    await hydrated(page);
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.screen);
    await page.setViewportSize({ width: 390, height: 844 });
    // Every price lies inside the screen's width and is not clipped.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("#rates td span, #rates td a")]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.left < 0 || box.right > window.innerWidth || element.scrollWidth > element.clientWidth + 1);
        })
        .map((element) => element.textContent),
    );
    expect(outside).toEqual([]);
  });
});

test.describe("desktop: a click once the page is interactive", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("stays on the page, fills the form in at once, and the request carries the fare to the office's e-mail", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    const link = page.locator(`#rates a[data-fare="${FARE.id}"]`);
    await expect(link).toHaveAccessibleName(new RegExp(`^${escapeRegExp(en.rates.book)}`));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/\\?fare=${FARE.id.replace(".", "\\.")}#contact$`));
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expectPrefilled(page, "en", FARE);
    await expect(page.locator("#contact-name")).toBeFocused();
    await expect(page.locator("#contact-name")).toBeInViewport();

    // Sent: the office reads the recomputed total in the subject and in its price row, verified against the page's.
    const before = await outboxFiles();
    await page.locator("#contact-name").fill("Jane Rates");
    await page.locator("#contact-email").fill("jane.rates@example.com");
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-contact-email"));
    await page.getByRole("button", { name: en.contact.form.submit }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? "{}").fare).toEqual({ id: FARE.id, amount: FARE.amount, validFrom: RATES.validFrom });
    await expect.poll(async () => (await outboxFiles()).length).toBe(before.length + 1);
    const added = (await outboxFiles()).filter((name) => !before.includes(name));
    const mail = await PostalMime.parse(await readFile(path.join(E2E.outboxDir, added[0])));
    expect(mail.subject).toContain(` · ${formatChf(FARE.amount, "en")} — Jane Rates`);
    expect(mail.text).toMatch(new RegExp(`^Price:\\s+.+: ${escapeRegExp(formatChf(FARE.amount, "en"))}$`, "m"));
    expect(mail.text).toContain(`${en.contact.price.total}: ${formatChf(FARE.amount, "en")}`);
    expect(mail.text).toContain("verified: the visitor's page showed the same total");
  });

  test("changing the vehicle class removes the fare", async ({ page }) => {
    await page.goto(`/?fare=${FARE.id}#contact`);
    await hydrated(page);
    await expectPrefilled(page, "en", FARE);
    const other = RATES.classes.find((vehicleClass) => vehicleClass.id !== FARE.vehicleClass.id)!;
    await page.locator("#contact-details-vehicleClass").selectOption(other.id);
    await expect.poll(async () => normalize(await page.locator("#contact-fare").textContent())).toBe("");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a Book link is a real link: it leads to the form, with the fare in the address", async ({ page }) => {
    await page.goto("/");
    await page.locator(`#rates a[data-fare="${FARE.id}"]`).click();
    await page.waitForURL(`**/?fare=${FARE.id}#contact`);
    await expect(page.locator("#contact")).toBeInViewport();
  });
});

async function outboxFiles(): Promise<string[]> {
  try {
    return (await readdir(E2E.outboxDir)).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
}
