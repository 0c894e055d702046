import { randomUUID } from "node:crypto";
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { clientAddress } from "../contact/clientAddress";
import { readConfig, type ContactConfig } from "../contact/config";
import { deliver, DeliveryError } from "../contact/delivery";
import {
  BodyError,
  MAX_BODY_BYTES,
  isJsonContentType,
  parseJsonObject,
  readBody,
  sendError,
  sendErrorThenClose,
  sendJson,
  type ErrorBody,
  type RequestLike,
  type ResponseLike,
} from "../contact/http";
import { buildMessage } from "../contact/message";
import { hitRateLimit } from "../contact/rateLimit";
import { newReference } from "../contact/reference";
import { requestLanguage, validateContact, validationSummary } from "../contact/validation";

/**
 * Gatsby runs multer and four Express body parsers before a function. They would answer malformed or
 * oversize JSON with HTML pages, so each parser gets a content type that can never match (no "/" and no
 * known file extension) and the handler reads the raw stream itself, with its own 32 KB cap and deadline.
 * `type` has to be a string: Gatsby validates this object and silently falls back to the default
 * (parsing) configuration when it is given anything else, such as a function.
 */
const NEVER = "contact-function-reads-its-own-body";
const functionConfig = {
  bodyParser: {
    json: { type: NEVER, limit: "32kb" },
    text: { type: NEVER, limit: "32kb" },
    raw: { type: NEVER, limit: "32kb" },
    urlencoded: { type: NEVER, limit: "32kb", extended: false },
  },
};
// Gatsby's query scanner reads every file under src/ and takes an `export const config` for a page's
// DSG/SSR config; that switches on the query-engine bundle, which cannot bundle sharp 0.33 and fails
// the build (ENGINE.VALIDATION). A destructured export is the same `config` export for the function
// loader, but the scanner does not recognise it.
export const { config } = { config: functionConfig };

/**
 * POST /api/send-contact-email. Checks run cheapest first: origin, method, content type, rate limit,
 * body, honeypot, validation, delivery. The rate limit counts every POST that gets past the origin and
 * content-type checks, before the body is read, so oversize, malformed, invalid, honeypot and
 * successful requests all use quota (the form validates before sending, so real visitors rarely
 * waste a request).
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const request = req as unknown as RequestLike;
  const response = res as unknown as ResponseLike;
  try {
    // The adapter's Lambda wrapper marks its requests; a client cannot set a property on them.
    const serverless = Boolean((req as { netlifyFunctionParams?: unknown }).netlifyFunctionParams);
    await handle(request, response, readConfig(undefined, undefined, { serverless }));
  } catch (error) {
    console.error("[contact] unexpected error:", error);
    if (!response.headersSent) sendError(response, 500, { error: "internal", message: "Something went wrong on our side." });
    else response.end();
  }
}

async function handle(req: RequestLike, res: ResponseLike, settings: ContactConfig): Promise<void> {
  const reply = (status: number, body: ErrorBody) => {
    // An answer sent before the body was read: the connection closes once the client could read it.
    if (req.socket && hasUnreadBody(req)) return sendErrorThenClose(req, res, status, body);
    sendError(res, status, body);
  };

  res.setHeader("Vary", "Origin");
  const origin = checkOrigin(req, settings.allowedOrigins);
  if (origin.forbidden) return reply(403, { error: "forbidden_origin", message: "Requests from this origin are not accepted." });
  if (origin.cors) res.setHeader("Access-Control-Allow-Origin", origin.cors);

  if (req.method === "OPTIONS") return preflight(res, Boolean(origin.cors));
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return reply(405, { error: "method_not_allowed", message: "Only POST is accepted." });
  }
  if (!isJsonContentType(req.headers["content-type"])) {
    return reply(415, { error: "unsupported_media_type", message: "Send the request as application/json." });
  }

  const limit = hitRateLimit(clientAddress(req, settings.trustProxy), settings.rateLimit);
  if (!limit.allowed) {
    res.setHeader("Retry-After", String(limit.retryAfterSeconds));
    const message = "Too many requests from this address. Please try again later.";
    return reply(429, { error: "rate_limited", message, retryAfter: limit.retryAfterSeconds });
  }

  let input: Record<string, unknown>;
  try {
    input = parseJsonObject(await readBody(req, MAX_BODY_BYTES, settings.bodyTimeoutMs));
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    if (error.code === "client_aborted") {
      // Nobody is left to answer, and it is not our fault: one line, no stack.
      console.warn(`[contact] request abandoned: ${error.message}`);
      return;
    }
    return reply(BODY_ERROR_STATUS[error.code], { error: error.code, message: error.message });
  }

  const id = randomUUID();
  // What the visitor and the office quote; the id stays the technical key (Message-ID, logs).
  const reference = newReference();
  if (isFilled(input.website)) {
    // Looks like a success to the bot, so it has no reason to try again differently.
    console.warn(`[contact] ${id}: honeypot field filled, nothing delivered`);
    return sendJson(res, 200, { ok: true, id, reference });
  }

  const language = requestLanguage(input);
  const validation = await validateContact(input, language);
  if (!validation.ok) {
    return reply(400, { error: "validation", message: validationSummary(language), fields: validation.fields });
  }

  const mail = buildMessage({ id, reference, request: validation.value, receivedAt: new Date(), config: settings });
  try {
    const receipt = await deliver(mail, settings.delivery, id, reference);
    console.info(`[contact] ${id} (${reference}): ${receipt.kind === "smtp" ? `sent (${receipt.response})` : `written to ${receipt.file}`}`);
  } catch (error) {
    if (!(error instanceof DeliveryError)) throw error;
    console.error(`[contact] ${id}: ${error.message}`);
    return reply(502, { error: "delivery_failed", message: "The message could not be sent. Please try again later." });
  }
  sendJson(res, 200, { ok: true, id, reference });
}

const BODY_ERROR_STATUS = { payload_too_large: 413, invalid_json: 400, request_timeout: 408 } as const;

type OriginCheck = { forbidden: true } | { forbidden: false; cors?: string };

/** No Origin (curl, same-origin GET-style clients) is fine; a present one must be this host or listed. */
function checkOrigin(req: RequestLike, allowed: string[]): OriginCheck {
  const header = req.headers.origin;
  if (header === undefined) return { forbidden: false };
  const origin = parseOrigin(header);
  if (origin && allowed.includes(origin.origin)) return { forbidden: false, cors: origin.origin };
  if (origin && isSameHost(origin, req.headers.host)) return { forbidden: false };
  return { forbidden: true };
}

function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

function isSameHost(origin: URL, host: string | undefined): boolean {
  if (!host) return false;
  const request = parseOrigin(`${origin.protocol}//${host}`);
  return request !== undefined && request.host === origin.host;
}

// Only listed origins get CORS headers; same-origin and origin-less callers just learn that POST is allowed.
function preflight(res: ResponseLike, cors: boolean): void {
  res.statusCode = 204;
  res.setHeader("Allow", "POST");
  if (cors) {
    res.setHeader("Access-Control-Allow-Methods", "POST");
    res.setHeader("Access-Control-Allow-Headers", "Content-Type");
    res.setHeader("Access-Control-Max-Age", "600");
  }
  res.end();
}

function hasUnreadBody(req: RequestLike): boolean {
  const declared = req.headers["content-length"];
  return !req.readableEnded && (declared !== undefined ? declared !== "0" : req.headers["transfer-encoding"] !== undefined);
}

// Only a filled-in string is a bot's answer; any other value is a malformed request and gets the
// same 400 `validation` naming the field as every other field would.
function isFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
