/** What accepting a request needs around storing it: the Idempotency-Key and the worker's doorbell. */

export const INVALID_KEY = Symbol("invalid Idempotency-Key");

/**
 * The form sends a fresh UUID per submission and the same one when it retries that submission. A key
 * is optional (other clients may omit it); a malformed one is refused rather than silently ignored,
 * since a client that sends it counts on it.
 */
export function idempotencyKeyOf(header: string | string[] | undefined): string | undefined | typeof INVALID_KEY {
  if (header === undefined) return undefined;
  if (Array.isArray(header) || !/^[A-Za-z0-9_-]{8,128}$/.test(header)) return INVALID_KEY;
  return header;
}

/** A request just stored whose first attempt did not deliver it: pending until the worker's next count. */
export interface Arrival {
  id: string;
  /** Epoch ms. */
  receivedAt: number;
  acknowledgement: boolean;
}

/** Our server's worker (src/booking/store/worker.ts DeliveryWorker); on Netlify there is none and the scheduled function comes by every minute. */
export interface WorkerDoorbell {
  nudge(arrival?: Arrival): void;
}
