import { fireEvent, screen, waitFor } from "@testing-library/react";
import ContactForm from "../../src/components/ContactForm";
import { readPreRendered, type EarlyValues } from "../../src/contact/prefill";
import type { Language } from "../../src/i18n/languages";
import { renderIn } from "../support/i18n";
import { escapeRegExp, format, startingWith, strings } from "../support/content";
import { installFetch } from "../support/fetch";
import { typeset } from "../../src/i18n/typography";
import fleet from "../../content/fleet.json";
import site from "../../content/site.json";

/**
 * Each service's own form: its date and time labels, its placeholder, whether the message is required,
 * the transfer in a dispatcher's order, the rental's places and its vehicles' plurals, and a service
 * chosen in the pre-rendered form before its code arrived. Every word from the locale files.
 */
type T = typeof strings.en;
const SERVICES = ["private-transport", "personal-assistance", "vehicle-rental"] as const;

function setup(language: Language = "en", early?: EarlyValues) {
  renderIn(
    language,
    <ContactForm language={language} responseHours={2} phone={site.phones[0]} phones={site.phones} email={site.email} buildDate="2026-01-01" early={early} />,
  );
}
const choose = (t: T, service: string) => fireEvent.change(screen.getByLabelText(t.contact.form.service), { target: { value: service } });
// The label, and the required mark after it if any ("Nom" is not "Nombre de jours").
const byLabel = (label: string) => screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}\\*?$`));
const plural = (group: Record<string, string>, key: string, count: number, language: Language) =>
  format(group[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? group[`${key}_other`], { count });

let fetchMock: jest.Mock;
beforeEach(() => {
  ({ requests: fetchMock } = installFetch());
  fetchMock.mockResolvedValue({ ok: true, status: 200, headers: { get: () => null }, json: async () => ({ ok: true, id: "x", reference: "GPM-ABCDEF" }) });
});

describe.each(["en", "fr"] as const)("%s", (language) => {
  const t = strings[language];
  const form = t.contact.form;

  test.each(SERVICES)("%s names its own date and time and has its own placeholder; the message is optional", (service) => {
    setup(language);
    choose(t, service);
    expect(byLabel(form.serviceDates[service])).toHaveAttribute("type", "date");
    expect(byLabel(form.serviceTimes[service])).toHaveAttribute("type", "time");
    const message = byLabel(form.message);
    expect(message).toHaveAttribute("placeholder", typeset(form.messagePlaceholders[service], language));
    expect(message).not.toHaveAttribute("aria-required");
  });

  test.each(["", "other"])("service %j: the generic date and time, the generic placeholder, a required message", (service) => {
    setup(language);
    choose(t, service);
    expect(byLabel(form.serviceDate)).toHaveAttribute("type", "date");
    expect(byLabel(form.serviceTime)).toHaveAttribute("type", "time");
    expect(byLabel(form.message)).toHaveAttribute("placeholder", typeset(form.messagePlaceholder, language));
    expect(byLabel(form.message)).toHaveAttribute("aria-required", "true");
  });

  test("a transfer reads in a dispatcher's order, the return's date and time last", () => {
    setup(language);
    choose(t, "private-transport");
    fireEvent.click(screen.getByLabelText(form.details.returnTrip));
    const ids = [
      "contact-service",
      "contact-serviceDate",
      "contact-serviceTime",
      "contact-details-pickup",
      "contact-details-destination",
      "contact-details-passengers",
      "contact-details-luggage",
      "contact-details-flight",
      "contact-details-returnTrip",
      "contact-details-returnDate",
      "contact-details-returnTime",
      "contact-message",
    ];
    const order = [...document.querySelectorAll("form [id^='contact-']")].map((element) => element.id).filter((id) => ids.includes(id));
    expect(order).toEqual(ids);
  });

  test("a transfer without a message is sent; with no service it is not", async () => {
    setup(language);
    fireEvent.change(byLabel(form.name), { target: { value: "Jane Doe" } });
    fireEvent.change(byLabel(form.email), { target: { value: "jane@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: form.submit }));
    await waitFor(() => expect(byLabel(form.message)).toHaveAccessibleDescription(t.contact.errors.required));
    expect(fetchMock).not.toHaveBeenCalled();
    choose(t, "private-transport");
    fireEvent.click(screen.getByRole("button", { name: form.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toMatchObject({ service: "private-transport", message: "" });
  });

  test("a rental asks for a delivery and a collection place and sends them; its vehicles count seats and bags in the plural", async () => {
    setup(language);
    choose(t, "vehicle-rental");
    for (const vehicle of fleet) {
      // The name as the page typesets it ("Classe S" joined by a no-break space in French).
      const option = screen.getByRole("option", { name: startingWith(typeset(vehicle.name[language], language)) });
      expect(option).toHaveTextContent(
        format(form.details.vehicleOption, {
          name: vehicle.name[language],
          seats: plural(form.details, "seats", vehicle.seats, language),
          bags: plural(form.details, "bags", vehicle.luggage, language),
        }),
      );
    }
    fireEvent.change(byLabel(form.name), { target: { value: "Jane Doe" } });
    fireEvent.change(byLabel(form.email), { target: { value: "jane@example.com" } });
    fireEvent.change(byLabel(form.details.deliveryPlace), { target: { value: "Hôtel des Bergues" } });
    fireEvent.change(byLabel(form.details.collectionPlace), { target: { value: "GVA" } });
    fireEvent.click(screen.getByRole("button", { name: form.submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).details).toEqual({ deliveryPlace: "Hôtel des Bergues", collectionPlace: "GVA" });
  });
});

test("a service chosen in the pre-rendered form before its code arrived shows its fields once it has", () => {
  // The pre-rendered select as the visitor left it; React will render its own, reset to the empty choice.
  const early = document.createElement("select");
  early.id = "contact-service";
  early.innerHTML = `<option value=""></option><option value="vehicle-rental"></option>`;
  early.value = "vehicle-rental";
  const name = Object.assign(document.createElement("input"), { id: "contact-name", value: "Jane" });
  document.body.append(early, name);
  const typed = readPreRendered();
  early.remove();
  name.remove();
  setup("en", typed);
  expect(screen.getByLabelText(strings.en.contact.form.service)).toHaveValue("vehicle-rental");
  expect(byLabel(strings.en.contact.form.details.deliveryPlace)).toBeInTheDocument();
  expect(byLabel(strings.en.contact.form.name)).toHaveValue("Jane");
});
