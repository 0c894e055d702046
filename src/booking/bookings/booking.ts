import type { ContactRequest } from "../request/requestSchema";
import type { Quote } from "../request/quote"; // the stored quote (priced once, at acceptance)
import type { Language } from "../../i18n/languages";

export type BookingStatus = "received" | "proposed" | "confirmed" | "declined" | "cancelled";
export type DeclineReason = "fullyBooked" | "outsideArea" | "other";
export type ProposalReason = "vehicleUnavailable" | "timeUnavailable" | "priceAdjusted" | "other";

export interface Confirmation {
  totalChf: number; // defaults to the stored quote's total; required when the quote is not "priced"
  chauffeurName?: string; // single line, ≤ 80
  chauffeurMobile?: string; // phone syntax, ≤ 30
  vehicle?: string; // ≤ 80
  plate?: string; // ≤ 20
  note?: string; // ≤ 500, plain text
  confirmedAt: string; // ISO
}
export interface Proposal {
  serviceDate?: string; // yyyy-mm-dd (Geneva)
  serviceTime?: string; // HH:MM
  totalChf?: number; // at least one of the three
  reason: ProposalReason;
  proposedAt: string;
}
export interface BookingEvent {
  at: string;
  status: BookingStatus;
  by: "office" | "guest";
}

export interface Booking {
  format: 1;
  id: string; // the request's id (store.ts), also the calendar UID's base
  reference: string; // the visitor's reference (e.g. GPM-FMXPQX)
  language: Language; // the request's language: every guest message is in it
  request: ContactRequest; // the validated request, as accepted
  quote?: Quote; // the stored quote
  status: BookingStatus;
  version: number; // +1 per transition; a message's id is derived from (id, version)
  confirmation?: Confirmation;
  proposal?: Proposal;
  decline?: { reason: DeclineReason; declinedAt: string };
  cancelledAt?: string;
  history: BookingEvent[];
}
