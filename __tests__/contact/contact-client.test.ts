import { CLIENT_TIMEOUT_MS, sendContactRequest, SubmissionKeys } from "../../src/contact/client";
import { EMPTY_FORM, formatServiceDate, toPayload } from "../../src/booking/request/payload";

describe("sendContactRequest", () => {
  afterEach(() => jest.useRealTimers());

  const hanging = () =>
    jest.fn((_url: string, init: RequestInit) => {
      return new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    });
  const keyOf = (mock: jest.Mock, call: number) => (mock.mock.calls[call][1] as RequestInit & { headers: Record<string, string> }).headers["Idempotency-Key"];

  it("waits 10 s for an answer, tries once more with the same Idempotency-Key, then reports a timeout", async () => {
    jest.useFakeTimers();
    const fetchMock = hanging();
    global.fetch = fetchMock as unknown as typeof fetch;
    const pending = sendContactRequest(toPayload({ ...EMPTY_FORM, name: "A", email: "a@b.ch", message: "m" }, "en"));
    let settled = false;
    void pending.then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(CLIENT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({ ok: false, status: null, error: "timeout" });
    expect(CLIENT_TIMEOUT_MS).toBe(10_000);
    expect(keyOf(fetchMock, 0)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(fetchMock, 1)).toBe(keyOf(fetchMock, 0));
  });

  it("a dropped connection is retried once with the same key, and the retry's answer is the result", async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce({ ok: true, status: 200, headers: { get: () => null }, json: async () => ({ ok: true, id: "i", reference: "GPM-AAAAAA" }) });
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(sendContactRequest(toPayload(EMPTY_FORM, "en"), { key: "form-key-0001" })).resolves.toEqual({ ok: true, id: "i", reference: "GPM-AAAAAA" });
    expect([keyOf(fetchMock, 0), keyOf(fetchMock, 1)]).toEqual(["form-key-0001", "form-key-0001"]);
  });

  it("an answer, even an error, is not retried", async () => {
    const fetchMock = jest.fn().mockResolvedValue({ ok: false, status: 502, headers: { get: () => null }, json: async () => ({ error: "delivery_failed" }) });
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(sendContactRequest(toPayload(EMPTY_FORM, "en"))).resolves.toMatchObject({ ok: false, status: 502, error: "delivery_failed" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("one key per submission: the same values again reuse it, changed values or a success start a new one", () => {
    const keys = new SubmissionKeys();
    const payload = toPayload({ ...EMPTY_FORM, name: "A", email: "a@b.ch", message: "m" }, "en");
    const first = keys.keyFor(payload);
    expect(keys.keyFor({ ...payload })).toBe(first);
    const changed = keys.keyFor({ ...payload, message: "m2" });
    expect(changed).not.toBe(first);
    keys.done();
    expect(keys.keyFor({ ...payload, message: "m2" })).not.toBe(changed);
  });

  it("treats any non-2xx answer as a failure and reads Retry-After on 429", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 429,
      headers: { get: (name: string) => (name === "Retry-After" ? "300" : null) },
      json: async () => ({ error: "rate_limited" }),
    }) as unknown as typeof fetch;
    await expect(sendContactRequest(toPayload(EMPTY_FORM, "fr"))).resolves.toEqual({ ok: false, status: 429, error: "rate_limited", retryAfterSeconds: 300 });
  });

  it("survives an answer that is not JSON", async () => {
    global.fetch = jest.fn().mockResolvedValue({
      ok: false,
      status: 500,
      headers: { get: () => null },
      json: async () => {
        throw new SyntaxError("Unexpected token <");
      },
    }) as unknown as typeof fetch;
    await expect(sendContactRequest(toPayload(EMPTY_FORM, "en"))).resolves.toMatchObject({ ok: false, status: 500, error: "http_500" });
  });
});

describe("formatServiceDate", () => {
  it.each([
    ["2026-11-21", "en", "21 November 2026"],
    ["2026-11-21", "fr", "21 novembre 2026"],
    ["2027-01-01", "fr", "1er janvier 2027"],
    ["", "en", ""],
    ["not-a-date", "en", ""],
  ] as const)("%s in %s is %j", (iso, language, expected) => {
    expect(formatServiceDate(iso, language)).toBe(expected);
  });

  it("matches Intl's long date style for the visitor's locale", () => {
    const date = new Date(Date.UTC(2026, 10, 21, 12));
    expect(formatServiceDate("2026-11-21", "fr")).toBe(new Intl.DateTimeFormat("fr-CH", { dateStyle: "long", timeZone: "UTC" }).format(date));
    expect(formatServiceDate("2026-11-21", "en")).toBe(new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date));
  });
});
