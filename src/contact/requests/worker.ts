import type { ContactConfig } from "../config";
import { deliver, type DeliveryReceipt } from "../delivery";
import { describeError } from "./keyValue";
import { messageBytes, RequestStore, type Claim, type Health, type StoredRequest } from "./store";

/**
 * Delivery, apart from the visitor's request: every stored request is tried until the SMTP server
 * (or, without SMTP_URL, the outbox) has accepted it, with exponential backoff and jitter, and only
 * then marked delivered. Run by our server's in-process worker (DeliveryWorker below) and by the
 * scheduled Netlify function (netlify/functions/deliver-contact-requests.ts), both through deliverDue.
 */

/** How long the visitor's request waits for the first attempt before it is answered anyway. */
export const FIRST_ATTEMPT_MS = 700;
/** Attempts running at once: a small office mail server should not see a burst of 100 connections. */
const CONCURRENCY = 4;
/** Delivered requests are purged at most this often. */
const PURGE_EVERY_MS = 3_600_000;

export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

const consoleLog: Log = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

/**
 * The wait before attempt n+1: base × 2^(n-1), at most 120 × base and 1 h, with "equal jitter" (a
 * random half of it) so that requests that failed together do not all come back together.
 */
export function retryDelay(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(baseMs * 120, 3_600_000);
  const delay = Math.min(ceiling, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
  return Math.round(delay / 2 + (random() * delay) / 2);
}

/** An attempt's lease: its deadline (SMTP_TIMEOUT_MS) and a margin for writing its outcome. */
export function leaseMs(config: ContactConfig): number {
  return (config.delivery.kind === "smtp" ? config.delivery.timeoutMs : 10_000) + 5_000;
}

export type Outcome = "delivered" | "retry" | "dead";

/** One attempt of a claimed request; never throws. `onSent` is told as soon as the server took it. */
export async function attempt(store: RequestStore, claim: Claim, config: ContactConfig, log: Log = consoleLog, onSent?: () => void): Promise<Outcome> {
  const { record } = claim;
  const label = `[contact] ${record.id} (${record.reference})`;
  let receipt: DeliveryReceipt;
  try {
    receipt = await deliver(
      { id: record.id, reference: record.reference, receivedAt: new Date(record.receivedAt), envelope: record.envelope, raw: messageBytes(record) },
      config.delivery,
    );
  } catch (error) {
    return failed(store, claim, config, describeError(error), log);
  }
  onSent?.();
  try {
    await store.delivered(claim, new Date());
  } catch (error) {
    // Sent but not recorded: it will be sent again once the lease ends, with the same Message-ID.
    log.error(`${label}: delivered, but recording it failed: ${describeError(error)}`);
    return "delivered";
  }
  const where = receipt.kind === "smtp" ? `sent (${receipt.response})` : `written to ${receipt.file}${receipt.existed ? " (already there)" : ""}`;
  log.info(`${label}: ${where}, attempt ${record.attempts}`);
  return "delivered";
}

async function failed(store: RequestStore, claim: Claim, config: ContactConfig, error: string, log: Log): Promise<Outcome> {
  const { record } = claim;
  const now = new Date();
  const dead = now.getTime() - Date.parse(record.receivedAt) >= config.requests.deadAfterMs;
  const next = new Date(now.getTime() + retryDelay(record.attempts, config.requests.retryBaseMs));
  const label = `[contact] ${record.id} (${record.reference})`;
  try {
    await store.failed(claim, error, next, dead, now);
  } catch (storeError) {
    log.error(`${label}: attempt ${record.attempts} failed (${error}) and recording it failed: ${describeError(storeError)}`);
    return "retry";
  }
  // Logged once, with the reference and never the content: the operator takes it from there.
  if (dead) log.error(`${label}: DEAD after ${record.attempts} attempts since ${record.receivedAt}; last error: ${error}. See npm run requests.`);
  else log.warn(`${label}: attempt ${record.attempts} failed: ${error}; next attempt at ${next.toISOString()}`);
  return dead ? "dead" : "retry";
}

/**
 * The attempt made while the visitor waits, at most FIRST_ATTEMPT_MS of it: the answer does not
 * wait longer, the attempt goes on (under its lease) and records its own outcome.
 */
export async function firstAttempt(store: RequestStore, id: string, config: ContactConfig, log: Log = consoleLog): Promise<Outcome | "later"> {
  let claim: Claim | undefined;
  try {
    claim = await store.claim(id, new Date(), leaseMs(config));
  } catch (error) {
    log.error(`[contact] ${id}: could not start the first attempt: ${describeError(error)}`);
    return "later";
  }
  if (!claim) return "later";
  // The visitor is answered as soon as the server has the message; recording it goes on meanwhile.
  let sent!: () => void;
  const handedOver = new Promise<"delivered">((resolve) => {
    sent = () => resolve("delivered");
  });
  const running = attempt(store, claim, config, log, sent);
  trackAttempt(running);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<"later">((resolve) => {
    timer = setTimeout(() => resolve("later"), FIRST_ATTEMPT_MS);
  });
  try {
    return await Promise.race([handedOver, running, waited]);
  } finally {
    clearTimeout(timer);
  }
}

// Attempts that go on after the visitor's answer: a stopping server (and a test) waits for them.
const RUNNING = Symbol.for("contact.runningAttempts");
function runningAttempts(): Set<Promise<unknown>> {
  const home = globalThis as unknown as Record<symbol, Set<Promise<unknown>> | undefined>;
  return (home[RUNNING] ??= new Set());
}
function trackAttempt(attempt: Promise<unknown>): void {
  const running = runningAttempts();
  running.add(attempt);
  void attempt.finally(() => running.delete(attempt));
}

/** Resolves once every first attempt still running after its answer has recorded its outcome. */
export async function attemptsSettled(): Promise<void> {
  while (runningAttempts().size > 0) await Promise.allSettled([...runningAttempts()]);
}

export interface PassResult {
  delivered: number;
  retry: number;
  dead: number;
  /** Due requests left for the next pass (the deadline came first). */
  left: number;
  purged: number;
}

/**
 * One pass over the due requests, CONCURRENCY at a time, starting no attempt after `deadline`
 * (a scheduled function has 30 s). Purges delivered requests past their retention once an hour.
 */
export async function deliverDue(store: RequestStore, config: ContactConfig, options: { deadline?: number; log?: Log } = {}): Promise<PassResult> {
  const log = options.log ?? consoleLog;
  const deadline = options.deadline ?? Infinity;
  const result: PassResult = { delivered: 0, retry: 0, dead: 0, left: 0, purged: 0 };
  const queue: StoredRequest[] = await store.due(new Date());
  const lanes = Array.from({ length: CONCURRENCY }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (Date.now() >= deadline) {
        result.left += 1;
        continue;
      }
      const claim = await store.claim(next.id, new Date(), leaseMs(config));
      if (claim) result[await attempt(store, claim, config, log)] += 1;
    }
  });
  await Promise.all(lanes);
  const lastPurge = await store.lastPurge();
  if (!lastPurge || Date.now() - lastPurge.getTime() >= PURGE_EVERY_MS) {
    // Both read every request: once an hour, and at a server's first pass.
    const restored = await store.recover();
    if (restored) log.warn(`[contact] ${restored} stored request(s) had lost their pending marker (a crash while storing): restored`);
    result.purged = await store.purge(new Date(), config.requests.retentionMs);
    if (result.purged) log.info(`[contact] purged ${result.purged} delivered request(s) older than the retention period`);
  }
  return result;
}

export interface HealthReport {
  status: 200 | 503;
  body: Health & { ok: boolean };
}

/** `/healthz`: 503 once a request has waited too long or one is dead, so an uptime monitor pages someone. */
export async function healthReport(store: RequestStore, config: ContactConfig): Promise<HealthReport> {
  const health = await store.health(new Date());
  const ok = health.dead === 0 && health.oldestPendingSeconds <= config.requests.healthMaxPendingSeconds;
  return { status: ok ? 200 : 503, body: { ok, ...health } };
}

/** One line for the server's start-up log: where requests go. Never the SMTP password. */
export function describeDelivery(config: ContactConfig, store: RequestStore): string {
  const kept = `requests are stored in ${store.description}`;
  switch (config.delivery.kind) {
    case "smtp": {
      const url = new URL(config.delivery.url);
      return `[contact] ${kept} and delivered by SMTP via ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)} to ${config.to}`;
    }
    case "outbox":
      return `[contact] ${kept}; no SMTP_URL, so they are written to the outbox folder ${config.delivery.dir} only (nothing is e-mailed)`;
    case "misconfigured":
      return `[contact] requests are refused (502): ${config.delivery.reason}`;
  }
}

/**
 * Our server's worker: a pass as soon as it starts (what a crash left pending), then whenever the
 * earliest pending request is due, at least every few seconds (to see the operator's retries), and
 * at once when the function stored a request whose first attempt did not go through.
 */
export class DeliveryWorker {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  // A broken DATA_DIR fails every pass the same way: said once, and again when it changes or recovers.
  private lastFailure: string | undefined;
  private recovering: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: () => RequestStore,
    private readonly config: () => ContactConfig,
    private readonly log: Log = consoleLog,
  ) {}

  start(): void {
    this.recovering = this.store()
      .recover({ clearLeases: true })
      .then(
        (restored) => restored && this.log.warn(`[contact] ${restored} stored request(s) had lost their pending marker (a crash while storing): restored`),
        (error: unknown) => this.log.error(`[contact] could not check the stored requests: ${describeError(error)}`),
      );
    this.schedule(0);
  }

  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Starts no new attempt; waits for the running ones (each is bounded by SMTP_TIMEOUT_MS). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    if (this.stopped) return;
    this.timer = setTimeout(() => void this.pass(), delay);
    this.timer.unref();
  }

  private async pass(): Promise<void> {
    if (this.running || this.stopped) return;
    let next = this.pollMs();
    this.running = (async () => {
      await this.recovering;
      try {
        const config = this.config();
        const store = this.store();
        await deliverDue(store, config, { log: this.log });
        const pending = await store.pending(new Date());
        // A request under a running attempt's lease is not due before the lease ends.
        const soonest = Math.min(...pending.map((record) => Math.max(Date.parse(record.nextAttemptAt), record.leaseUntil ? Date.parse(record.leaseUntil) : 0)));
        if (Number.isFinite(soonest)) next = Math.max(10, Math.min(next, soonest - Date.now() + 5));
        if (this.lastFailure) this.log.info("[contact] delivery passes work again");
        this.lastFailure = undefined;
      } catch (error) {
        const failure = describeError(error);
        if (failure !== this.lastFailure) this.log.error(`[contact] delivery pass failed: ${failure}`);
        this.lastFailure = failure;
      }
    })();
    await this.running;
    this.running = undefined;
    if (this.again) {
      this.again = false;
      next = 0;
    }
    this.schedule(next);
  }

  private pollMs(): number {
    return Math.min(this.config().requests.retryBaseMs, 5_000);
  }
}
