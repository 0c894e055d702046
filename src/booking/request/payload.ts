import { languageInfo, LANGUAGES, type Language } from "../../i18n/languages";
import { withOrdinalFirst } from "../../i18n/dates";
import { DETAIL_ENTRIES, DETAILS, detailActive, SERVICES, type DetailKey, type DetailSpec, type FlagKey, type ServiceValue } from "../catalogue/fields";
import type { FareClaim } from "../catalogue/fares";

/**
 * The trip details while the visitor types: every service's fields, so switching back and forth
 * keeps what was typed; only the chosen service's are sent. Number inputs hold numbers (Formik), or "".
 */
export type DetailValues = Record<Exclude<DetailKey, FlagKey>, string | number> & Record<FlagKey, boolean>;

/** What the form holds while the visitor types. `serviceDate` is the native date input's yyyy-mm-dd. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  service: "" | ServiceValue;
  serviceDate: string;
  serviceTime: string;
  message: string;
  website: string;
  details: DetailValues;
}

/** Exactly what is POSTed to the function: `details` holds the chosen service's non-empty fields. */
export interface ContactPayload extends Omit<ContactFormValues, "serviceDate" | "details"> {
  serviceDate: string;
  language: Language;
  details: Partial<Record<DetailKey, string | number | boolean>>;
  /** The total the form showed above its button (../pricing/pricing.ts), with the rates' date: the function compares, never quotes it. */
  fare?: FareClaim;
}

export const EMPTY_DETAILS = Object.fromEntries(DETAIL_ENTRIES.map(([key, spec]) => [key, spec.kind === "flag" ? false : ""])) as DetailValues;

export const EMPTY_FORM: ContactFormValues = {
  name: "",
  email: "",
  phone: "",
  service: "",
  serviceDate: "",
  serviceTime: "",
  message: "",
  website: "",
  details: EMPTY_DETAILS,
};

// Each Intl.DateTimeFormat holds native ICU memory that V8's garbage collector barely sees: one made per
// request grew the server's resident memory by ~25 KB a request, so each format is made once.
const LONG_DATE_FORMATS = new Map<Language, Intl.DateTimeFormat>();
const longDate = (language: Language): Intl.DateTimeFormat => {
  let format = LONG_DATE_FORMATS.get(language);
  if (!format) LONG_DATE_FORMATS.set(language, (format = new Intl.DateTimeFormat(languageInfo(language).dateLocale, { dateStyle: "long", timeZone: "UTC" })));
  return format;
};

/** "2026-11-21" -> "21 November 2026" (en) / "21 novembre 2026" (fr); "" stays "". */
export function formatServiceDate(isoDate: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return "";
  // Noon UTC keeps the calendar day the visitor picked, whatever their time zone; "1er janvier" in French.
  return withOrdinalFirst(longDate(language).format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12))), language);
}

// Month names exactly as formatServiceDate writes them, lower-cased, per language.
let monthNames: Map<string, number> | undefined;
function months(): Map<string, number> {
  if (monthNames) return monthNames;
  monthNames = new Map();
  for (const language of LANGUAGES) {
    for (let month = 0; month < 12; month += 1) {
      const parts = longDate(language).formatToParts(new Date(Date.UTC(2000, month, 15, 12)));
      const name = parts.find((part) => part.type === "month")?.value;
      if (name) monthNames.set(name.toLocaleLowerCase(languageInfo(language).dateLocale), month + 1);
    }
  }
  return monthNames;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Each language's long date as a pattern read from what Intl writes, so a language that orders it otherwise
// ("2027年1月15日": year first, a numeric month) reads back without a line here: [pattern, order of the groups].
let longDatePatterns: { pattern: RegExp; order: ("day" | "month" | "year")[] }[] | undefined;
function longDates() {
  longDatePatterns ??= LANGUAGES.map((language) => {
    const order: ("day" | "month" | "year")[] = [];
    const source = longDate(language)
      .formatToParts(new Date(Date.UTC(2000, 10, 15, 12)))
      .map((part) => {
        if (part.type === "day" || part.type === "month" || part.type === "year") order.push(part.type);
        if (part.type === "day") return "(\\d{1,2})(?:er)?";
        if (part.type === "month") return /^\d+$/.test(part.value) ? "(\\d{1,2})" : "(\\p{L}+)";
        if (part.type === "year") return "(\\d{4})";
        return escapeRegExp(part.value.replace(/\s+/gu, " "));
      })
      .join("");
    return { pattern: new RegExp(`^${source}$`, "u"), order };
  });
  return longDatePatterns;
}

/** [year, month, day] of a long date as formatServiceDate writes it in any language; zeros if none. */
function readLongDate(value: string): [number, number, number] {
  const text = value.trim().replace(/\s+/gu, " ");
  for (const { pattern, order } of longDates()) {
    const match = pattern.exec(text);
    if (!match) continue;
    const at = (part: "day" | "month" | "year") => match[order.indexOf(part) + 1];
    const month = /^\d+$/.test(at("month")) ? Number(at("month")) : (months().get(at("month").toLowerCase()) ?? 0);
    return [Number(at("year")), month, Number(at("day"))];
  }
  return [0, 0, 0];
}

/**
 * The calendar day a service date names, as yyyy-mm-dd: the form's own yyyy-mm-dd, or what
 * formatServiceDate writes in any language ("21 November 2026", "21 novembre 2026", "1er" too, "21. November 2026",
 * "2026年11月21日"). Anything else (a word, a day that does not exist such as 30 February or day 0) gives
 * undefined, and the schema refuses it (`date`).
 */
export function parseServiceDate(value: string): string | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = iso ? [Number(iso[1]), Number(iso[2]), Number(iso[3])] : readLongDate(value);
  if (!year || month < 1 || month > 12 || day < 1) return undefined;
  // setUTCFullYear: Date.UTC would read the years 0–99 as 1900–1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // 31 February rolls over into March: not a real day, so not a date.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

export function toPayload(values: ContactFormValues, language: Language, fare?: FareClaim): ContactPayload {
  return {
    ...(fare ? { fare } : {}),
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    service: values.service,
    serviceDate: formatServiceDate(values.serviceDate, language),
    serviceTime: values.serviceTime,
    message: values.message.trim(),
    language,
    website: values.website,
    details: toDetails(values),
  };
}

// Numbers as JSON numbers, text trimmed, the return date as yyyy-mm-dd; nothing empty, nothing from
// another service, nothing that belongs to an unticked flag (the return's date and time). The price
// engine reads the same (the form's breakdown is the price of exactly what is sent).
export function toDetails(values: Pick<ContactFormValues, "service" | "details">): ContactPayload["details"] {
  const keys: readonly DetailKey[] = values.service ? SERVICES[values.service] : [];
  const details: ContactPayload["details"] = {};
  for (const key of keys) {
    const spec: DetailSpec = DETAILS[key];
    if (spec.onlyWith && !detailActive(values.details[spec.onlyWith as DetailKey])) continue;
    const value = values.details[key];
    if (typeof value === "boolean") {
      if (value) details[key] = true;
    } else if (typeof value === "number") {
      details[key] = value;
    } else if (value.trim() !== "") {
      details[key] = spec.kind === "count" && /^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim();
    }
  }
  return details;
}

/** The time zone the company works in: "today" and "a past date" are decided there, for everyone. */
export const SERVICE_TIME_ZONE = "Europe/Zurich";

/**
 * Today's date in Geneva as yyyy-mm-dd: the date input's `min` and the first day the schema accepts.
 * A visitor abroad late in the evening may already be "tomorrow" locally; the service happens here.
 */
let isoDayFormat: Intl.DateTimeFormat | undefined;
export function todayIso(now: Date = new Date()): string {
  // en-CA formats dates as yyyy-mm-dd. Made once (see LONG_DATE_FORMATS).
  isoDayFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: SERVICE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return isoDayFormat.format(now);
}
