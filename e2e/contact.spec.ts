import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import PostalMime from "postal-mime";
import { E2E } from "./env";
import { hydrated, outboxFiles } from "./helpers";
import en from "../content/locales/en/translation.json";
import fr from "../content/locales/fr/translation.json";
import { escapeRegExp, serviceTitle } from "../__tests__/support/content";
import { formatWhen, replyLanguage } from "../src/booking/mail/message";
import { officeLanguage, officeTexts } from "../src/booking/mail/officeTexts";
import { labelled } from "../src/i18n/labelled";

async function fillForm(page: Page, t: typeof en, values: { name: string; email: string; phone: string; service: string; message: string }) {
  // The form's code arrives as the section comes into view; the button is enabled once it has.
  await expect(page.getByRole("button", { name: t.contact.form.submit })).toBeEnabled();
  await page.getByLabel(t.contact.form.name).fill(values.name);
  await page.getByLabel(t.contact.form.email).fill(values.email);
  await page.getByLabel(t.contact.form.phone).fill(values.phone);
  // The date and time before the service, which gives them its own labels.
  await page.getByLabel(t.contact.form.serviceDate).fill("2031-06-15");
  await page.getByLabel(t.contact.form.serviceTime).fill("14:45");
  await page.getByLabel(t.contact.form.service).selectOption(values.service);
  await page.getByLabel(t.contact.form.message).fill(values.message);
}

test.beforeAll(async () => {
  await rm(E2E.outboxDir, { recursive: true, force: true });
});

const cases = [
  { lang: "en", path: "/", t: en, name: "Jane <b>Doe</b>", service: "private-transport", label: serviceTitle("private-transport") },
  { lang: "fr", path: "/fr/", t: fr, name: "Jean Dupont", service: "vehicle-rental", label: serviceTitle("vehicle-rental") },
] as const;

for (const c of cases) {
  test(`a visitor sends a request from ${c.path} and it lands in the outbox`, async ({ page }) => {
    // A mailbox of its own each time (a retry, another run on the same data folder): the caps count a mailbox
    // whatever its +tag, so the address differs before the @.
    const visitor = `visitor.${c.lang}.${Date.now()}@example.com`;
    const before = await outboxFiles();
    await page.goto(`${c.path}#contact`);
    await hydrated(page);
    const message = `Geneva airport to Verbier, 3 passengers (${c.lang} ${Date.now()})`;
    await fillForm(page, c.t, { name: c.name, email: visitor, phone: "+41 79 555 12 12", service: c.service, message });
    const submit = page.getByRole("button", { name: c.t.contact.form.submit });
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-contact-email"));
    await submit.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    // Solved while the form was filled, or sent without after a moment's wait: an acknowledgement only with a solution.
    const solved = typeof (await response.request().allHeaders())["altcha"] === "string";

    const panel = page.getByRole("region", { name: c.t.contact.sent.title });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(c.t.contact.sent.next_other.replace("{{count}}", "2"));

    // The office's message, and the visitor's acknowledgement when the request carried a solution.
    await expect.poll(async () => (await outboxFiles()).length, { timeout: 20_000 }).toBe(before.length + (solved ? 2 : 1));
    const added = (await outboxFiles()).filter((name) => !before.includes(name));
    const mails = await Promise.all(added.map(async (name) => PostalMime.parse(await readFile(path.join(E2E.outboxDir, name)))));
    const parsed = mails.find((mail) => mail.to?.some((to) => to.address !== visitor))!;
    expect(mails.filter((mail) => mail.to?.some((to) => to.address === visitor))).toHaveLength(solved ? 1 : 0);
    expect(parsed.replyTo?.[0]).toMatchObject({ address: visitor });
    expect(parsed.text).toContain(message);
    // The day and time as the office's language writes them, whatever the visitor's.
    expect(parsed.text).toContain(formatWhen("2031-06-15", "14:45", "long"));
    expect(parsed.text).toContain("+41 79 555 12 12");
    // The e-mail is written for the company, in the office's language, and names the language to reply in (in the
    // client's own words too).
    expect(parsed.subject).toContain(c.label);
    const office = officeLanguage();
    expect(parsed.text).toMatch(
      new RegExp(`${escapeRegExp(labelled(officeTexts(office).mail.labels.replyIn, office))}\\s+.*${escapeRegExp(replyLanguage(c.lang))}`),
    );
    // The visitor's markup arrives as text, never as HTML.
    expect(parsed.html).toContain(c.name.replace(/</g, "&lt;").replace(/>/g, "&gt;"));
  });
}

test("when delivery fails the visitor keeps their values and sees the error toast", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await page.goto(`${E2E.failingBaseURL}/fr/#contact`);
  await hydrated(page);
  await fillForm(page, fr, { name: "Jean Dupont", email: "jean@example.ch", phone: "", service: "other", message: "Un transfert vers Zermatt." });
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/send-contact-email"));
  await page.getByRole("button", { name: fr.contact.form.submit }).click();
  await expect(page.getByRole("button", { name: fr.contact.form.sending })).toBeDisabled();
  const response = await answered;
  expect(response.status()).toBe(502);
  expect(await response.json()).toMatchObject({ error: "delivery_failed" });

  const toast = page.getByRole("alert").filter({ hasText: fr.contact.toast.errorTitle });
  await expect(toast).toContainText(fr.contact.toast.errorText);
  await expect(page.getByLabel(fr.contact.form.name)).toHaveValue("Jean Dupont");
  await expect(page.getByLabel(fr.contact.form.message)).toHaveValue("Un transfert vers Zermatt.");
  await expect(page.getByLabel(fr.contact.form.serviceDate)).toHaveValue("2031-06-15");
  await expect(page.getByRole("button", { name: fr.contact.form.submit })).toBeEnabled();
  expect(errors.some((e) => e.includes("Contact request failed"))).toBe(true);
});

test("invalid input is explained inline, in the page's language, and nothing is sent", async ({ page }) => {
  let posted = 0;
  page.on("request", (request) => request.url().endsWith("/api/send-contact-email") && posted++);
  await page.goto("/fr/#contact");
  await hydrated(page);
  await expect(page.getByRole("button", { name: fr.contact.form.submit })).toBeEnabled();
  await page.getByLabel(fr.contact.form.email).fill("jean@");
  await page.getByRole("button", { name: fr.contact.form.submit }).click();
  await expect(page.getByLabel(fr.contact.form.name)).toBeFocused();
  await expect(page.getByLabel(fr.contact.form.name)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(fr.contact.errors.required).first()).toBeVisible();
  await expect(page.getByText(fr.contact.errors.email)).toBeVisible();
  expect(posted).toBe(0);
});

// The date picker stops at today (`min`), but a date typed with the keyboard does not: the shared
// schema refuses it inline, in the page's language, and nothing is posted. Typed digit by digit into
// the browser's own date field; 1 January reads the same in day-first and month-first formats.
const typedDates = [
  { path: "/", t: en },
  { path: "/fr/", t: fr },
] as const;
for (const c of typedDates) {
  test.describe(`a past date typed on ${c.path}`, () => {
    test.use({ timezoneId: "Europe/Zurich" });
    test("is refused inline and nothing is sent", async ({ page }) => {
      let posted = 0;
      page.on("request", (request) => request.url().endsWith("/api/send-contact-email") && posted++);
      await page.goto(`${c.path}#contact`);
      await hydrated(page);
      await fillForm(page, c.t, { name: "Jane Doe", email: "jane@example.com", phone: "", service: "other", message: "Airport transfer." });
      const date = page.getByLabel(c.t.contact.form.serviceDate);
      await date.fill("");
      await date.focus();
      await page.keyboard.type("01012021");
      await expect(date).toHaveValue("2021-01-01");
      await page.getByRole("button", { name: c.t.contact.form.submit }).click();
      await expect(date).toBeFocused();
      await expect(date).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(c.t.contact.errors.pastDate)).toBeVisible();
      expect(posted).toBe(0);
    });
  });
}
