/**
 * @jest-environment node
 */
import { headersForPath, parseHeadersFile } from "../../src/server/netlifyHeaders";
import { matchRedirect, parseRedirectsFile } from "../../src/server/netlifyRedirects";

// Synthetic _headers texts: the semantics are Netlify's (see src/server/netlifyHeaders.ts), not this build's.
const headersOf = (text: string, path: string) => Object.fromEntries(headersForPath(parseHeadersFile(text), path));

describe("_headers rules are matched on the request path, as Netlify matches them", () => {
  test("a rule for /admin/index.html does not apply to a request for /admin/ (the file served is irrelevant)", () => {
    const text = "/admin/index.html\n  Content-Security-Policy: admin\n";
    expect(headersOf(text, "/admin/")).toEqual({});
    expect(headersOf(text, "/admin")).toEqual({});
    expect(headersOf(text, "/admin/index.html")).toEqual({ "content-security-policy": "admin" });
  });

  test("a trailing slash is optional on both sides; matching ignores letter case", () => {
    const text = "/fr/\n  X-Lang: fr\n/about\n  X-Page: about\n";
    expect(headersOf(text, "/fr")).toEqual({ "x-lang": "fr" });
    expect(headersOf(text, "/fr/")).toEqual({ "x-lang": "fr" });
    expect(headersOf(text, "/about/")).toEqual({ "x-page": "about" });
    expect(headersOf(text, "/FR/")).toEqual({ "x-lang": "fr" });
    expect(headersOf(text, "/fr/x")).toEqual({});
  });

  test("a standalone * matches everything below, slashes included, and the bare folder", () => {
    const text = "/admin/*\n  X-Admin: yes\n";
    for (const path of ["/admin", "/admin/", "/admin/index.html", "/admin/static/a/b.js"]) expect(headersOf(text, path)).toEqual({ "x-admin": "yes" });
    // Netlify's own pattern for `/admin/*` is ^/admin/?(.*)/?$, so it also covers /administrator: kept
    // identical on purpose, since this server must answer what the deploy answers.
    expect(headersOf(text, "/administrator")).toEqual({ "x-admin": "yes" });
    expect(headersOf(text, "/adm")).toEqual({});
    expect(headersOf(text, "/")).toEqual({});
    expect(headersOf("/*\n  X-All: 1\n", "/")).toEqual({ "x-all": "1" });
  });

  test("* inside a segment matches any characters; :placeholder exactly one segment", () => {
    const text = "/*.js\n  X-Js: 1\n/docs/:version/intro\n  X-Docs: 1\n";
    expect(headersOf(text, "/app-123.js")).toEqual({ "x-js": "1" });
    expect(headersOf(text, "/deep/er/chunk.js")).toEqual({ "x-js": "1" });
    expect(headersOf(text, "/app.css")).toEqual({});
    expect(headersOf(text, "/docs/v2/intro")).toEqual({ "x-docs": "1" });
    expect(headersOf(text, "/docs/v2/beta/intro")).toEqual({});
    expect(headersOf(text, "/docs//intro")).toEqual({});
  });

  test("regular-expression characters in a path are literal", () => {
    expect(headersOf("/a.b\n  X: 1\n", "/axb")).toEqual({});
    expect(headersOf("/a+b\n  X: 1\n", "/a+b")).toEqual({ x: "1" });
  });

  test("every matching rule applies in file order; a later rule's value replaces an earlier one, whatever the letter case", () => {
    const text = [
      "/*",
      "  cache-control: public, max-age=0, must-revalidate",
      "  x-frame-options: DENY",
      "/static/*",
      "  Cache-Control: public, max-age=31536000, immutable",
      "  X-Frame-Options: DENY",
      "  X-Extra: static",
    ].join("\n");
    const headers = headersForPath(parseHeadersFile(text), "/static/font.woff2");
    expect(Object.fromEntries(headers)).toEqual({
      "cache-control": "public, max-age=31536000, immutable",
      "x-frame-options": "DENY",
      "x-extra": "static",
    });
    // One entry per header, never the same header twice in two spellings.
    expect([...headers.keys()].every((name) => name === name.toLowerCase())).toBe(true);
  });

  test("a header repeated inside one rule is one header with the values joined by a comma", () => {
    const text = "/*\n  Cache-Control: max-age=0\n  cache-control: no-cache\n  Link: </a.css>; rel=preload\n  Link: </b.css>; rel=preload\n";
    expect(headersOf(text, "/x")).toEqual({ "cache-control": "max-age=0, no-cache", link: "</a.css>; rel=preload, </b.css>; rel=preload" });
  });

  test("comments, blank lines and colons in values", () => {
    const text = "# comment\n\n/x\n  # another\n  Content-Security-Policy: default-src 'self'; img-src https://a.example:8443\n";
    expect(headersOf(text, "/x")).toEqual({ "content-security-policy": "default-src 'self'; img-src https://a.example:8443" });
  });

  test("a header before any path is refused loudly", () => {
    expect(() => parseHeadersFile("  X-Frame-Options: DENY\n/x\n")).toThrow(/path must come before a header/);
  });
});

describe("_redirects rules", () => {
  const { rules, skipped } = parseRedirectsFile(
    [
      "# comment",
      "/api/send-contact-email/  /.netlify/functions/send-contact-email-js  200",
      "/fr/*  /fr/404.html  404",
      "/old/:slug  /new/:slug/  301",
      "/docs/*  /guide/:splat  302!",
      "/country  /ch/  302  Country=ch",
    ].join("\n"),
  );

  test("lines with conditions this server cannot evaluate are skipped, not guessed", () => {
    expect(skipped).toEqual(["/country  /ch/  302  Country=ch"]);
    expect(rules).toHaveLength(4);
  });

  test("first match wins; splats and placeholders fill the target; trailing slashes are optional", () => {
    expect(matchRedirect(rules, "/fr/unknown/page", false)).toMatchObject({ target: "/fr/404.html", rule: { status: 404 } });
    expect(matchRedirect(rules, "/old/booking", false)).toMatchObject({ target: "/new/booking/", rule: { status: 301 } });
    expect(matchRedirect(rules, "/old/booking/", false)).toMatchObject({ target: "/new/booking/" });
    expect(matchRedirect(rules, "/api/send-contact-email", false)?.rule.status).toBe(200);
    expect(matchRedirect(rules, "/elsewhere", false)).toBeUndefined();
  });

  test("a rule without ! never shadows an existing file; a forced one does", () => {
    expect(matchRedirect(rules, "/fr/unknown", true)).toBeUndefined();
    expect(matchRedirect(rules, "/docs/a/b", true)).toMatchObject({ target: "/guide/a/b", rule: { force: true, status: 302 } });
  });
});
