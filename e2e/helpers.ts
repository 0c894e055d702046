import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { E2E, SLOWED_CPU_TAG } from "./env";

/**
 * Every axe-core rule that applies (WCAG 2.0–2.2 A/AA and best practices), any impact, on the page or within
 * `scope`: one line per violation. Only violations are collected: axe skips gathering the passing and
 * incomplete nodes, which on the long legal pages took a fifth of each run.
 *
 * Legacy mode: by default @axe-core/playwright opens a new blank page (a renderer of its own) in every run
 * to assemble the frames' results, which only cross-origin frames need; the site has none (the admin's
 * preview frame is same-origin, which legacy mode reaches too). Measured on the home page at 1440 px: 3.5 s
 * and 4.8 CPU-s a run by default, 1.6 s and 2.1 CPU-s in legacy mode, the same violations.
 */
export async function axeViolations(page: Page, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ["violations"] });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/** Collects console errors and uncaught exceptions of a page, for "no errors on load" checks. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Whether React has hydrated the page (in the page: Playwright sends the function's source). */
const reactHydrated = () => {
  const root = document.getElementById("___gatsby");
  return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
};

/** Whether React has hydrated the page yet: for a test that must act before it has. */
export const isHydrated = (page: Page) => page.evaluate(reactHydrated);

/** Waits until React has hydrated the page (the footer year is set by an effect, the nav listens to scroll). */
export async function hydrated(page: Page) {
  await page.waitForFunction(reactHydrated);
}

/**
 * Slows the page's CPU 4× (a phone's) from now on; what it returns ends the slowing. Only in a
 * test tagged SLOWED_CPU_TAG: those run alone, in the slowed-cpu project, because their timing holds only on
 * cores nothing else uses (docs/testing.md), and an untagged one would run beside the others.
 *
 * Chromium suspends a slowed page's main thread from a signal handler that spins, so the page keeps about
 * 0.85 of a core busy even when it does nothing. A test ends the slowing once what the phone does is over and
 * only the server's side is left to read (the outbox, a request sent straight to the function).
 */
export async function slowCpu(page: Page): Promise<() => Promise<void>> {
  const { tags, title } = test.info();
  if (!tags.includes(SLOWED_CPU_TAG)) throw new Error(`"${title}" slows the page's CPU but is not tagged ${SLOWED_CPU_TAG}`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return async () => {
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  };
}

/** The page's sections in their order: the navigation's own list. */
export { SECTIONS as SECTION_IDS } from "../src/navigation/sections";

/** A tap on a phone, a click on the desktop: what the visitor's hand does. */
export async function press(control: Locator, device: "phone" | "desktop") {
  if (device === "phone") await control.tap();
  else await control.click();
}

/** The .eml files in this worker's outbox (e2e/env.ts). */
export async function outboxFiles(): Promise<string[]> {
  try {
    return (await readdir(E2E.outboxDir)).filter((name) => name.endsWith(".eml"));
  } catch {
    return [];
  }
}

/**
 * The office's message among the files added since `before`: the visitor's acknowledgement (marked
 * Auto-Submitted) may land beside it, before or after it.
 */
export async function officeMail(before: string[]) {
  let office: Awaited<ReturnType<typeof PostalMime.parse>> | undefined;
  await expect
    .poll(
      async () => {
        const added = (await outboxFiles()).filter((name) => !before.includes(name));
        const mails = await Promise.all(added.map(async (name) => PostalMime.parse(await readFile(path.join(E2E.outboxDir, name)))));
        office = mails.find((mail) => !mail.headers.some((header) => header.key === "auto-submitted"));
        return Boolean(office);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return office!;
}

/**
 * Presses the form's send button and waits for the function's answer, which must be a 200: the outbox's
 * files before the press (for officeMail), the response, and the request's reference.
 */
export async function sendForm(page: Page, submit: string, device: "phone" | "desktop") {
  const before = await outboxFiles();
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-contact-email"));
  await press(page.getByRole("button", { name: submit }), device);
  const response = await answered;
  expect(response.status()).toBe(200);
  const { reference } = (await response.json()) as { reference: string };
  return { before, response, reference };
}

/**
 * A picture of `target` and `margin` px around it, clipped from the full page once it is scrolled into view
 * and `settleMs` has passed; the fixed bars (navigation, the phone's call bar) are hidden, so they never lie
 * over it. For the screenshot specs.
 */
export async function clipAround(page: Page, target: Locator, settleMs: number, margin = 24): Promise<Buffer> {
  await page.addStyleTag({ content: "header, #quick-contact { visibility: hidden !important; }" });
  await target.scrollIntoViewIfNeeded();
  await page.waitForTimeout(settleMs);
  const box = await target.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + window.scrollX, y: rect.top + window.scrollY, width: rect.width, height: rect.height };
  });
  const x = Math.max(0, box.x - margin);
  return page.screenshot({
    fullPage: true,
    animations: "disabled",
    clip: { x, y: Math.max(0, box.y - margin), width: Math.min(box.width + 2 * margin, page.viewportSize()!.width - x), height: box.height + 2 * margin },
  });
}
