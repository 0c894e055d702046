// e2e/helpers.ts's axeViolations runs axe in legacy mode (no blank page of its own per run): it must still
// see a violation in the page and in a same-origin frame, as the admin's preview is.
import { expect, test } from "@playwright/test";
import { axeViolations } from "./helpers";

test("the axe helper reports a violation of the page and one inside a same-origin frame", async ({ page }) => {
  // Two made-up pages of one origin, answered by the browser itself (no server needed).
  const pages: Record<string, string> = {
    "/": `<!doctype html><html lang="en"><title>t</title><main><h1>t</h1><button></button><iframe title="preview" src="/frame"></iframe></main></html>`,
    "/frame": `<!doctype html><html lang="en"><title>f</title><main><h1>f</h1><img src="data:,"></main></html>`,
  };
  await page.route("http://axe.test/**", (route) => route.fulfill({ contentType: "text/html", body: pages[new URL(route.request().url()).pathname] ?? "" }));
  await page.goto("http://axe.test/");
  await expect(page.frameLocator("iframe").locator("img")).toBeAttached();
  const violations = await axeViolations(page);
  expect(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^button-name .*button/), expect.stringMatching(/^image-alt .*iframe img/)]));
});
