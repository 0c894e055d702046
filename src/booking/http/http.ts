import type { IncomingHttpHeaders } from "node:http";
import type { Readable } from "node:stream";

/**
 * The largest body the function reads. Limits are in characters and a character takes up to 4 bytes
 * in UTF-8: a full form at every limit in 4-byte characters (emoji) is (100 + 60 + 5000) × 4 + 254 + 40
 * plus keys and quotes, about 21 kB, so 32 KB fits any script while still refusing abuse early.
 */
export const MAX_BODY_BYTES = 32 * 1024;

/** How long a body may take to arrive in full; a slow sender is answered 408 and disconnected. */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;

export type ErrorCode =
  | "forbidden_origin"
  | "method_not_allowed"
  | "unsupported_media_type"
  | "payload_too_large"
  | "invalid_json"
  | "request_timeout"
  | "validation"
  | "rate_limited"
  | "delivery_failed"
  | "invalid_idempotency_key"
  | "idempotency_key_reused"
  | "challenge_invalid"
  | "challenge_expired"
  | "challenge_replayed"
  | "challenge_unavailable"
  | "internal";

export interface ErrorBody {
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  retryAfter?: number;
}

/**
 * The subset of a response both hosts provide: Express's (gatsby serve / develop) and the
 * Stream-based one of gatsby-adapter-netlify, whose res.json() would drop the charset.
 */
export interface ResponseLike {
  statusCode: number;
  headersSent?: boolean;
  setHeader(name: string, value: string | number | readonly string[]): unknown;
  end(body?: string): unknown;
  /** Node's and Express's responses have it; an answer that must stay open until later needs it. */
  write?(chunk: string): unknown;
}

export interface RequestLike extends Readable {
  headers: IncomingHttpHeaders;
  method?: string;
  body?: unknown;
  socket?: { remoteAddress?: string } | null;
}

/**
 * Why a body could not be read. `client_aborted` is not an error of ours: the client went away, so
 * there is nobody left to answer.
 */
export class BodyError extends Error {
  constructor(
    readonly code: "payload_too_large" | "invalid_json" | "request_timeout" | "client_aborted",
    message: string,
  ) {
    super(message);
    this.name = "BodyError";
  }
}

export function sendJson(res: ResponseLike, status: number, body: object): void {
  res.end(jsonAnswer(res, status, body));
}

function jsonAnswer(res: ResponseLike, status: number, body: object): string {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("X-Content-Type-Options", "nosniff");
  return text;
}

/** Adds `listeners` to `req`, event by event in the order given; the function returned takes them all off again. */
function listen(req: RequestLike, listeners: Record<string, Parameters<RequestLike["on"]>[1]>): () => void {
  const entries = Object.entries(listeners);
  for (const [event, listener] of entries) req.on(event, listener);
  return () => {
    for (const [event, listener] of entries) req.off(event, listener);
  };
}

/**
 * The lingering close after an early answer, as nginx's (lingering_time, lingering_timeout): the rest of
 * the body is read and dropped for `ms` at most, and no longer than `idleMs` after the client's last byte.
 * Bounded by time, not bytes: a client on a fast link sends any byte count within a few milliseconds, and
 * a count it passes has the connection reset under it before it reads the answer.
 */
export const LINGER = { ms: 5_000, idleMs: 1_000 };

/**
 * Answers a request whose body is still arriving, then closes the connection rather than let Node read
 * the rest of an upload. Closing a socket with unread data in it makes the system send a reset, and a
 * client still writing its body then fails on its next write (EPIPE, ECONNRESET) before it has read the
 * answer. So, like a web server's lingering close, the answer goes out at once and the connection stays
 * open, the rest of the body read and dropped, until the body ends, the client pauses for
 * `limits.idleMs` or `limits.ms` have passed.
 */
export function sendErrorThenClose(req: RequestLike, res: ResponseLike, status: number, body: ErrorBody, limits = LINGER): void {
  res.setHeader("Connection", "close");
  const text = jsonAnswer(res, status, body);
  if (!res.write || req.readableEnded) return void res.end(text);
  res.write(text);
  const close = () => {
    clearTimeout(deadline);
    clearTimeout(idle);
    stopListening();
    res.end();
  };
  const deadline = setTimeout(close, limits.ms);
  const idle = setTimeout(close, limits.idleMs);
  const stopListening = listen(req, { data: () => idle.refresh(), end: close, close, error: close });
  req.resume();
}

/**
 * An error answer, given before the body was read (403, 405, 415, 429 and 413 or 408 mid-body) or after:
 * while a body is still unread on a connection of our own, it closes the connection as
 * sendErrorThenClose does. (A Netlify function gets the whole body with the request: no socket.)
 */
export function sendErrorAnswer(req: RequestLike, res: ResponseLike, status: number, body: ErrorBody): void {
  if (req.socket && hasUnreadBody(req)) return sendErrorThenClose(req, res, status, body);
  sendError(res, status, body);
}

function hasUnreadBody(req: RequestLike): boolean {
  const declared = req.headers["content-length"];
  return !req.readableEnded && (declared !== undefined ? declared !== "0" : req.headers["transfer-encoding"] !== undefined);
}

export function sendError(res: ResponseLike, status: number, body: ErrorBody): void {
  sendJson(res, status, body);
}

/** `application/json`, optionally with a UTF-8 charset; nothing else is decoded. */
export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const [type, ...params] = header.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return params.every((param) => !param.startsWith("charset=") || /^charset="?utf-8"?$/.test(param));
}

/**
 * Reads the raw body with a hard cap and a deadline. The declared Content-Length is checked first so
 * an honest oversize request is refused before a single byte is read; the running count catches
 * chunked or lying requests, and reading stops as soon as the cap is passed. Without the deadline a
 * client sending one byte a second would hold the request open for Node's 300 s requestTimeout.
 */
export async function readBody(req: RequestLike, limit = MAX_BODY_BYTES, timeoutMs = DEFAULT_BODY_TIMEOUT_MS): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge(limit);
  if (req.readableEnded) return alreadyRead(req, limit);

  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const timer = setTimeout(() => {
      cleanup();
      req.pause();
      reject(new BodyError("request_timeout", `The request body did not arrive within ${Math.round(timeoutMs / 1000)} s.`));
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timer);
      stopListening();
    };
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        cleanup();
        // Stop pulling more data; the caller answers 413 and closes the connection.
        req.pause();
        reject(tooLarge(limit));
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    // A client that goes away mid-body shows up as "aborted", as an ECONNRESET "aborted" error or as a
    // close before the end, depending on the Node version and on who wraps the request: all are one thing.
    const onAborted = () => {
      cleanup();
      reject(new BodyError("client_aborted", `the client disconnected after ${size} bytes of the body`));
    };
    const onError = (error: Error & { code?: string }) => {
      if (error.code === "ECONNRESET" || error.message === "aborted") return onAborted();
      cleanup();
      reject(error);
    };
    const onClose = () => onAborted();
    const stopListening = listen(req, { data: onData, end: onEnd, error: onError, aborted: onAborted, close: onClose });
    req.resume();
  });
}

// A body parser got there first (it should not: see `config` in src/api/send-contact-email.ts).
// Accept what it kept as raw bytes, refuse to guess from an already-parsed object.
function alreadyRead(req: RequestLike, limit: number): Buffer {
  const { body } = req;
  const buffer = Buffer.isBuffer(body) ? body : typeof body === "string" ? Buffer.from(body) : undefined;
  if (!buffer) throw new Error("the request body was consumed by a body parser before the handler ran");
  if (buffer.length > limit) throw tooLarge(limit);
  return buffer;
}

function tooLarge(limit: number): BodyError {
  return new BodyError("payload_too_large", `The request body must not exceed ${limit} bytes.`);
}

/** Strict UTF-8 JSON that must be a plain object (not an array, null, a string or a number). */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
  } catch {
    throw new BodyError("invalid_json", "The request body is not valid JSON.");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new BodyError("invalid_json", "The request body must be a JSON object.");
  }
  return value as Record<string, unknown>;
}
