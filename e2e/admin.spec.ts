import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import site from "../content/site.json";
import services from "../content/services.json";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import fleet from "../content/fleet.json";
import { collections } from "../src/cms/collections";
import { ICON_LABELS } from "../src/content/schema";
import { checkContent, formatProblem } from "../src/content/check";
import { LANGUAGE_LIST } from "../src/i18n/languages";
import { collectErrors, hydrated } from "./helpers";

/**
 * The admin at /admin/ (built with the site, served by the same production server) with Decap's local
 * backend: a decap-server of its own, on a free port, writing into a temporary copy of content/, so the
 * tests never touch the real files. The admin looks for the backend at http://localhost:8081/api/v1
 * (what `npm run cms` starts); the page's requests there are routed to this server instead.
 */
const ROOT = path.resolve(__dirname, "..");
let repo = "";
let server: ChildProcess | undefined;
let apiURL = "";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitForBackend(url: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ action: "info" }) });
      if (response.ok) return;
    } catch {
      // not listening yet: try again until the deadline
    }
    if (Date.now() > deadline) throw new Error(`decap-server did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test.beforeAll(async () => {
  repo = mkdtempSync(path.join(tmpdir(), "admin-e2e-"));
  cpSync(path.join(ROOT, "content"), path.join(repo, "content"), { recursive: true });
  const port = await freePort();
  apiURL = `http://127.0.0.1:${port}/api/v1`;
  server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), BIND_HOST: "127.0.0.1", MODE: "fs", GIT_REPO_DIRECTORY: repo, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  await waitForBackend(apiURL);
});

test.afterAll(() => {
  server?.kill();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

/** Opens the admin on this test's backend and logs in (the local backend has a plain Login button). */
async function openAdmin(page: Page) {
  await page.route(/^http:\/\/localhost:8081\/api\/v1/, async (route) => route.fulfill({ response: await route.fetch({ url: apiURL }) }));
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Collections")).toBeVisible();
}

async function openServices(page: Page) {
  await page.getByRole("link", { name: "Services" }).first().click();
  // The entry's card (the sidebar's link has the same name and is there first).
  await page.locator('a[href$="/entries/services"]').click();
  await expect(page).toHaveURL(/#\/collections\/services\/entries\/services$/);
}

/** Unfolds the service whose summary (English title) is `title`. */
async function unfold(page: Page, title: string) {
  await page.locator('[class*="listControlItem"]', { hasText: title }).first().locator("button").first().click();
}

const companyCollection = collections.find((collection) => collection.name === "company")!;
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8"));

test("/admin/ loads in Chromium with the local backend and lists every collection", async ({ page }) => {
  const errors = collectErrors(page);
  await openAdmin(page);
  await expect(page).toHaveTitle(/^Content · /);
  const nav = page.locator("nav, aside").filter({ hasText: "Collections" }).first();
  for (const name of ["Services", "Service area", "Contact details & settings", "Interface texts"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  // The interface texts are one entry per language.
  await page.getByRole("link", { name: "Interface texts", exact: true }).click();
  for (const { name } of LANGUAGE_LIST) await expect(page.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  // The dev-server's refresh socket aside, the admin logs no error.
  expect(errors.filter((error) => !/React Refresh/.test(error))).toEqual([]);
});

test("a value edited in the admin is written to the JSON file, and only that value", async ({ page }) => {
  const file = path.join(repo, "content/services.json");
  const before = readJson(file);
  await openAdmin(page);
  await openServices(page);
  await unfold(page, before[0].title.en);
  const title = page.getByRole("textbox", { name: "Title (English)" });
  await expect(title).toHaveValue(before[0].title.en);
  await title.fill("Private Chauffeur");
  // The preview draws the site's own service card with the new title.
  await expect(page.frameLocator("#preview-pane").getByRole("heading", { name: "Private Chauffeur" })).toBeVisible();
  await page.getByRole("textbox", { name: "Feature 2 (Français)" }).fill("Voyages d’affaires et événements d’entreprise");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry saved")).toBeVisible();

  await expect.poll(() => readJson(file)[0].title.en).toBe("Private Chauffeur");
  const expected = structuredClone(before);
  expected[0].title.en = "Private Chauffeur";
  expected[0].features[1].fr = "Voyages d’affaires et événements d’entreprise";
  expect(readJson(file)).toEqual(expected);
  // Still a list at the top of the file, still valid content; the real content/ is untouched.
  expect(checkContent(path.join(repo, "content")).map(formatProblem)).toEqual([]);
  expect(readJson(path.join(ROOT, "content/services.json"))[0].title.en).not.toBe("Private Chauffeur");
});

test("the admin refuses to save a service without its French title", async ({ page }) => {
  const file = path.join(repo, "content/services.json");
  const before = readFileSync(file, "utf8");
  const services = JSON.parse(before);
  await openAdmin(page);
  await openServices(page);
  await unfold(page, services[1].title.en);
  await page.getByRole("textbox", { name: "Title (Français)" }).fill("");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Title: the Français text is required.")).toBeVisible();
  await expect(page.getByText("Unsaved changes", { exact: false })).toBeVisible();
  await page.waitForTimeout(500);
  expect(readFileSync(file, "utf8")).toBe(before);
});

test("the public pages load none of the admin's code", async ({ page, request }) => {
  for (const address of ["/", "/fr/"]) {
    const html = await (await request.get(address)).text();
    expect(html).not.toMatch(/\/admin\/|decap|netlify-identity/i);
  }
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto("/");
  // The boot scripts are requested after the first paint: on a busy machine the network can be quiet for
  // half a second before they are, so "networkidle" alone may come with no script seen yet.
  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  await hydrated(page);
  // Sections below the first screen load their code as they come into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  for (const url of scripts) {
    expect(new URL(url).pathname).not.toMatch(/^\/admin\//);
    const source = await (await request.get(url)).text();
    expect(source, url).not.toMatch(/decap-cms|netlify-identity|CMS_MANUAL_INIT/);
  }
});

test("a legal text opens as Markdown in the admin and is previewed in the site's styles", async ({ page }) => {
  const file = path.join(repo, "content/legal/privacy.en.md");
  const before = readFileSync(file, "utf8");
  const firstSection = /^## (.+)$/m.exec(before)![1];
  await openAdmin(page);
  const nav = page.locator("nav, aside").filter({ hasText: "Collections" }).first();
  for (const name of ["Company & legal identity", "Legal pages"]) await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  await nav.getByRole("link", { name: "Legal pages", exact: true }).click();
  await page.getByRole("link", { name: /Privacy Policy \(English\)/ }).click();
  // The preview: Decap's rendering of the Markdown inside the site's prose style (display font for headings).
  const heading = page.frameLocator("#preview-pane").getByRole("heading", { name: firstSection, level: 2 });
  await expect(heading).toBeVisible();
  expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Cormorant Garamond/);
  // Opening it changed nothing on disk.
  expect(readFileSync(file, "utf8")).toBe(before);
});

// ---------------------------------------------------------------------------------------------------
// The admin as an editor who does not code meets it (issue 11, "The admin").

// The first test above renames services[0]: these use the others, as in content/.
const preview = (page: Page) => page.frameLocator("#preview-pane");

test("the log-in page and the admin's header show the company's mark, not Decap's logo", async ({ page }) => {
  const errors = collectErrors(page);
  await page.route(/^http:\/\/localhost:8081\/api\/v1/, async (route) => route.fulfill({ response: await route.fetch({ url: apiURL }) }));
  await page.goto("/admin/");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  // The log-in page: the mark (lozenge and name) as Decap's logo picture, drawn (the CSP lets it load).
  const logo = page.locator('[class*="CustomIconWrapper"] img');
  await expect(logo).toBeVisible();
  await expect(page.locator('[class*="DecapLogoIcon"]')).toHaveCount(0);
  const svg = decodeURIComponent((await logo.getAttribute("src"))!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
  expect(svg).toContain(`>${site.brand.toUpperCase()}</text>`);
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/admin-login.png" });

  // The header of the collections: BrandMark in the site's display face (loaded, not a fallback).
  await page.getByRole("button", { name: "Login" }).click();
  const header = page.locator("header").first();
  const mark = header.getByText(site.brand, { exact: true });
  await expect(mark).toBeVisible();
  await expect(mark.locator("svg rect")).toHaveCount(2);
  expect(await mark.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^'?"?Cormorant Garamond/);
  await expect
    .poll(() =>
      page.evaluate(
        () => document.fonts.check("500 16px 'Cormorant Garamond'") && [...document.fonts].some((f) => f.family.includes("Cormorant") && f.status === "loaded"),
      ),
    )
    .toBe(true);
  // It stays through page changes (Decap redraws its header).
  await page.getByRole("link", { name: "Fleet", exact: true }).click();
  await expect(header.getByText(site.brand, { exact: true })).toHaveCount(1);
  await header.screenshot({ path: "test-results/admin-header.png" });
  expect(errors.filter((error) => !/React Refresh/.test(error))).toEqual([]);
});

test("technical ids are not free text: a service's form option is read-only and named, icons are chosen by name", async ({ page }) => {
  await openAdmin(page);
  await openServices(page);
  await unfold(page, services[1].title.en);
  const item = page.locator('[class*="listControlItem"]', { hasText: services[1].title.en }).first();
  const option = item.getByLabel("Contact form option", { exact: true });
  await expect(option).toHaveValue(services[1].title.en);
  await expect(option).not.toBeEditable();
  // The icon: a choice among human names, never the code's name.
  const icon = item.locator('[class*="ControlContainer"]', { has: page.locator("label", { hasText: /^Icon$/ }) }).first();
  await expect(icon).toContainText(ICON_LABELS[services[1].icon as keyof typeof ICON_LABELS]);
  await expect(icon).not.toContainText(services[1].icon);
  await icon.locator('[class*="control"]').first().click();
  // Decap's select (react-select) lists its options without an ARIA role.
  const options = icon.locator('[class*="-menu"] [class*="-option"]');
  await expect(options).toHaveText(Object.values(ICON_LABELS));
  await page.keyboard.press("Escape");
});

test("a vehicle's id is read-only once set (requests carry it)", async ({ page }) => {
  await openAdmin(page);
  await page.getByRole("link", { name: "Fleet", exact: true }).click();
  await page.getByRole("link", { name: /^Vehicles/ }).click();
  await page.locator('[class*="listControlItem"]', { hasText: fleet[0].name.en }).first().locator("button").first().click();
  const id = page.getByLabel("Id", { exact: true }).first();
  await expect(id).toHaveValue(fleet[0].id);
  await expect(id).not.toBeEditable();
});

test("an entry opens by a click on its title: the collection's entry, and a service in the list", async ({ page }) => {
  await openAdmin(page);
  await page.getByRole("link", { name: "Services" }).first().click();
  // The collection's list: the entry's title is the link.
  await page.getByRole("heading", { name: "Services", level: 2 }).click();
  await expect(page).toHaveURL(/#\/collections\/services\/entries\/services$/);
  // In the entry, a collapsed service opens by its title, not only by the chevron beside it.
  const title = page.locator('[class*="NestedObjectLabel"]', { hasText: services[1].title.en });
  await expect(title).toHaveCSS("cursor", "pointer");
  await title.click();
  await expect(page.getByRole("textbox", { name: "Title (English)" })).toHaveValue(services[1].title.en);
  await expect(page.getByRole("textbox", { name: "Title (Français)" })).toHaveValue(services[1].title.fr);
});

test("the preview shows the language being edited, at the top of the pane, with tabs for the other", async ({ page }) => {
  await openAdmin(page);
  await openServices(page);
  await unfold(page, services[1].title.en);
  const pane = preview(page);
  const english = pane.getByRole("heading", { name: services[1].title.en });
  const french = pane.getByRole("heading", { name: services[1].title.fr });
  await expect(english).toBeVisible();
  await expect(french).toHaveCount(0);

  // Typing in French: the preview is French.
  await page.getByRole("textbox", { name: "Title (Français)" }).focus();
  await expect(french).toBeVisible();
  await expect(english).toHaveCount(0);
  await expect(pane.getByRole("tabpanel")).toHaveAttribute("lang", "fr");
  await expect(pane.getByRole("tab", { name: "Français" })).toHaveAttribute("aria-selected", "true");
  // Its section title is the pane's first heading, on its first screen (no English above it).
  const paneHeight = await page.locator("#preview-pane").evaluate((frame) => frame.getBoundingClientRect().height);
  const sectionTitle = pane.getByRole("heading", { name: fr.services.title, exact: true });
  await expect(pane.getByRole("heading", { name: en.services.title, exact: true })).toHaveCount(0);
  expect(await sectionTitle.evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThan(paneHeight);

  // The tabs switch without leaving the field.
  await pane.getByRole("tab", { name: "English" }).click();
  await expect(english).toBeVisible();
  await expect(french).toHaveCount(0);
  await page.getByRole("textbox", { name: "Feature 1 (Français)" }).first().focus();
  await expect(french).toBeVisible();
});

test("removing a service is not offered (other lists keep their remove buttons)", async ({ page }) => {
  await openAdmin(page);
  await openServices(page);
  await expect(page.getByText("adding or removing one needs a developer")).toBeVisible();
  const topBars = page.locator('[class*="listControlItem"] [class*="StyledListItemTopBar"]');
  await expect(topBars).toHaveCount(services.length);
  // Each service's bar: the chevron that opens it, the drag handle, and no remove button.
  for (const bar of await topBars.all()) await expect(bar.locator("button").filter({ visible: true })).toHaveCount(1);
  // Nor any "Add": the services are the contact form's choices.
  await expect(page.getByRole("button", { name: /^Add / })).toHaveCount(0);

  // The fleet's vehicles can still be removed (the rule is the services list's only).
  // Decap's router follows the address (a reload would log out).
  await page.evaluate(() => (location.hash = "#/collections/fleet"));
  await page.locator('a[href$="/entries/fleet"]').click();
  const vehicleBars = page.locator('[class*="listControlItem"] [class*="StyledListItemTopBar"]');
  await expect(vehicleBars).toHaveCount(fleet.length);
  for (const bar of await vehicleBars.all()) await expect(bar.locator("button").filter({ visible: true })).toHaveCount(2);
});

test("the company's entry opens with its legal-identity fields and saves back a valid file", async ({ page }) => {
  const errors = collectErrors(page);
  const file = path.join(repo, "content/company.json");
  const before = readJson(file);
  await openAdmin(page);
  await page.getByRole("link", { name: companyCollection.label, exact: true }).first().click();
  await page.locator('a[href$="/entries/company"]').click();
  // Every field of the file is in the form, the lists and groups added for the legal texts included.
  for (const field of companyCollection.files[0].fields) await expect(page.getByText(field.label).first()).toBeVisible();
  await page.getByRole("textbox", { name: "VAT number" }).fill("CHE-987.654.321 MWST");
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry saved")).toBeVisible();
  await expect.poll(() => readJson(file).vatNumber).toBe("CHE-987.654.321 MWST");
  expect(readJson(file)).toEqual({ ...before, vatNumber: "CHE-987.654.321 MWST" });
  expect(checkContent(path.join(repo, "content")).map(formatProblem)).toEqual([]);
  expect(errors.filter((error) => !/React Refresh/.test(error))).toEqual([]);
});
