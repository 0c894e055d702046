import { CHALLENGE_ENDPOINT, resetChallenges } from "../../src/contact/challenge";

/** What the form reads of a response (ok, status, a header, the JSON body). */
export function respond({ status, body = {}, headers = {} }: { status: number; body?: unknown; headers?: Record<string, string> }) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => body,
  };
}

/**
 * The browser's fetch for the form's tests. Besides posting the request, the form fetches its
 * proof-of-work challenge (src/contact/challenge.ts, on the first focus and before Send): `requests`
 * sees only the requests, so a test counts and reads them as before; `challenge` answers
 * GET /api/contact-challenge, by default as a deployment without a secret does (503
 * challenge_unavailable): the form then sends without a solution, today's contract. Every challenge the
 * module holds from an earlier test is forgotten.
 */
export function installFetch() {
  resetChallenges();
  const requests = jest.fn();
  const challenge = jest.fn(async (..._args: unknown[]) => respond({ status: 503, body: { error: "challenge_unavailable" } }) as unknown);
  global.fetch = jest.fn((url: unknown, init?: unknown) =>
    String(url).startsWith(CHALLENGE_ENDPOINT) ? challenge(url, init) : requests(url, init),
  ) as unknown as typeof fetch;
  return { requests, challenge };
}
