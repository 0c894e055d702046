import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { ContactFunction, SelfHostedRequests } from "./contactFunction.ts";
import { headersForPath, parseHeadersFile, type HeaderRule } from "./netlifyHeaders.ts";
import { matchRedirect, parseRedirectsFile, type RedirectRule } from "./netlifyRedirects.ts";

export interface ServerOptions {
  /** The built site (public/). */
  root: string;
  contact: ContactFunction;
  /** The stored requests, for GET /healthz (main.ts starts them; tests may leave them out). */
  requests?: SelfHostedRequests;
  logger?: boolean;
}

/**
 * Timeouts. The function gives a body CONTACT_BODY_TIMEOUT_MS (default 10 s, see src/contact/config.ts)
 * to arrive and answers 408 in JSON itself, so nothing of Node's or Fastify's may answer earlier with its
 * own plain-text error or a closed socket: both limits stay at least 10 s past the function's. Node
 * checks requestTimeout only every 30 s (connectionsCheckingInterval), so by default its 408 comes after
 * 20-50 s. Idle sockets are still closed: keep-alive after 25 s, any socket silent for 30 s.
 */
export function serverTimeouts(bodyTimeoutMs = Number(process.env.CONTACT_BODY_TIMEOUT_MS) || 10_000) {
  const requestTimeout = Math.max(20_000, bodyTimeoutMs + 10_000);
  return { requestTimeout, headersTimeout: 15_000, keepAliveTimeout: 25_000, connectionTimeout: Math.max(30_000, bodyTimeoutMs + 10_000) };
}

export async function buildServer({ root, contact, requests, logger = false }: ServerOptions): Promise<FastifyInstance> {
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
  });

  await app.register(fastifyCompress, { global: true, encodings: ["br", "gzip"] });

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

  // The function reads its own raw body (its 16 KB cap, its 10 s timeout, its JSON errors), so this
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
  });

  // For an uptime monitor: counts and an age, never a request's content; 503 pages someone.
  if (requests) {
    app.get("/healthz", async (_request, reply) => {
      const report = await requests.health();
      return reply.code(report.status).header("Cache-Control", "no-store").type("application/json; charset=utf-8").send(JSON.stringify(report.body));
    });
  }

  // The deploy's headers, matched on the request path; the function's answers are its own (as on Netlify).
  app.addHook("onSend", async (request, reply, payload) => {
    for (const [name, value] of headersForPath(headerRules, pathOf(request))) reply.header(name, value);
    return payload;
  });

  // Like Netlify, a forced (`!`) redirect applies before any file.
  if (redirects.some((rule) => rule.force)) {
    app.addHook("onRequest", async (request, reply) => {
      const match = matchRedirect(
        redirects.filter((rule) => rule.force),
        pathOf(request),
        true,
      );
      if (match) return answerRedirect(reply, match.rule.status, match.target, siteRoot);
    });
  }

  await app.register(fastifyStatic, {
    root: siteRoot,
    // Caching comes from _headers (immutable hashed assets, revalidated HTML and page-data).
    cacheControl: false,
    // /fr -> 301 /fr/, as Netlify does for a folder with an index.html.
    redirect: true,
    index: ["index.html"],
    // _headers and _redirects are configuration, never content (Netlify does not serve them either).
    allowedPath: (pathName) => !/^\/_(headers|redirects)$/.test(pathName),
    serveDotFiles: false,
  });

  app.setNotFoundHandler(async (request, reply) => {
    const requestPath = pathOf(request);
    const match = matchRedirect(redirects, requestPath, false);
    if (match) return answerRedirect(reply, match.rule.status, match.target, siteRoot);
    return reply.code(404).type("text/html; charset=utf-8").sendFile(notFoundPage(siteRoot, requestPath));
  });

  return app;
}

function answerRedirect(reply: FastifyReply, status: number, target: string, root: string) {
  if (status >= 300 && status < 400) return reply.redirect(target, status);
  const file = target.endsWith("/") ? `${target}index.html` : target;
  if (!isFile(root, file)) return reply.code(404).type("text/html; charset=utf-8").sendFile(notFoundPage(root, file));
  return reply.code(status).sendFile(file.replace(/^\//, ""));
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
