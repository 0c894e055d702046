/**
 * @jest-environment node
 */
import { createChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { CHALLENGE_ENDPOINT, resetChallenges, solutionFor, startChallenge } from "../../src/contact/challenge";
import { CHALLENGE_ALGORITHM, checkSolution } from "../../src/booking/http/challengeServer";
import { sendContactRequest } from "../../src/contact/client";
import { EMPTY_FORM, toPayload } from "../../src/booking/request/payload";
import { decode } from "../support/challenge";

// The browser's side (src/contact/challenge.ts) against challenges made as the server makes them
// (algorithm, expiry, signature), with a small counter so that solving takes milliseconds here.
const SECRET = "a test secret of at least thirty-two characters";

async function challengeOf(options: { counter?: number; expiresInSeconds?: number } = {}): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: 1,
    counter: options.counter ?? 300,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 3_600),
    hmacSignatureSecret: SECRET,
  });
}

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A fetch that hands out a fresh challenge for each call. */
const serving = (options?: Parameters<typeof challengeOf>[0]) => jest.fn(async () => answer(200, await challengeOf(options)));

beforeEach(() => resetChallenges());

describe("solutionFor", () => {
  it("fetches the challenge from the endpoint and solves it into the field the function verifies", async () => {
    const fetcher = serving();
    const field = await solutionFor("submission-1", 10_000, fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2); // the one solved, and the next started at once for the next submission
    expect(fetcher.mock.calls[0]).toEqual([CHALLENGE_ENDPOINT, expect.objectContaining({ cache: "no-store" })]);
    expect(field).toEqual(expect.any(String));
    expect(decode(field!).solution.counter).toBe(300);
    await expect(checkSolution(field, SECRET)).resolves.toMatchObject({ kind: "verified" });
    // Signed with another secret, the same field is not ours.
    await expect(checkSolution(field, `${SECRET}, another`)).resolves.toMatchObject({ kind: "invalid" });
  });

  it("keeps a submission's solution for its retries and gives a new submission a fresh one", async () => {
    const fetcher = serving();
    const first = await solutionFor("submission-1", 10_000, fetcher);
    await expect(solutionFor("submission-1", 10_000, fetcher)).resolves.toBe(first);
    const second = await solutionFor("submission-2", 10_000, fetcher);
    expect(second).toEqual(expect.any(String));
    expect(decode(second!).challenge.signature).not.toBe(decode(first!).challenge.signature);
  });

  it("starts one challenge however often the form asks for it", async () => {
    const fetcher = serving();
    startChallenge(fetcher);
    startChallenge(fetcher);
    await solutionFor("submission-1", 10_000, fetcher);
    // The solved one, then the next: never two at once.
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it.each([
    ["the endpoint refuses (no secret on the deployment)", () => Promise.resolve(answer(503, { error: "challenge_unavailable" }))],
    ["the network fails", () => Promise.reject(new TypeError("Failed to fetch"))],
    ["the answer is not a challenge", () => Promise.resolve(answer(200, { ok: true }))],
    ["the answer is not JSON", () => Promise.resolve(new Response("<html>", { status: 200 }))],
  ])("gives no solution when %s, and tries again for the next submission", async (_, failure) => {
    const fetcher = jest.fn(failure);
    await expect(solutionFor("submission-1", 10_000, fetcher)).resolves.toBeUndefined();
    await expect(solutionFor("submission-2", 10_000, fetcher)).resolves.toBeUndefined();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("gives no solution when the challenge is still being worked out after the wait, and keeps working on it", async () => {
    let serve: (response: Response) => void = () => {};
    const fetcher = jest.fn(() => new Promise<Response>((resolve) => (serve = resolve)));
    const started = Date.now();
    await expect(solutionFor("submission-1", 50, fetcher)).resolves.toBeUndefined();
    // Ruled out: waiting for the challenge, which never comes here. Not timed to the 50 ms (a busy machine's
    // pauses are longer), bounded far below the test's own timeout.
    expect(Date.now() - started).toBeLessThan(3_000);
    // The same work goes on: when it is done, the next submission takes it without a new fetch.
    serve(answer(200, await challengeOf()));
    await expect(solutionFor("submission-2", 10_000, fetcher)).resolves.toEqual(expect.any(String));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("does not send a solution whose challenge expires within the minute (the function would refuse it)", async () => {
    const fetcher = serving({ expiresInSeconds: 30 });
    await expect(solutionFor("submission-1", 10_000, fetcher)).resolves.toBeUndefined();
  });
});

describe("sendContactRequest with a solution", () => {
  const payload = toPayload({ ...EMPTY_FORM, name: "A", email: "a@example.ch", message: "m" }, "en");
  const bodyOf = (mock: jest.Mock, call: number) => JSON.parse((mock.mock.calls[call][1] as RequestInit).body as string);
  const keyOf = (mock: jest.Mock, call: number) => (mock.mock.calls[call][1] as RequestInit & { headers: Record<string, string> }).headers["Idempotency-Key"];
  const solutionOf = (mock: jest.Mock, call: number) => (mock.mock.calls[call][1] as RequestInit & { headers: Record<string, string> }).headers.Altcha;
  const original = global.fetch;
  afterEach(() => (global.fetch = original));

  it("sends it in the Altcha header, where the function reads it before the body; the body is the payload alone", async () => {
    const solution = await solutionFor("submission-1", 10_000, serving());
    const post = jest.fn(async () => answer(200, { ok: true, id: "x", reference: "GPM-ABCDEF" }));
    global.fetch = post as unknown as typeof fetch;
    await expect(sendContactRequest(payload, { key: "submission-1", solution })).resolves.toMatchObject({ ok: true });
    expect(bodyOf(post, 0)).toEqual(payload);
    expect(solutionOf(post, 0)).toBe(solution);
    await expect(checkSolution(solutionOf(post, 0), SECRET)).resolves.toMatchObject({ kind: "verified" });
  });

  it("sends the request again without it, under the same key, when the function refuses the challenge", async () => {
    const post = jest
      .fn()
      .mockResolvedValueOnce(answer(409, { error: "challenge_replayed" }))
      .mockResolvedValueOnce(answer(200, { ok: true, id: "x", reference: "GPM-ABCDEF" }));
    global.fetch = post as unknown as typeof fetch;
    await expect(sendContactRequest(payload, { key: "submission-1", solution: "c29sdmVk" })).resolves.toMatchObject({ ok: true, reference: "GPM-ABCDEF" });
    expect(post).toHaveBeenCalledTimes(2);
    expect(solutionOf(post, 0)).toBe("c29sdmVk");
    expect(solutionOf(post, 1)).toBeUndefined();
    expect(bodyOf(post, 1)).toEqual(payload);
    expect(keyOf(post, 1)).toBe(keyOf(post, 0));
  });
});
