/** @jest-environment node */
import { useMailedFunction } from "../support/mailedFunction";
import type { ReceivedMail } from "../support/smtpSink";
import { postJson, SERVICE_DATE, validPayload } from "../support/functionServer";
import { subjectWhen } from "../../src/booking/mail/message";
import { officeLanguage, officeTexts } from "../../src/booking/mail/officeTexts";
import { labelled } from "../../src/i18n/labelled";
import { REFERENCE_PATTERN } from "../../src/booking/request/reference";
import { serviceTitle, site, strings } from "../support/content";

const { en } = strings;

jest.setTimeout(20_000);

const mailed = useMailedFunction();

const header = (mail: ReceivedMail, key: string) => mail.parsed.headers.filter((h) => h.key === key.toLowerCase()).map((h) => h.value);

/** The raw header block, for checks that must not depend on how a parser interprets it. */
const rawHeaders = (mail: ReceivedMail) => mail.raw.toString("utf8").split(/\r?\n\r?\n/)[0];

describe("delivery over SMTP", () => {
  test("delivers one message to CONTACT_TO with every field, Reply-To the visitor and the request id", async () => {
    const res = await postJson(mailed.server.url, validPayload());

    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.json).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), reference: expect.stringMatching(REFERENCE_PATTERN) });

    const [mail] = await mailed.sink.waitFor(1);
    expect(mail.envelope).toEqual({ from: "website@company.test", to: ["bookings@company.test"] });
    expect(mail.parsed.from).toEqual({ name: site.brand, address: "website@company.test" });
    expect(mail.parsed.to).toEqual([{ name: "", address: "bookings@company.test" }]);
    expect(mail.parsed.replyTo).toEqual([{ name: "Jane Doe", address: "jane@example.org" }]);
    expect(mail.parsed.subject).toBe(`[${res.json.reference}] ${subjectWhen(SERVICE_DATE, "14:30", new Date())} · ${serviceTitle("private-transport")}`);
    expect(header(mail, "X-Contact-Request-Id")).toEqual([res.json.id]);
    expect(mail.parsed.messageId).toBe(`<${res.json.id}@company.test>`);
    for (const value of [
      "Jane Doe",
      "jane@example.org",
      "+41 79 123 45 67",
      serviceTitle("private-transport"),
      SERVICE_DATE,
      "14:30",
      "Pick-up at Geneva airport, two passengers.",
      en.language.en,
    ]) {
      expect(mail.parsed.text).toContain(value);
      expect(mail.parsed.html).toContain(value);
    }
    // Received time is shown in Geneva's time zone, after the office's label for it (content).
    const received = labelled(officeTexts(officeLanguage()).mail.labels.received, officeLanguage()).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    expect(mail.parsed.text).toMatch(new RegExp(`${received} .*\\d{2}:\\d{2}:\\d{2} (CET|CEST)`));
  });

  test("recipients come from CONTACT_TO only, whatever the request contains", async () => {
    const res = await postJson(
      mailed.server.url,
      validPayload({ to: "evil@evil.test", cc: "evil@evil.test", bcc: ["evil@evil.test"], envelope: { to: "evil@evil.test" } }),
    );
    expect(res.status).toBe(200);
    const [mail] = await mailed.sink.waitFor(1);
    expect(mail.envelope.to).toEqual(["bookings@company.test"]);
    expect(mail.raw.toString()).not.toContain("evil.test");
  });

  test("HTML-escapes every value in the HTML part and keeps the text part literal", async () => {
    const attack = `<script>alert("x")</script> & <img src=x onerror='y'>`;
    const res = await postJson(mailed.server.url, validPayload({ message: attack, name: `Jane <b>Doe</b>`, details: { pickup: "<i>soon</i>" } }));
    expect(res.status).toBe(200);

    const [mail] = await mailed.sink.waitFor(1);
    expect(mail.parsed.html).not.toContain("<script>");
    expect(mail.parsed.html).not.toContain("<img");
    expect(mail.parsed.html).not.toContain("<b>Doe");
    expect(mail.parsed.html).not.toContain("<i>soon");
    expect(mail.parsed.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=&#39;y&#39;&gt;");
    expect(mail.parsed.html).toContain("Jane &lt;b&gt;Doe&lt;/b&gt;");
    expect(mail.parsed.text).toContain(attack);
  });

  test.each([
    ["name", "Bob\r\nBcc: x@evil.test", en.contact.errors.lineBreak],
    ["name", "Bob\nBcc: x@evil.test", en.contact.errors.lineBreak],
    ["email", "a@x.com, b@y.com", en.contact.errors.email],
    ["email", "a@x.com\nBcc: b@evil.test", en.contact.errors.lineBreak],
    ["email", "a@x.com\r\nBcc: b@evil.test", en.contact.errors.lineBreak],
    ["email", "Jane <a@x.com>", en.contact.errors.email],
    ["phone", "123\r\nBcc: b@evil.test", en.contact.errors.lineBreak],
    ["serviceDate", "today\r\nBcc: b@evil.test", en.contact.errors.lineBreak],
  ])("refuses a header injection in %s (%j) with 400 and delivers nothing", async (field, value, message) => {
    const res = await postJson(mailed.server.url, validPayload({ [field]: value }));
    expect(res.status).toBe(400);
    expect(res.json.error).toBe("validation");
    expect(res.json.fields[field]).toBe(message);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailed.sink.messages).toHaveLength(0);
  });

  test("a name that looks like an address stays a display name of the visitor's own address", async () => {
    const res = await postJson(mailed.server.url, validPayload({ name: `Mallory" <mallory@evil.test>, "x` }));
    expect(res.status).toBe(200);
    const [mail] = await mailed.sink.waitFor(1);
    expect(mail.envelope.to).toEqual(["bookings@company.test"]);
    expect(mail.parsed.replyTo).toHaveLength(1);
    expect(mail.parsed.replyTo?.[0]).toMatchObject({ address: "jane@example.org" });
    expect(rawHeaders(mail)).not.toMatch(/^(Bcc|Cc):/im);
  });

  test("a multi-line message cannot add headers", async () => {
    const res = await postJson(mailed.server.url, validPayload({ message: "Hello\r\nBcc: x@evil.test\r\n\r\nBye" }));
    expect(res.status).toBe(200);
    const [mail] = await mailed.sink.waitFor(1);
    expect(mail.envelope.to).toEqual(["bookings@company.test"]);
    expect(rawHeaders(mail)).not.toMatch(/^Bcc:/im);
    expect(mail.parsed.text).toContain("Bcc: x@evil.test");
  });

  test("honeypot: 200 with an id like a success, nothing delivered, logged", async () => {
    const res = await postJson(mailed.server.url, validPayload({ website: "http://spam.test" }));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), reference: expect.stringMatching(REFERENCE_PATTERN) });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailed.sink.messages).toHaveLength(0);
    expect(mailed.env.logs()).toContain(`${res.json.id}: honeypot`);
  });

  test("50 concurrent valid requests deliver exactly 50 messages", async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => postJson(mailed.server.url, validPayload({ name: `Visitor ${i}` }))));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200));
    const ids = new Set(responses.map((r) => r.json.id));
    expect(ids.size).toBe(50);

    await mailed.sink.waitFor(50);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailed.sink.messages).toHaveLength(50);
    expect(new Set(mailed.sink.messages.map((m) => header(m, "X-Contact-Request-Id")[0]))).toEqual(ids);
    expect(new Set(mailed.sink.messages.map((m) => m.parsed.replyTo?.[0].name)).size).toBe(50);
  });
});
