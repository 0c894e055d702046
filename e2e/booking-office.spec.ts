import { expect, test, type Locator, type Page } from "@playwright/test";
import { book, DAY, FARE, local, mailsSince, mailsTo, office, OFFICE, officeLinks, officeWords, SETTLE_MS, statusLink, TIME, to } from "./bookingFlow";
import { axeViolations, outboxFiles } from "./helpers";
import { STRINGS } from "./languages";
import { escapeHtml } from "../src/booking/mail/html";
import { languageForOffice } from "../src/booking/mail/officeTexts";
import { DEFAULT_LANGUAGE, type Language } from "../src/i18n/languages";
import { fillPlaceholders } from "../src/i18n/placeholders";
import { formatChf } from "../src/i18n/prices";

/**
 * Issue 38 as the office and the guest live it, against the production server and its outbox, on a phone
 * (touch, 390×844, device scale 3, taps), in English, French and Arabic: a request posted to the function as
 * the form posts it (e2e/booking.spec.ts walks the form itself), the office's e-mail and its three links;
 * opening any link changes nothing; Confirm with a chauffeur sends the guest one confirmation in the request's
 * language with its calendar file, and the guest's page cancels it inside the free window, the office told
 * once; Propose a change is accepted by the guest from the proposal's link; Decline sends the decline. A
 * tampered link shows nothing and changes nothing. The office's and the guest's pages have no axe violation.
 * Every word is read from content, every amount from the rates.
 */
const LANGUAGES = ["en", "fr", "ar"] as const satisfies readonly Language[];
/** An amount as the e-mails' text writes it: one line of plain text, without the page's bidi isolates. */
const mailedChf = (amount: number, language: Language) => formatChf(amount, language).replace(/[\u2066-\u2069]/g, "");

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3, timezoneId: "Europe/Zurich" });

/** The page's form whose button is `action`. */
const formOf = (page: Page, action: string): Locator => page.locator("form").filter({ has: page.getByRole("button", { name: action, exact: true }) });

async function typeInto(field: Locator, text: string) {
  await field.tap();
  await field.page().keyboard.type(text);
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

/** The page's status badge, in the page's language. */
const statusOf = (page: Page) => page.locator("p.status");

for (const language of LANGUAGES) {
  const guest = STRINGS[language].booking;
  const dir = language === "ar" ? "rtl" : "ltr";

  test.describe(`${language}`, () => {
    test(`${language}: opening the links changes nothing; Confirm with a chauffeur sends one confirmation with its calendar file; the guest cancels inside the window and the office is told once`, async ({
      page,
    }) => {
      test.slow();
      const { reference, email, officeMail: mail, officeAddress } = await book(page.request, language);
      const links = officeLinks(mail);
      // The office's e-mail says which language the guest is answered in.
      expect(mail.text).toContain(fillPlaceholders(officeWords.actions.guestLanguage, { language: languageForOffice(language, OFFICE) }));

      // Mail scanners open every link: nothing changes, nothing is sent.
      const beforeLooks = await outboxFiles();
      for (const link of Object.values(links)) {
        const response = await page.request.get(link);
        expect(response.status()).toBe(200);
        expect(response.headers()["referrer-policy"]).toBe("no-referrer");
        expect(response.headers()["x-robots-tag"]).toMatch(/noindex/);
      }
      await page.goto(links.confirm);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
      await expect(statusOf(page)).toHaveText(office.status.received);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(await mailsSince(beforeLooks)).toEqual([]);
      await expectNoViolations(page);

      // Confirm, with the chauffeur: typed and tapped on the phone.
      const confirm = formOf(page, office.actions.confirm);
      await expect(confirm.getByLabel(office.labels.total, { exact: true })).toBeVisible();
      await typeInto(confirm.getByLabel(office.labels.chauffeur, { exact: true }), "Luc Martin");
      await typeInto(confirm.getByLabel(office.labels.mobile, { exact: true }), "+41 79 555 66 77");
      const beforeConfirm = await outboxFiles();
      await confirm.getByRole("button", { name: office.actions.confirm, exact: true }).tap();
      await expect(page.getByRole("status")).toHaveText(office.done);
      await expect(statusOf(page)).toHaveText(office.status.confirmed);
      await expect(page.locator("dl")).toContainText("Luc Martin");
      await expectNoViolations(page);

      // One confirmation, in the request's language, the stored total, the chauffeur, one event in Geneva time.
      const [confirmation] = await mailsTo(email, beforeConfirm, 1);
      expect(confirmation.subject).toContain(reference);
      expect(confirmation.text).toContain(guest.mail.confirmation.title);
      expect(confirmation.html).toContain(`lang="${language}" dir="${dir}"`);
      expect(confirmation.text).toContain(mailedChf(FARE.amount, language));
      expect(confirmation.text).toContain("Luc Martin");
      const calendars = confirmation.attachments.filter((file) => file.filename?.endsWith(".ics"));
      expect(calendars).toHaveLength(1);
      const content = calendars[0].content;
      const ics = (typeof content === "string" ? content : new TextDecoder().decode(content)).replace(/\r\n[ \t]/g, "");
      expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
      expect(ics).toMatch(new RegExp(`DTSTART;TZID=Europe/Zurich:${DAY.replaceAll("-", "")}T${TIME.replace(":", "")}00`));
      expect(ics).toContain("Beau-Rivage");

      // The office opens the link again: confirmed, no form left, nothing more sent.
      const beforeAgain = await outboxFiles();
      await page.goto(links.confirm);
      await expect(page.locator("form")).toHaveCount(0);
      await expect(statusOf(page)).toHaveText(office.status.confirmed);
      expect(await mailsSince(beforeAgain)).toEqual([]);

      // The guest opens the status link from the confirmation: confirmed, in their language and direction.
      const status = await page.context().newPage();
      await status.goto(statusLink(confirmation));
      await expect(status.locator("html")).toHaveAttribute("lang", language);
      await expect(status.locator("html")).toHaveAttribute("dir", dir);
      await expect(statusOf(status)).toHaveText(guest.page.status.confirmed);
      await expect(status.getByRole("heading", { level: 1 })).toContainText(reference);
      await expectNoViolations(status);
      // Inside the free window: the guest cancels with one tap; the office is told once.
      const beforeCancel = await outboxFiles();
      await status.getByRole("button", { name: guest.page.actions.cancel, exact: true }).tap();
      await expect(statusOf(status)).toHaveText(guest.page.status.cancelled);
      await expect(status.getByRole("button")).toHaveCount(0);
      await expectNoViolations(status);
      const [notice] = await mailsTo(officeAddress, beforeCancel, 1);
      expect(notice.subject).toContain(reference);
      expect(notice.subject).toContain(officeWords.cancellation.subject);
      expect((await mailsSince(beforeCancel)).filter((sent) => to(sent, email))).toEqual([]);
    });

    test(`${language}: Propose a change, the guest accepts it from the proposal's link, one confirmation at the proposed total`, async ({ page }) => {
      test.slow();
      const { reference, email, officeMail: mail } = await book(page.request, language);
      await page.goto(officeLinks(mail).propose);
      const propose = formOf(page, office.actions.propose);
      await typeInto(propose.getByLabel(office.labels.total, { exact: true }), "210");
      await propose.getByLabel(office.labels.time, { exact: true }).fill("16:00");
      await propose.getByRole("combobox", { name: office.labels.reason }).selectOption({ label: office.proposalReasons.timeUnavailable });
      const beforeProposal = await outboxFiles();
      await propose.getByRole("button", { name: office.actions.propose, exact: true }).tap();
      await expect(statusOf(page)).toHaveText(office.status.proposed);

      const [proposal] = await mailsTo(email, beforeProposal, 1);
      expect(proposal.subject).toContain(reference);
      expect(proposal.text).toContain(guest.mail.proposal.title);
      expect(proposal.text).toContain(guest.mail.proposalReasons.timeUnavailable);
      expect(proposal.text).toContain(mailedChf(210, language));
      // The guest's answer: its "Accept" button in the e-mail opens the status page at the answers.
      const accept = /<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g;
      const buttons = [...(proposal.html ?? "").matchAll(accept)].map((found) => ({ href: found[1].replaceAll("&amp;", "&"), label: found[2] }));
      const acceptLink = buttons.find((button) => button.label === escapeHtml(guest.mail.proposal.accept));
      expect(acceptLink, "the proposal has an Accept button").toBeDefined();

      const status = await page.context().newPage();
      await status.goto(local(acceptLink!.href));
      await expect(status.locator("html")).toHaveAttribute("dir", dir);
      await expect(statusOf(status)).toHaveText(guest.page.status.proposed);
      await expect(status.locator("dl").last()).toContainText(formatChf(210, language));
      await expectNoViolations(status);
      const beforeAccept = await outboxFiles();
      await status.getByRole("button", { name: guest.page.actions.accept, exact: true }).tap();
      await expect(statusOf(status)).toHaveText(guest.page.status.confirmed);
      const [confirmation] = await mailsTo(email, beforeAccept, 1);
      expect(confirmation.text).toContain(guest.mail.confirmation.title);
      expect(confirmation.text).toContain(mailedChf(210, language));
      expect(confirmation.attachments.filter((file) => file.filename?.endsWith(".ics"))).toHaveLength(1);
    });

    test(`${language}: Decline sends one decline e-mail; a tampered link shows nothing of the request and changes nothing`, async ({ page }) => {
      test.slow();
      const { reference, email, officeMail: mail } = await book(page.request, language);
      const links = officeLinks(mail);

      // One character of the signature changed: the plain page, a 404, nothing of the request; its POST changes nothing.
      const [pathName, fragment] = links.decline.split("#");
      const at = pathName.length - 10;
      const tampered = `${pathName.slice(0, at)}${pathName[at] === "A" ? "B" : "A"}${pathName.slice(at + 1)}`;
      const beforeTampered = await outboxFiles();
      const response = await page.goto(`${tampered}#${fragment}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(STRINGS[DEFAULT_LANGUAGE].booking.page.notFound.title);
      expect(await page.content()).not.toContain(reference);
      await expect(page.locator("form")).toHaveCount(0);
      const posted = await page.request.post(tampered, {
        headers: { Origin: new URL(page.url()).origin },
        form: { action: "decline", reason: "fullyBooked" },
      });
      expect(posted.status()).toBe(404);
      expect(await posted.text()).not.toContain(reference);
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      expect(await mailsSince(beforeTampered)).toEqual([]);

      // The real link: still undecided, then declined from its form.
      await page.goto(links.decline);
      await expect(statusOf(page)).toHaveText(office.status.received);
      const decline = formOf(page, office.actions.decline);
      await decline.getByRole("combobox", { name: office.labels.reason }).selectOption({ label: office.declineReasons.fullyBooked });
      const beforeDecline = await outboxFiles();
      await decline.getByRole("button", { name: office.actions.decline, exact: true }).tap();
      await expect(statusOf(page)).toHaveText(office.status.declined);
      const [declined] = await mailsTo(email, beforeDecline, 1);
      expect(declined.subject).toContain(reference);
      expect(declined.text).toContain(guest.mail.decline.title);
      expect(declined.text).toContain(guest.mail.declineReasons.fullyBooked);
      expect(declined.html).toContain(`dir="${dir}"`);

      const status = await page.context().newPage();
      await status.goto(statusLink(declined));
      await expect(statusOf(status)).toHaveText(guest.page.status.declined);
      await expect(status.getByRole("button")).toHaveCount(0);
    });
  });
}
