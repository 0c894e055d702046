import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import ContactForm from "../../src/components/ContactForm";
import { FARE_EVENT } from "../../src/hooks/useFareLinks";
import { bookServiceHref, fareId, findFare, type Fare } from "../../src/booking/catalogue/fareIds";
import { RATES } from "../../src/booking/catalogue/fares";
import { priceOf } from "../../src/booking/pricing/pricing";
import { formatChf } from "../../src/i18n/prices";
import type { Language } from "../../src/i18n/languages";
import { typeset } from "../../src/i18n/typography";
import { pluralText } from "../../src/i18n/plural";
import site from "../../content/site.json";
import fleet from "../../content/fleet.json";
import { renderIn } from "../support/i18n";
import { startingWith, strings } from "../support/content";
import { installFetch } from "../support/fetch";

/**
 * "Book" in the Rates section opens the form with its choice: from the address as the form starts (a tap
 * before the page's script ran, a shared link), or from the page's event once it is interactive. The fare
 * belongs to the places and the class, not to the addresses typed; the breakdown above the button follows
 * every change (night, child seats, return) with the same engine the function uses. Names, amounts and
 * texts are read from content/ and the engine, never written here.
 */
const priced = RATES.transfers.flatMap((route) =>
  route.prices.filter((cell) => cell.amount !== null).map((cell) => findFare(RATES, fareId(route.id, cell.class))!),
);
const FARE: Fare = priced.find((fare) => !fare.route.oneWay && fare.vehicleClass.vehicle)!;
const REVERSE: Fare = findFare(RATES, fareId(FARE.route.id, FARE.vehicleClass.id, true))!;
const OTHER_CLASS = RATES.classes.find((entry) => entry.id !== FARE.vehicleClass.id && FARE.route.prices.find((cell) => cell.class === entry.id)?.amount)!;
const night = RATES.supplements.find((supplement) => supplement.kind === "night")!.amount!;
const seat = RATES.supplements.find((supplement) => supplement.kind === "child-seat")!.amount!;

const normalize = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const total = () => normalize(document.getElementById("contact-price-total")?.textContent);
const priceArea = () => normalize(document.getElementById("contact-price")?.textContent);
const summary = () => normalize(document.getElementById("contact-summary")?.textContent);
const chf = (amount: number, language: Language) => normalize(formatChf(amount, language));
// By id: several labels start alike ("Name", "Name on the arrivals sign"); each control's label is checked in ContactForm.test.tsx.

const label = (key: string, _language: Language = "en") => document.getElementById(`contact-details-${key}`) as HTMLInputElement | HTMLSelectElement;
const own = (field: string) => document.getElementById(`contact-${field}`) as HTMLInputElement;
const form = (language: Language = "en") => strings[language].contact.form;

function setup(language: Language, search = "") {
  window.history.replaceState(null, "", `/${search}#contact-form`);
  renderIn(
    language,
    <ContactForm language={language} responseHours={2} phone={site.phones[0]} phones={site.phones} email={site.email} buildDate="2026-01-01" />,
  );
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask", "requestAnimationFrame"] });
  // 11:00 on 1 November 2026 in Geneva: the dates typed below are well beyond the booking notice.
  jest.setSystemTime(new Date("2026-11-01T10:00:00Z"));
});
afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, "", "/");
});

test.each(["en", "fr"] as const)(
  "%s: a fare in the address fills in the places and the class, summarises it at the top and prices it above the button",
  async (language) => {
    setup(language, `?fare=${FARE.id}`);
    await waitFor(() => expect(total()).toBe(chf(FARE.amount, language)));
    expect((screen.getByLabelText(startingWith(form(language).service)) as HTMLSelectElement).value).toBe("private-transport");
    expect(label("pickupPlace", language).value).toBe(FARE.from.id);
    expect(label("destinationPlace", language).value).toBe(FARE.to.id);
    expect(label("vehicleClass", language).value).toBe(FARE.vehicleClass.id);
    // The exact addresses are the visitor's to type: the fare does not write place names into them.
    expect(label("pickup", language).value).toBe("");
    expect(label("destination", language).value).toBe("");
    expect(summary()).toBe(
      normalize(`${FARE.from.name[language]} → ${FARE.to.name[language]} · ${FARE.vehicleClass.name[language]} · ${formatChf(FARE.amount, language)}`),
    );
    // The summary keeps the words of the choice made; the breakdown follows the edits (no rewrap above the field in use).
    fireEvent.change(label("vehicleClass", language), { target: { value: OTHER_CLASS.id } });
    await waitFor(() => expect(priceArea()).toContain(normalize(strings[language].contact.price.changedClass)));
    expect(summary()).toContain(normalize(FARE.vehicleClass.name[language]));
    fireEvent.change(label("vehicleClass", language), { target: { value: FARE.vehicleClass.id } });
    // The first empty field takes focus, and the breakdown sits above the button.
    await waitFor(() => expect(own("name")).toHaveFocus());
    const button = screen.getByRole("button", { name: form(language).submit });
    expect(document.getElementById("contact-price")!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
);

test("the other way round: the places swap, the fare is the same", async () => {
  setup("en", `?fare=${REVERSE.id}`);
  await waitFor(() => expect(total()).toBe(chf(REVERSE.amount, "en")));
  expect(label("pickupPlace").value).toBe(FARE.to.id);
  expect(label("destinationPlace").value).toBe(FARE.from.id);
  expect(REVERSE.amount).toBe(FARE.amount);
});

test("real addresses keep the fare; another class says why it changed and prices the new choice; back again restores it", async () => {
  setup("en", `?fare=${FARE.id}`);
  await waitFor(() => expect(total()).toBe(chf(FARE.amount, "en")));
  fireEvent.change(label("pickup"), { target: { value: "Hotel Beau-Rivage, Quai du Mont-Blanc 13, 1201 Genève" } });
  fireEvent.change(label("destination"), { target: { value: "Chalet Les Arolles, Route de Verbier 12" } });
  expect(total()).toBe(chf(FARE.amount, "en"));
  fireEvent.change(label("vehicleClass"), { target: { value: OTHER_CLASS.id } });
  const other = findFare(RATES, fareId(FARE.route.id, OTHER_CLASS.id))!;
  await waitFor(() => expect(total()).toBe(chf(other.amount, "en")));
  expect(priceArea()).toContain(normalize(strings.en.contact.price.changedClass));
  fireEvent.change(label("vehicleClass"), { target: { value: FARE.vehicleClass.id } });
  await waitFor(() => expect(total()).toBe(chf(FARE.amount, "en")));
  expect(priceArea()).not.toContain(normalize(strings.en.contact.price.changedClass));
});

test.each(["en", "fr"] as const)("%s: the night window, child seats and a return follow every change, and the request carries that total", async (language) => {
  const { requests: fetchMock } = installFetch();
  fetchMock.mockResolvedValue({ ok: true, status: 200, headers: new Headers(), json: async () => ({ ok: true, id: "x", reference: "GPM-TEST01" }) });
  setup(language, `?fare=${FARE.id}`);
  await waitFor(() => expect(total()).toBe(chf(FARE.amount, language)));
  const time = screen.getByLabelText(startingWith(form(language).serviceTimes["private-transport"]));
  fireEvent.change(screen.getByLabelText(startingWith(form(language).serviceDates["private-transport"])), { target: { value: "2026-11-28" } });
  fireEvent.change(time, { target: { value: "05:30" } });
  await waitFor(() => expect(total()).toBe(chf(FARE.amount + night, language)));
  fireEvent.change(time, { target: { value: "06:00" } });
  await waitFor(() => expect(total()).toBe(chf(FARE.amount, language)));
  fireEvent.change(label("childSeats", language), { target: { value: "2" } });
  await waitFor(() => expect(total()).toBe(chf(FARE.amount + 2 * seat, language)));
  fireEvent.click(label("returnTrip"));
  fireEvent.change(label("returnDate", language), { target: { value: "2026-12-02" } });
  fireEvent.change(label("returnTime", language), { target: { value: "22:30" } });
  const expected = priceOf(RATES, {
    service: "private-transport",
    date: "2026-11-28",
    time: "06:00",
    details: {
      pickupPlace: FARE.from.id,
      destinationPlace: FARE.to.id,
      vehicleClass: FARE.vehicleClass.id,
      childSeats: 2,
      returnTrip: true,
      returnTime: "22:30",
    },
  });
  if (expected.status !== "priced") throw new Error("the fare should be priced");
  // Each seat once for the booking, as the Rates publish it "per seat".
  expect(expected.total).toBe(FARE.amount + REVERSE.amount + 2 * seat + night);
  await waitFor(() => expect(total()).toBe(chf(expected.total, language)));

  fireEvent.change(own("name"), { target: { value: "Jane Doe" } });
  fireEvent.change(own("email"), { target: { value: "jane@example.com" } });
  fireEvent.click(screen.getByRole("button", { name: form(language).submit }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  const sent = JSON.parse(fetchMock.mock.calls[0][1].body);
  expect(sent.fare).toEqual({ amount: expected.total, validFrom: RATES.validFrom });
  expect(sent.details).toMatchObject({ pickupPlace: FARE.from.id, destinationPlace: FARE.to.id, childSeats: 2, returnTrip: true, returnTime: "22:30" });
});

test("a service Book link (rental) chooses the service, the vehicle and the chauffeur; the price asks for the end", async () => {
  const vehicle = RATES.rental.find((row) => row.withChauffeur !== null)!;
  setup("en", new URL(bookServiceHref("/", "vehicle-rental", { vehicle: vehicle.vehicle, chauffeur: "with" }), "http://x").search);
  await waitFor(() => expect((screen.getByLabelText(startingWith(form().service)) as HTMLSelectElement).value).toBe("vehicle-rental"));
  expect(label("vehicle").value).toBe(vehicle.vehicle);
  expect((document.getElementById("contact-details-chauffeur-with") as HTMLInputElement).checked).toBe(true);
  expect(priceArea()).toContain(normalize(strings.en.contact.price.missing.end));
  fireEvent.change(screen.getByLabelText(startingWith(form().serviceDates["vehicle-rental"])), { target: { value: "2026-12-01" } });
  fireEvent.change(label("rentalEndDate"), { target: { value: "2026-12-04" } });
  await waitFor(() => expect(total()).toBe(chf(3 * vehicle.withChauffeur!, "en")));
});

test("a Book link tapped once the page is interactive (the address takes its query, then its event) fills the form in at once", async () => {
  setup("en");
  act(() => {
    window.history.pushState(null, "", `/?fare=${REVERSE.id}#contact-form`);
    window.dispatchEvent(new Event(FARE_EVENT));
  });
  await waitFor(() => expect(total()).toBe(chf(REVERSE.amount, "en")));
  expect(label("pickupPlace").value).toBe(REVERSE.from.id);
});

test("an unknown fare, a cell on request or a forged detail fills in nothing of it", async () => {
  setup("en", `?fare=nowhere.s-class&service=vehicle-rental&vehicle=<b>x</b>`);
  await act(async () => {});
  expect((screen.getByLabelText(startingWith(form().service)) as HTMLSelectElement).value).toBe("vehicle-rental");
  expect(label("vehicle").value).toBe("");
});

test("a party larger than the class says so and proposes the class that fits; the request may still be sent", async () => {
  const small = RATES.classes
    .map((entry) => ({ entry, vehicle: fleet.find((v) => v.id === entry.vehicle) }))
    .find((c) => c.vehicle && fleet.some((v) => v.seats > c.vehicle!.seats))!;
  setup("en", `?service=private-transport&vehicleClass=${small.entry.id}`);
  await waitFor(() => expect(label("vehicleClass").value).toBe(small.entry.id));
  fireEvent.change(label("passengers"), { target: { value: String(small.vehicle!.seats + 1) } });
  await waitFor(() => expect(normalize(document.getElementById("contact-capacity")?.textContent)).not.toBe(""));
  expect(normalize(document.getElementById("contact-capacity")?.textContent)).toContain(normalize(small.vehicle!.name.en));
  expect(screen.getByRole("button", { name: form().submit })).toBeEnabled();
});

test("four passengers and two child seats in the business sedan (no car of the fleet): the form warns with the class's own seats", async () => {
  const sedan = RATES.classes.find((entry) => !entry.vehicle)!;
  setup("en", `?service=private-transport&vehicleClass=${sedan.id}`);
  await waitFor(() => expect(label("vehicleClass").value).toBe(sedan.id));
  fireEvent.change(label("passengers"), { target: { value: "4" } });
  fireEvent.change(label("childSeats"), { target: { value: "2" } });
  await waitFor(() => expect(normalize(document.getElementById("contact-capacity")?.textContent)).not.toBe(""));
  const warning = normalize(document.getElementById("contact-capacity")?.textContent);
  expect(warning).toContain(normalize(sedan.name.en));
  expect(warning).toContain(normalize(pluralText(strings.en.contact.form.details, "seats", sedan.seats!, "en")));
});

test("by the hour: fewer hours than the class's minimum is refused with the minimum named", async () => {
  const rate = RATES.hourly.find((entry) => entry.minimumHours > 1 && entry.amount !== null)!;
  setup("en", `?service=chauffeur-hourly&vehicleClass=${rate.class}`);
  await waitFor(() => expect(label("vehicleClass").value).toBe(rate.class));
  fireEvent.change(label("hours"), { target: { value: String(rate.minimumHours - 1) } });
  // Billed at the minimum meanwhile: the price says what the class costs.
  await waitFor(() => expect(total()).toBe(chf(rate.minimumHours * rate.amount!, "en")));
  fireEvent.click(screen.getByRole("button", { name: form().submit }));
  await waitFor(() =>
    expect(label("hours")).toHaveAccessibleDescription(typeset(pluralText(strings.en.contact.errors, "minimumHours", rate.minimumHours, "en"), "en")),
  );
});
