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

// i18next's own options, passed to t() beside the values; never text put into a sentence.
const I18NEXT_OPTIONS = new Set([
  "lng",
  "lngs",
  "ns",
  "defaultValue",
  "count",
  "context",
  "replace",
  "postProcess",
  "interpolation",
  "returnObjects",
  "joinArrays",
  "keyPrefix",
  "ordinal",
  "interpolationkey",
  "formatParams",
]);

/**
 * A sentence i18next filled (`t(key, values)`), its values isolated when the language is right to left:
 * each text put into it (a phone number, a reference, an address, a place) becomes one unit with its own
 * direction (first strong isolate: a Latin address stays left to right, an Arabic place name reads on);
 * counts stay as they are. Run as an i18next post-processor (src/content/i18nOptions.ts), because the i18n
 * plugin passes its options to i18next as data: an `interpolation.format` function would not reach it.
 */
export function isolateValues(text: string, values: Readonly<Record<string, unknown>>, language: string | undefined): string {
  if (!isRtl(language)) return text;
  let result = text;
  for (const [name, value] of Object.entries(values)) {
    if (I18NEXT_OPTIONS.has(name) || typeof value !== "string" || value.trim() === "" || !result.includes(value)) continue;
    result = result.split(value).join(isolate(value, language));
  }
  return result;
}

/** A text of either direction (a place the visitor typed, a name) as one unit in a right-to-left language. */
export function isolate(text: string, language: string | undefined): string {
  return text !== "" && isRtl(language) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}

/**
 * A Latin address in a right-to-left text ("Rue de l'Hébergeur 1, 1201 Genève"): each of its parts kept on one
 * line (no-break spaces inside a part, its commas left as break points). A Latin run that a line break cuts is
 * laid out line by line from the right: "Rue" ended the first line at its far left and "de l'Hébergeur 1"
 * began the next at its right, so the street read in pieces. Left as it is in the other languages.
 */
export function addressParts(text: string, language: string | undefined): string {
  return isRtl(language) ? text.replace(/[^,\u060c]+/g, (part) => part.replace(/(?<=\S) (?=\S)/g, "\u00a0")) : text;
}

/** A Latin address as one unit of a right-to-left sentence, broken only between its parts (addressParts). */
export function isolateAddress(text: string, language: string | undefined): string {
  return isolate(addressParts(text, language), language);
}

/**
 * A name from content in a right-to-left line ("Mercedes S-Class", "فان Mercedes V-Class"): isolated, its Latin
 * words kept on one line (a no-break space between two of them). Broken between them, the Latin run was laid
 * out line by line from the right, "Mercedes" ending one line at its far left and "S-Class" starting the next
 * at its right. For short names only: a visitor's long text must still wrap. Left as it is in the other languages.
 */
export function isolateName(text: string, language: string | undefined): string {
  return isolate(isRtl(language) ? text.replace(/(?<=[\p{Script=Latin}\p{N}]\S*) (?=\S*[\p{Script=Latin}\p{N}])/gu, "\u00a0") : text, language);
}
