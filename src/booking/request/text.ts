/**
 * Characters a visitor can type (or paste, or send without the form) that a mail client would not
 * show as written: C0 and C1 controls and DEL, the Unicode line and paragraph separators, and every
 * format character (Unicode category Cf): the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that reorder what follows them, so that "Bob\u202Egnp.exe" reads as
 * "Bob exe.png"; the marks LRM, RLM and ALM (U+200E, U+200F, U+061C); the zero-width space (U+200B),
 * the word joiner and the invisible operators (U+2060–U+2064), the byte-order mark (U+FEFF), the soft
 * hyphen (U+00AD), the tag characters (U+E0001–U+E007F, which can spell a whole hidden text) and the
 * rest of Cf, which show nothing or only at a line's end, so that two values that read the same are
 * the same characters. Everything the function writes into an e-mail, the calendar file included,
 * goes through withoutInvisible, the one definition.
 *
 * Kept, because a language needs them and they hide nothing:
 * - the joiners ZWNJ and ZWJ (U+200C, U+200D) and the Mongolian vowel separator (U+180E) between two
 *   characters of a script that uses them (Persian "می‌خواهم", Indic conjuncts, Mongolian, emoji
 *   sequences such as 👩‍👧): both neighbours visible and not ASCII. Anywhere else (Latin text, the
 *   edge of a word, beside a space) they change nothing a reader sees, and they go;
 * - the prepended concatenation marks (the Arabic number sign U+0600–U+0605, the end of ayah U+06DD,
 *   Syriac's U+070F, U+0890–U+0891, U+08E2, Kaithi's U+110BD and U+110CD), which are visible signs.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are what gets removed
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\p{Cf}]/gu;
const JOINERS = new Set(["\u200c", "\u200d", "\u180e"]);
const PREPENDED_MARKS = /^[\u0600-\u0605\u06dd\u070f\u0890\u0891\u08e2\u{110bd}\u{110cd}]$/u;
/** A neighbour a joiner may join: visible (no space, control, format or unassigned character) and not ASCII. */
const JOINABLE = /^[^\s\p{C}\p{ASCII}]$/u;

/**
 * The value without the invisible characters above; `kept` lists the controls to keep as they are
 * (a tab, the message's line breaks).
 */
export function withoutInvisible(value: string, kept = ""): string {
  return value.replace(INVISIBLE, (char: string, offset: number, whole: string) => {
    if (kept.includes(char) || PREPENDED_MARKS.test(char)) return char;
    if (JOINERS.has(char) && JOINABLE.test(charBefore(whole, offset)) && JOINABLE.test(charAfter(whole, offset + char.length))) return char;
    return "";
  });
}

const charBefore = (value: string, offset: number) => (offset === 0 ? "" : (Array.from(value.slice(Math.max(0, offset - 2), offset)).pop() ?? ""));
const charAfter = (value: string, offset: number) => String.fromCodePoint(value.codePointAt(offset) ?? 0x20);

/**
 * Every character that some reader (a mail client, a browser, a terminal, Unicode's line breaking)
 * takes for the end of a line: CR LF, CR, LF, NEL, U+2028, U+2029, VT and FF. A single-line field
 * refuses them (../trip/rules.ts), and in the e-mail they never start a new row (below): one definition
 * for both, so a character cannot pass the one and still break the other.
 */
const LINE_BREAK = /\r\n|[\n\v\f\r\u0085\u2028\u2029]/gu;

/** The schema's `lineBreak` check. (`search` ignores the global flag's lastIndex.) */
export function hasLineBreak(value: string): boolean {
  return value.search(LINE_BREAK) !== -1;
}

/**
 * One line: for a header (Subject, a display name) and for every single-line value of the bodies.
 * Line breaks and tabs become spaces, every other invisible or reordering character goes.
 */
export function headerText(value: string): string {
  return withoutInvisible(value.replace(LINE_BREAK, " ").replace(/\t/g, " ")).replace(/ {2,}/g, " ").trim();
}

/**
 * For the multi-line message in the bodies: every line break becomes "\n" and tabs stay; every other
 * invisible or reordering character is removed, so the office reads the characters in the order
 * they were typed.
 */
export function bodyText(value: string): string {
  return withoutInvisible(value.replace(LINE_BREAK, "\n"), "\n\t");
}

/** Length in characters (Unicode code points), the unit every limit of the form is stated in. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
