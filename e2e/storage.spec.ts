import { expect, test, type Page } from "@playwright/test";
import company from "../content/company.json";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import { LEGAL_PATHS } from "../src/legal/pages";
import { hydrated } from "./helpers";

/**
 * What the site keeps in the browser is what the Cookie Policy says (the Telecommunications Act, Art. 45c,
 * and the policy's promise): a visitor scrolls, switches language and sends a request, then everything
 * stored (cookies, localStorage, sessionStorage) is compared with the table the Cookie Policy shows, in
 * each language. Names, places and texts come from the built page and content/company.json, not from here.
 */

interface Listed {
  name: string;
  prefix: boolean;
  store: string;
}

/**
 * The Cookie Policy's visitors' table (its first; the editors' one, what the admin keeps, follows) as the
 * built page shows it: name (a trailing … for a prefix) and where it is kept.
 */
async function listedOn(page: Page, path: string, language: "en" | "fr"): Promise<Listed[]> {
  await page.goto(path);
  const rows = await page
    .locator("main table")
    .first()
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "")));
  return rows.map(([name, where]) => {
    const entry = company.browserStorage.find((candidate) => candidate.where[language] === where);
    expect(entry, `the cookie page's "${where}" is one of content's stores`).toBeDefined();
    return { name: name.replace(/…$/, ""), prefix: name.endsWith("…"), store: entry!.store };
  });
}

test("everything a visit stores in the browser is listed on the Cookie Policy, and everything listed is what a visit stores", async ({ page, context }) => {
  // A visitor: the home page, a scroll, a legal page and back (Gatsby keeps scroll positions), the
  // language switch, and a request sent from the form.
  await page.goto("/");
  await hydrated(page);
  await page.mouse.wheel(0, 1600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole("link", { name: en.footer.privacy }).first().click();
  await expect(page).toHaveURL(new RegExp(`${LEGAL_PATHS.privacy.en}$`));
  await page.goBack();
  await hydrated(page);
  const select = page.getByRole("combobox", { name: en.language.label });
  await select.focus();
  await select.selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await hydrated(page);
  await page.locator("#contact").scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: fr.contact.form.submit })).toBeEnabled();
  await page.getByLabel(fr.contact.form.name).fill("Jeanne Storage");
  await page.getByLabel(fr.contact.form.email).fill("jeanne@example.ch");
  await page.getByLabel(fr.contact.form.service).selectOption("other");
  await page.getByLabel(fr.contact.form.message).fill("Un transfert vers Gstaad.");
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-contact-email"));
  await page.getByRole("button", { name: fr.contact.form.submit }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole("region", { name: fr.contact.sent.title })).toBeVisible();

  const stored = {
    cookie: (await context.cookies()).map((cookie) => cookie.name),
    localStorage: await page.evaluate(() => Object.keys(window.localStorage)),
    sessionStorage: await page.evaluate(() => Object.keys(window.sessionStorage)),
  };
  // The visit really stored something of each kind the site uses (else the comparison below proves little).
  expect(stored.localStorage.length).toBeGreaterThan(0);
  expect(stored.sessionStorage.length).toBeGreaterThan(0);

  for (const [path, language] of [
    [LEGAL_PATHS.cookies.en, "en"],
    [LEGAL_PATHS.cookies.fr, "fr"],
  ] as const) {
    const listed = await listedOn(page, path, language);
    expect(listed).toHaveLength(company.browserStorage.length);
    const covers = (store: string, key: string) =>
      listed.some((entry) => entry.store === store && (entry.prefix ? key.startsWith(entry.name) : key === entry.name));
    for (const [store, keys] of Object.entries(stored)) {
      for (const key of keys) expect({ store, key, listed: covers(store, key) }).toEqual({ store, key, listed: true });
    }
    // Nothing listed that the visit does not store: the page says no more than the site does.
    for (const entry of listed) {
      const keys = stored[entry.store as keyof typeof stored];
      expect({ entry, stored: keys.some((key) => (entry.prefix ? key.startsWith(entry.name) : key === entry.name)) }).toEqual({ entry, stored: true });
    }
  }
});
