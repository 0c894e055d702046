import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import ContactForm from "../../src/components/ContactForm";
import { FARE_EVENT } from "../../src/hooks/useFareLinks";
import { fareId, findFare, type Fare } from "../../src/contact/fareIds";
import type { Rates } from "../../src/content/rates";
import { formatChf } from "../../src/i18n/prices";
import type { Language } from "../../src/i18n/languages";
import rates from "../../content/rates.json";
import site from "../../content/site.json";
import { renderIn } from "../support/i18n";
import { format, startingWith, strings } from "../support/content";

/**
 * "Book" in the Rates section opens the form with the fare: from the address as the form starts (a tap
 * before the page's script ran, a shared link), or from the page's event once it is interactive; the
 * fare line above the button; the fare gone when the route or the vehicle class changes. Names, amounts
 * and texts are read from content/.
 */
const RATES = rates as Rates;
const priced = RATES.transfers.flatMap((route) =>
  route.prices.filter((cell) => cell.amount !== null).map((cell) => findFare(RATES, fareId(route.id, cell.class))!),
);
const FARE: Fare = priced[0];
const LATER: Fare = priced.find((fare) => fare.route.id !== FARE.route.id)!;

const normalize = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
const fareLine = (fare: Fare, language: Language) => normalize(format(strings[language].contact.form.fare, { price: formatChf(fare.amount, language) }));
const details = (key: "pickup" | "destination" | "vehicleClass", language: Language = "en") =>
  screen.getByLabelText(startingWith(strings[language].contact.form.details[key])) as HTMLInputElement | HTMLSelectElement;

function setup(language: Language, search = "") {
  window.history.replaceState(null, "", `/${search}#contact`);
  renderIn(
    language,
    <ContactForm language={language} responseHours={2} phone={site.phones[0]} phones={site.phones} email={site.email} buildDate="2026-01-01" />,
  );
}

afterEach(() => window.history.replaceState(null, "", "/"));

test.each(["en", "fr"] as const)(
  "%s: a fare in the address fills in the transfer, its places and class, and shows the fare above the button",
  async (language) => {
    setup(language, `?fare=${FARE.id}`);
    await waitFor(() => expect(normalize(document.getElementById("contact-fare")?.textContent)).toBe(fareLine(FARE, language)));
    expect((screen.getByLabelText(startingWith(strings[language].contact.form.service)) as HTMLSelectElement).value).toBe("private-transport");
    expect(details("pickup", language).value).toBe(FARE.origin.name[language]);
    expect(details("destination", language).value).toBe(FARE.route.to[language]);
    expect(details("vehicleClass", language).value).toBe(FARE.vehicleClass.id);
    // Above the button, in the same actions area.
    const button = screen.getByRole("button", { name: strings[language].contact.form.submit });
    expect(document.getElementById("contact-fare")!.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
);

test("an unknown fare or a cell on request fills in nothing", async () => {
  const onRequest = RATES.transfers.flatMap((route) => route.prices.filter((cell) => cell.amount === null).map((cell) => fareId(route.id, cell.class)));
  setup("en", `?fare=${onRequest[0] ?? "nowhere.s-class"}`);
  await act(async () => {});
  expect(normalize(document.getElementById("contact-fare")?.textContent)).toBe("");
  expect((screen.getByLabelText(startingWith(strings.en.contact.form.service)) as HTMLSelectElement).value).toBe("");
});

test("another vehicle class or another destination removes the fare; adding to a place keeps it", async () => {
  setup("en", `?fare=${FARE.id}`);
  await waitFor(() => expect(normalize(document.getElementById("contact-fare")?.textContent)).toBe(fareLine(FARE, "en")));
  fireEvent.change(details("destination"), { target: { value: `${FARE.route.to.en}, Chalet Les Arolles` } });
  expect(normalize(document.getElementById("contact-fare")?.textContent)).toBe(fareLine(FARE, "en"));
  const other = RATES.classes.find((vehicleClass) => vehicleClass.id !== FARE.vehicleClass.id)!;
  fireEvent.change(details("vehicleClass"), { target: { value: other.id } });
  await waitFor(() => expect(normalize(document.getElementById("contact-fare")?.textContent)).toBe(""));
  // Back to the fare's class: the fare does not come back by itself (only a Book link sets one).
  fireEvent.change(details("vehicleClass"), { target: { value: FARE.vehicleClass.id } });
  expect(normalize(document.getElementById("contact-fare")?.textContent)).toBe("");
});

test("a Book link tapped once the page is interactive (its event) fills the form in at once", async () => {
  setup("en");
  act(() => void window.dispatchEvent(new CustomEvent(FARE_EVENT, { detail: LATER.id })));
  await waitFor(() => expect(normalize(document.getElementById("contact-fare")?.textContent)).toBe(fareLine(LATER, "en")));
  expect(details("destination").value).toBe(LATER.route.to.en);
});
