import path from "node:path";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E } from "./env";
import { book, mailsTo, officeLinks, statusLink, type Mail } from "./bookingFlow";
import { outboxFiles } from "./helpers";
import site from "../content/site.json";
import { BookingStore } from "../src/booking/bookings/bookingStore";
import { officePage } from "../src/booking/pages/bookingPage";
import { FileStore } from "../src/booking/store/fileStore";
import type { Language } from "../src/i18n/languages";

/**
 * The booking's pages and the guest's confirmation as people see them: `SCREENSHOTS=issue38 npx playwright
 * test e2e/screenshots-booking.spec.ts` writes, from requests made on the production server (e2e/bookingFlow.ts),
 * docs/screenshots/<set>-<what>-<en|fr|ar>-<width>.png:
 * - `office`: the office's page of an undecided request (the three forms). The page speaks the office's
 *   language (content/site.json `officeLanguage`, English or French): `en` is an English request as the
 *   server shows it, `fr` a French request with the office's language set to French (the same page, written
 *   here from the stored booking), `ar` an Arabic request as the English-speaking office sees it;
 * - `status-confirmed` (with a chauffeur, a vehicle and a note) and `status-proposed`: the guest's page;
 * - `mail`: the confirmation's HTML as a mail client shows it, scripts off and remote content blocked, at 600
 *   and 390 px.
 * Phone widths are drawn at device scale 2, palette PNGs. Not a check.
 */
const SET = process.env.SCREENSHOTS;
if (!SET || !/^[a-z0-9-]+$/.test(SET)) throw new Error("set SCREENSHOTS=<name> (letters, digits, dashes) to write docs/screenshots/");

const LANGUAGES = ["en", "fr", "ar"] as const satisfies readonly Language[];
const WIDTHS = [390, 1440] as const;
const MAIL_WIDTHS = [600, 390] as const;

const device = (width: number) =>
  width < 500
    ? { viewport: { width, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
    : { viewport: { width, height: 900 }, deviceScaleFactor: 1 };

async function save(page: Page, name: string) {
  const shot = await page.screenshot({ fullPage: true, animations: "disabled" });
  await sharp(shot)
    .png({ palette: true, compressionLevel: 9 })
    .toFile(path.resolve(__dirname, `../docs/screenshots/${SET}-${name}.png`));
}

/** A form of the office's page, posted as the page posts it (same origin). */
async function post(request: APIRequestContext, link: string, form: Record<string, string>) {
  const response = await request.post(link.split("#")[0], { headers: { Origin: E2E.baseURL }, form });
  expect(response.status()).toBe(200);
}

async function shoot(browser: Browser, width: number, name: string, open: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext(device(width));
  const page = await context.newPage();
  await open(page);
  await page.evaluate(() => document.fonts.ready);
  await save(page, name);
  await context.close();
}

/** The office's page in French: the office's language is content (site.json); the page is written from the stored booking. */
async function frenchOfficePage(id: string): Promise<string> {
  const found = await new BookingStore(new FileStore(E2E.dataDir)).read(id);
  const setting = site as { officeLanguage: string };
  const own = setting.officeLanguage;
  setting.officeLanguage = "fr";
  try {
    return officePage(found!.booking);
  } finally {
    setting.officeLanguage = own;
  }
}

/** A mail client's reading pane: the HTML part as it is, no script, nothing fetched. */
async function shootMail(browser: Browser, mail: Mail, width: number, name: string) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false, deviceScaleFactor: width < 500 ? 2 : 1 });
  const page = await context.newPage();
  await page.route("**/*", (route) => route.abort());
  await page.setContent(mail.html ?? "", { waitUntil: "load" });
  await save(page, name);
  await context.close();
}

for (const language of LANGUAGES) {
  test(`booking pages and the confirmation ${language}`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const received = await book(request, language);
    const confirmed = await book(request, language);
    const proposed = await book(request, language);
    const before = await outboxFiles();
    await post(request, officeLinks(confirmed.officeMail).confirm, {
      action: "confirm",
      chauffeurName: "Luc Martin",
      chauffeurMobile: "+41 79 555 66 77",
      vehicle: "Mercedes-Benz S 580",
      plate: "GE 123 456",
      note: "Arrivals hall, exit B: Luc holds a sign with your name.",
    });
    await post(request, officeLinks(proposed.officeMail).propose, { action: "propose", serviceTime: "16:00", totalChf: "210", reason: "timeUnavailable" });
    const [confirmation] = await mailsTo(confirmed.email, before, 1);
    const [proposal] = await mailsTo(proposed.email, before, 1);
    const officeLink = officeLinks(received.officeMail).confirm.split("#")[0];
    const french = language === "fr" ? await frenchOfficePage(received.id) : undefined;

    for (const width of WIDTHS) {
      await shoot(browser, width, `office-${language}-${width}`, async (page) => {
        if (french) await page.route(`**${officeLink}`, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: french }));
        await page.goto(officeLink);
      });
      await shoot(browser, width, `status-confirmed-${language}-${width}`, (page) => page.goto(statusLink(confirmation)));
      await shoot(browser, width, `status-proposed-${language}-${width}`, (page) => page.goto(statusLink(proposal)));
    }
    for (const width of MAIL_WIDTHS) await shootMail(browser, confirmation, width, `mail-${language}-${width}`);
  });
}
