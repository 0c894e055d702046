/** @jest-environment node */
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import { LANGUAGES } from "../../src/i18n/languages";
import { formatServiceDate, parseServiceDate, todayIso } from "../../src/booking/request/payload";
import { contactSchema } from "../../src/booking/request/requestSchema";
import { useContactEnv } from "../support/env";
import { postJson, startFunctionServer, validPayload, type FunctionServer } from "../support/functionServer";
import { freezeClock } from "../support/clock";

/** A service date before today in Geneva (Europe/Zurich) is refused, by the form and by the function alike. */
useContactEnv();

afterEach(() => jest.useRealTimers());

const serviceDateError = async (serviceDate: string, now: string) => {
  const result = await contactSchema
    .validateAt("serviceDate", { serviceDate }, { context: { now: new Date(now) } })
    .then(() => undefined)
    .catch((error: Error) => error.message);
  return result;
};

test("the first of the month as each language writes it: French's ordinal (1er janvier), and no bare '1 janvier' anywhere in the year", () => {
  for (let month = 0; month < 12; month += 1) {
    const iso = new Date(Date.UTC(2027, month, 1)).toISOString().slice(0, 10);
    expect(formatServiceDate(iso, "fr")).toMatch(/^1er\s/);
    expect(formatServiceDate(iso, "en")).toMatch(/^1\s/);
  }
});

describe("parseServiceDate reads back what formatServiceDate writes", () => {
  test.each(LANGUAGES)("every day of 2027 in %s", (language) => {
    for (let day = 0; day < 365; day += 1) {
      const iso = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
      expect(parseServiceDate(formatServiceDate(iso, language))).toBe(iso);
    }
  });

  test.each([
    ["2026-11-21", "2026-11-21"],
    ["21 November 2026", "2026-11-21"],
    ["21 novembre 2026", "2026-11-21"],
    ["1 août 2027", "2027-08-01"],
    ["1er août 2027", "2027-08-01"],
    ["  3  DÉCEMBRE   2026 ", "2026-12-03"],
    ["31 February 2027", undefined],
    ["2027-02-29", undefined],
    ["tomorrow morning", undefined],
    ["21 Brumaire 2026", undefined],
    ["2027年1月15日", "2027-01-15"],
    ["2027年2月30日", undefined],
    ["", undefined],
  ])("%j -> %j", (text, iso) => {
    expect(parseServiceDate(text)).toBe(iso);
  });
});

describe("the shared schema with a fixed clock, around midnight in Zurich", () => {
  test.each([
    // 23:59:59 on 21 November in Geneva (CET, UTC+1): the 21st is still today.
    ["2026-11-21T22:59:59Z", "2026-11-21", undefined],
    ["2026-11-21T22:59:59Z", "21 November 2026", undefined],
    ["2026-11-21T22:59:59Z", "20 novembre 2026", "pastDate"],
    // Midnight in Geneva, still 23:00 in London and 18:00 in New York: the 21st is past.
    ["2026-11-21T23:00:00Z", "21 November 2026", "pastDate"],
    ["2026-11-21T23:00:00Z", "2026-11-21", "pastDate"],
    ["2026-11-21T23:00:00Z", "22 novembre 2026", undefined],
    // Summer time (CEST, UTC+2).
    ["2026-06-30T21:59:59Z", "30 June 2026", undefined],
    ["2026-06-30T22:00:00Z", "30 juin 2026", "pastDate"],
    // Free text is not a date, and no day that does not exist passes as one.
    ["2026-11-21T23:00:00Z", "as soon as possible", "date"],
    ["2026-11-21T23:00:00Z", "soon", "date"],
    ["2026-11-21T23:00:00Z", "", undefined],
  ])("at %s, %j -> %s", async (now, serviceDate, error) => {
    expect(await serviceDateError(serviceDate, now)).toBe(error);
  });

  test("without a context the schema reads the real clock (frozen here just after midnight in Zurich)", async () => {
    freezeClock("2026-11-21T23:00:01Z");
    expect(todayIso()).toBe("2026-11-22");
    await expect(contactSchema.validateAt("serviceDate", { serviceDate: "2026-11-21" })).rejects.toThrow("pastDate");
    await expect(contactSchema.validateAt("serviceDate", { serviceDate: "2026-11-22" })).resolves.toBe("2026-11-22");
  });
});

describe("the function refuses a past date in either language's long format", () => {
  let server: FunctionServer;
  beforeAll(async () => {
    server = await startFunctionServer();
  });
  afterAll(() => server.close());

  test.each([
    ["en", "21 November 2026", en.contact.errors.pastDate],
    ["fr", "21 novembre 2026", fr.contact.errors.pastDate],
  ])("%s: %s, just after midnight in Zurich on the 22nd -> 400, localized", async (language, serviceDate, message) => {
    freezeClock("2026-11-21T23:00:30Z");
    const res = await postJson(server.url, validPayload({ language, serviceDate }));
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ error: "validation", fields: { serviceDate: message } });
  });

  test.each([
    ["en", "22 November 2026"],
    ["fr", "22 novembre 2026"],
  ])("%s: %s is accepted at the same instant", async (language, serviceDate) => {
    freezeClock("2026-11-21T23:00:30Z");
    const res = await postJson(server.url, validPayload({ language, serviceDate }));
    expect(res.status).toBe(200);
  });

  test("one minute before midnight the 21st is still today", async () => {
    freezeClock("2026-11-21T22:59:00Z");
    const res = await postJson(server.url, validPayload({ serviceDate: "21 November 2026" }));
    expect(res.status).toBe(200);
  });
});
