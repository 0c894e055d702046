import { expect, test, type Page } from "@playwright/test";
import { collectErrors, hydrated } from "./helpers";

/**
 * The pages' Emotion styles are written into each page's <head> at build time (gatsby/patches/emotionStyles.tsx).
 * In the browser, Emotion must adopt them, not insert them a second time: every class keeps exactly
 * one rule, the global styles one sheet, and hydration logs no error, also once the deferred
 * sections (the contact form) have loaded their code and rendered.
 */
async function ruleCounts(page: Page) {
  return page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const sheet of [...document.styleSheets]) {
      for (const rule of [...sheet.cssRules]) {
        const selector = (rule as CSSStyleRule).selectorText;
        if (selector && /^\.css-\w+$/.test(selector)) counts[selector] = (counts[selector] ?? 0) + 1;
      }
    }
    const globalSheets = [...document.querySelectorAll("style")].filter((style) => style.textContent?.includes("scroll-padding-top")).length;
    const inBody = document.body.querySelectorAll("style").length;
    return { duplicated: Object.entries(counts).filter(([, count]) => count > 1), classes: Object.keys(counts).length, globalSheets, inBody };
  });
}

// An unknown French address: the server answers 404 with the French not-found page (public/fr/404.html).
const NOT_FOUND = "/fr/no-such-page/";
for (const path of ["/", "/fr/", NOT_FOUND]) {
  test(`${path}: Emotion adopts the styles of the <head> after hydration, nothing inserted twice`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    await hydrated(page);
    if (path !== NOT_FOUND) {
      // Brings in the deferred sections' code, down to the contact form.
      await page.locator("#contact").scrollIntoViewIfNeeded();
      await expect(page.locator("#contact form button[type=submit]")).toBeEnabled();
    }
    const { duplicated, classes, globalSheets, inBody } = await ruleCounts(page);
    expect(classes).toBeGreaterThan(3);
    expect(duplicated).toEqual([]);
    expect(globalSheets).toBe(1);
    expect(inBody).toBe(0);
    // The not-found page logs the missing path on purpose (src/pages/404.tsx), and Chromium logs the
    // document's own 404 status.
    const expected = (error: string) => error.startsWith("404: no page at") || (path === NOT_FOUND && error.includes("status of 404"));
    expect(errors.filter((error) => !expected(error))).toEqual([]);
  });
}

// Emotion's own adoption of server styles moves each <style> element of the head, and Gatsby's head
// sets <html lang> again to the same value: each makes Chromium recalculate the whole page's style
// during boot (gatsby/patches/emotionStyles.tsx, src/components/SeoHead.tsx).
for (const path of ["/", "/fr/"]) {
  test(`${path}: booting inserts, removes and moves no <style> element and sets no attribute of <html>`, async ({ page }) => {
    await page.addInitScript(() => {
      const changes: string[] = [];
      (window as unknown as { styleChanges: string[] }).styleChanges = changes;
      const describe = (node: Node) => (node instanceof HTMLStyleElement ? `<style ${node.getAttribute("data-emotion") ?? ""}>` : "");
      // From the end of parsing (the parser adds the head's elements itself); the boot scripts start after it.
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) if (describe(node)) changes.push(`+${describe(node)}`);
            for (const node of record.removedNodes) if (describe(node)) changes.push(`-${describe(node)}`);
          }
        }).observe(document, { childList: true, subtree: true });
        // Until the page has loaded: after \`load\` the site switches smooth scrolling on by an attribute of <html>,
        // on purpose once (src/styles/smoothScroll.ts), when the boot's work is over.
        let loaded = false;
        window.addEventListener("load", () => (loaded = true));
        new MutationObserver((records) => records.forEach((record) => loaded || changes.push(`<html ${record.attributeName}>`))).observe(
          document.documentElement,
          {
            attributes: true,
          },
        );
      });
    });
    await page.goto(path);
    // Gatsby marks the end of the first render (hydration committed, its effects and the head's run).
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0);
    // Sections brought into view load their code and hydrate too.
    await page.locator("#services").scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { styleChanges: string[] }).styleChanges)).toEqual([]);
  });
}
