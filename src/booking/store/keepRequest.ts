import type { Language } from "../../i18n/languages";
import { siteUrl } from "../../i18n/siteUrl";
import type { Booking } from "../bookings/booking";
import { BookingStore } from "../bookings/bookingStore";
import { guestLink, linkSecret, officeLinks } from "../bookings/links";
import { challengeSecret, recordSolution } from "../http/challengeServer";
import { DeliveryError } from "../mail/delivery";
import type { AckStatus, OfficeLinks } from "../mail/message";
import { composeAcknowledgement, composeOfficeMessage } from "../mail/requestMails";
import { quoteOf, type Quote } from "../request/quote";
import type { ContactRequest } from "../request/requestSchema";
import { releaseAcknowledgement, reserveAcknowledgement, type AckReservation } from "./ackLimits";
import type { StoreDesk } from "./desk";
import { StoreError, type KeyValueStore } from "./keyValue";
import { KeyConflictError, requestFingerprint, type Accepted, type RequestStore } from "./store";

/** A request that passed every check, to keep. */
export interface ValidRequest {
  id: string;
  reference: string;
  language: Language;
  request: ContactRequest;
  idempotencyKey: string | undefined;
  /** Its checked solution: recorded so that it serves once; where there is one, the visitor may get an acknowledgement. */
  verified: { signature: string; expiresAt: number } | undefined;
  /** The connection's address (../http/clientAddress.ts): one of the acknowledgement's caps is per network. */
  client: string;
}

/** What keeping a request came to; whatever is not "stored" has given back what it held (its booking, its acknowledgement's slots). */
export type Kept =
  | { kind: "stored"; store: RequestStore; acknowledgement: boolean }
  | { kind: "repeated"; id: string; reference: string }
  | { kind: "replayed" }
  | { kind: "keyConflict" }
  | { kind: "failed"; error: StoreError | DeliveryError };

/**
 * Stores the request before it is acknowledged: from here on it is delivered until it is delivered. With it,
 * the office's e-mail and the visitor's acknowledgement, composed now, and the booking it opens (../bookings/).
 */
export async function keepRequest(desk: StoreDesk, valid: ValidRequest): Promise<Kept> {
  const { id, reference, request } = valid;
  // The booking written with this request, removed again when the request is not kept.
  let bookingWritten: BookingStore | undefined;
  // The acknowledgement's slots this request holds: given back whenever it is not kept or its
  // acknowledgement is not sent after all, so that nothing is charged for it.
  const held = new HeldSlots(id);
  let store: RequestStore;
  let accepted: Accepted;
  let acknowledgementStored: boolean;
  try {
    store = desk.store();
    if (valid.verified && !(await recordSolution(store.kv, valid.verified.signature, valid.verified.expiresAt, id))) return { kind: "replayed" };
    const receivedAt = new Date();
    // Priced once, here: both e-mails quote it and it is stored with the request.
    const quote = priceOnce(id, request);
    const acknowledgement = await acknowledgementOf(desk, store, valid, receivedAt, held);
    const booking = openingBooking(valid, quote, receivedAt);
    const links = bookingLinks(desk, booking, receivedAt);
    const said = { reference, request, quote, receivedAt, config: desk.settings };
    // Accepted means kept: from here on, what fails to compose is left out or sent plain, never the request lost.
    const ack = acknowledgement === "sent" ? await composeAcknowledgement(id, { ...said, ...(links ? { statusLink: links.status } : {}) }) : undefined;
    if (ack === "not-composed") await held.giveBack();
    const raw = await composeOfficeMessage({
      id,
      ...said,
      acknowledgement: ack === "not-composed" ? ack : acknowledgement,
      ...(links ? { links: links.office } : {}),
    });
    // The booking record beside the request, before the 200 (../bookings/bookingStore.ts): what the
    // office's and the guest's links open. A repeated submission finds its own and writes none.
    const bookings = new BookingStore(store.kv);
    if (await bookings.create(booking)) bookingWritten = bookings;
    accepted = await store.accept({
      ...(ack && ack !== "not-composed" ? { ack } : {}),
      id,
      reference,
      envelope: { from: desk.settings.from, to: [desk.settings.to] },
      raw,
      idempotencyKey: valid.idempotencyKey,
      fingerprint: requestFingerprint(request),
      ...(quote ? { quote: quote.pricing } : {}),
      now: receivedAt,
    });
    acknowledgementStored = ack !== undefined && ack !== "not-composed";
  } catch (error) {
    await bookingWritten?.remove(id).catch(() => undefined);
    if (!(error instanceof KeyConflictError || error instanceof StoreError || error instanceof DeliveryError)) throw error;
    await held.giveBack();
    return error instanceof KeyConflictError ? { kind: "keyConflict" } : { kind: "failed", error };
  }
  if (accepted.repeated) {
    // The same submission again (the form retries after a lost answer): same reference, nothing new.
    await held.giveBack();
    return { kind: "repeated", id: accepted.id, reference: accepted.reference };
  }
  return { kind: "stored", store, acknowledgement: acknowledgementStored };
}

/** The acknowledgement's slots a request holds in the caps (./ackLimits.ts), given back at most once. */
class HeldSlots {
  private held: { kv: KeyValueStore; reservation: AckReservation } | undefined;

  constructor(private readonly id: string) {}

  hold(kv: KeyValueStore, reservation: AckReservation): void {
    this.held = { kv, reservation };
  }

  async giveBack(): Promise<void> {
    if (!this.held) return;
    const { kv, reservation } = this.held;
    this.held = undefined;
    await releaseAcknowledgement(kv, reservation.slots).catch((error: unknown) => {
      if (!(error instanceof StoreError)) throw error;
      // The store already failed this request; the slots lapse with the day.
      console.error(`[contact] ${this.id}: the acknowledgement's slots could not be given back: ${error.message}`);
    });
  }
}

/**
 * Whether the visitor gets an acknowledgement. The caps are asked only for a request that is new (a repeated
 * submission keeps its first answer), per mailbox and per network of the connection's address,
 * fingerprinted with the challenge's secret; the slots it takes are `held`.
 */
async function acknowledgementOf(desk: StoreDesk, store: RequestStore, valid: ValidRequest, receivedAt: Date, held: HeldSlots): Promise<AckStatus> {
  const secret = valid.verified ? challengeSecret(desk.settings, desk.serverless).secret : undefined;
  if (!secret) return "no-challenge";
  if (valid.idempotencyKey && (await store.read(valid.id))) return "sent";
  const requester = { email: valid.request.email, client: valid.client };
  const reservation = await reserveAcknowledgement(store.kv, requester, secret, valid.id, desk.settings.ack, receivedAt.getTime());
  held.hold(store.kv, reservation);
  return reservation.verdict;
}

/** The booking a request opens (../bookings/): received, in the visitor's language, with its quote. */
function openingBooking({ id, reference, language, request }: ValidRequest, quote: Quote | undefined, receivedAt: Date): Booking {
  return {
    format: 1,
    id,
    reference,
    language,
    request,
    ...(quote ? { quote } : {}),
    status: "received",
    version: 1,
    history: [{ at: receivedAt.toISOString(), status: "received", by: "guest" }],
  };
}

/**
 * The booking's links: the office's three actions and the guest's status page, signed where a secret can
 * sign them (none on Netlify without BOOKING_LINK_SECRET: the e-mails then simply carry no link).
 */
function bookingLinks(desk: StoreDesk, booking: Booking, receivedAt: Date): { office: OfficeLinks; status: string } | undefined {
  const signer = linkSecret(desk.settings, desk.serverless);
  if (signer.problem) console.warn(`[contact] ${signer.problem}`);
  if (!signer.secret) return undefined;
  return { office: officeLinks(signer.secret, booking, siteUrl, receivedAt), status: guestLink(signer.secret, booking, siteUrl, receivedAt) };
}

/**
 * The request's quote (../request/quote.ts), computed once for everything said of it; none when it cannot
 * be computed: the request is kept all the same, its office's e-mail sent plain, with no acknowledgement.
 */
function priceOnce(id: string, request: ContactRequest): Quote | undefined {
  try {
    return quoteOf(request);
  } catch (error) {
    console.error(`[contact] ${id}: the request could not be priced:`, error);
    return undefined;
  }
}
