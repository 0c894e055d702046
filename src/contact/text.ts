/**
 * Characters a visitor can type (or paste, or send without the form) that a mail client would not
 * show as written: C0 and C1 controls and DEL, the Unicode line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that reorder what
 * follows them, so that "Bob\u202Egnp.exe" reads as "Bob exe.png". Everything the function writes
 * into an e-mail goes through one of the two helpers below, which share this one definition.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are what gets removed
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;
// The ones among them that separate words or lines where they were typed.
const BREAKS = /\r\n|[\t\n\v\f\r\u0085\u2028\u2029]/gu;

/** For a header (Subject, a display name): one line, no invisible or reordering characters. */
export function headerText(value: string): string {
  return value.replace(BREAKS, " ").replace(INVISIBLE, "").replace(/ {2,}/g, " ").trim();
}

/**
 * For the text and HTML bodies: line breaks (any of CR LF, CR, NEL, U+2028/2029) become "\n" and tabs
 * stay; every other invisible or reordering character is removed, so the office reads the characters
 * in the order they were typed.
 */
export function bodyText(value: string): string {
  return value.replace(/\r\n|[\r\v\f\u0085\u2028\u2029]/gu, "\n").replace(INVISIBLE, (char) => (char === "\n" || char === "\t" ? char : ""));
}

/** Length in characters (Unicode code points), the unit every limit of the form is stated in. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
