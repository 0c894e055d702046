/**
 * An iCalendar file (RFC 5545) of a request: what the office's e-mail attaches so a dispatcher adds the
 * job to a calendar in one tap, and what the visitor's "Add to calendar" will offer. Pure and without
 * dependencies (no Node API): the browser will run it too.
 *
 * Times are the Geneva wall clock the form and the request carry (yyyy-mm-dd, HH:MM), written as local
 * times of TZID=Europe/Zurich with the zone's own definition (VTIMEZONE, daylight saving from the last
 * Sunday of March to the last Sunday of October, the rule in force since 1996), so every calendar shows
 * the hour the visitor asked for, wherever the dispatcher's phone is. A day without a time is an all-day
 * event. Text is escaped (§3.3.11) and every line folded at 75 octets (§3.1).
 */

import { withoutInvisible } from "../request/text";

export const CALENDAR_TIME_ZONE = "Europe/Zurich";
export const CALENDAR_CONTENT_TYPE = "text/calendar; charset=utf-8; method=PUBLISH";

/** A moment on the Geneva clock: a day (yyyy-mm-dd) and, for a timed event, its time (HH:MM). */
export interface WallTime {
  date: string;
  time?: string;
}

export interface CalendarEvent {
  /** Globally unique and stable for the same job: a re-sent file updates the event instead of adding one. */
  uid: string;
  start: WallTime;
  /**
   * The end. Timed: the moment it ends (an end without a time is that day's 00:00). All day: the day after
   * the last one, as RFC 5545 counts it (exclusive).
   */
  end: WallTime;
  summary: string;
  location?: string;
  description?: string;
  /** SEQUENCE: the event's revision (a later file with a higher one replaces it); not written when not given. */
  sequence?: number;
}

export interface CalendarInput {
  events: readonly CalendarEvent[];
  /** When the file was made (DTSTAMP, in UTC). */
  stamp: Date;
  /** PRODID: who made the file. */
  productId?: string;
}

/** Europe/Zurich as the IANA database has it since 1996 (CET, CEST from the last Sunday of March, 02:00, to the last Sunday of October, 03:00). */
const VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${CALENDAR_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19810329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19961027T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A wall-clock moment as milliseconds of a UTC calendar (no zone: arithmetic on the clock's face). */
function faceOf(wall: WallTime): number | undefined {
  const day = DAY.exec(wall.date);
  if (!day) return undefined;
  const time = wall.time === undefined ? undefined : TIME.exec(wall.time);
  if (wall.time !== undefined && !time) return undefined;
  const face = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), time ? Number(time[1]) : 0, time ? Number(time[2]) : 0);
  return new Date(face).toISOString().slice(0, 10) === wall.date ? face : undefined;
}

// The last minute a yyyy-mm-dd can name: past it there is no day to write (the year 10000).
const LAST_FACE = Date.UTC(9999, 11, 31, 23, 59);

function wallOf(face: number, timed: boolean): WallTime | undefined {
  if (!(face <= LAST_FACE)) return undefined;
  const iso = new Date(face).toISOString();
  return timed ? { date: iso.slice(0, 10), time: iso.slice(11, 16) } : { date: iso.slice(0, 10) };
}

/**
 * The wall clock `hours` later (whole or fractional hours, on the clock's face: 06:00 + 1 h is 07:00 even
 * on the night the clocks change, which is how a dispatcher reads a job's length). Undefined for a day or
 * time that is not one, and for an end past 9999-12-31.
 */
export function addHours(start: WallTime, hours: number): WallTime | undefined {
  const face = faceOf({ date: start.date, time: start.time ?? "00:00" });
  return face === undefined ? undefined : wallOf(face + Math.round(hours * 60) * 60_000, true);
}

/** The day after (an all-day event's exclusive end); undefined after 9999-12-31. */
export function nextDay(date: string): string | undefined {
  const face = faceOf({ date });
  return face === undefined ? undefined : wallOf(face + 86_400_000, false)?.date;
}

/** Whether `end` comes after `start` on the clock's face (a missing time counts as 00:00). */
export function isAfter(end: WallTime, start: WallTime): boolean {
  const to = faceOf({ date: end.date, time: end.time ?? "00:00" });
  const from = faceOf({ date: start.date, time: start.time ?? "00:00" });
  return to !== undefined && from !== undefined && to > from;
}

const compact = (wall: WallTime) => `${wall.date.replace(/-/g, "")}${wall.time ? `T${wall.time.replace(":", "")}00` : ""}`;

function utcStamp(date: Date): string {
  return `${date.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/**
 * A TEXT value (RFC 5545 §3.3.11): backslash, semicolon and comma escaped, every line break (CR LF, CR,
 * LF, U+2028/2029, NEL, VT, FF) written as `\n`; the controls TEXT does not allow and the invisible
 * format characters removed as in the e-mail (../request/text.ts; a tab stays). Nothing in the value can then
 * end the line or start a property.
 */
export function escapeText(value: string): string {
  const lines = value.replace(/\r\n|[\r\n\u0085\u2028\u2029\v\f]/gu, "\n");
  return withoutInvisible(lines, "\n\t").replace(/[\\;,\n]/g, (char) => (char === "\n" ? "\\n" : `\\${char}`));
}

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * One content line folded so that no line is longer than 75 octets (CRLF excluded), each continuation
 * starting with a space (§3.1); never inside a character's UTF-8 bytes.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const length = octets(char.codePointAt(0)!);
    if (size + length > 75) {
      lines.push(current);
      current = " ";
      size = 1;
    }
    current += char;
    size += length;
  }
  lines.push(current);
  return lines.join("\r\n");
}

function eventLines(event: CalendarEvent, stamp: string): string[] {
  const timed = event.start.time !== undefined;
  const end: WallTime = timed ? { date: event.end.date, time: event.end.time ?? "00:00" } : { date: event.end.date };
  if (faceOf(event.start) === undefined || faceOf(end) === undefined) throw new RangeError(`not a day and time: ${JSON.stringify([event.start, event.end])}`);
  const when = (name: string, wall: WallTime) => (timed ? `${name};TZID=${CALENDAR_TIME_ZONE}:${compact(wall)}` : `${name};VALUE=DATE:${compact(wall)}`);
  return [
    "BEGIN:VEVENT",
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    ...(event.sequence !== undefined ? [`SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`] : []),
    when("DTSTART", event.start),
    when("DTEND", end),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    "END:VEVENT",
  ];
}

/** The whole file, lines ending in CRLF as RFC 5545 requires. */
export function buildCalendar({ events, stamp, productId = "-//Geneva Premium Mobility//Contact requests//EN" }: CalendarInput): string {
  const dtstamp = utcStamp(stamp);
  const timed = events.some((event) => event.start.time !== undefined);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${escapeText(productId)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    // Only a timed event refers to the zone; an all-day one floats, as a day should.
    ...(timed ? VTIMEZONE : []),
    ...events.flatMap((event) => eventLines(event, dtstamp)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
