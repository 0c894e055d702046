/** @jest-environment node */
import http from "node:http";
import { PassThrough } from "node:stream";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import PostalMime from "postal-mime";
import * as message from "../../src/booking/mail/message";
import { useContactEnv } from "../support/env";
import { LINGER, sendErrorThenClose, type RequestLike } from "../../src/booking/http/http";
import { answerAfterWholeBody, chunked, FOUR_MB, multipartFile, trickleBody, uploadUntilAnswered } from "../support/rawUpload";
import { postJson, request, startFunctionServer, SERVICE_DATE, validPayload, type FunctionServer, type HttpResult } from "../support/functionServer";
import { subjectWhen } from "../../src/booking/mail/message";
import { format, serviceTitle, strings } from "../support/content";
import { isLanguage } from "../../src/i18n/languages";

const { en, fr } = strings;

const env = useContactEnv();
let server: FunctionServer;

beforeAll(async () => {
  server = await startFunctionServer();
});
afterAll(() => server.close());

const JSON_TYPE = "application/json; charset=utf-8";
const delivered = () => readdirSync(env.outboxDir()).filter((name) => name.endsWith(".eml"));

function expectJsonError(res: HttpResult, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers["content-type"]).toBe(JSON_TYPE);
  expect(res.json).toMatchObject({ error, message: expect.any(String) });
  expect(res.text).not.toMatch(/<html|at .*\.(js|ts):\d+/i);
}

describe("method", () => {
  test.each(["GET", "PUT", "DELETE", "PATCH"])("%s -> 405 with Allow: POST", async (method) => {
    const res = await request(server.url, { method });
    expectJsonError(res, 405, "method_not_allowed");
    expect(res.headers.allow).toBe("POST");
  });

  test("early answers close the connection only when an unread body is pending", async () => {
    const keepAlive = { Connection: "keep-alive" };
    const get = await request(server.url, { method: "GET", headers: keepAlive });
    expect(get.status).toBe(405);
    expect(get.headers.connection).toBe("keep-alive");
    const withBody = await request(server.url, { headers: { ...keepAlive, "Content-Type": "text/plain" }, body: "x".repeat(1000) });
    expect(withBody.status).toBe(415);
    expect(withBody.headers.connection).toBe("close");
    const tooBig = await request(server.url, { headers: { ...keepAlive, "Content-Type": "application/json" }, body: "x".repeat(40_000) });
    expect(tooBig.status).toBe(413);
    expect(tooBig.headers.connection).toBe("close");
    const read = await request(server.url, { headers: { ...keepAlive, "Content-Type": "application/json" }, body: "[]" });
    expect(read.status).toBe(400);
    expect(read.headers.connection).toBe("keep-alive");
  });

  test("OPTIONS without Origin -> 204, Allow: POST, no CORS headers", async () => {
    const res = await request(server.url, { method: "OPTIONS" });
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe("POST");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(res.headers["access-control-allow-methods"]).toBeUndefined();
  });
});

describe("content type (answered before the body is read)", () => {
  test.each([
    ["text/plain", JSON.stringify(validPayload())],
    ["application/x-www-form-urlencoded", "name=Jane&email=jane%40example.org&message=hi"],
    ["multipart/form-data; boundary=XyZ", '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nJane\r\n--XyZ--\r\n'],
    ["application/json; charset=iso-8859-1", JSON.stringify(validPayload())],
    ["application/jsonp", JSON.stringify(validPayload())],
  ])("%s -> 415", async (contentType, body) => {
    const res = await request(server.url, { headers: { "Content-Type": contentType }, body });
    expectJsonError(res, 415, "unsupported_media_type");
    expect(delivered()).toHaveLength(0);
  });

  test("no Content-Type -> 415", async () => {
    const res = await request(server.url, { body: JSON.stringify(validPayload()) });
    expectJsonError(res, 415, "unsupported_media_type");
  });

  test.each(["application/json", "application/json; charset=utf-8", "Application/JSON; Charset=UTF-8"])("%s is accepted", async (contentType) => {
    const res = await request(server.url, { headers: { "Content-Type": contentType }, body: JSON.stringify(validPayload()) });
    expect(res.status).toBe(200);
  });
});

describe("body size", () => {
  const big = () => JSON.stringify(validPayload({ message: "x".repeat(33_000) }));

  test("declared Content-Length over 32 KB -> 413", async () => {
    const res = await request(server.url, { headers: { "Content-Type": "application/json" }, body: big() });
    expectJsonError(res, 413, "payload_too_large");
    expect(delivered()).toHaveLength(0);
  });

  test("exactly 32768 bytes is read; one more byte is refused", async () => {
    const pad = (size: number) => {
      const base = JSON.stringify(validPayload({ padding: "" }));
      return JSON.stringify(validPayload({ padding: "p".repeat(size - base.length) }));
    };
    expect(Buffer.byteLength(pad(32_768))).toBe(32_768);
    const ok = await request(server.url, { headers: { "Content-Type": "application/json" }, body: pad(32_768) });
    expect(ok.status).toBe(200);
    const tooBig = await request(server.url, { headers: { "Content-Type": "application/json" }, body: pad(32_769) });
    expectJsonError(tooBig, 413, "payload_too_large");
  });

  test("chunked body without Content-Length: 413 as soon as 32 KB is passed, before the upload ends", async () => {
    const res = await new Promise<{ status: number; contentType?: string; json: unknown; bytesSentBeforeAnswer: number }>((resolve, reject) => {
      const req = http.request(server.url, {
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      });
      let sent = 0;
      let answered = false;
      req.on("response", (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          req.destroy();
          resolve({
            status: response.statusCode ?? 0,
            contentType: response.headers["content-type"],
            json: JSON.parse(Buffer.concat(chunks).toString()),
            bytesSentBeforeAnswer: sent,
          });
        });
      });
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      // Keep sending 4 KB chunks for up to 1 MB; the server must answer long before that.
      const pump = () => {
        if (answered || sent >= 1_000_000) return;
        req.write(sent === 0 ? '{"message":"' : "a".repeat(4096));
        sent += sent === 0 ? 12 : 4096;
        setTimeout(pump, 5);
      };
      pump();
    });
    expect(res.status).toBe(413);
    expect(res.contentType).toBe(JSON_TYPE);
    expect(res.json).toMatchObject({ error: "payload_too_large" });
    expect(res.bytesSentBeforeAnswer).toBeLessThan(64 * 1024);
  });

  test("chunked body past the cap from a client that keeps writing and reads late: it still reads its 413", async () => {
    const { statusLine, body } = await uploadUntilAnswered(new URL(server.url), new URL(server.url).pathname);
    expect(statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(JSON.parse(body)).toMatchObject({ error: "payload_too_large" });
  });
});

describe("an early answer is read by a client still writing: the lingering close is bounded by time, not bytes", () => {
  const target = () => new URL(server.url);

  test("a chunked body of 4 MB past the cap, written whole before the client reads: it reads its 413", async () => {
    const headers = { "Content-Type": "application/json", "Transfer-Encoding": "chunked" };
    const answer = await answerAfterWholeBody(target(), target().pathname, headers, chunked(`{"message":"${"a".repeat(FOUR_MB)}"}`));
    expect(answer.statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(JSON.parse(answer.body)).toMatchObject({ error: "payload_too_large" });
  });

  test("a 4 MB multipart upload, written whole before the client reads: it reads its 415", async () => {
    const { contentType, body } = multipartFile(FOUR_MB);
    const answer = await answerAfterWholeBody(target(), target().pathname, { "Content-Type": contentType, "Content-Length": body.length }, body);
    expect(answer.statusLine).toBe("HTTP/1.1 415 Unsupported Media Type");
    expect(JSON.parse(answer.body)).toMatchObject({ error: "unsupported_media_type" });
  });

  describe("its three ends, on a clock of the test's", () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ["nextTick", "queueMicrotask", "setImmediate"] }));
    afterEach(() => jest.useRealTimers());
    const tick = () => new Promise((resolve) => setImmediate(resolve));

    /** An early answer to a body still arriving: the request to write it into, and when the connection was closed. */
    function linger() {
      const req = Object.assign(new PassThrough(), { headers: {} });
      const closedAt: number[] = [];
      const res = { statusCode: 0, setHeader: () => undefined, write: () => true, end: () => void closedAt.push(Date.now()) };
      const started = Date.now();
      sendErrorThenClose(req as unknown as RequestLike, res, 413, { error: "payload_too_large", message: "too large" });
      return { req, closedAfter: () => (closedAt.length === 1 ? closedAt[0] - started : undefined) };
    }

    test("a client that keeps writing is read until LINGER.ms, however many bytes it sends, then closed", async () => {
      const { req, closedAfter } = linger();
      for (let elapsed = 0; elapsed < LINGER.ms; elapsed += LINGER.idleMs / 2) {
        req.write(Buffer.alloc(1024 * 1024));
        await tick();
        expect(closedAfter()).toBeUndefined();
        jest.advanceTimersByTime(LINGER.idleMs / 2);
      }
      expect(closedAfter()).toBe(LINGER.ms);
    });

    test("a client that pauses is closed LINGER.idleMs after its last byte; one whose body ends, at once", async () => {
      const paused = linger();
      paused.req.write("more");
      await tick();
      jest.advanceTimersByTime(LINGER.idleMs / 2);
      paused.req.write("more");
      await tick();
      jest.advanceTimersByTime(LINGER.idleMs);
      expect(paused.closedAfter()).toBe(LINGER.idleMs * 1.5);

      const ended = linger();
      ended.req.end("last");
      await tick();
      expect(ended.closedAfter()).toBe(0);
    });
  });

  test("a client that keeps trickling bytes after its 413 reads it, and is disconnected once the lingering time is over", async () => {
    const { answer, closedAfterMs } = await trickleBody(target(), target().pathname);
    expect(answer.statusLine).toBe("HTTP/1.1 413 Payload Too Large");
    expect(closedAfterMs).toBeLessThan(LINGER.ms + 10_000);
  }, 30_000);
});

describe("JSON", () => {
  test.each([
    ["malformed", "{name:"],
    ["empty", ""],
    ["array", JSON.stringify([validPayload()])],
    ["null", "null"],
    ["string", JSON.stringify("hello")],
    ["number", "42"],
    ["invalid UTF-8", Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ])("%s -> 400 invalid_json", async (_label, body) => {
    const res = await request(server.url, { headers: { "Content-Type": "application/json" }, body });
    expectJsonError(res, 400, "invalid_json");
    expect(delivered()).toHaveLength(0);
  });
});

describe("validation", () => {
  test("400 with localized field messages in French", async () => {
    const res = await postJson(server.url, {
      name: "",
      email: "not-an-email",
      phone: "call me",
      service: "helicopter",
      serviceTime: "25:00",
      message: "x".repeat(5001),
      language: "fr",
      extra: "ignored",
    });
    expectJsonError(res, 400, "validation");
    expect(res.json.fields).toEqual({
      name: fr.contact.errors.required,
      email: fr.contact.errors.email,
      phone: fr.contact.errors.phone,
      service: fr.contact.errors.service,
      serviceTime: fr.contact.errors.time,
      message: format(fr.contact.errors.tooLong_other, { count: 5000 }),
    });
    expect(delivered()).toHaveLength(0);
  });

  test("English by default, {{max}} filled from LIMITS", async () => {
    const res = await postJson(server.url, validPayload({ name: "n".repeat(101), language: undefined }));
    expectJsonError(res, 400, "validation");
    expect(res.json.fields).toEqual({ name: format(en.contact.errors.tooLong_other, { count: 100 }) });
  });

  test("an unsupported language is itself an error, answered in English", async () => {
    const unsupported = ["it", "es", "ru", "zh"].find((code) => !isLanguage(code));
    const res = await postJson(server.url, validPayload({ language: unsupported }));
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ language: en.contact.errors.language });
  });

  test("non-string values get the `type` message, without a server error", async () => {
    const res = await postJson(server.url, validPayload({ name: 42, email: ["a@x.com"], phone: { n: 1 }, message: true, serviceTime: null, language: "fr" }));
    expectJsonError(res, 400, "validation");
    const type = fr.contact.errors.type;
    expect(res.json.fields).toEqual({ name: type, email: type, phone: type, message: type, serviceTime: type });
  });

  test("values are trimmed and unknown keys (even __proto__) ignored before delivery", async () => {
    const body = JSON.stringify(validPayload({ name: "  Jane Doe  ", email: " jane@example.org ", isAdmin: true })).replace(
      /^\{/,
      '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},',
    );
    const res = await request(server.url, { headers: { "Content-Type": "application/json" }, body });
    expect(res.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const [file] = delivered();
    const mail = await PostalMime.parse(readFileSync(path.join(env.outboxDir(), file)));
    expect(mail.subject).toBe(`[${res.json.reference}] ${subjectWhen(SERVICE_DATE, "14:30", new Date())} · ${serviceTitle("private-transport")}`);
    expect(mail.replyTo).toEqual([{ name: "Jane Doe", address: "jane@example.org" }]);
    expect(mail.text).not.toMatch(/isAdmin|polluted/);
  });
});

describe("origin and CORS", () => {
  const post = (origin: string, host?: string) => postJson(server.url, validPayload(), { Origin: origin, ...(host ? { Host: host } : {}) });

  test("a foreign Origin -> 403 forbidden_origin, without any CORS header, nothing delivered", async () => {
    const res = await post("https://evil.test");
    expectJsonError(res, 403, "forbidden_origin");
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
    expect(delivered()).toHaveLength(0);
  });

  test("Origin 'null' (sandboxed iframes, file://) is foreign", async () => {
    expectJsonError(await post("null"), 403, "forbidden_origin");
  });

  test("the origin check comes before the method check", async () => {
    const res = await request(server.url, { method: "GET", headers: { Origin: "https://evil.test" } });
    expectJsonError(res, 403, "forbidden_origin");
  });

  test("same host as the request is accepted without CORS headers", async () => {
    const res = await post("https://www.site.test", "www.site.test");
    expect(res.status).toBe(200);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();

    const local = await post(`http://127.0.0.1:${server.port}`);
    expect(local.status).toBe(200);
  });

  test("a look-alike host is foreign", async () => {
    expectJsonError(await post("https://www.site.test.evil.test", "www.site.test"), 403, "forbidden_origin");
    expectJsonError(await post("https://www.site.test:8443", "www.site.test"), 403, "forbidden_origin");
  });

  test("a listed origin gets Access-Control-Allow-Origin on success and on errors", async () => {
    process.env.CONTACT_ALLOWED_ORIGINS = "https://www.site.test, https://preview.site.test";
    const ok = await post("https://preview.site.test");
    expect(ok.status).toBe(200);
    expect(ok.headers["access-control-allow-origin"]).toBe("https://preview.site.test");
    expect(ok.headers.vary).toMatch(/Origin/);

    const bad = await postJson(server.url, { name: "" }, { Origin: "https://www.site.test" });
    expect(bad.status).toBe(400);
    expect(bad.headers["access-control-allow-origin"]).toBe("https://www.site.test");

    const foreign = await post("https://other.test");
    expect(foreign.status).toBe(403);
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });

  test("preflight: 204 with CORS headers for a listed origin, 403 for a foreign one", async () => {
    process.env.CONTACT_ALLOWED_ORIGINS = "https://www.site.test";
    const preflight = (origin: string) =>
      request(server.url, {
        method: "OPTIONS",
        headers: { Origin: origin, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
      });

    const listed = await preflight("https://www.site.test");
    expect(listed.status).toBe(204);
    expect(listed.headers).toMatchObject({
      allow: "POST",
      "access-control-allow-origin": "https://www.site.test",
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "Content-Type, Idempotency-Key, Altcha",
    });

    const foreign = await preflight("https://evil.test");
    expectJsonError(foreign, 403, "forbidden_origin");
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("unexpected errors", () => {
  test("500 internal as JSON, no stack trace in the response, error logged", async () => {
    const spy = jest.spyOn(message, "buildMessage").mockImplementation(() => {
      throw new Error("boom from a test");
    });
    try {
      const res = await postJson(server.url, validPayload());
      expectJsonError(res, 500, "internal");
      expect(res.text).not.toContain("boom");
      expect(env.logs()).toContain("boom from a test");
    } finally {
      spy.mockRestore();
    }
  });
});

test("Gatsby accepts the exported config without falling back to its parsing defaults", () => {
  const { createConfig } = require("gatsby/dist/internal-plugins/functions/config");
  const { config } = require("../../src/api/send-contact-email");
  const { config: processed, warnings } = createConfig(config);
  expect(warnings).toEqual([]);
  for (const parser of ["json", "text", "raw", "urlencoded"]) {
    expect(processed.bodyParser[parser].type).toBe(config.bodyParser[parser].type);
    expect(processed.bodyParser[parser].type).not.toContain("/");
  }
});
