/** @jest-environment node */
import type { Booking } from "../../src/booking/bookings/booking";
import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_PERCENT, transition } from "../../src/booking/bookings/transitions";
import company from "../../content/company.json";
import { receivedBooking } from "../support/bookings";

const NOW = new Date("2027-06-01T08:00:00Z");
const received = (overrides: Partial<Booking> = {}): Booking => receivedBooking("en", new Date("2027-05-30T10:00:00.000Z"), overrides);
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

test("a proposal accepted by the guest confirms the booking at the proposed total and sends the confirmation", () => {
  const proposed = transition(received(), { type: "propose", reason: "priceAdjusted", totalChf: 190, serviceTime: "15:00" }, NOW);
  if (!proposed.ok) throw new Error("not proposed");
  expect(proposed.messages).toEqual([{ kind: "guest", template: "proposal" }]);
  const accepted = transition(proposed.booking, { type: "accept" }, NOW);
  expect(accepted).toMatchObject({
    ok: true,
    booking: { status: "confirmed", confirmation: { totalChf: 190 } },
    messages: [{ kind: "guest", template: "confirmation" }],
  });
  if (!accepted.ok) return;
  expect(transition(accepted.booking, { type: "accept" }, NOW)).toMatchObject({ ok: false, refusal: "decided", status: "confirmed" });
});

test("a refused proposal withdraws the request and tells the office", () => {
  const proposed = transition(received(), { type: "propose", reason: "timeUnavailable", serviceTime: "16:00" }, NOW);
  if (!proposed.ok) throw new Error("not proposed");
  expect(transition(proposed.booking, { type: "refuse" }, NOW)).toMatchObject({
    ok: true,
    booking: { status: "cancelled" },
    messages: [{ kind: "office-notice", template: "cancellation" }],
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
    feeChf: Math.ceil((200 * LATE_CANCELLATION_PERCENT) / 100),
    percent: company.terms.lateCancellationPercent,
  });
});

test("the guest cannot cancel a request the office has not confirmed, nor accept without a proposal", () => {
  expect(transition(received(), { type: "cancel" }, NOW)).toEqual({ ok: false, refusal: "notNow", status: "received" });
  expect(transition(received(), { type: "accept" }, NOW)).toEqual({ ok: false, refusal: "notNow", status: "received" });
});
