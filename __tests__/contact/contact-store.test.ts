/** @jest-environment node */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { purgeAckLimits, reserveAcknowledgement, type AckRequester, type CapVerdict } from "../../src/booking/store/ackLimits";
import { BlobStore } from "../../src/deploy/blobStore";
import { FileStore } from "../../src/booking/store/fileStore";
import { StoreError, type KeyValueStore } from "../../src/booking/store/keyValue";
import { KeyConflictError, RequestStore, requestIdForKey, type Claim } from "../../src/booking/store/store";
import { retryDelay } from "../../src/booking/store/worker";
import { startLocalBlobs, type LocalBlobs } from "../support/blobsServer";

let dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
  dirs = [];
});

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

let blobSite = 0;
const homes: Array<[string, () => KeyValueStore]> = [
  ["a folder of files (our server)", () => new FileStore(tempDir("requests-"))],
  // A real Blobs server on 127.0.0.1 (the one netlify-cli runs locally), a new site for each test.
  ["Netlify Blobs", () => new BlobStore({ siteID: `site-${(blobSite += 1)}`, token: blobs.token, edgeURL: blobs.edgeURL, uncachedEdgeURL: blobs.edgeURL })],
];

describe.each(homes)("the key-value store in %s", (_name, open) => {
  test("create never overwrites: the second write of a key is refused and the first document stays", async () => {
    const kv = open();
    expect(await kv.create("requests/a", { n: 1 })).toBe(true);
    expect(await kv.create("requests/a", { n: 2 })).toBe(false);
    expect((await kv.read("requests/a"))?.value).toEqual({ n: 1 });
  });

  test("update is a compare-and-swap on the version read", async () => {
    const kv = open();
    await kv.create("requests/a", { n: 1 });
    const first = await kv.read("requests/a");
    // The local Blobs server's ETag is the file's mtime in milliseconds (Netlify's own is not): two
    // writes within one millisecond would look alike to it.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await kv.update("requests/a", { n: 2 }, first!.version);
    expect(second).toEqual(expect.any(String));
    // Someone else's write came in between: refused, nothing changed.
    expect(await kv.update("requests/a", { n: 3 }, first!.version)).toBeUndefined();
    expect((await kv.read("requests/a"))?.value).toEqual({ n: 2 });
    expect(await kv.update("requests/missing", { n: 1 }, first!.version)).toBeUndefined();
  });

  test("lists a prefix and removes keys (a missing one too)", async () => {
    const kv = open();
    await kv.create("pending/x", {});
    await kv.create("pending/y", {});
    await kv.create("dead/z", {});
    expect((await kv.list("pending/")).sort()).toEqual(["x", "y"]);
    await kv.remove("pending/x");
    await kv.remove("pending/nothing");
    expect(await kv.list("pending/")).toEqual(["y"]);
    expect(await kv.read("pending/x")).toBeUndefined();
  });
});

describe("the file store", () => {
  test("leaves whole files only, readable by the server's user alone", async () => {
    const dir = tempDir("requests-");
    const kv = new FileStore(dir);
    await kv.create("requests/a", { n: 1 });
    const version = (await kv.read("requests/a"))!.version;
    await kv.update("requests/a", { n: 2 }, version);
    expect(readdirSync(path.join(dir, "requests"))).toEqual(["a.json"]);
    expect(statSync(path.join(dir, "requests", "a.json")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, "requests")).mode & 0o777).toBe(0o700);
  });

  test("a folder that cannot be written fails with StoreError and leaves nothing", async () => {
    const dir = tempDir("requests-");
    writeFileSync(path.join(dir, "requests"), "a file where the folder should be");
    const kv = new FileStore(dir);
    await expect(kv.create("requests/a", { n: 1 })).rejects.toBeInstanceOf(StoreError);
    expect(readdirSync(dir)).toEqual(["requests"]);
  });

  test("refuses keys that could leave its folder", async () => {
    const kv = new FileStore(tempDir("requests-"));
    await expect(kv.create("requests/../../etc", {})).rejects.toThrow(/invalid store key/);
    await expect(kv.read("../x")).rejects.toThrow(/invalid store key/);
  });
});

const envelope = { from: "website@company.test", to: ["office@company.test"] };
/** A request as the function stores it; under a key its id comes from the key, as the function's does. */
const newRequest = (given: string, extra: { idempotencyKey?: string; now?: Date; fingerprint?: string } = {}) => {
  const id = extra.idempotencyKey ? requestIdForKey(extra.idempotencyKey) : given;
  return {
    id,
    reference: `GPM-${given.slice(-6).toUpperCase()}`,
    envelope,
    raw: Buffer.from(`Message-ID: <${id}@company.test>\r\n\r\nbody\r\n`),
    now: extra.now ?? new Date(),
    idempotencyKey: extra.idempotencyKey,
    fingerprint: extra.fingerprint ?? (extra.idempotencyKey ? "the same request" : undefined),
  };
};
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe.each(homes)("stored requests in %s", (_name, open) => {
  test("the same Idempotency-Key gives the first request's reference and stores nothing new", async () => {
    const store = new RequestStore(open());
    const id = requestIdForKey("key-0001-abcdef");
    const first = await store.accept(newRequest(uuid(1), { idempotencyKey: "key-0001-abcdef" }));
    const again = await store.accept(newRequest(uuid(2), { idempotencyKey: "key-0001-abcdef" }));
    expect(first).toEqual({ repeated: false, id, reference: newRequest(uuid(1)).reference });
    expect(again).toEqual({ repeated: true, id, reference: first.reference });
    expect((await store.all()).map((record) => record.id)).toEqual([id]);
    expect((await store.pending(new Date())).map((record) => record.id)).toEqual([id]);
    // Another key is another request.
    expect((await store.accept(newRequest(uuid(3), { idempotencyKey: "key-0002-abcdef" }))).repeated).toBe(false);
  });

  test("the same Idempotency-Key with another request is refused, naming the key; the first request stays as it was", async () => {
    const store = new RequestStore(open());
    const first = await store.accept(newRequest(uuid(1), { idempotencyKey: "key-0003-abcdef", fingerprint: "a" }));
    await expect(store.accept(newRequest(uuid(2), { idempotencyKey: "key-0003-abcdef", fingerprint: "b" }))).rejects.toThrow(
      new KeyConflictError("key-0003-abcdef"),
    );
    expect((await store.all()).map((record) => [record.id, record.reference, record.fingerprint])).toEqual([[first.id, first.reference, "a"]]);
  });

  test("only one of two workers gets an attempt, and a failure schedules the next one", async () => {
    const store = new RequestStore(open());
    const now = new Date();
    await store.accept(newRequest(uuid(1), { now }));
    const claim = await store.claim(uuid(1), now, 30_000);
    expect(claim?.record.attempts).toBe(1);
    expect(await store.claim(uuid(1), now, 30_000)).toBeUndefined();
    expect(await store.due(now)).toEqual([]);

    const next = new Date(now.getTime() + 60_000);
    await store.failed(claim!, "ECONNREFUSED", next, false, now);
    const [pending] = await store.pending(now);
    expect(pending).toMatchObject({ state: "pending", attempts: 1, lastError: "ECONNREFUSED", nextAttemptAt: next.toISOString() });
    expect(pending.leaseUntil).toBeUndefined();
    expect(await store.due(now)).toEqual([]);
    expect((await store.due(next)).map((record) => record.id)).toEqual([uuid(1)]);
  });

  test("delivered leaves the pending list; dead is kept, listed, and comes back on retry", async () => {
    const store = new RequestStore(open());
    const now = new Date();
    await store.accept(newRequest(uuid(1), { now }));
    await store.accept(newRequest(uuid(2), { now }));
    await store.delivered((await store.claim(uuid(1), now, 30_000))!, now);
    await store.failed((await store.claim(uuid(2), now, 30_000))!, "451 busy", now, true, now);

    expect(await store.pending(now)).toEqual([]);
    expect((await store.dead()).map((record) => record.id)).toEqual([uuid(2)]);
    expect(await store.deadCount()).toBe(1);

    await store.retry(uuid(2), now);
    expect(await store.dead()).toEqual([]);
    expect((await store.due(now)).map((record) => record.id)).toEqual([uuid(2)]);
    expect((await store.find(newRequest(uuid(2)).reference))?.id).toBe(uuid(2));
  });

  /**
   * Runs `change` on a store whose write number `at` is preceded by the worker's count (pending, then
   * dead: what /healthz reads) or replaced by the process's end; whether it completed, and how many writes it made.
   */
  const interleaved = async (kv: KeyValueStore, at: number, event: "count" | "crash", change: (store: RequestStore) => Promise<unknown>) => {
    const store = new RequestStore(kv);
    const crash = new Error("the process ended here");
    let done = 0;
    const proxy = new Proxy(kv, {
      get(target, name, receiver) {
        const original = Reflect.get(target, name, receiver) as unknown;
        if (!["create", "update", "remove"].includes(String(name)) || typeof original !== "function") return original;
        return async (...args: unknown[]) => {
          if (done === at && event === "crash") throw crash;
          if (done === at) {
            await store.pending(new Date());
            await store.dead();
          }
          done += 1;
          return (original as (...given: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    const completed = await change(new RequestStore(proxy)).then(
      () => true,
      (error) => (error === crash ? false : Promise.reject(error)),
    );
    return { completed, writes: done };
  };
  /** The next pass's count (after a crash, the start's recover first): which list has the request, and its state. */
  const counted = async (store: RequestStore, recovered: boolean) => {
    if (recovered) await store.recover({ clearLeases: true });
    const pending = (await store.pending(new Date())).map((record) => record.id);
    const dead = (await store.dead()).map((record) => record.id);
    return { state: (await store.read(uuid(1)))?.value.state, pending, dead, deadCount: await store.deadCount() };
  };
  const inPending = { state: "pending", pending: [uuid(1)], dead: [], deadCount: 0 };
  const inDead = { state: "dead", pending: [], dead: [uuid(1)], deadCount: 1 };

  // CI once logged a request DEAD while /healthz counted it neither dead nor pending for minutes: the
  // worker's count read the dead marker before the request said dead, and removed it as stale. The same
  // race the other way: a count between the operator's retry's writes took its pending marker away, and
  // the retried request waited unseen until the hourly recovery.
  test.each([
    {
      change: "an attempt's death",
      before: async () => {},
      run: (store: RequestStore, claim: Claim, now: Date) => store.failed(claim, "550 mailbox unavailable", now, true, now),
      from: inPending,
      done: inDead,
    },
    {
      change: "the operator's retry",
      before: (store: RequestStore, claim: Claim, now: Date) => store.failed(claim, "550 mailbox unavailable", now, true, now),
      run: (store: RequestStore, _claim: Claim, now: Date) => store.retry(uuid(1), now),
      from: inDead,
      done: inPending,
    },
  ])("a count taken between any two writes of $change still finds it in its list, and so does one after a crash there", async ({ before, run, from, done }) => {
    for (let at = 0; at <= 3; at += 1) {
      for (const event of ["count", "crash"] as const) {
        const kv = open();
        const store = new RequestStore(kv);
        const now = new Date();
        await store.accept(newRequest(uuid(1), { now }));
        const claim = (await store.claim(uuid(1), now, 30_000))!;
        await before(store, claim, now);
        const { completed, writes } = await interleaved(kv, at, event, (changing) => run(changing, claim, now));
        expect({ at, event, completed, writes }).toEqual({ at, event, completed: event === "count" || at === 3, writes: completed ? 3 : at });
        const after = await counted(store, !completed);
        // In the new list once the request says so; if the crash came first, still in the old one.
        expect({ at, event, ...after }).toEqual({ at, event, ...(after.state === done.state || completed ? done : from) });
      }
    }
  });

  test("recover gives a pending request back the marker a crash while storing left out", async () => {
    const kv = open();
    const store = new RequestStore(kv);
    await store.accept(newRequest(uuid(1)));
    await store.accept(newRequest(uuid(2)));
    await kv.remove(`pending/${uuid(2)}`);
    expect((await store.pending(new Date())).map((record) => record.id)).toEqual([uuid(1)]);
    expect(await store.recover()).toBe(1);
    expect((await store.pending(new Date())).map((record) => record.id).sort()).toEqual([uuid(1), uuid(2)]);
    expect(await store.recover()).toBe(0);
  });

  test("at a server's start, a lease left by the process that died is dropped, so its request is due at once", async () => {
    const store = new RequestStore(open());
    const now = new Date();
    await store.accept(newRequest(uuid(1), { now }));
    await store.claim(uuid(1), now, 60_000);
    expect(await store.due(now)).toEqual([]);
    await store.recover();
    expect(await store.due(now)).toEqual([]);
    await store.recover({ clearLeases: true });
    expect((await store.due(now)).map((record) => record.id)).toEqual([uuid(1)]);
  });

  test("purges delivered requests past the retention period, never pending or dead ones", async () => {
    const store = new RequestStore(open());
    const long = new Date(Date.now() - 40 * 86_400_000);
    for (const n of [1, 2, 3, 4]) await store.accept(newRequest(uuid(n), { now: long }));
    await store.delivered((await store.claim(uuid(1), long, 30_000))!, long);
    await store.delivered((await store.claim(uuid(2), new Date(), 30_000))!, new Date());
    await store.failed((await store.claim(uuid(3), long, 30_000))!, "gone", long, true, long);

    expect(await store.purge(new Date(), 30 * 86_400_000)).toBe(1);
    expect((await store.all()).map((record) => `${record.id.slice(-1)}:${record.state}`)).toEqual(["2:delivered", "3:dead", "4:pending"]);
    expect((await store.pending(new Date())).map((record) => record.receivedAt)).toEqual([long.toISOString()]);
  });
});

// The file store only: netlify-cli's local Blobs server checks `onlyIfNew` and then writes, so two
// writes at the same moment both pass there (Netlify's own service makes the check and the write one).
test("two submissions under one key at the same moment: one is stored, all are told its reference", async () => {
  const store = new RequestStore(new FileStore(tempDir("requests-")));
  const answers = await Promise.all([1, 2, 3, 4].map((n) => store.accept(newRequest(uuid(n), { idempotencyKey: "key-0004-abcdef" }))));
  expect(answers.filter((answer) => !answer.repeated)).toHaveLength(1);
  expect(new Set(answers.map((answer) => answer.reference)).size).toBe(1);
  expect(await store.all()).toHaveLength(1);
  expect(await store.pending(new Date())).toHaveLength(1);
});

describe("a store that fails", () => {
  test("nothing of a refused request is left behind, and its Idempotency-Key is free again", async () => {
    const dir = tempDir("requests-");
    const kv = new FileStore(dir);
    const store = new RequestStore(kv);
    const create = jest.spyOn(kv, "create").mockImplementation(async (key, value) => {
      if (key.startsWith("requests/")) throw new StoreError("ENOSPC no space left on device");
      return FileStore.prototype.create.call(kv, key, value);
    });
    await expect(store.accept(newRequest(uuid(1), { idempotencyKey: "key-0001-abcdef" }))).rejects.toThrow(/ENOSPC/);
    expect(await kv.list("pending/")).toEqual([]);
    expect(await kv.list("requests/")).toEqual([]);
    create.mockRestore();
    expect((await store.accept(newRequest(uuid(2), { idempotencyKey: "key-0001-abcdef" }))).repeated).toBe(false);
  });

  test("the marker failing while the request was written: the request goes too (the visitor is told 502)", async () => {
    const kv = new FileStore(tempDir("requests-"));
    const store = new RequestStore(kv);
    const create = jest.spyOn(kv, "create").mockImplementation(async (key, value) => {
      if (key.startsWith("pending/")) throw new StoreError("EIO input/output error");
      return FileStore.prototype.create.call(kv, key, value);
    });
    await expect(store.accept(newRequest(uuid(1)))).rejects.toThrow(/EIO/);
    create.mockRestore();
    expect(await kv.list("requests/")).toEqual([]);
    expect(await store.recover()).toBe(0);
  });
});

describe("retryDelay", () => {
  test("doubles from the base, with jitter within the upper half, capped at 120 × base and one hour", () => {
    expect(retryDelay(1, 1000, () => 0)).toBe(500);
    expect(retryDelay(1, 1000, () => 1)).toBe(1000);
    expect(retryDelay(4, 1000, () => 1)).toBe(8000);
    expect(retryDelay(20, 1000, () => 1)).toBe(120_000);
    expect(retryDelay(20, 30_000, () => 1)).toBe(3_600_000);
    const spread = new Set(Array.from({ length: 50 }, () => retryDelay(3, 1000)));
    expect(spread.size).toBeGreaterThan(10);
    for (const delay of spread) expect(delay).toBeGreaterThanOrEqual(2000);
  });
});

describe.each(homes)("the acknowledgement's caps in %s", (name, open) => {
  // The folder's creates are atomic, so its burst is sent at once. The local Blobs server (netlify-cli's)
  // checks `onlyIfNew` and writes in two steps, so concurrent creates of one key can all succeed there
  // (Netlify's own write is conditional): its burst is sent in turn, which still proves every cap's count.
  const together = name.startsWith("a folder");
  const caps = { perAddressDaily: 3, perNetworkDaily: 4, dailyCap: 12 };
  const secret = "a-test-secret-of-at-least-32-characters";
  const now = Date.parse("2030-11-20T10:00:00Z");
  const tally = (verdicts: CapVerdict[]) =>
    verdicts.reduce<Record<string, number>>((counts, verdict) => ({ ...counts, [verdict]: (counts[verdict] ?? 0) + 1 }), {});

  test("per mailbox, per IPv4 /24 and IPv6 /48, per site, each under a burst; a request one refuses gives back what it took; the purge forgets past days", async () => {
    const kv = open();
    let id = 0;
    const reserve = async (requester: AckRequester, at: number) =>
      (await reserveAcknowledgement(kv, requester, secret, `request-${(id += 1)}`, caps, at)).verdict;
    const burst = async (requesters: AckRequester[], at = now) => {
      if (together) return Promise.all(requesters.map((requester) => reserve(requester, at)));
      const verdicts: CapVerdict[] = [];
      for (const requester of requesters) verdicts.push(await reserve(requester, at));
      return verdicts;
    };
    // One mailbox spelled four ways, from four networks.
    const mailbox = await burst(["anna@x.ch", "Anna+1@x.ch", "anna+2@X.CH", "ANNA+3@x.ch"].map((email, index) => ({ email, client: `10.0.${index}.1` })));
    expect(tally(mailbox)).toEqual({ sent: 3, address: 1 });
    // Six machines of one /24, then six /64s of one /48, each to mailboxes of their own.
    expect(tally(await burst(Array.from({ length: 6 }, (_, index) => ({ email: `v4-${index}@x.ch`, client: `192.0.2.${index + 1}` }))))).toEqual({
      sent: 4,
      network: 2,
    });
    expect(tally(await burst(Array.from({ length: 6 }, (_, index) => ({ email: `v6-${index}@x.ch`, client: `2001:db8:1:${index + 1}::/64` }))))).toEqual({
      sent: 4,
      network: 2,
    });
    // The site's twelfth, then its cap.
    expect(tally(await burst([1, 2, 3].map((network) => ({ email: `late-${network}@x.ch`, client: `198.51.${network}.1` }))))).toEqual({
      sent: 1,
      "daily-cap": 2,
    });
    // Only what was sent holds a slot of each kind.
    for (const prefix of ["ackaddr/", "acknet/", "ackday/"]) expect([prefix, (await kv.list(prefix)).length]).toEqual([prefix, 12]);
    // The next day in Geneva: the mailbox's allowance again; the purge forgets the day before, not today.
    const tomorrow = now + 86_400_000;
    expect(await burst([{ email: "anna@x.ch", client: "10.0.0.1" }], tomorrow)).toEqual(["sent"]);
    // A record of the earlier per-address window (`ackto/`) goes too.
    await kv.create("ackto/0123456789abcdef", { at: new Date(now).toISOString(), request: "earlier" });
    expect(await purgeAckLimits(kv, tomorrow)).toBe(37);
    expect(await kv.list("ackto/")).toEqual([]);
    for (const prefix of ["ackaddr/", "acknet/", "ackday/"]) expect([prefix, (await kv.list(prefix)).length]).toEqual([prefix, 1]);
  });
});
