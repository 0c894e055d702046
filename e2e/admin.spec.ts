import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { checkContent, formatProblem } from "../src/content/check";
import { LANGUAGE_LIST } from "../src/i18n/languages";
import { collectErrors } from "./helpers";

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
  await page.getByRole("link", { name: /^Services/ }).last().click();
  await expect(page).toHaveURL(/#\/collections\/services\/entries\/services$/);
}

/** Unfolds the service whose summary (English title) is `title`. */
async function unfold(page: Page, title: string) {
  await page.locator('[class*="listControlItem"]', { hasText: title }).first().locator("button").first().click();
}

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
  await page.getByRole("textbox", { name: "Feature 2 (Français)" }).fill("Voyages d'affaires et événements d'entreprise");
  // The preview draws the site's own service card with the new title.
  await expect(page.frameLocator("#preview-pane").getByRole("heading", { name: "Private Chauffeur" })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
  await expect(page.getByText("Entry saved")).toBeVisible();

  await expect.poll(() => readJson(file)[0].title.en).toBe("Private Chauffeur");
  const expected = structuredClone(before);
  expected[0].title.en = "Private Chauffeur";
  expected[0].features[1].fr = "Voyages d'affaires et événements d'entreprise";
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
  // Sections below the first screen load their code as they come into view.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
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
