import { expect, test, type Page } from "@playwright/test";
import { hydrated, officeMail, outboxFiles, press, sendForm, slowCpu } from "./helpers";
import { SLOWED_CPU_TAG } from "./env";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import rates from "../content/rates.json";
import { destinationsFrom, fareBetween, type FareRates } from "../src/booking/catalogue/fareIds";
import { priceOf, type PricingRates } from "../src/booking/pricing/pricing";
import { formatChf } from "../src/i18n/prices";
import { escapeRegExp } from "../__tests__/support/content";
import { GENEVA_TIME } from "../src/booking/mail/message";
import { officeLanguage } from "../src/booking/mail/officeTexts";

/**
 * Issue 30, booking at the published price as a hotel guest does it, on a phone (touch, 390×844, device scale
 * 3, the CPU slowed 4×, taps) and at 1440 px, in both languages: a route chosen in the finder and swapped,
 * Book, the hotel's real address typed, the time moved into the night window and back, a child seat and a
 * return added: the summary keeps the choice, the total follows every change, and the office's .eml carries
 * the same breakdown and total. A forged amount sent to the function never reaches the office. Names, amounts
 * and texts come from content/ and the price engine.
 */
const RATES = rates as unknown as PricingRates & FareRates;
const START = RATES.origins[0].id;
const OTHER = destinationsFrom(RATES, START).find((place) => place.id !== RATES.origins[1]?.id)!;
const CLASS = RATES.classes.find((entry) => fareBetween(RATES, OTHER.id, START, entry.id) && fareBetween(RATES, START, OTHER.id, entry.id))!;
const OUTBOUND = fareBetween(RATES, OTHER.id, START, CLASS.id)!;
const night = RATES.supplements.find((supplement) => supplement.kind === "night")!.amount!;
const seat = RATES.supplements.find((supplement) => supplement.kind === "child-seat")!.amount!;
const YEAR = new Date().getUTCFullYear() + 1;
const DAY = `${YEAR}-03-14`;
const RETURN_DAY = `${YEAR}-03-18`;
const texts = { en, fr } as const;
type Language = keyof typeof texts;
const normalize = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const chf = (amount: number, language: Language) => normalize(formatChf(amount, language));

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
} as const;

const total = (page: Page) => page.locator("#contact-price-total");

for (const [device, use] of Object.entries(DEVICES) as [keyof typeof DEVICES, (typeof DEVICES)[keyof typeof DEVICES]][]) {
  test.describe(device, { tag: device === "phone" ? SLOWED_CPU_TAG : [] }, () => {
    test.use({ ...use, locale: "en-GB", timezoneId: "Europe/Zurich" });

    for (const [language, home] of [
      ["en", "/"],
      ["fr", "/fr/"],
    ] as const) {
      test(`${language}: finder, swap, Book, real addresses, night, child seat, return: the total follows and the office reads the same breakdown`, async ({
        page,
      }) => {
        test.slow();
        const t = texts[language];
        const endSlowing = device === "phone" ? await slowCpu(page) : undefined;
        await page.goto(home);
        await hydrated(page);

        // The finder: from, to, class; the swap; the price at once.
        const section = page.locator("#rates");
        const finder = section.locator("[data-fare-finder]");
        await section.getByLabel(t.rates.finderFrom, { exact: true }).selectOption(START);
        await section.getByLabel(t.rates.finderTo, { exact: true }).selectOption(OTHER.id);
        await section.getByLabel(t.rates.finderClass, { exact: true }).selectOption(CLASS.id);
        await press(section.getByRole("button", { name: t.rates.finderSwap }), device);
        await expect(finder.locator("[aria-live]")).toHaveText(formatChf(OUTBOUND.amount, language));
        await press(finder.getByRole("link", { name: new RegExp(`^${escapeRegExp(t.rates.book)}`) }), device);

        // The form itself, the choice summarised at its top, the first empty field focused.
        await expect(page.locator("#contact-form")).toBeInViewport();
        await expect(page.locator("#contact-summary")).toHaveText(
          normalize(
            `${OUTBOUND.from.name[language]} → ${OUTBOUND.to.name[language]} · ${OUTBOUND.vehicleClass.name[language]} · ${formatChf(OUTBOUND.amount, language)}`,
          ),
          { useInnerText: true },
        );
        await expect(page.locator("#contact-name")).toBeFocused();
        await expect(total(page)).toHaveText(formatChf(OUTBOUND.amount, language));

        // The real addresses, typed: the fare stays (it belongs to the places and the class).
        await page.keyboard.type("Élise Müller");
        await page.locator("#contact-email").fill("elise@example.org");
        await page.locator("#contact-phone").fill("+41 79 555 12 12");
        await page.locator("#contact-serviceDate").fill(DAY);
        await press(page.locator("#contact-details-pickup"), device);
        await page.keyboard.type("Chalet Les Arolles, Route de Verbier Station 52");
        await press(page.locator("#contact-details-destination"), device);
        await page.keyboard.type("Hôtel Beau-Rivage, Quai du Mont-Blanc 13, 1201 Genève");
        await expect(total(page)).toHaveText(formatChf(OUTBOUND.amount, language));

        // Into the night window and back.
        await page.locator("#contact-serviceTime").fill("05:30");
        await expect(total(page)).toHaveText(formatChf(OUTBOUND.amount + night, language));
        await page.locator("#contact-serviceTime").fill("07:15");
        await expect(total(page)).toHaveText(formatChf(OUTBOUND.amount, language));

        // A child seat, then the return with its own pick-up and flight.
        await page.locator("#contact-details-childSeats").fill("1");
        await expect(total(page)).toHaveText(formatChf(OUTBOUND.amount + seat, language));
        await press(page.locator("#contact-details-returnTrip"), device);
        await page.locator("#contact-details-returnDate").fill(RETURN_DAY);
        await page.locator("#contact-details-returnTime").fill("16:45");
        await press(page.locator("#contact-details-returnPickup"), device);
        await page.keyboard.type("Genève Aéroport, arrivées");
        await page.locator("#contact-details-returnFlight").fill("LX 1817");
        const expected = priceOf(RATES, {
          service: "private-transport",
          date: DAY,
          time: "07:15",
          details: {
            pickupPlace: OUTBOUND.from.id,
            destinationPlace: OUTBOUND.to.id,
            vehicleClass: CLASS.id,
            childSeats: 1,
            returnTrip: true,
            returnTime: "16:45",
          },
        });
        if (expected.status !== "priced") throw new Error("the journey should be priced");
        await expect(total(page)).toHaveText(formatChf(expected.total, language));
        const shownLines = (await page.locator("#contact-price dd").allInnerTexts()).map(normalize);
        expect(shownLines).toEqual([...expected.lines.map((line) => chf(line.amount, language)), chf(expected.total, language)]);
        // The summary kept the words of the choice made.
        await expect(page.locator("#contact-summary")).toContainText(OUTBOUND.vehicleClass.name[language]);

        const { before, response, reference } = await sendForm(page, t.contact.form.submit, device);
        // What the guest does is over: the rest is read from the outbox and sent straight to the function.
        await endSlowing?.();
        const mail = await officeMail(before);
        // The office's subject and breakdown, in the office's language, with the same amounts.
        expect(mail.subject).toContain(reference);
        expect(mail.subject).toContain(formatChf(expected.total, officeLanguage()));
        const text = mail.text ?? "";
        for (const line of expected.lines) expect(text).toContain(formatChf(line.amount, officeLanguage()));
        expect(text).toContain(formatChf(expected.total, officeLanguage()));
        expect(text).toContain(GENEVA_TIME);
        expect(text).toContain("LX 1817");
        expect(text).toContain("Chalet Les Arolles");
        expect(mail.attachments.map((attachment) => attachment.filename)).toContain(`${reference}.ics`);

        // The same request with a forged amount, sent straight to the function: accepted, never quoted.
        const payload = JSON.parse(response.request().postData() ?? "{}") as { fare: { amount: number } };
        const forged = 123457;
        const beforeForged = await outboxFiles();
        // Without the first request's challenge solution, which is spent (a replay is refused with 409).
        const again = await page.request.post("/api/send-contact-email", {
          data: { ...payload, altcha: undefined, fare: { ...payload.fare, amount: forged } },
        });
        expect(again.status()).toBe(200);
        const forgedMail = await officeMail(beforeForged);
        for (const part of [forgedMail.subject ?? "", forgedMail.text ?? "", forgedMail.html ?? ""]) {
          expect(part).not.toContain(formatChf(forged, officeLanguage()));
          expect(part).not.toContain(String(forged));
        }
        expect(forgedMail.subject).toContain(formatChf(expected.total, officeLanguage()));
      });
    }
  });
}
