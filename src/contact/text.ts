/**
 * Characters a visitor can type (or paste, or send without the form) that a mail client would not
 * show as written: C0 and C1 controls and DEL, the Unicode line and paragraph separators, and the
 * bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) that reorder what
 * follows them, so that "Bob\u202Egnp.exe" reads as "Bob exe.png". Everything the function writes
 * into an e-mail goes through one of the two helpers below, which share this one definition.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point: they are what gets removed
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

/**
 * Every character that some reader (a mail client, a browser, a terminal, Unicode's line breaking)
 * takes for the end of a line: CR LF, CR, LF, NEL, U+2028, U+2029, VT and FF. A single-line field
 * refuses them (./rules.ts), and in the e-mail they never start a new row (below): one definition
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
  return value
    .replace(LINE_BREAK, " ")
    .replace(INVISIBLE, (char) => (char === "\t" ? " " : ""))
    .replace(/ {2,}/g, " ")
    .trim();
}

/**
 * For the multi-line message in the bodies: every line break becomes "\n" and tabs stay; every other
 * invisible or reordering character is removed, so the office reads the characters in the order
 * they were typed.
 */
export function bodyText(value: string): string {
  return value.replace(LINE_BREAK, "\n").replace(INVISIBLE, (char) => (char === "\n" || char === "\t" ? char : ""));
}

/** Length in characters (Unicode code points), the unit every limit of the form is stated in. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}
