import { randomUUID } from "node:crypto";
import type { SendMailOptions } from "nodemailer";
import { siteUrl } from "../../i18n/siteUrl";
import type { ContactConfig } from "../config";
import { buildConfirmation, buildDecline, buildOfficeNotice, buildProposal, type GuestLinks } from "../mail/bookingMessages";
import { composeForDelivery } from "../mail/delivery";
import { deliverFirst, type StoreDesk } from "../store/desk";
import type { Booking } from "./booking";
import { BookingStore, type BookingRead } from "./bookingStore";
import { guestLink, shortId } from "./links";
import { transition, type Action, type MessagePlan, type Refusal } from "./transitions";

/** What a platform hands the booking's decisions: its store and the process's attempts (../store/desk.ts). */
export type BookingDesk = StoreDesk;

export type Decision = { ok: true; booking: Booking } | ({ ok: false; booking: Booking } & Refusal) | { ok: false; refusal: "missing" };

/** The guest's links of a booking: the status page, where a proposal is also accepted or refused. */
export function guestLinks(secret: string, booking: Booking, now = new Date()): GuestLinks {
  const status = guestLink(secret, booking, siteUrl, now);
  return booking.status === "proposed" ? { status, accept: `${status}#accept`, refuse: `${status}#refuse` } : { status };
}

function compose(plan: MessagePlan, booking: Booking, links: GuestLinks, settings: ContactConfig): SendMailOptions {
  if (plan.kind === "office-notice") return buildOfficeNotice(booking, plan.template, settings);
  if (plan.template === "confirmation") return buildConfirmation(booking, links, settings);
  if (plan.template === "proposal") return buildProposal(booking, links, settings);
  return buildDecline(booking, links, settings);
}

/**
 * Applies an action to the booking, exactly once: its messages are STORED first (pending, under ids new
 * to this attempt), then the booking's next version is committed naming them, by compare-and-set. A crash
 * or a failure between the two leaves messages no booking names: the worker drops them unsent. Two POSTs
 * racing: one commits, the other is refused as decided and its messages are dropped. Delivery then goes
 * as the office's e-mail's does: a first attempt now, the worker's retries after.
 */
export async function decide(desk: BookingDesk, bookingId: string, action: Action, secret: string, now = new Date()): Promise<Decision> {
  const store = desk.store();
  const bookings = new BookingStore(store.kv);
  for (let round = 0; round < 3; round += 1) {
    const current: BookingRead | undefined = await bookings.read(bookingId);
    if (!current) return { ok: false, refusal: "missing" };
    const result = transition(current.booking, action, now);
    if (!result.ok) return { ...result, booking: current.booking };
    const next = result.booking;
    const links = guestLinks(secret, next, now);
    const ids: string[] = [];
    for (const plan of result.messages) {
      const message = compose(plan, next, links, desk.settings);
      const id = randomUUID();
      const envelope = message.envelope as { from: string; to: string[] };
      await store.storeMessage({ id, kind: plan.kind, of: next.id, reference: next.reference, envelope, raw: await composeForDelivery(message), now });
      ids.push(id);
    }
    if (!(await bookings.commit(current, next, ids))) continue;
    console.info(`[booking] ${shortId(next.id)} (${next.reference}): ${current.booking.status} → ${next.status}, ${ids.length} message(s) stored`);
    // The answer waits for the first attempts as the visitor's does (FIRST_ATTEMPT_MS at most).
    await Promise.all(ids.map((id) => deliverFirst(desk, store, id)));
    return { ok: true, booking: next };
  }
  const latest = await bookings.read(bookingId);
  if (!latest) return { ok: false, refusal: "missing" };
  const again = transition(latest.booking, action, now);
  return again.ok ? { ok: false, refusal: "notNow", status: latest.booking.status, booking: latest.booking } : { ...again, booking: latest.booking };
}
