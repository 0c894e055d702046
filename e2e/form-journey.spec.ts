import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { E2E, SLOWED_CPU_TAG } from "./env";
import { hydrated, slowCpu } from "./helpers";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import site from "../content/site.json";
import fleet from "../content/fleet.json";
import rates from "../content/rates.json";
import { fareId, findFare, type FareRates } from "../src/booking/catalogue/fareIds";

/**
 * Issue 18, the form as a visitor on the move meets it: on a phone (touch, 390×844, device scale 3, the
 * CPU slowed 4×: each service once, the languages taking turns) and at 1440×900, in both languages, for each service, by taps and typing only: the full
 * request is sent, the confirmation panel is in view and focused; choosing a service, ticking or
 * unticking the return trip and sending never move the control in use by more than 8 px, even scrolled
 * to the bottom of the page; a failure is said beside the button, with the phone number once; a service
 * chosen before the form's code arrived shows its fields once it has. Words come from content/.
 */
type T = typeof en;
const PUBLIC = resolve(__dirname, "..", "public");
const LANGS = [
  { path: "/", t: en, lang: "en" as const },
  { path: "/fr/", t: fr as T, lang: "fr" as const },
];
const MAX_JUMP = 8;
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;
type Device = keyof typeof DEVICES;

const byId = (page: Page, id: string) => page.locator(`#contact-${id}`);
const screenTop = (control: Locator) => control.evaluate((element) => element.getBoundingClientRect().top);

/** A tap on a phone, a click on the desktop: what the visitor's hand does. */
async function press(control: Locator, device: Device) {
  if (device === "phone") await control.tap();
  else await control.click();
}
async function type(page: Page, control: Locator, device: Device, text: string) {
  await press(control, device);
  await page.keyboard.type(text);
}

/**
 * Runs `act` and fails if `control` moved on screen by more than MAX_JUMP px. The control is first
 * brought into view as the visitor would scroll to it (a tap does that too), unless `where` says the
 * visitor is scrolled to the very bottom of the page, where a page that shortens moves everything.
 */
type Where = "in view" | "mid-screen" | "screen bottom" | "page bottom";
async function steady(control: Locator, what: string, act: () => Promise<void>, where: Where = "in view") {
  if (where === "in view") await control.scrollIntoViewIfNeeded();
  else if (where === "mid-screen") await control.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  else if (where === "screen bottom") await control.evaluate((element) => element.scrollIntoView({ block: "end", behavior: "instant" }));
  else await scrollToBottom(control.page());
  const before = await screenTop(control);
  await act();
  // Two frames: whatever the change lays out has been painted.
  await control.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const after = await screenTop(control);
  expect(Math.abs(after - before), `${what} moved from ${before} to ${after} px`).toBeLessThanOrEqual(MAX_JUMP);
}

const scrollToBottom = (page: Page) => page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));

async function open(page: Page, device: Device, path: string, t: T) {
  if (device === "phone") await slowCpu(page);
  await page.goto(`${path}#contact`);
  await hydrated(page);
  await expect(page.getByRole("button", { name: t.contact.form.submit })).toBeEnabled({ timeout: 20_000 });
}

/**
 * While the page's code is held: chooses `service` and types a name; then releases the code and checks,
 * once the form can send (within `timeout`), that the choice, its `field` and the name are all still there.
 */
async function chooseThenRelease(
  page: Page,
  device: Device,
  t: T,
  release: () => void,
  { service, field, timeout }: { service: string; field: string; timeout: number },
) {
  await byId(page, "service").selectOption(service);
  await type(page, byId(page, "name"), device, "Jane");
  release();
  await expect(page.getByRole("button", { name: t.contact.form.submit })).toBeEnabled({ timeout });
  await expect(byId(page, "service")).toHaveValue(service);
  await expect(byId(page, field)).toBeVisible();
  await expect(byId(page, "name")).toHaveValue("Jane");
}

/**
 * Morning times typed with a trailing "A": this Chromium draws the time field with an AM/PM segment
 * whatever the page's locale, and "A" fills it (a 24-hour field ignores the key). Without it the field
 * stays half filled and its value empty.
 */
const TYPED_TIME = "0930A";
const RETURN_TIME = "1045A";

/** 1 January, two years ahead: reads the same day-first and month-first, typed digit by digit. */
const YEAR = new Date().getUTCFullYear() + 2;
const TYPED_DATE = `0101${YEAR}`;
const RETURN_TYPED = `0202${YEAR}`;

const SERVICES = ["private-transport", "chauffeur-hourly", "personal-assistance", "vehicle-rental", "other"] as const;
const HOURLY = rates.hourly.find((rate) => rate.amount !== null)!;
type Service = (typeof SERVICES)[number];

/** Each service's own fields, typed; and the details the request must then carry. */
const DETAILS: Record<Service, { fill: (page: Page, device: Device, t: T) => Promise<void>; expected: Record<string, unknown> }> = {
  "private-transport": {
    fill: async (page, device) => {
      await type(page, byId(page, "details-pickup"), device, "Geneva Airport");
      await type(page, byId(page, "details-destination"), device, "Verbier");
      await type(page, byId(page, "details-passengers"), device, "3");
      await type(page, byId(page, "details-luggage"), device, "4");
      await type(page, byId(page, "details-flight"), device, "LX 123");
      const tick = byId(page, "details-returnTrip");
      await steady(tick, "the return tick (ticked)", () => press(tick, device));
      await expect(tick).toBeChecked();
      await type(page, byId(page, "details-returnDate"), device, RETURN_TYPED);
      await type(page, byId(page, "details-returnTime"), device, RETURN_TIME);
    },
    expected: {
      pickup: "Geneva Airport",
      destination: "Verbier",
      passengers: 3,
      luggage: 4,
      flight: "LX 123",
      returnTrip: true,
      returnDate: `${YEAR}-02-02`,
      returnTime: "10:45",
    },
  },
  "personal-assistance": {
    fill: async (page, device) => {
      await type(page, byId(page, "details-durationHours"), device, "4");
      await type(page, byId(page, "details-meetingPlace"), device, "Hotel Beau-Rivage");
    },
    expected: { durationHours: 4, meetingPlace: "Hotel Beau-Rivage" },
  },
  "chauffeur-hourly": {
    fill: async (page, device) => {
      await byId(page, "details-vehicleClass").selectOption(HOURLY.class);
      await type(page, byId(page, "details-hours"), device, String(HOURLY.minimumHours + 1));
      await type(page, byId(page, "details-pickup"), device, "Hôtel Président Wilson, Quai Wilson 47");
    },
    expected: { vehicleClass: HOURLY.class, hours: HOURLY.minimumHours + 1, pickup: "Hôtel Président Wilson, Quai Wilson 47" },
  },
  "vehicle-rental": {
    fill: async (page, device) => {
      await press(byId(page, "details-chauffeur-without"), device);
      // The second vehicle (the first option is "no preference").
      await byId(page, "details-vehicle").selectOption({ index: 2 });
      // Given back a month later, typed as digits like the outbound date.
      await type(page, byId(page, "details-rentalEndDate"), device, RETURN_TYPED);
      await type(page, byId(page, "details-deliveryPlace"), device, "Hôtel des Bergues");
      await type(page, byId(page, "details-collectionPlace"), device, "GVA");
    },
    expected: { chauffeur: "without", vehicle: fleet[1].id, rentalEndDate: `${YEAR}-02-02`, deliveryPlace: "Hôtel des Bergues", collectionPlace: "GVA" },
  },
  other: { fill: async () => {}, expected: {} },
};

for (const [device, use] of Object.entries(DEVICES) as [Device, (typeof DEVICES)[Device]][]) {
  test.describe(`${device}`, { tag: device === "phone" ? SLOWED_CPU_TAG : [] }, () => {
    test.use({ ...use, locale: "en-GB", timezoneId: "Europe/Zurich" });

    for (const [index, { path, t, lang }] of LANGS.entries()) {
      // On the slowed phone (a pass of its own, one test at a time: docs/testing.md) each service is sent
      // once, the languages taking turns; on the desktop, every service in every language.
      for (const service of device === "phone" ? SERVICES.filter((_, at) => at % LANGS.length === index) : SERVICES) {
        test(`${lang}, ${service}: the request is sent, the panel is in view and focused, nothing jumps`, async ({ page }) => {
          await open(page, device, path, t);
          await type(page, byId(page, "name"), device, "Jane Doe");
          await type(page, byId(page, "email"), device, "jane@example.com");
          await type(page, byId(page, "phone"), device, "+41 79 555 12 12");

          // Choosing: first a service with many fields, then, scrolled to the very bottom, this one.
          const select = byId(page, "service");
          await press(select, device);
          await select.selectOption("private-transport");
          await press(byId(page, "details-returnTrip"), device);
          await steady(
            select,
            "the service select",
            async () => {
              await select.selectOption(service);
            },
            "page bottom",
          );
          if (service === "private-transport") {
            // Unticking the return trip, scrolled to the bottom: the page must not shorten under the visitor.
            const tick = byId(page, "details-returnTrip");
            await steady(tick, "the return tick (unticked)", () => press(tick, device));
            await expect(tick).not.toBeChecked();
          }

          await type(page, byId(page, "serviceDate"), device, TYPED_DATE);
          await type(page, byId(page, "serviceTime"), device, TYPED_TIME);
          await DETAILS[service].fill(page, device, t);
          if (service === "other") await type(page, byId(page, "message"), device, "A wedding in Montreux.");

          // The request waits until the button has been measured while sending.
          let measured: () => void = () => {};
          const sending = new Promise<void>((resolve) => (measured = resolve));
          await page.route("**/api/send-contact-email", async (route) => {
            await sending;
            await route.continue();
          });
          const submit = page.locator("#contact form button[type=submit]");
          const posted = page.waitForRequest((request) => request.url().endsWith("/api/send-contact-email"));
          const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-contact-email"));
          await steady(submit, "the submit button while sending", async () => {
            await press(submit, device);
            await expect(submit).toHaveText(t.contact.form.sending);
          });
          measured();
          const payload = (await posted).postDataJSON();
          expect(payload).toMatchObject({ name: "Jane Doe", email: "jane@example.com", service, serviceTime: "09:30", language: lang });
          expect(payload.details).toEqual(DETAILS[service].expected);
          expect((await answered).status()).toBe(200);
          const { reference } = await (await answered).json();

          const panel = page.getByRole("region", { name: t.contact.sent.title });
          await expect(panel).toBeInViewport();
          // The region is named by "Message sent!" and the heading; the heading takes focus.
          await expect(panel.getByRole("heading", { name: t.contact.sent.heading })).toBeFocused();
          await expect(panel).toContainText(reference);
          await expect(panel.getByRole("link", { name: site.phones[0] })).toHaveAttribute("href", /^tel:/);
          // Said once: no toast, no second line.
          await expect(page.getByRole("alert")).toHaveCount(0);
          // Its room folds away (react-toastify's collapse) before the second try.
          await expect(page.locator(".Toastify__toast")).toHaveCount(0);
          await page.waitForTimeout(500);
          await expect(page.getByText(t.contact.sent.title, { exact: true })).toHaveCount(1);

          // "Send another request" brings back an empty form.
          await press(panel.getByRole("button", { name: t.contact.sent.again }), device);
          await expect(byId(page, "name")).toHaveValue("");
          await expect(byId(page, "name")).toBeFocused();
          await expect(byId(page, "name")).toBeInViewport();
          await expect(byId(page, "service")).toHaveValue("");
        });
      }

      test(`${lang}: after a Book, the class, the night, the return and another service never move the control in use, wherever it is on screen`, async ({
        page,
      }) => {
        const fare = findFare(rates as FareRates, fareId(rates.transfers[0].id, HOURLY.class))!;
        const other = rates.classes.find((entry) => entry.id !== fare.vehicleClass.id)!.id;
        await open(page, device, `${path}?fare=${fare.id}`, t);
        await expect(page.locator("#contact-price-total")).not.toBeEmpty();
        const vehicleClass = byId(page, "details-vehicleClass");
        const time = byId(page, "serviceTime");
        const tick = byId(page, "details-returnTrip");
        const select = byId(page, "service");
        // Wherever the control in use is on screen (scrolled to the page's very end, these controls are far
        // above the screen, where the per-service test above checks that the page never shortens under it).
        for (const where of ["in view", "mid-screen", "screen bottom"] as const) {
          await steady(vehicleClass, `the class (${where})`, async () => void (await vehicleClass.selectOption(other)), where);
          await steady(vehicleClass, `the class, back (${where})`, async () => void (await vehicleClass.selectOption(fare.vehicleClass.id)), where);
          await steady(time, `the time, into the night (${where})`, () => time.fill("23:30"), where);
          await steady(time, `the time, out of the night (${where})`, () => time.fill("09:30"), where);
          await steady(tick, `the return (${where})`, () => press(tick, device), where);
          await steady(tick, `the return, unticked (${where})`, () => press(tick, device), where);
          await steady(select, `another service (${where})`, async () => void (await select.selectOption("personal-assistance")), where);
          await steady(select, `the transfer again (${where})`, async () => void (await select.selectOption("private-transport")), where);
        }
      });

      test(`${lang}: a failure is said beside the button, with the phone once, and the values are kept`, async ({ page }) => {
        await open(page, device, `${E2E.failingBaseURL}${path}`, t);
        await type(page, byId(page, "name"), device, "Jean Dupont");
        await type(page, byId(page, "email"), device, "jean@example.ch");
        await byId(page, "service").selectOption("personal-assistance");
        await type(page, byId(page, "details-meetingPlace"), device, "Gare Cornavin");
        const submit = page.getByRole("button", { name: t.contact.form.submit });
        // Tapped mid-screen, the message has room under the button: nothing moves.
        await steady(
          submit,
          "the submit button on a failure",
          async () => {
            await press(submit, device);
            await expect(page.getByRole("alert")).toBeVisible({ timeout: 20_000 });
          },
          "mid-screen",
        );
        const alert = page.getByRole("alert");
        await expect(alert).toBeInViewport();
        await expect(alert).toContainText(t.contact.toast.errorText);
        expect((await alert.innerText()).split(site.phones[0]).length - 1).toBe(1);
        await expect(byId(page, "name")).toHaveValue("Jean Dupont");
        await expect(byId(page, "details-meetingPlace")).toHaveValue("Gare Cornavin");

        // Tapped at the foot of the screen, the page scrolls just enough to show the message: the
        // button stays in view, moved by no more than the message's own height (before the fix, the
        // toast's slide-in widened a phone's page and it jumped about 1,200 px up).
        await press(page.getByRole("button", { name: t.contact.toast.close }), device);
        await expect(page.getByRole("alert")).toHaveCount(0);
        // Its room folds away (react-toastify's collapse) before the second try.
        await expect(page.locator(".Toastify__toast")).toHaveCount(0);
        await page.waitForTimeout(500);
        // Low on the screen, yet clear of the phone's call bar (a tap under it would scroll the button first).
        await submit.evaluate((element) => window.scrollBy({ top: element.getBoundingClientRect().bottom - (window.innerHeight - 120), behavior: "instant" }));
        const before = await screenTop(submit);
        // A tap where the button is: Playwright's own tap would first scroll it to where it prefers.
        const spot = (await submit.boundingBox())!;
        const [x, y] = [spot.x + spot.width / 2, spot.y + spot.height / 2];
        if (device === "phone") await page.touchscreen.tap(x, y);
        else await page.mouse.click(x, y);
        await expect(alert).toBeInViewport({ timeout: 20_000 });
        await page.waitForTimeout(500);
        await expect(alert).toBeInViewport();
        await expect(submit).toBeInViewport();
        const moved = Math.abs((await screenTop(submit)) - before);
        const room = (await alert.boundingBox())!.height + 32;
        expect(moved, `the submit button moved ${moved} px to show a ${room} px message`).toBeLessThanOrEqual(room);
      });

      test(`${lang}: too many requests: the wait in minutes and the phone once, in view`, async ({ page }) => {
        await page.route("**/api/send-contact-email", (route) =>
          route.fulfill({ status: 429, headers: { "Retry-After": "60" }, contentType: "application/json", body: JSON.stringify({ error: "rate_limited" }) }),
        );
        await open(page, device, path, t);
        await type(page, byId(page, "name"), device, "Jean Dupont");
        await type(page, byId(page, "email"), device, "jean@example.ch");
        await type(page, byId(page, "message"), device, "Bonjour");
        await press(page.getByRole("button", { name: t.contact.form.submit }), device);
        const alert = page.getByRole("alert");
        await expect(alert).toBeInViewport();
        await expect(alert).toContainText(t.contact.toast.rateLimitedText_one.replace("{{count}}", "1"));
        expect((await alert.innerText()).split(site.phones[0]).length - 1).toBe(1);
      });

      test(`${lang}: a service chosen before the form's code arrived shows its fields once it has`, async ({ page }) => {
        // The form's code (the chunk that sends with an Idempotency-Key) is held until the choice is made.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        // Found on disk rather than read through route.fetch, whose response Playwright may dispose of mid-read.
        const formChunks = readdirSync(PUBLIC).filter((name) => name.endsWith(".js") && readFileSync(join(PUBLIC, name), "utf8").includes("Idempotency-Key"));
        expect(formChunks.length).toBeGreaterThan(0);
        await page.route(
          (url) => formChunks.some((name) => url.pathname.endsWith(`/${name}`)),
          async (route) => {
            await held;
            await route.continue();
          },
        );
        await page.goto(`${path}#contact`);
        await hydrated(page);
        await chooseThenRelease(page, device, t, release, { service: "vehicle-rental", field: "details-rentalEndDate", timeout: 20_000 });
      });

      test(`${lang}: a service chosen before any of the page's script ran shows its fields once it has`, async ({ page }) => {
        if (device === "phone") await slowCpu(page);
        // Every script is held: the visitor meets the bare pre-rendered HTML.
        let release: () => void = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/*.js", async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(`${path}#contact`, { waitUntil: "commit" });
        await byId(page, "service").waitFor();
        await chooseThenRelease(page, device, t, release, { service: "personal-assistance", field: "details-meetingPlace", timeout: 30_000 });
        await expect(page.locator('label[for="contact-serviceDate"]')).toHaveText(t.contact.form.serviceDates["personal-assistance"]);
      });
    }
  });
}
