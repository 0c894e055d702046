/** @jest-environment node */
// A fare chosen with a "Book" link of the Rates section, from the form's payload to the office's e-mail:
// the function checks it against the rates it was built with (content/rates.json) and presents it only
// when route, vehicle class, amount and valid-from date all match; a forged or stale fare is said to be
// unverified, never quoted, and never a 500. Every name and amount is read from content/.
import rates from "../../content/rates.json";
import { checkFare, fareClaim, fareFields, RATES } from "../../src/contact/fares";
import { buildMessage } from "../../src/contact/message";
import { EMPTY_FORM, toPayload } from "../../src/contact/payload";
import { validateContact } from "../../src/contact/validation";
import { fareId, findFare, type Fare } from "../../src/contact/fareIds";
import type { Rates } from "../../src/content/rates";
import { formatChf } from "../../src/i18n/prices";
import type { Language } from "../../src/i18n/languages";
import { postJson, validPayload } from "../support/functionServer";
import { useMailedFunction } from "../support/mailedFunction";
import { escapeRegExp } from "../support/content";

jest.setTimeout(20_000);

const CONTENT = rates as Rates;
/** A priced cell that is not the first (so "another class" exists on the same route). */
const route = CONTENT.transfers.find((entry) => entry.prices.filter((cell) => cell.amount !== null).length >= 2)!;
const [first, second] = route.prices.filter((cell) => cell.amount !== null);
const FARE = findFare(CONTENT, fareId(route.id, first.class)) as Fare;
const OTHER_CLASS = second.class;

/** What the form sends after a "Book" link, in `language`. */
function bookedPayload(language: Language, fare: Fare = FARE) {
  const fields = fareFields(fare, language);
  return toPayload(
    {
      ...EMPTY_FORM,
      name: "Élise Müller",
      email: "elise@example.org",
      service: "private-transport",
      details: { ...EMPTY_FORM.details, ...fields, passengers: 2 },
    },
    language,
    fareClaim(fare),
  );
}

const NOW = new Date("2030-11-20T09:00:00Z");
const config = { to: "bookings@company.test", from: "website@company.test", fromName: "Website" };
async function mailFor(input: Record<string, unknown>) {
  const result = await validateContact(input, "en");
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return buildMessage({ id: "id-1", reference: "GPM-AAAAAA", request: result.value, receivedAt: NOW, config });
}

test("the form's payload carries the fare shown: its id (route and class), amount and the prices' valid-from date", () => {
  const payload = bookedPayload("fr");
  expect(payload.fare).toEqual({ id: `${route.id}.${first.class}`, amount: first.amount, validFrom: CONTENT.validFrom });
  expect(payload.details).toMatchObject({ pickup: FARE.origin.name.fr, destination: route.to.fr, vehicleClass: first.class });
  expect(toPayload(EMPTY_FORM, "en").fare).toBeUndefined();
});

test("the function's check: the published fare is verified, in either language", () => {
  for (const language of ["en", "fr"] as const) {
    const payload = bookedPayload(language);
    expect(checkFare(payload.fare!, payload, language)).toMatchObject({ verified: true, fare: { id: FARE.id, amount: FARE.amount } });
  }
  // The visitor may add to the places ("Verbier, Chalet Les Arolles"): still the same route.
  const payload = bookedPayload("en");
  const detailed = { ...payload, details: { ...payload.details, destination: `${route.to.en}, Chalet Les Arolles` } };
  expect(checkFare(payload.fare!, detailed, "en").verified).toBe(true);
});

test.each([
  ["a forged amount", (p: ReturnType<typeof bookedPayload>) => ({ ...p, fare: { ...p.fare!, amount: 1 } })],
  ["old prices", (p: ReturnType<typeof bookedPayload>) => ({ ...p, fare: { ...p.fare!, validFrom: "2001-01-01" } })],
  ["an unknown fare", (p: ReturnType<typeof bookedPayload>) => ({ ...p, fare: { ...p.fare!, id: "nowhere.s-class" } })],
  ["another vehicle class", (p: ReturnType<typeof bookedPayload>) => ({ ...p, details: { ...p.details, vehicleClass: OTHER_CLASS } })],
  ["another destination", (p: ReturnType<typeof bookedPayload>) => ({ ...p, details: { ...p.details, destination: "Milano" } })],
  ["another service", (p: ReturnType<typeof bookedPayload>) => ({ ...p, service: "personal-assistance" })],
])("the function's check: %s is not verified", (_what, change) => {
  const payload = change(bookedPayload("en"));
  expect(checkFare(payload.fare!, payload, "en")).toEqual({ verified: false, claim: payload.fare });
});

test("the office's e-mail: the verified fare in the subject and in a table row, with route, class and valid-from date", async () => {
  const mail = await mailFor(bookedPayload("fr") as unknown as Record<string, unknown>);
  const amount = formatChf(FARE.amount, "en");
  expect(String(mail.subject)).toContain(`${amount} fixed fare`);
  const text = String(mail.text);
  expect(text).toMatch(new RegExp(`Fare:\\s+${escapeRegExp(amount)} fixed fare \\(${escapeRegExp(`${FARE.origin.name.en} → ${route.to.en}`)}`));
  expect(text).toContain(FARE.vehicleClass.name.en);
  expect(text).toContain(`rates valid from ${CONTENT.validFrom}`);
  // A supplement may apply (night, child seats): never "all included".
  expect(text).not.toMatch(/all included/i);
  expect(String(mail.html)).toContain('<th align="left" valign="top" style="padding:4px 12px 4px 0;border-bottom:1px solid #ddd">Fare</th>');
});

test("the office's e-mail: a forged amount is never quoted; the row and the subject say the fare is not verified", async () => {
  const forged = { ...bookedPayload("en"), fare: { ...fareClaim(FARE), amount: 7 } };
  const mail = await mailFor(forged as unknown as Record<string, unknown>);
  expect(String(mail.subject)).toContain("fare not verified");
  expect(String(mail.subject)).not.toContain("CHF");
  const row = String(mail.text)
    .split("\n")
    .find((line) => line.startsWith("Fare:"))!;
  expect(row).toContain("NOT VERIFIED");
  expect(row).not.toMatch(/\b7\b/);
  expect(row).not.toContain(formatChf(7, "en"));
});

test("no fare, no fare row; a fare that is not { id, amount, validFrom } is a 400 like any malformed field", async () => {
  const plain = await mailFor(validPayload({ details: { pickup: "Cornavin" } }));
  expect(String(plain.text)).not.toMatch(/^Fare:/m);
  for (const fare of ["gva-verbier.s-class", { id: "x" }, { ...fareClaim(FARE), amount: "790" }, { ...fareClaim(FARE), validFrom: "soon" }, null]) {
    const result = await validateContact(validPayload({ fare }), "en");
    expect(result).toEqual({ ok: false, fields: { fare: expect.any(String) } });
  }
});

describe("through the function", () => {
  const mailed = useMailedFunction();

  test("a forged fare is accepted (200, never a 500) and reaches the office as unverified", async () => {
    const res = await postJson(
      mailed.server.url,
      validPayload({ ...bookedPayload("en"), serviceDate: validPayload().serviceDate, fare: { ...fareClaim(FARE), amount: 1 } }),
    );
    expect(res.status).toBe(200);
    const [mail] = await mailed.sink.waitFor(1);
    expect(mail.parsed.subject).toContain("fare not verified");
    expect(String(mail.parsed.text)).toContain("NOT VERIFIED");
  });

  test("the published fare reaches the office with its amount in the subject", async () => {
    const res = await postJson(mailed.server.url, validPayload({ ...bookedPayload("fr"), serviceDate: validPayload().serviceDate }));
    expect(res.status).toBe(200);
    const [mail] = await mailed.sink.waitFor(1);
    expect(mail.parsed.subject).toContain(`${formatChf(FARE.amount, "en")} fixed fare`);
    expect(RATES.validFrom).toBe(CONTENT.validFrom);
  });
});
