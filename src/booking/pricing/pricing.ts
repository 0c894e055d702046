/**
 * The price engine: what a request costs at the published rates (content/rates.json), with the
 * supplements that apply, as a short breakdown and a total. One function for the form (the breakdown
 * above the button) and the function (the office's e-mail recomputes it and never trusts the visitor's
 * amount). Pure: the rates are passed in, times are the Geneva wall clock the form and the request carry.
 *
 * - Transfer: the fare of the chosen places and class (../catalogue/fareIds.ts), each way for a return; the night
 *   supplement for each journey whose pick-up time falls in the night window (a journey without a time is
 *   priced without it and says that it may apply); each child seat once for the booking, as the Rates
 *   publish it "per seat" (a return with one seat is one seat: docs/decisions.md).
 * - By the hour: the class's hourly rate × the hours (never fewer than the class's minimum).
 * - Personal assistance: the hourly rate × the hours.
 * - Rental: the vehicle's daily rate, with or without chauffeur × the days from start to end (started days).
 * A price left "on request" in the content makes the request "on request" (with the reason, when the content gives one),
 * and so does a quantity beyond the bounds the form states (../catalogue/fields.ts: hours, seats, a rental's 1–90 days): the
 * published scale ends there, and no figure past it is ever quoted (docs/decisions.md).
 */
import { fareBetween, type Fare, type FareRates } from "../catalogue/fareIds";
import { DETAIL_RANGES, RENTAL_MAX_DAYS } from "../catalogue/fields";
import { genevaDateTime, genevaMoment } from "../trip/genevaClock";

export interface PricingRates extends FareRates {
  hourly: readonly { class: string; amount: number | null; minimumHours: number }[];
  assistanceHourly: number | null;
  rental: readonly { vehicle: string; withChauffeur: number | null; withoutChauffeur: number | null; onRequestReason?: Record<string, string> }[];
  /** Which supplements the engine applies: `night` (per journey), `child-seat` (per seat, once a booking); `other` is quoted by the office. */
  supplements: readonly { kind: string; amount: number | null }[];
  /** The night supplement's window on the Geneva clock, "22:00" to "06:00". */
  nightWindow: { from: string; until: string };
}

/** What a request says about its price: the service, its start (yyyy-mm-dd, HH:MM, Geneva) and its trip details. */
export interface PricingRequest {
  service: string;
  /** yyyy-mm-dd */
  date?: string;
  /** HH:MM */
  time?: string;
  details: Partial<Record<string, string | number | boolean>>;
}

/** The lines a breakdown may have, each worded by `contact.price.items.<item>` (rentalDays has plural forms). */
export const PRICE_ITEMS = ["fare", "returnFare", "night", "returnNight", "childSeats", "hours", "assistanceHours", "rentalDays"] as const;
/**
 * What a time-based estimate leaves to the Terms (`contact.price.extras.<key>`, said under the Rates' hourly
 * table, in the form and in the office's e-mail): travel outside the canton, costs at cost, a second chauffeur.
 */
export const PRICE_EXTRAS = ["hourly", "assistance"] as const;
export type PriceExtras = (typeof PRICE_EXTRAS)[number];
/** What may be missing to price a request, each said by `contact.price.missing.<key>`. */
export const PRICE_MISSING = ["places", "route", "vehicleClass", "hours", "vehicle", "chauffeur", "end"] as const;

/** One line of the breakdown; the form and the e-mail word it (`item` is a locale key under contact.price.items). */
export interface PriceLine {
  item: (typeof PRICE_ITEMS)[number];
  /** How many units (hours, days, seats; 1 for a fare). */
  quantity: number;
  /** The price of one unit, CHF. */
  unit: number;
  amount: number;
}

export type Pricing =
  /**
   * A total at the published rates. `fixed`: a transfer's fare; `estimate`: time-based (more time costs more).
   * `extras`: what the Terms may add to a time-based estimate. `nightMayApply`: the night supplement (CHF, per
   * journey, and its window) left out because a journey has no pick-up time yet.
   */
  | {
      status: "priced";
      kind: "fixed" | "estimate";
      lines: PriceLine[];
      total: number;
      validFrom: string;
      fare?: Fare;
      returnFare?: Fare;
      extras?: PriceExtras;
      nightMayApply?: NightMayApply;
    }
  /** The content publishes no price for this choice: the office quotes it. */
  | { status: "onRequest"; reason?: Record<string, string>; validFrom: string }
  /** Not enough chosen yet to price it (which detail is missing: a locale key under contact.price.missing). */
  | { status: "incomplete"; missing: (typeof PRICE_MISSING)[number]; validFrom: string }
  /** A service without published prices ("other", or none chosen). */
  | { status: "none" };

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const minutesOf = (time: string | undefined) => {
  const match = time ? HH_MM.exec(time) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/** Whether a pick-up at this time (HH:MM, Geneva) falls in the night window (which may run past midnight). */
export function inNightWindow(time: string | undefined, window: PricingRates["nightWindow"]): boolean {
  const at = minutesOf(time);
  const from = minutesOf(window.from);
  const until = minutesOf(window.until);
  if (at === undefined || from === undefined || until === undefined || from === until) return false;
  return from < until ? at >= from && at < until : at >= from || at < until;
}

const supplementAmount = (rates: PricingRates, kind: string) => {
  const amount = rates.supplements.find((supplement) => supplement.kind === kind)?.amount;
  return typeof amount === "number" ? amount : undefined;
};

const count = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : 0);
/** A quantity past the bounds the form states: beyond the published scale. */
const beyond = (value: number, key: keyof typeof DETAIL_RANGES) => value > DETAIL_RANGES[key].max;
const onRequest = (rates: PricingRates): Pricing => ({ status: "onRequest", validFrom: rates.validFrom });

/**
 * The hour the Geneva clock really shows at a pick-up: the time asked for, except in the spring's missing
 * hour (the schema refuses it; the form prices while the visitor types), which a clock reads an hour later.
 */
function realTime(date: string | undefined, time: string | undefined): string | undefined {
  const moment = date && time ? genevaMoment(date, time) : undefined;
  return moment?.kind === "gap" ? genevaDateTime(moment.instant).time : time;
}
const word = (value: unknown) => (typeof value === "string" ? value : "");

/** The journey's night supplement, when its pick-up time falls in the night window. */
function nightLine(rates: PricingRates, time: string | undefined, back: boolean): PriceLine[] {
  const night = supplementAmount(rates, "night");
  return night !== undefined && inNightWindow(time, rates.nightWindow)
    ? [{ item: back ? "returnNight" : "night", quantity: 1, unit: night, amount: night }]
    : [];
}

/** Each child seat, once for the booking: published "per seat", a seat fitted for the way out stays for the way back. */
function seatLine(rates: PricingRates, seats: number): PriceLine[] {
  const seat = supplementAmount(rates, "child-seat");
  return seat !== undefined && seats > 0 ? [{ item: "childSeats", quantity: seats, unit: seat, amount: seat * seats }] : [];
}

/** The night supplement a journey without a pick-up time may take: its amount (CHF) and window (Geneva, HH:MM). */
export interface NightMayApply {
  amount: number;
  from: string;
  until: string;
}
type PricedExtra = { fare?: Fare; returnFare?: Fare; extras?: PriceExtras; nightMayApply?: NightMayApply };
const priced = (rates: PricingRates, kind: "fixed" | "estimate", lines: PriceLine[], extra: PricedExtra = {}): Pricing => ({
  status: "priced",
  kind,
  lines,
  total: lines.reduce((sum, line) => sum + line.amount, 0),
  validFrom: rates.validFrom,
  ...extra,
});

function transfer(rates: PricingRates, request: PricingRequest): Pricing {
  const { details } = request;
  const from = word(details.pickupPlace);
  const to = word(details.destinationPlace);
  const classId = word(details.vehicleClass);
  if (!from || !to) return { status: "incomplete", missing: "places", validFrom: rates.validFrom };
  if (!classId) return { status: "incomplete", missing: "vehicleClass", validFrom: rates.validFrom };
  const fare = fareBetween(rates, from, to, classId);
  if (!fare) {
    // A route the tables have with this class "on request", or no published route between these places.
    return { status: "onRequest", validFrom: rates.validFrom };
  }
  const seats = count(details.childSeats);
  if (beyond(seats, "childSeats")) return onRequest(rates);
  const lines: PriceLine[] = [
    { item: "fare", quantity: 1, unit: fare.amount, amount: fare.amount },
    ...nightLine(rates, realTime(request.date, request.time), false),
    ...seatLine(rates, seats),
  ];
  // A journey sent without a pick-up time is priced by day; the night supplement it may take is said beside the total.
  const night = supplementAmount(rates, "night");
  const untimed = (time: string | undefined) =>
    night !== undefined && minutesOf(time) === undefined ? { nightMayApply: { amount: night, ...rates.nightWindow } } : {};
  if (details.returnTrip !== true) return priced(rates, "fixed", lines, { fare, ...untimed(request.time) });
  const returnFare = fareBetween(rates, to, from, classId);
  if (!returnFare) return { status: "onRequest", validFrom: rates.validFrom };
  const returnTime = word(details.returnTime) || undefined;
  lines.push(
    { item: "returnFare", quantity: 1, unit: returnFare.amount, amount: returnFare.amount },
    ...nightLine(rates, realTime(word(details.returnDate), returnTime), true),
  );
  return priced(rates, "fixed", lines, { fare, returnFare, ...untimed(request.time), ...untimed(returnTime) });
}

function byTheHour(rates: PricingRates, request: PricingRequest): Pricing {
  const classId = word(request.details.vehicleClass);
  if (!classId) return { status: "incomplete", missing: "vehicleClass", validFrom: rates.validFrom };
  const rate = rates.hourly.find((entry) => entry.class === classId);
  if (!rate || rate.amount === null) return { status: "onRequest", validFrom: rates.validFrom };
  const hours = count(request.details.hours);
  if (!hours) return { status: "incomplete", missing: "hours", validFrom: rates.validFrom };
  if (beyond(hours, "hours") || beyond(count(request.details.childSeats), "childSeats")) return onRequest(rates);
  const billed = Math.max(hours, rate.minimumHours);
  return priced(
    rates,
    "estimate",
    [{ item: "hours", quantity: billed, unit: rate.amount, amount: billed * rate.amount }, ...seatLine(rates, count(request.details.childSeats))],
    { extras: "hourly" },
  );
}

function assistance(rates: PricingRates, request: PricingRequest): Pricing {
  if (rates.assistanceHourly === null) return { status: "onRequest", validFrom: rates.validFrom };
  const hours = count(request.details.durationHours);
  if (!hours) return { status: "incomplete", missing: "hours", validFrom: rates.validFrom };
  if (beyond(hours, "durationHours")) return onRequest(rates);
  return priced(rates, "estimate", [{ item: "assistanceHours", quantity: hours, unit: rates.assistanceHourly, amount: hours * rates.assistanceHourly }], {
    extras: "assistance",
  });
}

/**
 * Started days between the rental's start and its end (both Geneva wall clock), at least one. A missing
 * start time is midnight; a missing end time is the start's time of day (a car taken on Monday and given
 * back on Wednesday is two days; given back the same day, one).
 */
export function rentalDays(start: { date?: string; time?: string }, end: { date?: string; time?: string }): number | undefined {
  if (end.date && !minutesOf(end.time) && minutesOf(end.time) !== 0) end = { date: end.date, time: start.time };
  if (end.date && end.date === start.date && !end.time) return 1;
  const at = ({ date, time }: { date?: string; time?: string }) => {
    if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
    const minutes = minutesOf(time) ?? 0;
    // The wall clock as if it were UTC: a day is 24 wall-clock hours, whatever daylight saving does in between.
    return Date.parse(`${date}T00:00:00Z`) + minutes * 60_000;
  };
  const from = at(start);
  const to = at(end);
  // `!(to > from)`: also a day that is no date ("2030-13-01" parses as NaN).
  if (from === undefined || to === undefined || !(to > from)) return undefined;
  return Math.max(1, Math.ceil((to - from) / 86_400_000));
}

function rental(rates: PricingRates, request: PricingRequest): Pricing {
  const { details } = request;
  const vehicle = word(details.vehicle);
  const chauffeur = word(details.chauffeur);
  if (!chauffeur) return { status: "incomplete", missing: "chauffeur", validFrom: rates.validFrom };
  if (!vehicle) return { status: "incomplete", missing: "vehicle", validFrom: rates.validFrom };
  const row = rates.rental.find((entry) => entry.vehicle === vehicle);
  const daily = row ? (chauffeur === "with" ? row.withChauffeur : row.withoutChauffeur) : null;
  if (!row || daily === null) return { status: "onRequest", reason: row?.onRequestReason, validFrom: rates.validFrom };
  const days = rentalDays({ date: request.date, time: request.time }, { date: word(details.rentalEndDate), time: word(details.rentalEndTime) });
  if (!days) return { status: "incomplete", missing: "end", validFrom: rates.validFrom };
  if (days > RENTAL_MAX_DAYS) return onRequest(rates);
  return priced(rates, "estimate", [{ item: "rentalDays", quantity: days, unit: daily, amount: days * daily }]);
}

const ENGINES: Record<string, (rates: PricingRates, request: PricingRequest) => Pricing> = {
  "private-transport": transfer,
  "chauffeur-hourly": byTheHour,
  "personal-assistance": assistance,
  "vehicle-rental": rental,
};

/** The price of a request at these rates. */
export function priceOf(rates: PricingRates, request: PricingRequest): Pricing {
  const engine = Object.prototype.hasOwnProperty.call(ENGINES, request.service) ? ENGINES[request.service] : undefined;
  return engine ? engine(rates, request) : { status: "none" };
}
