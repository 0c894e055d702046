/**
 * The admin's GitHub log-in on our own server (no Netlify): Decap's `github` backend opens
 * `<base_url>/api/auth` in a pop-up (src/cms/backend.ts points base_url here when the site is not built
 * on Netlify), which sends the editor to GitHub's authorize page with a random `state`; GitHub sends them
 * back to `/api/callback`, which checks the state, trades the code for a token at GitHub's token URL and
 * hands the token to the admin window that opened the pop-up, in the message Decap expects:
 * `authorization:github:success:{"token":"…","provider":"github"}`. Nothing is stored on the server: the
 * state travels in a short-lived cookie signed with the client secret. docs/deploy.md, "Editors'
 * log-in".
 *
 * The pop-up's words are the locale files' `adminLogin` texts (content/locales/), in the language the editor's
 * browser asks for (Accept-Language), else the site's default language (the one of the built home page).
 *
 * Settings, from the environment at start: GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET (the
 * GitHub OAuth app's), GITHUB_OAUTH_CALLBACK_URL (default SITE_URL + /api/callback), and for tests the
 * GitHub URLs GITHUB_OAUTH_AUTHORIZE_URL and GITHUB_OAUTH_TOKEN_URL.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { escapeHtml } from "../booking/mail/html.ts";
import { languageOf } from "../i18n/acceptLanguage.ts";
import { fillPlaceholders } from "../i18n/placeholders.ts";

export const AUTH_ROUTE = "/api/auth";
export const CALLBACK_ROUTE = "/api/callback";
export const STATE_COOKIE = "cms_oauth_state";
/** How long an editor has on GitHub's page before the state expires. */
export const STATE_TTL_SECONDS = 600;
export const GITHUB_AUTHORIZE_URL = "https://github.com/login/oauth/authorize";
export const GITHUB_TOKEN_URL = "https://github.com/login/oauth/access_token";
const PROVIDER = "github";
/** What Decap asks for (`scope=repo`); a public repository may do with `public_repo`. */
const SCOPES = ["repo", "public_repo"];

export interface OAuthSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** The callback URL registered with the GitHub OAuth app; undefined: this server's own address. */
  callbackUrl?: string;
}

export type OAuthConfig = { kind: "off" } | { kind: "misconfigured"; reason: string } | { kind: "on"; settings: OAuthSettings };

/** The log-in's settings from the environment: off when neither client variable is set. */
export function oauthConfig(env: Record<string, string | undefined>): OAuthConfig {
  const clientId = env.GITHUB_OAUTH_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_OAUTH_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return { kind: "off" };
  const missing = [!clientId && "GITHUB_OAUTH_CLIENT_ID", !clientSecret && "GITHUB_OAUTH_CLIENT_SECRET"].filter(Boolean);
  if (missing.length > 0) return { kind: "misconfigured", reason: `${missing.join(" and ")} is not set` };
  const siteUrl = env.SITE_URL?.trim().replace(/\/+$/, "");
  return {
    kind: "on",
    settings: {
      clientId: clientId!,
      clientSecret: clientSecret!,
      authorizeUrl: env.GITHUB_OAUTH_AUTHORIZE_URL?.trim() || GITHUB_AUTHORIZE_URL,
      tokenUrl: env.GITHUB_OAUTH_TOKEN_URL?.trim() || GITHUB_TOKEN_URL,
      callbackUrl: env.GITHUB_OAUTH_CALLBACK_URL?.trim() || (siteUrl ? `${siteUrl}${CALLBACK_ROUTE}` : undefined),
    },
  };
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString("base64url");
const sign = (secret: string, text: string) => createHmac("sha256", secret).update(`${STATE_COOKIE}:${text}`).digest("base64url");

/** `state.expires.signature`: the state and when it expires, signed with the client secret. */
export function stateCookieValue(secret: string, state: string, expires: number): string {
  const body = `${state}.${expires}`;
  return `${body}.${sign(secret, body)}`;
}

/** The state the cookie holds if its signature is ours and it has not expired, else undefined. */
export function readStateCookie(secret: string, value: string | undefined, now = Date.now()): string | undefined {
  const parts = value?.split(".");
  if (!parts || parts.length !== 3) return undefined;
  const [state, expires, signature] = parts;
  const expected = Buffer.from(sign(secret, `${state}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 < now) return undefined;
  return state;
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

/** Secure everywhere but on this machine's own addresses (plain http in tests and on a laptop). */
function isLocal(request: FastifyRequest): boolean {
  const host = (request.headers.host ?? "").replace(/:\d+$/, "").replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "127.0.0.1" || host === "::1";
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  return [`${STATE_COOKIE}=${value}`, `Max-Age=${maxAge}`, `Path=${CALLBACK_ROUTE}`, "HttpOnly", "SameSite=Lax", ...(isLocal(request) ? [] : ["Secure"])].join(
    "; ",
  );
}

function callbackUrlFor(settings: OAuthSettings, request: FastifyRequest): string {
  if (settings.callbackUrl) return settings.callbackUrl;
  const proto = process.env.TRUST_PROXY === "1" && request.headers["x-forwarded-proto"] === "https" ? "https" : "http";
  return `${proto}://${request.headers.host}${CALLBACK_ROUTE}`;
}

export const LOGIN_TEXT_KEYS = ["title", "pending", "noOpener", "failed", "expired", "denied", "noCode", "refused", "unreachable"] as const;
export type LoginTexts = Record<(typeof LOGIN_TEXT_KEYS)[number], string>;

/**
 * The site's languages and their pop-up texts. The languages are the locale folders of `contentDir` (the
 * content check keeps them those of src/i18n/languages.ts, which Node cannot load here as it is: it is
 * also the build's and the tests' module); the default one is the built home page's `lang`.
 */
export interface LoginLanguages {
  texts: Record<string, LoginTexts>;
  defaultLanguage: string;
}

export function loginLanguages(contentDir: string, siteRoot?: string): LoginLanguages {
  const localesDir = path.join(contentDir, "locales");
  const texts: Record<string, LoginTexts> = {};
  for (const language of readdirSync(localesDir).sort()) {
    const file = path.join(localesDir, language, "translation.json");
    if (!existsSync(file)) continue;
    const found = (JSON.parse(readFileSync(file, "utf8")) as { adminLogin?: Partial<LoginTexts> }).adminLogin ?? {};
    const missing = LOGIN_TEXT_KEYS.filter((key) => typeof found[key] !== "string");
    if (missing.length > 0) throw new Error(`${file}: adminLogin.${missing.join(", adminLogin.")} missing (npm run check:content)`);
    texts[language] = found as LoginTexts;
  }
  const home = siteRoot && existsSync(path.join(siteRoot, "index.html")) ? readFileSync(path.join(siteRoot, "index.html"), "utf8") : "";
  const built = /<html[^>]*\slang="([a-z]{2,3})"/i.exec(home)?.[1];
  const defaultLanguage = built && texts[built] ? built : Object.keys(texts)[0];
  if (!defaultLanguage) throw new Error(`${localesDir}: no <language>/translation.json for the admin's log-in pop-up`);
  return { texts, defaultLanguage };
}

/** The site's language the Accept-Language header prefers most, else the default (one reader of the header for the server). */
export { languageOf };

/**
 * "rtl" for Arabic: ICU's own direction of the language (Intl.Locale's textInfo, named getTextInfo() in
 * newer engines), since src/i18n/languages.ts cannot be loaded here (see LoginLanguages).
 */
export function directionOf(language: string): "ltr" | "rtl" {
  const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction?: string }; textInfo?: { direction?: string } };
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === "rtl" ? "rtl" : "ltr";
}

/** JSON inside a <script>: nothing that could close the element or start a comment. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");

/**
 * The pop-up's page, in the editor's language: says "authorizing:github" to the window that opened it, and
 * once that window (our own origin only) answers, posts the result there. Only our origin ever receives the
 * token. A failure is also written in the pop-up itself, so the editor reads why without the admin.
 */
export function callbackPage(message: string, texts: LoginTexts, language: string, failure?: string): { html: string; script: string } {
  const script = `(function () {
  var message = ${scriptJson(message)};
  var origin = window.location.origin;
  if (!window.opener) { document.getElementById("status").textContent = ${scriptJson(failure ?? texts.noOpener)}; return; }
  window.addEventListener("message", function (event) {
    if (event.origin !== origin || event.data !== "authorizing:${PROVIDER}") return;
    window.opener.postMessage(message, origin);
  }, false);
  window.opener.postMessage("authorizing:${PROVIDER}", origin);
})();`;
  const body = failure
    ? `<h1>${escapeHtml(texts.failed)}</h1><p id="status" role="alert">${escapeHtml(failure)}</p>`
    : `<p id="status">${escapeHtml(texts.pending)}</p>`;
  const html = `<!doctype html>
<html lang="${language}" dir="${directionOf(language)}">
<head><meta charset="utf-8"><title>${escapeHtml(failure ? texts.failed : texts.title)}</title></head>
<body>${body}<script>${script}</script></body>
</html>
`;
  return { html, script };
}

/** The callback page's own policy: nothing but its one inline script, by hash; the site's policy is untouched. */
export function callbackPolicy(script: string): string {
  const hash = createHash("sha256").update(script, "utf8").digest("base64");
  return [
    "default-src 'none'",
    `script-src 'sha256-${hash}'`,
    "style-src 'none'",
    "img-src 'none'",
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function send(response: ServerResponse, status: number, headers: Record<string, string>, body: string): void {
  response.statusCode = status;
  response.setHeader("cache-control", "no-store");
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader("content-length", Buffer.byteLength(body));
  response.end(body);
}

function sendResult(
  response: ServerResponse,
  status: number,
  result: { token: string } | { error: string },
  setCookie: string,
  texts: LoginTexts,
  language: string,
): void {
  const message =
    "token" in result
      ? `authorization:${PROVIDER}:success:${JSON.stringify({ token: result.token, provider: PROVIDER })}`
      : `authorization:${PROVIDER}:error:${JSON.stringify({ message: result.error })}`;
  const { html, script } = callbackPage(message, texts, language, "error" in result ? result.error : undefined);
  send(
    response,
    status,
    {
      "content-type": "text/html; charset=utf-8",
      "content-language": language,
      "content-security-policy": callbackPolicy(script),
      // The pop-up must stay linked to the admin that opened it (same-origin-allow-popups there):
      // the site's `same-origin` would cut window.opener and the admin would never get the token.
      "cross-origin-opener-policy": "unsafe-none",
      "referrer-policy": "no-referrer",
      "set-cookie": setCookie,
      vary: "accept-language",
    },
    html,
  );
}

/** Trades GitHub's code for a token (GitHub answers 200 with `error` for a bad or used code). */
async function exchange(settings: OAuthSettings, code: string, redirectUri: string, texts: LoginTexts): Promise<{ token: string } | { error: string }> {
  try {
    const answer = await fetch(settings.tokenUrl, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/json" },
      body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, code, redirect_uri: redirectUri }),
      signal: AbortSignal.timeout(10_000),
    });
    const data = (await answer.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown; error_description?: unknown };
    if (answer.ok && typeof data.access_token === "string" && data.access_token !== "") return { token: data.access_token };
    const reason = typeof data.error_description === "string" ? data.error_description : typeof data.error === "string" ? data.error : `HTTP ${answer.status}`;
    return { error: fillPlaceholders(texts.refused, { reason }) };
  } catch {
    return { error: texts.unreachable };
  }
}

/**
 * Registers /api/auth and /api/callback (answers of their own: no file, no page rule applies to them).
 * `languages`: the pop-up's texts, by default from content/ of the project the server runs in (npm run serve).
 */
export function registerOAuth(app: FastifyInstance, config: OAuthConfig = oauthConfig(process.env), languages?: () => LoginLanguages): void {
  const login = config.kind === "on" ? (languages ?? (() => loginLanguages(path.resolve("content"))))() : undefined;
  const notConfigured = (response: ServerResponse) => {
    const [status, text] =
      config.kind === "off"
        ? [404, "The admin's GitHub log-in is not set up on this server (GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET are not set; docs/deploy.md)."]
        : [503, `The admin's GitHub log-in is misconfigured on this server: ${config.kind === "misconfigured" ? config.reason : ""} (docs/deploy.md).`];
    send(response, status, { "content-type": "text/plain; charset=utf-8" }, `${text}\n`);
  };

  app.get(AUTH_ROUTE, async (request, reply) => {
    reply.hijack();
    if (config.kind !== "on") return notConfigured(reply.raw);
    const { settings } = config;
    const query = request.query as Record<string, string | undefined>;
    if (query.provider !== undefined && query.provider !== PROVIDER) {
      return send(reply.raw, 400, { "content-type": "text/plain; charset=utf-8" }, `Only the ${PROVIDER} provider is served here.\n`);
    }
    const scope = query.scope && SCOPES.includes(query.scope) ? query.scope : "repo";
    const state = base64url(randomBytes(32));
    const expires = Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS;
    const target = new URL(settings.authorizeUrl);
    target.searchParams.set("client_id", settings.clientId);
    target.searchParams.set("redirect_uri", callbackUrlFor(settings, request));
    target.searchParams.set("scope", scope);
    target.searchParams.set("state", state);
    send(
      reply.raw,
      302,
      {
        location: target.toString(),
        "content-type": "text/plain; charset=utf-8",
        // Chromium weighs every response of the pop-up's navigation: the site's `same-origin` on this redirect
        // alone puts the pop-up in a browsing context group of its own, and the callback finds no opener.
        "cross-origin-opener-policy": "unsafe-none",
        "set-cookie": cookie(request, stateCookieValue(settings.clientSecret, state, expires), STATE_TTL_SECONDS),
      },
      "Redirecting to GitHub…\n",
    );
  });

  app.get(CALLBACK_ROUTE, async (request, reply) => {
    reply.hijack();
    if (config.kind !== "on") return notConfigured(reply.raw);
    const { settings } = config;
    const query = request.query as Record<string, string | undefined>;
    const language = languageOf(request.headers["accept-language"], Object.keys(login!.texts), login!.defaultLanguage);
    const words = login!.texts[language];
    // Whatever happens, the state is used once: the cookie goes.
    const clear = cookie(request, "", 0);
    const answer = (status: number, result: { token: string } | { error: string }) => sendResult(reply.raw, status, result, clear, words, language);
    const expected = readStateCookie(settings.clientSecret, cookieOf(request, STATE_COOKIE));
    if (!expected || typeof query.state !== "string" || query.state !== expected) return answer(400, { error: words.expired });
    if (typeof query.error === "string") return answer(400, { error: fillPlaceholders(words.denied, { reason: query.error_description ?? query.error }) });
    if (typeof query.code !== "string" || query.code === "") return answer(400, { error: words.noCode });
    const result = await exchange(settings, query.code, callbackUrlFor(settings, request), words);
    answer("token" in result ? 200 : 502, result);
  });
}
