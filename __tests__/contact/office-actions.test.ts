/** @jest-environment node */
// The office's e-mail (src/booking/mail/message.ts) with the three actions on the request, the language the
// guest will be answered in, and every capacity warning the form showed the guest; in the office's language
// (content/site.json officeLanguage), with the words content has (never pinned here).
import site from "../../content/site.json";
import { LANGUAGES, OFFICE_LANGUAGES, type Language } from "../../src/i18n/languages";
import { capacityOf } from "../../src/booking/catalogue/capacity";
import { buildMessage } from "../../src/booking/mail/message";
import { capacityWarning, languageForOffice, officeLanguage, officeTexts } from "../../src/booking/mail/officeTexts";
import { quoteOf } from "../../src/booking/request/quote";
import { validateContact } from "../../src/booking/request/validation";

const config = { to: "office@company.test", from: "web@company.test", fromName: "Geneva Premium Mobility" };
const links = {
  confirm: "https://www.example.test/booking/office/a?x=1&y=2",
  propose: "https://www.example.test/booking/office/b",
  decline: "https://www.example.test/booking/office/c",
};
const visitor = { name: "Élise Müller", email: "elise@example.org", phone: "+41 79 555 12 12", message: "", website: "" };
const transfer = (details: Record<string, unknown>) => ({
  ...visitor,
  service: "private-transport",
  serviceDate: "2030-11-30",
  serviceTime: "10:00",
  details: { pickupPlace: "airport", destinationPlace: "city", ...details },
});

async function office(request: Record<string, unknown>, language: Language, withLinks = true) {
  const result = await validateContact({ ...request, language }, language);
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  const mail = buildMessage({
    id: "id-1",
    reference: "GPM-9Y7A3H",
    request: result.value,
    quote: quoteOf(result.value),
    receivedAt: new Date("2030-11-20T09:00:00Z"),
    config,
    ...(withLinks ? { links } : {}),
  });
  return { text: String(mail.text), html: String(mail.html), request: result.value };
}

describe.each(LANGUAGES)("a request in %s", (language) => {
  test("the office's e-mail carries Confirm, Propose a change and Decline as buttons and as lines, and the guest's language", async () => {
    const { text, html } = await office(transfer({ vehicleClass: "s-class", passengers: 2 }), language);
    const texts = officeTexts(officeLanguage()).actions;
    for (const [action, href] of [
      [texts.confirm, links.confirm],
      [texts.propose, links.propose],
      [texts.decline, links.decline],
    ]) {
      expect(text).toContain(`${action}: ${href}`);
      expect(html).toContain(`href="${href.replace(/&/g, "&amp;")}"`);
      expect(html).toContain(`>${action}</a>`);
    }
    expect(text).toContain(languageForOffice(language, officeLanguage()));
  });

  test("without links the e-mail has no actions", async () => {
    const { text, html } = await office(transfer({ vehicleClass: "s-class", passengers: 2 }), language, false);
    expect(text).not.toContain(links.confirm);
    expect(html).not.toContain(officeTexts(officeLanguage()).actions.lead);
  });
});

describe("the capacity warnings the form showed reach the office", () => {
  test("six passengers in an S-Class (too small for 6): the class that fits is named", async () => {
    const check = capacityOf("private-transport", { vehicleClass: "s-class", passengers: 6 });
    expect(check).toMatchObject({ fits: false, better: { id: "v-class" } });
    const { text, html } = await office(transfer({ vehicleClass: "s-class", passengers: 6 }), "fr");
    const warning = capacityWarning(check, officeLanguage())!;
    expect(text).toContain(warning);
    expect(html).toContain(warning.replace(/'/g, "&#39;"));
  });

  test("eight bags: no class carries them, the e-mail says two vehicles will be proposed", async () => {
    const check = capacityOf("private-transport", { vehicleClass: "s-class", passengers: 2, luggage: 8 });
    expect(check).toMatchObject({ fits: false, better: undefined });
    const { text } = await office(transfer({ vehicleClass: "s-class", passengers: 2, luggage: 8 }), "ar");
    expect(text).toContain(capacityWarning(check, officeLanguage())!);
  });

  test("by the hour too: nine passengers in an S-Class", async () => {
    const check = capacityOf("chauffeur-hourly", { vehicleClass: "s-class", passengers: 9 });
    expect(check.fits).toBe(false);
    const { text } = await office(
      {
        ...visitor,
        service: "chauffeur-hourly",
        serviceDate: "2030-12-02",
        serviceTime: "09:00",
        details: { vehicleClass: "s-class", hours: 4, passengers: 9 },
      },
      "de",
    );
    expect(text).toContain(capacityWarning(check, officeLanguage())!);
  });

  test("a party that fits: no capacity row", async () => {
    const { text } = await office(transfer({ vehicleClass: "s-class", passengers: 2, luggage: 2 }), "en");
    expect(text).not.toContain(officeTexts(officeLanguage()).capacity.lead);
  });
});

describe("the office's language (content/site.json officeLanguage)", () => {
  test.each(OFFICE_LANGUAGES)("set to %s, the actions, the warning and the guest's language are in it", (chosen) => {
    jest.isolateModules(() => {
      jest.doMock("../../content/site.json", () => ({ ...site, officeLanguage: chosen }));
      const isolated = require("../../src/booking/mail/officeTexts") as typeof import("../../src/booking/mail/officeTexts");
      expect(isolated.officeLanguage()).toBe(chosen);
      const check = capacityOf("private-transport", { vehicleClass: "s-class", passengers: 2, luggage: 8 });
      expect(isolated.capacityWarning(check, isolated.officeLanguage())).toBe(capacityWarning(check, chosen));
    });
  });

  test("the office's words exist in every office language, and the guest's language is named in it", () => {
    for (const language of OFFICE_LANGUAGES) {
      const texts = officeTexts(language);
      expect(Object.values(texts.actions).every((value) => typeof value === "string" && value.trim() !== "")).toBe(true);
      expect(texts.actions.guestLanguage).toContain("{{language}}");
    }
  });
});
