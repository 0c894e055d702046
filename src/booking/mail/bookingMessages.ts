import type { SendMailOptions } from "nodemailer";
import type { Booking } from "../bookings/booking";
import { bookingRows, fill, genevaText, OFFICE_PHONE, officeLanguage, pageTexts, proposalRows, type Row } from "../bookings/view";
import type { ContactConfig } from "../config";
import { headerText } from "../request/text";

/**
 * The e-mails of the booking's changes, plain text: the guest's confirmation, proposal and decline in the
 * booking's language, and the office's notice of a cancellation in the office's. A fixed template fed only
 * with the booking's validated values and the office's choices; its words are content (`booking.page.*`).
 */
export interface GuestLinks {
  status: string;
  accept?: string;
  refuse?: string;
}

export interface OfficeLinks {
  confirm: string;
  propose: string;
  decline: string;
}

type MailConfig = Pick<ContactConfig, "from" | "fromName" | "to">;

const AUTO_SUBMITTED = { "Auto-Submitted": "auto-generated" };
const lines = (rows: Row[]) => rows.map((row) => `${row.label}: ${row.value}`);

function toGuest(booking: Booking, links: GuestLinks, config: MailConfig, extra: string[]): SendMailOptions {
  const texts = pageTexts(booking.language);
  const status = texts.status[booking.status];
  const text = [
    status,
    "",
    texts.statusText[booking.status],
    "",
    ...lines(bookingRows(booking, booking.language)),
    ...extra,
    "",
    texts.mail.statusLink,
    links.status,
    "",
    fill(texts.call, { phone: OFFICE_PHONE }),
    "",
    config.fromName,
  ].join("\n");
  return {
    envelope: { from: config.from, to: [booking.request.email] },
    from: { name: config.fromName, address: config.from },
    to: { name: "", address: booking.request.email },
    replyTo: { name: config.fromName, address: config.to },
    subject: headerText(fill(texts.mail.subject, { brand: config.fromName, status, reference: booking.reference })),
    headers: { ...AUTO_SUBMITTED },
    text: `${text}\n`,
  };
}

export function buildConfirmation(booking: Booking, links: GuestLinks, config: MailConfig): SendMailOptions {
  return toGuest(booking, links, config, booking.proposal ? ["", ...lines(proposalRows(booking, booking.language))] : []);
}

export function buildProposal(booking: Booking, links: GuestLinks, config: MailConfig): SendMailOptions {
  const texts = pageTexts(booking.language);
  return toGuest(booking, links, config, ["", texts.mail.proposal, ...lines(proposalRows(booking, booking.language))]);
}

export function buildDecline(booking: Booking, links: GuestLinks, config: MailConfig): SendMailOptions {
  const texts = pageTexts(booking.language);
  const reason = booking.decline ? [`${texts.labels.reason}: ${texts.declineReasons[booking.decline.reason]}`] : [];
  return toGuest(booking, links, config, reason);
}

export function buildCancellationNotice(booking: Booking, config: MailConfig): SendMailOptions {
  const language = officeLanguage();
  const texts = pageTexts(language);
  const status = texts.status[booking.status];
  const text = [
    fill(texts.mail.noticeSubject, { reference: booking.reference, status }),
    "",
    ...lines(bookingRows(booking, language)),
    `${texts.labels.guest}: ${booking.request.name} <${booking.request.email}> ${booking.request.phone ?? ""}`.trim(),
    booking.cancelledAt ? `${texts.labels.history}: ${genevaText(booking.cancelledAt)}` : "",
  ].join("\n");
  return {
    envelope: { from: config.from, to: [config.to] },
    from: { name: config.fromName, address: config.from },
    to: { name: "", address: config.to },
    replyTo: { name: "", address: booking.request.email },
    subject: headerText(fill(texts.mail.noticeSubject, { reference: booking.reference, status })),
    headers: { ...AUTO_SUBMITTED },
    text: `${text}\n`,
  };
}
