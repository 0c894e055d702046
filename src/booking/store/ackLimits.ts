import { createHmac } from "node:crypto";
import type { AckSettings } from "../config";
import { SERVICE_TIME_ZONE } from "../request/payload";
import type { KeyValueStore } from "./keyValue";

/**
 * The acknowledgement's three caps, all per calendar day in Geneva, kept in the request store so that
 * they hold across instances and restarts (our folder and Netlify Blobs alike), each made of slots
 * taken by atomic creates, so a burst cannot slip past a read-then-write:
 * - `ackaddr/<day>-<fingerprint of the mailbox>-<n>`, n < ACK_ADDRESS_DAILY_CAP: a guest's second and
 *   third trip of the day are acknowledged, a loop aimed at one mailbox is not;
 * - `acknet/<day>-<fingerprint of the client's network>-<n>`, n < ACK_NETWORK_DAILY_CAP: one machine (or
 *   its neighbours: an IPv4 /24, an IPv6 /48) cannot spend the site's day on addresses of its choosing;
 * - `ackday/<day>-<n>`, n < ACK_DAILY_CAP: the whole site.
 * They are taken in that order; a request that misses one gives back those it took, and so does one that
 * is not kept or whose acknowledgement cannot be composed (releaseAcknowledgement). Skipping only skips
 * the acknowledgement: the request is stored and delivered to the office all the same.
 *
 * Fingerprints are keyed (HMAC-SHA-256 with the server's secret, the challenge's: without one no
 * acknowledgement is ever sent), so the store holds no address and no list of hashes anyone could
 * test guessed addresses against.
 */

export type CapVerdict = "sent" | "address" | "network" | "daily-cap";

export interface AckRequester {
  /** The address the visitor gave (validated). */
  email: string;
  /** The client address the rate limit uses (../http/clientAddress.ts): an IPv4 address, an IPv6 /64, or "unknown". */
  client: string;
}

/**
 * One mailbox, however it is spelled: lower case, without the `+tag` of a subaddress (at every
 * provider: a tag is how one mailbox takes many names), and for Gmail (gmail.com, googlemail.com: one
 * provider, one set of mailboxes) without the dots of the local part, which Gmail ignores. Other
 * providers' dots are kept: at most of them `j.doe` and `jdoe` are two people.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at).split("+")[0];
  let domain = address.slice(at + 1);
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") local = local.replace(/\./g, "");
  return `${local}@${domain}`;
}

/**
 * The network a client belongs to for the cap: its IPv4 /24, or the /48 of its IPv6 /64 (a site's
 * allocation: one customer usually holds a /48 or a /56 and picks addresses in it at will).
 */
export function networkOf(client: string): string {
  const v4 = /^(\d+\.\d+\.\d+)\.\d+$/.exec(client);
  if (v4) return `${v4[1]}.0/24`;
  if (client.includes(":")) return `${client.split("::")[0].split(":").slice(0, 3).join(":")}::/48`;
  return client;
}

const fingerprint = (secret: string, kind: string, value: string) => createHmac("sha256", secret).update(`ack-${kind}:${value}`).digest("hex").slice(0, 32);

const DAY = new Intl.DateTimeFormat("en-CA", { timeZone: SERVICE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const dayOf = (now: number) => DAY.format(new Date(now)).replace(/-/g, "");

type Cap = { verdict: Exclude<CapVerdict, "sent">; prefix: string; stem: string; cap: number };

/** The requester's three caps on the Geneva day of `now`, in the order they are taken. */
function capsOf(requester: AckRequester, secret: string, settings: AckSettings, now: number): Cap[] {
  const day = dayOf(now);
  return [
    { verdict: "address", prefix: "ackaddr/", stem: `${day}-${fingerprint(secret, "address", mailboxOf(requester.email))}`, cap: settings.perAddressDaily },
    { verdict: "network", prefix: "acknet/", stem: `${day}-${fingerprint(secret, "network", networkOf(requester.client))}`, cap: settings.perNetworkDaily },
    { verdict: "daily-cap", prefix: "ackday/", stem: day, cap: settings.dailyCap },
  ];
}

/** The verdict, and the slots it holds when "sent" (none otherwise): what releaseAcknowledgement gives back. */
export interface AckReservation {
  verdict: CapVerdict;
  slots: string[];
}

/** Takes a slot of the mailbox, of the network, then of the site for today; gives back what it took when one is full. */
export async function reserveAcknowledgement(
  kv: KeyValueStore,
  requester: AckRequester,
  secret: string,
  requestId: string,
  settings: AckSettings,
  now = Date.now(),
): Promise<AckReservation> {
  if (settings.dailyCap === 0) return { verdict: "daily-cap", slots: [] };
  const taken: string[] = [];
  for (const { verdict, prefix, stem, cap } of capsOf(requester, secret, settings, now)) {
    const key = await takeSlot(kv, prefix, stem, cap, requestId);
    if (key) {
      taken.push(key);
      continue;
    }
    // Nothing was sent after all: the mailbox and the network keep the turns this request held.
    await releaseAcknowledgement(kv, taken);
    return { verdict, slots: [] };
  }
  return { verdict: "sent", slots: taken };
}

/**
 * Gives back a reservation's slots when its acknowledgement is not sent after all: a cap further on was
 * full, the request was not kept (the store failed, another submission under its Idempotency-Key won),
 * or the acknowledgement could not be composed. Exactly the slots this reservation took (two concurrent
 * submissions under one key share a request id, not their slots).
 */
export async function releaseAcknowledgement(kv: KeyValueStore, slots: readonly string[]): Promise<void> {
  for (const slot of slots) await kv.remove(slot);
}

/** The first free slot `<stem>-<n>` under `prefix`, n < cap, taken by an atomic create; undefined when all are. */
async function takeSlot(kv: KeyValueStore, prefix: string, stem: string, cap: number, requestId: string): Promise<string | undefined> {
  const taken = new Set((await kv.list(prefix)).filter((name) => name.startsWith(`${stem}-`)));
  for (let slot = 0; slot < cap; slot += 1) {
    const name = `${stem}-${slot}`;
    if (taken.has(name)) continue;
    if (await kv.create(`${prefix}${name}`, { request: requestId })) return `${prefix}${name}`;
  }
  return undefined;
}

/** Forgets the slots of past days, and the records of the earlier per-address window (`ackto/`), in the worker's hourly purge. */
export async function purgeAckLimits(kv: KeyValueStore, now = Date.now()): Promise<number> {
  let removed = 0;
  const today = dayOf(now);
  for (const prefix of ["ackaddr/", "acknet/", "ackday/", "ackto/"]) {
    for (const name of await kv.list(prefix)) {
      if (prefix !== "ackto/" && name.startsWith(`${today}-`)) continue;
      await kv.remove(`${prefix}${name}`);
      removed += 1;
    }
  }
  return removed;
}
