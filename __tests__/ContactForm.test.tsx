import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import ContactForm from "../src/components/ContactForm";
import type { Language } from "../src/i18n/languages";
import { renderIn } from "./support/i18n";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import site from "../content/site.json";
import { telHref } from "../src/content/localize";
import { LEGAL_PATHS } from "../src/legal/pages";

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

// A fixed clock: only Date is faked, so React, Formik and the toasts keep their real timers.
const REAL_TIMERS = ["hrtime", "nextTick", "performance", "queueMicrotask", "requestAnimationFrame", "cancelAnimationFrame", "requestIdleCallback", "cancelIdleCallback", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"] as const;
const freezeClock = (iso: string) => jest.useFakeTimers({ now: new Date(iso), doNotFake: [...REAL_TIMERS] });

function setup(language: Language = "en") {
  renderIn(
    language,
    <>
      <ContactForm
        language={language}
        responseHours={2}
        phone={site.phones[0]}
        phones={site.phones}
        email={site.email}
        buildDate="2026-01-01"
      />
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
    // 11:00 on 1 November 2026 in Geneva: the dates these tests type are in the future.
    freezeClock("2026-11-01T10:00:00Z");
  });
  afterEach(() => jest.useRealTimers());

  it("shows the fields with their labels, a 150 px message box and a date that cannot be in the past", () => {
    setup();
    for (const label of ["Name", "Email", "Phone", "Service Required", "Service Date", "Preferred Time", "Message"]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    expect(field(/^Email/)).toHaveAttribute("type", "email");
    expect(field(/^Service Date/)).toHaveAttribute("type", "date");
    expect(field(/^Service Date/)).toHaveAttribute("min", "2026-11-01");
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

  // The picker honours `min`, but a date typed with the keyboard does not: the schema catches it.
  it.each([
    ["en", "2026-11-01T10:00:00Z", "2026-10-31", "Service Date", "Send request", en.contact.errors.pastDate],
    ["fr", "2026-11-01T10:00:00Z", "2026-10-31", "Date du service", "Envoyer la demande", fr.contact.errors.pastDate],
    // Midnight has just passed in Geneva (still 23:00 in London): yesterday is refused, the min follows.
    ["en", "2026-11-01T23:00:00Z", "2026-11-01", "Service Date", "Send request", en.contact.errors.pastDate],
  ] as const)("%s at %s: a typed past date (%s) gets an inline, localized error and nothing is sent", async (language, now, typed, label, submit, message) => {
    freezeClock(now);
    setup(language);
    const valid = language === "fr" ? { Nom: "Jean Dupont", "E-mail": "jean@example.ch", Message: "Bonjour" } : VALID_EN;
    fill({ ...valid, [label]: typed });
    fireEvent.click(screen.getByRole("button", { name: submit }));
    await waitFor(() => expect(field(new RegExp(`^${label}`))).toHaveFocus());
    expect(field(new RegExp(`^${label}`))).toHaveAttribute("aria-invalid", "true");
    expect(field(new RegExp(`^${label}`))).toHaveAccessibleDescription(message);
    expect(fetchMock).not.toHaveBeenCalled();

    // Today is fine, and the error goes away as soon as it is corrected.
    fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true, id: "x" } }));
    const today = (field(new RegExp(`^${label}`)) as HTMLInputElement).min;
    expect(today > typed).toBe(true);
    fill({ [label]: today });
    await waitFor(() => expect(field(new RegExp(`^${label}`))).toHaveAttribute("aria-invalid", "false"));
    fireEvent.click(screen.getByRole("button", { name: submit }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  // Browsers' maxlength counts UTF-16 units (an emoji is 2), so the form sets none and the schema counts code points.
  it("accepts a 5,000-emoji message and refuses 5,001, in characters as the error says", async () => {
    fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true, id: "x" } }));
    setup();
    expect(field(/^Message/)).not.toHaveAttribute("maxlength");
    fill({ ...VALID_EN, Message: "😀".repeat(5001) });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(field(/^Message/)).toHaveAccessibleDescription(en.contact.errors.tooLong.replace("{{max}}", "5000")));
    expect(fetchMock).not.toHaveBeenCalled();
    fill({ Message: "😀".repeat(5000) });
    fireEvent.click(screen.getByRole("button", { name: "Send request" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).message).toBe("😀".repeat(5000));
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
      // The chosen service's trip details, none filled in here.
      details: {},
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

  // react-toastify closes a toast when its progress bar's animation ends, then removes it when its exit
  // animation ends; jsdom runs no animations, so both are ended here.
  const runOutAutoClose = async (toast: HTMLElement) => {
    const element = toast.closest(".Toastify__toast") as HTMLElement;
    const bar = element.querySelector(".Toastify__progress-bar");
    if (bar) fireEvent.animationEnd(bar);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.animationEnd(element);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
  };

  it.each([
    ["no answer", () => fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))],
    ["a delivery failure", () => fetchMock.mockResolvedValue(respond({ status: 502, body: { error: "delivery_failed" } }))],
    ["too many requests", () => fetchMock.mockResolvedValue(respond({ status: 429, body: { error: "rate_limited" }, headers: { "retry-after": "60" } }))],
  ])("on %s, the error toast offers the phone as a link and stays until dismissed", async (_, answer) => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    answer();
    setup();
    fill(VALID_EN);
    fireEvent.click(screen.getByRole("button", { name: en.contact.form.submit }));
    const toast = await screen.findByRole("alert");
    const phone = site.phones[0];
    const link = within(toast).getByRole("link", { name: new RegExp(phone.replace(/\+/g, "\\+")) });
    expect(link).toHaveAttribute("href", telHref(phone));
    await runOutAutoClose(toast);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    consoleError.mockRestore();
  });

  it("the success toast still closes by itself", async () => {
    fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true } }));
    setup();
    fill(VALID_EN);
    fireEvent.click(screen.getByRole("button", { name: en.contact.form.submit }));
    const toast = await screen.findByText(en.contact.toast.successTitle);
    await runOutAutoClose(toast);
    await waitFor(() => expect(screen.queryByText(en.contact.toast.successTitle)).not.toBeInTheDocument());
  });

  it.each(["en", "fr"] as const)("under the submit button, one line (%s) links the Privacy Policy in the page's language", (language) => {
    setup(language);
    const strings = { en, fr }[language];
    const line = screen.getByText(strings.contact.privacyNotice.text, { exact: false });
    expect(line.compareDocumentPosition(screen.getByRole("button", { name: strings.contact.form.submit })) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(within(line).getByRole("link", { name: strings.contact.privacyNotice.link })).toHaveAttribute("href", LEGAL_PATHS.privacy[language]);
  });
});
