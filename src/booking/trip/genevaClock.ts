import { CALENDAR_TIME_ZONE } from "../calendar/calendar";

/**
 * The Geneva wall clock (Europe/Zurich, daylight saving included) and the instants it names. Twice a
 * year a wall-clock time is not one instant: on the last Sunday of March 02:00–02:59 never happens (the
 * clocks go forward to 03:00), on the last Sunday of October 02:00–02:59 happens twice (summer time,
 * then winter time). The schema refuses the first (../request/requestSchema.ts), the second is its first
 * occurrence, as RFC 5545 reads a local time of a TZID (§3.3.5) and as the office's e-mail says.
 * Free of Node APIs: the form runs it too.
 */

// Made once: each Intl.DateTimeFormat holds native memory (see LONG_DATE_FORMATS in ../request/payload.ts).
let wallClock: Intl.DateTimeFormat | undefined;

/** The Geneva wall clock at that instant, to the second. */
export function wallClockAt(instant: number) {
  wallClock ??= new Intl.DateTimeFormat("en-US", {
    timeZone: CALENDAR_TIME_ZONE,
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

/** Milliseconds east of UTC of the zone at that instant. */
export function zoneOffset(instant: number): number {
  const clock = wallClockAt(instant);
  const face = new Date(0);
  face.setUTCFullYear(+clock.year, +clock.month - 1, +clock.day);
  face.setUTCHours(+clock.hour, +clock.minute, +clock.second, 0);
  return face.getTime() - instant;
}

/**
 * What a Geneva day (yyyy-mm-dd) and time (HH:MM) name: `once`, `twice` (the autumn's repeated hour;
 * `instant` is the first, summer time) or `gap` (the spring's missing hour; `instant` is where a clock
 * that skipped it reads the same distance later, 02:30 → 03:30 summer time, as RFC 5545 reads it).
 * Undefined for what is not a day and a time.
 */
export type GenevaMoment = { kind: "once" | "twice" | "gap"; instant: Date };

export function genevaMoment(date: string, time: string): GenevaMoment | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!day || !clock) return undefined;
  const face = new Date(0);
  face.setUTCFullYear(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  if (face.toISOString().slice(0, 10) !== date) return undefined;
  const wall = face.getTime() + (Number(clock[1]) * 60 + Number(clock[2])) * 60_000;
  // The zone's offsets a day either side: the clocks change at most once in between.
  const before = zoneOffset(wall - 86_400_000);
  const after = zoneOffset(wall + 86_400_000);
  const candidates = [...new Set([before, after])].map((offset) => wall - offset).filter((instant) => instant + zoneOffset(instant) === wall);
  if (candidates.length === 0) return { kind: "gap", instant: new Date(wall - before) };
  return { kind: candidates.length > 1 ? "twice" : "once", instant: new Date(Math.min(...candidates)) };
}

/** The form's values (yyyy-mm-dd, HH:MM) of a moment on the Geneva clock. */
export function genevaDateTime(instant: Date): { date: string; time: string } {
  const clock = wallClockAt(instant.getTime());
  return { date: `${clock.year}-${clock.month}-${clock.day}`, time: `${clock.hour}:${clock.minute}` };
}
