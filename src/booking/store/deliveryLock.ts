import { createHash } from "node:crypto";
import { mkdirSync, realpathSync, unlinkSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * One delivering process per data folder. The file store's compare-and-swap is exact within one
 * process only, so two servers on one DATA_DIR (a rolling restart, a second instance started by
 * mistake) would both claim and send the same request. Only the holder of this lock makes delivery
 * attempts (first attempts included); any other process on the folder still stores requests and
 * answers visitors, and the holder's worker delivers them.
 *
 * The lock is a listening Unix socket in Linux's abstract namespace, named after the folder's real
 * path: binding it is atomic, and the kernel releases it the instant its process ends, however it
 * ends (kill -9, a crash, an OOM kill), so a lock is never stale and never taken over from a live
 * process. Node has no flock(); a lock file with a pid would need a staleness rule, and a wrong one
 * lets a second process in. Elsewhere (macOS) a socket file stands in; a process that finds one
 * nobody answers on removes it (docs/requests.md says where two hosts share a folder).
 */
export interface DeliveryLock {
  readonly name: string;
  /** The data folder's real path. */
  readonly folder: string;
  release(): Promise<void>;
}

// By real path; `byGiven` spares the handler's hot path a mkdir and a realpath once the lock is ours.
const held = new Map<string, DeliveryLock>();
const byGiven = new Map<string, DeliveryLock>();

/** The lock for `dataDir` if this process has it or can take it now; undefined while another holds it. */
export async function deliveryLock(dataDir: string): Promise<DeliveryLock | undefined> {
  const known = byGiven.get(dataDir);
  if (known && held.has(known.folder)) return known;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const folder = realpathSync(dataDir);
  const existing = held.get(folder);
  if (existing) {
    byGiven.set(dataDir, existing);
    return existing;
  }
  const name = lockName(folder);
  const server = await listen(name);
  if (!server) return undefined;
  // Nobody has anything to say on it: a connection is only ever a probe.
  server.on("connection", (socket) => socket.destroy());
  server.unref();
  const lock: DeliveryLock = {
    name,
    folder,
    release: () =>
      new Promise<void>((resolve) => {
        if (held.get(folder) === lock) held.delete(folder);
        server.close(() => resolve());
      }),
  };
  held.set(folder, lock);
  byGiven.set(dataDir, lock);
  return lock;
}

/** Whether this process holds the folder's lock, taking it if it is free. */
export async function holdsDeliveryLock(dataDir: string): Promise<boolean> {
  return (await deliveryLock(dataDir)) !== undefined;
}

/** Lets the next process in (a stopping server, once its attempts are over). */
export async function releaseDeliveryLock(dataDir: string): Promise<void> {
  let folder: string;
  try {
    folder = realpathSync(dataDir);
  } catch {
    return;
  }
  await held.get(folder)?.release();
}

function lockName(folder: string): string {
  const hash = createHash("sha256").update(folder).digest("hex").slice(0, 32);
  if (process.platform === "linux") return `\0geneva-premium-mobility/delivery/${hash}`;
  return path.join(os.tmpdir(), `gpm-delivery-${hash}.sock`);
}

async function listen(name: string, retried = false): Promise<net.Server | undefined> {
  const server = net.createServer();
  const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    server.once("error", resolve);
    server.listen(name, () => resolve(undefined));
  });
  if (!error) return server;
  if (error.code !== "EADDRINUSE") throw error;
  if (name.startsWith("\0") || retried) return undefined;
  // A socket file: in use if someone answers, left over by a dead process otherwise.
  if (await answers(name)) return undefined;
  try {
    unlinkSync(name);
  } catch {
    return undefined;
  }
  return listen(name, true);
}

function answers(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(name);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
