/**
 * @jest-environment node
 */
// The admin's GitHub log-in on our own server (src/server/oauth.ts), against a fake GitHub OAuth server on
// 127.0.0.1: /api/auth sends the editor to GitHub's authorize URL with a random state kept in a signed,
// short-lived cookie; the callback checks the state, trades the code for a token at the token URL and
// posts it to the admin window in Decap's format, under a policy of its own that allows exactly its script.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { SITE_CSP, siteHeaders } from "../../src/deploy/headers";
import { buildServer } from "../../src/server/app";
import { languageOf, oauthConfig, readStateCookie, STATE_COOKIE, stateCookieValue, type OAuthConfig } from "../../src/server/oauth";
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo } from "../../src/i18n/languages";
import { strings } from "../support/content";
import { cmsBackend, backendWarning, oauthProvider } from "../../src/cms/backend";

const CLIENT_ID = "Iv1.test-client";
const CLIENT_SECRET = "test-secret-0123456789";
const TOKEN = "gho_testtoken123";
const GOOD_CODE = "code-from-github";
/** A code GitHub refuses with a reason holding `$&` and `$$`, which String.replace would read as patterns. */
const DOLLAR_CODE = "code-with-dollar-reason";
const DOLLAR_REASON = "Code $& refused, $$1 kept";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
  });
}

/** GitHub's two OAuth endpoints, as far as the log-in uses them. */
let github: http.Server;
let githubOrigin: string;
const tokenRequests: Record<string, string>[] = [];

let root: string;
const apps: FastifyInstance[] = [];

async function serve(oauth: OAuthConfig): Promise<string> {
  const app = await buildServer({ root, contact: { route: "/api/send-contact-email", handler: () => undefined }, oauth });
  await app.listen({ host: "127.0.0.1", port: 0 });
  apps.push(app);
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

const configured = (): OAuthConfig =>
  oauthConfig({
    GITHUB_OAUTH_CLIENT_ID: CLIENT_ID,
    GITHUB_OAUTH_CLIENT_SECRET: CLIENT_SECRET,
    GITHUB_OAUTH_AUTHORIZE_URL: `${githubOrigin}/login/oauth/authorize`,
    GITHUB_OAUTH_TOKEN_URL: `${githubOrigin}/login/oauth/access_token`,
  });

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "server-oauth-"));
  writeFileSync(path.join(root, "index.html"), `<!doctype html><html lang="${DEFAULT_LANGUAGE}"><title>home</title>`);
  writeFileSync(path.join(root, "404.html"), "<!doctype html><title>not found</title>");
  github = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://github.test");
    if (url.pathname === "/login/oauth/authorize") {
      // The editor approves: GitHub sends them back with a code and the state it was given.
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", GOOD_CODE);
      back.searchParams.set("state", url.searchParams.get("state")!);
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        const sent = JSON.parse(body) as Record<string, string>;
        tokenRequests.push({ ...sent, accept: String(request.headers.accept) });
        const ok = sent.client_id === CLIENT_ID && sent.client_secret === CLIENT_SECRET && sent.code === GOOD_CODE;
        response.writeHead(200, { "content-type": "application/json" });
        response.end(
          JSON.stringify(
            ok
              ? { access_token: TOKEN, token_type: "bearer", scope: "repo" }
              : { error: "bad_verification_code", error_description: sent.code === DOLLAR_CODE ? DOLLAR_REASON : "The code passed is incorrect or expired." },
          ),
        );
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  githubOrigin = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await new Promise((resolve) => github.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => void (tokenRequests.length = 0));

const cookieFrom = (answer: Answer) => String(answer.headers["set-cookie"]?.[0] ?? "");
const cookiePair = (setCookie: string) => setCookie.split(";")[0];
/** The message the callback page posts to the admin, read from its script. */
const postedMessage = (html: string) => JSON.parse(/var message = (".*?");\n/.exec(html)![1]) as string;

test("the whole log-in: /api/auth → GitHub → /api/callback posts the token in Decap's format", async () => {
  const site = await serve(configured());
  const auth = await get(`${site}/api/auth?provider=github&site_id=127.0.0.1&scope=repo`);
  expect(auth.status).toBe(302);
  const authorize = new URL(String(auth.headers.location));
  expect(`${authorize.origin}${authorize.pathname}`).toBe(`${githubOrigin}/login/oauth/authorize`);
  expect(authorize.searchParams.get("client_id")).toBe(CLIENT_ID);
  expect(authorize.searchParams.get("scope")).toBe("repo");
  expect(authorize.searchParams.get("redirect_uri")).toBe(`${site}/api/callback`);
  const state = authorize.searchParams.get("state")!;
  expect(state).toMatch(/^[\w-]{43}$/);
  // The state travels in a signed, short-lived, HttpOnly cookie for the callback only; nothing is kept here.
  const setCookie = cookieFrom(auth);
  expect(setCookie).toMatch(new RegExp(`^${STATE_COOKIE}=[^;]+; Max-Age=600; Path=/api/callback; HttpOnly; SameSite=Lax$`));
  expect(readStateCookie(CLIENT_SECRET, cookiePair(setCookie).split("=")[1])).toBe(state);

  // The editor approves on GitHub, which sends the browser back to the callback.
  const approved = await get(authorize.toString());
  const callbackUrl = String(approved.headers.location);
  expect(callbackUrl.startsWith(`${site}/api/callback?`)).toBe(true);
  const done = await get(callbackUrl, { cookie: cookiePair(setCookie) });
  expect(done.status).toBe(200);
  expect(postedMessage(done.body)).toBe(`authorization:github:success:${JSON.stringify({ token: TOKEN, provider: "github" })}`);
  expect(tokenRequests).toEqual([
    { client_id: CLIENT_ID, client_secret: CLIENT_SECRET, code: GOOD_CODE, redirect_uri: `${site}/api/callback`, accept: "application/json" },
  ]);
  // The state is used once: the cookie is cleared.
  expect(cookieFrom(done)).toMatch(new RegExp(`^${STATE_COOKIE}=; Max-Age=0;`));
  expect(done.headers["cache-control"]).toBe("no-store");
});

test("the callback page has a policy of its own allowing exactly its one inline script; the site's policy is untouched", async () => {
  const site = await serve(configured());
  const auth = await get(`${site}/api/auth?provider=github`);
  const approved = await get(String(auth.headers.location));
  const done = await get(String(approved.headers.location), { cookie: cookiePair(cookieFrom(auth)) });
  const policy = String(done.headers["content-security-policy"]);
  const scripts = [...done.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(scripts).toHaveLength(1);
  const hash = createHash("sha256").update(scripts[0], "utf8").digest("base64");
  expect(policy.split("; ")).toEqual(expect.arrayContaining(["default-src 'none'", `script-src 'sha256-${hash}'`, "frame-ancestors 'none'"]));
  expect(policy).not.toContain("unsafe-inline");
  // The token is posted to our own origin only, after the admin answered the handshake from that origin.
  expect(scripts[0]).toContain("event.origin !== origin");
  expect(scripts[0]).not.toContain('"*"');
  // The pop-up stays linked to the admin, on every response of its way (the redirect to GitHub too: one
  // `same-origin` on the way cuts window.opener, e2e/admin-login.spec.ts); every other answer keeps the site's headers.
  expect(done.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
  expect(auth.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
  const home = await get(`${site}/`);
  expect(home.headers["content-security-policy"]).toBe(SITE_CSP);
  expect(home.headers["cross-origin-opener-policy"]).toBe(siteHeaders.find((header) => header.key === "cross-origin-opener-policy")!.value);
  // The other security headers are still there on the callback.
  expect(done.headers["strict-transport-security"]).toBeDefined();
  expect(done.headers["x-content-type-options"]).toBe("nosniff");
});

test.each([
  ["no state cookie", (_state: string, _cookie: string) => ({ query: `code=${GOOD_CODE}&state=x`, cookie: "" })],
  ["a state that is not the cookie's", (_state: string, cookie: string) => ({ query: `code=${GOOD_CODE}&state=forged`, cookie })],
  [
    "a cookie signed with another secret",
    (state: string) => ({
      query: `code=${GOOD_CODE}&state=${state}`,
      cookie: `${STATE_COOKIE}=${stateCookieValue("other-secret", state, Math.floor(Date.now() / 1000) + 600)}`,
    }),
  ],
  [
    "an expired cookie",
    (state: string) => ({
      query: `code=${GOOD_CODE}&state=${state}`,
      cookie: `${STATE_COOKIE}=${stateCookieValue(CLIENT_SECRET, state, Math.floor(Date.now() / 1000) - 1)}`,
    }),
  ],
])("%s: refused with an error message to the admin, and GitHub is never asked for a token", async (_, make) => {
  const site = await serve(configured());
  const auth = await get(`${site}/api/auth?provider=github`);
  const state = new URL(String(auth.headers.location)).searchParams.get("state")!;
  const { query, cookie } = make(state, cookiePair(cookieFrom(auth)));
  const done = await get(`${site}/api/callback?${query}`, cookie ? { cookie } : {});
  expect(done.status).toBe(400);
  expect(postedMessage(done.body)).toMatch(/^authorization:github:error:\{"message":".+"\}$/);
  expect(done.body).not.toContain(TOKEN);
  expect(tokenRequests).toEqual([]);
});

/** The text of the pop-up's page, entities decoded (the locale files' words, as the editor reads them). */
const pageText = (html: string) =>
  html
    .replace(/<script>[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

test.each([
  ["fr-CH,fr;q=0.9,en;q=0.8", "fr"],
  ["de-CH,de;q=0.9,en;q=0.5", "de"],
  ["it-CH,it;q=0.9,en;q=0.5", "en"],
  ["en-GB,fr;q=0.5", "en"],
  ["it, fr;q=0.2", "fr"],
  ["ar-AE,ar;q=0.9,en;q=0.8", "ar"],
  ["", DEFAULT_LANGUAGE],
] as const)("Accept-Language %j: the pop-up is in %s, with its lang, its words from that locale file", async (header, language) => {
  expect(languageOf(header || undefined, LANGUAGES, DEFAULT_LANGUAGE)).toBe(language);
  const site = await serve(configured());
  const auth = await get(`${site}/api/auth?provider=github`);
  const approved = await get(String(auth.headers.location));
  const done = await get(String(approved.headers.location), { cookie: cookiePair(cookieFrom(auth)), ...(header ? { "accept-language": header } : {}) });
  expect(done.body).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${language}" dir="${languageInfo(language).dir}">`));
  expect(done.headers["content-language"]).toBe(language);
  expect(done.headers.vary).toMatch(/accept-language/i);
  expect(pageText(done.body)).toContain(strings[language].adminLogin.pending);
});

test("a wrong state: the pop-up itself says the log-in failed and why, in the editor's language, as it tells the admin", async () => {
  const site = await serve(configured());
  const auth = await get(`${site}/api/auth?provider=github`);
  const done = await get(`${site}/api/callback?code=${GOOD_CODE}&state=forged`, { cookie: cookiePair(cookieFrom(auth)), "accept-language": "fr" });
  expect(done.status).toBe(400);
  const texts = strings.fr.adminLogin;
  expect(pageText(done.body)).toContain(texts.failed);
  expect(pageText(done.body)).toContain(texts.expired);
  expect(pageText(done.body)).not.toContain(texts.pending);
  expect(postedMessage(done.body)).toBe(`authorization:github:error:${JSON.stringify({ message: texts.expired })}`);
});

test("a code GitHub refuses: 502 and an error message, no token", async () => {
  const site = await serve(configured());
  const auth = await get(`${site}/api/auth?provider=github`);
  const state = new URL(String(auth.headers.location)).searchParams.get("state")!;
  const done = await get(`${site}/api/callback?code=wrong&state=${state}`, { cookie: cookiePair(cookieFrom(auth)) });
  expect(done.status).toBe(502);
  expect(postedMessage(done.body)).toMatch(/^authorization:github:error:.*incorrect or expired/);
  expect(tokenRequests).toHaveLength(1);
});

test("GitHub's reason is written into the refused text as GitHub sent it, its $ signs included", async () => {
  const site = await serve(configured());
  const auth = await get(`${site}/api/auth?provider=github`);
  const state = new URL(String(auth.headers.location)).searchParams.get("state")!;
  const done = await get(`${site}/api/callback?code=${DOLLAR_CODE}&state=${state}`, { cookie: cookiePair(cookieFrom(auth)), "accept-language": "fr" });
  expect(done.status).toBe(502);
  const refused = strings.fr.adminLogin.refused.replace("{{reason}}", () => DOLLAR_REASON);
  expect(refused).toContain("Code $& refused, $$1 kept");
  expect(postedMessage(done.body)).toBe(`authorization:github:error:${JSON.stringify({ message: refused })}`);
  expect(pageText(done.body)).toContain(refused);
});

test("the editor declines at GitHub: the pop-up says GitHub did not authorize, with GitHub's reason as sent", async () => {
  const site = await serve(configured());
  const auth = await get(`${site}/api/auth?provider=github`);
  const state = new URL(String(auth.headers.location)).searchParams.get("state")!;
  const back = new URLSearchParams({ error: "access_denied", error_description: DOLLAR_REASON, state });
  const done = await get(`${site}/api/callback?${back.toString()}`, { cookie: cookiePair(cookieFrom(auth)), "accept-language": "de" });
  expect(done.status).toBe(400);
  const denied = strings.de.adminLogin.denied.replace("{{reason}}", () => DOLLAR_REASON);
  expect(postedMessage(done.body)).toBe(`authorization:github:error:${JSON.stringify({ message: denied })}`);
  expect(pageText(done.body)).toContain(denied);
  expect(tokenRequests).toHaveLength(0);
});

test("not configured: 404 when neither variable is set, 503 naming the missing one when only one is", async () => {
  const off = await serve(oauthConfig({}));
  for (const route of ["/api/auth", "/api/callback"]) {
    const answer = await get(`${off}${route}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toMatch(/GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are not set/);
  }
  const half = await serve(oauthConfig({ GITHUB_OAUTH_CLIENT_ID: CLIENT_ID }));
  const answer = await get(`${half}/api/auth`);
  expect(answer.status).toBe(503);
  expect(answer.body).toMatch(/GITHUB_OAUTH_CLIENT_SECRET is not set/);
});

test("the callback URL defaults to SITE_URL's; GitHub's real URLs unless overridden", () => {
  expect(oauthConfig({ GITHUB_OAUTH_CLIENT_ID: "a", GITHUB_OAUTH_CLIENT_SECRET: "b", SITE_URL: "https://www.gpm.ch/" })).toEqual({
    kind: "on",
    settings: {
      clientId: "a",
      clientSecret: "b",
      authorizeUrl: "https://github.com/login/oauth/authorize",
      tokenUrl: "https://github.com/login/oauth/access_token",
      callbackUrl: "https://www.gpm.ch/api/callback",
    },
  });
});

describe("the admin's configuration points the GitHub backend at this server when the site is not on Netlify", () => {
  test("off Netlify: base_url is the site's origin (Decap accepts the token from that origin only) and auth_endpoint api/auth", () => {
    expect(cmsBackend({ CMS_BACKEND: "github", CMS_REPO: "a/b", SITE_URL: "https://www.gpm.ch/" })).toEqual({
      name: "github",
      repo: "a/b",
      branch: "main",
      base_url: "https://www.gpm.ch",
      auth_endpoint: "api/auth",
    });
    expect(oauthProvider({ NETLIFY: "true" })).toEqual({ base_url: "https://api.netlify.com", auth_endpoint: "auth" });
    expect(oauthProvider({ NETLIFY: "true", CMS_AUTH: "self", SITE_URL: "https://x.ch" })).toEqual({ base_url: "https://x.ch", auth_endpoint: "api/auth" });
    expect(() => oauthProvider({ CMS_AUTH: "gitlab" })).toThrow(/CMS_AUTH is "gitlab"/);
  });

  test("git-gateway off Netlify: the build warns that editors could not log in, and says what to set", () => {
    expect(backendWarning({}, cmsBackend({}))).toMatch(/CMS_BACKEND=github and CMS_REPO/);
    expect(backendWarning({ NETLIFY: "true" }, cmsBackend({}))).toBeUndefined();
    expect(backendWarning({}, cmsBackend({ CMS_BACKEND: "github", CMS_REPO: "a/b" }))).toBeUndefined();
  });
});
