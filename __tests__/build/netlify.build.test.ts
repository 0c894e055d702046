/**
 * What Netlify serves from the build: public/_headers and public/_redirects (gatsby-adapter-netlify,
 * from src/deploy/headers.ts and src/deploy/routes.ts), read with Netlify's own path matching
 * (support/netlifyRules.ts). Run after `gatsby build`.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ADMIN_CSP, ADMIN_PATH, SITE_CSP } from "../../src/deploy/headers";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../src/i18n/languages";
import { resolveCmsBackend, usesIdentityWidget } from "../../src/cms/backend";
import { headersFor, parseHeaders, parseRedirects } from "../support/netlifyRules";

const PUBLIC = path.resolve(__dirname, "../../public");
const read = (file: string) => readFileSync(path.join(PUBLIC, file), "utf8");
const headerRules = parseHeaders(read("_headers"));
const redirects = parseRedirects(read("_redirects"));

function htmlFiles(dir = ""): string[] {
  return readdirSync(path.join(PUBLIC, dir)).flatMap((name) => {
    const file = path.posix.join(dir, name);
    if (statSync(path.join(PUBLIC, file)).isDirectory()) return name === "_gatsby" ? [] : htmlFiles(file);
    return name.endsWith(".html") ? [file] : [];
  });
}

/** The addresses visitors request for each built HTML file: /fr/ and /fr for fr/index.html. */
const requestPaths = htmlFiles().flatMap((file) => {
  if (file === "index.html") return ["/"];
  if (file.endsWith("/index.html")) {
    const dir = `/${file.slice(0, -"index.html".length)}`;
    return [dir, dir.slice(0, -1)];
  }
  return [`/${file}`];
});

const REQUIRED = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "x-frame-options",
  "permissions-policy",
  "cross-origin-opener-policy",
  "cache-control",
];

test("the pages the tests walk are there, the admin's included", () => {
  expect(requestPaths).toEqual(expect.arrayContaining(["/", "/fr/", "/fr", "/404.html", "/fr/404.html", "/404/", "/fr/[...].html", ADMIN_PATH, "/admin"]));
});

describe.each(requestPaths)("a request for %s", (requestPath) => {
  const headers = headersFor(headerRules, requestPath);

  it("gets exactly one value per header, whatever the letter case or the number of matching rules", () => {
    const conflicting = [...headers].filter(([, values]) => new Set(values).size !== 1);
    expect(conflicting).toEqual([]);
    for (const name of REQUIRED) expect([requestPath, name, headers.has(name)]).toEqual([requestPath, name, true]);
  });

  it("gets its own Content-Security-Policy: the admin's under /admin, the site's elsewhere", () => {
    const admin = requestPath === "/admin" || requestPath.startsWith(ADMIN_PATH);
    expect(headers.get("content-security-policy")?.[0]).toBe(admin ? ADMIN_CSP : SITE_CSP);
    expect(headers.get("cross-origin-opener-policy")?.[0]).toBe(admin ? "same-origin-allow-popups" : "same-origin");
    expect(headers.get("cache-control")?.[0]).toBe("public, max-age=0, must-revalidate");
  });
});

test("no header name is written in two letter cases anywhere in _headers", () => {
  const spellings = new Map<string, Set<string>>();
  for (const rule of headerRules)
    for (const [name] of rule.headers) spellings.set(name.toLowerCase(), (spellings.get(name.toLowerCase()) ?? new Set()).add(name));
  expect([...spellings.values()].filter((names) => names.size > 1).map((names) => [...names])).toEqual([]);
});

describe.each(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE))("unknown addresses under /%s/", (language) => {
  const t = JSON.parse(read(`../content/locales/${language}/translation.json`));
  const rule = redirects.find((r) => r.from === `/${language}/*`);

  it("answer 404 with that language's 404 page, after the function's route, without shadowing files", () => {
    expect(rule).toEqual({ from: `/${language}/*`, to: `/${language}/404.html`, status: 404, force: false });
    const functionRoute = redirects.findIndex((r) => r.to.startsWith("/.netlify/functions/"));
    expect(functionRoute).toBeGreaterThanOrEqual(0);
    expect(redirects.indexOf(rule!)).toBeGreaterThan(functionRoute);
    // Nothing is forced: every existing file (the home page, page-data, assets) is served as it is.
    expect(redirects.filter((r) => r.force)).toEqual([]);
  });

  it("is the language's own 404 page in plain HTML: lang, title and texts before any script runs", () => {
    const html = read(rule!.to.slice(1)).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
    const text = html
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/\s+/g, " ");
    for (const words of [t.notFound.title, t.notFound.text, t.notFound.back]) expect(text).toContain(words);
  });

  it("also carry the site's headers (the 404 answer is matched by its request path)", () => {
    const headers = headersFor(headerRules, `/${language}/no-such-page`);
    expect(headers.get("content-security-policy")).toEqual([SITE_CSP]);
  });
});

test("/admin and /admin/ lead to the admin's page", () => {
  expect(redirects).toEqual(
    expect.arrayContaining([
      { from: "/admin", to: ADMIN_PATH, status: 301, force: false },
      { from: ADMIN_PATH, to: `${ADMIN_PATH}index.html`, status: 200, force: false },
    ]),
  );
  expect(read("admin/index.html")).toContain("cms.js");
});

test("the admin is built for the backend the build chose, with the Identity widget only for git-gateway", () => {
  // The build read the same environment as this test (npm test); backend.ts's own tests cover each value.
  const { backend } = resolveCmsBackend(process.env);
  const inlined = Object.entries(backend!)
    .map(([key, value]) => `${key}:${JSON.stringify(value)}`)
    .join(",");
  // (A boolean, not toContain: a failure would print the whole 300 KB bundle.)
  expect({ backend: inlined, inBundle: read("admin/cms.js").includes(`{${inlined}}`) }).toEqual({ backend: inlined, inBundle: true });
  expect(read("admin/index.html").includes("netlify-identity.js")).toBe(usesIdentityWidget(backend!));
});
