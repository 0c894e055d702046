/** @jest-environment node */
// The iCalendar builder (src/booking/calendar/calendar.ts): what a calendar application reads from it, the
// zone's daylight-saving rules against the time zone database, escaping and folding.
import { addHours, buildCalendar, escapeText, foldLine, isAfter, nextDay, type CalendarEvent } from "../../src/booking/calendar/calendar";
import { all, parseIcs, prop, unescapeText, unfold } from "../support/ical";

const STAMP = new Date("2030-11-20T09:00:07.123Z");
const event = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: "id-1@company.test",
  start: { date: "2030-11-30", time: "06:00" },
  end: { date: "2030-11-30", time: "07:00" },
  summary: "GPM-9Y7A3H · Geneva Airport → Lausanne",
  location: "Hotel Beau-Rivage",
  description: "line one\nline two",
  ...overrides,
});
const octets = (line: string) => Buffer.byteLength(line, "utf8");

test("one VEVENT with the zone's local times, the zone's definition, UID, DTSTAMP in UTC, summary, location and description", () => {
  const ics = buildCalendar({ events: [event()], stamp: STAMP });
  const calendar = parseIcs(ics);
  expect(calendar.name).toBe("VCALENDAR");
  expect(prop(calendar, "VERSION")?.value).toBe("2.0");
  expect(prop(calendar, "PRODID")?.value).toBeTruthy();
  expect(prop(calendar, "METHOD")?.value).toBe("PUBLISH");
  const [zone] = all(calendar, "VTIMEZONE");
  expect(prop(zone, "TZID")?.value).toBe("Europe/Zurich");
  const [vevent, ...others] = all(calendar, "VEVENT");
  expect(others).toEqual([]);
  expect(prop(vevent, "UID")?.value).toBe("id-1@company.test");
  expect(prop(vevent, "DTSTAMP")?.raw).toBe("20301120T090007Z");
  expect(prop(vevent, "DTSTART")).toMatchObject({ params: { TZID: "Europe/Zurich" }, raw: "20301130T060000" });
  expect(prop(vevent, "DTEND")).toMatchObject({ params: { TZID: "Europe/Zurich" }, raw: "20301130T070000" });
  expect(prop(vevent, "SUMMARY")?.value).toBe("GPM-9Y7A3H · Geneva Airport → Lausanne");
  expect(prop(vevent, "LOCATION")?.value).toBe("Hotel Beau-Rivage");
  expect(prop(vevent, "DESCRIPTION")?.value).toBe("line one\nline two");
  // Every line ends in CRLF, never a bare LF.
  expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
});

test("a day without a time is an all-day event (VALUE=DATE, exclusive end), with no zone to refer to", () => {
  const calendar = parseIcs(buildCalendar({ events: [event({ start: { date: "2030-11-30" }, end: { date: "2030-12-01" } })], stamp: STAMP }));
  const [vevent] = all(calendar, "VEVENT");
  expect(prop(vevent, "DTSTART")).toMatchObject({ params: { VALUE: "DATE" }, raw: "20301130" });
  expect(prop(vevent, "DTEND")).toMatchObject({ params: { VALUE: "DATE" }, raw: "20301201" });
  expect(all(calendar, "VTIMEZONE")).toEqual([]);
});

test("several events (an outbound and a return) each get their own VEVENT", () => {
  const back = event({ uid: "return-id-1@company.test", start: { date: "2030-12-04", time: "17:30" }, end: { date: "2030-12-04", time: "18:30" } });
  const events = all(parseIcs(buildCalendar({ events: [event(), back], stamp: STAMP })), "VEVENT");
  expect(events.map((vevent) => prop(vevent, "UID")?.value)).toEqual(["id-1@company.test", "return-id-1@company.test"]);
});

test("an impossible day or time is refused, not written", () => {
  expect(() => buildCalendar({ events: [event({ start: { date: "2030-02-30", time: "06:00" } })], stamp: STAMP })).toThrow(RangeError);
  expect(() => buildCalendar({ events: [event({ start: { date: "2030-11-30", time: "25:00" } })], stamp: STAMP })).toThrow(RangeError);
});

describe("TEXT escaping (RFC 5545 §3.3.11)", () => {
  test("backslash, semicolon, comma and every line break", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg\u2028h")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng\\nh");
    expect(unescapeText(escapeText("a\\b;c,d\ne"))).toBe("a\\b;c,d\ne");
    // A backslash before an n stays a backslash and an n, not a line break.
    expect(unescapeText(escapeText("C:\\new"))).toBe("C:\\new");
  });

  test("controls and bidirectional overrides go, a tab stays", () => {
    // NEL is a line break (\\n); NUL, BEL, DEL, RLO and LRI are removed.
    expect(escapeText("A\u0000B\u0007C\u007fD\u0085E\u202eF\u2066G\tH")).toBe("ABCD\\nEFG\tH");
  });

  test("a name and a message that try to write properties or components stay inside their value", () => {
    const name = "Bob; Smith, Jr. \\ END:VEVENT";
    const description = "Hi\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:free ride\nATTENDEE:mailto:x@evil.test\u2028DTSTART:19700101T000000";
    const ics = buildCalendar({ events: [event({ summary: name, location: "Rue du Rhône 1, Genève; 2nd floor", description })], stamp: STAMP });
    const calendar = parseIcs(ics);
    const events = all(calendar, "VEVENT");
    expect(events).toHaveLength(1);
    expect(prop(events[0], "SUMMARY")?.value).toBe(name);
    expect(prop(events[0], "LOCATION")?.value).toBe("Rue du Rhône 1, Genève; 2nd floor");
    expect(prop(events[0], "DESCRIPTION")?.value).toBe(description.replace(/\r\n|\u2028/g, "\n"));
    expect(events[0].properties.map((property) => property.name)).toEqual(["UID", "DTSTAMP", "DTSTART", "DTEND", "SUMMARY", "LOCATION", "DESCRIPTION"]);
    expect(unfold(ics)).not.toMatch(/^(ATTENDEE|SUMMARY:free)/m);
  });
});

describe("folding at 75 octets (RFC 5545 §3.1)", () => {
  test("no line longer than 75 octets; continuation lines start with a space; unfolding gives the line back", () => {
    const long = `DESCRIPTION:${"Genève Zürich 東京 🚗 ".repeat(20)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(unfold(folded)).toBe(long);
    // Never inside a character: every line is valid UTF-8 of its own (no replacement character).
    for (const line of lines) expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
    expect(folded).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  test("a line of exactly 75 octets stays whole; 76 folds", () => {
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75));
    expect(foldLine("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`);
  });

  test("a whole file: every line at most 75 octets", () => {
    const ics = buildCalendar({ events: [event({ summary: "é".repeat(100), description: "🚗".repeat(100) })], stamp: STAMP });
    for (const line of ics.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(prop(all(parseIcs(ics), "VEVENT")[0], "DESCRIPTION")?.value).toBe("🚗".repeat(100));
  });
});

describe("the zone's definition agrees with the time zone database", () => {
  // The offset the VTIMEZONE gives: CEST from the last Sunday of March 02:00 to the last Sunday of October 03:00 (wall clock).
  const lastSunday = (year: number, month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  const icsOffset = (instant: Date) => {
    const year = instant.getUTCFullYear();
    // The changes at 01:00 UTC, both of them.
    const summer = Date.UTC(year, 2, lastSunday(year, 2), 1);
    const winter = Date.UTC(year, 9, lastSunday(year, 9), 1);
    return instant.getTime() >= summer && instant.getTime() < winter ? 120 : 60;
  };
  const zurich = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Zurich", timeZoneName: "longOffset" });
  const intlOffset = (instant: Date) => {
    const name = zurich.formatToParts(instant).find((part) => part.type === "timeZoneName")!.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
    return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  };

  test("every hour around each change and every day of 2026–2040", () => {
    for (let year = 2026; year <= 2040; year += 1) {
      for (let day = 0; day < 366; day += 1) {
        const instant = new Date(Date.UTC(year, 0, 1 + day, 12));
        expect([instant.toISOString(), icsOffset(instant)]).toEqual([instant.toISOString(), intlOffset(instant)]);
      }
      for (const month of [2, 9]) {
        for (let hour = -2; hour <= 3; hour += 1) {
          const instant = new Date(Date.UTC(year, month, lastSunday(year, month), hour, 30));
          expect([instant.toISOString(), icsOffset(instant)]).toEqual([instant.toISOString(), intlOffset(instant)]);
        }
      }
    }
  });

  test("the file states those rules", () => {
    const ics = buildCalendar({ events: [event()], stamp: STAMP });
    const [zone] = all(parseIcs(ics), "VTIMEZONE");
    const [daylight] = all(zone, "DAYLIGHT");
    const [standard] = all(zone, "STANDARD");
    expect([prop(daylight, "TZOFFSETFROM")?.raw, prop(daylight, "TZOFFSETTO")?.raw, prop(daylight, "RRULE")?.raw]).toEqual([
      "+0100",
      "+0200",
      "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    ]);
    expect(prop(daylight, "DTSTART")?.raw).toMatch(/T020000$/);
    expect([prop(standard, "TZOFFSETFROM")?.raw, prop(standard, "TZOFFSETTO")?.raw, prop(standard, "RRULE")?.raw]).toEqual([
      "+0200",
      "+0100",
      "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    ]);
    expect(prop(standard, "DTSTART")?.raw).toMatch(/T030000$/);
  });
});

test("wall-clock arithmetic: hours on the clock's face (across midnight and a clock change), the next day, order", () => {
  expect(addHours({ date: "2030-11-30", time: "22:30" }, 3)).toEqual({ date: "2030-12-01", time: "01:30" });
  expect(addHours({ date: "2030-03-31", time: "01:00" }, 2)).toEqual({ date: "2030-03-31", time: "03:00" });
  expect(addHours({ date: "2030-11-30" }, 24)).toEqual({ date: "2030-12-01", time: "00:00" });
  expect(addHours({ date: "nope" }, 1)).toBeUndefined();
  expect(nextDay("2030-12-31")).toBe("2031-01-01");
  expect(nextDay("2032-02-28")).toBe("2032-02-29");
  expect(isAfter({ date: "2030-12-02", time: "18:00" }, { date: "2030-11-30", time: "06:00" })).toBe(true);
  expect(isAfter({ date: "2030-11-30" }, { date: "2030-11-30", time: "06:00" })).toBe(false);
});
