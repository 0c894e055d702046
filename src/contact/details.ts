import { mixed, object, type AnyObject, type Schema, type TestContext } from "yup";
import site from "../../content/site.json";
import { FLEET_IDS } from "./catalog";
import { VEHICLE_CLASS_IDS } from "./fares";
import { DETAIL_KEYS, type DetailKey } from "./options";
import { parseServiceDate } from "./payload";
import { atMost, NOT_TEXT, notPast, optional, singleLine, textOrMarker, TIME } from "./rules";

/**
 * The trip details of each service: what a dispatcher needs to price and schedule a request without
 * writing back. Sent as one `details` object beside the other fields; only the chosen service's keys
 * (DETAIL_KEYS in ./options.ts) are read, the rest (another service's details, unknown keys) is dropped.
 */
export { DETAIL_KEYS, type DetailKey } from "./options";
export const ALL_DETAIL_KEYS = [...new Set(Object.values(DETAIL_KEYS).flat())] as DetailKey[];

export const CHAUFFEUR_VALUES = ["with", "without"] as const;

/** Character limits of the text details. */
export const DETAIL_LIMITS = {
  pickup: 200,
  destination: 200,
  flight: 20,
  returnDate: 60,
  meetingPlace: 200,
  deliveryPlace: 200,
  collectionPlace: 200,
} as const;

/** Inclusive ranges of the number details; the assistance minimum is the one quoted in content/site.json. */
export const DETAIL_RANGES = {
  passengers: { min: 1, max: 50 },
  luggage: { min: 0, max: 50 },
  durationHours: { min: site.agentMinimumHours, max: 240 },
  days: { min: 1, max: 90 },
} as const;
type CountKey = keyof typeof DETAIL_RANGES;

/** What the function keeps of each service's details (empty values left out). */
export interface TripDetails {
  pickup?: string;
  destination?: string;
  vehicleClass?: string;
  passengers?: number;
  luggage?: number;
  flight?: string;
  returnTrip?: boolean;
  returnDate?: string;
  returnTime?: string;
  durationHours?: number;
  meetingPlace?: string;
  chauffeur?: (typeof CHAUFFEUR_VALUES)[number];
  vehicle?: string;
  days?: number;
  deliveryPlace?: string;
  collectionPlace?: string;
}

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
// ancestors' raw values in `from` (from[0] = details, from[1] = the request).
function returnAfterOutbound(this: TestContext<AnyObject>, value: string | undefined): boolean {
  const request = (this.from?.[1]?.value ?? {}) as Record<string, unknown>;
  const outboundDay = typeof request.serviceDate === "string" ? parseServiceDate(request.serviceDate.trim()) : undefined;
  const returnDay = value ? parseServiceDate(value) : undefined;
  if (!outboundDay || !returnDay || returnDay !== outboundDay) return !outboundDay || !returnDay || returnDay > outboundDay;
  // Same day: only times given on both sides can tell.
  const outboundTime = typeof request.serviceTime === "string" ? request.serviceTime.trim() : "";
  const returnTime = typeof this.parent?.returnTime === "string" ? (this.parent.returnTime as string) : "";
  const full = (time: string) => time !== "" && TIME.test(time);
  return !full(outboundTime) || !full(returnTime) || returnTime > outboundTime;
}

const SHAPES = {
  "private-transport": {
    pickup: line(DETAIL_LIMITS.pickup),
    destination: line(DETAIL_LIMITS.destination),
    vehicleClass: optional().oneOf(["", ...VEHICLE_CLASS_IDS], "choice"),
    passengers: count("passengers"),
    luggage: count("luggage"),
    flight: line(DETAIL_LIMITS.flight),
    returnTrip: flag(),
    returnDate: line(DETAIL_LIMITS.returnDate).test("pastDate", "pastDate", notPast).test("returnBeforeOutbound", "returnBeforeOutbound", returnAfterOutbound),
    returnTime: singleLine(optional()).matches(TIME, { message: "time", excludeEmptyString: true }),
  },
  "personal-assistance": {
    durationHours: count("durationHours"),
    meetingPlace: line(DETAIL_LIMITS.meetingPlace),
  },
  "vehicle-rental": {
    chauffeur: optional().oneOf(["", ...CHAUFFEUR_VALUES], "choice"),
    vehicle: optional().oneOf(["", ...FLEET_IDS], "choice"),
    days: count("days"),
    deliveryPlace: line(DETAIL_LIMITS.deliveryPlace),
    collectionPlace: line(DETAIL_LIMITS.collectionPlace),
  },
};

const TEXT_KEYS = new Set<string>([
  "pickup",
  "destination",
  "vehicleClass",
  "flight",
  "returnDate",
  "returnTime",
  "meetingPlace",
  "chauffeur",
  "vehicle",
  "deliveryPlace",
  "collectionPlace",
]);

/** Own keys of this service only; text fields get the NOT_TEXT treatment, numbers and flags their own. */
function pickKeys(keys: readonly string[]) {
  return (_value: unknown, original: unknown) => {
    if (original === undefined) return {};
    if (!isPlainObject(original)) return original;
    const picked: Record<string, unknown> = {};
    for (const key of keys) {
      if (!Object.prototype.hasOwnProperty.call(original, key)) continue;
      picked[key] = TEXT_KEYS.has(key) ? textOrMarker(original[key]) : original[key];
    }
    // A return date and time mean nothing unless the return trip is ticked.
    if (keys.includes("returnTrip") && picked.returnTrip !== true) {
      delete picked.returnDate;
      delete picked.returnTime;
    }
    return picked;
  };
}

/** The `details` schema for a service; services without details drop whatever was sent. */
export function detailsSchemaFor(service: unknown): Schema {
  const shape = typeof service === "string" && Object.prototype.hasOwnProperty.call(SHAPES, service) ? SHAPES[service as keyof typeof SHAPES] : undefined;
  if (!shape) return mixed().transform(() => ({}));
  return object(shape)
    .transform(pickKeys(Object.keys(shape)))
    .typeError("type")
    .nonNullable("type");
}

/** The validated details without empty values, in the order of DETAIL_KEYS. */
export function compactDetails(service: string, details: unknown): TripDetails {
  const keys: readonly string[] = (DETAIL_KEYS as Record<string, readonly string[]>)[service] ?? [];
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
  if (Object.prototype.hasOwnProperty.call(DETAIL_LIMITS, key)) return { max: DETAIL_LIMITS[key as keyof typeof DETAIL_LIMITS] };
  return {};
}
