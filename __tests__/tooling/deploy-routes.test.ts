/** @jest-environment node */
// The deploy's header and route declarations against what gatsby-adapter-netlify does with them.
import { ADAPTER_DEFAULTS, securityHeaders } from "../../src/deploy/headers";
import { adminRoutes, localized404Routes } from "../../src/deploy/routes";

test("the headers we share with the adapter's `/*` rule are written exactly as it writes them", () => {
  // If Gatsby changes its defaults, ours would again be written beside them with a second value: fail here.
  const { BASE_HEADERS } = jest.requireActual("gatsby/dist/utils/adapter/constants");
  const defaults = Object.fromEntries((BASE_HEADERS as { key: string; value: string }[]).map(({ key, value }) => [key, value]));
  for (const [name, value] of Object.entries(ADAPTER_DEFAULTS)) expect([name, defaults[name]]).toEqual([name, value]);
  for (const rule of securityHeaders) for (const { key } of rule.headers) expect(key).toBe(key.toLowerCase());
});

test("every language but the default one gets its 404 rule; the default language's is Netlify's own /404.html", () => {
  expect(localized404Routes(["en", "fr", "de"], "en")).toEqual([
    { fromPath: "/fr/*", toPath: "/fr/404.html", statusCode: 404 },
    { fromPath: "/de/*", toPath: "/de/404.html", statusCode: 404 },
  ]);
  expect(localized404Routes(["en"], "en")).toEqual([]);
});

test("the admin's addresses are declared, so that the adapter writes their header rules", () => {
  expect(adminRoutes()).toEqual([
    { fromPath: "/admin", toPath: "/admin/", statusCode: 301 },
    { fromPath: "/admin/", toPath: "/admin/index.html", statusCode: 200 },
  ]);
});
