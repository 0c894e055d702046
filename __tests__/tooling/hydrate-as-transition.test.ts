/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkHydrateFunctionHonoured, GATSBY_PRODUCTION_APP } from "../../gatsby/browser/hydrateAsTransition";

const productionApp = readFileSync(path.join(__dirname, "../../node_modules", GATSBY_PRODUCTION_APP), "utf8");

// Hydration as a transition uses Gatsby's documented replaceHydrateFunction; this reads the installed Gatsby
// so that an upgrade that stops calling it fails here, before the site silently hydrates in one long task.
test("the installed Gatsby renders through replaceHydrateFunction", () => {
  expect(() => checkHydrateFunctionHonoured(productionApp)).not.toThrow();
});

describe("the check fails when Gatsby no longer honours the hydrate function", () => {
  test("Gatsby stops asking for replaceHydrateFunction", () => {
    expect(() =>
      checkHydrateFunctionHonoured(productionApp.replace("apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0]", "undefined")),
    ).toThrow(/no longer takes its renderer from replaceHydrateFunction/);
  });
  test("Gatsby calls the renderer differently", () => {
    expect(() => checkHydrateFunctionHonoured(productionApp.replace("renderer(<App />, rootElement)", "renderer(rootElement, <App />)"))).toThrow(
      /no longer calls the renderer with the page element/,
    );
  });
});
