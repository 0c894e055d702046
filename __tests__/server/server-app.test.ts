/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import http, { type IncomingHttpHeaders } from "node:http";
import net, { type AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import handler from "../../src/api/send-contact-email";
import { ADMIN_CSP, securityHeaders } from "../../src/deploy/headers";
import { LINGER, MAX_BODY_BYTES } from "../../src/booking/http/http";
import { buildServer, serverTimeouts } from "../../src/server/app";
import type { FunctionHandler } from "../../src/server/contactFunction";
import { testClient, useContactEnv } from "../support/env";
import { validPayload } from "../support/functionServer";
import { answerAfterWholeBody, chunked, FOUR_MB, multipartFile, openRequest, trickleBody, uploadUntilAnswered } from "../support/rawUpload";

// A small synthetic site: the server's rules are tested here, the real build in server.build.test.ts.
const env = useContactEnv();
let root: string;
let app: FastifyInstance;
let origin: string;

interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  rawHeaders: string[];
  rawPayload: Buffer;
  body: string;
  json(): unknown;
}

/** Real HTTP on a fresh connection from the test's own client address (env.ts), with the body left compressed (fetch would decode it). */
function inject({
  url,
  method = "GET",
  headers = {},
  payload,
}: {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  payload?: string;
}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // The path goes out as written: `new URL` would already resolve /a/../b, %2e%2e and //.
    const { hostname, port } = new URL(origin);
    const req = http.request({ host: hostname, port, path: url, method, headers, agent: false, localAddress: testClient() }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const rawPayload = Buffer.concat(chunks);
        const body = rawPayload.toString("utf8");
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, rawPayload, body, json: () => JSON.parse(body) });
      });
    });
    req.on("error", reject);
    req.end(payload);
  });
}

const page = (lang: string, text: string) => `<!doctype html><html lang="${lang}"><body>${text}${" ".repeat(4000)}</body></html>`;

beforeAll(async () => {
  // Read when the server is built: the proxy warning below needs it unset.
  delete process.env.TRUST_PROXY;
  root = mkdtempSync(path.join(os.tmpdir(), "server-site-"));
  const files: Record<string, string> = {
    "index.html": page("en", "home"),
    "404.html": page("en", "not found"),
    "fr/index.html": page("fr", "accueil"),
    "fr/404.html": page("fr", "introuvable"),
    "de/index.html": page("de", "start"),
    "admin/index.html": "<!doctype html><title>admin</title>",
    "static/font-abc123.woff2": "wOF2",
    // Smaller than the compression threshold: sent as it is.
    "app-abc123.js": "console.log(1);",
    "app-abc123.js.map": '{"version":3,"sources":["src/secret.ts"]}',
    "robots.txt": "User-agent: *\nAllow: /\n",
    _headers: [
      "/*",
      "  cache-control: public, max-age=0, must-revalidate",
      "  x-frame-options: DENY",
      "/static/*",
      "  cache-control: public, max-age=31536000, immutable",
      "/admin/index.html",
      "  Content-Security-Policy: admin-file-rule",
      "  X-File-Rule: yes",
      "/admin/*",
      "  Content-Security-Policy: admin-path-rule",
      "/",
      "  X-Frame-Options: DENY",
    ].join("\n"),
    _redirects: "/old/  /fr/  301\n/es/*  /404.html  404\n",
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  app = await buildServer({ root, contact: { route: "/api/send-contact-email", handler: handler as unknown as FunctionHandler } });
  await app.listen({ host: "127.0.0.1", port: 0 });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

test("headers follow the request path: /admin/ and /admin get the /admin/* rule, not the /admin/index.html one", async () => {
  for (const url of ["/admin/", "/admin"]) {
    const response = await inject({ url });
    expect(response.headers["content-security-policy"]).toBe("admin-path-rule");
    // The rule written for the file that is served (admin/index.html) is not the request's.
    expect(response.headers["x-file-rule"]).toBeUndefined();
  }
  expect((await inject({ url: "/admin/index.html" })).headers["content-security-policy"]).toBe("admin-path-rule");
});

test("a header named by several rules in different letter cases is sent once", async () => {
  const response = await inject({ url: "/" });
  const names = response.rawHeaders.filter((_, index) => index % 2 === 0);
  expect(names.filter((name) => name.toLowerCase() === "x-frame-options")).toHaveLength(1);
  expect(response.headers["x-frame-options"]).toBe("DENY");
});

test("hashed assets are immutable for a year, HTML revalidated", async () => {
  expect((await inject({ url: "/static/font-abc123.woff2" })).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await inject({ url: "/fr/" })).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
});

test("a folder without its trailing slash is redirected to it; _headers and _redirects are not served", async () => {
  const response = await inject({ url: "/fr?x=1" });
  expect(response.statusCode).toBe(301);
  expect(response.headers.location).toBe("/fr/?x=1");
  expect((await inject({ url: "/_headers" })).statusCode).toBe(404);
  expect((await inject({ url: "/_redirects" })).statusCode).toBe(404);
});

test("unknown paths answer 404 with the 404 page of their language, derived from the files", async () => {
  const fr = await inject({ url: "/fr/no-such-page/" });
  expect(fr.statusCode).toBe(404);
  expect(fr.body).toContain('lang="fr"');
  expect(fr.headers["content-type"]).toMatch(/^text\/html/);
  // No de/404.html in the build: the default one.
  const de = await inject({ url: "/de/nothing" });
  expect(de.statusCode).toBe(404);
  expect(de.body).toContain('lang="en"');
  expect((await inject({ url: "/../../etc/passwd" })).statusCode).toBe(404);
});

test("_redirects rules apply where no file answers: 301s and 404 pages", async () => {
  const moved = await inject({ url: "/old/" });
  expect(moved.statusCode).toBe(301);
  expect(moved.headers.location).toBe("/fr/");
  const es = await inject({ url: "/es/algo" });
  expect(es.statusCode).toBe(404);
  expect(es.body).toContain("not found");
});

test("gzip and brotli compression", async () => {
  const br = await inject({ url: "/", headers: { "accept-encoding": "br" } });
  expect(br.headers["content-encoding"]).toBe("br");
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page("en", "home"));
  const gzip = await inject({ url: "/fr/", headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(page("fr", "accueil"));
});

describe("the contact function", () => {
  test("answers on its route with and without the trailing slash, and delivers", async () => {
    for (const url of ["/api/send-contact-email", "/api/send-contact-email/"]) {
      const response = await inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(validPayload()) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ok: true });
    }
    expect(readdirSync(env.outboxDir()).filter((name) => name.endsWith(".eml"))).toHaveLength(2);
  });

  test("gets the raw body: malformed JSON, other content types and other methods get the function's own JSON answers", async () => {
    const url = "/api/send-contact-email";
    const malformed = await inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: "{not json" });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: "invalid_json" });
    const form = await inject({ method: "POST", url, headers: { "content-type": "application/x-www-form-urlencoded" }, payload: "a=1" });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ error: "unsupported_media_type" });
    const noType = await inject({ method: "POST", url, payload: "x" });
    expect(noType.statusCode).toBe(415);
    for (const method of ["GET", "PUT", "DELETE"]) {
      const response = await inject({ method, url });
      expect(response.statusCode).toBe(405);
      expect(response.json()).toMatchObject({ error: "method_not_allowed" });
    }
  });

  test("its answers keep their own caching, not the pages' (as on Netlify)", async () => {
    const response = await inject({ method: "GET", url: "/api/send-contact-email" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  test("a chunked body past the cap, still being written, gets the 413 answer the client can read", async () => {
    const { statusLine, body } = await uploadUntilAnswered(new URL(origin), "/api/send-contact-email");
    expect(statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(JSON.parse(body)).toMatchObject({ error: "payload_too_large" });
  });

  // Nothing of Fastify's reads or answers first: the function's own early answer, then its lingering close.
  test("a chunked body of 4 MB past the cap, written whole before the client reads: it reads its 413", async () => {
    const headers = { "Content-Type": "application/json", "Transfer-Encoding": "chunked" };
    const answer = await answerAfterWholeBody(new URL(origin), "/api/send-contact-email", headers, chunked(`{"message":"${"a".repeat(FOUR_MB)}"}`));
    expect(answer.statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(JSON.parse(answer.body)).toMatchObject({ error: "payload_too_large" });
  });

  test("a 4 MB multipart upload, written whole before the client reads: it reads its 415", async () => {
    const { contentType, body } = multipartFile(FOUR_MB);
    const headers = { "Content-Type": contentType, "Content-Length": body.length };
    const answer = await answerAfterWholeBody(new URL(origin), "/api/send-contact-email", headers, body);
    expect(answer.statusLine).toBe("HTTP/1.1 415 Unsupported Media Type");
    expect(JSON.parse(answer.body)).toMatchObject({ error: "unsupported_media_type" });
  });

  test("a client at its limit is answered 429 as soon as its second request's head arrives, long before its body timeout", async () => {
    process.env.CONTACT_RATE_LIMIT = "1/60";
    process.env.CONTACT_BODY_TIMEOUT_MS = "20000";
    const url = "/api/send-contact-email";
    expect((await inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(validPayload()) })).statusCode).toBe(
      200,
    );

    const upload = openRequest(new URL(origin), url, { "Content-Type": "application/json", "Content-Length": 500 });
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no answer within 10 s")), 10_000).unref());
    const answer = await Promise.race([upload.answer, timeout]);
    expect(answer.statusLine).toBe("HTTP/1.1 429 Too Many Requests");
    upload.socket.destroy();
  }, 30_000);

  test("a client that keeps trickling bytes after its 413 reads it, and is disconnected once the lingering time is over", async () => {
    const { answer, closedAfterMs } = await trickleBody(new URL(origin), "/api/send-contact-email");
    expect(answer.statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(closedAfterMs).toBeLessThan(LINGER.ms + 10_000);
  }, 30_000);
});

describe("every answer carries the site's security headers", () => {
  const site = securityHeaders.find((rule) => rule.source === "/*")!.headers;
  const expectSecurityHeaders = (response: Answer, label: string, csp?: string) => {
    const got = Object.fromEntries(site.map(({ key }) => [key, response.headers[key]]));
    const expected = Object.fromEntries(site.map(({ key, value }) => [key, key === "content-security-policy" && csp ? csp : value]));
    expect({ label, headers: got }).toEqual({ label, headers: expected });
  };

  test.each([
    ["/nope", 404],
    ["/fr/nope", 404],
    ["/admin/nope", 404],
    ["/favicon.ico", 404],
    ["/static/nope.js", 404],
    ["/", 200],
    ["/fr", 301],
    ["/old/", 301],
    ["/robots.txt", 200],
  ])("GET %s (%i)", async (url, status) => {
    const response = await inject({ url });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response, url);
  });

  test("a 404 page gets the headers of the page served, not of the address: revalidated, and the site's policy under /admin/ too", async () => {
    for (const url of ["/static/nope.js", "/admin/nope"]) {
      const response = await inject({ url });
      expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(response.headers["content-security-policy"]).not.toBe("admin-path-rule");
    }
  });

  test("the admin's own rule still replaces the site's policy on the admin's page", async () => {
    expect((await inject({ url: "/admin/" })).headers["content-security-policy"]).toBe("admin-path-rule");
    expect(ADMIN_CSP).not.toBe(site.find(({ key }) => key === "content-security-policy")!.value);
  });

  test("the contact function's answers: 200, 400, 403, 405, 413, 415, 429, 502", async () => {
    const url = "/api/send-contact-email";
    const json = { "content-type": "application/json" };
    const answers: [number, Promise<Answer>][] = [
      [200, inject({ method: "POST", url, headers: json, payload: JSON.stringify(validPayload()) })],
      [400, inject({ method: "POST", url, headers: json, payload: "{" })],
      [403, inject({ method: "POST", url, headers: { ...json, origin: "https://elsewhere.example" }, payload: "{}" })],
      [405, inject({ url })],
      [413, inject({ method: "POST", url, headers: json, payload: "x".repeat(MAX_BODY_BYTES + 1) })],
      [415, inject({ method: "POST", url, payload: "x" })],
    ];
    for (const [status, answer] of answers) {
      const response = await answer;
      expect([status, response.statusCode]).toEqual([status, response.statusCode]);
      expect(response.statusCode).toBe(status);
      expectSecurityHeaders(response, `${status}`);
    }
    process.env.CONTACT_RATE_LIMIT = "1/60";
    await inject({ method: "POST", url, headers: json, payload: "{}" });
    const limited = await inject({ method: "POST", url, headers: json, payload: "{}" });
    expect(limited.statusCode).toBe(429);
    expectSecurityHeaders(limited, "429");
    process.env.CONTACT_RATE_LIMIT = "1000/60";
    // 502: the request cannot be stored (a data folder under a file).
    const dataDir = process.env.DATA_DIR;
    process.env.DATA_DIR = "/dev/null/requests";
    const failed = await inject({ method: "POST", url, headers: json, payload: JSON.stringify(validPayload()) });
    process.env.DATA_DIR = dataDir;
    expect(failed.statusCode).toBe(502);
    expectSecurityHeaders(failed, "502");
  });

  test("the server's own errors: a malformed request, a bad address", async () => {
    const badUrl = await inject({ url: "/%E0%A4%A" });
    expect(badUrl.statusCode).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(badUrl, "bad URL");
    const target = new URL(origin);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(target.port), target.hostname, () => socket.write("GET / HTTP/1.1\r\nHost: x\r\nBroken header line\r\n\r\n"));
      let text = "";
      socket.on("data", (data: Buffer) => (text += data.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    for (const { key, value } of site) expect(raw.toLowerCase()).toContain(`\r\n${key}: ${value.toLowerCase()}\r\n`);
  });
});

describe("addresses the file server refuses (double slashes, dot segments) get the 404 page of their language", () => {
  test.each([
    ["/fr//", "fr"],
    ["/fr//index.html", "fr"],
    ["//", "en"],
    ["/a/../b", "en"],
    ["/fr/../fr/", "fr"],
    ["/%2e%2e/", "en"],
    ["/fr/%2E%2E/etc/passwd", "fr"],
    ["/./", "en"],
  ])("%s", async (url, lang) => {
    const response = await inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain(`lang="${lang}"`);
    expect(response.headers["content-security-policy"]).toBeDefined();
  });
});

test("source maps are never served, even when a build left one in the folder", async () => {
  const response = await inject({ url: "/app-abc123.js.map" });
  expect(response.statusCode).toBe(404);
  expect(response.headers["content-type"]).toMatch(/^text\/html/);
  expect(response.body).not.toContain("secret");
  expect((await inject({ url: "/APP-abc123.JS.MAP" })).statusCode).toBe(404);
});

test("every compressible answer says it varies with Accept-Encoding, compressed or not", async () => {
  const varies = (response: Answer) =>
    String(response.headers.vary ?? "")
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes("accept-encoding");
  for (const [url, headers] of [
    ["/", {}],
    ["/", { "accept-encoding": "br" }],
    ["/app-abc123.js", { "accept-encoding": "gzip" }],
    ["/app-abc123.js", {}],
    ["/robots.txt", {}],
    ["/nope", {}],
  ] as const) {
    const response = await inject({ url, headers });
    expect({ url, headers, varies: varies(response) }).toEqual({ url, headers, varies: true });
  }
  const home = await inject({ url: "/" });
  const notModified = await inject({ url: "/", headers: { "if-none-match": String(home.headers.etag) } });
  expect(notModified.statusCode).toBe(304);
  expect(varies(notModified)).toBe(true);
  expect(varies(await inject({ url: "/static/font-abc123.woff2", headers: { "accept-encoding": "gzip" } }))).toBe(false);
});

describe("Range", () => {
  const script = "console.log(1);";
  test.each(["bytes=abc", "bytes=5-1", "items=0-1", "bytes=x-y, junk", "bytes=", "bytes=--1", "bytes=0-1,,z"])(
    "an invalid one (%s) is ignored: 200 with the whole file",
    async (range) => {
      const response = await inject({ url: "/app-abc123.js", headers: { range } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(script);
    },
  );

  test("a valid one gets its part; one past the end is unsatisfiable", async () => {
    const part = await inject({ url: "/app-abc123.js", headers: { range: "bytes=0-6" } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe(script.slice(0, 7));
    const suffix = await inject({ url: "/app-abc123.js", headers: { range: "bytes=-3" } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.body).toBe(script.slice(-3));
    expect((await inject({ url: "/app-abc123.js", headers: { range: "bytes=999999999-" } })).statusCode).toBe(416);
  });
});

test("Node's and Fastify's own timeouts leave the function its 10 s body timeout, and idle sockets are bounded", () => {
  // Node checks requestTimeout every 30 s, so its plain-text 408 can never come before 20 s.
  expect(app.server.requestTimeout).toBeGreaterThanOrEqual(15_000);
  expect(app.server.headersTimeout).toBeGreaterThanOrEqual(10_000);
  expect(app.server.headersTimeout).toBeLessThanOrEqual(app.server.requestTimeout);
  expect(app.server.timeout).toBe(serverTimeouts().connectionTimeout);
  expect(app.server.timeout).toBeGreaterThan(0);
  expect(app.server.keepAliveTimeout).toBeGreaterThan(0);
  expect(app.server.keepAliveTimeout).toBeLessThanOrEqual(app.server.timeout);
});

test("a longer CONTACT_BODY_TIMEOUT_MS moves the server's own limits past it", () => {
  const timeouts = serverTimeouts(45_000);
  expect(timeouts.requestTimeout).toBeGreaterThanOrEqual(55_000);
  expect(timeouts.connectionTimeout).toBeGreaterThanOrEqual(55_000);
  // The lingering close after the function's 408 ends before either.
  expect(timeouts.requestTimeout).toBeGreaterThan(45_000 + LINGER.ms);
  expect(timeouts.connectionTimeout).toBeGreaterThan(45_000 + LINGER.ms);
});

test("behind a proxy without TRUST_PROXY=1 it warns once that every visitor shares the proxy's quota", async () => {
  const count = () =>
    env
      .logs()
      .split("\n")
      .filter((line) => line.includes("TRUST_PROXY is not 1")).length;
  await inject({ url: "/" });
  expect(count()).toBe(0);
  await inject({ url: "/", headers: { "x-forwarded-for": "203.0.113.7" } });
  await inject({ url: "/fr/", headers: { "x-forwarded-for": "203.0.113.8" } });
  expect(count()).toBe(1);
});
