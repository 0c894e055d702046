import { createHash } from "node:crypto";
import { StoreError, type KeyValueStore, type Versioned } from "./keyValue";

/**
 * The stored requests: every request that passed validation, the honeypot and the rate limit is
 * written here before the visitor gets 200, and stays until the office has it (then for the
 * retention period) or, when it could not be delivered for DELIVERY_DEAD_AFTER_HOURS, until the
 * operator handles it (`npm run requests`).
 *
 * Layout in the key-value store:
 * - `requests/<id>`  the request: its state, attempts and the composed e-mail (the exact bytes sent
 *                    on every attempt, so its Message-ID never changes);
 * - `pending/<id>`   a marker while it waits for delivery, `dead/<id>` once it gave up: what the worker,
 *                    `/healthz` and the operator list, without reading every request;
 * - `keys/<sha256>`  an Idempotency-Key already answered, with the reference it was given;
 * - `meta/purge`     when delivered requests were last purged.
 * A state change writes the request first and moves its marker after; a crash in between leaves a
 * marker the next pass reconciles with the request, never a request without its marker.
 */
export type RequestState = "pending" | "delivered" | "dead";

export interface StoredRequest {
  format: 1;
  id: string;
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
  envelope: { from: string; to: string[] };
  /** The composed message (CRLF line ends), base64. */
  message: string;
}

export interface NewRequest {
  id: string;
  reference: string;
  envelope: { from: string; to: string[] };
  raw: Buffer;
  idempotencyKey?: string;
  now: Date;
}

export type Accepted = { repeated: false; id: string; reference: string } | { repeated: true; id: string; reference: string };

/** A request whose attempt this caller owns until `record.leaseUntil`. */
export interface Claim {
  record: StoredRequest;
  version: string;
}

export interface Health {
  pending: number;
  dead: number;
  oldestPendingSeconds: number;
}

interface KeyEntry {
  id: string;
  reference: string;
  createdAt: string;
}

const requestKey = (id: string) => `requests/${id}`;
const markerKey = (state: "pending" | "dead", id: string) => `${state}/${id}`;
const idempotencyKey = (key: string) => `keys/${createHash("sha256").update(key).digest("hex")}`;
const iso = (date: Date) => date.toISOString();
const time = (value: string | undefined) => (value ? Date.parse(value) : 0);

/** How long a second request with the same key waits for the first one to be written. */
const KEY_WAIT_MS = 2_000;
/** A key whose request never appeared (its store failed after the key was taken) is free again after this. */
const STALE_KEY_MS = 30_000;
/** A marker whose request does not exist yet may still be mid-accept; older ones are leftovers. */
const ORPHAN_MARKER_MS = 60_000;

export class RequestStore {
  constructor(readonly kv: KeyValueStore) {}

  get description(): string {
    return this.kv.description;
  }

  /**
   * Stores a new request, or finds the one already stored under the same Idempotency-Key. Throws
   * StoreError when it could not be stored; then nothing of it is left behind.
   */
  async accept(input: NewRequest): Promise<Accepted> {
    const keyName = input.idempotencyKey ? idempotencyKey(input.idempotencyKey) : undefined;
    if (keyName) {
      const previous = await this.claimKey(keyName, { id: input.id, reference: input.reference, createdAt: iso(input.now) });
      if (previous) return { repeated: true, id: previous.id, reference: previous.reference };
    }
    const record: StoredRequest = {
      format: 1,
      id: input.id,
      reference: input.reference,
      state: "pending",
      receivedAt: iso(input.now),
      attempts: 0,
      nextAttemptAt: iso(input.now),
      envelope: input.envelope,
      message: input.raw.toString("base64"),
    };
    try {
      // Both at once (two flushes in parallel, on the visitor's time); a crash between them leaves a
      // request without its marker, which recover() restores before the worker's first pass.
      // allSettled: the cleanup below must not run while one of them is still writing.
      const [marker, created] = await Promise.allSettled([
        this.kv.create(markerKey("pending", input.id), { reference: input.reference, receivedAt: record.receivedAt }),
        this.kv.create(requestKey(input.id), record),
      ]);
      if (marker.status === "rejected") throw marker.reason;
      if (created.status === "rejected") throw created.reason;
      if (!created.value) throw new StoreError(`request ${input.id} exists already`);
    } catch (error) {
      // Nothing half-written: the visitor is told it failed, so no trace of it may be delivered later.
      // (The id is a fresh UUID: a request under it can only be this one.)
      await this.kv.remove(requestKey(input.id)).catch(() => undefined);
      await this.kv.remove(markerKey("pending", input.id)).catch(() => undefined);
      if (keyName) await this.kv.remove(keyName).catch(() => undefined);
      throw error;
    }
    return { repeated: false, id: input.id, reference: input.reference };
  }

  /** The request already answered under this key, or undefined once the key is ours. */
  private async claimKey(keyName: string, entry: KeyEntry): Promise<KeyEntry | undefined> {
    // Bounded: a store whose reads lag its writes (Blobs outside strong consistency) must not spin.
    for (let round = 0; round < 5; round += 1) {
      if (await this.kv.create(keyName, entry)) return undefined;
      const existing = await this.kv.read<KeyEntry>(keyName);
      if (!existing) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      }
      // The first request may still be writing: wait for it rather than answer for a request that may fail.
      const deadline = Date.now() + KEY_WAIT_MS;
      while (Date.now() < deadline) {
        if (await this.kv.read(requestKey(existing.value.id))) return existing.value;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (await this.kv.read(requestKey(existing.value.id))) return existing.value;
      if (Date.now() - time(existing.value.createdAt) < STALE_KEY_MS) return existing.value;
      // Its request never made it: the key is free again.
      if (await this.kv.update(keyName, entry, existing.version)) return undefined;
    }
    throw new StoreError(`the Idempotency-Key ${keyName} is taken but cannot be read`);
  }

  async read(id: string): Promise<Versioned<StoredRequest> | undefined> {
    return this.kv.read<StoredRequest>(requestKey(id));
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
    if (time(record.leaseUntil) > now.getTime()) return undefined;
    if (!force && time(record.nextAttemptAt) > now.getTime()) return undefined;
    const claimed: StoredRequest = { ...record, attempts: record.attempts + 1, leaseUntil: iso(new Date(now.getTime() + leaseMs)) };
    // Not flushed: a lease lost in a crash only means the request is tried again after the restart.
    const version = await this.kv.update(requestKey(id), claimed, current.version, { durable: false });
    return version === undefined ? undefined : { record: claimed, version };
  }

  /** Marks the claimed request delivered: only ever after the SMTP server (or the outbox) accepted it. */
  async delivered(claim: Claim, now: Date): Promise<void> {
    const record: StoredRequest = { ...claim.record, state: "delivered", deliveredAt: iso(now), leaseUntil: undefined, lastError: undefined };
    await this.write(claim, record);
    // A marker left by a crash is reconciled by the next pass (pending()).
    await this.kv.remove(markerKey("pending", record.id), { durable: false });
  }

  /** Records a failed attempt: due again at `nextAttemptAt`, or dead when `dead` says it has tried long enough. */
  async failed(claim: Claim, error: string, nextAttemptAt: Date, dead: boolean, now: Date): Promise<StoredRequest> {
    const base = { ...claim.record, leaseUntil: undefined, lastError: error.slice(0, 500) };
    const record: StoredRequest = dead ? { ...base, state: "dead", deadAt: iso(now) } : { ...base, nextAttemptAt: iso(nextAttemptAt) };
    if (dead) await this.kv.create(markerKey("dead", record.id), { reference: record.reference, receivedAt: record.receivedAt });
    await this.write(claim, record);
    if (dead) await this.kv.remove(markerKey("pending", record.id));
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
      if (time(record.nextAttemptAt) <= now.getTime() && time(record.leaseUntil) <= now.getTime()) due.push(record);
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
      const marker = found ? undefined : await this.kv.read<{ receivedAt: string }>(markerKey("pending", id));
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
    return (await this.all()).find((record) => record.reference === wanted);
  }

  /** The operator's retry: a dead or waiting request is due now (a running attempt is left to finish). */
  async retry(id: string, now: Date): Promise<StoredRequest | undefined> {
    for (let round = 0; round < 5; round += 1) {
      const current = await this.read(id);
      if (!current || current.value.state === "delivered") return current?.value;
      const record: StoredRequest = { ...current.value, state: "pending", nextAttemptAt: iso(now), deadAt: undefined };
      await this.kv.create(markerKey("pending", id), { reference: record.reference, receivedAt: record.receivedAt });
      if (await this.kv.update(requestKey(id), record, current.version)) {
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
    for (const record of await this.all()) {
      if (record.state !== "delivered" || now.getTime() - time(record.deliveredAt) < retentionMs) continue;
      await this.kv.remove(requestKey(record.id));
      removed += 1;
    }
    await this.kv.remove("meta/purge").catch(() => undefined);
    await this.kv.create("meta/purge", { at: iso(now) });
    return removed;
  }

  async lastPurge(): Promise<Date | undefined> {
    const found = await this.kv.read<{ at: string }>("meta/purge");
    return found ? new Date(found.value.at) : undefined;
  }

  /** What `/healthz` shows: counts and an age, never any content. */
  async health(now: Date): Promise<Health> {
    const pending = await this.pending(now);
    const oldest = pending.reduce((min, record) => Math.min(min, time(record.receivedAt)), now.getTime());
    return { pending: pending.length, dead: (await this.kv.list("dead/")).length, oldestPendingSeconds: Math.floor((now.getTime() - oldest) / 1000) };
  }
}

export const messageBytes = (record: StoredRequest) => Buffer.from(record.message, "base64");
