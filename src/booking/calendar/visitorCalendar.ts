import { buildCalendar, type CalendarEvent, type WallTime } from "./calendar";
import { journeyEnd, returnJourney, type JourneyDetails } from "../catalogue/journeys";

/**
 * The visitor's "Add to calendar" (the confirmation panel): one event per journey of the request just
 * sent, on the Geneva clock (TZID=Europe/Zurich, ./calendar.ts), timed as the office's own calendar file
 * times it (../catalogue/journeys.ts). The words are the page's, passed in already written; the file holds nothing
 * the visitor did not type or see on the panel, and never leaves their browser.
 */
export interface VisitorJourney {
  /** The event's title, the reference in it. */
  summary: string;
  location?: string;
}

export interface VisitorCalendarInput {
  reference: string;
  /** The request as sent: the service, its day (yyyy-mm-dd) and time (HH:MM, Geneva), its trip details. */
  request: { service: string; date?: string; time?: string; details: JourneyDetails };
  outbound: VisitorJourney;
  /** The way back, when the request has one (a transfer with a return date). */
  back?: VisitorJourney;
  description: string;
  /** The site's host, so each event's UID is the site's own: a second download updates the events instead of adding them. */
  host: string;
  stamp: Date;
}

/** Whether the request has a day to put in a calendar. */
export const hasCalendarDay = (request: VisitorCalendarInput["request"]) => Boolean(request.date && /^\d{4}-\d{2}-\d{2}$/.test(request.date));

/** The .ics file, or undefined when the request names no day. */
export function visitorCalendar({ reference, request, outbound, back, description, host, stamp }: VisitorCalendarInput): string | undefined {
  if (!request.date || !hasCalendarDay(request)) return undefined;
  const start: WallTime = request.time ? { date: request.date, time: request.time } : { date: request.date };
  const uid = `${reference}@${host}`;
  const events: CalendarEvent[] = [
    { uid, start, end: journeyEnd(request.service, request.details, start) ?? start, summary: outbound.summary, location: outbound.location, description },
  ];
  const way = request.service === "private-transport" ? returnJourney(request.details) : undefined;
  if (way?.end && back) events.push({ uid: `return-${uid}`, start: way.start, end: way.end, summary: back.summary, location: back.location, description });
  return buildCalendar({ events, stamp, productId: "-//Geneva Premium Mobility//Add to calendar//EN" });
}
