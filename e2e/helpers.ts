import type { Page } from "@playwright/test";

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

export const SECTION_IDS = ["home", "services", "rates", "about", "area", "contact"] as const;
