import { expect, test } from "@playwright/test";
import { typeset } from "../src/i18n/typography";
import { E2E } from "./env";
import { hydrated } from "./helpers";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";

test.use({ baseURL: E2E.headersBaseURL });

test("every page carries the security headers, HTML and page-data are revalidated, hashed assets are immutable", async ({ request }) => {
  for (const path of ["/", "/fr/", "/404/", "/fr/404/"]) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  }
  expect((await request.get("/page-data/index/page-data.json")).headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");

  // An unknown address gets the 404 page with the adapter's catch-all headers (no framing, no sniffing).
  const missing = await request.get("/no-such-page/");
  expect(missing.status()).toBe(404);
  expect(missing.headers()["x-frame-options"]).toBe("DENY");
  expect(missing.headers()["x-content-type-options"]).toBe("nosniff");

  const html = await (await request.get("/")).text();
  const boot = html.match(/"(\/app-[\w]+\.js)"/)?.[1];
  expect(boot).toBeTruthy();
  expect((await request.get(boot!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const font = html.match(/\/static\/[\w-]+\.woff2/)?.[0];
  expect((await request.get(font!)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("/admin/ and /admin get the admin's policy and the common headers (rules match the request path, as on Netlify)", async ({ request }) => {
  for (const path of ["/admin/", "/admin"]) {
    // Not followed: /admin's own answer (the redirect to /admin/) must carry the rules of its path too.
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(path === "/admin" ? 301 : 200);
    if (path === "/admin") expect(response.headers().location).toBe("/admin/");
    const headers = response.headers();
    expect(headers["content-security-policy"], path).toContain("'unsafe-eval'");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{8,}/);
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("same-origin");
  }
});

test("no header is sent twice, in any letter case", async ({ request }) => {
  for (const path of ["/", "/fr/", "/admin/", "/no-such-page/", "/page-data/index/page-data.json"]) {
    const names = (await request.get(path)).headersArray().map(({ name }) => name.toLowerCase());
    expect(
      names.filter((name, index) => names.indexOf(name) !== index),
      path,
    ).toEqual([]);
  }
});

test("an unknown /fr/ address answers 404 with the French 404 page, no JavaScript needed", async ({ request }) => {
  const response = await request.get("/fr/no-such-page/");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toMatch(/<html[^>]* lang="fr"/);
  // As rendered: with French typography's spaces (src/i18n/typography.ts).
  expect(html).toContain(typeset(fr.notFound.title, "fr"));
});

for (const c of [
  { path: "/", t: en },
  { path: "/fr/", t: fr },
]) {
  test(`${c.path} runs under the Content-Security-Policy without a violation, and its form works`, async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
    });
    await page.goto(`${c.path}#contact`);
    await hydrated(page);
    for (let y = 0; y < 6000; y += 600) await page.mouse.wheel(0, 600);
    const submit = page.getByRole("button", { name: c.t.contact.form.submit });
    await expect(submit).toBeEnabled();
    await page.getByLabel(c.t.contact.form.name).fill("Header Check");
    await page.getByLabel(c.t.contact.form.email).fill("headers@example.com");
    await page.getByLabel(c.t.contact.form.message).fill("Checking the deploy headers.");
    await submit.click();
    await expect(page.getByRole("region", { name: c.t.contact.sent.title })).toBeVisible();
    violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
    expect(violations).toEqual([]);
  });
}

test("the admin runs under its own policy without a violation", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/admin/");
  expect(response?.headers()["content-security-policy"]).toContain("'unsafe-eval'");
  expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  await expect(page.locator("#nc-root, [class*='AuthenticationPage'], button").first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(1000);
  expect(violations).toEqual([]);
});
