import type { RateLimitSetting } from "./config";

/**
 * Fixed-window counter per client key. State lives on globalThis because `gatsby serve` re-requires the
 * function bundle on every request (module-level state would start empty each time). On Netlify it is
 * per warm function instance, so it is a brake on floods from one address, not an exact quota.
 */
interface Window {
  count: number;
  resetAt: number;
}

interface Store {
  windows: Map<string, Window>;
  nextPruneAt: number;
}

/** Past this many tracked clients the oldest windows are dropped, so a flood of addresses cannot exhaust memory. */
export const MAX_TRACKED_CLIENTS = 10_000;
const STORE = Symbol.for("contact.rateLimit.store");

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export function hitRateLimit(key: string, { max, windowSeconds }: RateLimitSetting, now = Date.now()): RateLimitResult {
  const store = getStore();
  prune(store, now);
  let window = store.windows.get(key);
  if (!window || window.resetAt <= now) {
    store.windows.delete(key);
    window = { count: 0, resetAt: now + windowSeconds * 1000 };
    store.windows.set(key, window);
  }
  if (window.count >= max) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  }
  window.count += 1;
  return { allowed: true, remaining: max - window.count };
}

export function trackedClients(): number {
  return getStore().windows.size;
}

export function resetRateLimits(): void {
  const store = getStore();
  store.windows.clear();
  store.nextPruneAt = 0;
}

function getStore(): Store {
  const home = globalThis as unknown as Record<symbol, Store | undefined>;
  return (home[STORE] ??= { windows: new Map(), nextPruneAt: 0 });
}

function prune(store: Store, now: number): void {
  if (now >= store.nextPruneAt || store.windows.size > MAX_TRACKED_CLIENTS) {
    for (const [key, window] of store.windows) if (window.resetAt <= now) store.windows.delete(key);
    store.nextPruneAt = now + 60_000;
  }
  // Map iteration follows insertion order and expired windows are re-inserted, so the first keys are the oldest.
  for (const key of store.windows.keys()) {
    if (store.windows.size < MAX_TRACKED_CLIENTS) break;
    store.windows.delete(key);
  }
}
