import type { SendMailOptions } from "nodemailer";
import en from "../../content/locales/en/translation.json";
import type { ContactConfig } from "./config";
import type { ContactRequest } from "./schema";

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
    // An address object lets nodemailer encode the visitor's name instead of pasting it into a header.
    replyTo: { name: oneLine(request.name), address: request.email },
    subject: ["Contact request", service, oneLine(request.name)].filter(Boolean).join(" — "),
    messageId: `<${id}@${domainOf(config.from)}>`,
    date: receivedAt,
    headers: { [REQUEST_ID_HEADER]: id },
    text: renderText(rows, id),
    html: renderHtml(rows, id),
  };
}

type Row = [label: string, value: string];

function messageRows(request: ContactRequest, receivedAt: Date): Row[] {
  return [
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

export function formatReceived(date: Date): string {
  return new Intl.DateTimeFormat("en-GB", { dateStyle: "full", timeStyle: "long", timeZone: TIME_ZONE }).format(date);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

// The schema already refuses line breaks in the name; other control characters have no place in a header either.
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf("@") + 1);
}
