/** @jest-environment node */
// The booking's e-mails (src/booking/mail/bookingMessages.ts): the guest's confirmation, proposal and
// decline in the request's language, with the words the content has (never pinned here: the suite also
// runs on content with every word changed), and the office's cancellation notice.
import { LANGUAGES, languageInfo, type Language } from "../../src/i18n/languages";
import { TRANSLATIONS } from "../../src/i18n/translations";
import { siteUrl } from "../../src/i18n/siteUrl";
import { fillPlaceholders } from "../../src/i18n/placeholders";
import { labelled, labelledValue } from "../../src/i18n/labelled";
import { officeLanguage, officeTexts } from "../../src/booking/mail/officeTexts";
import { escapeHtml } from "../../src/booking/mail/html";
import site from "../../content/site.json";
import type { Booking } from "../../src/booking/bookings/booking";
import { bookingTexts, buildConfirmation, buildDecline, buildOfficeNotice, buildProposal, termsValues } from "../../src/booking/mail/bookingMessages";
import { chf, placeName, PUBLISHED } from "../../src/booking/catalogue/fares";
import { quoteOf } from "../../src/booking/request/quote";
import { validateContact } from "../../src/booking/request/validation";
import { all, parseIcs, prop } from "../support/ical";

const config = { to: "office@company.test", from: "web@company.test", fromName: "Geneva Premium Mobility" };
const links = {
  status: "https://www.example.test/booking/guest/tok",
  accept: "https://www.example.test/booking/guest/tok?accept",
  refuse: "https://www.example.test/booking/guest/tok?refuse",
};
const ID = "0f0e0d0c-0b0a-4908-8706-050403020100";
const REQUEST = {
  name: "Élise Müller",
  email: "elise@example.org",
  phone: "+41 79 555 12 12",
  message: "",
  website: "",
  service: "private-transport",
  serviceDate: "2030-11-30",
  serviceTime: "23:00",
  details: { pickupPlace: "airport", destinationPlace: "city", pickup: "Terminal 1", vehicleClass: "s-class", passengers: 2, childSeats: 1 },
};

async function booking(language: Language, patch: Partial<Booking> = {}): Promise<Booking> {
  const result = await validateContact({ ...REQUEST, language }, language);
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  return {
    format: 1,
    id: ID,
    reference: "GPM-9Y7A3H",
    language,
    request: result.value,
    quote: quoteOf(result.value),
    status: "confirmed",
    version: 1,
    confirmation: {
      totalChf: 0,
      confirmedAt: "2030-11-21T10:00:00.000Z",
      chauffeurName: "Jean <b>Dupont</b>",
      chauffeurMobile: "+41 79 111 22 33",
      vehicle: "S 580",
      plate: "GE 12345",
    },
    history: [],
    ...patch,
  };
}

const stored = (b: Booking) => (b.quote!.pricing.status === "priced" ? b.quote!.pricing.total : NaN);
const withTotal = async (language: Language, patch: Partial<Booking> = {}) => {
  const b = await booking(language, patch);
  return { ...b, confirmation: { ...b.confirmation!, totalChf: stored(b) } };
};
const ics = (mail: { attachments?: unknown }) => (mail.attachments ?? []) as { content: string; contentType: string }[];
const bare = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

describe.each(LANGUAGES)("the confirmation in %s", (language) => {
  test("is written in the request's language, in its direction, with the subject the content gives", async () => {
    const b = await withTotal(language);
    const mail = buildConfirmation(b, links, config);
    const texts = bookingTexts(language);
    expect(String(mail.html)).toContain(`<html lang="${language}" dir="${languageInfo(language).dir}">`);
    expect(bare(String(mail.subject))).toBe(bare(fillPlaceholders(texts.confirmation.subject, { brand: site.brand, reference: b.reference })));
    expect(String(mail.text)).toContain(texts.confirmation.intro);
    expect(mail.to).toEqual({ name: "", address: "elise@example.org" });
  });

  test("states the stored total, what it includes, the published supplements, the Terms' cancellation rule, the chauffeur, the phone and the status link", async () => {
    const b = await withTotal(language);
    const mail = buildConfirmation(b, links, config);
    const text = String(mail.text);
    const texts = bookingTexts(language);
    expect(bare(text)).toContain(bare(chf(stored(b), language)));
    expect(text).toContain(texts.labels.includes);
    expect(text).toContain(texts.labels.supplements);
    expect(bare(text)).toContain(bare(fillPlaceholders(texts.cancellation, termsValues(language))));
    expect(text).toContain("+41 79 111 22 33");
    expect(text).toContain("GE 12345");
    expect(text).toContain(site.phones[0]);
    expect(text).toContain(links.status);
    expect(String(mail.html)).toContain(`href="${links.status}"`);
  });

  test("gives the pick-up address the guest typed, under the form's label", async () => {
    const text = String(buildConfirmation(await withTotal(language), links, config).text);
    const label = (TRANSLATIONS[language].contact.form.details as unknown as Record<string, string>).pickup;
    const line = text.split("\n").find((row) => row.startsWith(labelled(label, language)));
    expect(line?.trim().endsWith("Terminal 1")).toBe(true);
  });

  test("writes each supplement and each line of the breakdown with the language's colon (French: a space before it)", async () => {
    const text = String(buildConfirmation(await withTotal(language), links, config).text);
    const supplements = PUBLISHED.supplements.filter((supplement) => supplement.amount !== null && supplement.label[language]);
    expect(supplements.length).toBeGreaterThan(0);
    for (const supplement of supplements) expect(text).toContain(bare(labelledValue(supplement.label[language]!, chf(supplement.amount!, language), language)));
  });

  test("reads well in a mail client: the font and width on a wrapper (some drop the body's style), one item a line, the long status link breakable", async () => {
    const html = String(buildConfirmation(await withTotal(language), links, config).html);
    expect(html).toMatch(/<body[^>]*>\s*<div style="font-family:[^"]*max-width:36em/);
    expect(html).not.toMatch(/<\/bdi><br>/);
    expect(html).toMatch(new RegExp(`<a dir="ltr" href="${links.status.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}" style="[^"]*word-break:break-all`));
  });

  test("escapes the office's values in the HTML part", async () => {
    const mail = buildConfirmation(await withTotal(language), links, config);
    expect(String(mail.html)).toContain("Jean &lt;b&gt;Dupont&lt;/b&gt;");
    expect(String(mail.html)).not.toContain("<b>Dupont");
  });

  test("carries one calendar event on the Geneva clock, at the service's local time, located at the pick-up", async () => {
    const b = await withTotal(language);
    const [attachment, ...more] = ics(buildConfirmation(b, links, config));
    expect(more).toHaveLength(0);
    expect(attachment.contentType).toMatch(/^text\/calendar/);
    const events = all(parseIcs(attachment.content), "VEVENT");
    expect(events).toHaveLength(1);
    expect(prop(events[0], "DTSTART")).toMatchObject({ params: { TZID: "Europe/Zurich" }, raw: "20301130T230000" });
    expect(prop(events[0], "UID")?.value).toBe(`${ID}@${new URL(siteUrl).host}`);
    expect(prop(events[0], "SEQUENCE")?.value).toBe("1");
    expect(prop(events[0], "LOCATION")?.value).toBe(`Terminal 1, ${placeName("airport", language)}`);
  });

  test("keeps the event's UID when the booking changes, and raises its SEQUENCE", async () => {
    const first = all(parseIcs(ics(buildConfirmation(await withTotal(language), links, config))[0].content), "VEVENT")[0];
    const later = all(
      parseIcs(
        ics(
          buildConfirmation(await withTotal(language, { version: 3, request: { ...(await booking(language)).request, serviceTime: "07:15" } }), links, config),
        )[0].content,
      ),
      "VEVENT",
    )[0];
    expect(prop(later, "UID")?.value).toBe(prop(first, "UID")?.value);
    expect(prop(later, "SEQUENCE")?.value).toBe("3");
    expect(prop(later, "DTSTART")?.raw).toBe("20301130T071500");
  });
});

describe.each(LANGUAGES)("the proposal and the decline in %s", (language) => {
  test("the proposal gives the new time, the new total, the reason from the content and both answers", async () => {
    const b = await booking(language, {
      status: "proposed",
      confirmation: undefined,
      proposal: { serviceTime: "21:30", totalChf: 455, reason: "timeUnavailable", proposedAt: "2030-11-21T10:00:00Z" },
    });
    const mail = buildProposal(b, links, config);
    const texts = bookingTexts(language);
    expect(String(mail.text)).toContain("21:30");
    expect(bare(String(mail.text))).toContain(bare(chf(455, language)));
    expect(String(mail.text)).toContain(texts.proposalReasons.timeUnavailable);
    expect(String(mail.html)).toContain(`href="${links.accept}"`);
    expect(String(mail.html)).toContain(`href="${links.refuse}"`);
    expect(String(mail.html)).toContain(`dir="${languageInfo(language).dir}"`);
    expect(mail.attachments).toBeUndefined();
  });

  test("the decline gives the reason from the content and the status link", async () => {
    const b = await booking(language, { status: "declined", confirmation: undefined, decline: { reason: "outsideArea", declinedAt: "2030-11-21T10:00:00Z" } });
    const mail = buildDecline(b, links, config);
    expect(String(mail.text)).toContain(bookingTexts(language).declineReasons.outsideArea);
    expect(String(mail.text)).toContain(links.status);
    expect(bare(String(mail.subject))).toBe(bare(fillPlaceholders(bookingTexts(language).decline.subject, { brand: site.brand, reference: b.reference })));
  });
});

test("Arabic: the reference is a left-to-right unit in the right-to-left text, the status link a line of its own a mail client links whole", async () => {
  const rtl = LANGUAGES.filter((language) => languageInfo(language).dir === "rtl");
  expect(rtl.length).toBeGreaterThan(0);
  for (const language of rtl) {
    const mail = buildConfirmation(await withTotal(language), links, config);
    // Alone on its line and not isolated: a linkifier would take an invisible U+2069 into the address.
    expect(String(mail.text).split("\n")).toContain(links.status);
    // The subject is a header: no invisible characters there (../../src/booking/request/text.ts); the HTML isolates each value.
    expect(String(mail.html)).toContain("<bdi>GPM-9Y7A3H</bdi>");
    expect(String(mail.html)).toContain(`<a dir="ltr" href="${links.status}"`);
  }
});

test("every language has the booking e-mails' texts", () => {
  for (const language of LANGUAGES) expect((TRANSLATIONS[language] as unknown as { booking?: unknown }).booking).toBeDefined();
});

test("the cancellation notice goes to the office, the reference first in its subject", async () => {
  const b = await booking("ar", { status: "cancelled", cancelledAt: "2030-11-22T08:00:00Z", version: 2 });
  const mail = buildOfficeNotice(b, "cancellation", config);
  expect(mail.to).toBe(config.to);
  expect(mail.envelope).toEqual({ from: config.from, to: [config.to] });
  expect(String(mail.subject)).toMatch(/^\[GPM-9Y7A3H\] /);
  expect(String(mail.messageId)).toBe(`<${ID}.office-notice.2@company.test>`);
  expect(String(mail.text)).toContain(ID);
  // The request's id under the office's own label, in the office's language (content), in both parts.
  const idLine = labelledValue(officeTexts(officeLanguage()).mail.labels.requestId, ID, officeLanguage());
  expect(String(mail.text)).toContain(idLine);
  expect(String(mail.html)).toContain(escapeHtml(idLine));
});

test.each(LANGUAGES)("%s: every address in the plain text is a line of its own, with nothing invisible beside it", async (language) => {
  const proposed = await booking(language, {
    status: "proposed",
    proposal: { serviceTime: "21:30", totalChf: 455, reason: "timeUnavailable", proposedAt: "2030-11-21T10:00:00Z" },
  });
  const declined = await booking(language, {
    status: "declined",
    confirmation: undefined,
    decline: { reason: "outsideArea", declinedAt: "2030-11-21T10:00:00Z" },
  });
  for (const mail of [
    buildConfirmation(await withTotal(language), links, config),
    buildProposal(proposed, links, config),
    buildDecline(declined, links, config),
  ]) {
    const lines = String(mail.text).split("\n");
    const addresses = lines.filter((line) => /https?:\/\//.test(line));
    expect(addresses.length).toBeGreaterThan(0);
    for (const line of addresses) expect(line).toMatch(/^(.*(: |：))?https?:\/\/[^\s\u2066-\u2069]+$/u);
  }
});
