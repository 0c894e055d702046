/** @jest-environment node */
// The e-mails as they leave, byte for byte: the office's e-mail, its calendar file and the visitor's
// acknowledgement of a fixed transfer (return leg, child seat, night) and a fixed hourly booking, on a
// fixed clock, in every language. Any change to what a dispatcher or a visitor receives shows here as
// a changed file under __tests__/fixtures/emails/; `UPDATE_EMAILS=1 npx jest emails-golden` rewrites
// them when the change is meant (and the diff is then the review).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { buildAcknowledgement } from "../../src/booking/mail/acknowledgement";
import { quoteOf } from "../../src/booking/request/quote";
import { composeForDelivery } from "../../src/booking/mail/delivery";
import { buildMessage } from "../../src/booking/mail/message";
import { validateContact } from "../../src/booking/request/validation";
import { freezeClock } from "../support/clock";
import { FIXED_REQUESTS } from "../support/fixedRequests";

const FIXTURES = path.join(__dirname, "..", "fixtures", "emails");
const UPDATE = process.env.UPDATE_EMAILS === "1";
const RECEIVED = "2030-11-20T09:00:00Z";
const config = { to: "office@company.test", from: "web@company.test", fromName: "Geneva Premium Mobility" };

const REQUESTS = FIXED_REQUESTS;

// The office's e-mail with its three actions (src/booking/bookings/) and the capacity warning the form showed:
// six passengers in an S-Class (the V-Class fits), eight bags (no class carries them: two vehicles).
const OFFICE_LINKS = {
  confirm: "https://www.example.test/booking/office/v1.office.confirm-token",
  propose: "https://www.example.test/booking/office/v1.office.propose-token",
  decline: "https://www.example.test/booking/office/v1.office.decline-token",
};
const LINKED = {
  bags: { ...REQUESTS.transfer, details: { ...REQUESTS.transfer.details, luggage: 8 } },
  party: { ...REQUESTS.hourly, details: { vehicleClass: "s-class", hours: 4, passengers: 6 } },
} as const;

// nodemailer draws each message's multipart boundary at random: the one thing written over.
const stable = (raw: Buffer) => Buffer.from(raw.toString("utf8").replace(/--_NmP-[0-9a-f]{16}-Part_/g, "--_NmP-0000000000000000-Part_"), "utf8");

async function composed(name: keyof typeof REQUESTS, language: Language) {
  const result = await validateContact({ ...REQUESTS[name], language }, language);
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  const receivedAt = new Date(RECEIVED);
  const reference = "GPM-9Y7A3H";
  const office = buildMessage({
    id: "0f0e0d0c-0b0a-4908-8706-050403020100",
    reference,
    request: result.value,
    quote: quoteOf(result.value),
    receivedAt,
    config,
    acknowledgement: "sent",
  });
  const ack = buildAcknowledgement({
    id: "0f0e0d0c-0b0a-4908-8706-050403020100-ack",
    reference,
    request: result.value,
    quote: quoteOf(result.value),
    receivedAt,
    config,
  });
  const ics = ((office.attachments ?? []) as { content: string }[])[0]?.content;
  return {
    "office.eml": stable(await composeForDelivery(office)),
    "ack.eml": stable(await composeForDelivery(ack)),
    ...(ics ? { "office.ics": Buffer.from(ics, "utf8") } : {}),
  };
}

beforeEach(() => freezeClock(RECEIVED));
afterEach(() => jest.useRealTimers());

describe.each(LANGUAGES)("the e-mails of a fixed request, in %s", (language) => {
  test.each(Object.keys(REQUESTS) as (keyof typeof REQUESTS)[])(
    "%s: the office's e-mail, its calendar file and the acknowledgement, byte for byte",
    async (name) => {
      const files = await composed(name, language);
      expect(Object.keys(files)).toContain("office.ics");
      for (const [file, bytes] of Object.entries(files)) {
        const where = path.join(FIXTURES, `${language}.${name}.${file}`);
        if (UPDATE) {
          mkdirSync(FIXTURES, { recursive: true });
          writeFileSync(where, bytes);
        }
        expect(existsSync(where)).toBe(true);
        // Compared as text first, so that a difference reads as a diff; then the bytes themselves.
        expect(bytes.toString("utf8")).toBe(readFileSync(where, "utf8"));
        expect(bytes.equals(readFileSync(where))).toBe(true);
      }
    },
  );
});

describe.each(LANGUAGES)("the office's e-mail with its actions and a capacity warning, in %s", (language) => {
  test.each(Object.keys(LINKED) as (keyof typeof LINKED)[])("%s: byte for byte", async (name) => {
    const result = await validateContact({ ...LINKED[name], language }, language);
    if (!result.ok) throw new Error(JSON.stringify(result.fields));
    const office = buildMessage({
      id: "0f0e0d0c-0b0a-4908-8706-050403020100",
      reference: "GPM-9Y7A3H",
      request: result.value,
      quote: quoteOf(result.value),
      receivedAt: new Date(RECEIVED),
      config,
      acknowledgement: "sent",
      links: OFFICE_LINKS,
    });
    const bytes = stable(await composeForDelivery(office));
    const where = path.join(FIXTURES, `${language}.linked-${name}.office.eml`);
    if (UPDATE) writeFileSync(where, bytes);
    expect(existsSync(where)).toBe(true);
    expect(bytes.toString("utf8")).toBe(readFileSync(where, "utf8"));
    expect(bytes.equals(readFileSync(where))).toBe(true);
  });
});
