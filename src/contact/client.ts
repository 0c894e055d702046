import type { ContactPayload } from "../booking/request/payload";

/** Default path of the function; GATSBY_CONTACT_ENDPOINT overrides it at build time. */
export const DEFAULT_ENDPOINT = "/api/send-contact-email";

/**
 * How long the browser waits for one try (the function answers within 3 s: it stores the request and
 * does not wait for the mail server); with the one retry, a visitor waits at most 20 s for the verdict.
 */
export const CLIENT_TIMEOUT_MS = 10_000;

/** Where the form posts; Gatsby inlines GATSBY_* variables into the browser bundle at build time. */
export const CONTACT_ENDPOINT = process.env.GATSBY_CONTACT_ENDPOINT || DEFAULT_ENDPOINT;

export type SendResult = { ok: true; id: string; reference: string } | { ok: false; status: number | null; error: string; retryAfterSeconds?: number };

interface SendOptions {
  endpoint?: string;
  /** Per try; the form makes at most two. */
  timeoutMs?: number;
  /** The submission's Idempotency-Key (see SubmissionKeys); a fresh one when not given. */
  key?: string;
  /**
   * The solved challenge (./challenge.ts), sent in the `Altcha` header, where the function reads it before
   * the body (past its strict rate limit, only a request whose head carries a solution is read at all);
   * without it, today's strict limit and no acknowledgement.
   */
  solution?: string;
}

function retryAfter(response: Response, body: unknown): number | undefined {
  const header = Number(response.headers.get("Retry-After"));
  if (Number.isFinite(header) && header > 0) return header;
  const fromBody = (body as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof fromBody === "number" && fromBody > 0 ? fromBody : undefined;
}

/**
 * POSTs one submission to the function; never throws, so the form can always tell the visitor. When
 * no answer comes (the network dropped, or nothing within the timeout) it tries once more with the SAME
 * Idempotency-Key: if the first try was stored after all, the function answers with its reference and
 * stores nothing new, so the office never gets the request twice.
 */
export async function sendContactRequest(payload: ContactPayload, options: SendOptions = {}): Promise<SendResult> {
  const key = options.key ?? newKey();
  const first = await tryOnce(payload, key, options);
  // A refused solution (expired, replayed, not ours) must not cost the visitor the request: once more
  // without it, under the same key (the server's fingerprint leaves the solution out).
  if (!first.ok && options.solution && first.error.startsWith("challenge_")) return sendContactRequest(payload, { ...options, key, solution: undefined });
  if (first.ok || first.status !== null) return first;
  return tryOnce(payload, key, options);
}

async function tryOnce(payload: ContactPayload, key: string, options: SendOptions): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? CLIENT_TIMEOUT_MS);
  try {
    const response = await fetch(options.endpoint ?? CONTACT_ENDPOINT, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": key,
        ...(options.solution ? { Altcha: options.solution } : {}),
      },
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const answer = body as { id?: unknown; reference?: unknown } | null;
      return { ok: true, id: String(answer?.id ?? ""), reference: String(answer?.reference ?? "") };
    }
    const error = String((body as { error?: unknown } | null)?.error ?? `http_${response.status}`);
    return { ok: false, status: response.status, error, retryAfterSeconds: response.status === 429 ? retryAfter(response, body) : undefined };
  } catch (error) {
    return { ok: false, status: null, error: controller.signal.aborted ? "timeout" : `network: ${String(error)}` };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One key per submission: sending the very same values again (the visitor presses the button once
 * more after an error) reuses the key, so a request that was stored after all is not stored twice;
 * changed values are a new submission with a new key.
 */
export class SubmissionKeys {
  private last: { body: string; key: string } | undefined;

  keyFor(payload: ContactPayload): string {
    const body = JSON.stringify(payload);
    if (this.last?.body !== body) this.last = { body, key: newKey() };
    return this.last.key;
  }

  /** After a success: the next submission, even with the same values, is a new request. */
  done(): void {
    this.last = undefined;
  }
}

function newKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === "function") return crypto.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
