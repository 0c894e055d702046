import { INVALID_KEY, idempotencyKeyOf } from "../store/intake";
import { isJsonContentType, type ErrorBody, type RequestLike, type ResponseLike } from "./http";

/** What a step returns once it has answered the request itself: the handler has nothing left to do. */
export const ANSWERED = Symbol("answered");
export type Answered = typeof ANSWERED;
export type Reply = (status: number, body: ErrorBody) => void;

/**
 * The request's head, cheapest checks first: origin, method (and the CORS preflight), content type and the
 * Idempotency-Key's form. Returns the key (undefined without one), or ANSWERED once it has refused the request.
 */
export function checkHead(req: RequestLike, res: ResponseLike, allowedOrigins: string[], reply: Reply): string | undefined | Answered {
  res.setHeader("Vary", "Origin");
  const origin = checkOrigin(req, allowedOrigins);
  if (origin.forbidden) return answered(reply(403, { error: "forbidden_origin", message: "Requests from this origin are not accepted." }));
  if (origin.cors) res.setHeader("Access-Control-Allow-Origin", origin.cors);

  if (req.method === "OPTIONS") return answered(preflight(res, Boolean(origin.cors)));
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return answered(reply(405, { error: "method_not_allowed", message: "Only POST is accepted." }));
  }
  if (!isJsonContentType(req.headers["content-type"])) {
    return answered(reply(415, { error: "unsupported_media_type", message: "Send the request as application/json." }));
  }
  const key = idempotencyKeyOf(req.headers["idempotency-key"]);
  if (key === INVALID_KEY) {
    return answered(reply(400, { error: "invalid_idempotency_key", message: "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'." }));
  }
  return key;
}

/** ANSWERED, after the answer that was just sent. */
export const answered = (_sent: void): Answered => ANSWERED;

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
    // The form's own headers: its retries' key and its solution.
    res.setHeader("Access-Control-Allow-Headers", "Content-Type, Idempotency-Key, Altcha");
    res.setHeader("Access-Control-Max-Age", "600");
  }
  res.end();
}
