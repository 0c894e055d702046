import type { SendMailOptions } from "nodemailer";
import en from "../../content/locales/en/translation.json";
import type { ContactConfig } from "./config";
import type { ContactRequest } from "./schema";
import { bodyText, headerText } from "./text";

/** The e-mail goes to the company, so labels are in the site's default language (English). */
const labels = en.contact.form;
const serviceLabels: Record<string, string | undefined> = en.contact.form.options;
const languageNames: Record<string, string | undefined> = en.language;

export const REQUEST_ID_HEADER = "X-Contact-Request-Id";
const TIME_ZONE = "Europe/Zurich";

export interface MessageInput {
  id: string;
  request: ContactRequest;
  receivedAt: Date;
  config: Pick<ContactConfig, "to" | "from" | "fromName">;
}

export function buildMessage({ id, request, receivedAt, config }: MessageInput): SendMailOptions {
  const rows = messageRows(request, receivedAt);
  const service = serviceLabel(request.service ?? "");
  return {
    // The envelope is spelled out so that no header value can ever add a recipient.
    envelope: { from: config.from, to: [config.to] },
    from: { name: config.fromName, address: config.from },
    to: config.to,
    // An address object: the name is encoded, never pasted into the header (see compose.ts).
    replyTo: { name: headerText(request.name), address: request.email },
    // Every part goes through headerText, even our own label: one rule for whatever reaches a header.
    subject: ["Contact request", service, request.name].map(headerText).filter(Boolean).join(" — "),
    messageId: `<${id}@${domainOf(config.from)}>`,
    date: receivedAt,
    headers: { [REQUEST_ID_HEADER]: id },
    text: renderText(rows, id),
    html: renderHtml(rows, id),
  };
}

type Row = [label: string, value: string];

/**
 * Values in the bodies lose the characters headerText drops too, except line breaks and tabs: a
 * right-to-left override would otherwise make the office read "Bob exe.png" where the visitor sent
 * "Bob gnp.exe", in the text part and in the HTML part alike. Right-to-left scripts themselves are
 * untouched; only the invisible controls that reorder or hide text go.
 */
function messageRows(request: ContactRequest, receivedAt: Date): Row[] {
  const rows: Row[] = [
    [labels.name, request.name],
    [labels.email, request.email],
    [labels.phone, request.phone ?? ""],
    [labels.service, serviceLabel(request.service ?? "")],
    [labels.serviceDate, request.serviceDate ?? ""],
    [labels.serviceTime, request.serviceTime ?? ""],
    [labels.message, request.message],
    ["Language", languageNames[request.language || "en"] ?? request.language],
    ["Received", formatReceived(receivedAt)],
  ];
  return rows.map(([label, value]) => [label, bodyText(value)]);
}

function renderText(rows: Row[], id: string): string {
  const lines = rows.map(([label, value]) =>
    value.includes("\n") ? `${label}:\n${value}\n` : `${label}: ${value || "—"}`,
  );
  return `New contact request from the website.\n\n${lines.join("\n")}\n\nRequest id: ${id}\n`;
}

function renderHtml(rows: Row[], id: string): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value || "—")}</td></tr>`,
    )
    .join("\n");
  return (
    `<!doctype html><html><body style="font-family:sans-serif">` +
    `<p>New contact request from the website.</p>\n<table>\n${body}\n</table>\n` +
    `<p style="color:#666">Request id: ${escapeHtml(id)}</p></body></html>`
  );
}

export function serviceLabel(service: string): string {
  return service ? (serviceLabels[service] ?? service) : "";
}

let receivedFormat: Intl.DateTimeFormat | undefined;
export function formatReceived(date: Date): string {
  // Made once: see LONG_DATE_FORMATS in payload.ts.
  receivedFormat ??= new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "long", timeZone: TIME_ZONE });
  return receivedFormat.format(date);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1);
}
