import { sendContactRequest } from "../../src/contact/client";
import { CLIENT_TIMEOUT_MS } from "../../src/contact/options";
import { EMPTY_FORM, formatServiceDate, toPayload } from "../../src/contact/payload";

describe("sendContactRequest", () => {
  afterEach(() => jest.useRealTimers());

  it("gives up after 20 s without an answer and reports a timeout", async () => {
    jest.useFakeTimers();
    global.fetch = jest.fn((_url: string, init: RequestInit) => {
      return new Promise((_, reject) => init.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))));
    }) as unknown as typeof fetch;
    const pending = sendContactRequest(toPayload({ ...EMPTY_FORM, name: "A", email: "a@b.ch", message: "m" }, "en"));
    jest.advanceTimersByTime(CLIENT_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    await expect(pending).resolves.toEqual({ ok: false, status: null, error: "timeout" });
    expect(CLIENT_TIMEOUT_MS).toBe(20_000);
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
    ["2027-01-01", "fr", "1 janvier 2027"],
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
