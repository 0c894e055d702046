/** @jest-environment node */
import { useMailedFunction } from "../support/mailedFunction";
import { postJson, validPayload } from "../support/functionServer";
import { SERVICES } from "../../src/booking/catalogue/fields";
import { messageRequired, SERVICE_VALUES } from "../../src/booking/catalogue/options";
import { escapeRegExp, strings } from "../support/content";

/**
 * The message is required only where nothing else says what is wanted ("other", no choice); a service
 * with trip details may be sent without one. One rule (src/booking/catalogue/options.ts, in the shared schema):
 * the real function, against a real SMTP sink, answers as the form checks. And the rental's delivery
 * and collection places reach the office's e-mail.
 */
const { en, fr } = strings;

jest.setTimeout(20_000);

const mailed = useMailedFunction();

const withDetails = SERVICE_VALUES.filter((service) => SERVICES[service].length > 0);

test("the rule: required for other and no choice, optional for each service with trip details", () => {
  expect(withDetails.length).toBeGreaterThan(0);
  expect(messageRequired("")).toBe(true);
  expect(messageRequired("other")).toBe(true);
  for (const service of withDetails) expect(messageRequired(service)).toBe(false);
});

test.each(withDetails)("%s without a message is accepted and delivered", async (service) => {
  const res = await postJson(mailed.server.url, validPayload({ service, message: "", details: {} }));
  expect(res.status).toBe(200);
  const [mail] = await mailed.sink.waitFor(1);
  expect(mail.parsed.text).toMatch(new RegExp(`${escapeRegExp(en.contact.form.message)}:\\s+—`));
});

test.each([
  ["other", "en", en],
  ["", "fr", fr],
] as const)("service %j without a message is refused (400), in the visitor's language", async (service, language, texts) => {
  const res = await postJson(mailed.server.url, validPayload({ service, message: "  ", language }));
  expect(res.status).toBe(400);
  expect(res.json.fields).toEqual({ message: texts.contact.errors.required });
  expect(mailed.sink.messages).toHaveLength(0);
});

test("a rental's delivery and collection places reach the office, in the form's order", async () => {
  const res = await postJson(
    mailed.server.url,
    validPayload({
      service: "vehicle-rental",
      message: "",
      details: { chauffeur: "with", days: 3, deliveryPlace: "Hôtel des Bergues, Genève", collectionPlace: "Geneva Airport, Terminal 1" },
    }),
  );
  expect(res.status).toBe(200);
  const [mail] = await mailed.sink.waitFor(1);
  const text = String(mail.parsed.text);
  const delivery = new RegExp(`${escapeRegExp(en.contact.form.details.deliveryPlace)}:\\s+Hôtel des Bergues, Genève`);
  const collection = new RegExp(`${escapeRegExp(en.contact.form.details.collectionPlace)}:\\s+Geneva Airport, Terminal 1`);
  expect(text).toMatch(delivery);
  expect(text).toMatch(collection);
  expect(text.search(delivery)).toBeLessThan(text.search(collection));
  expect(mail.parsed.html).toContain("Hôtel des Bergues, Genève");
});

test.each(["deliveryPlace", "collectionPlace"])("%s: one line, at most 200 characters", async (key) => {
  const long = await postJson(mailed.server.url, validPayload({ service: "vehicle-rental", details: { [key]: "x".repeat(201) } }));
  expect(long.status).toBe(400);
  expect(Object.keys(long.json.fields)).toEqual([`details.${key}`]);
  const broken = await postJson(mailed.server.url, validPayload({ service: "vehicle-rental", details: { [key]: "a\nBcc: x@evil.test" } }));
  expect(broken.status).toBe(400);
  expect(broken.json.fields).toEqual({ [`details.${key}`]: en.contact.errors.lineBreak });
});
