import type { ContactConfig } from "../config";
import { deliver, DeliveryError, purgeOutbox, type DeliveryReceipt } from "../mail/delivery";
import { purgeBookings } from "../bookings/bookingStore";
import { purgeSolutions } from "../http/challengeServer";
import { purgeAckLimits } from "./ackLimits";
import type { Arrival } from "./intake";
import { describeError } from "./keyValue";
import { consoleLog, messageBytes, plausible, RequestStore, type Claim, type Log, type StoredRequest } from "./store";

export type { Log } from "./store";

/**
 * Delivery, apart from the visitor's request: every stored request is tried until the SMTP server
 * (or, without SMTP_URL, the outbox) has accepted it, with exponential backoff and jitter, and only
 * then marked delivered. Run by our server's in-process worker (DeliveryWorker below) and by the
 * scheduled Netlify function (netlify/functions/deliver-contact-requests.ts), both through Attempts.deliverDue.
 * What can still duplicate a message, and when: docs/requests.md, "Guarantees".
 */

/** How long the visitor's request waits for the first attempt before it is answered anyway. */
export const FIRST_ATTEMPT_MS = 700;
/** Attempts running at once: a small office mail server should not see a burst of 100 connections. */
const CONCURRENCY = 4;
/** Delivered requests are purged at most this often. */
const PURGE_EVERY_MS = 3_600_000;

/**
 * The wait before attempt n+1: base × 2^(n-1), at most 120 × base and 1 h, with "equal jitter" (a
 * random half of it) so that requests that failed together do not all come back together.
 */
export function retryDelay(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(baseMs * 120, 3_600_000);
  const delay = Math.min(ceiling, baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30));
  return Math.round(delay / 2 + (random() * delay) / 2);
}

/** An attempt's lease: both of its deadlines (SMTP_TIMEOUT_MS, SMTP_DATA_TIMEOUT_MS) and a margin for writing its outcome. */
export function leaseMs(config: ContactConfig): number {
  return (config.delivery.kind === "smtp" ? config.delivery.timeoutMs + config.delivery.dataTimeoutMs : 10_000) + 5_000;
}

export type Outcome = "delivered" | "retry" | "dead";

/** How the log names a delivery: the office's request, or the visitor's acknowledgement of it. */
const KIND_LABELS = { ack: ", acknowledgement", guest: ", message to the guest", "office-notice": ", notice to the office" } as const;
const labelOf = (record: StoredRequest) => `[contact] ${record.id} (${record.reference}${record.kind ? KIND_LABELS[record.kind] : ""})`;

/**
 * This process's attempts: the first one while the visitor waits, and the passes over the due requests.
 * A stopping server starts none (stop), ends those still running at its deadline (abort) and waits for
 * each to record its outcome (settled). One instance per process that delivers: the server's worker
 * owns one, the Gatsby function one for its instance, a scheduled pass its own.
 */
export class Attempts {
  private readonly shutdown = new AbortController();
  private readonly running = new Set<Promise<unknown>>();
  private stopping = false;
  /**
   * Requests the server accepted but whose "delivered" could not be written (a full disk): never sent
   * again by this process, and written once the store takes writes again (settleUnrecorded).
   */
  private readonly unrecorded = new Map<string, Claim>();

  /** Whether this process starts no attempt any more. */
  get stopped(): boolean {
    return this.stopping || this.shutdown.signal.aborted;
  }

  /** One attempt of a claimed request; never throws. `onSent` is told as soon as the server took it. */
  async attempt(store: RequestStore, claim: Claim, config: ContactConfig, log: Log = consoleLog, onSent?: () => void): Promise<Outcome> {
    const { record } = claim;
    const label = labelOf(record);
    let receipt: DeliveryReceipt;
    try {
      receipt = await deliver(
        { id: record.id, reference: record.reference, receivedAt: new Date(record.receivedAt), envelope: record.envelope, raw: messageBytes(record) },
        config.delivery,
        this.shutdown.signal,
      );
    } catch (error) {
      return this.failed(store, claim, config, error, log);
    }
    onSent?.();
    try {
      await store.delivered(claim, new Date());
    } catch (error) {
      // The office has it: whatever happens to the store, this process never sends it again.
      this.unrecorded.set(record.id, claim);
      log.error(
        `${label}: delivered, but recording it failed (${describeError(error)}); it will not be sent again, and is recorded once the store takes writes`,
      );
      return "delivered";
    }
    const where = receipt.kind === "smtp" ? `sent (${receipt.response})` : `written to ${receipt.file}${receipt.existed ? " (already there)" : ""}`;
    log.info(`${label}: ${where}, attempt ${record.attempts}`);
    return "delivered";
  }

  private async failed(store: RequestStore, claim: Claim, config: ContactConfig, cause: unknown, log: Log): Promise<Outcome> {
    const { record } = claim;
    const error = describeError(cause);
    const now = new Date();
    const delivery = cause instanceof DeliveryError ? cause : undefined;
    const handedOver = delivery?.handedOver === true;
    // Stopped before the message left: nothing happened, the next process tries it at once.
    const stoppedClean = this.shutdown.signal.aborted && !handedOver && !delivery?.permanent;
    let why: string | undefined;
    if (delivery?.permanent) why = "the server refused it for good";
    else if (handedOver && (record.handedOver ?? 0) >= 1)
      why = "the message was handed over twice without an answer: the office may have it (same Message-ID), check before resending";
    else if (!stoppedClean && now.getTime() - Date.parse(record.receivedAt) >= config.requests.deadAfterMs)
      why = `undelivered after ${record.attempts} attempts`;
    const dead = why !== undefined;
    const next = stoppedClean ? now : new Date(now.getTime() + retryDelay(record.attempts, config.requests.retryBaseMs));
    const label = labelOf(record);
    try {
      await store.failed(claim, error, next, dead, now, handedOver);
    } catch (storeError) {
      log.error(`${label}: attempt ${record.attempts} failed (${error}) and recording it failed: ${describeError(storeError)}`);
      return "retry";
    }
    // Logged once, with the reference and never the content: the operator takes it from there. A dead
    // acknowledgement (most often a visitor's address the server refuses) is no emergency: a warning.
    if (dead && record.kind === "ack") log.warn(`${label}: dead (${why}); last error: ${error}. The office's request is not affected; see npm run requests.`);
    else if (dead) log.error(`${label}: DEAD (${why}) since ${record.receivedAt}; last error: ${error}. See npm run requests.`);
    else log.warn(`${label}: attempt ${record.attempts} failed: ${error}; next attempt at ${next.toISOString()}`);
    return dead ? "dead" : "retry";
  }

  /**
   * The attempt made while the visitor waits, at most FIRST_ATTEMPT_MS of it: the answer does not
   * wait longer, the attempt goes on (under its lease) and records its own outcome. `exclusive`: whether
   * this process may deliver from the store at all (the data folder's lock, ./deliveryLock.ts).
   */
  async first(
    store: RequestStore,
    id: string,
    config: ContactConfig,
    options: { log?: Log; exclusive?: () => Promise<boolean> } = {},
  ): Promise<Outcome | "later"> {
    const log = options.log ?? consoleLog;
    if (this.stopped) return "later";
    let claim: Claim | undefined;
    try {
      if (options.exclusive && !(await options.exclusive())) return "later";
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
    const attempting = this.track(this.attempt(store, claim, config, log, sent));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<"later">((resolve) => {
      timer = setTimeout(() => resolve("later"), FIRST_ATTEMPT_MS);
    });
    try {
      return await Promise.race([handedOver, attempting, waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
    return work;
  }

  /** From now on this process starts no attempt (SIGTERM). */
  stop(): void {
    this.stopping = true;
  }

  /** Ends the attempts still running: each records what it knows (handed over or not) and returns. */
  abort(): void {
    this.stopping = true;
    this.shutdown.abort();
  }

  /** Resolves once every attempt of this process has recorded its outcome. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Writes "delivered" for the requests whose recording failed earlier; true when none is left. */
  async settleUnrecorded(store: RequestStore, log: Log = consoleLog): Promise<boolean> {
    for (const [id, claim] of this.unrecorded) {
      try {
        const current = await store.read(id);
        if (current && current.value.state !== "delivered") await store.delivered({ record: current.value, version: current.version }, new Date());
        this.unrecorded.delete(id);
        log.info(`[contact] ${id} (${claim.record.reference}): its delivery is recorded now`);
      } catch {
        return false;
      }
    }
    return true;
  }

  /**
   * One pass over the due requests, CONCURRENCY at a time, starting no attempt after `deadline`
   * (a scheduled function has 30 s) or once the server is stopping. Purges delivered requests past
   * their retention once an hour.
   */
  async deliverDue(store: RequestStore, config: ContactConfig, options: { deadline?: number; log?: Log } = {}): Promise<PassResult> {
    const log = options.log ?? consoleLog;
    const deadline = options.deadline ?? Infinity;
    const result: PassResult = { delivered: 0, retry: 0, dead: 0, left: 0, purged: 0, acknowledgements: { delivered: 0, retry: 0, dead: 0 } };
    await this.settleUnrecorded(store, log);
    const queue: StoredRequest[] = (await store.due(new Date())).filter((record) => !this.unrecorded.has(record.id));
    const lanes = Array.from({ length: CONCURRENCY }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        if (Date.now() >= deadline || this.stopping) {
          result.left += 1;
          continue;
        }
        const claim = await store.claim(next.id, new Date(), leaseMs(config));
        if (claim) (next.kind === "ack" ? result.acknowledgements : result)[await this.track(this.attempt(store, claim, config, log))] += 1;
      }
    });
    await Promise.all(lanes);
    const lastPurge = await store.lastPurge();
    if (!this.stopping && (!lastPurge || Date.now() - lastPurge.getTime() >= PURGE_EVERY_MS)) {
      // Both read every request: once an hour, and at a server's first pass.
      await recover(store, log);
      result.purged = await store.purge(new Date(), config.requests.retentionMs);
      if (result.purged) log.info(`[contact] purged ${result.purged} delivered request(s) older than the retention period`);
      // Expired challenge solutions and the acknowledgement caps' past days: of no use any more.
      await purgeSolutions(store.kv);
      await purgeAckLimits(store.kv);
      // A booking goes once its guest's link has expired: nobody can open it any more.
      await purgeBookings(store.kv);
      // The outbox's copies of delivered requests are personal data too: the same schedule.
      if (config.delivery.kind === "outbox") {
        const files = await purgeOutbox(config.delivery.dir, config.requests.retentionMs);
        if (files) log.info(`[contact] purged ${files} outbox file(s) older than the retention period`);
      }
    }
    return result;
  }
}

/** Gives pending requests back the markers a crash while storing left out, and says so. */
async function recover(store: RequestStore, log: Log, options: { clearLeases?: boolean } = {}): Promise<void> {
  const restored = await store.recover(options);
  if (restored) log.warn(`[contact] ${restored} stored request(s) had lost their pending marker (a crash while storing): restored`);
}

/** The office's requests' outcomes, and the visitors' acknowledgements' apart. */
export interface PassResult {
  delivered: number;
  retry: number;
  dead: number;
  /** Due requests left for the next pass (the deadline came first, or the server is stopping). */
  left: number;
  purged: number;
  acknowledgements: Record<Outcome, number>;
}

/**
 * What `/healthz` shows a caller with HEALTH_TOKEN: counts and an age, never any content. `pending`,
 * `dead` and the age are the office's requests; the visitors' acknowledgements are counted apart and
 * never make it 503 (a visitor's address the server refuses kills an acknowledgement, not the office's copy).
 */
export interface Health {
  ok: boolean;
  pending: number;
  dead: number;
  quarantined: number;
  oldestPendingSeconds: number;
  /** Whether the store takes writes now (a full disk, a read-only mount: every visitor would get 502). */
  writable: boolean;
  /** Whether this process is the one delivering from the store (./deliveryLock.ts). */
  delivering: boolean;
  acknowledgements: { pending: number; dead: number };
}

export interface HealthReport {
  status: 200 | 503;
  /** Without the token, `{ ok }` only. */
  body: Health | { ok: boolean };
}

/** Counts as of the worker's last pass (and the requests stored since: DeliveryWorker.current()); what a call to /healthz reads. */
export interface Snapshot {
  /** The office's requests. */
  pending: number;
  dead: number;
  quarantined: number;
  /** When the office's oldest pending request arrived, by the latest plausible clock. */
  oldestPendingAt?: number;
  acknowledgements: { pending: number; dead: number };
  delivering: boolean;
  /** The last pass failed (the store could not be read): reported as not ok. */
  failure?: string;
}

export const EMPTY_SNAPSHOT: Snapshot = { pending: 0, dead: 0, quarantined: 0, acknowledgements: { pending: 0, dead: 0 }, delivering: false };

/**
 * `/healthz`: 503 when the store cannot be written, one of the office's requests has waited too long
 * or is dead, or an entry is quarantined, so an uptime monitor pages someone. Reads nothing but the
 * snapshot and the probe.
 */
export function healthReport(snapshot: Snapshot, writable: boolean, config: ContactConfig, now = Date.now()): { status: 200 | 503; body: Health } {
  const oldestPendingSeconds = snapshot.oldestPendingAt === undefined ? 0 : Math.max(0, Math.floor((now - snapshot.oldestPendingAt) / 1000));
  const ok =
    writable &&
    !snapshot.failure &&
    snapshot.dead === 0 &&
    snapshot.quarantined === 0 &&
    (snapshot.pending === 0 || oldestPendingSeconds <= config.requests.healthMaxPendingSeconds);
  const body: Health = {
    ok,
    pending: snapshot.pending,
    dead: snapshot.dead,
    quarantined: snapshot.quarantined,
    oldestPendingSeconds,
    writable,
    delivering: snapshot.delivering,
    acknowledgements: { ...snapshot.acknowledgements },
  };
  return { status: ok ? 200 : 503, body };
}

/**
 * Counts of the store, read once (the worker after each pass). `firstSeen`: when this process first
 * saw each pending request, so that one stamped by a clock running ahead still ages. `ids`: the
 * pending requests it counted.
 */
export async function takeSnapshot(
  store: RequestStore,
  delivering: boolean,
  firstSeen = new Map<string, number>(),
  now = Date.now(),
): Promise<{ snapshot: Snapshot; soonest: number; ids: Set<string> }> {
  const pending = await store.pending(new Date(now));
  let oldest: number | undefined;
  let soonest = Infinity;
  const seen = new Set<string>();
  for (const record of pending) {
    seen.add(record.id);
    if (!firstSeen.has(record.id)) firstSeen.set(record.id, now);
    const arrived = Math.min(plausible(record.receivedAt, now), firstSeen.get(record.id)!);
    if (record.kind !== "ack") oldest = oldest === undefined ? arrived : Math.min(oldest, arrived);
    // A request under a running attempt's lease is not due before the lease ends.
    soonest = Math.min(soonest, Math.max(plausible(record.nextAttemptAt, now), plausible(record.leaseUntil, now)));
  }
  for (const id of firstSeen.keys()) if (!seen.has(id)) firstSeen.delete(id);
  // Dead requests wait for the operator: few, and read to tell the office's from acknowledgements.
  const dead = await store.dead();
  const acks = (records: StoredRequest[]) => records.filter((record) => record.kind === "ack").length;
  const snapshot: Snapshot = {
    pending: pending.length - acks(pending),
    dead: dead.length - acks(dead),
    quarantined: (await store.quarantined()).length,
    oldestPendingAt: oldest,
    acknowledgements: { pending: acks(pending), dead: acks(dead) },
    delivering,
  };
  return { snapshot, soonest, ids: seen };
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
 * Our server's worker: a pass as soon as it holds the data folder's lock (what a crash left pending),
 * then whenever the earliest pending request is due, at least every few seconds (to see the
 * operator's retries and requests stored by another process), and at once when the function stored a
 * request whose first attempt did not go through. Without the lock it delivers nothing and asks again.
 */
export class DeliveryWorker {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private recovered = false;
  private waitingSaid = false;
  // A broken DATA_DIR fails every pass the same way: said once, and again when it changes or recovers.
  private lastFailure: string | undefined;
  // Requests whose stamps lie in the future (a wrong clock): their age counts from when we first saw them.
  private readonly firstSeen = new Map<string, number>();
  // Stored by this process since the last count and not delivered at once (while SMTP is down, or
  // during a pass held up by a slow server): /healthz counts them before the next pass does.
  private readonly arrived = new Map<string, Arrival & { noted: number }>();
  snapshot: Snapshot = EMPTY_SNAPSHOT;

  constructor(
    private readonly store: RequestStore,
    private readonly config: () => ContactConfig,
    private readonly exclusive: () => Promise<boolean>,
    private readonly log: Log = consoleLog,
    /** The attempts of this worker's process: the function's first attempts share them (src/booking/http/acceptRequest.ts). */
    readonly attempts = new Attempts(),
  ) {}

  start(): void {
    this.schedule(0);
  }

  /** A pass now (or after the one under way); `arrival`: the request stored that could not be delivered at once. */
  nudge(arrival?: Arrival): void {
    if (this.stopped) return;
    if (arrival) this.arrived.set(arrival.id, { ...arrival, noted: Date.now() });
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Starts no new attempt from now on; resolves when the pass under way is over (its attempts end at attempts.abort()). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.attempts.stop();
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
      try {
        const config = this.config();
        const delivering = await this.exclusive();
        if (delivering) {
          if (this.waitingSaid) this.log.info(`[contact] this process now delivers the requests in ${this.store.description}`);
          this.waitingSaid = false;
          if (!this.recovered) await this.recover();
          await this.attempts.deliverDue(this.store, config, { log: this.log });
        } else {
          if (!this.waitingSaid)
            this.log.warn(`[contact] another process delivers the requests in ${this.store.description}: this one stores requests and waits for its turn`);
          this.waitingSaid = true;
          next = Math.min(next, 1_000);
        }
        next = await this.measure(delivering, next);
        if (this.lastFailure) this.log.info("[contact] delivery passes work again");
        this.lastFailure = undefined;
      } catch (error) {
        const failure = describeError(error);
        if (failure !== this.lastFailure) this.log.error(`[contact] delivery pass failed: ${failure}`);
        this.lastFailure = failure;
        this.snapshot = { ...this.snapshot, failure };
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

  // Holding the lock, no lease found belongs to a live process: the one before us has ended.
  private async recover(): Promise<void> {
    await recover(this.store, this.log, { clearLeases: true });
    this.recovered = true;
  }

  /** What /healthz reads: the last count, and what was stored since and is not in it. */
  current(): Snapshot {
    const since = [...this.arrived.values()];
    const office = since.filter((arrival) => !arrival.acknowledgement);
    const oldest = Math.min(this.snapshot.oldestPendingAt ?? Infinity, ...office.map((arrival) => arrival.receivedAt));
    return {
      ...this.snapshot,
      pending: this.snapshot.pending + office.length,
      oldestPendingAt: Number.isFinite(oldest) ? oldest : undefined,
      acknowledgements: { ...this.snapshot.acknowledgements, pending: this.snapshot.acknowledgements.pending + since.length - office.length },
    };
  }

  /** The snapshot /healthz reads, and when the next pass is due. */
  private async measure(delivering: boolean, poll: number): Promise<number> {
    const started = Date.now();
    const { snapshot, soonest, ids } = await takeSnapshot(this.store, delivering, this.firstSeen);
    this.snapshot = snapshot;
    // Counted now if still pending; one noted before the count began and not in it was delivered.
    for (const [id, arrival] of this.arrived) if (ids.has(id) || arrival.noted < started) this.arrived.delete(id);
    return Number.isFinite(soonest) ? Math.max(10, Math.min(poll, soonest - Date.now() + 5)) : poll;
  }

  private pollMs(): number {
    return Math.min(this.config().requests.retryBaseMs, 5_000);
  }
}
