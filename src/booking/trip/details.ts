import { mixed, object, type AnyObject, type AnySchema, type Schema, type TestContext } from "yup";
import { FLEET_IDS } from "../catalogue/catalog";
import { minimumHours, PLACE_IDS, VEHICLE_CLASS_IDS } from "../catalogue/fares";
import {
  DAY_OF_TIME,
  DETAIL_LIMITS,
  DETAIL_RANGES,
  DETAILS,
  detailActive,
  SERVICES,
  TEXT_KEYS,
  type CountKey,
  type LimitedKey,
  type DetailKey,
  type DetailSpec,
  type DetailValue,
} from "../catalogue/fields";
import { parseServiceDate } from "../request/payload";
import { journeyEnd, returnJourney, type JourneyDetails } from "../catalogue/journeys";
import { rentalDays } from "../pricing/pricing";
import { atMost, happensOn, NOT_TEXT, notPast, optional, realDate, singleLine, textOrMarker, TIME } from "./rules";

/**
 * The trip details of each service: what a dispatcher needs to price and schedule a request without
 * writing back. Sent as one `details` object beside the other fields; only the chosen service's keys
 * (SERVICES in ../catalogue/fields.ts) are read, the rest (another service's details, unknown keys) is dropped.
 * Each detail's rule follows from its kind and limits in ../catalogue/fields.ts.
 */
export { ALL_DETAIL_KEYS, DETAIL_LIMITS, DETAIL_RANGES, type DetailKey } from "../catalogue/fields";

/** What the function keeps of each service's details (empty values left out). */
export type TripDetails = { [Key in DetailKey]?: DetailValue<Key> };

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

// A number as JSON sends it, or as a form field holds it ("3"); anything that is neither a number nor
// text is NOT_TEXT (the `type` message), text that is not a number fails `integer`.
function toCount(original: unknown): unknown {
  if (original === undefined) return undefined;
  if (typeof original === "number") return Number.isFinite(original) ? original : Number.NaN;
  if (typeof original !== "string") return NOT_TEXT;
  const trimmed = original.trim();
  if (trimmed === "") return undefined;
  return /^[+-]?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const count = (key: CountKey) => {
  const { min, max } = DETAIL_RANGES[key];
  return mixed<number>()
    .transform((_value: unknown, original: unknown) => toCount(original))
    .test("type", "type", (value: unknown) => value !== NOT_TEXT)
    .test("integer", "integer", (value: unknown) => typeof value !== "number" || Number.isInteger(value))
    .test("range", "range", (value: unknown) => typeof value !== "number" || !Number.isInteger(value) || (value >= min && value <= max));
};

// A checkbox: JSON true/false; "" or absent is "not ticked".
const flag = () =>
  mixed<boolean>()
    .transform((_value: unknown, original: unknown) =>
      original === undefined || original === "" ? undefined : typeof original === "boolean" ? original : NOT_TEXT,
    )
    .test("type", "type", (value: unknown) => value !== NOT_TEXT);

const line = (max: number) => singleLine(atMost(optional(), max));

// The outbound journey is the request's serviceDate/serviceTime; yup hands nested tests their
// ancestors' raw values in `from` (from[0] = details, from[1] = the request). `timeKey`: the day's own time.
const afterOutbound = (timeKey: string | undefined) =>
  function (this: TestContext<AnyObject>, value: string | undefined): boolean {
    const request = (this.from?.[1]?.value ?? {}) as Record<string, unknown>;
    const outboundDay = typeof request.serviceDate === "string" ? parseServiceDate(request.serviceDate.trim()) : undefined;
    const day = value ? parseServiceDate(value) : undefined;
    if (!outboundDay || !day || day !== outboundDay) return !outboundDay || !day || day > outboundDay;
    // Same day: only times given on both sides can tell.
    const outboundTime = typeof request.serviceTime === "string" ? request.serviceTime.trim() : "";
    const ownTime = timeKey && typeof this.parent?.[timeKey] === "string" ? (this.parent[timeKey] as string) : "";
    const full = (time: string) => time !== "" && TIME.test(time);
    return !full(outboundTime) || !full(ownTime) || ownTime > outboundTime;
  };

// At most `days` started days from the outbound's start to this day and its own time, counted as the price
// counts a rental's days (../pricing/pricing.ts rentalDays); an end that does not follow the start is another rule's.
const withinDays = (days: number, timeKey: string | undefined) =>
  function (this: TestContext<AnyObject>, value: string | undefined): boolean {
    const request = (this.from?.[1]?.value ?? {}) as Record<string, unknown>;
    const start = typeof request.serviceDate === "string" ? parseServiceDate(request.serviceDate.trim()) : undefined;
    const end = value ? parseServiceDate(value) : undefined;
    if (!start || !end) return true;
    const clock = (time: unknown) => (typeof time === "string" && time !== "" && TIME.test(time.trim()) ? time.trim() : undefined);
    const length = rentalDays({ date: start, time: clock(request.serviceTime) }, { date: end, time: clock(timeKey ? this.parent?.[timeKey] : undefined) });
    return length === undefined || length <= days;
  };

const CHOICES_FROM: Record<NonNullable<Extract<DetailSpec, { kind: "choice" }>["from"]>, readonly string[]> = {
  fleet: FLEET_IDS,
  vehicleClasses: VEHICLE_CLASS_IDS,
  places: PLACE_IDS,
};

// By the hour: never fewer hours than the chosen class's minimum (content/rates.json `hourly`).
function atLeastClassMinimum(this: TestContext<AnyObject>, value: unknown): boolean {
  // Out of the detail's own range is `range`'s to say.
  const { min } = DETAIL_RANGES.hours;
  return typeof value !== "number" || !Number.isInteger(value) || value < min || value >= minimumHours(this.parent?.vehicleClass);
}

function ruleOf(key: DetailKey): AnySchema {
  const spec: DetailSpec = DETAILS[key];
  switch (spec.kind) {
    case "line":
      return line(spec.max);
    case "count":
      return key === "hours" ? count(key).test("minimumHours", "minimumHours", atLeastClassMinimum) : count(key as CountKey);
    case "flag":
      return flag();
    case "date": {
      const day = line(spec.max).test("date", "date", realDate).test("pastDate", "pastDate", notPast);
      const after = spec.afterOutbound ? day.test("returnBeforeOutbound", "returnBeforeOutbound", afterOutbound(spec.time)) : day;
      return spec.withinDays ? after.test("rentalTooLong", "rentalTooLong", withinDays(spec.withinDays, spec.time)) : after;
    }
    case "time":
      return singleLine(optional())
        .matches(TIME, { message: "time", excludeEmptyString: true })
        .test("timeGap", "timeGap", function (value) {
          return happensOn(this.parent?.[DAY_OF_TIME[key]], value);
        });
    case "choice":
      return optional().oneOf(["", ...(spec.options ? Object.keys(spec.options) : spec.from ? CHOICES_FROM[spec.from] : [])], "choice");
  }
}

// Services without details have no shape: whatever they are sent is dropped (detailsSchemaFor).
const SHAPES: Partial<Record<string, Record<string, AnySchema>>> = Object.fromEntries(
  Object.entries(SERVICES)
    .filter(([, keys]) => keys.length > 0)
    .map(([service, keys]) => [service, Object.fromEntries(keys.map((key) => [key, ruleOf(key)]))]),
);

/** Own keys of this service only; text fields get the NOT_TEXT treatment, numbers and flags their own. */
function pickKeys(keys: readonly string[]) {
  return (_value: unknown, original: unknown) => {
    if (original === undefined) return {};
    if (!isPlainObject(original)) return original;
    const picked: Record<string, unknown> = {};
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(original, key)) continue;
      picked[key] = TEXT_KEYS.has(key as DetailKey) ? textOrMarker(original[key]) : original[key];
    }
    // A detail that belongs to a flag or a count (the return's date, the children's ages) means nothing unless it is on.
    for (const key of Object.keys(picked)) {
      const flag = (DETAILS[key as DetailKey] as DetailSpec).onlyWith;
      if (flag && !detailActive(picked[flag])) delete picked[key];
    }
    return picked;
  };
}

/** The `details` schema for a service; services without details drop whatever was sent. */
export function detailsSchemaFor(service: unknown): Schema {
  const shape = typeof service === "string" && Object.prototype.hasOwnProperty.call(SHAPES, service) ? SHAPES[service] : undefined;
  if (!shape) return mixed().transform(() => ({}));
  return object(shape)
    .transform(pickKeys(Object.keys(shape)))
    .typeError("type")
    .nonNullable("type");
}

/** The validated details without empty values, in the service's order (../catalogue/fields.ts). */
export function compactDetails(service: string, details: unknown): TripDetails {
  const keys: readonly string[] = (SERVICES as Record<string, readonly string[]>)[service] ?? [];
  if (!isPlainObject(details)) return {};
  const kept: Record<string, unknown> = {};
  for (const key of keys) {
    const value = details[key];
    if (value === undefined || value === "" || value === false) continue;
    kept[key] = value;
  }
  return kept as TripDetails;
}

/** min/max an error message about this detail refers to (`{{min}}`, `{{max}}`). */
export function detailBounds(key: string): { min?: number; max?: number } {
  if (Object.prototype.hasOwnProperty.call(DETAIL_RANGES, key)) return DETAIL_RANGES[key as CountKey];
  if (Object.prototype.hasOwnProperty.call(DETAIL_LIMITS, key)) return { max: DETAIL_LIMITS[key as LimitedKey] };
  return {};
}

/**
 * The journey of a request (as the schema casts it) that would end past the last day a calendar can hold
 * (9999-12-31), as the path of the day to blame: the rental's end, the return's day, or the service date.
 * Timed as the calendar files time it (../catalogue/journeys.ts); a count outside its range is left out (its own
 * error says so), as is anything that is not a real day or time.
 */
export function lateJourney(request: unknown): string | undefined {
  if (!isPlainObject(request)) return undefined;
  const service = typeof request.service === "string" ? request.service : "";
  const raw = isPlainObject(request.details) ? request.details : {};
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const spec = (DETAILS as Record<string, DetailSpec | undefined>)[key];
    if (!spec) continue;
    if (spec.kind === "date") details[key] = typeof value === "string" ? parseServiceDate(value.trim()) : undefined;
    else if (spec.kind === "time") details[key] = typeof value === "string" && value !== "" && TIME.test(value) ? value : undefined;
    else if (spec.kind === "count") details[key] = typeof value === "number" && value >= spec.min && value <= spec.max ? value : undefined;
    else details[key] = value;
  }
  const day = typeof request.serviceDate === "string" ? parseServiceDate(request.serviceDate.trim()) : undefined;
  const time = typeof request.serviceTime === "string" && request.serviceTime !== "" && TIME.test(request.serviceTime) ? request.serviceTime : undefined;
  const journeyDetails = details as JourneyDetails;
  if (day && !journeyEnd(service, journeyDetails, time ? { date: day, time } : { date: day })) {
    return service === "vehicle-rental" && details.rentalEndDate ? "details.rentalEndDate" : "serviceDate";
  }
  const back = returnJourney(journeyDetails);
  return back && !back.end ? "details.returnDate" : undefined;
}
