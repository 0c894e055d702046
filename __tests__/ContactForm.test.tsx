import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import ContactForm from "../src/components/ContactForm";
import type { Language } from "../src/contact/options";
import { renderIn } from "./support/i18n";

interface FakeResponse {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

function respond({ status, body = {}, headers = {} }: FakeResponse) {
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    json: async () => body,
  };
}

let fetchMock: jest.Mock;

function setup(language: Language = "en") {
  renderIn(
    language,
    <>
      <ContactForm language={language} responseHours={2} phone="+41 22 000 00 00" buildDate="2026-01-01" />
    </>,
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label);

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(new RegExp(`^${label}`)), { target: { value } });
}

const VALID_EN = { Name: "Jane Doe", Email: "jane@example.com", Phone: "+41 79 123 45 67", Message: "Airport pick-up for two." };

describe("ContactForm", () => {
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("shows the fields with their labels, a 150 px message box and a date that cannot be in the past", () => {
    setup();
    for (const label of ["Name", "Email", "Phone", "Service Required", "Service Date", "Preferred Time", "Message"]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(field(/^Email/)).toHaveAttribute("type", "email");
    expect(field(/^Service Date/)).toHaveAttribute("type", "date");
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    expect(field(/^Service Date/)).toHaveAttribute("min", iso);
    expect(field(/^Preferred Time/)).toHaveAttribute("type", "time");
    expect(getComputedStyle(field(/^Message/)).minHeight).toBe("150px");
    const options = [...(field(/^Service Required/) as HTMLSelectElement).options].map((o) => [o.value, o.text]);
    expect(options).toEqual([
      ["", "Select a service"],
      ["private-transport", "Private Transportation"],
      ["personal-assistance", "Personal Assistance"],
      ["vehicle-rental", "Luxury Vehicle Rental"],
      ["other", "Other, please specify"],
    ]);
  });

  it("keeps the honeypot away from people and assistive technology", () => {
    setup();
    const honeypot = document.getElementById("contact-website")!;
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(honeypot).toHaveAttribute("autocomplete", "off");
    expect(honeypot.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("shows inline errors, marks and describes the fields, focuses the first one and sends nothing", async () => {
    setup();
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(field(/^Name/)).toHaveFocus());
    for (const label of [/^Name/, /^Email/, /^Message/]) {
      expect(field(label)).toHaveAttribute("aria-invalid", "true");
      expect(field(label)).toHaveAccessibleDescription("This field is required.");
    }
    expect(field(/^Phone/)).toHaveAttribute("aria-invalid", "false");
    expect(fetchMock).not.toHaveBeenCalled();

    fill({ Name: "Jane", Email: "a@x.com, b@y.com", Message: "Hello" });
    fireEvent.blur(field(/^Email/));
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription("Please enter one valid e-mail address."));
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(field(/^Email/)).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("waits for the first submit before showing errors, so nothing moves under the visitor's pointer", async () => {
    setup();
    fill({ Email: "jane@" });
    fireEvent.blur(field(/^Email/));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field(/^Email/)).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText("Please enter one valid e-mail address.")).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(field(/^Email/)).toHaveAccessibleDescription("Please enter one valid e-mail address."));
  });

  it("shows the errors in French on the French page", async () => {
    setup("fr");
    fireEvent.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    await waitFor(() => expect(field(/^Nom/)).toHaveAccessibleDescription("Ce champ est obligatoire."));
    fill({ "E-mail": "pas-une-adresse" });
    fireEvent.blur(field(/^E-mail/));
    await waitFor(() => expect(field(/^E-mail/)).toHaveAccessibleDescription("Veuillez saisir une seule adresse e-mail valide."));
    fill({ Message: "x".repeat(5001) });
    fireEvent.blur(field(/^Message/));
    await waitFor(() => expect(field(/^Message/)).toHaveAccessibleDescription("Veuillez utiliser au maximum 5000 caractères."));
  });

  it("posts exactly the contract's payload, shows Sending... meanwhile, then thanks and clears the form", async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    setup();
    fill({ ...VALID_EN, "Service Required": "vehicle-rental", "Service Date": "2026-11-21", "Preferred Time": "09:30" });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));

    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(sending);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/send-contact-email");
    expect(init.method).toBe("POST");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "+41 79 123 45 67",
      service: "vehicle-rental",
      serviceDate: "21 November 2026",
      serviceTime: "09:30",
      message: "Airport pick-up for two.",
      language: "en",
      website: "",
    });

    await act(async () => answer(respond({ status: 200, body: { ok: true, id: "abc" } })));
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText("Message sent!")).toBeInTheDocument();
    expect(within(toast).getByText("We will reply within 2 hours.")).toBeInTheDocument();
    await waitFor(() => expect(field(/^Name/)).toHaveValue(""));
    expect(field(/^Service Date/)).toHaveValue("");
    expect(field(/^Message/)).toHaveValue("");
    expect(screen.getByRole("button", { name: "Send request" })).toBeEnabled();
  });

  it("formats the date in French and thanks in French on the French page", async () => {
    fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true, id: "x" } }));
    setup("fr");
    fill({ Nom: "Jean Dupont", "E-mail": "jean@example.ch", Message: "Bonjour", "Date du service": "2026-11-21" });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText("Message envoyé !")).toBeInTheDocument();
    expect(within(toast).getByText("Nous vous répondrons dans les 2 heures.")).toBeInTheDocument();
    const payload = JSON.parse(fetchMock.mock.calls[0][1].body);
    expect(payload).toMatchObject({ serviceDate: "21 novembre 2026", language: "fr", phone: "", service: "", serviceTime: "" });
  });

  it.each([
    ["a server error", () => Promise.resolve(respond({ status: 502, body: { error: "delivery_failed" } }))],
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("keeps the values and shows the error toast on %s", async (_, answer) => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockImplementation(answer);
    setup("fr");
    fill({ Nom: "Jean Dupont", "E-mail": "jean@example.ch", Message: "Bonjour" });
    fireEvent.click(screen.getByRole("button", { name: "Envoyer la demande" }));
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText("Erreur")).toBeInTheDocument();
    expect(within(toast).getByText("Impossible d'envoyer le message. Veuillez réessayer.")).toBeInTheDocument();
    expect(field(/^Nom/)).toHaveValue("Jean Dupont");
    expect(field(/^Message/)).toHaveValue("Bonjour");
    expect(consoleError).toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Envoyer la demande" })).toBeEnabled();
    consoleError.mockRestore();
  });

  it("says when to retry and offers the phone number when rate limited", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(respond({ status: 429, body: { error: "rate_limited", retryAfter: 90 }, headers: { "retry-after": "90" } }));
    setup();
    fill(VALID_EN);
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText("Error")).toBeInTheDocument();
    expect(within(toast).getByText(/try again in 2 min, or call us at \+41 22 000 00 00/)).toBeInTheDocument();
    expect(within(toast).getByRole("link", { name: "+41 22 000 00 00" })).toHaveAttribute("href", "tel:+41220000000");
    expect(field(/^Name/)).toHaveValue("Jane Doe");
    consoleError.mockRestore();
  });
});
