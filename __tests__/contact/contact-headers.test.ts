/** @jest-environment node */
import PostalMime from "postal-mime";
import services from "../../content/services.json";
import { headerText, bodyText } from "../../src/booking/request/text";
import { useMailedFunction } from "../support/mailedFunction";
import { postJson, validPayload } from "../support/functionServer";
import { type ReceivedMail } from "../support/smtpSink";

/**
 * What the office's mail client shows must be what the visitor typed: no invisible controls, nothing
 * reordered, nothing decoded that was never encoded. Checked on the raw message a real SMTP server
 * received, parsed by postal-mime as a mail client would.
 */
const mailed = useMailedFunction();

const SERVICE = services.find((service) => service.id === "private-transport")!.title.en;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
// [reference] date time · service (the date is the helper's, some days ahead; its year only in another year): the
// name the visitor typed is never in the subject (contact-office-email.test.ts), only in Reply-To and the bodies.
const SUBJECT = new RegExp(`^\\[GPM-[A-Z0-9]{6}\\] \\w{3} \\d{1,2} \\w{3}(?: \\d{4})? 14:30 · ${escape(SERVICE)}$`);

async function deliver(overrides: Record<string, unknown>): Promise<ReceivedMail> {
  const res = await postJson(mailed.server.url, validPayload({ service: "private-transport", ...overrides }));
  expect(res.status).toBe(200);
  const [mail] = await mailed.sink.waitFor(1);
  // Parse again from the bytes on the wire, independent of the sink's own parse.
  return { ...mail, parsed: await PostalMime.parse(mail.raw) };
}

const rawHeaders = (mail: ReceivedMail) => mail.raw.toString("utf8").split(/\r?\n\r?\n/)[0];

// Every character the issue names: C0, DEL, C1, U+2028/2029, U+202A–U+202E, U+2066–U+2069.
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i));
const NAMED = [...range(0x00, 0x1f), "\u007f", ...range(0x80, 0x9f), "\u2028", "\u2029", ...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];
const NAMED_PATTERN = new RegExp(`[${NAMED.map((c) => `\\u{${c.codePointAt(0)!.toString(16)}}`).join("")}]`, "u");

describe("controls and bidirectional overrides never reach a header", () => {
  test("the issue's example: 'Bob \\u202Egnp.exe' arrives in logical order in Reply-To", async () => {
    const mail = await deliver({ name: "Bob \u202Egnp.exe" });
    expect(mail.parsed.subject).toMatch(SUBJECT);
    expect(mail.parsed.replyTo).toEqual([{ name: "Bob gnp.exe", address: "jane@example.org" }]);
  });

  test("every named character, all in one name (except the line separators, which the schema refuses)", async () => {
    const name = `A${NAMED.filter((c) => !"\r\n\v\f\u0085\u2028\u2029".includes(c)).join("")}B`;
    const mail = await deliver({ name });
    expect(mail.parsed.subject).toMatch(SUBJECT);
    expect(mail.parsed.replyTo).toEqual([{ name: "A B", address: "jane@example.org" }]);
    for (const header of mail.parsed.headers) expect(header.value).not.toMatch(NAMED_PATTERN);
  });

  test.each(NAMED.filter((c) => c !== "\r" && c !== "\n").map((c) => [`U+${c.codePointAt(0)!.toString(16).padStart(4, "0").toUpperCase()}`, c]))(
    "headerText drops or spaces out %s",
    (_label, char) => {
      const cleaned = headerText(`Jane${char}Doe`);
      expect(cleaned).not.toMatch(NAMED_PATTERN);
      expect(["JaneDoe", "Jane Doe"]).toContain(cleaned);
    },
  );

  test("scripts written right to left are untouched; only the invisible controls go", async () => {
    const mail = await deliver({ name: "\u2067ليلى\u2069 Haddad" });
    expect(mail.parsed.replyTo).toEqual([{ name: "ليلى Haddad", address: "jane@example.org" }]);
  });
});

describe("the text and HTML bodies show the characters in the order they were typed", () => {
  test("overrides and isolates are removed from every value, line breaks are kept as line breaks", async () => {
    const mail = await deliver({
      name: "Bob \u202Egnp.exe",
      message: "Invoice \u202Efdp.exe\u202C attached\r\nsecond line\u2028third\u0085fourth\u0007",
      // A date is a real day (contact-real-dates.test.ts): the address is the free text here.
      details: { pickup: "\u2066tomorrow\u2069 \u202Bmorning" },
    });
    for (const part of [mail.parsed.text ?? "", mail.parsed.html ?? ""]) {
      expect(part).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u0085\u0007]/u); // eslint-disable-line no-control-regex -- BEL (U+0007) is one of the characters that must be gone
      expect(part).toContain("Bob gnp.exe");
      expect(part).toContain("Invoice fdp.exe attached");
      expect(part).toContain("tomorrow morning");
    }
    // Quoted line by line (see contact-linebreaks.test.ts).
    expect(mail.parsed.text).toContain("> Invoice fdp.exe attached\n> second line\n> third\n> fourth\n");
    expect(bodyText("a\tb\r\nc")).toBe("a\tb\nc");
  });
});

describe("a name that looks like an RFC 2047 encoded word is shown as typed", () => {
  test.each([
    "=?utf-8?B?SGk=?=",
    "=?iso-8859-1?q?caf=E9?=",
    "=?UTF-8?Q?Jane_Doe?= =?UTF-8?B?w6k=?=",
    "Zoé =?utf-8?B?SGk=?= Martin",
    '"=?utf-8?B?SGk=?=" <evil@evil.test>',
    "=?utf-8?B?" + "QUFB".repeat(20) + "?=",
  ])("%s", async (typed) => {
    const mail = await deliver({ name: typed });
    expect(mail.parsed.replyTo).toEqual([{ name: typed, address: "jane@example.org" }]);
    expect(mail.parsed.subject).toMatch(SUBJECT);
    expect(mail.envelope.to).toEqual(["bookings@company.test"]);
    expect(mail.raw.toString()).not.toMatch(/^(To|Cc|Bcc|Reply-To):.*evil\.test/im);
  });

  test("a plain name stays plain in the raw header", async () => {
    const mail = await deliver({ name: "Jane Doe" });
    expect(rawHeaders(mail)).toMatch(/^Reply-To: Jane Doe <jane@example\.org>$/m);
  });

  test("the outbox file holds the same encoding", async () => {
    delete process.env.SMTP_URL;
    const res = await postJson(mailed.server.url, validPayload({ name: "=?utf-8?B?SGk=?=" }));
    expect(res.status).toBe(200);
    const { readdirSync, readFileSync } = await import("node:fs");
    const [file] = readdirSync(mailed.env.outboxDir());
    const mail = await PostalMime.parse(readFileSync(`${mailed.env.outboxDir()}/${file}`));
    expect(mail.replyTo).toEqual([{ name: "=?utf-8?B?SGk=?=", address: "jane@example.org" }]);
  });
});

// Issue 36: the format characters (Unicode category Cf) that show nothing, beside the controls and overrides above.
const INVISIBLE_FORMAT: [string, string][] = [
  ["LRM", "\u200e"],
  ["RLM", "\u200f"],
  ["ALM", "\u061c"],
  ["ZWSP", "\u200b"],
  ["ZWNJ (between Latin letters)", "\u200c"],
  ["ZWJ (between Latin letters)", "\u200d"],
  ["BOM", "\ufeff"],
  ["word joiner U+2060", "\u2060"],
  ["function application U+2061", "\u2061"],
  ["invisible times U+2062", "\u2062"],
  ["invisible separator U+2063", "\u2063"],
  ["invisible plus U+2064", "\u2064"],
  ["soft hyphen U+00AD", "\u00ad"],
  ["Mongolian vowel separator U+180E (between Latin letters)", "\u180e"],
  ["inhibit symmetric swapping U+206A", "\u206a"],
  ["interlinear annotation anchor U+FFF9", "\ufff9"],
  ["tag LATIN CAPITAL A U+E0041", "\u{e0041}"],
  ["language tag U+E0001", "\u{e0001}"],
];

describe("invisible format characters never reach a header or a single-line value", () => {
  test.each(INVISIBLE_FORMAT)("%s is removed from the headers, every single-line value of both bodies and the calendar file", async (_label, char) => {
    const mail = await deliver({
      name: `Jane${char}Doe`,
      details: { pickup: `Rue${char}du${char}Rhône 1`, destination: `Cornavin${char}`, signName: `DOE${char}`, flight: `LX${char}1234` },
    });
    expect(mail.parsed.replyTo).toEqual([{ name: "JaneDoe", address: "jane@example.org" }]);
    for (const header of mail.parsed.headers) expect(header.value).not.toContain(char);
    const ics = mail.parsed.attachments.find((attachment) => attachment.mimeType === "text/calendar");
    const parts = [mail.parsed.text ?? "", mail.parsed.html ?? "", Buffer.from(ics!.content as ArrayBuffer).toString("utf8")];
    for (const part of parts) {
      expect(part).not.toContain(char);
      for (const value of ["JaneDoe", "RueduRhône 1", "DOE", "LX1234"]) expect(part).toContain(value);
    }
  });

  test("every format character (category Cf) goes, but the visible signs of Arabic, Syriac and Kaithi numbers", () => {
    const kept = new Set([
      "\u0600",
      "\u0601",
      "\u0602",
      "\u0603",
      "\u0604",
      "\u0605",
      "\u06dd",
      "\u070f",
      "\u0890",
      "\u0891",
      "\u08e2",
      "\u{110bd}",
      "\u{110cd}",
    ]);
    const format = Array.from({ length: 0x110000 }, (_, code) => code)
      .filter((code) => code < 0xd800 || code > 0xdfff)
      .map((code) => String.fromCodePoint(code))
      .filter((char) => /\p{Cf}/u.test(char));
    expect(format.length).toBeGreaterThan(150);
    for (const char of format) {
      const expected = kept.has(char) ? `Jane${char}Doe` : "JaneDoe";
      expect([char.codePointAt(0)!.toString(16), headerText(`Jane${char}Doe`), bodyText(`Jane${char}Doe`)]).toEqual([
        char.codePointAt(0)!.toString(16),
        expected,
        expected,
      ]);
    }
  });

  test("the joiners a script needs stay between its characters (Persian, Devanagari, emoji); anywhere else they go", () => {
    for (const written of ["می\u200cخواهم", "क्\u200dष", "👩\u200d👧", "🏳\ufe0f\u200d🌈", "ᠮᠣᠩᠭ\u180eᠠ"]) expect(headerText(written)).toBe(written);
    expect(headerText("Jane\u200dDoe \u200cAnna\u200c")).toBe("JaneDoe Anna");
    expect(headerText("ب\u200d ب")).toBe("ب ب");
    // A joiner between invisible characters joins nothing.
    expect(headerText("a\u200b\u200d\u200bb")).toBe("ab");
  });
});
