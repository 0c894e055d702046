/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { configProblems, DEFAULT_ACK, DEFAULT_RATE_LIMIT, DEFAULT_RATE_LIMIT_VERIFIED, readConfig, runtimeEnv } from "../../src/booking/config";
import { RETENTION_DAYS } from "../../src/booking/store/retention";
import { useContactEnv } from "../support/env";
import { site } from "../support/content";
import { postJson, startFunctionServer, validPayload } from "../support/functionServer";

const env = useContactEnv();

function configWith(vars: Record<string, string>) {
  const errors: string[] = [];
  const config = readConfig(vars, (message) => errors.push(message));
  return { config, errors };
}

describe("readConfig", () => {
  test("defaults: outbox in ./.outbox, site e-mail as recipient, no-reply sender, 5/600, no proxy trust, no CORS", () => {
    const { config, errors } = configWith({});
    expect(errors).toEqual([]);
    expect(config).toEqual({
      delivery: { kind: "outbox", dir: path.join(process.cwd(), ".outbox") },
      bodyTimeoutMs: 10_000,
      to: "contact@example.com",
      from: "no-reply@example.com",
      fromName: site.brand,
      rateLimit: { max: 5, windowSeconds: 600 },
      rateLimitVerified: { max: 20, windowSeconds: 3600 },
      ack: { perAddressDaily: 3, perNetworkDaily: 10, dailyCap: 200 },
      challengeSecret: undefined,
      trustProxy: false,
      allowedOrigins: [],
      requests: {
        dataDir: path.join(process.cwd(), ".data"),
        retryBaseMs: 30_000,
        deadAfterMs: 48 * 3_600_000,
        retentionMs: 30 * 86_400_000,
        healthMaxPendingSeconds: 900,
      },
    });
  });

  test("the stored requests' settings: given values, and refused ones named with their default", () => {
    const given = configWith({
      DATA_DIR: "var/requests",
      DELIVERY_RETRY_BASE_MS: "250",
      DELIVERY_DEAD_AFTER_HOURS: "72",
      HEALTH_MAX_PENDING_SECONDS: "120",
    });
    expect(given.errors).toEqual([]);
    expect(given.config.requests).toEqual({
      dataDir: path.join(process.cwd(), "var/requests"),
      retryBaseMs: 250,
      deadAfterMs: 72 * 3_600_000,
      retentionMs: RETENTION_DAYS * 86_400_000,
      healthMaxPendingSeconds: 120,
    });
    const refused = configWith({ DELIVERY_RETRY_BASE_MS: "soon", DELIVERY_DEAD_AFTER_HOURS: "-1" });
    expect(refused.config.requests.retryBaseMs).toBe(30_000);
    expect(refused.config.requests.deadAfterMs).toBe(48 * 3_600_000);
    expect(refused.errors).toEqual([
      expect.stringMatching(/^DELIVERY_RETRY_BASE_MS .*using 30000/),
      expect.stringMatching(/^DELIVERY_DEAD_AFTER_HOURS .*using 48/),
    ]);
  });

  test("0 means what it says: the first failure is final, any waiting request pages", () => {
    const zero = configWith({ DELIVERY_DEAD_AFTER_HOURS: "0", HEALTH_MAX_PENDING_SECONDS: "0" });
    expect(zero.errors).toEqual([]);
    expect(zero.config.requests).toMatchObject({ deadAfterMs: 0, healthMaxPendingSeconds: 0 });
  });

  test("on Netlify the wait for the reply to the message is capped by the function's life (20 s), so its lease is too", () => {
    const env = { SMTP_URL: "smtp://mail.example.net:587", CONTACT_TO: "office@company.test" };
    expect(readConfig(env, () => undefined, { serverless: true }).delivery).toMatchObject({ kind: "smtp", dataTimeoutMs: 20_000 });
    expect(readConfig({ ...env, SMTP_DATA_TIMEOUT_MS: "5000" }, () => undefined, { serverless: true }).delivery).toMatchObject({ dataTimeoutMs: 5000 });
    expect(readConfig(env, () => undefined, { serverless: false }).delivery).toMatchObject({ dataTimeoutMs: 600_000 });
  });

  test("configProblems names every variable our server would refuse to start with", () => {
    expect(configProblems({})).toEqual([]);
    expect(configProblems({ SMTP_URL: "smtp://mail.example.net", SMTP_DATA_TIMEOUT_MS: "10min", DELIVERY_RETRY_BASE_MS: "0", TRUST_PROXY: "yes" })).toEqual([
      expect.stringMatching(/^SMTP_DATA_TIMEOUT_MS must be/),
      expect.stringMatching(/^TRUST_PROXY must be/),
      expect.stringMatching(/^DELIVERY_RETRY_BASE_MS must be/),
    ]);
  });

  test("valid values are used as given", () => {
    const { config, errors } = configWith({
      SMTP_URL: "smtps://user:p%40ss@mail.example.net:465",
      SMTP_TIMEOUT_MS: "2500",
      CONTACT_TO: "bookings@company.test",
      CONTACT_FROM: "web@company.test",
      CONTACT_RATE_LIMIT: "10/60",
      TRUST_PROXY: "1",
      CONTACT_ALLOWED_ORIGINS: "https://www.company.test, https://Preview.Company.test/",
    });
    expect(errors).toEqual([]);
    expect(config).toMatchObject({
      delivery: { kind: "smtp", url: "smtps://user:p%40ss@mail.example.net:465", timeoutMs: 2500 },
      to: "bookings@company.test",
      from: "web@company.test",
      rateLimit: { max: 10, windowSeconds: 60 },
      trustProxy: true,
      allowedOrigins: ["https://www.company.test", "https://preview.company.test"],
    });
  });

  test("SMTP timeouts default to 10 s for each step and 10 min for the reply to the message", () => {
    expect(configWith({ SMTP_URL: "smtp://mail.example.net:587" }).config.delivery).toEqual({
      kind: "smtp",
      url: "smtp://mail.example.net:587",
      timeoutMs: 10_000,
      // RFC 5321's 10 minutes for the reply to the message itself.
      dataTimeoutMs: 600_000,
    });
  });

  test.each([
    ["CONTACT_RATE_LIMIT", "lots", "rateLimit", DEFAULT_RATE_LIMIT],
    ["CONTACT_RATE_LIMIT", "0/60", "rateLimit", DEFAULT_RATE_LIMIT],
    ["CONTACT_RATE_LIMIT", "5/0", "rateLimit", DEFAULT_RATE_LIMIT],
    ["CONTACT_RATE_LIMIT_VERIFIED", "many", "rateLimitVerified", DEFAULT_RATE_LIMIT_VERIFIED],
    ["ACK_DAILY_CAP", "-1", "ack", DEFAULT_ACK],
    ["ACK_ADDRESS_DAILY_CAP", "0", "ack", DEFAULT_ACK],
    ["ACK_NETWORK_DAILY_CAP", "lots", "ack", DEFAULT_ACK],
    // No longer read (the window became a count per day): refused rather than silently ignored.
    ["ACK_PER_ADDRESS_HOURS", "24", "ack", DEFAULT_ACK],
    ["CONTACT_CHALLENGE_SECRET", "too-short", "challengeSecret", undefined],
    ["TRUST_PROXY", "yes", "trustProxy", false],
    ["CONTACT_TO", "a@x.com, b@y.com", "to", "contact@example.com"],
    ["CONTACT_TO", "a@x.com\r\nBcc: b@y.com", "to", "contact@example.com"],
    ["CONTACT_FROM", "not an address", "from", "no-reply@example.com"],
    ["CONTACT_ALLOWED_ORIGINS", "https://ok.test, *, ftp://x.test, https://x.test/path", "allowedOrigins", ["https://ok.test"]],
  ])("invalid %s=%j: error logged naming the variable, safe default used", (name, value, key, expected) => {
    const { config, errors } = configWith({ [name]: value });
    expect(config[key as keyof typeof config]).toEqual(expected);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.join("\n")).toContain(name);
  });

  test("invalid SMTP_TIMEOUT_MS falls back to 10 s", () => {
    const { config, errors } = configWith({ SMTP_URL: "smtp://h:25", SMTP_TIMEOUT_MS: "soon" });
    expect(config.delivery).toMatchObject({ kind: "smtp", timeoutMs: 10_000 });
    expect(errors.join()).toContain("SMTP_TIMEOUT_MS");
  });

  test("an invalid SMTP_URL never falls back to the outbox, and its value (password) is not logged", () => {
    for (const url of ["mail.example.net:587", "http://user:hunter2@mail.example.net", "smtp//user:hunter2@host"]) {
      const { config, errors } = configWith({ SMTP_URL: url });
      expect(config.delivery.kind).toBe("misconfigured");
      expect(errors.join()).toContain("SMTP_URL");
      expect(errors.join()).not.toContain("hunter2");
    }
  });

  test("runtimeEnv is the live process environment, not a copy", () => {
    process.env.CONTACT_TO = "live@company.test";
    expect(runtimeEnv().CONTACT_TO).toBe("live@company.test");
    expect(readConfig().to).toBe("live@company.test");
    delete process.env.CONTACT_TO;
    expect(readConfig().to).toBe("contact@example.com");
  });

  test("a bad variable is logged once, not on every request", () => {
    const value = `definitely-${Date.now()}`;
    process.env.TRUST_PROXY = value;
    readConfig();
    readConfig();
    readConfig();
    const lines = env
      .logs()
      .split("\n")
      .filter((line) => line.includes(value));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("TRUST_PROXY must be 1 or 0");
  });
});

describe("over HTTP", () => {
  test("an invalid SMTP_URL answers 502 delivery_failed instead of pretending", async () => {
    const server = await startFunctionServer();
    try {
      process.env.SMTP_URL = "not-a-url";
      const res = await postJson(server.url, validPayload());
      expect(res.status).toBe(502);
      expect(res.json.error).toBe("delivery_failed");
      expect(readdirSync(env.outboxDir())).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

test("server-side modules never write process.env.X (Gatsby would inline build-time values)", () => {
  const files = [
    ...["config", "mail/delivery", "mail/message", "http/rateLimit", "http/clientAddress", "http/http", "http/acceptRequest", "request/validation"].map(
      (name) => `src/booking/${name}.ts`,
    ),
    "src/api/send-contact-email.ts",
  ];
  for (const file of files) {
    const code = readFileSync(path.join(__dirname, "../..", file), "utf8").replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, "");
    expect({ file, uses: /(?<!globalThis\.)\bprocess\.env\b/.test(code) }).toEqual({ file, uses: false });
  }
});
