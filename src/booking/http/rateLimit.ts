import type { RateLimitSetting } from "../config";

/**
 * Fixed-window counters per client key, in an instance each adapter makes and keeps for its process (our
 * server's one, src/booking/http/selfHosted.ts; the Gatsby function's, src/deploy/gatsbyFunction.ts). On
 * Netlify it is per warm function instance, so it is a brake on floods from one address, not an exact quota.
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

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  private overflow: Window | undefined;
  private nextPruneAt = 0;
  // No window ends before this (it only ever errs early): while the table is full, a sweep is worth
  // its cost only once some window may have ended.
  private earliestResetAt = Infinity;

  hit(key: string, { max, windowSeconds }: RateLimitSetting, now = Date.now()): RateLimitResult {
    this.prune(now);
    const span = windowSeconds * 1000;
    let window = this.windows.get(key);
    if (window && window.resetAt <= now) Object.assign(window, { count: 0, resetAt: now + span });
    if (!window) {
      if (this.windows.size >= MAX_TRACKED_CLIENTS) {
        if (!this.overflow || this.overflow.resetAt <= now) this.overflow = { count: 0, resetAt: now + span };
        return take(this.overflow, max * OVERFLOW_FACTOR, now);
      }
      window = { count: 0, resetAt: now + span };
      this.windows.set(key, window);
      this.earliestResetAt = Math.min(this.earliestResetAt, window.resetAt);
    }
    return take(window, max, now);
  }

  /**
   * Gives back one hit of the key's current window, for a request that should not count against its
   * visitor. Never below zero, and nothing for a key without a live window: that includes a key that
   * was counted in the shared overflow window, which cannot tell whose hits it holds.
   */
  release(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (window && window.resetAt > now && window.count > 0) window.count -= 1;
  }

  /** Whether the key has used its window's quota, without counting a hit (a failure counts; a look does not). */
  isLimited(key: string, { max }: RateLimitSetting, now = Date.now()): boolean {
    const window = this.windows.get(key);
    return window !== undefined && window.resetAt > now && window.count >= max;
  }

  /** How many keys have a window of their own. */
  get tracked(): number {
    return this.windows.size;
  }

  // Ended windows only; a live one stays however full the table is.
  private prune(now: number): void {
    const full = this.windows.size >= MAX_TRACKED_CLIENTS;
    if (now < this.nextPruneAt && !(full && this.earliestResetAt <= now)) return;
    let earliest = Infinity;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
      else earliest = Math.min(earliest, window.resetAt);
    }
    this.earliestResetAt = earliest;
    this.nextPruneAt = now + PRUNE_EVERY_MS;
  }
}

function take(window: Window, limit: number, now: number): RateLimitResult {
  if (window.count >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now) / 1000)) };
  window.count += 1;
  return { allowed: true, remaining: limit - window.count };
}
