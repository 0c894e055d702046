import { StoreError, type KeyValueStore } from "../store/keyValue";
import type { Booking } from "./booking";
import { linkExpiry } from "./links";

/**
 * The booking records, `bookings/<id>` in the request store's key-value store (../store/store.ts): one
 * per accepted request, written beside it before the visitor's 200, then replaced by compare-and-set,
 * one version per transition. `messages` lists the ids of the transitions' messages that were committed:
 * the worker sends a stored message only once its booking lists it (RequestStore.messageMaySend).
 */
export interface StoredBooking extends Booking {
  messages: string[];
}

export interface BookingRead {
  booking: StoredBooking;
  /** The store's version of the document (compare-and-set), not the booking's own `version`. */
  etag: string;
}

const bookingKey = (id: string) => `bookings/${id}`;

export class BookingStore {
  constructor(readonly kv: KeyValueStore) {}

  /** The new booking of an accepted request; false when one is already there (the same submission again). */
  async create(booking: Booking): Promise<boolean> {
    return this.kv.create(bookingKey(booking.id), { ...booking, messages: [] } satisfies StoredBooking);
  }

  async read(id: string): Promise<BookingRead | undefined> {
    const found = await this.kv.read<StoredBooking>(bookingKey(id));
    if (!found || found.value.format !== 1) return undefined;
    return { booking: found.value, etag: found.version };
  }

  /**
   * Commits the booking's next version, if the document is still at `etag`: true when it was, false
   * when someone else changed it first (then nothing was written). `messages`: the ids it commits.
   */
  async commit(previous: BookingRead, next: Booking, messages: string[]): Promise<boolean> {
    if (next.version !== previous.booking.version + 1)
      throw new StoreError(`booking ${next.id}: version ${next.version} does not follow ${previous.booking.version}`);
    const document: StoredBooking = { ...next, messages: [...previous.booking.messages, ...messages] };
    return (await this.kv.update(bookingKey(next.id), document, previous.etag)) !== undefined;
  }

  /** A request refused after its booking was written (a failed or repeated store): nothing of it stays. */
  async remove(id: string): Promise<void> {
    await this.kv.remove(bookingKey(id));
  }
}

/**
 * Forgets the bookings nobody can open any more: the guest's link has expired (30 days after the service),
 * so the record's personal data has no use left. Run with the requests' hourly purge (../store/worker.ts).
 */
export async function purgeBookings(kv: KeyValueStore, now = new Date()): Promise<number> {
  let removed = 0;
  for (const id of await kv.list("bookings/")) {
    const found = await kv.read<StoredBooking>(`bookings/${id}`).catch(() => undefined);
    if (found && linkExpiry(found.value, "guest", now).getTime() > now.getTime()) continue;
    await kv.remove(`bookings/${id}`);
    removed += 1;
  }
  return removed;
}
