import { expect, test, type Page } from "@playwright/test";
import fleet from "../content/fleet.json";
import { hydrated } from "./helpers";

/**
 * The fleet section in a browser: its pictures wait until the visitor scrolls near them, come in frames
 * already sized (nothing moves when they arrive), and each screen gets its own crop (4:3 on phones, 3:2
 * above).
 */
const fleetFile = (url: string) =>
  fleet.some((vehicle) => new RegExp(`/${vehicle.picture.replace(/^.*\//, "").replace(/\.[^.]+$/, "")}\\.(avif|webp|jpe?g)$`).test(url));

/** Every layout shift of the page from now on, with whether it moved something inside #fleet. */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const shifts: { value: number; inFleet: boolean }[] = [];
    (window as unknown as { shifts: typeof shifts }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
        const fleetSection = document.getElementById("fleet");
        shifts.push({ value: entry.value, inFleet: (entry.sources ?? []).some((source) => Boolean(source.node && fleetSection?.contains(source.node))) });
      }
    }).observe({ type: "layout-shift", buffered: false });
  });
}

for (const { name, viewport, ratio, mobile } of [
  { name: "phone", viewport: { width: 390, height: 844 }, ratio: 4 / 3, mobile: true },
  { name: "desktop", viewport: { width: 1440, height: 900 }, ratio: 3 / 2, mobile: false },
]) {
  test(`${name}: the vehicles' pictures load as the section nears, in its crop, and move nothing`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, deviceScaleFactor: mobile ? 2 : 1 });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => {
      if (fleetFile(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto("/");
    await hydrated(page);
    await page.waitForTimeout(500);
    // Far below the first screen: not one of them yet.
    expect(requested).toEqual([]);
    await watchShifts(page);
    for (const card of await page.locator("#fleet article").all()) {
      await card.scrollIntoViewIfNeeded();
      await page.waitForTimeout(150);
    }
    await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>("#fleet img")].every((img) => img.complete && img.naturalWidth > 0));
    expect(requested.length).toBeGreaterThanOrEqual(fleet.length);
    const pictures = await page.locator("#fleet img").evaluateAll((images) =>
      (images as HTMLImageElement[]).map((img) => ({
        src: img.currentSrc,
        ratio: img.naturalWidth / img.naturalHeight,
        box: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
      })),
    );
    for (const picture of pictures) {
      // A modern format, the screen's own crop, in a frame of that shape.
      expect(picture.src).toMatch(/\.(avif|webp)$/);
      expect(picture.ratio).toBeCloseTo(ratio, 1);
      expect(picture.box).toBeCloseTo(ratio, 1);
    }
    const shifts = await page.evaluate(() => (window as unknown as { shifts: { value: number; inFleet: boolean }[] }).shifts);
    expect(shifts.filter((shift) => shift.inFleet)).toEqual([]);
    await context.close();
  });
}
