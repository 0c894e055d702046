import path from "node:path";
import site from "../../content/site.json";
import { DEFAULT_BODY_TIMEOUT_MS } from "./http/http";
import { DEFAULT_DEAD_AFTER_HOURS, RETENTION_DAYS } from "./store/retention";
import { LIMITS } from "./catalogue/options";
import { isMailAddress } from "./request/requestSchema";
import { characterCount } from "./request/text";

/**
 * Server-only settings of the contact function, read from the environment on every request.
 *
 * Gatsby's function bundler replaces every `process.env.X` with its value at BUILD time (and a bare
 * `process.env` with `({})`), so writing it here would ignore what `gatsby serve` or Netlify provide at
 * run time and would bake secrets such as SMTP_URL into the bundle. `globalThis.process.env` is not
 * rewritten: it is the real environment of the running process.
 */
export type Env = Record<string, string | undefined>;

export type DeliveryMode =
  | { kind: "smtp"; url: string; timeoutMs: number; dataTimeoutMs: number }
  | { kind: "outbox"; dir: string }
  // A broken SMTP_URL must not silently turn into "messages written to a local folder nobody reads".
  | { kind: "misconfigured"; reason: string };

export interface RateLimitSetting {
  max: number;
  windowSeconds: number;
}

export interface ContactConfig {
  delivery: DeliveryMode;
  /** How long the request body may take to arrive (CONTACT_BODY_TIMEOUT_MS, default 10 s). */
  bodyTimeoutMs: number;
  to: string;
  from: string;
  fromName: string;
  /** CONTACT_RATE_LIMIT: requests without a solved challenge (today's strict limit). */
  rateLimit: RateLimitSetting;
  /** CONTACT_RATE_LIMIT_VERIFIED: the requests with a solved challenge (the others count in rateLimit, as before). */
  rateLimitVerified: RateLimitSetting;
  /** The acknowledgement to the visitor and the proof-of-work challenge (./mail/acknowledgement.ts, ./http/challengeServer.ts). */
  ack: AckSettings;
  /**
   * CONTACT_CHALLENGE_SECRET: signs the challenges. Unset, our server uses the one it generated in
   * DATA_DIR (./http/challengeServer.ts); on Netlify there is none and no challenge is offered.
   */
  challengeSecret?: string;
  /**
   * BOOKING_LINK_SECRET: signs the office's and the guest's links (./bookings/links.ts). Unset, our server
   * generates one in DATA_DIR; on Netlify it is required, and without it no link is made or accepted.
   */
  linkSecret?: string;
  trustProxy: boolean;
  allowedOrigins: string[];
  requests: RequestSettings;
}

/** The acknowledgement's caps (./store/ackLimits.ts), per Geneva calendar day: the request is stored and delivered whatever they say. */
export interface AckSettings {
  /** ACK_ADDRESS_DAILY_CAP: at most this many to one mailbox (a guest's second and third trip of the day). */
  perAddressDaily: number;
  /** ACK_NETWORK_DAILY_CAP: at most this many for requests from one network (IPv4 /24, IPv6 /48). */
  perNetworkDaily: number;
  /** ACK_DAILY_CAP: at most this many for the whole site; 0: none. */
  dailyCap: number;
}

/** Where accepted requests are kept and how long they are tried (./store/). */
export interface RequestSettings {
  /** DATA_DIR: the stored requests of our own server (Netlify keeps them in Blobs). */
  dataDir: string;
  /** DELIVERY_RETRY_BASE_MS: the first retry's delay; each next one doubles, up to 120 times this (at most 1 h). */
  retryBaseMs: number;
  /** DELIVERY_DEAD_AFTER_HOURS: a request still undelivered this long after it arrived is dead. */
  deadAfterMs: number;
  /** content/site.json's requestRetentionDays: delivered requests (and outbox files) are deleted this long after delivery. */
  retentionMs: number;
  /** HEALTH_MAX_PENDING_SECONDS: /healthz answers 503 once a request has waited longer. */
  healthMaxPendingSeconds: number;
  /** HEALTH_TOKEN: /healthz shows its counts only to `Authorization: Bearer <it>`; without it, the status only. */
  healthToken?: string;
}

export const DEFAULT_RATE_LIMIT: RateLimitSetting = { max: 5, windowSeconds: 600 };
/** Ten requests an hour from one hotel's Wi-Fi pass, with room to spare; each costs its sender a solved challenge. */
export const DEFAULT_RATE_LIMIT_VERIFIED: RateLimitSetting = { max: 20, windowSeconds: 3600 };
/**
 * Three a day to one mailbox: a guest's outbound and return sent apart, and one more trip. Ten a day from
 * one network: a hotel's concierge booking for its guests, while one machine spends 5% of the site's day at most.
 */
export const DEFAULT_ACK: AckSettings = { perAddressDaily: 3, perNetworkDaily: 10, dailyCap: 200 };
export const DEFAULT_SMTP_TIMEOUT_MS = 10_000;
/** RFC 5321, 4.5.3.2.6: a client should wait 10 minutes for the reply to the message's final ".". */
export const DEFAULT_SMTP_DATA_TIMEOUT_MS = 600_000;
export const DEFAULT_OUTBOX_DIR = ".outbox";
export const DEFAULT_DATA_DIR = ".data";
export const DEFAULT_RETRY_BASE_MS = 30_000;
export const DEFAULT_HEALTH_MAX_PENDING_SECONDS = 15 * 60;
const DEFAULT_TO = site.email;
const DEFAULT_FROM = `no-reply@${site.email.split("@")[1]}`;

export type ConfigLogger = (message: string) => void;

export function runtimeEnv(): Env {
  return (globalThis as { process?: { env?: Env } }).process?.env ?? {};
}

export interface RuntimeInfo {
  /** The request came through gatsby-adapter-netlify's Lambda wrapper (req.netlifyFunctionParams). */
  serverless?: boolean;
}

/**
 * A serverless runtime: Netlify Functions run on AWS Lambda, which sets these variables for every
 * function; NETLIFY=true is set in Netlify's builds. Neither can be set by a client.
 */
export function isServerlessEnv(env: Env): boolean {
  return Boolean(env.AWS_LAMBDA_FUNCTION_NAME || env.LAMBDA_TASK_ROOT) || env.NETLIFY === "true";
}

export function readConfig(env: Env = runtimeEnv(), logError: ConfigLogger = logOnce, runtime: RuntimeInfo = {}): ContactConfig {
  const value = (name: string) => envValue(env, name);
  const to = readAddress("CONTACT_TO", value("CONTACT_TO"), DEFAULT_TO, logError);
  const serverless = runtime.serverless === true || isServerlessEnv(env);
  const problem = serverless ? deploymentProblem(env) : undefined;
  return {
    // No outbox and no placeholder recipient where nobody would ever read them: fail every request
    // with 502 (the handler logs the reason, naming the variable, on each one) instead.
    delivery: problem ? { kind: "misconfigured", reason: problem } : readDelivery(value, logError, serverless),
    bodyTimeoutMs: readBodyTimeout(value("CONTACT_BODY_TIMEOUT_MS"), logError),
    to,
    from: readAddress("CONTACT_FROM", value("CONTACT_FROM"), DEFAULT_FROM, logError),
    fromName: site.brand,
    rateLimit: readRateLimit("CONTACT_RATE_LIMIT", value("CONTACT_RATE_LIMIT"), DEFAULT_RATE_LIMIT, logError),
    rateLimitVerified: readRateLimit("CONTACT_RATE_LIMIT_VERIFIED", value("CONTACT_RATE_LIMIT_VERIFIED"), DEFAULT_RATE_LIMIT_VERIFIED, logError),
    ack: readAckSettings(value, logError),
    challengeSecret: readSecret("CONTACT_CHALLENGE_SECRET", value("CONTACT_CHALLENGE_SECRET"), logError),
    linkSecret: readSecret("BOOKING_LINK_SECRET", value("BOOKING_LINK_SECRET"), logError),
    trustProxy: readTrustProxy(value("TRUST_PROXY"), logError),
    allowedOrigins: readOrigins(value("CONTACT_ALLOWED_ORIGINS"), logError),
    requests: readRequestSettings(value, logError),
  };
}

export function readRequestSettings(value: (name: string) => string | undefined, logError: ConfigLogger): RequestSettings {
  const number = (name: string, fallback: number, min: number, max: number, unit: string) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (parsed >= min && parsed <= max) return parsed;
    logError(`${name} must be a whole number of ${unit} between ${min} and ${max} (got "${raw}"); using ${fallback}.`);
    return fallback;
  };
  return {
    dataDir: path.resolve(globalThis.process.cwd(), value("DATA_DIR") ?? DEFAULT_DATA_DIR),
    retryBaseMs: number("DELIVERY_RETRY_BASE_MS", DEFAULT_RETRY_BASE_MS, 10, 3_600_000, "milliseconds"),
    // 0 means what it says: the first failed attempt is final; any request still pending makes /healthz page.
    deadAfterMs: number("DELIVERY_DEAD_AFTER_HOURS", DEFAULT_DEAD_AFTER_HOURS, 0, 24 * 30, "hours") * 3_600_000,
    retentionMs: readRetention(value, logError),
    healthMaxPendingSeconds: number("HEALTH_MAX_PENDING_SECONDS", DEFAULT_HEALTH_MAX_PENDING_SECONDS, 0, 7 * 86_400, "seconds"),
    healthToken: readHealthToken(value("HEALTH_TOKEN"), logError),
  };
}

// Compared in constant time, but a short one is guessed anyway.
function readHealthToken(raw: string | undefined, logError: ConfigLogger): string | undefined {
  if (raw === undefined || /^[\x21-\x7e]{16,512}$/.test(raw)) return raw;
  logError("HEALTH_TOKEN must be 16 to 512 visible ASCII characters (e.g. openssl rand -hex 32); ignored: /healthz shows the status only.");
  return undefined;
}

// The number the privacy notice states is content; a variable that would make the deletion differ is refused.
function readRetention(value: (name: string) => string | undefined, logError: ConfigLogger): number {
  if (value("REQUEST_RETENTION_DAYS") !== undefined) {
    logError(
      `REQUEST_RETENTION_DAYS is no longer read: the retention is content/site.json's requestRetentionDays (admin: Site settings), so that the privacy notice and the deletion use one number; unset it. Using ${RETENTION_DAYS} days.`,
    );
  }
  return RETENTION_DAYS * 86_400_000;
}

function envValue(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
}

// RFC 2606 names, such as the contact@example.com that content/site.json ships with.
const PLACEHOLDER_DOMAIN = /@(?:[^@]+\.)?example\.(?:com|net|org)$/i;

/**
 * What keeps a serverless deploy from delivering anything, as one sentence naming the variable(s)
 * to set, or undefined. Shared by the function (each request answers 502 and logs it) and by the
 * build (a warning on Netlify, see warnAboutDeploySettings).
 */
export function deploymentProblem(env: Env): string | undefined {
  const problems: string[] = [];
  if (!envValue(env, "SMTP_URL")) {
    problems.push("SMTP_URL is not set (a serverless function cannot keep an outbox: its disk is thrown away)");
  }
  // An invalid CONTACT_TO falls back to the default, which is the placeholder as shipped.
  const to = readAddress("CONTACT_TO", envValue(env, "CONTACT_TO"), DEFAULT_TO, () => undefined);
  if (PLACEHOLDER_DOMAIN.test(to)) problems.push(`CONTACT_TO is the placeholder ${to}`);
  if (problems.length === 0) return undefined;
  return `${problems.join("; ")}. Set ${problems.length > 1 ? "them" : "it"} in the site's environment variables (Netlify: Site configuration > Environment variables); until then every contact request fails with 502.`;
}

/**
 * Build-time check for Netlify (NETLIFY=true): the same sentence as the function would log, as soon
 * as the build can see it. Variables scoped to Functions only are not visible to the build.
 */
export function warnAboutDeploySettings(env: Env, warn: (message: string) => void): void {
  if (env.NETLIFY !== "true") return;
  const problem = deploymentProblem(env);
  if (problem) warn(`[contact] configuration: ${problem} (If you scoped these variables to Functions only, check them there.)`);
}

function readBodyTimeout(raw: string | undefined, logError: ConfigLogger): number {
  if (raw === undefined) return DEFAULT_BODY_TIMEOUT_MS;
  const ms = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
  if (ms >= 100 && ms <= 60_000) return ms;
  logError(`CONTACT_BODY_TIMEOUT_MS must be a number of milliseconds between 100 and 60000; using ${DEFAULT_BODY_TIMEOUT_MS}.`);
  return DEFAULT_BODY_TIMEOUT_MS;
}

/**
 * A Netlify function lives 10 s (30 s scheduled): an attempt cannot wait longer for the reply to the
 * message there, and its lease (which includes the wait) must not keep a request from the next
 * scheduled run for the 10 minutes our server would wait. A reply that comes later counts as handed over.
 */
const SERVERLESS_DATA_TIMEOUT_MS = 20_000;

function readDelivery(value: (name: string) => string | undefined, logError: ConfigLogger, serverless = false): DeliveryMode {
  const smtpUrl = value("SMTP_URL");
  if (!smtpUrl) return { kind: "outbox", dir: path.resolve(globalThis.process.cwd(), value("OUTBOX_DIR") ?? DEFAULT_OUTBOX_DIR) };
  const protocol = parseUrl(smtpUrl)?.protocol;
  if (protocol !== "smtp:" && protocol !== "smtps:") {
    // Never log the value itself: it usually carries the SMTP password.
    const reason = "SMTP_URL is not a valid smtp:// or smtps:// URL; contact requests will fail with 502 until it is fixed.";
    logError(reason);
    return { kind: "misconfigured", reason };
  }
  return {
    kind: "smtp",
    url: smtpUrl,
    timeoutMs: readMs("SMTP_TIMEOUT_MS", value("SMTP_TIMEOUT_MS"), DEFAULT_SMTP_TIMEOUT_MS, 100, 120_000, logError),
    dataTimeoutMs: Math.min(
      readMs("SMTP_DATA_TIMEOUT_MS", value("SMTP_DATA_TIMEOUT_MS"), DEFAULT_SMTP_DATA_TIMEOUT_MS, 100, 1_800_000, logError),
      serverless ? SERVERLESS_DATA_TIMEOUT_MS : Infinity,
    ),
  };
}

function readMs(name: string, raw: string | undefined, fallback: number, min: number, max: number, logError: ConfigLogger): number {
  if (raw === undefined) return fallback;
  const ms = /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
  if (ms >= min && ms <= max) return ms;
  logError(`${name} must be a number of milliseconds between ${min} and ${max} (got "${raw}"); using ${fallback}.`);
  return fallback;
}

function readAddress(name: string, raw: string | undefined, fallback: string, logError: ConfigLogger): string {
  if (raw === undefined) return fallback;
  // The same grammar the visitor's address must match: one bare address, nothing that could add recipients.
  // (Not its public-domain rule: the office may well be reached at a domain of its own network.)
  if (characterCount(raw) <= LIMITS.email && isMailAddress(raw)) return raw;
  logError(`${name} must be a single e-mail address (got "${raw}"); using ${fallback}.`);
  return fallback;
}

function readRateLimit(name: string, raw: string | undefined, fallback: RateLimitSetting, logError: ConfigLogger): RateLimitSetting {
  if (raw === undefined) return fallback;
  const match = /^(\d{1,6})\s*\/\s*(\d{1,7})$/.exec(raw);
  const max = match ? Number(match[1]) : 0;
  const windowSeconds = match ? Number(match[2]) : 0;
  if (max >= 1 && windowSeconds >= 1) return { max, windowSeconds };
  const { max: dMax, windowSeconds: dWindow } = fallback;
  logError(`${name} must look like REQUESTS/SECONDS, e.g. ${dMax}/${dWindow} (got "${raw}"); using ${dMax}/${dWindow}.`);
  return fallback;
}

// A guessable secret would let anyone sign their own challenges (no work at all): 32 characters at least,
// what `openssl rand -hex 16` prints. Never logged.
function readSecret(name: string, raw: string | undefined, logError: ConfigLogger): string | undefined {
  if (raw === undefined) return undefined;
  if (raw.length >= 32) return raw;
  logError(`${name} must be at least 32 characters (e.g. the output of: openssl rand -hex 32); it is ignored.`);
  return undefined;
}

function readAckSettings(value: (name: string) => string | undefined, logError: ConfigLogger): AckSettings {
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    const parsed = /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
    if (parsed >= min && parsed <= max) return parsed;
    logError(`${name} must be a whole number between ${min} and ${max} (got "${raw}"); using ${fallback}.`);
    return fallback;
  };
  // Counted per window of hours before, per day now: a number of hours would silently mean something else.
  if (value("ACK_PER_ADDRESS_HOURS") !== undefined) {
    logError(
      `ACK_PER_ADDRESS_HOURS is no longer read: acknowledgements are counted per address per day in Geneva (ACK_ADDRESS_DAILY_CAP, default ${DEFAULT_ACK.perAddressDaily}); unset it.`,
    );
  }
  return {
    // At least one each: what stops one mailbox, or one network, being mailed in a loop (ACK_DAILY_CAP=0 sends none).
    perAddressDaily: number("ACK_ADDRESS_DAILY_CAP", DEFAULT_ACK.perAddressDaily, 1, 50),
    perNetworkDaily: number("ACK_NETWORK_DAILY_CAP", DEFAULT_ACK.perNetworkDaily, 1, 10_000),
    dailyCap: number("ACK_DAILY_CAP", DEFAULT_ACK.dailyCap, 0, 10_000),
  };
}

function readTrustProxy(raw: string | undefined, logError: ConfigLogger): boolean {
  if (raw === undefined || raw === "0") return false;
  if (raw === "1") return true;
  logError(`TRUST_PROXY must be 1 or 0 (got "${raw}"); proxy headers are ignored.`);
  return false;
}

function readOrigins(raw: string | undefined, logError: ConfigLogger): string[] {
  if (raw === undefined) return [];
  const origins: string[] = [];
  for (const entry of raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)) {
    const url = parseUrl(entry);
    // An origin is scheme://host[:port] and nothing else; anything more is almost certainly a typo.
    const isOrigin = url && /^https?:$/.test(url.protocol) && url.pathname === "/" && !url.search && !url.hash && !url.username;
    if (url && isOrigin) {
      origins.push(url.origin);
    } else {
      logError(`CONTACT_ALLOWED_ORIGINS: "${entry}" is not an origin like https://www.example.com; ignored.`);
    }
  }
  return origins;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * Every variable that has a value this function would not take, one sentence each naming it: our
 * server refuses to start with them (src/server/main.ts) rather than run on a silent default. (On
 * Netlify nothing starts before the first request: the function logs them, once per instance.)
 */
export function configProblems(env: Env = runtimeEnv()): string[] {
  const problems: string[] = [];
  readConfig(env, (message) => problems.push(message), { serverless: false });
  return problems;
}

// Settings are read on every request: without this, one bad variable would log on every request.
const logged = new Set<string>();
function logOnce(message: string): void {
  if (logged.has(message)) return;
  if (logged.size < 100) logged.add(message);
  console.error(`[contact] configuration: ${message}`);
}
