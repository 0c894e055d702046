import company from "../../../content/company.json";
import { parseServiceDate, todayIso } from "../request/payload";
import { lateJourney } from "../trip/details";
import { genevaMoment } from "../trip/genevaClock";
import { happensOn, TIME } from "../trip/rules";
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

/** What the guest did that the office is told of, in its language: cancelled, accepted or refused a proposal. */
export type OfficeNotice = "cancellation" | "accepted" | "refused";

/** Which e-mail a transition sends: to the guest, in their language, or a notice to the office. */
export type MessagePlan = { kind: "guest"; template: "confirmation" | "proposal" | "decline" } | { kind: "office-notice"; template: OfficeNotice };

export type Refusal =
  /** Decided already (by either side): what it is, since when. */
  | { refusal: "decided"; status: BookingStatus; at: string }
  /** Not possible in this state (accepting without a proposal, cancelling a request not confirmed). */
  | { refusal: "notNow"; status: BookingStatus }
  /** A request without a published price is confirmed with one. */
  | { refusal: "priceRequired" }
  /** Past the free window: the fee the Terms set, and the phone instead. */
  | { refusal: "lateCancellation"; feeChf: number; percent: number }
  /** A value the office typed that cannot be: its field, and for a proposed day or time the rule it breaks. */
  | { refusal: "invalid"; field: string; problem?: ProposalProblem };

/**
 * Why a proposed day and time cannot be: the booking form's own rules (`contact.errors`: not a date, not a
 * time, a day already past, the spring's missing hour, too far ahead; no day to put a time on), or `past`:
 * a moment of today already gone.
 */
export type ProposalProblem = "date" | "time" | "required" | "pastDate" | "past" | "timeGap" | "tooFarAhead";

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
    const moved = action.type === "propose" ? proposalProblem(action, booking, now) : undefined;
    if (moved) return { ok: false, refusal: "invalid", ...moved };
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
      // Either answer is the office's to know at once: it holds the car, or frees it.
      if (action.type === "refuse")
        return { ok: true, booking: next("cancelled", "guest", { cancelledAt: at }), messages: [{ kind: "office-notice", template: "refused" }] };
      const total = booking.proposal.totalChf ?? quotedTotal(booking);
      if (total === undefined) return { ok: false, refusal: "priceRequired" };
      const confirmation: Confirmation = { totalChf: total, confirmedAt: at };
      return {
        ok: true,
        booking: next("confirmed", "guest", { confirmation }),
        messages: [
          { kind: "guest", template: "confirmation" },
          { kind: "office-notice", template: "accepted" },
        ],
      };
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

/** The office's values checked: sizes, single lines, a phone's syntax, a price in range (a proposed day and time: proposalProblem). */
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
    if (action.serviceDate === undefined && action.serviceTime === undefined && action.totalChf === undefined) return "proposal";
    return undefined;
  }
  return (DECLINE_REASONS as readonly string[]).includes(action.reason) ? undefined : "reason";
}

/**
 * A proposed day and time judged as the booking form judges the guest's (../request/requestSchema.ts: a day
 * that exists, not past in Geneva, a time that happens on it, a journey that ends on a day a calendar holds),
 * and later than now: the request's day is kept when only the time moves, its time when only the day does.
 */
function proposalProblem(
  action: Extract<OfficeAction, { type: "propose" }>,
  booking: Booking,
  now: Date,
): { field: string; problem: ProposalProblem } | undefined {
  if (action.serviceDate === undefined && action.serviceTime === undefined) return undefined;
  if (action.serviceDate !== undefined && parseServiceDate(action.serviceDate) !== action.serviceDate) return { field: "serviceDate", problem: "date" };
  if (action.serviceTime !== undefined && !(TIME.test(action.serviceTime) && action.serviceTime !== "")) return { field: "serviceTime", problem: "time" };
  const day = action.serviceDate ?? serviceDay(booking);
  if (!day) return { field: "serviceDate", problem: "required" };
  const time = action.serviceTime ?? (TIME.test(booking.request.serviceTime ?? "") ? (booking.request.serviceTime ?? "") : "");
  // A wrong hour is the time's to fix when the office typed one, else the day's.
  const hour = action.serviceTime !== undefined ? "serviceTime" : "serviceDate";
  if (day < todayIso(now)) return { field: "serviceDate", problem: "pastDate" };
  if (!happensOn(day, time)) return { field: hour, problem: "timeGap" };
  const start = time ? genevaMoment(day, time)?.instant : undefined;
  if (start && start.getTime() <= now.getTime()) return { field: hour, problem: "past" };
  if (lateJourney({ ...booking.request, serviceDate: day, serviceTime: time })) return { field: "serviceDate", problem: "tooFarAhead" };
  return undefined;
}

function withoutEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== "")) as T;
}
