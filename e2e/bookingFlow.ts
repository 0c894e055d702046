import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import PostalMime from "postal-mime";
import { E2E } from "./env";
import { officeMail, outboxFiles } from "./helpers";
import { STRINGS } from "./languages";
import rates from "../content/rates.json";
import { fareId, findFare, type FareRates } from "../src/booking/catalogue/fareIds";
import { officeLanguage, officeTexts } from "../src/booking/mail/officeTexts";
import { EMPTY_DETAILS, EMPTY_FORM, toPayload, todayIso } from "../src/booking/request/payload";
import type { Language } from "../src/i18n/languages";

/**
 * A booking as the office and the guest see it, for e2e/booking-office.spec.ts and its screenshots: a request
 * at the published price, the e-mails of this worker's outbox, and the links they carry.
 */
export const FARE = findFare(rates as unknown as FareRates, fareId(rates.transfers[1].id, rates.classes[1].id))!;
export const DAY = todayIso(new Date(Date.now() + 60 * 86_400_000));
export const TIME = "14:30";
export const PICKUP = "Hôtel Beau-Rivage, Quai du Mont-Blanc 13";
export const OFFICE = officeLanguage();
export const office = STRINGS[OFFICE].booking.page;
export const officeWords = officeTexts(OFFICE);
/** How long the worker may take to deliver a message, and how long to wait for one that must not come. */
export const DELIVERED_MS = 30_000;
export const SETTLE_MS = 2_500;

export type Mail = Awaited<ReturnType<typeof PostalMime.parse>>;

/** The e-mails that arrived in this worker's outbox since `before`. */
export async function mailsSince(before: string[]): Promise<Mail[]> {
  const added = (await outboxFiles()).filter((name) => !before.includes(name));
  return Promise.all(added.map(async (name) => PostalMime.parse(await readFile(path.join(E2E.outboxDir, name)))));
}
export const to = (mail: Mail, address: string) => mail.to?.some((entry) => entry.address === address) ?? false;

/** Waits for exactly `count` e-mails to `address` since `before`, then makes sure no other one follows. */
export async function mailsTo(address: string, before: string[], count: number): Promise<Mail[]> {
  await expect.poll(async () => (await mailsSince(before)).filter((mail) => to(mail, address)).length, { timeout: DELIVERED_MS }).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const mails = (await mailsSince(before)).filter((mail) => to(mail, address));
  expect(mails).toHaveLength(count);
  return mails;
}

/**
 * A transfer at the published price, posted as the form posts it (src/contact/client.ts: JSON, an
 * Idempotency-Key; without the proof of work, so the guest gets no acknowledgement and every e-mail the
 * guest receives here is the flow's own). Its id and reference, the guest's address and the office's e-mail.
 */
export async function book(request: APIRequestContext, language: Language) {
  const email = `guest.${language}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const payload = toPayload(
    {
      ...EMPTY_FORM,
      name: "Élise Haddad",
      email,
      phone: "+41 79 555 12 12",
      service: "private-transport",
      serviceDate: DAY,
      serviceTime: TIME,
      details: {
        ...EMPTY_DETAILS,
        pickupPlace: FARE.from.id,
        destinationPlace: FARE.to.id,
        vehicleClass: FARE.vehicleClass.id,
        passengers: 2,
        pickup: PICKUP,
      },
    },
    language,
  );
  const before = await outboxFiles();
  const response = await request.post("/api/send-contact-email", {
    headers: { "Content-Type": "application/json", Accept: "application/json", "Idempotency-Key": crypto.randomUUID() },
    data: payload,
  });
  expect(response.status()).toBe(200);
  const { id, reference } = (await response.json()) as { id: string; reference: string };
  const mail = await officeMail(before);
  expect(mail.subject).toContain(reference);
  return { id, reference, email, officeMail: mail, officeAddress: mail.to![0].address! };
}

/** A link of an e-mail as a path on this server (the e-mails name the site's public address). */
export const local = (href: string) => {
  const url = new URL(href);
  return `${url.pathname}${url.hash}`;
};

/** The office e-mail's three actions, read by their labels (content) from its text part: `Label: URL`. */
export function officeLinks(mail: Mail) {
  const find = (label: string) => {
    const line = (mail.text ?? "").split("\n").find((candidate) => candidate.startsWith(`${label}: `));
    expect(line, `the office's e-mail has a "${label}" link`).toBeDefined();
    return local(line!.slice(label.length + 2).trim());
  };
  return { confirm: find(officeWords.actions.confirm), propose: find(officeWords.actions.propose), decline: find(officeWords.actions.decline) };
}

/** The guest's status link in an e-mail: its HTML's link to /booking/guest/. */
export function statusLink(mail: Mail): string {
  const href = /href="([^"]*\/booking\/guest\/[^"#]*)"/.exec(mail.html ?? "")?.[1];
  expect(href, "the e-mail links the guest's status page").toBeDefined();
  return local(href!);
}
