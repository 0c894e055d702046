import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import ContactForm from "../../src/components/ContactForm";
import type { Language } from "../../src/i18n/languages";
import { renderIn } from "../support/i18n";
import { format, startingWith, strings } from "../support/content";
import site from "../../content/site.json";
import { telHref } from "../../src/booking/catalogue/channels";
import { typeset } from "../../src/i18n/typography";
import { LEGAL_PATHS } from "../../src/legal/pages";
import services from "../../content/services.json";
import { freezeClock } from "../support/clock";
import { installFetch, respond } from "../support/fetch";
import { webcrypto } from "node:crypto";
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { CHALLENGE_ENDPOINT, SOLUTION_WAIT_MS } from "../../src/contact/challenge";
import { CHALLENGE_ALGORITHM } from "../../src/booking/http/challengeServer";

/** The requests the form posts (the challenge's GET goes to `challengeMock`: ../support/fetch). */
let fetchMock: jest.Mock;
let challengeMock: jest.Mock;

function setup(language: Language = "en", responseHours = 2) {
  renderIn(
    language,
    <>
      <ContactForm language={language} responseHours={responseHours} phone={site.phones[0]} phones={site.phones} email={site.email} buildDate="2026-01-01" />
    </>,
  );
}

/** i18next's plural form of `group[key]` for `count` (English and French: `_one` for 1, else `_other`; French 0 too). */
const plural = (group: Record<string, string>, key: string, count: number, language: Language, values: Record<string, string | number> = {}) =>
  format(group[`${key}_${new Intl.PluralRules(language).select(count)}`] ?? group[`${key}_other`], { ...values, count });

/** How many times `needle` occurs in `text`. */
const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

const { en, fr } = strings;
type FieldKey = "name" | "email" | "phone" | "service" | "serviceDate" | "serviceTime" | "message";

/** A field found by its label in the locale file (labels may end with a required-field mark). */
const field = (key: FieldKey, language: Language = "en") => screen.getByLabelText(startingWith(strings[language].contact.form[key]));

function fill(values: Partial<Record<FieldKey, string>>, language: Language = "en") {
  for (const [key, value] of Object.entries(values)) fireEvent.change(field(key as FieldKey, language), { target: { value } });
}

const submitButton = (language: Language = "en") => screen.getByRole("button", { name: strings[language].contact.form.submit });

/** The confirmation panel's name: the specification's "Message sent!" and the panel's heading (ConfirmationPanel). */
const sentName = (language: Language = "en") =>
  `${typeset(strings[language].contact.sent.title, language)} ${typeset(strings[language].contact.sent.heading, language)}`;

const VALID_EN = { name: "Jane Doe", email: "jane@example.com", phone: "+41 79 123 45 67", message: "Airport pick-up for two." };
const VALID_FR = { name: "Jean Dupont", email: "jean@example.ch", message: "Bonjour" };

describe("ContactForm", () => {
  beforeEach(() => {
    ({ requests: fetchMock, challenge: challengeMock } = installFetch());
    // 11:00 on 1 November 2026 in Geneva: the dates these tests type are in the future.
    freezeClock("2026-11-01T10:00:00Z");
  });
  afterEach(() => jest.useRealTimers());

  it("shows the fields with their labels, a 150 px message box and a date that cannot be in the past", () => {
    setup();
    for (const key of ["name", "email", "phone", "service", "serviceDate", "serviceTime", "message"] as const) {
      expect(field(key)).toBeInTheDocument();
    }
    expect(field("email")).toHaveAttribute("type", "email");
    expect(field("serviceDate")).toHaveAttribute("type", "date");
    expect(field("serviceDate")).toHaveAttribute("min", "2026-11-01");
    expect(field("serviceTime")).toHaveAttribute("type", "time");
    expect(getComputedStyle(field("message")).minHeight).toBe("150px");
    const options = [...(field("service") as HTMLSelectElement).options].map((o) => [o.value, o.text]);
    const title = (id: string) => services.find((service) => service.id === id)!.title.en;
    expect(options).toEqual([
      ["", en.contact.form.options.none],
      ["private-transport", title("private-transport")],
      ["chauffeur-hourly", en.contact.form.options["chauffeur-hourly"]],
      ["personal-assistance", title("personal-assistance")],
      ["vehicle-rental", title("vehicle-rental")],
      ["other", en.contact.form.options.other],
    ]);
  });

  // The picker honours `min`, but a date typed with the keyboard does not: the schema catches it.
  it.each([
    ["en", "2026-11-01T10:00:00Z", "2026-10-31"],
    ["fr", "2026-11-01T10:00:00Z", "2026-10-31"],
    // Midnight has just passed in Geneva (still 23:00 in London): yesterday is refused, the min follows.
    ["en", "2026-11-01T23:00:00Z", "2026-11-01"],
  ] as const)("%s at %s: a typed past date (%s) gets an inline, localized error and nothing is sent", async (language, now, typed) => {
    freezeClock(now);
    setup(language);
    const valid = language === "fr" ? VALID_FR : VALID_EN;
    fill({ ...valid, serviceDate: typed }, language);
    fireEvent.click(submitButton(language));
    await waitFor(() => expect(field("serviceDate", language)).toHaveFocus());
    expect(field("serviceDate", language)).toHaveAttribute("aria-invalid", "true");
    expect(field("serviceDate", language)).toHaveAccessibleDescription(strings[language].contact.errors.pastDate);
    expect(fetchMock).not.toHaveBeenCalled();

    // Today is fine, and the error goes away as soon as it is corrected.
    fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true, id: "x" } }));
    const today = (field("serviceDate", language) as HTMLInputElement).min;
    expect(today > typed).toBe(true);
    fill({ serviceDate: today, phone: "" }, language);
    await waitFor(() => expect(field("serviceDate", language)).toHaveAttribute("aria-invalid", "false"));
    // Today is within the booking notice: the office must be able to call, so the phone is required.
    fireEvent.click(submitButton(language));
    await waitFor(() => expect(field("phone", language)).toHaveFocus());
    expect(field("phone", language)).toHaveAccessibleDescription(typeset(strings[language].contact.errors.phoneForShortNotice, language));
    expect(fetchMock).not.toHaveBeenCalled();
    fill({ phone: "+41 79 000 00 00" }, language);
    fireEvent.click(submitButton(language));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  // Browsers' maxlength counts UTF-16 units (an emoji is 2), so the form sets none and the schema counts code points.
  it("accepts a 5,000-emoji message and refuses 5,001, in characters as the error says", async () => {
    fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true, id: "x" } }));
    setup();
    expect(field("message")).not.toHaveAttribute("maxlength");
    fill({ ...VALID_EN, message: "😀".repeat(5001) });
    fireEvent.click(submitButton());
    await waitFor(() => expect(field("message")).toHaveAccessibleDescription(format(en.contact.errors.tooLong_other, { count: 5000 })));
    expect(fetchMock).not.toHaveBeenCalled();
    fill({ message: "😀".repeat(5000) });
    fireEvent.click(submitButton());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body).message).toBe("😀".repeat(5000));
  });

  // The proof-of-work challenge (src/contact/challenge.ts): fetched on the visitor's first focus in the
  // form, worked out while they type, sent with the request; Send never waits for it more than a moment.
  describe("the challenge", () => {
    const SECRET = "a test secret of at least thirty-two characters";
    // Made as the function makes them (algorithm, expiry, signature), with a counter small enough to be solved at once.
    const newChallenge = () =>
      createChallenge({
        algorithm: CHALLENGE_ALGORITHM,
        cost: 1,
        counter: 200,
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) + 3_600,
        hmacSignatureSecret: SECRET,
      });
    // jsdom has no WebCrypto digest; the browser's solver gets Node's.
    beforeEach(() => Object.defineProperty(globalThis.crypto, "subtle", { value: webcrypto.subtle, configurable: true }));
    afterEach(() => delete (globalThis.crypto as { subtle?: unknown }).subtle);

    const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    it("is fetched on the first focus in the form, once, and not when the form appears", async () => {
      setup();
      await settle();
      expect(challengeMock).not.toHaveBeenCalled();
      act(() => field("name").focus());
      await waitFor(() => expect(challengeMock).toHaveBeenCalledTimes(1));
      expect(challengeMock.mock.calls[0][0]).toBe(CHALLENGE_ENDPOINT);
      act(() => field("email").focus());
      await settle();
      expect(challengeMock).toHaveBeenCalledTimes(1);
    });

    it("goes with the request once solved, as the function verifies it", async () => {
      const challenge = await newChallenge();
      challengeMock.mockImplementation(async () => respond({ status: 200, body: challenge }));
      fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true, id: "x", reference: "GPM-ABCDEF" } }));
      setup();
      act(() => field("name").focus());
      await waitFor(() => expect(challengeMock).toHaveBeenCalledTimes(1));
      fill(VALID_EN);
      fireEvent.click(submitButton());
      await screen.findByRole("region", { name: sentName() });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const payload = JSON.parse(fetchMock.mock.calls[0][1].body);
      expect(payload).toMatchObject({ name: VALID_EN.name, email: VALID_EN.email });
      expect(payload).not.toHaveProperty("altcha");
      const sent = JSON.parse(atob(fetchMock.mock.calls[0][1].headers.Altcha));
      expect(sent.challenge).toEqual(challenge);
      await expect(verifySolution({ challenge: sent.challenge, solution: sent.solution, deriveKey, hmacSignatureSecret: SECRET })).resolves.toMatchObject({
        verified: true,
      });
    });

    it("holds Send a moment at most when it is not solved yet, then sends without it", async () => {
      challengeMock.mockImplementation(() => new Promise(() => {}));
      fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true, id: "x", reference: "GPM-ABCDEF" } }));
      setup();
      act(() => field("name").focus());
      await waitFor(() => expect(challengeMock).toHaveBeenCalledTimes(1));
      fill(VALID_EN);
      const pressed = performance.now();
      fireEvent.click(submitButton());
      // A bound, not a stopwatch: what it rules out is Send waiting for a solution that never comes. The
      // form's own wait plus slack a busy CI machine's pauses cannot use up.
      const heldAtMost = SOLUTION_WAIT_MS + 10_000;
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), { timeout: heldAtMost });
      expect(performance.now() - pressed).toBeLessThan(heldAtMost);
      expect(JSON.parse(fetchMock.mock.calls[0][1].body)).not.toHaveProperty("altcha");
      expect(fetchMock.mock.calls[0][1].headers).not.toHaveProperty("Altcha");
      await screen.findByRole("region", { name: sentName() });
    }, 30_000);
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
    fireEvent.click(submitButton());
    await waitFor(() => expect(field("name")).toHaveFocus());
    for (const key of ["name", "email", "message"] as const) {
      expect(field(key)).toHaveAttribute("aria-invalid", "true");
      expect(field(key)).toHaveAccessibleDescription(en.contact.errors.required);
    }
    expect(field("phone")).toHaveAttribute("aria-invalid", "false");
    expect(fetchMock).not.toHaveBeenCalled();

    fill({ name: "Jane", email: "a@x.com, b@y.com", message: "Hello" });
    fireEvent.blur(field("email"));
    await waitFor(() => expect(field("email")).toHaveAccessibleDescription(en.contact.errors.email));
    fireEvent.click(submitButton());
    await waitFor(() => expect(field("email")).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("waits for the first submit before showing errors, so nothing moves under the visitor's pointer", async () => {
    setup();
    fill({ email: "jane@" });
    fireEvent.blur(field("email"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field("email")).toHaveAttribute("aria-invalid", "false");
    expect(screen.queryByText(en.contact.errors.email)).not.toBeInTheDocument();
    fireEvent.click(submitButton());
    await waitFor(() => expect(field("email")).toHaveAccessibleDescription(en.contact.errors.email));
  });

  it("shows the errors in French on the French page", async () => {
    setup("fr");
    fireEvent.click(submitButton("fr"));
    await waitFor(() => expect(field("name", "fr")).toHaveAccessibleDescription(fr.contact.errors.required));
    fill({ email: "pas-une-adresse" }, "fr");
    fireEvent.blur(field("email", "fr"));
    await waitFor(() => expect(field("email", "fr")).toHaveAccessibleDescription(fr.contact.errors.email));
    fill({ message: "x".repeat(5001) }, "fr");
    fireEvent.blur(field("message", "fr"));
    await waitFor(() => expect(field("message", "fr")).toHaveAccessibleDescription(format(fr.contact.errors.tooLong_other, { count: 5000 })));
  });

  it("posts exactly the contract's payload, shows Sending... meanwhile, then thanks and clears the form", async () => {
    let answer: (value: unknown) => void = () => {};
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    setup();
    // The service last: the date and time then take its own labels.
    fill({ ...VALID_EN, serviceDate: "2026-11-21", serviceTime: "09:30" });
    fill({ service: "vehicle-rental" });
    fireEvent.click(submitButton());

    const sending = await screen.findByRole("button", { name: en.contact.form.sending });
    expect(sending).toHaveAttribute("aria-disabled", "true");
    fireEvent.click(sending);
    // The request leaves once the challenge has given its answer (here: none offered).
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
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

    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    await act(async () => answer(respond({ status: 200, body: { ok: true, id: "abc", reference: "GPM-7K3F9Q" } })));
    // The form gives way to the confirmation panel: scrolled into view, its heading focused (announced once).
    const panel = await screen.findByRole("region", { name: sentName() });
    const title = within(panel).getByRole("heading", { name: en.contact.sent.heading });
    await waitFor(() => expect(title).toHaveFocus());
    expect(scrolled.mock.contexts).toContain(panel);
    expect(within(panel).getByText("GPM-7K3F9Q")).toBeInTheDocument();
    // The reference is a code: its figures at the letters' height, not the display face's old-style ones (and not tabular: a wide hyphen).
    expect(getComputedStyle(within(panel).getByText("GPM-7K3F9Q")).getPropertyValue("font-variant-numeric")).toBe("lining-nums");
    expect(within(panel).getByText(plural(en.contact.sent, "next", 2, "en"))).toBeInTheDocument();
    // What the reply brings and when a booking is made, in a sentence of its own.
    expect(within(panel).getByText(en.contact.sent.terms)).toBeInTheDocument();
    expect(within(panel).getByRole("link", { name: site.phones[0] })).toHaveAttribute("href", telHref(site.phones[0]));
    expect(screen.queryByRole("textbox", { name: startingWith(en.contact.form.name) })).not.toBeInTheDocument();
    // Success is said once: no toast, no live region.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    // "Send another request": an empty form, its first field focused.
    fireEvent.click(within(panel).getByRole("button", { name: en.contact.sent.again }));
    await waitFor(() => expect(field("name")).toHaveFocus());
    expect(screen.queryByRole("region", { name: sentName() })).not.toBeInTheDocument();
    expect(field("name")).toHaveValue("");
    expect(field("serviceDate")).toHaveValue("");
    expect(field("message")).toHaveValue("");
    expect(submitButton()).toBeEnabled();
  });

  it.each([
    ["en", 1],
    ["fr", 1],
    ["fr", 24],
  ] as const)("%s: the panel says when the office replies in the plural form %i hours takes", async (language, hours) => {
    fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true, id: "x", reference: "GPM-ABCDEF" } }));
    setup(language, hours);
    fill(language === "fr" ? VALID_FR : VALID_EN, language);
    fireEvent.click(submitButton(language));
    const panel = await screen.findByRole("region", { name: sentName(language) });
    expect(panel).toHaveTextContent(typeset(plural(strings[language].contact.sent, "next", hours, language), language));
  });

  it("formats the date in French and thanks in French on the French page", async () => {
    fetchMock.mockResolvedValue(respond({ status: 200, body: { ok: true, id: "x" } }));
    setup("fr");
    fill({ ...VALID_FR, serviceDate: "2026-11-21" }, "fr");
    fireEvent.click(submitButton("fr"));
    const panel = await screen.findByRole("region", { name: sentName("fr") });
    expect(within(panel).getByRole("button", { name: fr.contact.sent.again })).toBeInTheDocument();
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
    fill(VALID_FR, "fr");
    fireEvent.click(submitButton("fr"));
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText(fr.contact.toast.errorTitle)).toBeInTheDocument();
    expect(within(toast).getByText(fr.contact.toast.errorText)).toBeInTheDocument();
    // The close button speaks the page's language too (react-toastify's own says "close").
    expect(screen.getByRole("button", { name: fr.contact.toast.close })).toBeInTheDocument();
    expect(field("name", "fr")).toHaveValue(VALID_FR.name);
    expect(field("message", "fr")).toHaveValue(VALID_FR.message);
    expect(consoleError).toHaveBeenCalled();
    expect(submitButton("fr")).toBeEnabled();
    consoleError.mockRestore();
  });

  it("says when to retry and offers the phone number when rate limited", async () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => {});
    fetchMock.mockResolvedValue(respond({ status: 429, body: { error: "rate_limited", retryAfter: 90 }, headers: { "retry-after": "90" } }));
    setup();
    fill(VALID_EN);
    fireEvent.click(submitButton());
    const toast = await screen.findByRole("alert");
    expect(within(toast).getByText(en.contact.toast.errorTitle)).toBeInTheDocument();
    expect(within(toast).getByText(plural(en.contact.toast, "rateLimitedText", 2, "en"))).toBeInTheDocument();
    expect(within(toast).getByRole("link", { name: format(en.contact.toast.callUs, { phone: site.phones[0] }) })).toHaveAttribute(
      "href",
      telHref(site.phones[0]),
    );
    expect(field("name")).toHaveValue(VALID_EN.name);
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
    // Said once, whatever went wrong.
    expect(occurrences(toast.textContent ?? "", phone)).toBe(1);
    // Right under the button the visitor pressed, in the form.
    expect(submitButton().compareDocumentPosition(toast) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(toast.closest("form")).not.toBeNull();
    await runOutAutoClose(toast);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: en.contact.toast.close }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    consoleError.mockRestore();
  });

  it.each(["en", "fr"] as const)("under the submit button, one line (%s) links the Privacy Policy in the page's language", (language) => {
    setup(language);
    const texts = strings[language];
    const line = screen.getByText(texts.contact.privacyNotice.text, { exact: false });
    expect(line.compareDocumentPosition(screen.getByRole("button", { name: texts.contact.form.submit })) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    expect(within(line).getByRole("link", { name: texts.contact.privacyNotice.link })).toHaveAttribute("href", LEGAL_PATHS.privacy[language]);
  });
});
