import site from "../../content/site.json";
import { parseServiceDate, SERVICE_TIME_ZONE } from "./payload";
import { TIME } from "./rules";
import { placeName } from "./fares";
import { OFFICE_LANGUAGE } from "../i18n/languages";

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

// Made once: each Intl.DateTimeFormat holds native memory (see LONG_DATE_FORMATS in payload.ts).
let wallClock: Intl.DateTimeFormat | undefined;

/** The Geneva wall clock at that instant (DST included), to the second. */
function wallClockAt(instant: number) {
  wallClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: SERVICE_TIME_ZONE,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });
  const parts = wallClock.formatToParts(new Date(instant));
  const get = (type: string) => parts.find((part) => part.type === type)!.value;
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** Milliseconds east of UTC of the zone at that instant (DST included). */
function zoneOffset(instant: number): number {
  const clock = wallClockAt(instant);
  return Date.UTC(+clock.year, +clock.month - 1, +clock.day, +clock.hour, +clock.minute, +clock.second) - instant;
}

/** The form's values (yyyy-mm-dd, HH:MM) of a moment on the Geneva clock: the inverse of serviceStart. */
export function genevaDateTime(instant: Date): { date: string; time: string } {
  const clock = wallClockAt(instant.getTime());
  return { date: `${clock.year}-${clock.month}-${clock.day}`, time: `${clock.hour}:${clock.minute}` };
}

/**
 * The instant a Geneva wall-clock time names. Without a time, the start of that day: a dispatcher
 * would rather be warned about "tomorrow, some time" than miss it.
 */
export function serviceStart(serviceDate: string, serviceTime: string): Date | undefined {
  const day = parseServiceDate(serviceDate.trim());
  if (!day) return undefined;
  const time = serviceTime.trim() && TIME.test(serviceTime.trim()) ? serviceTime.trim() : "00:00";
  const [year, month, date] = day.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  // Twice: the offset at the first guess may differ from the offset at the answer around a DST change.
  let instant = wall - zoneOffset(wall);
  instant = wall - zoneOffset(instant);
  return new Date(instant);
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
