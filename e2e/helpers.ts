import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { E2E } from "./env";

/** Collects console errors and uncaught exceptions of a page, for "no errors on load" checks. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has hydrated the page (the footer year is set by an effect, the nav listens to scroll). */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby");
    return Boolean(root && Object.keys(root).some((key) => key.startsWith("__reactContainer")));
  });
}

/** The page's sections in their order: the navigation's own list. */
export { SECTIONS as SECTION_IDS } from "../src/navigation/sections";

/** A tap on a phone, a click on the desktop: what the visitor's hand does. */
export async function press(control: Locator, device: "phone" | "desktop") {
  if (device === "phone") await control.tap();
  else await control.click();
}

/** The .eml files in the browser tests' outbox. */
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
