/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Booking } from "../../src/booking/bookings/booking";
import { BookingStore } from "../../src/booking/bookings/bookingStore";
import { linkExpiry, linkSecret, signLink, type LinkScope } from "../../src/booking/bookings/links";
import { readConfig } from "../../src/booking/config";
import { FileStore } from "../../src/booking/store/fileStore";
import { PRICED_DETAILS } from "../support/bookings";
import { eventually } from "../support/env";
import { request, validPayload, type HttpResult } from "../support/functionServer";
import { startServer, stopServer, tempDataDir, type Running } from "../support/serverProcess";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../support/smtpSink";
import { TRANSLATIONS, TYPESET_TRANSLATIONS } from "../../src/i18n/translations";
import { fillPlaceholders } from "../../src/i18n/placeholders";
import { escapeHtml } from "../../src/booking/mail/html";
import { quotedTotal } from "../../src/booking/bookings/transitions";
import { all, parseIcs, prop } from "../support/ical";
import { genevaText } from "../../src/booking/bookings/view";
import { officeLanguage, officeTexts, capacityWarning } from "../../src/booking/mail/officeTexts";
import { capacityOf } from "../../src/booking/catalogue/capacity";
import { whenText } from "../../src/booking/mail/acknowledgement";
import { DEFAULT_LANGUAGE, LANGUAGES, languageInfo, type Language } from "../../src/i18n/languages";
import { todayIso } from "../../src/booking/request/payload";
import { chf, VEHICLE_CLASSES } from "../../src/booking/catalogue/fares";

/**
 * The office's and the guest's links through the production server (`node src/server/main.ts`, a stand-in
 * site root) with a real SMTP server: every message counted where it arrives.
 */
jest.setTimeout(90_000);

const GUEST = "jane@example.org";
const OFFICE = "office@example.org";
let siteRoot: string;
let sink: SmtpSink;
let dataDir: string;
let server: Running;

const start = (dir: string) =>
  startServer({ SITE_ROOT: siteRoot, SMTP_URL: sink.url, CONTACT_TO: OFFICE, DATA_DIR: dir, DELIVERY_RETRY_BASE_MS: "200", LOG_REQUESTS: "1" });

beforeAll(async () => {
  siteRoot = mkdtempSync(path.join(os.tmpdir(), "booking-site-"));
  writeFileSync(path.join(siteRoot, "index.html"), '<!doctype html><html lang="en"><title>Site</title></html>\n');
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  rmSync(siteRoot, { recursive: true, force: true });
});
beforeEach(async () => {
  sink.messages.length = 0;
  sink.behaviour.failAfterData = false;
  dataDir = tempDataDir();
  server = await start(dataDir);
});
afterEach(async () => {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

const bookings = () => new BookingStore(new FileStore(dataDir));
const secret = () => linkSecret({ ...readConfig(), requests: { ...readConfig().requests, dataDir } }, false).secret!;
const toGuest = () => sink.messages.filter((mail) => mail.envelope.to.includes(GUEST));
const toOffice = () => sink.messages.filter((mail) => mail.envelope.to.includes(OFFICE));
const settle = () => new Promise((resolve) => setTimeout(resolve, 1_000));

async function book(language = "fr", overrides: Record<string, unknown> = {}): Promise<Booking> {
  const answer = await request(server.url, {
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(validPayload({ language, email: GUEST, details: PRICED_DETAILS, ...overrides })),
  });
  expect(answer.status).toBe(200);
  await eventually(() => toOffice().some((mail) => mail.parsed.text?.includes(answer.json.reference)), 10_000);
  return (await bookings().read(answer.json.id))!.booking;
}

const link = (scope: LinkScope, booking: Booking, expires = linkExpiry(booking, scope)) =>
  `/booking/${scope}/${signLink(secret(), scope, booking.id, expires)}`;
const get = (pathName: string) => request(`${server.origin}${pathName}`, { method: "GET" });
const post = (pathName: string, fields: Record<string, string>, headers: Record<string, string> = { Origin: server.origin }) =>
  request(`${server.origin}${pathName}`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });
/** The guest's status link in an e-mail, as a path on this server (the e-mail names the site's address). */
const statusPath = (mail: ReceivedMail) => new URL(/https?:\/\/\S+\/booking\/guest\/\S+/.exec(mail.parsed.text ?? "")![0]).pathname;

function expectPageHeaders(answer: HttpResult): void {
  expect(answer.headers["cache-control"]).toBe("no-store");
  expect(answer.headers["referrer-policy"]).toBe("no-referrer");
  expect(answer.headers["x-robots-tag"]).toMatch(/noindex/);
  expect(answer.headers["content-security-policy"]).not.toMatch(/script-src/);
  expect(answer.text).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(answer.text).not.toMatch(/<script/i);
}

test.each(LANGUAGES)(
  "%s: the office confirms with a chauffeur: the page changes nothing, the POST sends exactly one confirmation in the guest's language with its calendar file and the stored total, a second POST sends nothing",
  async (language) => {
    const booking = await book(language);
    const office = link("office", booking);
    const page = await get(office);
    expect(page.status).toBe(200);
    expectPageHeaders(page);
    expect(page.text).toContain(booking.reference);
    // The office's page says which language the guest is answered in, in the office's words (content).
    const answeredIn = TYPESET_TRANSLATIONS[officeLanguage()].booking.page.labels.answeredIn;
    expect(page.text).toContain(
      escapeHtml(fillPlaceholders(answeredIn, { language: (TYPESET_TRANSLATIONS[officeLanguage()].language as Record<string, string>)[language] })),
    );
    await settle();
    expect(toGuest()).toHaveLength(0);
    expect((await bookings().read(booking.id))!.booking.version).toBe(1);

    const confirmed = await post(office, { action: "confirm", chauffeurName: "Marc <Dupont>", chauffeurMobile: "+41 79 555 66 77" });
    expect(confirmed.status).toBe(200);
    expect(confirmed.text).toContain("Marc &lt;Dupont&gt;");
    await eventually(() => toGuest().length === 1, 10_000);
    const [mail] = toGuest();
    expect(mail.parsed.text).toContain(TYPESET_TRANSLATIONS[language].booking.mail.confirmation.title);
    expect(mail.parsed.subject).toContain(booking.reference);
    expect(mail.parsed.text).toContain("Marc <Dupont>");
    // The total the price engine stored when the request arrived, not computed again.
    expect(mail.parsed.text).toMatch(new RegExp(`\\b${quotedTotal(booking)}\\b`));
    // One event in Geneva's time zone, at the booked day and hour, where the guest is picked up.
    const calendars = mail.parsed.attachments.filter((file) => file.mimeType === "text/calendar");
    expect(calendars).toHaveLength(1);
    const events = all(
      parseIcs(
        Buffer.from(calendars[0].content as ArrayBuffer)
          .toString("utf8")
          .replace(/\r?\n/g, "\r\n"),
      ),
      "VEVENT",
    );
    expect(events).toHaveLength(1);
    const start = prop(events[0], "DTSTART")!;
    expect(start.params.TZID).toBe("Europe/Zurich");
    expect(start.value).toBe(`${booking.quote!.day!.replace(/-/g, "")}T${booking.request.serviceTime!.replace(":", "")}00`);
    expect((await bookings().read(booking.id))!.booking).toMatchObject({ status: "confirmed", version: 2 });

    const again = await post(office, { action: "confirm" });
    expect(again.status).toBe(409);
    // "Already confirmed on …", in the office's words (content), with the time of the first confirmation as the e-mails write it.
    const { confirmedAt } = (await bookings().read(booking.id))!.booking.confirmation!;
    const at = genevaText(confirmedAt, officeLanguage());
    expect(again.text).toContain(escapeHtml(fillPlaceholders(TYPESET_TRANSLATIONS[officeLanguage()].booking.page.already.confirmed, { at })));
    expect(again.text).not.toMatch(RAW_MOMENT);
    await settle();
    expect(toGuest()).toHaveLength(1);
    // The guest's link from the e-mail shows the confirmed booking.
    const status = await get(statusPath(mail));
    expect(status.status).toBe(200);
    expect(status.text).toContain(`lang="${language}"`);
    expect(status.text).toContain(escapeHtml(TYPESET_TRANSLATIONS[language].booking.page.status.confirmed));
  },
);

test("four passengers and two child seats in the business sedan: the office's e-mail and its confirm page show the capacity warning the form showed", async () => {
  const sedan = VEHICLE_CLASSES.find((entry) => !entry.vehicle)!;
  const details = { ...PRICED_DETAILS, vehicleClass: sedan.id, passengers: 4, childSeats: 2, childSeatAges: "3, 6" };
  const booking = await book("de", { details });
  const { label, lead } = officeTexts(officeLanguage()).capacity;
  const warning = `${lead} ${capacityWarning(capacityOf("private-transport", details), officeLanguage())!}`;
  expect(warning).toContain(sedan.name[officeLanguage()]);
  const mail = toOffice().find((entry) => entry.parsed.text?.includes(booking.reference))!;
  expect(mail.parsed.text).toContain(warning);
  const page = await get(link("office", booking));
  expect(page.status).toBe(200);
  expect(page.text).toContain(escapeHtml(label));
  expect(page.text).toContain(escapeHtml(warning));
});

test.each(LANGUAGES)("%s: the office proposes a change, the guest accepts it from the e-mail's link: one proposal, then one confirmation", async (language) => {
  const booking = await book(language);
  expect((await post(link("office", booking), { action: "propose", serviceTime: "16:00", totalChf: "210", reason: "timeUnavailable" })).status).toBe(200);
  await eventually(() => toGuest().length === 1, 10_000);
  const guestPath = statusPath(toGuest()[0]);
  const page = await get(guestPath);
  expect(page.text).toContain(`dir="${languageInfo(language).dir}"`);
  expect(page.text).toContain('value="accept"');
  expect((await post(guestPath, { action: "accept" })).status).toBe(200);
  await eventually(() => toGuest().length === 2, 10_000);
  expect(toGuest()[1].parsed.text).toContain(TYPESET_TRANSLATIONS[language].booking.mail.confirmation.title);
  expect((await bookings().read(booking.id))!.booking).toMatchObject({ status: "confirmed", confirmation: { totalChf: 210 } });
  expect((await post(guestPath, { action: "accept" })).status).toBe(409);
  await settle();
  expect(toGuest()).toHaveLength(2);
});

test.each(LANGUAGES)("%s: the office declines: one decline e-mail with the reason", async (language) => {
  const booking = await book(language);
  expect((await post(link("office", booking), { action: "decline", reason: "outsideArea" })).status).toBe(200);
  await eventually(() => toGuest().length === 1, 10_000);
  expect(toGuest()[0].parsed.text).toContain(TYPESET_TRANSLATIONS[language].booking.mail.decline.title);
  expect(toGuest()[0].parsed.text).toContain(TYPESET_TRANSLATIONS[language].booking.mail.declineReasons.outsideArea);
  await settle();
  expect(toGuest()).toHaveLength(1);
});

test.each(LANGUAGES)("%s: the guest cancels inside the free window: the office is told once; a second cancel sends nothing", async (language) => {
  const booking = await book(language);
  await post(link("office", booking), { action: "confirm" });
  await eventually(() => toGuest().length === 1, 10_000);
  const guestPath = statusPath(toGuest()[0]);
  expect((await get(guestPath)).text).toContain('value="cancel"');
  const officeBefore = toOffice().length;
  expect((await post(guestPath, { action: "cancel" })).status).toBe(200);
  await eventually(() => toOffice().length === officeBefore + 1, 10_000);
  expect(toOffice().at(-1)!.parsed.subject).toContain(booking.reference);
  expect((await post(guestPath, { action: "cancel" })).status).toBe(409);
  await settle();
  expect(toOffice()).toHaveLength(officeBefore + 1);
});

test.each(LANGUAGES)(
  "%s: after the free window the status page has no cancel button and states the Terms' fee; a cancel POST changes nothing",
  async (language) => {
    const booking = await book(language);
    // A confirmed booking whose service starts in 3 hours (Geneva), written as the server would have it.
    const soon = new Date(Date.now() + 3 * 3_600_000);
    const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Zurich", year: "numeric", month: "2-digit", day: "2-digit" }).format(soon);
    const time = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Zurich", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(soon);
    const current = (await bookings().read(booking.id))!;
    const moved: Booking = {
      ...current.booking,
      request: { ...current.booking.request, serviceTime: time },
      quote: { ...current.booking.quote!, day },
      status: "confirmed",
      version: 2,
      confirmation: { totalChf: 300, confirmedAt: new Date().toISOString() },
    };
    expect(await bookings().commit(current, moved, [])).toBe(true);
    const guestPath = link("guest", moved);
    const page = await get(guestPath);
    expect(page.text).not.toContain('value="cancel"');
    // The Terms' ceiling on this total (300, at the shipped 50 %): the most a late cancellation can cost.
    expect(page.text).toContain(escapeHtml(chf(150, language)));
    expect(page.text).toContain("+41 22 000 00 00");
    expect((await post(guestPath, { action: "cancel" })).status).toBe(409);
    expect((await bookings().read(booking.id))!.booking.status).toBe("confirmed");
  },
);

test("a tampered, foreign-scoped, expired or foreign-signed link gets a 404 that shows nothing, changes nothing, and no token reaches the log", async () => {
  const booking = await book("en");
  const good = link("office", booking);
  const token = good.split("/").pop()!;
  const bad = [
    good.slice(0, -3) + (good.endsWith("AAA") ? "BBB" : "AAA"),
    link("guest", booking).replace("/booking/guest/", "/booking/office/"),
    link("office", booking, new Date(Date.now() - 1000)),
    `/booking/office/${signLink("f".repeat(64), "office", booking.id, linkExpiry(booking, "office"))}`,
  ];
  for (const pathName of bad) {
    for (const answer of [await get(pathName), await post(pathName, { action: "confirm" })]) {
      expect(answer.status).toBe(404);
      expect(answer.text).not.toContain(booking.reference);
      expect(answer.text).not.toContain("Jane");
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  }
  expect((await get(good)).status).toBe(200);
  await settle();
  expect(toGuest()).toHaveLength(0);
  expect((await bookings().read(booking.id))!.booking.version).toBe(1);
  for (const pathName of [good, ...bad]) expect(server.output()).not.toContain(pathName.split("/").pop()!);
  expect(server.output()).not.toContain(token);
});

test("a POST from another site, or without any origin, is refused and changes nothing", async () => {
  const booking = await book("en");
  const office = link("office", booking);
  expect((await post(office, { action: "confirm" }, { Origin: "https://evil.example" })).status).toBe(403);
  expect((await post(office, { action: "confirm" }, { "Sec-Fetch-Site": "cross-site", Origin: server.origin })).status).toBe(403);
  expect((await post(office, { action: "confirm" }, {})).status).toBe(403);
  expect((await bookings().read(booking.id))!.booking.version).toBe(1);
});

test("repeated bad links from one address are rate-limited: even a good link is refused for the window", async () => {
  const booking = await book("en");
  for (let attempt = 0; attempt < 10; attempt += 1)
    expect((await get(`/booking/office/v1.office.${booking.id}.9999999999.${"A".repeat(43)}`)).status).toBe(404);
  expect((await get(link("office", booking))).status).toBe(429);
});

test("kill -9 right after the confirm POST was answered, restart on the same data folder: exactly one confirmation", async () => {
  const booking = await book("fr");
  // The mail server refuses for now: the confirmation is stored, not yet delivered, when the server dies.
  sink.behaviour.failAfterData = true;
  expect((await post(link("office", booking), { action: "confirm", chauffeurName: "Marc" })).status).toBe(200);
  server.child.kill("SIGKILL");
  await server.exited;
  sink.behaviour.failAfterData = false;
  server = await start(dataDir);
  await eventually(() => toGuest().length >= 1, 20_000);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(toGuest()).toHaveLength(1);
  expect(toGuest()[0].parsed.text).toContain("Marc");
});

/** The page's refusal (or an inline error) as the page writes a text: escaped. */
const shown = (text: string) => escapeHtml(text);
/** A day and time as a machine writes them: never what a page shows a reader. */
const RAW_MOMENT = /\b\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}\b/;

test("the office's Confirm section shows the capacity warning the form showed the guest, as the office's e-mail does", async () => {
  // Eight bags in an S-Class (three): the form told the guest no class fits and two vehicles will be proposed.
  const details = { ...PRICED_DETAILS, vehicleClass: "s-class", passengers: 2, luggage: 8 };
  const booking = await book("de", { details });
  const warning = capacityWarning(capacityOf("private-transport", details), officeLanguage())!;
  expect(warning).toBeTruthy();
  expect(toOffice().at(-1)!.parsed.text).toContain(warning);
  const page = await get(link("office", booking));
  expect(page.status).toBe(200);
  const confirm = page.text.slice(page.text.indexOf('id="confirm"'), page.text.indexOf('id="propose"'));
  expect(confirm).toContain(shown(officeTexts(officeLanguage()).capacity.lead));
  expect(confirm).toContain(shown(warning));
  // A party the class carries: no warning anywhere on the page.
  const fits = await get(link("office", await book("de")));
  expect(fits.text).not.toContain(shown(officeTexts(officeLanguage()).capacity.lead));
});

describe("a refused link's page speaks a language the token has no say in, and still shows and changes nothing", () => {
  const refusedIn = async (pathName: string, acceptLanguage: string | undefined, language: Language, booking: Booking) => {
    const headers: Record<string, string> = acceptLanguage ? { "Accept-Language": acceptLanguage } : {};
    for (const answer of [
      await request(`${server.origin}${pathName}`, { method: "GET", headers }),
      await post(pathName, { action: "confirm" }, { Origin: server.origin, ...headers }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.headers.vary).toMatch(/accept-language/i);
      expect(answer.text).toContain(`lang="${language}"`);
      expect(answer.text).toContain(`dir="${language === "ar" ? "rtl" : "ltr"}"`);
      expect(answer.text).toContain(shown(TRANSLATIONS[language].booking.page.notFound.title));
      expect(answer.text).toContain(shown(TRANSLATIONS[language].booking.page.notFound.text));
      expect(answer.text).not.toContain(booking.reference);
      expect(answer.text).not.toContain("Jane");
    }
  };

  test("a guest link: the browser's language among the site's, else the site's default", async () => {
    const booking = await book("fr");
    const tampered = link("guest", booking).slice(0, -2) + "xx";
    await refusedIn(tampered, "ar-AE,ar;q=0.9,en;q=0.5", "ar", booking);
    await refusedIn(tampered, "zh-CN,zh;q=0.9", "zh", booking);
    await refusedIn(tampered, "pt-BR, de;q=0.7", "de", booking);
    await refusedIn(tampered, "pt-BR", DEFAULT_LANGUAGE, booking);
    // The guest's own language is the booking's to say, and a refused token names no booking.
    await refusedIn(tampered, undefined, DEFAULT_LANGUAGE, booking);
    await settle();
    expect(toGuest()).toHaveLength(0);
    expect((await bookings().read(booking.id))!.booking.version).toBe(1);
  });

  test("an office link: the browser's language among the office's, else the office's language", async () => {
    const booking = await book("ar");
    const expired = link("office", booking, new Date(Date.now() - 1000));
    await refusedIn(expired, "fr-CH,fr;q=0.9", "fr", booking);
    await refusedIn(expired, "ar,zh;q=0.8", officeLanguage(), booking);
    await refusedIn(expired, undefined, officeLanguage(), booking);
    // A guest's token under the office's path is refused there, in the office's terms.
    await refusedIn(link("guest", booking).replace("/booking/guest/", "/booking/office/"), "en;q=0.5,fr", "fr", booking);
    expect((await bookings().read(booking.id))!.booking.version).toBe(1);
  });

  test("past the failure limit the 429 page is negotiated the same way", async () => {
    const booking = await book("en");
    for (let attempt = 0; attempt < 10; attempt += 1) await get(`/booking/guest/v1.guest.${booking.id}.9999999999.${"A".repeat(43)}`);
    const limited = await request(`${server.origin}${link("guest", booking)}`, { method: "GET", headers: { "Accept-Language": "zh-CN" } });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain(shown(TRANSLATIONS.zh.booking.page.notFound.title));
    expect(limited.text).not.toContain(booking.reference);
  });
});

test("the pages write dates and times as the e-mails do, in the page's language (Arabic and Chinese too), never as yyyy-mm-dd HH:MM", async () => {
  for (const language of ["ar", "zh", "fr"] as const) {
    const booking = await book(language);
    const day = booking.quote!.day!;
    // The office proposes a new hour: the guest's page shows the request's and the proposed day and time.
    expect((await post(link("office", booking), { action: "propose", serviceTime: "16:00", reason: "timeUnavailable" })).status).toBe(200);
    const guest = await get(link("guest", (await bookings().read(booking.id))!.booking));
    expect(guest.text).toContain(shown(whenText(day, "14:30", language)));
    expect(guest.text).toContain(shown(whenText(day, "16:00", language)));
    expect(guest.text).not.toMatch(RAW_MOMENT);
    // The month as the language names it (Intl, not our formatter): a native reader's date.
    const month = new Intl.DateTimeFormat(language === "ar" ? "ar-u-nu-latn" : language, { month: "long", timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    );
    expect(guest.text).toContain(language === "zh" ? `${Number(day.slice(5, 7))}月` : month);
    const office = await get(link("office", booking));
    expect(office.text).toContain(shown(whenText(day, "14:30", officeLanguage())));
    expect(office.text).not.toMatch(RAW_MOMENT);
  }
  // The free-cancellation line of a confirmed booking: the same formatter, in the guest's language.
  const booking = await book("zh");
  await post(link("office", booking), { action: "confirm" });
  const confirmed = (await bookings().read(booking.id))!.booking;
  const page = await get(link("guest", confirmed));
  expect(page.text).toContain('value="cancel"');
  expect(page.text).not.toMatch(RAW_MOMENT);
});

describe("a proposed date and time must be a real moment ahead of now, within the form's horizon: else an inline error, the values kept, nothing stored or sent", () => {
  const errors = (language: Language) => TRANSLATIONS[language].contact.errors as Record<string, string>;
  const refused = async (fields: Record<string, string>, status: number, field: string, message: string) => {
    const booking = await book("en");
    const answer = await post(link("office", booking), { action: "propose", reason: "timeUnavailable", totalChf: "210", ...fields });
    expect(answer.status).toBe(status);
    expect(answer.text).toContain(`lang="${officeLanguage()}"`);
    // At the field, in the office's language, the field marked; what was typed is there again.
    expect(answer.text).toContain(`<p class="error" id="propose-${field}-error">${shown(message)}</p>`);
    expect(answer.text).toMatch(new RegExp(`name="${field}"[^>]*aria-invalid="true"`));
    for (const [name, value] of Object.entries(fields))
      expect(answer.text).toContain(`name="${name}" ${name === "serviceDate" ? `type="date" min="${todayIso()}"` : 'type="time"'} value="${value}"`);
    expect(answer.text).toContain('value="210"');
    expect(answer.text).toContain('<option value="timeUnavailable" selected>');
    await settle();
    expect(toGuest()).toHaveLength(0);
    expect((await bookings().read(booking.id))!.booking).toMatchObject({ status: "received", version: 1 });
  };

  test("a day already past: 422", () => refused({ serviceDate: "2020-01-15" }, 422, "serviceDate", errors(officeLanguage()).pastDate));
  test("today at an hour already gone: 422", async () => {
    const hourAgo = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Zurich", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
      new Date(Date.now() - 3_600_000),
    );
    // Just after midnight an hour ago was yesterday: the day is then the one to blame.
    const today = todayIso();
    if (todayIso(new Date(Date.now() - 3_600_000)) !== today) return;
    await refused({ serviceDate: today, serviceTime: hourAgo }, 422, "serviceTime", officeTexts(officeLanguage()).page.past);
  });
  test("beyond the last day a calendar holds (the form's horizon): 422", () =>
    refused({ serviceDate: "9999-12-31", serviceTime: "23:30" }, 422, "serviceDate", errors(officeLanguage()).tooFarAhead));
  test("a day that does not exist: 400", () => refused({ serviceDate: "2031-02-30" }, 400, "serviceDate", errors(officeLanguage()).date));
});

describe("the guest's answer to a proposal reaches the office once, in the office's language", () => {
  const proposeAndAnswer = async (answer: "accept" | "refuse") => {
    const booking = await book("de");
    expect((await post(link("office", booking), { action: "propose", serviceTime: "16:00", totalChf: "230", reason: "priceAdjusted" })).status).toBe(200);
    await eventually(() => toGuest().length === 1, 10_000);
    const guestPath = statusPath(toGuest()[0]);
    const before = toOffice().length;
    expect((await post(guestPath, { action: answer })).status).toBe(200);
    await eventually(() => toOffice().length === before + 1, 10_000);
    // Again: refused as decided, and nothing more is sent.
    expect((await post(guestPath, { action: answer })).status).toBe(409);
    await settle();
    expect(toOffice()).toHaveLength(before + 1);
    return { booking, notice: toOffice().at(-1)! };
  };

  test("accepted: the notice says so, with the new day and time and the confirmed total; the guest gets one confirmation", async () => {
    const { booking, notice } = await proposeAndAnswer("accept");
    const words = officeTexts(officeLanguage()).proposalAnswer.accepted;
    expect(notice.parsed.subject).toContain(`[${booking.reference}]`);
    expect(notice.parsed.subject).toContain(words.subject);
    expect(notice.parsed.text).toContain(fillPlaceholders(words.lead, { reference: booking.reference }));
    expect(notice.parsed.text).toContain(whenText(booking.quote!.day!, "16:00", officeLanguage()));
    expect(notice.parsed.text).toMatch(/\b230\b/);
    expect(toGuest()).toHaveLength(2);
  });

  test("refused: the notice says so, with what was proposed; the guest gets nothing more", async () => {
    const { booking, notice } = await proposeAndAnswer("refuse");
    const words = officeTexts(officeLanguage()).proposalAnswer.refused;
    expect(notice.parsed.subject).toContain(words.subject);
    expect(notice.parsed.text).toContain(fillPlaceholders(words.lead, { reference: booking.reference }));
    expect(notice.parsed.text).toContain(whenText(booking.quote!.day!, "16:00", officeLanguage()));
    expect(toGuest()).toHaveLength(1);
    expect((await bookings().read(booking.id))!.booking.status).toBe("cancelled");
  });
});
