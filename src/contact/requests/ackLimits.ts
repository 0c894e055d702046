import { createHash } from "node:crypto";
import type { AckSettings } from "../config";
import { SERVICE_TIME_ZONE } from "../payload";
import type { KeyValueStore } from "./keyValue";

/**
 * The acknowledgement's two caps (issue 27), kept in the request store so that they hold across
 * instances and restarts, each decided by atomic creates (a burst cannot slip past a read-then-write):
 * - `ackto/<hash of the address>`: the last acknowledgement to an address; a second one within
 *   ACK_PER_ADDRESS_HOURS is skipped. Taking an expired record is a compare-and-swap, so of two
 *   requests racing for it only one wins.
 * - `ackday/<yyyymmdd>-<n>`: one slot per acknowledgement of Geneva's calendar day, n < ACK_DAILY_CAP.
 * Skipping only skips the acknowledgement: the request is stored and delivered to the office all the same.
 */

export type CapVerdict = "sent" | "address" | "daily-cap";

interface AddressRecord {
  at: string;
  request: string;
}

/** Hashed: the store keeps no list of addresses beside the requests, only whether one was mailed lately. */
const addressKey = (email: string) => `ackto/${createHash("sha256").update(`ack-to:${email.trim().toLowerCase()}`).digest("hex").slice(0, 48)}`;

const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: SERVICE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const dayOf = (now: number) => DAY.format(new Date(now)).replace(/-/g, "");

/** Takes the address's turn, then a slot of the day; gives the address back when the day is full. */
export async function reserveAcknowledgement(
  kv: KeyValueStore,
  email: string,
  requestId: string,
  settings: AckSettings,
  now = Date.now(),
): Promise<CapVerdict> {
  if (settings.dailyCap === 0) return "daily-cap";
  const key = addressKey(email);
  if (!(await takeAddress(kv, key, requestId, settings.perAddressHours * 3_600_000, now))) return "address";
  if (await takeDaySlot(kv, dayOf(now), settings.dailyCap)) return "sent";
  // Nothing was sent to the address after all: the next request from it may have its acknowledgement.
  const held = await kv.read<AddressRecord>(key).catch(() => undefined);
  if (held?.value.request === requestId) await kv.remove(key);
  return "daily-cap";
}

async function takeAddress(kv: KeyValueStore, key: string, requestId: string, windowMs: number, now: number): Promise<boolean> {
  const record: AddressRecord = { at: new Date(now).toISOString(), request: requestId };
  if (await kv.create(key, record)) return true;
  const current = await kv.read<AddressRecord>(key).catch(() => undefined);
  if (!current) return kv.create(key, record);
  if (current.value.request === requestId) return true;
  const at = Date.parse(current.value.at);
  // A time in the future (a clock that ran ahead) counts as now: the window still ends one day.
  if (Number.isFinite(at) && now - Math.min(at, now) < windowMs) return false;
  return (await kv.update(key, record, current.version)) !== undefined;
}

async function takeDaySlot(kv: KeyValueStore, day: string, cap: number): Promise<boolean> {
  const taken = new Set((await kv.list("ackday/")).filter((name) => name.startsWith(`${day}-`)));
  for (let slot = 0; slot < cap; slot += 1) {
    const name = `${day}-${slot}`;
    if (taken.has(name)) continue;
    if (await kv.create(`ackday/${name}`, { day })) return true;
  }
  return false;
}

/** Forgets address records past their window and the slots of past days (the worker's hourly purge). */
export async function purgeAckLimits(kv: KeyValueStore, settings: AckSettings, now = Date.now()): Promise<number> {
  let removed = 0;
  const today = dayOf(now);
  for (const name of await kv.list("ackday/")) {
    if (name.startsWith(`${today}-`)) continue;
    await kv.remove(`ackday/${name}`);
    removed += 1;
  }
  for (const name of await kv.list("ackto/")) {
    const found = await kv.read<AddressRecord>(`ackto/${name}`).catch(() => undefined);
    if (found && now - Date.parse(found.value.at) < settings.perAddressHours * 3_600_000) continue;
    await kv.remove(`ackto/${name}`);
    removed += 1;
  }
  return removed;
}
