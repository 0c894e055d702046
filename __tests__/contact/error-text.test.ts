/** @jest-environment node */
// A field's error reads the same in the form and in the function's 400 answer, and a message that names a
// count takes its plural form: the hours' minimum is the chosen vehicle class's (content/rates.json).
import { errorText } from "../../src/booking/request/errorText";
import { limitFor } from "../../src/booking/request/requestSchema";
import { RATES } from "../../src/booking/catalogue/fares";
import { validateContact } from "../../src/booking/request/validation";
import { LANGUAGES } from "../../src/i18n/languages";
import { pluralText } from "../../src/i18n/plural";
import { format, strings } from "../support/content";

const rate = RATES.hourly.find((entry) => entry.minimumHours > 1)!;
const request = {
  name: "Élise Müller",
  email: "elise@example.org",
  phone: "+41 79 000 00 00",
  message: "",
  serviceDate: "2030-12-02",
  serviceTime: "09:15",
  service: "chauffeur-hourly",
  details: { vehicleClass: rate.class, hours: rate.minimumHours - 1, pickup: "Hôtel des Bergues, Quai des Bergues 33, Genève", passengers: 1 },
};

test.each(LANGUAGES)("%s: the function's answer names the chosen class's minimum, in its plural form, as the form does", async (language) => {
  const result = await validateContact({ ...request, language }, language);
  expect(result.ok).toBe(false);
  const message = !result.ok && result.fields["details.hours"];
  expect(message).toBe(errorText(strings[language].contact.errors, "minimumHours", "details.hours", language, rate.class));
  expect(message).toBe(pluralText(strings[language].contact.errors, "minimumHours", rate.minimumHours, language));
  // Never the generic minimum of the hours field (1), which the function once filled in.
  expect(message).not.toBe(pluralText(strings[language].contact.errors, "minimumHours", 1, language));
});

test("one hour reads in the singular: the `_one` text, not the plural one", () => {
  // A class without an hourly rate has the minimum of one hour.
  for (const language of ["en", "fr", "de"] as const) {
    const errors = strings[language].contact.errors;
    expect(errorText(errors, "minimumHours", "details.hours", language, "no-such-class")).toBe(format(errors.minimumHours_one, { count: 1 }));
    expect(errorText(errors, "minimumHours", "details.hours", language, rate.class)).toBe(format(errors.minimumHours_other, { count: rate.minimumHours }));
  }
});

test("a limit of characters takes its plural form; a plain message is filled with the field's bounds", () => {
  const errors = strings.en.contact.errors;
  const max = limitFor("name")!;
  expect(errorText(errors, "tooLong", "name", "en")).toBe(pluralText(errors, "tooLong", max, "en", { max }));
  expect(errorText(errors, "required", "name", "en")).toBe(errors.required);
});
