/** @jest-environment node */
import PostalMime from "postal-mime";
import { DETAIL_LIMITS } from "../../src/booking/trip/details";
import { escapeHtml } from "../../src/booking/mail/html";
import { buildMessage } from "../../src/booking/mail/message";
import { quoteOf } from "../../src/booking/request/quote";
import { contactSchema, type ContactRequest } from "../../src/booking/request/requestSchema";
import { useMailedFunction } from "../support/mailedFunction";
import { formatServiceDate, todayIso } from "../../src/booking/request/payload";
import { postJson, SERVICE_DATE, validPayload } from "../support/functionServer";
import { strings } from "../support/content";

/**
 * A one-line value must stay one line in the office's e-mail: every character some reader takes for the
 * end of a line (CR, LF, NEL, U+2028, U+2029, VT, FF) is refused in a single-line field, and the
 * multi-line message keeps the visitor's line breaks without any of them reading as a row of the table.
 */
const { en } = strings;
const form = en.contact.form;
const SEPARATORS = [
  ["CR", "\r"],
  ["LF", "\n"],
  ["CR LF", "\r\n"],
  ["NEL (U+0085)", "\u0085"],
  ["LINE SEPARATOR (U+2028)", "\u2028"],
  ["PARAGRAPH SEPARATOR (U+2029)", "\u2029"],
  ["VT (U+000B)", "\u000b"],
  ["FF (U+000C)", "\u000c"],
] as const;
// The row a forged line would pretend to be, in the office's own words.
const FORGED = `${form.email}: ceo@bank.example`;
// The flight number holds 20 characters: a shorter forgery still fits.
const FORGED_SHORT = `${form.email}: a@b.co`;

// Ten days after the outbound: a return, and a rental's end within its 90 days.
const RETURN_DATE = formatServiceDate(todayIso(new Date(Date.now() + 70 * 86_400_000)), "en");
/** Every single-line field, with a request around it that is valid but for that field. */
const FIELDS: [field: string, value: string, payload: (value: string) => Record<string, unknown>, forged?: string][] = [
  ["name", "Jane Doe", (value) => ({ name: value })],
  ["email", "jane@example.org", (value) => ({ email: value })],
  ["phone", "+41 79", (value) => ({ phone: value })],
  ["serviceDate", SERVICE_DATE, (value) => ({ serviceDate: value })],
  ["serviceTime", "14:30", (value) => ({ serviceTime: value })],
  ["details.pickup", "Geneva airport", (value) => ({ service: "private-transport", details: { pickup: value } })],
  ["details.destination", "Hotel Beau-Rivage", (value) => ({ service: "private-transport", details: { destination: value } })],
  ["details.flight", "LX1", (value) => ({ service: "private-transport", details: { flight: value } }), FORGED_SHORT],
  ["details.returnDate", RETURN_DATE, (value) => ({ service: "private-transport", details: { returnTrip: true, returnDate: value } })],
  ["details.returnTime", "18:00", (value) => ({ service: "private-transport", details: { returnTrip: true, returnDate: RETURN_DATE, returnTime: value } })],
  ["details.childSeatAges", "3 and 6", (value) => ({ service: "private-transport", details: { childSeats: 2, childSeatAges: value } })],
  ["details.signName", "Ms Doe", (value) => ({ service: "private-transport", details: { signName: value } })],
  [
    "details.returnPickup",
    "Hotel Beau-Rivage",
    (value) => ({ service: "private-transport", details: { returnTrip: true, returnDate: RETURN_DATE, returnPickup: value } }),
  ],
  [
    "details.returnFlight",
    "LX2",
    (value) => ({ service: "private-transport", details: { returnTrip: true, returnDate: RETURN_DATE, returnFlight: value } }),
    FORGED_SHORT,
  ],
  ["details.rentalEndDate", RETURN_DATE, (value) => ({ service: "vehicle-rental", details: { rentalEndDate: value } })],
  ["details.rentalEndTime", "18:00", (value) => ({ service: "vehicle-rental", details: { rentalEndDate: RETURN_DATE, rentalEndTime: value } })],
  ["details.meetingPlace", "Cornavin station", (value) => ({ service: "personal-assistance", details: { meetingPlace: value } })],
  ["details.deliveryPlace", "Hotel des Bergues", (value) => ({ service: "vehicle-rental", details: { deliveryPlace: value } })],
  ["details.collectionPlace", "Geneva airport", (value) => ({ service: "vehicle-rental", details: { collectionPlace: value } })],
];
// Each value stays within its field's limit, so the line separator is the only thing wrong with it.
const CASES = FIELDS.flatMap(([field, value, payload, forged = FORGED]) =>
  SEPARATORS.map(([label, separator]) => [field, label, payload(`${value}${separator}${forged}`)] as const),
);

test("the list covers every text detail", () => {
  const covered = FIELDS.map(([field]) => field);
  for (const key of Object.keys(DETAIL_LIMITS)) expect(covered).toContain(`details.${key}`);
});

describe("the schema (the form's inline errors) refuses every line separator in a single-line field", () => {
  test.each(CASES)("%s with %s", async (field, _label, overrides) => {
    const input = { ...validPayload(), ...overrides };
    const errors = await contactSchema.validate(input, { abortEarly: false }).then(
      () => ({}),
      // The first complaint about a field is the one shown (as in validation.ts).
      (error: { inner: { path: string; message: string }[] }) => Object.fromEntries(error.inner.reverse().map((issue) => [issue.path, issue.message])),
    );
    expect(errors).toMatchObject({ [field]: "lineBreak" });
    expect(Object.keys(errors)).toEqual([field]);
  });

  test("the same fields without the separator are valid", async () => {
    for (const [, value, payload] of FIELDS) await expect(contactSchema.validate({ ...validPayload(), ...payload(value) })).resolves.toBeDefined();
  });
});

describe("the function", () => {
  const mailed = useMailedFunction();

  test.each(CASES)("400 `validation` naming %s when it holds %s, and nothing is sent", async (field, _label, overrides) => {
    const res = await postJson(mailed.server.url, validPayload(overrides));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ error: "validation", message: expect.any(String), fields: { [field]: en.contact.errors.lineBreak } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailed.sink.messages).toHaveLength(0);
    expect(mailed.env.logs()).not.toMatch(/unexpected error/);
  });

  test("a multi-line message keeps its line breaks, and none of its lines reads as a row of the table", async () => {
    const forgedRows = [FORGED, `${form.phone}: +1 555 0100`, `${form.name}: Mallory`];
    const message = ["Hello", ...forgedRows, "Bye"].join("\u2028");
    const res = await postJson(mailed.server.url, validPayload({ message: message.replace(`\u2028${form.name}`, `\u0085${form.name}`) }));
    expect(res.status).toBe(200);
    const [received] = await mailed.sink.waitFor(1);
    const mail = await PostalMime.parse(received.raw);
    const text = mail.text ?? "";
    const html = mail.html ?? "";

    expect(text).not.toMatch(/[\u0085\u2028\u2029\v\f]/u);
    expect(html).not.toMatch(/[\u0085\u2028\u2029\v\f]/u);
    const lines = text.split("\n");
    for (const label of [form.email, form.phone, form.name]) {
      // Exactly one line starts with each label: the real row, holding the visitor's real value.
      expect(lines.filter((line) => line.trimStart().startsWith(`${label}:`))).toHaveLength(1);
    }
    expect(lines.find((line) => line.startsWith(`${form.email}:`))).toMatch(/jane@example\.org$/);
    // Each of the visitor's lines is a line of its own, in order.
    const shown = ["Hello", ...forgedRows, "Bye"].map((typed) => lines.findIndex((line) => line.endsWith(typed)));
    expect(shown.every((index) => index > 0)).toBe(true);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(new Set(shown).size).toBe(shown.length);
    // In the HTML part the message is one cell: its lines are the visitor's, separated by "\n".
    expect(html).toContain(escapeHtml(["Hello", ...forgedRows, "Bye"].join("\n")));
  });
});

describe("the e-mail itself never lets a one-line value break into rows", () => {
  // A value that reached buildMessage without the schema (a future caller, a changed rule).
  test.each(SEPARATORS)("%s in the name, the pick-up and the phone", (_label, separator) => {
    const request = {
      name: `Jane${separator}${FORGED}`,
      email: "jane@example.org",
      phone: `+41 79${separator}${form.name}: Mallory`,
      service: "private-transport",
      serviceDate: SERVICE_DATE,
      serviceTime: "14:30",
      message: "Hello",
      language: "en",
      details: { pickup: `Airport${separator}${form.phone}: +1 555 0100` },
    } as ContactRequest;
    const mail = buildMessage({
      id: "id",
      reference: "GPM-AAAAAA",
      request,
      quote: quoteOf(request),
      receivedAt: new Date(),
      config: { to: "bookings@company.test", from: "website@company.test", fromName: "Company" },
    });
    const lines = String(mail.text).split("\n");
    for (const label of [form.email, form.phone, form.name]) {
      expect(lines.filter((line) => line.trimStart().startsWith(`${label}:`))).toHaveLength(1);
    }
    expect(String(mail.text)).not.toMatch(/[\r\u0085\u2028\u2029\v\f]/u);
    expect(String(mail.html)).not.toMatch(/[\r\u0085\u2028\u2029\v\f]/u);
    // One table row per value in the HTML part: the name's cell holds the whole name on one line.
    expect(String(mail.html)).toContain(`>Jane ${escapeHtml(FORGED)}<`);
  });
});
