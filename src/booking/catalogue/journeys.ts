import site from "../../../content/site.json";
import { addHours, isAfter, nextDay, type WallTime } from "../calendar/calendar";
import { minimumHours } from "./fares";

/**
 * When a request's journeys start and end on the Geneva clock: what the office's calendar file
 * (../mail/message.ts) and the visitor's "Add to calendar" (../calendar/visitorCalendar.ts) both schedule, so the two
 * never disagree about how long a job holds the car. Free of Node APIs: the browser runs it too.
 */

/** A transfer's calendar event lasts this long: the rates publish no driving times (docs/contact.md). */
export const TRANSFER_HOURS = 1;

/** The details a journey's timing reads (the request's trip details, or the form's). */
export type JourneyDetails = Partial<Record<string, string | number | boolean>>;

const text = (value: unknown) => (typeof value === "string" ? value : "");
const count = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);

/**
 * How long the job holds the car, on the clock's face; a day without a time ends the next day (an all-day
 * event). Undefined when that end is not a day and time (past 9999-12-31: the schema refuses it, `tooFarAhead`).
 */
export function journeyEnd(service: string, details: JourneyDetails, start: WallTime): WallTime | undefined {
  if (!start.time) {
    const last =
      service === "vehicle-rental" && text(details.rentalEndDate) && isAfter({ date: text(details.rentalEndDate) }, start)
        ? text(details.rentalEndDate)
        : start.date;
    const after = nextDay(last);
    return after === undefined ? undefined : { date: after };
  }
  const hours = (value: number) => addHours(start, value);
  switch (service) {
    case "chauffeur-hourly":
      return hours(Math.max(count(details.hours), minimumHours(details.vehicleClass)));
    case "personal-assistance":
      return hours(count(details.durationHours) || site.agentMinimumHours);
    case "vehicle-rental": {
      const date = text(details.rentalEndDate);
      if (!date) return hours(TRANSFER_HOURS);
      // An end day without a time: through that day.
      const through = nextDay(date);
      const end: WallTime | undefined = text(details.rentalEndTime)
        ? { date, time: text(details.rentalEndTime) }
        : through
          ? { date: through, time: "00:00" }
          : undefined;
      if (!end) return undefined;
      return isAfter(end, start) ? end : hours(TRANSFER_HOURS);
    }
    default:
      return hours(TRANSFER_HOURS);
  }
}

/**
 * The way back of a transfer with a return: its own start and end (another day, perhaps another
 * chauffeur); its end undefined when it is not a day and time (as journeyEnd's).
 */
export function returnJourney(details: JourneyDetails): { start: WallTime; end: WallTime | undefined } | undefined {
  const date = text(details.returnDate);
  if (details.returnTrip !== true || !date) return undefined;
  const start: WallTime = text(details.returnTime) ? { date, time: text(details.returnTime) } : { date };
  const after = start.time ? undefined : nextDay(date);
  return { start, end: start.time ? addHours(start, TRANSFER_HOURS) : after ? { date: after } : undefined };
}
