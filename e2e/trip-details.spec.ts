import { readFile, rm } from "node:fs/promises";
import enLocale from "../content/locales/en/translation.json";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { E2E } from "./env";
import { axeViolations, hydrated, officeMail, outboxFiles } from "./helpers";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import fleet from "../content/fleet.json";
import services from "../content/services.json";
import { genevaDateTime } from "../src/booking/trip/notice";
import site from "../content/site.json";
import { languageInfo } from "../src/i18n/languages";
import { fillPlaceholders } from "../src/i18n/placeholders";
import { formatWhen, SHORT_NOTICE_MARK } from "../src/booking/mail/message";
import { officeLanguage, officeTexts } from "../src/booking/mail/officeTexts";

// The office e-mail counts hours with the English locale file's plural units (not a word typed here).
const enUnits = enLocale.units;

/**
 * Issue 9 in the browser: each service's trip details appear below "Service Required" and go away
 * again, in both languages, by mouse and keyboard; a request per service lands in the outbox with its
 * details and its reference; the short-notice warning before sending. Every visible word is read
 * from content/.
 */
type T = typeof en;
const LANGS = [
  { path: "/", t: en, lang: "en" as const },
  { path: "/fr/", t: fr, lang: "fr" as const },
];
const title = (id: string, lang: "en" | "fr") => services.find((s) => s.id === id)!.title[lang];
const d = (t: T) => t.contact.form.details;
// Exact: "Nom" would also find "Nombre de jours".
// In the contact section: the Rates section's fare finder has its own "From" and "To".
const field = (page: Page, label: string) => page.locator("#contact").getByLabel(label, { exact: true });
// Each service names its own date and time ("Pick-up date"); "other" and no choice keep the generic ones.
type Dated = keyof T["contact"]["form"]["serviceDates"];
const own = (t: T, service: string): service is Dated => Object.prototype.hasOwnProperty.call(t.contact.form.serviceDates, service);
const dateField = (page: Page, t: T, service: string) => field(page, own(t, service) ? t.contact.form.serviceDates[service] : t.contact.form.serviceDate);
const timeField = (page: Page, t: T, service: string) => field(page, own(t, service) ? t.contact.form.serviceTimes[service] : t.contact.form.serviceTime);
// The required fields' labels end with a "*" hidden from assistive technology: found by their name.
const nameField = (page: Page, t: T) => page.getByRole("textbox", { name: t.contact.form.name, exact: true });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The labels of each service's own fields (the chauffeur radios by their choices). */
const FIELDS = (t: T) => ({
  "private-transport": [d(t).pickupPlace, d(t).destinationPlace, d(t).pickup, d(t).destination, d(t).passengers, d(t).luggage, d(t).flight, d(t).returnTrip],
  "chauffeur-hourly": [d(t).hours, d(t).pickup, d(t).passengers, d(t).luggage],
  "personal-assistance": [d(t).durationHours, d(t).meetingPlace],
  "vehicle-rental": [d(t).withChauffeur, d(t).withoutChauffeur, d(t).vehicle, d(t).rentalEndDate],
  other: [] as string[],
});

async function openForm(page: Page, url: string, t: T) {
  await page.goto(`${url}#contact`);
  await hydrated(page);
  await expect(page.getByRole("button", { name: t.contact.form.submit })).toBeEnabled();
}

/** yyyy-mm-dd and HH:MM in Geneva, `hours` from now (the same clock the form and the function use). */
const genevaIn = (hours: number) => genevaDateTime(new Date(Date.now() + hours * 3_600_000));

test.beforeAll(async () => {
  await rm(E2E.outboxDir, { recursive: true, force: true });
});

for (const { path: url, t, lang } of LANGS) {
  test(`${url}: each service shows its own fields below the choice and hides the others`, async ({ page }) => {
    await openForm(page, url, t);
    const select = page.getByLabel(t.contact.form.service);
    // The choices are the services' titles from content/services.json; the values stay the ids.
    for (const id of ["private-transport", "personal-assistance", "vehicle-rental"]) {
      await expect(select.locator(`option[value="${id}"]`)).toHaveText(title(id, lang));
    }
    const all = Object.values(FIELDS(t)).flat();
    for (const label of all) await expect(field(page, label)).toHaveCount(0);

    for (const [service, labels] of Object.entries(FIELDS(t))) {
      await select.selectOption(service);
      for (const label of labels) await expect(field(page, label)).toBeVisible();
      for (const label of all.filter((l) => !labels.includes(l))) await expect(field(page, label)).toHaveCount(0);
      // Below the choice: every field of the service comes after the select in the page.
      for (const label of labels) {
        const below = await field(page, label).evaluate(
          (el, selectId) => Boolean(document.getElementById(selectId)!.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING),
          "contact-service",
        );
        expect(below).toBe(true);
      }
    }

    // The return date and time appear with the return tick only.
    await select.selectOption("private-transport");
    await expect(field(page, d(t).returnDate)).toHaveCount(0);
    await field(page, d(t).returnTrip).check();
    await expect(field(page, d(t).returnDate)).toBeVisible();
    await expect(field(page, d(t).returnTime)).toBeVisible();
    await field(page, d(t).returnTrip).uncheck();
    await expect(field(page, d(t).returnDate)).toHaveCount(0);

    // The fleet from content/fleet.json, in the page's language.
    await select.selectOption("vehicle-rental");
    for (const vehicle of fleet) await expect(field(page, d(t).vehicle).locator(`option[value="${vehicle.id}"]`)).toContainText(vehicle.name[lang]);

    await select.selectOption("");
    for (const label of all) await expect(field(page, label)).toHaveCount(0);
  });

  test(`${url}: by keyboard, the choice keeps focus and its position, and Tab leads through its date and time into the new fields`, async ({ page }) => {
    await openForm(page, url, t);
    const select = page.getByLabel(t.contact.form.service);
    await page.getByLabel(t.contact.form.phone).focus();
    await page.keyboard.press("Tab");
    await expect(select).toBeFocused();
    // Its place in the layout (offsets ignore the section's fade-in transform, which may still run).
    const layoutTop = () =>
      select.evaluate((el) => {
        let top = 0;
        for (let node: HTMLElement | null = el as HTMLElement; node; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
        return top;
      });
    const before = await layoutTop();
    // Chromium on Linux changes a closed select's value with the arrow keys: the first service.
    const firstService = (await select.locator("option").nth(1).getAttribute("value")) as "private-transport";
    await page.keyboard.press("ArrowDown");
    await expect(select).toHaveValue(firstService);
    await expect(field(page, FIELDS(t)[firstService][0])).toBeVisible();
    await expect(select).toBeFocused();
    expect(await layoutTop()).toBe(before);
    // In a dispatcher's order: the service's own date and time (Tab also walks their day, month and
    // year), then its trip details.
    const first = field(page, FIELDS(t)[firstService][0]);
    const visited: string[] = [];
    for (let step = 0; step < 10 && !(await first.evaluate((el) => el === document.activeElement)); step++) {
      await page.keyboard.press("Tab");
      const label = await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? "");
      if (visited.at(-1) !== label) visited.push(label);
    }
    await expect(first).toBeFocused();
    expect(visited.slice(0, 2)).toEqual([t.contact.form.serviceDates[firstService], t.contact.form.serviceTimes[firstService]]);

    await select.selectOption("private-transport");
    await field(page, d(t).flight).focus();
    await page.keyboard.press("Tab");
    await expect(field(page, d(t).returnTrip)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(field(page, d(t).returnTrip)).toBeChecked();
    await expect(field(page, d(t).returnTrip)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(field(page, d(t).returnDate)).toBeFocused();

    await select.selectOption("vehicle-rental");
    await field(page, d(t).withChauffeur).focus();
    await page.keyboard.press("ArrowRight");
    await expect(field(page, d(t).withoutChauffeur)).toBeChecked();
  });
}

test("an invalid detail is explained inline in French, focused, and nothing is sent", async ({ page }) => {
  let posted = 0;
  page.on("request", (request) => request.url().endsWith("/api/send-contact-email") && posted++);
  await openForm(page, "/fr/", fr);
  await nameField(page, fr).fill("Jean Dupont");
  await page.getByLabel(fr.contact.form.email).fill("jean@example.ch");
  await page.getByLabel(fr.contact.form.message).fill("Accompagnement.");
  await page.getByLabel(fr.contact.form.service).selectOption("personal-assistance");
  await field(page, d(fr).durationHours).fill("1");
  await page.getByRole("button", { name: fr.contact.form.submit }).click();
  await expect(field(page, d(fr).durationHours)).toBeFocused();
  await expect(field(page, d(fr).durationHours)).toHaveAccessibleDescription(
    fr.contact.errors.range.replace("{{min}}", String(site.agentMinimumHours)).replace("{{max}}", "240"),
  );
  expect(posted).toBe(0);

  // A return before the outbound journey.
  await page.getByLabel(fr.contact.form.service).selectOption("private-transport");
  await dateField(page, fr, "private-transport").fill("2031-06-15");
  await field(page, d(fr).returnTrip).check();
  await field(page, d(fr).returnDate).fill("2031-06-14");
  await page.getByRole("button", { name: fr.contact.form.submit }).click();
  await expect(field(page, d(fr).returnDate)).toBeFocused();
  await expect(field(page, d(fr).returnDate)).toHaveAccessibleDescription(fr.contact.errors.returnBeforeOutbound);
  expect(posted).toBe(0);
});

interface Case {
  url: string;
  t: T;
  lang: "en" | "fr";
  service: string;
  fill: (page: Page, t: T) => Promise<void>;
  /** [English label, value] rows the e-mail must show. */
  rows: [string, string][];
  /** Text the e-mail must not contain (the details of a service chosen before). */
  absent: string[];
}

const vehicle = fleet[1];
const CASES: Case[] = [
  {
    url: "/",
    t: en,
    lang: "en",
    service: "private-transport",
    fill: async (page, t) => {
      await field(page, d(t).pickup).fill("Hotel Beau-Rivage, Quai du Mont-Blanc 13");
      await field(page, d(t).destination).fill("Verbier");
      await field(page, d(t).passengers).fill("3");
      await field(page, d(t).luggage).fill("5");
      await field(page, d(t).flight).fill("LX 1817");
      await field(page, d(t).returnTrip).check();
      await field(page, d(t).returnDate).fill("2031-06-18");
      await field(page, d(t).returnTime).fill("17:30");
    },
    rows: [
      [en.contact.form.details.pickup, "Hotel Beau-Rivage, Quai du Mont-Blanc 13"],
      [en.contact.form.details.destination, "Verbier"],
      [en.contact.form.details.passengers, "3"],
      [en.contact.form.details.luggage, "5"],
      [en.contact.form.details.flight, "LX 1817"],
      [en.contact.form.details.returnTrip, officeTexts(officeLanguage()).mail.values.yes],
      [en.contact.form.details.returnDate, "Wednesday 18 June 2031, 17:30"],
    ],
    absent: [],
  },
  {
    url: "/fr/",
    t: fr,
    lang: "fr",
    service: "personal-assistance",
    fill: async (page, t) => {
      // Typed first for another service, then the visitor changes their mind: only the last one's go.
      await page.getByLabel(t.contact.form.service).selectOption("private-transport");
      await field(page, d(t).pickup).fill("Gare Cornavin");
      await page.getByLabel(t.contact.form.service).selectOption("personal-assistance");
      await field(page, d(t).durationHours).fill("6");
      await field(page, d(t).meetingPlace).fill("Hôtel des Bergues");
    },
    rows: [
      [en.contact.form.details.durationHours, "6"],
      [en.contact.form.details.meetingPlace, "Hôtel des Bergues"],
    ],
    absent: ["Gare Cornavin", en.contact.form.details.pickup],
  },
  {
    url: "/fr/",
    t: fr,
    lang: "fr",
    service: "vehicle-rental",
    fill: async (page, t) => {
      await field(page, d(t).withoutChauffeur).check();
      await field(page, d(t).vehicle).selectOption(vehicle.id);
      await field(page, d(t).rentalEndDate).fill("2031-06-17");
    },
    rows: [
      [en.contact.form.details.chauffeur, en.contact.form.details.withoutChauffeur],
      [en.contact.form.details.vehicle, vehicle.name.en],
      [en.contact.form.details.rentalEndDate, "Tuesday 17 June 2031"],
    ],
    absent: [],
  },
  {
    url: "/",
    t: en,
    lang: "en",
    service: "other",
    fill: async () => {},
    rows: [],
    absent: [en.contact.form.details.pickup, en.contact.form.details.rentalEndDate],
  },
];

for (const c of CASES) {
  test(`${c.service} from ${c.url}: the request lands in the outbox with its details and its reference`, async ({ page }) => {
    const before = await outboxFiles();
    await openForm(page, c.url, c.t);
    await nameField(page, c.t).fill("Élise Müller");
    await page.getByLabel(c.t.contact.form.email).fill("elise@example.org");
    await page.getByLabel(c.t.contact.form.phone).fill("+41 79 555 12 12");
    await page.getByLabel(c.t.contact.form.service).selectOption(c.service);
    await dateField(page, c.t, c.service).fill("2031-06-13");
    await timeField(page, c.t, c.service).fill("14:30");
    await c.fill(page, c.t);
    await page.getByLabel(c.t.contact.form.message).fill(`Request ${c.service} ${Date.now()}`);
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-contact-email"));
    await page.getByRole("button", { name: c.t.contact.form.submit }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^GPM-[A-Z0-9]{6}$/);

    // The reference in the confirmation panel that replaced the form.
    await expect(page.getByRole("region", { name: c.t.contact.sent.title })).toContainText(reference);

    // The office's e-mail; an acknowledgement may come beside it (the address's first request of a Geneva day
    // on this worker's server), which this test does not count.
    const mail = await officeMail(before);
    // The date with its weekday (and its year, not the one received in), the route (the fare's places) or
    // the service's English title from content/services.json, what else the dispatcher schedules from;
    // never what the visitor typed (the addresses of this transfer, the name).
    const serviceName = c.service === "other" ? en.contact.form.options.other : title(c.service, "en");
    const what = escape(serviceName);
    // A client writing in another language than the office's: the subject says which to reply in.
    const office = officeLanguage();
    const named = new Intl.DisplayNames(languageInfo(office).dateLocale, { type: "language" }).of(c.lang) ?? c.lang;
    const reply = c.lang === office ? "" : ` — ${escape(fillPlaceholders(officeTexts(office).mail.subject.replyIn, { language: named }))}`;
    expect(mail.subject).toMatch(new RegExp(`^\\[${reference}\\] Fri 13 Jun(?: 2031)? 14:30 · ${what}(?: · [^—]+)?${reply}$`));
    expect(mail.subject).not.toMatch(/Élise|Beau-Rivage|Verbier/);
    const text = mail.text ?? "";
    expect(text).toContain(reference);
    expect(text).toContain(formatWhen("2031-06-13", "14:30", "long"));
    // What the visitor wrote, beside the office's reading of it, in the office's words (content).
    const time = officeTexts(office).mail.time;
    if (c.lang === "fr") expect(text).toContain(`(${fillPlaceholders(time.zoneAndVisitor, { zone: time.geneva, written: "13 juin 2031, 14:30" })})`);
    for (const [label, value] of c.rows) {
      expect(text).toMatch(new RegExp(`${escape(label)}:\\s+${escape(value)}`));
      expect(mail.html).toContain(value);
    }
    for (const word of c.absent) expect(text).not.toContain(word);
    expect(mail.html).toContain('href="tel:+41795551212"');
  });
}

test.describe("short notice", () => {
  test.use({ timezoneId: "Europe/Zurich" });
  for (const { path: url, t } of LANGS) {
    test(`${url}: the warning with the phone link shows below 24 h, or below 12 h from Geneva, and the request still goes`, async ({ page }) => {
      await openForm(page, url, t);
      const notice = page.locator("#contact-short-notice");
      const phone = site.phones[0];
      const warning = (hours: number) => (hours === 1 ? t.contact.shortNotice.text_one : t.contact.shortNotice.text_other).replace("{{count}}", String(hours));
      await page.getByLabel(t.contact.form.service).selectOption("private-transport");
      await field(page, d(t).pickup).fill("Lausanne, Avenue de la Gare 1");

      const in13 = genevaIn(13);
      await dateField(page, t, "private-transport").fill(in13.date);
      await timeField(page, t, "private-transport").fill(in13.time);
      await expect(notice).toContainText(warning(site.bookingNoticeHours.standard));
      await expect(notice).toContainText(t.contact.shortNotice.still);
      await expect(notice.getByRole("link", { name: phone })).toHaveAttribute("href", `tel:${phone.replace(/[^\d+]/g, "")}`);

      // From Geneva 13 hours is enough…
      await field(page, d(t).pickup).fill("Aéroport de Genève (GVA)");
      await expect(notice).toHaveText("");
      // …and 6 hours is not.
      const in6 = genevaIn(6);
      await dateField(page, t, "private-transport").fill(in6.date);
      await timeField(page, t, "private-transport").fill(in6.time);
      await expect(notice).toContainText(warning(site.bookingNoticeHours.geneva));

      // Far enough ahead: no warning.
      await dateField(page, t, "private-transport").fill(genevaIn(24 * 30).date);
      await expect(notice).toHaveText("");
      await dateField(page, t, "private-transport").fill(in6.date);
      await expect(notice).not.toHaveText("");

      const before = await outboxFiles();
      await nameField(page, t).fill("Jane Doe");
      await page.getByLabel(t.contact.form.email).fill("jane@example.org");
      await page.getByLabel(t.contact.form.message).fill("Tonight, please.");
      // So near, the office must be able to call: the phone is asked for before anything is sent.
      await page.getByRole("button", { name: t.contact.form.submit }).click();
      await expect(page.getByLabel(t.contact.form.phone)).toBeFocused();
      await expect(page.getByLabel(t.contact.form.phone)).toHaveAttribute("aria-invalid", "true");
      await page.getByLabel(t.contact.form.phone).fill("+41 79 555 12 12");
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-contact-email"));
      await page.getByRole("button", { name: t.contact.form.submit }).click();
      expect((await answered).status()).toBe(200);
      // The office's message (beside it, the visitor's acknowledgement when the challenge was solved).
      await expect.poll(async () => (await outboxFiles()).length).toBeGreaterThan(before.length);
      const mails = await Promise.all(
        (await outboxFiles()).filter((name) => !before.includes(name)).map(async (name) => PostalMime.parse(await readFile(path.join(E2E.outboxDir, name)))),
      );
      // The office's mark and first line, in its words (content): the mark first in the subject, then the hours.
      const mark = SHORT_NOTICE_MARK;
      const mail = mails.find((candidate) => (candidate.subject ?? "").includes(mark))!;
      expect(mail.subject).toMatch(new RegExp(`^\\[GPM-[A-Z0-9]{6}\\] ${escape(mark)} — `));
      const hours = enUnits.hours_other.replace("{{count}}", String(site.bookingNoticeHours.geneva));
      expect((mail.text ?? "").split("\n")[0]).toContain(fillPlaceholders(officeTexts(officeLanguage()).mail.shortNotice.lead, { mark, hours }));
    });
  }
});

test.describe("axe with the trip details shown", () => {
  for (const width of [390, 1440]) {
    test(`no violations at ${width} px, every service, errors shown`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openForm(page, "/fr/", fr);
      for (const service of ["private-transport", "personal-assistance", "vehicle-rental"]) {
        await page.getByLabel(fr.contact.form.service).selectOption(service);
        if (service === "private-transport") await field(page, d(fr).returnTrip).check();
        if (service === "personal-assistance") await field(page, d(fr).durationHours).fill("1");
        await dateField(page, fr, service).fill(genevaIn(3).date);
        await timeField(page, fr, service).fill(genevaIn(3).time);
        await page.getByRole("button", { name: fr.contact.form.submit }).click();
        await expect(nameField(page, fr)).toHaveAttribute("aria-invalid", "true");
        expect(await axeViolations(page, "#contact")).toEqual([]);
      }
    });
  }
});
