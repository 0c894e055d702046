import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ConfirmationPanel } from "../../src/components/ConfirmationPanel";
import { CALENDAR_TIME_ZONE } from "../../src/booking/calendar/calendar";
import { telHref } from "../../src/booking/catalogue/channels";
import { chf, minimumHours, PLACES, placeName, priceRequest, routeText, VEHICLE_CLASSES, vehicleClassName } from "../../src/booking/catalogue/fares";
import { formatServiceDate } from "../../src/booking/request/payload";
import type { PricingRequest } from "../../src/booking/pricing/pricing";
import { typeset } from "../../src/i18n/typography";
import type { Language } from "../../src/i18n/languages";
import { all, parseIcs, prop } from "../support/ical";
import { renderIn } from "../support/i18n";
import { format, serviceTitle, site, strings } from "../support/content";

const REFERENCE = "GPM-7K3F9Q";
const PHONE = site.phones[0];

/** A transfer between two places of the rates whose fare, and the fare back, are published for some class (or, with `onRequest`, are not). */
function transferRequest(onRequest = false): PricingRequest {
  for (const from of PLACES)
    for (const to of PLACES)
      for (const vehicleClass of VEHICLE_CLASSES) {
        const request: PricingRequest = {
          service: "private-transport",
          date: "2030-11-30",
          time: "06:00",
          details: {
            pickupPlace: from.id,
            destinationPlace: to.id,
            vehicleClass: vehicleClass.id,
            returnTrip: true,
            returnDate: "2030-12-04",
            returnTime: "17:30",
          },
        };
        if (from.id !== to.id && priceRequest(request).status === (onRequest ? "onRequest" : "priced")) return request;
      }
  throw new Error("content/rates.json has no such transfer");
}

const hourlyRequest = (): PricingRequest => {
  const rate = VEHICLE_CLASSES.find(
    (vehicleClass) => priceRequest({ service: "chauffeur-hourly", details: { vehicleClass: vehicleClass.id, hours: 1 } }).status === "priced",
  );
  if (!rate) throw new Error("content/rates.json has no hourly rate");
  return { service: "chauffeur-hourly", date: "2030-11-30", time: "09:15", details: { vehicleClass: rate.id, hours: minimumHours(rate.id) + 1 } };
};

const otherRequest = (): PricingRequest => ({ service: "other", date: "2030-11-30", time: "", details: {} });

function show(language: Language, request: PricingRequest, { reference = REFERENCE, onAgain = jest.fn() } = {}) {
  renderIn(
    language,
    <ConfirmationPanel
      reference={reference}
      request={request}
      pricing={priceRequest(request)}
      language={language}
      responseHours={site.responseHours}
      phone={PHONE}
      onAgain={onAgain}
    />,
  );
  return onAgain;
}

/** Shows the panel for `request`; the price it was given, for the summary's price row. */
function showPriced(language: Language, request: PricingRequest) {
  show(language, request);
  return priceRequest(request);
}

/** The panel's accessible name: the specification's "Message sent!" and the heading. */
const panelName = (language: Language) =>
  `${typeset(strings[language].contact.sent.title, language)} ${typeset(strings[language].contact.sent.heading, language)}`;
const panel = (language: Language) => screen.getByRole("region", { name: panelName(language) });

/** The summary as label → value, read from the definition list. */
function summary(language: Language): Map<string, string> {
  const list = within(panel(language)).getByRole("heading", { name: typeset(strings[language].contact.sent.summary, language) }).parentElement!;
  const terms = [...list.querySelectorAll("dt")];
  return new Map(terms.map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]));
}

const when = (language: Language, date: string, time: string) =>
  typeset(format(strings[language].contact.sent.dateTime, { date: formatServiceDate(date, language), time }), language);

/** The .ics the "Add to calendar" button hands to the browser, and the file name it offers. */
async function download(language: Language) {
  const blobs: Blob[] = [];
  const create = jest.fn((blob: Blob) => (blobs.push(blob), "blob:calendar"));
  const revoke = jest.fn();
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke });
  const names: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  fireEvent.click(within(panel(language)).getByRole("button", { name: typeset(strings[language].contact.sent.calendar, language) }));
  click.mockRestore();
  expect(create).toHaveBeenCalledTimes(1);
  // The address is let go once the download has started.
  await waitFor(() => expect(revoke).toHaveBeenCalledWith("blob:calendar"), { timeout: 3000 });
  expect(blobs[0].type).toMatch(/^text\/calendar/);
  // jsdom's Blob has no text(): read as a browser's FileReader reads it.
  const ics = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blobs[0]);
  });
  return { ics, names };
}

describe("ConfirmationPanel", () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });

  it.each(["en", "fr"] as const)("%s: a transfer with a return: heading focused, reference, the request's summary with its total, the phone", (language) => {
    const texts = strings[language].contact;
    const request = transferRequest();
    const pricing = showPriced(language, request);
    const region = panel(language);
    expect(within(region).getByRole("heading", { name: typeset(texts.sent.heading, language) })).toHaveFocus();
    const reference = within(region).getByText(REFERENCE);
    // A code: the text face's figures on the line; not tabular, whose hyphen is a figure's width ("GPM - FMXPQX").
    expect(getComputedStyle(reference).getPropertyValue("font-variant-numeric")).toBe("lining-nums");
    const { details } = request;
    const rows = summary(language);
    expect(rows.get(typeset(texts.sent.service, language))).toBe(typeset(serviceTitle("private-transport", language), language));
    expect(rows.get(typeset(texts.sent.when, language))).toBe(when(language, "2030-11-30", "06:00"));
    expect(rows.get(typeset(texts.sent.route, language))).toBe(
      typeset(routeText(placeName(String(details.pickupPlace), language), placeName(String(details.destinationPlace), language), language), language),
    );
    expect(rows.get(typeset(texts.form.details.vehicleClass, language))).toBe(typeset(vehicleClassName(String(details.vehicleClass), language), language));
    expect(rows.get(typeset(texts.form.details.returnTrip, language))).toBe(when(language, "2030-12-04", "17:30"));
    expect(pricing.status).toBe("priced");
    if (pricing.status === "priced") expect(rows.get(typeset(texts.price.total, language))).toBe(chf(pricing.total, language));
    expect(region).toHaveTextContent(
      typeset(format(texts.sent[`next_${new Intl.PluralRules(language).select(site.responseHours)}` as "next_other"], { count: site.responseHours }), language),
    );
    expect(within(region).getByRole("link", { name: PHONE })).toHaveAttribute("href", telHref(PHONE));
  });

  it.each(["en", "fr"] as const)("%s: a transfer whose fare is not published says the price is on request", (language) => {
    const texts = strings[language].contact;
    show(language, transferRequest(true));
    expect(summary(language).get(typeset(texts.sent.price, language))).toBe(typeset(texts.sent.onRequest, language));
  });

  it.each(["en", "fr"] as const)("%s: by the hour: the class, the hours and the estimate", (language) => {
    const texts = strings[language].contact;
    const request = hourlyRequest();
    const pricing = showPriced(language, request);
    const rows = summary(language);
    const hours = Number(request.details.hours);
    expect(rows.get(typeset(texts.sent.service, language))).toBe(typeset(texts.form.options["chauffeur-hourly"], language));
    expect(rows.get(typeset(texts.sent.when, language))).toBe(when(language, "2030-11-30", "09:15"));
    expect(rows.get(typeset(texts.form.details.vehicleClass, language))).toBe(
      typeset(vehicleClassName(String(request.details.vehicleClass), language), language),
    );
    const units = strings[language].units;
    expect(rows.get(typeset(texts.sent.duration, language))).toBe(format(hours === 1 ? units.hours_one : units.hours_other, { count: hours }));
    expect(pricing.status === "priced" && pricing.kind).toBe("estimate");
    if (pricing.status === "priced") expect(rows.get(typeset(texts.price.estimate, language))).toBe(chf(pricing.total, language));
    expect(rows.has(typeset(texts.sent.route, language))).toBe(false);
  });

  it.each(["en", "fr"] as const)("%s: 'other': the service and the day, no price row", (language) => {
    const texts = strings[language].contact;
    show(language, otherRequest());
    const rows = summary(language);
    expect([...rows.keys()]).toEqual([typeset(texts.sent.service, language), typeset(texts.sent.when, language)]);
    expect(rows.get(typeset(texts.sent.service, language))).toBe(typeset(texts.form.options.other, language));
    // A day without a time: no time zone to name.
    expect(rows.get(typeset(texts.sent.when, language))).toBe(formatServiceDate("2030-11-30", language));
  });

  it.each(["en", "fr"] as const)(
    "%s: 'Add to calendar' downloads <reference>.ics, one event per journey on Europe/Zurich, the reference in each",
    async (language) => {
      const request = transferRequest();
      show(language, request);
      const { ics, names } = await download(language);
      expect(names).toEqual([`${REFERENCE}.ics`]);
      const calendar = parseIcs(ics);
      expect(all(calendar, "VTIMEZONE").map((zone) => prop(zone, "TZID")?.value)).toEqual([CALENDAR_TIME_ZONE]);
      const events = all(calendar, "VEVENT");
      expect(events).toHaveLength(2);
      expect(events.map((event) => [prop(event, "DTSTART")?.params.TZID, prop(event, "DTSTART")?.raw])).toEqual([
        [CALENDAR_TIME_ZONE, "20301130T060000"],
        [CALENDAR_TIME_ZONE, "20301204T173000"],
      ]);
      for (const event of events) {
        expect(prop(event, "SUMMARY")?.value).toContain(REFERENCE);
        expect(prop(event, "DESCRIPTION")?.value).toContain(REFERENCE);
      }
      expect(prop(events[0], "SUMMARY")?.value).toContain(placeName(String(request.details.destinationPlace), language));
      expect(new Set(events.map((event) => prop(event, "UID")?.value)).size).toBe(2);
    },
  );

  it("by the hour: one event as long as the hours booked", async () => {
    const request = hourlyRequest();
    show("en", request);
    const { ics } = await download("en");
    const events = all(parseIcs(ics), "VEVENT");
    expect(events).toHaveLength(1);
    const end = 9 + Number(request.details.hours);
    expect(prop(events[0], "DTEND")?.raw).toBe(`20301130T${String(end).padStart(2, "0")}1500`);
    expect(prop(events[0], "DTEND")?.params.TZID).toBe(CALENDAR_TIME_ZONE);
  });

  it("offers no calendar without a day, nor without a reference", () => {
    show("en", { service: "other", date: "", time: "", details: {} });
    expect(within(panel("en")).queryByRole("button", { name: strings.en.contact.sent.calendar })).not.toBeInTheDocument();
  });

  it.each(["en", "fr"] as const)("%s: 'Send another request' hands back to the form", (language) => {
    const onAgain = show(language, otherRequest());
    fireEvent.click(within(panel(language)).getByRole("button", { name: typeset(strings[language].contact.sent.again, language) }));
    expect(onAgain).toHaveBeenCalledTimes(1);
  });

  it.each(["en", "de", "ar"] as const)(
    "%s: no text with a hyphen (the reference, a class name) is set with tabular figures, whose hyphen is a figure wide",
    (language) => {
      const request = transferRequest();
      const vehicleClass = VEHICLE_CLASSES.find((entry) => /\p{L}-\p{L}/u.test(entry.name[language]));
      if (vehicleClass) request.details.vehicleClass = vehicleClass.id;
      show(language, request);
      const region = panel(language);
      const hyphenated = [...region.querySelectorAll<HTMLElement>("*")].filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.includes("-")),
      );
      // The reference at least ("GPM-…").
      expect(hyphenated.length).toBeGreaterThan(0);
      const tabular = hyphenated.filter((element) => getComputedStyle(element).getPropertyValue("font-variant-numeric").includes("tabular-nums"));
      expect(tabular.map((element) => element.textContent)).toEqual([]);
    },
  );
});
