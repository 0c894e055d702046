/** @jest-environment node */
import type { Booking } from "../../src/booking/bookings/booking";
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_PERCENT, transition } from "../../src/booking/bookings/transitions";
import company from "../../content/company.json";
import { bookingRequest, receivedBooking } from "../support/bookings";
import { quoteOf } from "../../src/booking/request/quote";

const NOW = new Date("2027-06-01T08:00:00Z");
const received = (overrides: Partial<Booking> = {}): Booking => receivedBooking("en", new Date("2027-05-30T10:00:00.000Z"), overrides);
const REQUEST = bookingRequest("en");
const onRequest = () => received({ quote: { details: {}, pricing: { status: "onRequest", validFrom: "2026-01-01" } } });

test("confirm defaults the total to the stored quote's, takes the chauffeur, and sends one message to the guest", () => {
  const booking = received();
  expect(booking.quote!.pricing.status).toBe("priced");
  const result = transition(booking, { type: "confirm", chauffeurName: "Marc Dupont", chauffeurMobile: "+41 79 555 66 77" }, NOW);
  expect(result).toMatchObject({ ok: true, messages: [{ kind: "guest", template: "confirmation" }] });
  if (!result.ok) return;
  expect(result.booking).toMatchObject({ status: "confirmed", version: 2, confirmation: { chauffeurName: "Marc Dupont", confirmedAt: NOW.toISOString() } });
  expect(result.booking.confirmation!.totalChf).toBe((booking.quote!.pricing as { total: number }).total);
  expect(result.booking.history.at(-1)).toEqual({ at: NOW.toISOString(), status: "confirmed", by: "office" });
});

test("confirming twice is refused as already confirmed, with when", () => {
  const first = transition(received(), { type: "confirm" }, NOW);
  if (!first.ok) throw new Error("not confirmed");
  expect(transition(first.booking, { type: "confirm" }, new Date(NOW.getTime() + 60_000))).toEqual({
    ok: false,
    refusal: "decided",
    status: "confirmed",
    at: NOW.toISOString(),
  });
  expect(transition(first.booking, { type: "decline", reason: "fullyBooked" }, NOW)).toMatchObject({ ok: false, refusal: "decided" });
});

test("a request on request cannot be confirmed without a price, and can with one", () => {
  expect(transition(onRequest(), { type: "confirm" }, NOW)).toEqual({ ok: false, refusal: "priceRequired" });
  expect(transition(onRequest(), { type: "confirm", totalChf: 480 }, NOW)).toMatchObject({ ok: true, booking: { confirmation: { totalChf: 480 } } });
});

test("the office's values are checked: price range, single lines, phone syntax, lengths, reasons", () => {
  for (const action of [
    { type: "confirm", totalChf: -1 },
    { type: "confirm", totalChf: Number.NaN },
    { type: "confirm", chauffeurName: "Marc\nBcc: x@example.org" },
    { type: "confirm", chauffeurMobile: "call me" },
    { type: "confirm", plate: "x".repeat(21) },
    { type: "confirm", note: "x".repeat(501) },
    { type: "propose", reason: "whim", totalChf: 100 },
    { type: "propose", reason: "other" },
    { type: "propose", reason: "other", serviceDate: "2027-02-30" },
    { type: "decline", reason: "bored" },
  ] as const)
    expect(transition(received(), action as never, NOW)).toMatchObject({ ok: false, refusal: "invalid" });
});

test("a proposal accepted by the guest confirms the booking at the proposed total, sends the confirmation and tells the office", () => {
  const proposed = transition(received(), { type: "propose", reason: "priceAdjusted", totalChf: 190, serviceTime: "15:00" }, NOW);
  if (!proposed.ok) throw new Error("not proposed");
  expect(proposed.messages).toEqual([{ kind: "guest", template: "proposal" }]);
  const accepted = transition(proposed.booking, { type: "accept" }, NOW);
  expect(accepted).toMatchObject({
    ok: true,
    booking: { status: "confirmed", confirmation: { totalChf: 190 } },
    messages: [
      { kind: "guest", template: "confirmation" },
      { kind: "office-notice", template: "accepted" },
    ],
  });
  if (!accepted.ok) return;
  expect(transition(accepted.booking, { type: "accept" }, NOW)).toMatchObject({ ok: false, refusal: "decided", status: "confirmed" });
});

test("a refused proposal withdraws the request and tells the office it was refused", () => {
  const proposed = transition(received(), { type: "propose", reason: "timeUnavailable", serviceTime: "16:00" }, NOW);
  if (!proposed.ok) throw new Error("not proposed");
  expect(transition(proposed.booking, { type: "refuse" }, NOW)).toMatchObject({
    ok: true,
    booking: { status: "cancelled" },
    messages: [{ kind: "office-notice", template: "refused" }],
  });
});

test("the guest cancels inside the Terms' window (office told), and is refused after it with the Terms' fee", () => {
  expect(FREE_CANCELLATION_HOURS).toBe(company.terms.freeCancellationHours);
  const confirmed = transition(received(), { type: "confirm", totalChf: 200 }, NOW);
  if (!confirmed.ok) throw new Error("not confirmed");
  // 14:30 in Geneva (CEST) is 12:30 UTC; the window closes FREE_CANCELLATION_HOURS before.
  const start = Date.parse("2027-06-10T12:30:00Z");
  const inside = new Date(start - FREE_CANCELLATION_HOURS * 3_600_000 - 60_000);
  const outside = new Date(start - FREE_CANCELLATION_HOURS * 3_600_000 + 60_000);
  expect(transition(confirmed.booking, { type: "cancel" }, inside)).toMatchObject({
    ok: true,
    booking: { status: "cancelled" },
    messages: [{ kind: "office-notice" }],
  });
  expect(transition(confirmed.booking, { type: "cancel" }, outside)).toEqual({
    ok: false,
    refusal: "lateCancellation",
    feeChf: Math.floor((200 * LATE_CANCELLATION_PERCENT) / 100),
    percent: company.terms.lateCancellationPercent,
  });
});

test("a late cancellation's fee is at most the Terms' share of the total: a fraction of a franc is rounded down, never up", () => {
  // 201 francs: its share is a whole number of francs for no percentage below 100, so the rounding shows.
  const confirmed = transition(received(), { type: "confirm", totalChf: 201 }, NOW);
  if (!confirmed.ok) throw new Error("not confirmed");
  const late = transition(confirmed.booking, { type: "cancel" }, new Date("2027-06-10T12:00:00Z"));
  const share = (201 * company.terms.lateCancellationPercent) / 100;
  expect(late).toMatchObject({ ok: false, refusal: "lateCancellation", feeChf: Math.floor(share) });
  expect(late.ok === false && late.refusal === "lateCancellation" && late.feeChf).toBeLessThanOrEqual(share);
});

test("the guest cannot cancel a request the office has not confirmed, nor accept without a proposal", () => {
  expect(transition(received(), { type: "cancel" }, NOW)).toEqual({ ok: false, refusal: "notNow", status: "received" });
  expect(transition(received(), { type: "accept" }, NOW)).toEqual({ ok: false, refusal: "notNow", status: "received" });
});

describe("a proposed day and time is held to the booking form's rules and must be later than now in Geneva", () => {
  // NOW is 2027-06-01 10:00 in Geneva (CEST).
  const propose = (change: { serviceDate?: string; serviceTime?: string }, booking = received(), now = NOW) =>
    transition(booking, { type: "propose", reason: "timeUnavailable", ...change }, now);

  test.each([
    ["a day that does not exist", { serviceDate: "2027-02-30" }, "serviceDate", "date"],
    ["a day in a long form the page never sends", { serviceDate: "10 June 2027" }, "serviceDate", "date"],
    ["a time that is not HH:MM", { serviceTime: "25:00" }, "serviceTime", "time"],
    ["a day already past", { serviceDate: "2027-05-31" }, "serviceDate", "pastDate"],
    ["today, at an hour already gone", { serviceDate: "2027-06-01", serviceTime: "09:59" }, "serviceTime", "past"],
    ["the spring's missing hour", { serviceDate: "2028-03-26", serviceTime: "02:30" }, "serviceTime", "timeGap"],
    ["a journey that would end past the last day a calendar holds", { serviceDate: "9999-12-31", serviceTime: "23:30" }, "serviceDate", "tooFarAhead"],
  ] as const)("%s is refused, naming the field and the rule", (_name, change, field, problem) => {
    expect(propose(change)).toEqual({ ok: false, refusal: "invalid", field, problem });
  });

  test("a time alone keeps the request's day, a day alone its hour: refused when that makes a moment already gone", () => {
    const past = received({ request: { ...REQUEST, serviceDate: "2027-05-20" }, quote: { ...quoteOf(REQUEST), day: "2027-05-20" } });
    expect(propose({ serviceTime: "16:00" }, past)).toEqual({ ok: false, refusal: "invalid", field: "serviceDate", problem: "pastDate" });
    const early = received({ request: { ...REQUEST, serviceTime: "08:00" } });
    expect(propose({ serviceDate: "2027-06-01" }, early)).toEqual({ ok: false, refusal: "invalid", field: "serviceDate", problem: "past" });
  });

  test("a later hour today, a later day, or the last whole day a calendar holds are proposed", () => {
    expect(propose({ serviceDate: "2027-06-01", serviceTime: "10:30" })).toMatchObject({ ok: true });
    expect(propose({ serviceTime: "16:00" })).toMatchObject({ ok: true, booking: { proposal: { serviceTime: "16:00" } } });
    expect(propose({ serviceDate: "9999-12-31", serviceTime: "08:00" })).toMatchObject({ ok: true });
  });
});
