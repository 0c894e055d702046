import { existsSync, readFileSync, statSync } from "node:fs";
import { STATUS_CODES, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { siteHeaders } from "../deploy/headers.ts";
import { BOOKING_ROUTES, CHALLENGE_ROUTE, type ContactFunction, type SelfHostedRequests } from "./contactFunction.ts";
import { headersForPath, parseHeadersFile, type HeaderRule } from "./netlifyHeaders.ts";
import { matchRedirect, parseRedirectsFile, type RedirectRule } from "./netlifyRedirects.ts";
import { loginLanguages, oauthConfig, registerOAuth, type OAuthConfig } from "./oauth.ts";

export interface ServerOptions {
  /** The built site (public/). */
  root: string;
  contact: ContactFunction;
  /** The stored requests, for GET /healthz (main.ts starts them; tests may leave them out). */
  requests?: SelfHostedRequests;
  logger?: boolean;
  /** The admin's GitHub log-in (./oauth.ts); default: from the environment (GITHUB_OAUTH_*). */
  oauth?: OAuthConfig;
}

/**
 * Timeouts. The function gives a body CONTACT_BODY_TIMEOUT_MS (default 10 s, see src/booking/config.ts)
 * to arrive and answers 408 in JSON itself, so nothing of Node's or Fastify's may answer earlier with its
 * own plain-text error or a closed socket: both limits stay at least 10 s past the function's, which also
 * covers the lingering close after its 408 (5 s at most, LINGER in src/booking/http/http.ts). Node
 * checks requestTimeout only every 30 s (connectionsCheckingInterval), so by default its 408 comes after
 * 20-50 s. Idle sockets are still closed: keep-alive after 25 s, any socket silent for 30 s.
 */
export function serverTimeouts(bodyTimeoutMs = Number(process.env.CONTACT_BODY_TIMEOUT_MS) || 10_000) {
  const requestTimeout = Math.max(20_000, bodyTimeoutMs + 10_000);
  return { requestTimeout, headersTimeout: 15_000, keepAliveTimeout: 25_000, connectionTimeout: Math.max(30_000, bodyTimeoutMs + 10_000) };
}

export async function buildServer({ root, contact, requests, logger = false, oauth = oauthConfig(process.env) }: ServerOptions): Promise<FastifyInstance> {
  const siteRoot = path.resolve(root);
  const headerRules = readRules(siteRoot, "_headers", parseHeadersFile, [] as HeaderRule[]);
  const redirects = readRules(siteRoot, "_redirects", (text) => parseRedirectsFile(text).rules, [] as RedirectRule[]);

  const timeouts = serverTimeouts();
  const app = Fastify({
    logger,
    ...timeouts,
    http: { headersTimeout: timeouts.headersTimeout },
    // In-flight requests finish on close(); idle keep-alive sockets are closed at once.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    clientErrorHandler: answerClientError,
  });

  // The site's security headers go on the raw response before anyone writes to it: Fastify's replies,
  // its errors, its 503 while closing and the contact function's own JSON answers all keep them, and
  // a page's own rule (the admin's policy) still replaces them.
  app.server.prependListener("request", (_request, response: ServerResponse) => {
    for (const { key, value } of siteHeaders) response.setHeader(key, value);
  });

  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"], customTypes: COMPRESSIBLE });

  // Behind a proxy without TRUST_PROXY=1, the function sees the proxy as every visitor's address, so
  // all visitors share one rate-limit quota: say so once, loudly, at the first proxied request.
  if (process.env.TRUST_PROXY !== "1") {
    let warned = false;
    app.addHook("onRequest", async (request) => {
      if (warned || request.headers["x-forwarded-for"] === undefined) return;
      warned = true;
      console.warn(
        "[server] requests come through a proxy (X-Forwarded-For) but TRUST_PROXY is not 1: every visitor shares the proxy's rate limit. Set TRUST_PROXY=1.",
      );
    });
  }

  // The function reads its own raw body (its 32 KB cap, its 10 s timeout, its JSON errors), so this
  // scope parses nothing and hands Node's request and response over untouched.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    const handle = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.hijack();
      await contact.handler(request.raw, reply.raw);
    };
    scope.all(contact.route, handle);
    scope.all(`${contact.route}/`, handle);
    const challenge = contact.challenge;
    if (challenge) {
      const issue = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        await challenge(request.raw, reply.raw);
      };
      scope.all(CHALLENGE_ROUTE, issue);
      scope.all(`${CHALLENGE_ROUTE}/`, issue);
    }
    // The booking's pages: the path carries a capability, so Fastify never logs these requests (LOG_REQUESTS).
    const booking = contact.booking;
    if (booking) {
      const page = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        await booking(request.raw, reply.raw, pathOf(request));
      };
      for (const route of BOOKING_ROUTES) scope.route({ method: ["GET", "POST"], url: route, logLevel: "silent", handler: page });
    }
  });

  // The admin's GitHub log-in when the site is not on Netlify: /api/auth and /api/callback (./oauth.ts).
  registerOAuth(app, oauth, () => loginLanguages(path.resolve("content"), root));

  // For an uptime monitor: 503 pages someone; counts and an age (never a request's content) only with
  // HEALTH_TOKEN. Never stored by a cache: each call is the state now.
  if (requests) {
    app.get("/healthz", async (request, reply) => {
      const report = await requests.health(request.headers.authorization);
      return reply.code(report.status).header("Cache-Control", "no-store").type("application/json; charset=utf-8").send(JSON.stringify(report.body));
    });
  }

  // An invalid Range is ignored (RFC 9110, 14.2): the whole file, where the file server would answer 416.
  app.addHook("onRequest", async (request) => {
    const range = request.headers.range;
    if (range !== undefined && !isValidByteRange(range)) delete request.headers.range;
  });

  // The deploy's headers, matched on the request path, except for a 404 page, which gets its own
  // (revalidated, the site's policy: it is a page of the site whatever the address), and for an error,
  // which is about this one request and is never stored. The function's answers are its own (as on Netlify).
  // A route that says how it is cached (/healthz: no-store) keeps it: the rules are the files'.
  const servedPages = new WeakMap<FastifyRequest, string>();
  app.addHook("onSend", async (request, reply, payload) => {
    const page = servedPages.get(request);
    const rulesPath = page ?? (reply.statusCode < 400 ? pathOf(request) : undefined);
    const ownCaching = reply.getHeader("cache-control");
    if (rulesPath === undefined) reply.header("cache-control", "no-store");
    else for (const [name, value] of headersForPath(headerRules, rulesPath)) reply.header(name, value);
    if (ownCaching !== undefined) reply.header("cache-control", ownCaching);
    // Compressed or not, a cache must not hand this body to a client that asked for another encoding.
    if (isCompressible(reply, page ?? pathOf(request))) addVary(reply, "accept-encoding");
    return payload;
  });
  const answerNotFound = (request: FastifyRequest, reply: FastifyReply, requestPath: string) => {
    const page = notFoundPage(siteRoot, requestPath);
    servedPages.set(request, `/${page}`);
    return reply.code(404).type("text/html; charset=utf-8").sendFile(page);
  };

  // Like Netlify, a forced (`!`) redirect applies before any file.
  if (redirects.some((rule) => rule.force)) {
    app.addHook("onRequest", async (request, reply) => {
      const match = matchRedirect(
        redirects.filter((rule) => rule.force),
        pathOf(request),
        true,
      );
      if (match) return answerRedirect(request, reply, match.rule.status, match.target);
    });
  }

  await app.register(fastifyStatic, {
    root: siteRoot,
    // Caching comes from _headers (immutable hashed assets, revalidated HTML and page-data).
    cacheControl: false,
    // /fr -> 301 /fr/, as Netlify does for a folder with an index.html.
    redirect: true,
    index: ["index.html"],
    // _headers and _redirects are configuration, never content (Netlify does not serve them either);
    // a source map would hand out the original sources (the build writes none: a second net).
    allowedPath: (pathName) => !/^\/_(headers|redirects)$/.test(pathName) && !/\.map$/i.test(pathName),
    serveDotFiles: false,
  });

  app.setNotFoundHandler(async (request, reply) => {
    const requestPath = pathOf(request);
    const match = matchRedirect(redirects, requestPath, false);
    if (match) return answerRedirect(request, reply, match.rule.status, match.target);
    return answerNotFound(request, reply, requestPath);
  });

  // The file server refuses what it will not resolve (double slashes, dot segments, %2e%2e) with a 403
  // in JSON; for a visitor that is an address with no page, like any other.
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error.statusCode === 403) return answerNotFound(request, reply, pathOf(request));
    throw error;
  });

  function answerRedirect(request: FastifyRequest, reply: FastifyReply, status: number, target: string) {
    if (status >= 300 && status < 400) return reply.redirect(target, status);
    const file = target.endsWith("/") ? `${target}index.html` : target;
    if (!isFile(siteRoot, file)) return answerNotFound(request, reply, file);
    if (status === 404) servedPages.set(request, file);
    return reply.code(status).sendFile(file.replace(/^\//, ""));
  }

  return app;
}

/** What gets compressed, and therefore varies with Accept-Encoding: text of every kind. */
const COMPRESSIBLE = /^(text\/|image\/svg\+xml|application\/(javascript|json|xml|manifest\+json|[\w.-]+\+(json|xml))\b)/i;
/** A 304 carries no Content-Type: the file's extension says what the 200 would be. */
const COMPRESSIBLE_FILE = /(\/|\.(html?|m?js|css|json|svg|xml|webmanifest|txt))$/i;

function isCompressible(reply: FastifyReply, file: string): boolean {
  const type = reply.getHeader("content-type");
  return type === undefined ? reply.statusCode === 304 && COMPRESSIBLE_FILE.test(file) : COMPRESSIBLE.test(String(type));
}

function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader("vary") ?? "");
  const names = current.split(",").map((part) => part.trim().toLowerCase());
  if (!names.includes(name) && !names.includes("*")) reply.header("vary", current.trim() ? `${current}, ${name}` : name);
}

/**
 * `bytes=` and one or more ranges, each `first-[last]` (last not before first) or `-suffix`; empty list
 * elements are allowed (RFC 9110, 5.6.1). Anything else is not a range request at all.
 */
export function isValidByteRange(header: string): boolean {
  const found = /^bytes=(.*)$/i.exec(header.trim());
  if (!found) return false;
  const specs = found[1]
    .split(",")
    .map((spec) => spec.trim())
    .filter(Boolean);
  return (
    specs.length > 0 &&
    specs.every((spec) => {
      const range = /^(?:(\d+)-(\d*)|-(\d+))$/.exec(spec);
      return range !== null && (range[2] === undefined || range[2] === "" || Number(range[2]) >= Number(range[1]));
    })
  );
}

/**
 * Node's and Fastify's answers to a request that could not be parsed (400), headers too large (431) or
 * a request that took too long (408) go straight to the socket, as Fastify's own handler writes them,
 * with the site's headers.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
  const body = JSON.stringify({ error: STATUS_CODES[status], message: "Client Error", statusCode: status });
  const headers = [
    ["content-type", "application/json"],
    ["content-length", String(Buffer.byteLength(body))],
    ["cache-control", "no-store"],
    ["connection", "close"],
    ...siteHeaders.map(({ key, value }) => [key, value]),
  ];
  if (socket.writable)
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers.map(([name, value]) => `${name}: ${value}\r\n`).join("")}\r\n${body}`);
  socket.destroy(error);
}

/**
 * The 404 page of the path's language: public/<first segment>/404.html when the build has one
 * (/fr/... -> fr/404.html), else public/404.html, so no JavaScript is needed to show the right language.
 */
export function notFoundPage(root: string, requestPath: string): string {
  const first = requestPath.split("/")[1] ?? "";
  const localized = `${first}/404.html`;
  return /^[a-z0-9-]+$/i.test(first) && isFile(root, localized) ? localized : "404.html";
}

function isFile(root: string, relative: string): boolean {
  const file = path.join(root, relative);
  return file.startsWith(root) && existsSync(file) && statSync(file).isFile();
}

function pathOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

function readRules<T>(root: string, name: string, parse: (text: string) => T, empty: T): T {
  const file = path.join(root, name);
  return existsSync(file) ? parse(readFileSync(file, "utf8")) : empty;
}
