import type { RateLimitSetting } from "../config";

/**
 * Fixed-window counter per client key, in this module: our server loads the function once per process.
 * On Netlify it is per warm function instance, so it is a brake on floods from one address, not an
 * exact quota.
 *
 * Memory is bounded without ever setting a client free: a window is dropped only once it has ended.
 * Dropping live ones (the oldest first, as before) handed a client at its limit a fresh quota as soon
 * as enough new addresses arrived, and one IPv6 /48 holds 65,536 of the /64 keys clientAddress makes.
 * So while the table is full of live windows, a key it does not hold is counted in one shared
 * overflow window instead: new addresses are slowed down, no tracked one is let off.
 */
interface Window {
  count: number;
  resetAt: number;
}

interface Store {
  windows: Map<string, Window>;
  overflow: Window | undefined;
  nextPruneAt: number;
  // No window ends before this (it only ever errs early): while the table is full, a sweep is worth
  // its cost only once some window may have ended.
  earliestResetAt: number;
}

export const MAX_TRACKED_CLIENTS = 10_000;
/**
 * The overflow window lets all untracked addresses together make `max × OVERFLOW_FACTOR` requests per
 * window. A full table means ten thousand addresses within one window: a flood, not visitors. The
 * factor still lets the few real visitors who arrive during it through, while capping what the flood
 * gets past the limit (each accepted request is an e-mail to the office) at a few dozen per window.
 */
export const OVERFLOW_FACTOR = 10;
const PRUNE_EVERY_MS = 60_000;

export type RateLimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

export function hitRateLimit(key: string, { max, windowSeconds }: RateLimitSetting, now = Date.now()): RateLimitResult {
  prune(store, now);
  const span = windowSeconds * 1000;
  let window = store.windows.get(key);
  if (window && window.resetAt <= now) Object.assign(window, { count: 0, resetAt: now + span });
  if (!window) {
    if (store.windows.size >= MAX_TRACKED_CLIENTS) {
      if (!store.overflow || store.overflow.resetAt <= now) store.overflow = { count: 0, resetAt: now + span };
      return take(store.overflow, max * OVERFLOW_FACTOR, now);
    }
    window = { count: 0, resetAt: now + span };
    store.windows.set(key, window);
    store.earliestResetAt = Math.min(store.earliestResetAt, window.resetAt);
  }
  return take(window, max, now);
}

/**
 * Gives back one hit of the key's current window, for a request that should not count against its
 * visitor. Never below zero, and nothing for a key without a live window: that includes a key that
 * was counted in the shared overflow window, which cannot tell whose hits it holds.
 */
export function releaseRateLimit(key: string, now = Date.now()): void {
  const window = store.windows.get(key);
  if (window && window.resetAt > now && window.count > 0) window.count -= 1;
}

/** Whether the key has used its window's quota, without counting a hit (a failure counts; a look does not). */
export function isRateLimited(key: string, { max }: RateLimitSetting, now = Date.now()): boolean {
  const window = store.windows.get(key);
  return window !== undefined && window.resetAt > now && window.count >= max;
}

export function trackedClients(): number {
  return store.windows.size;
}

export function resetRateLimits(): void {
  store.windows.clear();
  store.overflow = undefined;
  store.nextPruneAt = 0;
  store.earliestResetAt = Infinity;
}

function take(window: Window, limit: number, now: number): RateLimitResult {
  if (window.count >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  window.count += 1;
  return { allowed: true, remaining: limit - window.count };
}

// The process's windows: the function module is loaded once per process (our server, a warm Netlify instance).
const store: Store = { windows: new Map(), overflow: undefined, nextPruneAt: 0, earliestResetAt: Infinity };

// Ended windows only; a live one stays however full the table is.
function prune(store: Store, now: number): void {
  const full = store.windows.size >= MAX_TRACKED_CLIENTS;
  if (now < store.nextPruneAt && !(full && store.earliestResetAt <= now)) return;
  let earliest = Infinity;
  for (const [key, window] of store.windows) {
    if (window.resetAt <= now) store.windows.delete(key);
    else earliest = Math.min(earliest, window.resetAt);
  }
  store.earliestResetAt = earliest;
  store.nextPruneAt = now + PRUNE_EVERY_MS;
}
