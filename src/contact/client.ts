import { CLIENT_TIMEOUT_MS, CONTACT_ENDPOINT } from "./options";
import type { ContactPayload } from "./payload";

export type SendResult = { ok: true; id: string; reference: string } | { ok: false; status: number | null; error: string; retryAfterSeconds?: number };

interface SendOptions {
  endpoint?: string;
  timeoutMs?: number;
}

function retryAfter(response: Response, body: unknown): number | undefined {
  const header = Number(response.headers.get("Retry-After"));
  if (Number.isFinite(header) && header > 0) return header;
  const fromBody = (body as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof fromBody === "number" && fromBody > 0 ? fromBody : undefined;
}

/** POSTs one request to the function; never throws, so the form can always tell the visitor. */
export async function sendContactRequest(payload: ContactPayload, options: SendOptions = {}): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? CLIENT_TIMEOUT_MS);
  try {
    const response = await fetch(options.endpoint ?? CONTACT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
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
