import { string, type StringSchema } from "yup";
import { genevaMoment } from "./genevaClock";
import { parseServiceDate, todayIso } from "../request/payload";
import { characterCount, hasLineBreak } from "../request/text";

/**
 * The building blocks of the shared schema (../request/requestSchema.ts) and of the trip details (./details.ts).
 * Messages are keys under `contact.errors` in the locale files.
 */

export const TIME = /^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/;

// Stands in for any value that is not a string. Yup's own cast would turn numbers and booleans into
// strings, and it calls value.toString() on objects, which throws (a 500) for {"toString": 1}. The
// object-level transforms swap every such value for this symbol before any field sees it, so no JSON
// shape can make yup throw; the field's type check then reports the `type` key.
export const NOT_TEXT = Symbol("not a string");

// Trims strings; anything else is already NOT_TEXT (or undefined: "not given").
export const text = () =>
  string()
    .typeError("type")
    .nonNullable("type")
    .transform((_value: unknown, original: unknown) => (typeof original === "string" ? original.trim() : original));
export const optional = () => text().default("");

/**
 * Limits are in characters (Unicode code points), as the visitor counts them, not in UTF-16 units
 * (String.length, and yup's max()), which count an emoji or a CJK extension character twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any string schema (required or not, any context): the helper keeps its exact type
export const atMost = <S extends StringSchema<any, any, any, any>>(s: S, max: number): S =>
  s.test("tooLong", "tooLong", (value: string | null | undefined) => typeof value !== "string" || characterCount(value) <= max) as S;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any string schema (required or not, any context): the helper keeps its exact type
export const singleLine = <S extends StringSchema<any, any, any, any>>(s: S): S =>
  s.test("lineBreak", "lineBreak", (value: string | null | undefined) => typeof value !== "string" || !hasLineBreak(value)) as S;

/** Yup's context may carry `now` (tests); the form and the function use the real clock. */
export interface ClockContext {
  options: { context?: { now?: Date } };
}
export const nowOf = (context: ClockContext): Date => context.options.context?.now ?? new Date();

/**
 * A day that exists, as the form (yyyy-mm-dd) or formatServiceDate ("21 November 2026") writes it: a word
 * ("soon"), 30 February or day 0 is not one, and nothing that is not a date can pass the past-date rule.
 */
export const realDate = (value: string | undefined) => !value || parseServiceDate(value) !== undefined;

// Only a real day is judged here: anything else is `date`'s to say.
export const notPast = (value: string | undefined, context: ClockContext) => {
  const day = value ? parseServiceDate(value) : undefined;
  return day === undefined || day >= todayIso(nowOf(context));
};

/** Strings stay strings, anything else becomes NOT_TEXT: see NOT_TEXT. */
export const textOrMarker = (field: unknown) => (typeof field === "string" || field === undefined ? field : NOT_TEXT);

/**
 * A Geneva time that happens on its day: not in the spring's missing hour (./genevaClock.ts). Without a
 * real day or a well-formed time there is nothing to judge (their own rules say so).
 */
export const happensOn = (date: unknown, time: string | undefined): boolean => {
  const day = typeof date === "string" ? parseServiceDate(date.trim()) : undefined;
  return !day || !time || genevaMoment(day, time)?.kind !== "gap";
};
