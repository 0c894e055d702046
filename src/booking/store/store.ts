import { createHash } from "node:crypto";
import type { Pricing } from "../pricing/pricing";
import { DamagedEntryError, describeError, StoreError, type KeyValueStore, type Versioned } from "./keyValue";

/**
 * The stored requests: every request that passed validation, the honeypot and the rate limit is
 * written here before the visitor gets 200, and stays until the office has it (then for the
 * retention period) or, when it could not be delivered for DELIVERY_DEAD_AFTER_HOURS, until the
 * operator handles it (`npm run requests`).
 *
 * Layout in the key-value store:
 * - `requests/<id>`  the request: its state, attempts and the composed e-mail (the exact bytes sent
 *                    on every attempt, so its Message-ID never changes). A request sent with an
 *                    Idempotency-Key has an id derived from the key (requestIdForKey): the request IS
 *                    the key's record, so the two appear together or not at all, and go together;
 * - `pending/<id>`   a marker while it waits for delivery, `dead/<id>` once it gave up: what the worker
 *                    and the operator list, without reading every request;
 * - `quarantine/<name>` entries that could not be read (empty, truncated, a folder, a link), moved
 *                    aside so that they never stop another delivery;
 * - `requests/<ackId>` the visitor's acknowledgement (issue 27), `kind: "ack"`, `of` its request: a
 *                    second, independent delivery of the same request, with its own state, attempts,
 *                    lease, retries and death, so that its failure never delays the office's copy. Its id
 *                    comes from the request's (ackIdFor), and it is written before the request: the
 *                    request is the commit point, and an acknowledgement whose request never came to be
 *                    is dropped unsent (claim);
 * - `requests/<messageId>` a message of a booking's transition (../bookings/decide.ts), `kind: "guest"` (to the
 *                    guest) or `"office-notice"` (to the office), `of` its booking: delivered like the
 *                    acknowledgement, and only once the booking's committed version lists it (claim); one
 *                    whose transition was never committed (a crash, a lost race) is dropped unsent;
 * - `bookings/<id>`  the booking record of each request (../bookings/bookingStore.ts);
 * - `solution/…`, `ackaddr/…`, `acknet/…`, `ackday/…` the challenge's replay records and the acknowledgement's caps
 *                    (../http/challengeServer.ts, ./ackLimits.ts);
 * - `meta/purge`     when delivered requests were last purged.
 * A state change writes the request first and moves its marker after; a crash in between leaves a
 * marker the next pass reconciles with the request, never a request without its marker.
 */
export type RequestState = "pending" | "delivered" | "dead";
export type MessageKind = "ack" | "guest" | "office-notice";

export interface StoredRequest {
  format: 1;
  id: string;
  /**
   * Absent: the office's e-mail; "ack": the visitor's acknowledgement of the request `of`; "guest" and
   * "office-notice": a message of a transition of the booking `of` (storeMessage).
   */
  kind?: MessageKind;
  of?: string;
  reference: string;
  state: RequestState;
  receivedAt: string;
  attempts: number;
  nextAttemptAt: string;
  /** An attempt is running until then; nobody else may start one. */
  leaseUntil?: string;
  lastError?: string;
  deliveredAt?: string;
  deadAt?: string;
  /**
   * Attempts that ended after the whole message had been handed to the SMTP server but before its
   * reply (a lost connection, a timeout): the server may have it. One more copy is allowed, not two.
   */
  handedOver?: number;
  /** What the visitor sent, hashed: the same Idempotency-Key with another request is refused. */
  fingerprint?: string;
  envelope: { from: string; to: string[] };
  /** The composed message (CRLF line ends), base64. */
  message: string;
  /**
   * The price quoted when the request was accepted (../request/quote.ts), which its e-mails carry; what a
   * later message about the request reads. Absent in records stored before it was kept (their messages carry their price).
   */
  quote?: Pricing;
}

export interface NewRequest {
  id: string;
  reference: string;
  envelope: { from: string; to: string[] };
  raw: Buffer;
  /** With a key, `id` must be requestIdForKey(key). */
  idempotencyKey?: string;
  /** requestFingerprint() of the validated request. */
  fingerprint?: string;
  /** The request's quote, as its e-mails carry it. */
  quote?: Pricing;
  /** The visitor's acknowledgement, stored and delivered beside the request (its id is ackIdFor(id)). */
  ack?: { envelope: { from: string; to: string[] }; raw: Buffer };
  now: Date;
}

/** A message of a booking's transition, written before the booking's new version is committed. */
export interface NewMessage {
  id: string;
  kind: "guest" | "office-notice";
  /** The booking's id (its request's). */
  of: string;
  reference: string;
  envelope: { from: string; to: string[] };
  raw: Buffer;
  now: Date;
}

export type Accepted = { repeated: false; id: string; reference: string } | { repeated: true; id: string; reference: string };

/** A request whose attempt this caller owns until `record.leaseUntil`. */
export interface Claim {
  record: StoredRequest;
  version: string;
}

/** The same Idempotency-Key came with another request: refused (422), the first one stays as it is. */
export class KeyConflictError extends Error {
  readonly name = "KeyConflictError";
  constructor(readonly key: string) {
    super(`the Idempotency-Key ${key} was already used for another request`);
  }
}

export interface Log {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export const consoleLog: Log = {
  info: (message) => console.info(message),
  warn: (message) => console.warn(message),
  error: (message) => console.error(message),
};

const requestKey = (id: string) => `requests/${id}`;
const markerKey = (state: "pending" | "dead", id: string) => `${state}/${id}`;
const iso = (date: Date) => date.toISOString();
const time = (value: string | undefined) => (value ? Date.parse(value) : 0);

/** A marker whose request does not exist yet may still be mid-accept; older ones are leftovers. */
const ORPHAN_MARKER_MS = 60_000;
/**
 * No time we write lies further ahead than the longest backoff (1 h) or lease: one further ahead was
 * written by a clock that was wrong, and is read as "now" so that the request is still tried and reported.
 */
export const PLAUSIBLE_AHEAD_MS = 2 * 3_600_000;

/** A stored time, or `now` when it lies implausibly far in the future. */
export function plausible(value: string | undefined, now: number): number {
  const at = time(value);
  return at > now + PLAUSIBLE_AHEAD_MS ? now : at;
}

/** The acknowledgement's id: a UUID from the request's, so a repeated submission finds the same one. */
export function ackIdFor(requestId: string): string {
  return uuidFromHash(`acknowledgement:${requestId}`);
}

/**
 * The id of the request sent under an Idempotency-Key: a UUID (version 8, RFC 9562) from the key's
 * SHA-256, so that storing the request and recording the key are one atomic create.
 */
export function requestIdForKey(key: string): string {
  return uuidFromHash(`idempotency-key:${key}`);
}

function uuidFromHash(input: string): string {
  const hex = createHash("sha256").update(input).digest("hex");
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A request's content, hashed with its keys in a fixed order: what "the same request" means for a key. */
export function requestFingerprint(value: unknown): string {
  const canonical = (item: unknown): unknown =>
    Array.isArray(item)
      ? item.map(canonical)
      : item && typeof item === "object"
        ? Object.fromEntries(
            Object.keys(item)
              .sort()
              .map((key) => [key, canonical((item as Record<string, unknown>)[key])]),
          )
        : item;
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex")
    .slice(0, 32);
}

export class RequestStore {
  // A damaged entry is named once per process, not on every pass.
  private readonly reported = new Set<string>();

  constructor(
    readonly kv: KeyValueStore,
    private readonly log: Log = consoleLog,
  ) {}

  get description(): string {
    return this.kv.description;
  }

  /**
   * Stores a new request, or finds the one already stored under the same Idempotency-Key (then the
   * request must be the same: KeyConflictError otherwise). Throws StoreError when it could not be
   * stored; then nothing of it is left behind.
   */
  async accept(input: NewRequest): Promise<Accepted> {
    if (input.idempotencyKey && input.id !== requestIdForKey(input.idempotencyKey)) throw new Error("a keyed request's id must come from its key");
    const record: StoredRequest = {
      format: 1,
      id: input.id,
      reference: input.reference,
      state: "pending",
      receivedAt: iso(input.now),
      attempts: 0,
      nextAttemptAt: iso(input.now),
      ...(input.fingerprint ? { fingerprint: input.fingerprint } : {}),
      ...(input.quote ? { quote: input.quote } : {}),
      envelope: input.envelope,
      message: input.raw.toString("base64"),
    };
    // The acknowledgement first, the request after: until the request exists the acknowledgement is
    // never sent (claim), and a request never lacks the acknowledgement it was accepted with.
    const ackId = ackIdFor(input.id);
    const ackCreated = input.ack
      ? await this.kv.create(requestKey(ackId), {
          ...record,
          id: ackId,
          kind: "ack",
          of: input.id,
          fingerprint: undefined,
          // The request's record holds the quote; the acknowledgement's is the message only.
          quote: undefined,
          envelope: input.ack.envelope,
          message: input.ack.raw.toString("base64"),
        })
      : false;
    // A submission that turns out to be a repeat (or refused) must not leave a second acknowledgement behind.
    const dropAck = async () => {
      if (ackCreated) await this.kv.remove(requestKey(ackId)).catch(() => undefined);
    };
    for (let round = 0; round < 2; round += 1) {
      if (await this.kv.create(requestKey(input.id), record)) break;
      if (!input.idempotencyKey) {
        await dropAck();
        throw new StoreError(`request ${input.id} exists already`);
      }
      // Written whole or not at all (create is atomic), so what is there is the first submission.
      const existing = await this.readChecked<StoredRequest>(requestKey(input.id));
      if (existing) {
        await dropAck();
        if (existing.value.fingerprint !== input.fingerprint) throw new KeyConflictError(input.idempotencyKey);
        return { repeated: true, id: existing.value.id, reference: existing.value.reference };
      }
      // Damaged and moved aside (readChecked): this submission takes its place.
      if (round === 1) {
        await dropAck();
        throw new StoreError(`request ${input.id} could neither be read nor stored`);
      }
    }
    try {
      // After the request: a crash before this line leaves a request without its marker, which
      // recover() restores before the worker's first pass; never a marker that promises a request.
      await this.kv.create(markerKey("pending", input.id), { reference: input.reference, receivedAt: record.receivedAt });
      if (input.ack) await this.kv.create(markerKey("pending", ackId), { reference: input.reference, receivedAt: record.receivedAt });
    } catch (error) {
      // Nothing half-written: the visitor is told it failed, so no trace of it may be delivered later.
      // (Should this removal fail too, the form's retry under the same key finds it and is answered.)
      await this.kv.remove(requestKey(input.id)).catch(() => undefined);
      await dropAck();
      throw error;
    }
    return { repeated: false, id: input.id, reference: input.reference };
  }

  /**
   * A document, or undefined when there is none or it was damaged: a damaged entry is moved to
   * quarantine and named in the log once, so that it never stops the others.
   */
  private async readChecked<T>(key: string): Promise<Versioned<T> | undefined> {
    try {
      return await this.kv.read<T>(key);
    } catch (error) {
      if (!(error instanceof DamagedEntryError)) throw error;
      let moved: string;
      try {
        moved = await this.kv.quarantine(key);
      } catch (moveError) {
        if (!this.reported.has(key)) this.log.error(`[contact] ${error.message}, and moving it to quarantine failed: ${describeError(moveError)}`);
        this.reported.add(key);
        return undefined;
      }
      this.log.error(`[contact] ${error.message}: moved to quarantine/${moved} in ${this.kv.description}; the other requests go on. See npm run requests.`);
      return undefined;
    }
  }

  async read(id: string): Promise<Versioned<StoredRequest> | undefined> {
    return this.readChecked<StoredRequest>(requestKey(id));
  }

  /**
   * Takes the right to attempt a delivery until `now + leaseMs`, if the request is due and nobody
   * holds it. Compare-and-swap: of two workers (a function instance and the scheduled function, or
   * the first attempt and our server's worker) only one gets it.
   */
  async claim(id: string, now: Date, leaseMs: number, force = false): Promise<Claim | undefined> {
    const current = await this.read(id);
    if (!current) return undefined;
    const record = current.value;
    if (record.state !== "pending") return undefined;
    if (plausible(record.leaseUntil, now.getTime()) > now.getTime()) return undefined;
    if (!force && plausible(record.nextAttemptAt, now.getTime()) > now.getTime()) return undefined;
    if (record.kind === "ack" && !(await this.ackMaySend(record, now))) return undefined;
    if ((record.kind === "guest" || record.kind === "office-notice") && !(await this.messageMaySend(record, now))) return undefined;
    const claimed: StoredRequest = { ...record, attempts: record.attempts + 1, leaseUntil: iso(new Date(now.getTime() + leaseMs)) };
    // Not flushed: a lease lost in a crash only means the request is tried again after the restart.
    const version = await this.kv.update(requestKey(id), claimed, current.version, { durable: false });
    return version === undefined ? undefined : { record: claimed, version };
  }

  /**
   * An acknowledgement is sent only once its request exists (accept writes it first). One without its
   * request after ORPHAN_MARKER_MS belongs to a submission that failed or crashed while being stored:
   * it is removed unsent. (A request purged after its retention has long had its acknowledgement.)
   */
  private async ackMaySend(record: StoredRequest, now: Date): Promise<boolean> {
    if (!record.of || (await this.kv.read(requestKey(record.of)).catch(() => ({ value: undefined, version: "damaged" })))) return true;
    if (now.getTime() - plausible(record.receivedAt, now.getTime()) < ORPHAN_MARKER_MS) return false;
    this.log.warn(`[contact] ${record.id} (${record.reference}): acknowledgement of a request that was never stored: removed unsent`);
    await this.forget(record.id);
    return false;
  }

  /**
   * Stores a transition's message, pending, before the booking's new version names it: until then it is
   * never sent (messageMaySend). Its id is new for each attempt at a transition, so that two racing
   * attempts, or one after a crash, never share an entry: only the committed one is ever sent.
   */
  async storeMessage(input: NewMessage): Promise<void> {
    const record: StoredRequest = {
      format: 1,
      id: input.id,
      kind: input.kind,
      of: input.of,
      reference: input.reference,
      state: "pending",
      receivedAt: iso(input.now),
      attempts: 0,
      nextAttemptAt: iso(input.now),
      envelope: input.envelope,
      message: input.raw.toString("base64"),
    };
    if (!(await this.kv.create(requestKey(input.id), record))) throw new StoreError(`message ${input.id} exists already`);
    // A crash before the marker: recover() restores it, as for a request.
    await this.kv.create(markerKey("pending", input.id), { reference: input.reference, receivedAt: record.receivedAt });
  }

  /**
   * A transition's message is sent once the booking's committed version lists it. One its booking does
   * not list after ORPHAN_MARKER_MS belongs to a transition that was never committed (the second write
   * failed, the process died, another attempt won): it is removed unsent.
   */
  private async messageMaySend(record: StoredRequest, now: Date): Promise<boolean> {
    const booking = record.of ? await this.kv.read<{ messages?: string[] }>(`bookings/${record.of}`).catch(() => undefined) : undefined;
    if (booking?.value.messages?.includes(record.id)) return true;
    if (now.getTime() - plausible(record.receivedAt, now.getTime()) < ORPHAN_MARKER_MS) return false;
    this.log.warn(`[contact] ${record.id} (${record.reference}): a message of a change that was never committed: removed unsent`);
    await this.forget(record.id);
    return false;
  }

  /** Marks the claimed request delivered: only ever after the SMTP server (or the outbox) accepted it. */
  async delivered(claim: Claim, now: Date): Promise<void> {
    const record: StoredRequest = { ...claim.record, state: "delivered", deliveredAt: iso(now), leaseUntil: undefined, lastError: undefined };
    await this.write(claim, record);
    // A marker left by a crash is reconciled by the next pass (pending()).
    await this.kv.remove(markerKey("pending", record.id), { durable: false });
  }

  /**
   * Records a failed attempt: due again at `nextAttemptAt`, or dead when `dead` says it has tried long
   * enough, or that trying again could only duplicate it. `handedOver`: the server may have it.
   */
  async failed(claim: Claim, error: string, nextAttemptAt: Date, dead: boolean, now: Date, handedOver = false): Promise<StoredRequest> {
    const counted = handedOver ? { handedOver: (claim.record.handedOver ?? 0) + 1 } : {};
    const base = { ...claim.record, ...counted, leaseUntil: undefined, lastError: error.slice(0, 500) };
    const record: StoredRequest = dead ? { ...base, state: "dead", deadAt: iso(now) } : { ...base, nextAttemptAt: iso(nextAttemptAt) };
    await this.write(claim, record);
    if (!dead) return record;
    // In this order, so that a count running meanwhile (the worker's, what /healthz reads) never finds a
    // dead marker whose request still says pending, which it removes as stale: the request says dead
    // first; a crash before its marker is mended by the next pass, which finds the pending marker still there.
    await this.kv.create(markerKey("dead", record.id), { reference: record.reference, receivedAt: record.receivedAt });
    await this.kv.remove(markerKey("pending", record.id));
    return record;
  }

  // Our lease protects the request; a concurrent change can only be the operator's (retry, forget):
  // keep what they did to the state and add what this attempt learned.
  private async write(claim: Claim, record: StoredRequest): Promise<void> {
    if (await this.kv.update(requestKey(record.id), record, claim.version)) return;
    const current = await this.read(record.id);
    if (!current) return;
    await this.kv.update(requestKey(record.id), record, current.version);
  }

  /** Pending requests whose next attempt is due and that nobody is attempting, oldest first. */
  async due(now: Date): Promise<StoredRequest[]> {
    const due: StoredRequest[] = [];
    for (const record of await this.pending(now)) {
      if (plausible(record.nextAttemptAt, now.getTime()) <= now.getTime() && plausible(record.leaseUntil, now.getTime()) <= now.getTime()) due.push(record);
    }
    return due.sort((a, b) => time(a.receivedAt) - time(b.receivedAt));
  }

  /**
   * After a crash: a pending request whose marker was not written (accept writes both at once) gets it
   * back, and with `clearLeases` (our server at start-up: one process per DATA_DIR, so a lease found
   * then belongs to a process that is gone) an attempt's lease is dropped instead of waited out.
   * Reads every request: our server runs it once, before its worker's first pass; Netlify hourly.
   */
  async recover(options: { clearLeases?: boolean } = {}): Promise<number> {
    const marked = new Set(await this.kv.list("pending/"));
    let restored = 0;
    for (const id of await this.kv.list("requests/")) {
      const found = await this.read(id);
      if (!found || found.value.state !== "pending") continue;
      // A request whose marker was damaged (and moved aside) gets it back here too.
      const record = found.value;
      if (!marked.has(id)) {
        await this.kv.create(markerKey("pending", id), { reference: record.reference, receivedAt: record.receivedAt });
        restored += 1;
      }
      if (options.clearLeases && record.leaseUntil) await this.kv.update(requestKey(id), { ...record, leaseUntil: undefined }, found.version);
    }
    return restored;
  }

  /** Every pending request, reconciling markers left by a crash between two writes. */
  async pending(now: Date): Promise<StoredRequest[]> {
    const records: StoredRequest[] = [];
    for (const id of await this.kv.list("pending/")) {
      const found = await this.read(id);
      if (found?.value.state === "pending") {
        records.push(found.value);
        continue;
      }
      if (found?.value.state === "dead") await this.kv.create(markerKey("dead", id), { reference: found.value.reference, receivedAt: found.value.receivedAt });
      const marker = found ? undefined : await this.readChecked<{ receivedAt: string }>(markerKey("pending", id));
      if (found || (marker && now.getTime() - time(marker.value.receivedAt) > ORPHAN_MARKER_MS)) await this.kv.remove(markerKey("pending", id));
    }
    return records;
  }

  async dead(): Promise<StoredRequest[]> {
    const records: StoredRequest[] = [];
    for (const id of await this.kv.list("dead/")) {
      const found = await this.read(id);
      if (found?.value.state === "dead") records.push(found.value);
      else await this.kv.remove(markerKey("dead", id));
    }
    return records;
  }

  /** Every stored request (the operator's list and the purge): reads them all. */
  async all(): Promise<StoredRequest[]> {
    const records: StoredRequest[] = [];
    for (const id of await this.kv.list("requests/")) {
      const found = await this.read(id);
      if (found) records.push(found.value);
    }
    return records.sort((a, b) => time(a.receivedAt) - time(b.receivedAt));
  }

  /** By reference (what the office quotes) or by id. */
  async find(referenceOrId: string): Promise<StoredRequest | undefined> {
    const wanted = referenceOrId.trim().toUpperCase();
    if (/^[0-9a-f-]{36}$/i.test(referenceOrId.trim())) return (await this.read(referenceOrId.trim().toLowerCase()))?.value;
    // The office's request before its acknowledgement, which shares its reference.
    const matches = (await this.all()).filter((record) => record.reference === wanted);
    return matches.find((record) => !record.kind) ?? matches[0];
  }

  /** The operator's retry: a dead or waiting request is due now (a running attempt is left to finish). */
  async retry(id: string, now: Date): Promise<StoredRequest | undefined> {
    for (let round = 0; round < 5; round += 1) {
      const current = await this.read(id);
      if (!current || current.value.state === "delivered") return current?.value;
      const record: StoredRequest = { ...current.value, state: "pending", nextAttemptAt: iso(now), deadAt: undefined };
      // The request first, as in failed(): a count meanwhile that found the pending marker beside a
      // request still dead would take the marker away. A crash before the marker: recover() mends it.
      if (await this.kv.update(requestKey(id), record, current.version)) {
        await this.kv.create(markerKey("pending", id), { reference: record.reference, receivedAt: record.receivedAt });
        await this.kv.remove(markerKey("dead", id));
        return record;
      }
    }
    throw new StoreError(`request ${id} kept changing while it was being retried`);
  }

  /** The operator handled it (a dead one) or wants it gone (a delivered one): the request and its markers. */
  async forget(id: string): Promise<void> {
    await this.kv.remove(markerKey("dead", id));
    await this.kv.remove(requestKey(id));
    await this.kv.remove(markerKey("pending", id));
  }

  /** Deletes delivered requests older than the retention period; dead ones stay until handled. */
  async purge(now: Date, retentionMs: number): Promise<number> {
    let removed = 0;
    const records = await this.all();
    // A request stays while its acknowledgement is still to be sent: without it, the acknowledgement
    // would look like one whose request was never stored, and be dropped.
    const waiting = new Set(records.filter((record) => record.kind === "ack" && record.state === "pending").map((record) => record.of));
    for (const record of records) {
      if (record.state !== "delivered" || now.getTime() - time(record.deliveredAt) < retentionMs || waiting.has(record.id)) continue;
      await this.kv.remove(requestKey(record.id));
      removed += 1;
    }
    // The Idempotency-Key records of the layout before keys became request ids: personal data with no
    // use left (a key's request is its record now), so they go with the first purge.
    for (const legacy of await this.kv.list("keys/")) await this.kv.remove(`keys/${legacy}`);
    await this.kv.remove("meta/purge").catch(() => undefined);
    await this.kv.create("meta/purge", { at: iso(now) });
    return removed;
  }

  async lastPurge(): Promise<Date | undefined> {
    const found = await this.readChecked<{ at: string }>("meta/purge");
    return found ? new Date(found.value.at) : undefined;
  }

  /** The names of the entries moved aside (what `npm run requests` and `/healthz` count). */
  async quarantined(): Promise<string[]> {
    return (await this.kv.list("quarantine/")).sort();
  }

  /** How many requests are dead: the markers only, no request is read. */
  async deadCount(): Promise<number> {
    return (await this.kv.list("dead/")).length;
  }
}

export const messageBytes = (record: StoredRequest) => Buffer.from(record.message, "base64");
