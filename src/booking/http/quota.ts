import type { ContactConfig } from "../config";
import { ANSWERED, type Answered, type Reply } from "./head";
import type { ResponseLike } from "./http";
import type { RateLimiter, RateLimitResult } from "./rateLimit";

/**
 * A request's place in its client's two limits (per connection address, never a header a client writes,
 * see clientAddress): a request without a solved challenge counts in today's strict CONTACT_RATE_LIMIT,
 * exactly as before; one with a solution gets that hit back once the solution is checked and counts in the
 * wider CONTACT_RATE_LIMIT_VERIFIED instead (a hotel's concierge sending ten guests' requests an hour).
 * Charged when the request's head arrives and before its body is read, so that uploads still under way
 * count and cannot pile up past a client's quota.
 */
export class RequestQuota {
  private readonly strict: RateLimitResult;
  private readonly wideKey: string;
  // The bucket this request was counted in, given back when the request turns out not to count.
  private counted: string;
  /** Let past the strict limit as a possible retry: until the body shows one, it may still get today's 429. */
  private asRetry = false;

  constructor(
    private readonly limits: RateLimiter,
    address: string,
    private readonly settings: ContactConfig,
    private readonly res: ResponseLike,
    private readonly reply: Reply,
  ) {
    this.strict = limits.hit(address, settings.rateLimit);
    this.counted = address;
    this.wideKey = `verified:${address}`;
  }

  /**
   * Past the strict limit a request is answered 429 from its head alone unless its head shows it may still
   * pass: a valid solution in the Altcha header (as the form sends it), or the Idempotency-Key of a request
   * already stored (`isRetry`: the form's retry after an answer it lost, given its hit back once
   * recognised). Either is charged in the wider limit. False once it has answered 429.
   */
  async admitHead(verified: boolean, isRetry: () => Promise<boolean>): Promise<boolean> {
    if (!this.strict.allowed && !verified && !(await isRetry())) return this.tooMany(this.strict.retryAfterSeconds);
    if ((verified || !this.strict.allowed) && !this.toWide()) return false;
    this.asRetry = !this.strict.allowed && !verified;
    return true;
  }

  /** A solution found in the body: the request moves to the wider limit. False once it has answered 429. */
  admitVerified(): boolean {
    return this.counted === this.wideKey || this.toWide();
  }

  /** Gives the request's hit back: it turned out not to count (our failure, a repeated submission, a replayed solution). */
  release(): void {
    this.limits.release(this.counted);
  }

  /**
   * A request let past the strict limit as a possible retry whose body shows none (broken, or its solution
   * refused) gives its hit in the wider limit back. True when it was one: today's 429 is its answer, where one is due.
   */
  notARetry(): boolean {
    if (this.asRetry) this.release();
    return this.asRetry;
  }

  /** Today's 429 of the strict limit, for a request let past it as a possible retry (answered: false). */
  refuseStrict(): Answered {
    if (!this.strict.allowed) this.tooMany(this.strict.retryAfterSeconds);
    return ANSWERED;
  }

  private toWide(): boolean {
    if (this.strict.allowed) this.limits.release(this.counted);
    this.counted = this.wideKey;
    const wide = this.limits.hit(this.wideKey, this.settings.rateLimitVerified);
    return wide.allowed || this.tooMany(wide.retryAfterSeconds);
  }

  /** Answers 429 with the limit's Retry-After; false, the request not admitted. */
  private tooMany(retryAfterSeconds: number): false {
    this.res.setHeader("Retry-After", String(retryAfterSeconds));
    const message = "Too many requests from this address. Please try again later.";
    this.reply(429, { error: "rate_limited", message, retryAfter: retryAfterSeconds });
    return false;
  }
}
