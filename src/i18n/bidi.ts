/**
 * Text inside a right-to-left sentence. Free of Node, React and Gatsby code, like ./languages.ts.
 *
 * A phone number, a price, a reference or an address is data with its own direction: in an Arabic
 * sentence the bidi algorithm would otherwise reorder its parts ("+41 22 000 00 00" read as
 * "00 00 000 22 41+") or attach the sentence's punctuation to the wrong side. Unicode's isolates fence
 * it off, invisibly, in text (a page's string, an e-mail, a calendar entry) where no element can.
 */
import { isLanguage, languageInfo } from "./languages";

const LEFT_TO_RIGHT_ISOLATE = "\u2066";
const FIRST_STRONG_ISOLATE = "\u2068";
const POP_DIRECTIONAL_ISOLATE = "\u2069";

const isRtl = (language: string | undefined) => isLanguage(language) && languageInfo(language).dir === "rtl";

/** Left-to-right data (a price, a phone number, a reference) as one unit in a right-to-left language; as it is in the others. */
export function ltrIsolate(text: string, language: string | undefined): string {
  return isRtl(language) ? `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

/**
 * i18next's `interpolation.format` (with `alwaysFormat`): each text put into a sentence of a
 * right-to-left language is isolated with its own direction (first strong isolate: a Latin address stays
 * one left-to-right unit, an Arabic place name reads on); numbers and other languages' values are
 * left as they are.
 */
export function isolateInterpolated(value: unknown, _format: string | undefined, language: string | undefined): string {
  // i18next turns the value into text after formatting; a number stays a number until then.
  return (typeof value === "string" ? isolate(value, language) : value) as string;
}

/** A text of either direction (a place the visitor typed, a name) as one unit in a right-to-left language. */
export function isolate(text: string, language: string | undefined): string {
  return text !== "" && isRtl(language) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}
