import site from "../../../content/site.json";

/**
 * The form's trip details, described once: each detail's kind and limits, and each service's details in the
 * form's order. The form (components/TripDetailsFields.tsx), the shared Yup schema (../trip/details.ts), the
 * payload (../request/payload.ts), the e-mail (../mail/message.ts), the Privacy Policy's coverage check (FORM_FIELDS,
 * ./options.ts) and the admin's list of fields all read it; docs/recipes.md says how to add one.
 *
 * A detail's label is `contact.form.details.<key>` in content/locales/<language>/translation.json. No
 * dependency here: the pre-rendered form reads this module in the page's first load.
 *
 * Kinds: `line` one line of text (at most `max` characters), `count` a whole number in [min, max], `flag` a
 * checkbox, `date` a day (yyyy-mm-dd from the form), `time` hh:mm, `choice` one of `options` (fixed values)
 * or of a list the content defines (`from`: the fleet, the rates' vehicle classes).
 */
interface Line {
  kind: "line";
  max: number;
  autoComplete?: "street-address";
}
interface Count {
  kind: "count";
  min: number;
  max: number;
}
interface Flag {
  kind: "flag";
}
interface DateDetail {
  kind: "date";
  max: number;
  /** The time detail that belongs to this day: one row with it in the e-mail, compared with it on the same day. */
  time?: string;
  /** Not before the request's own date and time (the outbound journey). */
  afterOutbound?: true;
  /** At most this many started days after the outbound's start (a rental's length: the price counts the same days). */
  withinDays?: number;
}
interface Time {
  kind: "time";
}
interface Choice {
  kind: "choice";
  /** Fixed values, offered as radios, each labelled by the locale key given here. */
  options?: Readonly<Record<string, string>>;
  /** Values from the content, offered in a list whose empty choice is labelled `<key>None`. */
  from?: "fleet" | "vehicleClasses" | "places";
}
export type DetailSpec = (Line | Count | Flag | DateDetail | Time | Choice) & {
  /** The whole row of the form's grid (addresses, long lists); radios and flags always take it. */
  wide?: true;
  /** Shown, validated and sent only while this flag is ticked, or this count is above zero (detailActive). */
  onlyWith?: string;
};
export type DetailKind = DetailSpec["kind"];

export const DETAILS = {
  // The fare's places (the rates' starting points and destinations): the fare belongs to them and to the
  // class, whatever exact address is typed below; empty when the journey is elsewhere (quoted by the office).
  pickupPlace: { kind: "choice", from: "places" },
  destinationPlace: { kind: "choice", from: "places" },
  pickup: { kind: "line", max: 200, wide: true, autoComplete: "street-address" },
  destination: { kind: "line", max: 200, wide: true },
  vehicleClass: { kind: "choice", from: "vehicleClasses", wide: true },
  passengers: { kind: "count", min: 1, max: 50 },
  luggage: { kind: "count", min: 0, max: 50 },
  childSeats: { kind: "count", min: 0, max: 6 },
  childSeatAges: { kind: "line", max: 100, onlyWith: "childSeats" },
  // The name on the sign the chauffeur holds in the arrivals hall.
  signName: { kind: "line", max: 100, wide: true },
  flight: { kind: "line", max: 20 },
  returnTrip: { kind: "flag" },
  returnDate: { kind: "date", max: 60, time: "returnTime", afterOutbound: true, onlyWith: "returnTrip" },
  returnTime: { kind: "time", onlyWith: "returnTrip" },
  returnPickup: { kind: "line", max: 200, wide: true, autoComplete: "street-address", onlyWith: "returnTrip" },
  returnFlight: { kind: "line", max: 20, onlyWith: "returnTrip" },
  // By the hour: the class's minimum (content/rates.json `hourly`) is checked against the class chosen.
  hours: { kind: "count", min: 1, max: 24 },
  // The assistance minimum is the one quoted in content/site.json.
  durationHours: { kind: "count", min: site.agentMinimumHours, max: 240 },
  meetingPlace: { kind: "line", max: 200 },
  chauffeur: { kind: "choice", options: { with: "withChauffeur", without: "withoutChauffeur" } },
  // Wide: a vehicle with its seats and bags ("Mercedes S-Class (3 seats, 3 bags)") is cut off in half a row on a phone.
  vehicle: { kind: "choice", from: "fleet", wide: true },
  // A rental lasts 1 to 90 days (started days, as the price counts them).
  rentalEndDate: { kind: "date", max: 60, time: "rentalEndTime", afterOutbound: true, withinDays: 90 },
  rentalEndTime: { kind: "time" },
  deliveryPlace: { kind: "line", max: 200, wide: true, autoComplete: "street-address" },
  collectionPlace: { kind: "line", max: 200, wide: true, autoComplete: "street-address" },
} as const satisfies Record<string, DetailSpec>;
export type DetailKey = keyof typeof DETAILS;

/**
 * The services (their ids are a contract between the form, the function and content/services.json; a
 * service without a card there is named by `contact.form.options.<id>`) and the trip details each asks
 * for, in the form's order. "other" has none: its message says what is wanted.
 */
export const SERVICES = {
  "private-transport": [
    "pickupPlace",
    "destinationPlace",
    "pickup",
    "destination",
    "vehicleClass",
    "passengers",
    "luggage",
    "childSeats",
    "childSeatAges",
    "signName",
    "flight",
    "returnTrip",
    "returnDate",
    "returnTime",
    "returnPickup",
    "returnFlight",
  ],
  "chauffeur-hourly": ["vehicleClass", "hours", "pickup", "passengers", "luggage", "childSeats", "childSeatAges"],
  "personal-assistance": ["durationHours", "meetingPlace"],
  "vehicle-rental": ["chauffeur", "vehicle", "rentalEndDate", "rentalEndTime", "deliveryPlace", "collectionPlace"],
  other: [],
} as const satisfies Record<string, readonly DetailKey[]>;
export type ServiceValue = keyof typeof SERVICES;

type KeysOfKind<Kind extends DetailKind> = { [Key in DetailKey]: (typeof DETAILS)[Key]["kind"] extends Kind ? Key : never }[DetailKey];
export type CountKey = KeysOfKind<"count">;
export type FlagKey = KeysOfKind<"flag">;
export type LimitedKey = KeysOfKind<"line" | "date">;

/** What each kind holds once validated: counts are numbers, flags booleans, the rest text. */
type ValueOf<Kind extends DetailKind> = Kind extends "count" ? number : Kind extends "flag" ? boolean : string;
export type DetailValue<Key extends DetailKey> = ValueOf<(typeof DETAILS)[Key]["kind"]>;

export const detailSpec = (key: DetailKey): DetailSpec => DETAILS[key];

/** Whether a detail that others depend on (`onlyWith`) is on: a ticked flag, or a count above zero. */
export const detailActive = (value: unknown): boolean =>
  value === true || (typeof value === "number" && value > 0) || (typeof value === "string" && /^\s*[1-9]\d*\s*$/.test(value));
export const DETAIL_ENTRIES = Object.entries(DETAILS) as [DetailKey, DetailSpec][];
const keysWhere = (test: (spec: DetailSpec) => boolean) => DETAIL_ENTRIES.filter(([, spec]) => test(spec)).map(([key]) => key);

/** Every detail once, in the order the services list them. */
export const ALL_DETAIL_KEYS = [...new Set(Object.values(SERVICES).flat())] as DetailKey[];

/** Character limits of the text details. */
export const DETAIL_LIMITS = Object.fromEntries(
  DETAIL_ENTRIES.flatMap(([key, spec]) => ("max" in spec && spec.kind !== "count" ? [[key, spec.max]] : [])),
) as Record<LimitedKey, number>;

/** Inclusive ranges of the number details. */
export const DETAIL_RANGES = Object.fromEntries(
  DETAIL_ENTRIES.flatMap(([key, spec]) => (spec.kind === "count" ? [[key, { min: spec.min, max: spec.max }]] : [])),
) as Record<CountKey, { min: number; max: number }>;

/** The details held as text (validated as text, trimmed when sent). */
export const TEXT_KEYS: ReadonlySet<DetailKey> = new Set(keysWhere((spec) => spec.kind !== "count" && spec.kind !== "flag"));

/** A time that shares its day's row in the e-mail. */
export const PAIRED_TIME_KEYS: ReadonlySet<string> = new Set(DETAIL_ENTRIES.flatMap(([, spec]) => (spec.kind === "date" && spec.time ? [spec.time] : [])));
/** The day each paired time belongs to (a Geneva time exists, or not, on a given day). */
export const DAY_OF_TIME: Readonly<Record<string, DetailKey>> = Object.fromEntries(
  DETAIL_ENTRIES.flatMap(([key, spec]) => (spec.kind === "date" && spec.time ? [[spec.time, key]] : [])),
);
/** The longest rental, in started days. */
export const RENTAL_MAX_DAYS: number = DETAILS.rentalEndDate.withinDays;

type OptionLabelKey = { [Key in DetailKey]: (typeof DETAILS)[Key] extends { options: infer Labels } ? Labels[keyof Labels] : never }[DetailKey];
type NoneLabelKey = { [Key in DetailKey]: (typeof DETAILS)[Key] extends { from: string } ? `${Key}None` : never }[DetailKey];
export type DetailLabelKey = DetailKey | "legend" | OptionLabelKey | NoneLabelKey | "vehicleOption";

/** Every locale key under `contact.form.details` the form and the e-mail read. */
export const DETAIL_LABEL_KEYS = [
  ...ALL_DETAIL_KEYS,
  "legend",
  ...DETAIL_ENTRIES.flatMap(([key, spec]) => (spec.kind !== "choice" ? [] : spec.options ? Object.values(spec.options) : [`${key}None`])),
  // A vehicle of the fleet as a choice: its name, seats and bags.
  "vehicleOption",
] as DetailLabelKey[];

/** The element that takes focus for a detail with an error: a group of radios has no control of its own, its first radio does. */
export function detailControlId(key: string): string {
  const spec = (DETAILS as Record<string, DetailSpec | undefined>)[key];
  const first = spec?.kind === "choice" && spec.options ? Object.keys(spec.options)[0] : undefined;
  return first ? `contact-details-${key}-${first}` : `contact-details-${key}`;
}
