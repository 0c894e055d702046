import site from "../../../content/site.json";
import { genevaMoment } from "./genevaClock";
import { parseServiceDate } from "../request/payload";
import { TIME } from "./rules";
import { placeName } from "../catalogue/fares";
import { OFFICE_LANGUAGE } from "../../i18n/languages";

export { genevaDateTime } from "./genevaClock";

/**
 * Short notice: a request whose start is less than `bookingNoticeHours.standard` hours away (24), or
 * `bookingNoticeHours.geneva` (12) when the pick-up address names Geneva. Decided on the Geneva
 * clock, by the form (a notice with the phone number before sending) and by the function (the
 * e-mail's subject and first line), with the same code.
 */
export const NOTICE_HOURS = site.bookingNoticeHours;

// Spellings of Geneva and its airport a visitor may type; accents and case do not matter.
const GENEVA = /(?:^|[^\p{L}\p{N}])(?:geneva|geneve|genf|gva|cointrin)(?:$|[^\p{L}\p{N}])/iu;

export function namesGeneva(address: string | undefined): boolean {
  if (!address) return false;
  return GENEVA.test(address.normalize("NFD").replace(/\p{M}/gu, ""));
}

/**
 * The instant a Geneva wall-clock time names (./genevaClock.ts: the autumn's repeated hour is its first
 * occurrence). Without a time, the start of that day: a dispatcher would rather be warned about
 * "tomorrow, some time" than miss it.
 */
export function serviceStart(serviceDate: string, serviceTime: string): Date | undefined {
  const day = parseServiceDate(serviceDate.trim());
  if (!day) return undefined;
  const time = serviceTime.trim() && TIME.test(serviceTime.trim()) ? serviceTime.trim() : "00:00";
  return genevaMoment(day, time)?.instant;
}

export interface ShortNotice {
  /** The notice that applies (24 or 12 by default). */
  hours: number;
}

/** The notice this request falls short of, or undefined when there is enough time (or no date). */
export function shortNotice(request: { serviceDate?: string; serviceTime?: string; pickup?: string }, now: Date = new Date()): ShortNotice | undefined {
  const start = serviceStart(request.serviceDate ?? "", request.serviceTime ?? "");
  if (!start) return undefined;
  const hours = namesGeneva(request.pickup) ? NOTICE_HOURS.geneva : NOTICE_HOURS.standard;
  return start.getTime() - now.getTime() < hours * 3_600_000 ? { hours } : undefined;
}

/**
 * What the notice depends on in a request as the form holds it or the function receives it: its start,
 * and the pick-up (the fare's place, "Geneva Airport", and the address typed) for the services that have one.
 */
export function noticeFacts(request: Record<string, unknown>): { serviceDate?: string; serviceTime?: string; pickup?: string } {
  const details = (typeof request.details === "object" && request.details !== null ? request.details : {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const hasPickup = request.service === "private-transport" || request.service === "chauffeur-hourly";
  const place = text(details.pickupPlace);
  return {
    serviceDate: text(request.serviceDate),
    serviceTime: text(request.serviceTime),
    pickup: hasPickup ? [place ? placeName(place, OFFICE_LANGUAGE) : "", text(details.pickup)].join(" ") : undefined,
  };
}
