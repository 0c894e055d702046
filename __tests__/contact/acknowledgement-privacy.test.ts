/** @jest-environment node */
// The acknowledgement says where the visitor's data is explained and how many acknowledgements one address
// gets a day: a link to the Privacy Policy in the visitor's language, and the per-address cap the function
// applies (ACK_ADDRESS_DAILY_CAP), in the language's plural form. Texts and paths read from content/.
import { ackTexts, buildAcknowledgement } from "../../src/booking/mail/acknowledgement";
import { DEFAULT_ACK, readConfig } from "../../src/booking/config";
import { formatServiceDate } from "../../src/booking/request/payload";
import { validateContact } from "../../src/booking/request/validation";
import { quoteOf } from "../../src/booking/request/quote";
import { siteUrl } from "../../src/i18n/siteUrl";
import { LANGUAGES, type Language } from "../../src/i18n/languages";
import { pluralText } from "../../src/i18n/plural";
import { LEGAL_PATHS } from "../../src/legal/pages";

const base = { to: "office@company.test", from: "website@company.test", fromName: "Company" };

async function ack(language: Language, perAddressDaily?: number) {
  const input = {
    name: "Élise Müller",
    email: "elise@example.org",
    phone: "+41 79 555 12 12",
    service: "personal-assistance",
    serviceDate: formatServiceDate("2030-11-30", language),
    serviceTime: "06:00",
    message: "",
    language,
    details: { durationHours: 3 },
  };
  const result = await validateContact(input, language);
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  const config = perAddressDaily === undefined ? base : { ...base, ack: { perAddressDaily } };
  const mail = buildAcknowledgement({
    id: "id-1",
    reference: "GPM-9Y7A3H",
    request: result.value,
    quote: quoteOf(result.value),
    receivedAt: new Date("2030-11-20T10:00:00Z"),
    config,
  });
  return { html: String(mail.html), text: String(mail.text).replace(/[\u2066-\u2069]/g, "") };
}

describe.each(LANGUAGES)("%s", (language) => {
  const limit = (count: number) => pluralText(ackTexts(language) as unknown as Record<string, unknown>, "limit", count, language);

  test("links to the Privacy Policy in the visitor's language, in the text and the HTML", async () => {
    const link = `${siteUrl}${LEGAL_PATHS.privacy[language]}`;
    const { html, text } = await ack(language);
    expect(text).toContain(link);
    expect(html).toContain(`href="${link}"`);
  });

  test("states the per-address limit the configuration sets (ACK_ADDRESS_DAILY_CAP), the shipped default without one", async () => {
    const configured = readConfig({ ACK_ADDRESS_DAILY_CAP: "7" } as NodeJS.ProcessEnv).ack.perAddressDaily;
    expect(configured).toBe(7);
    for (const [cap, shown] of [
      [configured, configured],
      [1, 1],
      [2, 2],
      [undefined, DEFAULT_ACK.perAddressDaily],
    ] as const) {
      const { text } = await ack(language, cap);
      expect(text).toContain(limit(shown));
      for (const other of [1, 2, 3, 7].filter((count) => count !== shown && limit(count) !== limit(shown))) expect(text).not.toContain(limit(other));
    }
  });
});
