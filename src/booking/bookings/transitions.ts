import company from "../../../content/company.json";
import { genevaMoment } from "../trip/genevaClock";
import type { Booking, BookingStatus, Confirmation, DeclineReason, Proposal, ProposalReason } from "./booking";
import { serviceDay } from "./links";

/**
 * The booking's state machine, pure: a booking, an action and the time give the next version and the
 * messages it sends, or why the action is refused. The office decides a received request once (confirm,
 * propose a change, decline); the guest answers a proposal (accept, refuse) and may cancel a confirmed
 * booking inside the Terms' free window. Storing the messages and committing the version is ./decide.ts's.
 */
export const DECLINE_REASONS = ["fullyBooked", "outsideArea", "other"] as const satisfies readonly DeclineReason[];
export const PROPOSAL_REASONS = ["vehicleUnavailable", "timeUnavailable", "priceAdjusted", "other"] as const satisfies readonly ProposalReason[];

export type OfficeAction =
  | ({ type: "confirm"; totalChf?: number } & Omit<Confirmation, "totalChf" | "confirmedAt">)
  | ({ type: "propose" } & Omit<Proposal, "proposedAt">)
  | { type: "decline"; reason: DeclineReason };
export type GuestAction = { type: "accept" } | { type: "refuse" } | { type: "cancel" };
export type Action = OfficeAction | GuestAction;

/** Which e-mail a transition sends: to the guest, in their language, or a notice to the office. */
export type MessagePlan = { kind: "guest"; template: "confirmation" | "proposal" | "decline" } | { kind: "office-notice"; template: "cancellation" };

export type Refusal =
  /** Decided already (by either side): what it is, since when. */
  | { refusal: "decided"; status: BookingStatus; at: string }
  /** Not possible in this state (accepting without a proposal, cancelling a request not confirmed). */
  | { refusal: "notNow"; status: BookingStatus }
  /** A request without a published price is confirmed with one. */
  | { refusal: "priceRequired" }
  /** Past the free window: the fee the Terms set, and the phone instead. */
  | { refusal: "lateCancellation"; feeChf: number; percent: number }
  | { refusal: "invalid"; field: string };

export type TransitionResult = { ok: true; booking: Booking; messages: MessagePlan[] } | ({ ok: false } & Refusal);

const OFFICE: readonly string[] = ["confirm", "propose", "decline"];

/** The Terms' values (content/company.json), read, never restated. */
export const FREE_CANCELLATION_HOURS: number = company.terms.freeCancellationHours;
export const LATE_CANCELLATION_PERCENT: number = company.terms.lateCancellationPercent;

/** The stored quote's total when it is a price; undefined for "on request" or a request it could not price. */
export function quotedTotal(booking: Booking): number | undefined {
  const pricing = booking.quote?.pricing;
  return pricing?.status === "priced" ? pricing.total : undefined;
}

/** When the service starts, in Geneva: an accepted proposal's day and time, else the request's. */
export function serviceStart(booking: Booking): Date | undefined {
  const day = booking.proposal?.serviceDate ?? serviceDay(booking);
  const time = booking.proposal?.serviceTime ?? booking.request.serviceTime ?? "00:00";
  return day ? genevaMoment(day, time || "00:00")?.instant : undefined;
}

/** Until when the guest cancels free of charge; undefined when the service's start cannot be read. */
export function freeCancellationUntil(booking: Booking): Date | undefined {
  const start = serviceStart(booking);
  return start ? new Date(start.getTime() - FREE_CANCELLATION_HOURS * 3_600_000) : undefined;
}

/**
 * The most a cancellation after the free window costs: the Terms' share of the confirmed total, in whole francs
 * rounded down, since the Terms make the share a ceiling ("at most") that a rounding must not pass.
 */
export function lateCancellationFee(booking: Booking): number {
  return Math.floor(((booking.confirmation?.totalChf ?? 0) * LATE_CANCELLATION_PERCENT) / 100);
}

export function transition(booking: Booking, action: Action, now: Date): TransitionResult {
  const at = now.toISOString();
  const last = booking.history.at(-1)?.at ?? at;
  const next = (status: BookingStatus, by: "office" | "guest", changes: Partial<Booking>): Booking => ({
    ...booking,
    ...changes,
    status,
    version: booking.version + 1,
    history: [...booking.history, { at, status, by }],
  });

  if (OFFICE.includes(action.type)) {
    if (booking.status !== "received") return { ok: false, refusal: "decided", status: booking.status, at: last };
    const problem = officeProblem(action as OfficeAction);
    if (problem) return { ok: false, refusal: "invalid", field: problem };
  }

  switch (action.type) {
    case "confirm": {
      const { type: _type, totalChf, ...details } = action;
      const total = totalChf ?? quotedTotal(booking);
      if (total === undefined) return { ok: false, refusal: "priceRequired" };
      const confirmation: Confirmation = { totalChf: total, ...withoutEmpty(details), confirmedAt: at };
      return { ok: true, booking: next("confirmed", "office", { confirmation }), messages: [{ kind: "guest", template: "confirmation" }] };
    }
    case "propose": {
      const { type: _type, ...proposed } = action;
      const proposal: Proposal = { ...withoutEmpty(proposed), reason: proposed.reason, proposedAt: at };
      return { ok: true, booking: next("proposed", "office", { proposal }), messages: [{ kind: "guest", template: "proposal" }] };
    }
    case "decline":
      return {
        ok: true,
        booking: next("declined", "office", { decline: { reason: action.reason, declinedAt: at } }),
        messages: [{ kind: "guest", template: "decline" }],
      };
    case "accept":
    case "refuse": {
      if (booking.status !== "proposed" || !booking.proposal) return answered(booking, last);
      if (action.type === "refuse")
        return { ok: true, booking: next("cancelled", "guest", { cancelledAt: at }), messages: [{ kind: "office-notice", template: "cancellation" }] };
      const total = booking.proposal.totalChf ?? quotedTotal(booking);
      if (total === undefined) return { ok: false, refusal: "priceRequired" };
      const confirmation: Confirmation = { totalChf: total, confirmedAt: at };
      return { ok: true, booking: next("confirmed", "guest", { confirmation }), messages: [{ kind: "guest", template: "confirmation" }] };
    }
    case "cancel": {
      if (booking.status !== "confirmed") return answered(booking, last);
      const until = freeCancellationUntil(booking);
      if (!until || now.getTime() > until.getTime())
        return { ok: false, refusal: "lateCancellation", feeChf: lateCancellationFee(booking), percent: LATE_CANCELLATION_PERCENT };
      return { ok: true, booking: next("cancelled", "guest", { cancelledAt: at }), messages: [{ kind: "office-notice", template: "cancellation" }] };
    }
  }
}

/** A guest's action in a state it does not apply to: decided already, or not yet possible. */
function answered(booking: Booking, at: string): TransitionResult {
  return booking.status === "received" || booking.status === "proposed"
    ? { ok: false, refusal: "notNow", status: booking.status }
    : { ok: false, refusal: "decided", status: booking.status, at };
}

const LIMITS = { chauffeurName: 80, chauffeurMobile: 30, vehicle: 80, plate: 20, note: 500 } as const;
const PHONE = /^\+?[0-9][0-9 ()./-]{5,28}$/;
const SINGLE_LINE = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;
const NOTE = /^[^\p{Cc}\p{Zl}\p{Zp}]*$/u;
export const MAX_TOTAL_CHF = 100_000;

/** The office's values checked: sizes, single lines, a phone's syntax, a real day and time, a price in range. */
function officeProblem(action: OfficeAction): string | undefined {
  const price = (value: number | undefined) => value !== undefined && !(Number.isFinite(value) && value > 0 && value <= MAX_TOTAL_CHF);
  if (action.type === "confirm") {
    if (price(action.totalChf)) return "totalChf";
    for (const field of ["chauffeurName", "chauffeurMobile", "vehicle", "plate", "note"] as const) {
      const value = action[field];
      if (value === undefined) continue;
      if (value.length > LIMITS[field]) return field;
      if (!(field === "note" ? NOTE.test(value.replace(/\r?\n/g, " ")) : SINGLE_LINE.test(value))) return field;
    }
    if (action.chauffeurMobile && !PHONE.test(action.chauffeurMobile)) return "chauffeurMobile";
    return undefined;
  }
  if (action.type === "propose") {
    if (!(PROPOSAL_REASONS as readonly string[]).includes(action.reason)) return "reason";
    if (price(action.totalChf)) return "totalChf";
    if (action.serviceDate !== undefined && !genevaMoment(action.serviceDate, "12:00")) return "serviceDate";
    if (action.serviceTime !== undefined && !/^([01]\d|2[0-3]):[0-5]\d$/.test(action.serviceTime)) return "serviceTime";
    if (action.serviceDate === undefined && action.serviceTime === undefined && action.totalChf === undefined) return "proposal";
    return undefined;
  }
  return (DECLINE_REASONS as readonly string[]).includes(action.reason) ? undefined : "reason";
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== "")) as T;
}
