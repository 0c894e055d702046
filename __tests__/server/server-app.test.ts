/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import handler from "../../src/api/send-contact-email";
import { buildServer, serverTimeouts } from "../../src/server/app";
import type { FunctionHandler } from "../../src/server/contactFunction";
import { useContactEnv } from "../helpers/env";
import { validPayload } from "../helpers/functionServer";

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

/** Real HTTP on a fresh connection, with the body left compressed (fetch would decode it). */
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
    const req = http.request(`${origin}${url}`, { method, headers, agent: false }, (res) => {
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

  test("its answers carry its own headers, not the pages' (as on Netlify)", async () => {
    const response = await inject({ method: "GET", url: "/api/send-contact-email" });
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["content-security-policy"]).toBeUndefined();
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
