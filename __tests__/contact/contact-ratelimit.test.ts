/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { clientAddress } from "../../src/booking/http/clientAddress";
import { MAX_TRACKED_CLIENTS, OVERFLOW_FACTOR, RateLimiter } from "../../src/booking/http/rateLimit";
import { selfHostedContact } from "../../src/booking/http/selfHosted";
import { limits as functionLimits } from "../../src/deploy/gatsbyFunction";
import { solvedField } from "../support/challenge";
import { eventually, useContactEnv } from "../support/env";
import { postJson, request, startFunctionServer, validPayload, type FunctionServer } from "../support/functionServer";
import { openRequest, type RawAnswer, type RawRequest } from "../support/rawUpload";

useContactEnv();
let server: FunctionServer;

beforeAll(async () => {
  server = await startFunctionServer();
});
afterAll(() => server.close());

const statuses = async (count: number, headers: (i: number) => Record<string, string> = () => ({})) => {
  const result: number[] = [];
  for (let i = 0; i < count; i += 1) result.push((await postJson(server.url, validPayload(), headers(i))).status);
  return result;
};

describe("rate limit over HTTP", () => {
  test("429 rate_limited with Retry-After (header and JSON) once the quota is used", async () => {
    process.env.CONTACT_RATE_LIMIT = "3/120";
    expect(await statuses(3)).toEqual([200, 200, 200]);

    const res = await postJson(server.url, validPayload());
    expect(res.status).toBe(429);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json).toMatchObject({ error: "rate_limited", message: expect.any(String) });
    const retryAfter = Number(res.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThanOrEqual(119);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(res.json.retryAfter).toBe(retryAfter);
  });

  test("the default is 5 requests per 600 s", async () => {
    delete process.env.CONTACT_RATE_LIMIT;
    expect(await statuses(6)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number((await postJson(server.url, validPayload())).headers["retry-after"])).toBeGreaterThan(590);
  });

  test("every POST that reaches the body counts: invalid JSON and validation failures use quota", async () => {
    process.env.CONTACT_RATE_LIMIT = "3/60";
    const json = { "Content-Type": "application/json" };
    expect((await request(server.url, { headers: json, body: "{oops" })).status).toBe(400);
    expect((await postJson(server.url, { name: "" })).status).toBe(400);
    expect((await postJson(server.url, validPayload({ website: "bot" }))).status).toBe(200);
    expect((await postJson(server.url, validPayload())).status).toBe(429);
  });

  test("a spoofed X-Forwarded-For gets no new quota when TRUST_PROXY is unset", async () => {
    process.env.CONTACT_RATE_LIMIT = "2/60";
    const spoof = (i: number) => ({ "X-Forwarded-For": `198.51.100.${i}`, "X-Real-IP": `198.51.100.${i}`, "X-NF-Client-Connection-IP": `198.51.100.${i}` });
    expect(await statuses(5, spoof)).toEqual([200, 200, 429, 429, 429]);
  });

  test("TRUST_PROXY=1: the right-most X-Forwarded-For entry is the client; entries the client prepends are ignored", async () => {
    process.env.CONTACT_RATE_LIMIT = "2/60";
    process.env.TRUST_PROXY = "1";
    // What a proxy produces when the client sent its own X-Forwarded-For: "<forged>, <real client>".
    const forged = (i: number) => ({ "X-Forwarded-For": `10.0.0.${i}, 192.0.2.${i}, 203.0.113.7` });
    expect(await statuses(4, forged)).toEqual([200, 200, 429, 429]);

    // A different real client (right-most entry) has its own quota.
    expect(await statuses(1, () => ({ "X-Forwarded-For": "203.0.113.8" }))).toEqual([200]);
    // Repeated headers are joined by Node; the last one still wins.
    const repeated = await postJson(server.url, validPayload(), { "X-Forwarded-For": ["1.2.3.4", "203.0.113.7"] });
    expect(repeated.status).toBe(429);
  });

  test("TRUST_PROXY=1 outside Netlify: a client-sent X-NF-Client-Connection-IP is not believed", async () => {
    process.env.CONTACT_RATE_LIMIT = "2/60";
    process.env.TRUST_PROXY = "1";
    const spoof = (i: number) => ({ "X-NF-Client-Connection-IP": `198.51.100.${i}` });
    expect(await statuses(3, spoof)).toEqual([200, 200, 429]);
  });

  test("rejected requests before the body (403, 405, 415) do not use quota", async () => {
    process.env.CONTACT_RATE_LIMIT = "1/60";
    expect((await request(server.url, { method: "GET" })).status).toBe(405);
    expect((await request(server.url, { headers: { "Content-Type": "text/plain" }, body: "x" })).status).toBe(415);
    expect((await postJson(server.url, validPayload(), { Origin: "https://evil.test" })).status).toBe(403);
    expect(await statuses(2)).toEqual([200, 429]);
  });
});

/** The answer, or a failure once `ms` have passed without one. */
const within = (answer: Promise<RawAnswer>, ms: number) =>
  Promise.race([answer, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms).unref())]);

describe("the quota is charged when a request starts, before its body is read", () => {
  const body = JSON.stringify(validPayload());
  // Head only: the body is announced and never sent (or sent later, by the test).
  const slowUpload = (headers: Record<string, string> = {}) =>
    openRequest(new URL(server.url), new URL(server.url).pathname, {
      "Content-Type": "application/json",
      "Content-Length": Buffer.byteLength(body),
      ...headers,
    });

  test("a client at its limit is answered 429 as soon as its second request's head arrives, long before its body timeout", async () => {
    process.env.CONTACT_RATE_LIMIT = "1/60";
    process.env.CONTACT_BODY_TIMEOUT_MS = "20000";
    expect((await postJson(server.url, validPayload())).status).toBe(200);

    // Headers naming another client change nothing: the quota is the connection's (clientAddress).
    const upload = slowUpload({ "X-Forwarded-For": "198.51.100.7", "X-Real-IP": "198.51.100.7", "X-NF-Client-Connection-IP": "198.51.100.7" });
    const answer = await within(upload.answer, 10_000);
    expect(answer.statusLine).toBe("HTTP/1.1 429 Too Many Requests");
    expect(JSON.parse(answer.body)).toMatchObject({ error: "rate_limited", retryAfter: expect.any(Number) });
    upload.socket.destroy();
  }, 30_000);

  test("past both limits, a request whose head carries a solution is answered 429 before its body too", async () => {
    process.env.CONTACT_RATE_LIMIT = "1/60";
    process.env.CONTACT_RATE_LIMIT_VERIFIED = "1/60";
    process.env.CONTACT_BODY_TIMEOUT_MS = "20000";
    expect((await postJson(server.url, validPayload())).status).toBe(200);
    expect((await postJson(server.url, validPayload(), { Altcha: await solvedField() })).status).toBe(200);

    const upload = slowUpload({ Altcha: await solvedField() });
    expect((await within(upload.answer, 10_000)).statusLine).toBe("HTTP/1.1 429 Too Many Requests");
    upload.socket.destroy();
  }, 30_000);

  test("a solution in the head that is not valid is refused with 400 before the body", async () => {
    process.env.CONTACT_BODY_TIMEOUT_MS = "20000";
    const upload = slowUpload({ Altcha: "bm90IGEgc29sdXRpb24=" });
    const answer = await within(upload.answer, 10_000);
    expect(answer.statusLine).toBe("HTTP/1.1 400 Bad Request");
    expect(JSON.parse(answer.body)).toMatchObject({ error: "challenge_invalid" });
    upload.socket.destroy();
  }, 30_000);

  test("slow uploads from one client cannot pile up past its quota: the extra ones get 429 before their body", async () => {
    process.env.CONTACT_RATE_LIMIT = "2/60";
    process.env.CONTACT_RATE_LIMIT_VERIFIED = "2/60";
    process.env.CONTACT_BODY_TIMEOUT_MS = "20000";
    const plain = Array.from({ length: 4 }, () => slowUpload());
    const solved: RawRequest[] = [];
    for (let index = 0; index < 3; index += 1) solved.push(slowUpload({ Altcha: await solvedField() }));
    const uploads = [...plain, ...solved];
    await Promise.all(uploads.map((upload) => upload.send(body.slice(0, 20))));

    // Two requests in each limit are under way; the others are refused at once.
    await eventually(() => uploads.filter((upload) => upload.answered()).length === 3, 10_000);
    for (const upload of uploads.filter((each) => each.answered())) expect((await upload.answer).statusLine).toBe("HTTP/1.1 429 Too Many Requests");
    expect(plain.filter((upload) => !upload.answered())).toHaveLength(2);
    expect(solved.filter((upload) => !upload.answered())).toHaveLength(2);

    // Their bodies arrive: each of them passes.
    const waiting = uploads.filter((upload) => !upload.answered());
    await Promise.all(waiting.map((upload) => upload.send(body.slice(20))));
    for (const upload of waiting) expect((await upload.answer).statusLine).toBe("HTTP/1.1 200 OK");
    uploads.forEach((upload) => upload.socket.destroy());
  }, 30_000);

  test("a retry under its Idempotency-Key from a client at its limit is answered with its first reference, and gives its hit back", async () => {
    process.env.CONTACT_RATE_LIMIT = "1/60";
    process.env.CONTACT_RATE_LIMIT_VERIFIED = "1/60";
    const key = { "Idempotency-Key": "retry-at-the-limit-0001" };
    const first = await postJson(server.url, validPayload(), key);
    expect(first.status).toBe(200);
    const retry = await postJson(server.url, validPayload(), key);
    expect(retry.status).toBe(200);
    expect(retry.json).toEqual(first.json);
    // A key that names no stored request is no retry.
    expect((await postJson(server.url, validPayload(), { "Idempotency-Key": "never-stored-key-0001" })).status).toBe(429);
    // The retry's hit came back: the window's one request with a solution still passes, and then nothing does.
    expect((await postJson(server.url, validPayload(), { Altcha: await solvedField() })).status).toBe(200);
    expect((await postJson(server.url, validPayload(), { Altcha: await solvedField() })).status).toBe(429);
  });
});

const req = (headers: Record<string, string>, remoteAddress: string | undefined = "127.0.0.1", extra: object = {}) =>
  Object.assign(new Readable({ read() {} }), { headers, socket: remoteAddress ? { remoteAddress } : undefined }, extra);

/**
 * MAX_TRACKED_CLIENTS + 1000 distinct rate-limit keys, made by clientAddress as the function makes them:
 * 10,000 addresses of one IPv6 /48 (each in a /64 of its own) and the rest IPv4.
 */
function floodKeys(): string[] {
  const count = MAX_TRACKED_CLIENTS + 1000;
  const keys = Array.from({ length: count }, (_, i) =>
    clientAddress(req({}, i < 10_000 ? `2001:db8:ab:${i.toString(16)}::1` : `198.18.${(i >> 8) & 255}.${i & 255}`), false),
  );
  expect(new Set(keys).size).toBe(count);
  expect(keys.filter((key) => key.startsWith("2001:db8:ab:"))).toHaveLength(10_000);
  return keys;
}

describe("a flood of new addresses sets no tracked address free", () => {
  test("over HTTP: an address at its limit is still refused after MAX_TRACKED_CLIENTS + 1000 others, and the table stays bounded", async () => {
    process.env.CONTACT_RATE_LIMIT = "2/60";
    const setting = { max: 2, windowSeconds: 60 };
    expect(await statuses(3)).toEqual([200, 200, 429]);

    for (const key of floodKeys()) functionLimits.hit(key, setting);
    expect(functionLimits.tracked).toBeLessThanOrEqual(MAX_TRACKED_CLIENTS);

    const res = await postJson(server.url, validPayload());
    expect(res.status).toBe(429);
    expect(res.json.error).toBe("rate_limited");
    // A new address is slowed down instead: the flood has used up the shared overflow window.
    process.env.TRUST_PROXY = "1";
    expect((await postJson(server.url, validPayload(), { "X-Forwarded-For": "203.0.113.200" })).status).toBe(429);
    expect(functionLimits.tracked).toBeLessThanOrEqual(MAX_TRACKED_CLIENTS);
  });
});

describe("clientAddress", () => {
  test("uses the socket address unless proxies are trusted", () => {
    const spoofed = req({ "x-forwarded-for": "6.6.6.6", "x-nf-client-connection-ip": "6.6.6.6" }, "::ffff:192.0.2.1");
    expect(clientAddress(spoofed, false)).toBe("192.0.2.1");
    expect(clientAddress(req({}, ""), false)).toBe("unknown");
    expect(clientAddress(Object.assign(req({}), { socket: undefined, connection: { remoteAddress: "192.0.2.9" } }), false)).toBe("192.0.2.9");
  });

  test("trusted: right-most valid X-Forwarded-For, falling back to the socket for garbage", () => {
    expect(clientAddress(req({ "x-forwarded-for": "6.6.6.6, 192.0.2.5" }), true)).toBe("192.0.2.5");
    expect(clientAddress(req({ "x-forwarded-for": "6.6.6.6, not-an-ip" }, "192.0.2.1"), true)).toBe("192.0.2.1");
  });

  test("really on Netlify: x-nf-client-connection-ip, with or without TRUST_PROXY", () => {
    const netlify = req({ "x-nf-client-connection-ip": "192.0.2.77", "x-forwarded-for": "6.6.6.6" }, "", {
      netlifyFunctionParams: { event: {}, context: {} },
    });
    expect(clientAddress(netlify, true)).toBe("192.0.2.77");
    expect(clientAddress(netlify, false)).toBe("192.0.2.77");
    // A garbled header on Netlify falls back like anywhere else, never to a client-chosen value.
    const garbled = req({ "x-nf-client-connection-ip": "nope" }, "", { netlifyFunctionParams: {} });
    expect(clientAddress(garbled, false)).toBe("unknown");
  });

  test("IPv6 clients are grouped by /64, so rotating addresses inside one prefix gains nothing", () => {
    expect(clientAddress(req({}, "2001:db8:1:2:aaaa::1"), false)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(req({}, "2001:db8:1:2:bbbb:cccc:dddd:eeee"), false)).toBe("2001:db8:1:2::/64");
    expect(clientAddress(req({}, "2001:db8::1"), false)).toBe("2001:db8:0:0::/64");
    expect(clientAddress(req({}, "2001:db8:1:3::1"), false)).not.toBe("2001:db8:1:2::/64");
  });
});

describe("RateLimiter.hit", () => {
  let limits: RateLimiter;
  beforeEach(() => {
    limits = new RateLimiter();
  });

  test("fixed window: blocks after max, opens again when the window ends", () => {
    const setting = { max: 2, windowSeconds: 10 };
    expect(limits.hit("a", setting, 0)).toEqual({ allowed: true, remaining: 1 });
    expect(limits.hit("a", setting, 1000)).toEqual({ allowed: true, remaining: 0 });
    expect(limits.hit("a", setting, 2500)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(limits.hit("b", setting, 2500)).toMatchObject({ allowed: true });
    expect(limits.hit("a", setting, 10_000)).toMatchObject({ allowed: true });
  });

  test("memory stays bounded: expired windows are pruned and the table never exceeds its cap", () => {
    const setting = { max: 1, windowSeconds: 1 };
    for (let i = 0; i < 5000; i += 1) limits.hit(`old-${i}`, setting, 0);
    expect(limits.tracked).toBe(5000);
    limits.hit("late", setting, 120_000);
    expect(limits.tracked).toBe(1);

    const long = { max: 1, windowSeconds: 3600 };
    for (let i = 0; i < MAX_TRACKED_CLIENTS + 500; i += 1) limits.hit(`flood-${i}`, long, 200_000 + i);
    expect(limits.tracked).toBeLessThanOrEqual(MAX_TRACKED_CLIENTS);
    // The first clients keep their windows: the late ones shared the overflow window instead.
    expect(limits.hit("flood-0", long, 300_000)).toMatchObject({ allowed: false });
  });

  test("an address at its limit is still refused after MAX_TRACKED_CLIENTS + 1000 new ones (10,000 /64s of one /48 among them)", () => {
    const setting = { max: 2, windowSeconds: 600 };
    const first = clientAddress(req({}, "192.0.2.1"), false);
    limits.hit(first, setting, 1000);
    limits.hit(first, setting, 1000);
    expect(limits.hit(first, setting, 1000)).toEqual({ allowed: false, retryAfterSeconds: 600 });

    const keys = floodKeys();
    const started = Date.now();
    keys.forEach((key, i) => limits.hit(key, setting, 2000 + i));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(limits.tracked).toBeLessThanOrEqual(MAX_TRACKED_CLIENTS);

    expect(limits.hit(first, setting, 20_000)).toEqual({ allowed: false, retryAfterSeconds: 581 });
    // Every address the table took keeps its own window too.
    expect(limits.hit(keys[0], setting, 20_000)).toEqual({ allowed: true, remaining: 0 });
    expect(limits.hit(keys[0], setting, 20_000)).toMatchObject({ allowed: false });
    // Once its window has ended the first address starts afresh; ended windows make room again.
    expect(limits.hit(first, setting, 601_000)).toEqual({ allowed: true, remaining: 1 });
    expect(limits.hit("after-the-flood", setting, 700_000)).toEqual({ allowed: true, remaining: 1 });
    expect(limits.tracked).toBeLessThanOrEqual(MAX_TRACKED_CLIENTS);
  });

  test("while the table is full of live windows, new addresses share one overflow window of max × OVERFLOW_FACTOR", () => {
    const setting = { max: 3, windowSeconds: 60 };
    for (let i = 0; i < MAX_TRACKED_CLIENTS; i += 1) limits.hit(`tracked-${i}`, setting, 0);
    expect(limits.tracked).toBe(MAX_TRACKED_CLIENTS);

    const shared = setting.max * OVERFLOW_FACTOR;
    for (let i = 0; i < shared; i += 1) expect(limits.hit(`new-${i}`, setting, 1000)).toEqual({ allowed: true, remaining: shared - i - 1 });
    expect(limits.hit("one-more", setting, 1000)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limits.hit("new-0", setting, 30_000)).toEqual({ allowed: false, retryAfterSeconds: 31 });
    expect(limits.tracked).toBe(MAX_TRACKED_CLIENTS);
    // Tracked addresses still have their own quota, untouched by the overflow.
    expect(limits.hit("tracked-7", setting, 30_000)).toEqual({ allowed: true, remaining: 1 });
    // The overflow window ends like any other; so do the tracked ones, which frees the table.
    expect(limits.hit("new-0", setting, 60_000)).toEqual({ allowed: true, remaining: setting.max - 1 });
    expect(limits.tracked).toBe(1);
  });
});

describe("each limiter counts apart: the state is its instance's, made by the adapter", () => {
  test("two limiters share no count: one at its limit, the other still has its whole quota", () => {
    const setting = { max: 2, windowSeconds: 60 };
    const [one, other] = [new RateLimiter(), new RateLimiter()];
    one.hit("client", setting, 0);
    one.hit("client", setting, 0);
    expect(one.hit("client", setting, 0)).toMatchObject({ allowed: false });
    expect(one.isLimited("client", setting, 0)).toBe(true);
    expect(other.isLimited("client", setting, 0)).toBe(false);
    expect(other.tracked).toBe(0);
    expect(other.hit("client", setting, 0)).toEqual({ allowed: true, remaining: 1 });
  });

  test("two of our server's contacts count apart, and within each a spoofed X-Forwarded-For gets no new quota", async () => {
    process.env.CONTACT_RATE_LIMIT = "1/60";
    const servers = await Promise.all(
      [selfHostedContact(), selfHostedContact()].map(async (contact) => {
        const listening = http.createServer((req, res) => void contact.handler(req, res));
        await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", () => resolve()));
        return listening;
      }),
    );
    try {
      const [one, other] = servers.map((each) => `http://127.0.0.1:${(each.address() as AddressInfo).port}/api/send-contact-email`);
      const spoof = { "X-Forwarded-For": "198.51.100.9", "X-Real-IP": "198.51.100.9", "X-NF-Client-Connection-IP": "198.51.100.9" };
      expect((await postJson(one, validPayload())).status).toBe(200);
      expect((await postJson(one, validPayload(), spoof)).status).toBe(429);
      // The other instance has counted nothing of this client: its whole quota, then its own limit.
      expect((await postJson(other, validPayload(), spoof)).status).toBe(200);
      expect((await postJson(other, validPayload())).status).toBe(429);
    } finally {
      servers.forEach((each) => each.closeAllConnections());
      await Promise.all(servers.map((each) => new Promise((resolve) => each.close(resolve))));
    }
  });
});

describe("RateLimiter.release", () => {
  let limits: RateLimiter;
  beforeEach(() => {
    limits = new RateLimiter();
  });
  const setting = { max: 2, windowSeconds: 10 };

  test("gives back one hit of the key's current window", () => {
    limits.hit("a", setting, 0);
    limits.hit("a", setting, 0);
    expect(limits.hit("a", setting, 0)).toMatchObject({ allowed: false });
    limits.release("a", 1000);
    expect(limits.hit("a", setting, 1000)).toEqual({ allowed: true, remaining: 0 });
    expect(limits.hit("a", setting, 1000)).toMatchObject({ allowed: false });
    // Another key's window is not touched.
    limits.hit("b", setting, 0);
    limits.release("a", 2000);
    expect(limits.hit("b", setting, 2000)).toEqual({ allowed: true, remaining: 0 });
    expect(limits.hit("b", setting, 2000)).toMatchObject({ allowed: false });
  });

  test("never goes below zero", () => {
    limits.hit("a", setting, 0);
    limits.release("a", 0);
    limits.release("a", 0);
    limits.release("a", 0);
    expect(limits.hit("a", setting, 0)).toEqual({ allowed: true, remaining: 1 });
    expect(limits.hit("a", setting, 0)).toEqual({ allowed: true, remaining: 0 });
    expect(limits.hit("a", setting, 0)).toMatchObject({ allowed: false });
  });

  test("does nothing for an unknown key, and its default clock is now", () => {
    expect(() => limits.release("nobody")).not.toThrow();
    expect(limits.tracked).toBe(0);
    limits.hit("a", setting);
    limits.hit("a", setting);
    limits.release("a");
    expect(limits.hit("a", setting)).toEqual({ allowed: true, remaining: 0 });
  });

  test("does nothing for a window that has ended: the next window starts full", () => {
    limits.hit("a", setting, 0);
    limits.hit("a", setting, 0);
    limits.release("a", 10_000);
    expect(limits.hit("a", setting, 10_000)).toEqual({ allowed: true, remaining: 1 });
    expect(limits.hit("a", setting, 10_000)).toEqual({ allowed: true, remaining: 0 });
    expect(limits.hit("a", setting, 10_000)).toMatchObject({ allowed: false });
  });
});
