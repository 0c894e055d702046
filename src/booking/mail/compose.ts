import nodemailer, { type SendMailOptions } from "nodemailer";
import { encodeWord } from "nodemailer/lib/mime-funcs";

export interface Mailbox {
  name: string;
  address: string;
}

/**
 * The raw message, as it is handed to the SMTP server or written to the outbox.
 *
 * nodemailer writes a printable-ASCII display name as a quoted string, so a visitor who types
 * `=?utf-8?B?SGk=?=` gets `Reply-To: "=?utf-8?B?SGk=?=" <…>`, and the common mail clients decode an
 * encoded word even inside quotes: the office would read "Hi", something the visitor never typed.
 * nodemailer offers no way to pass an address header pre-formatted (it refuses `prepared` for them),
 * so the message is composed with a bare Reply-To address and that one line is then replaced by the
 * same mailbox with its name always written as RFC 2047 encoded words, which every client decodes
 * exactly once. (The Subject needs none of this: nodemailer already encodes look-alikes there.)
 */
export async function composeMessage(message: SendMailOptions, replyTo: Mailbox | undefined, newline: "unix" | "windows"): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline });
  const info = await transport.sendMail(replyTo ? { ...message, replyTo: replyTo.address } : message);
  const raw = info.message as Buffer;
  return replyTo ? withReplyTo(raw, replyTo, newline === "windows" ? "\r\n" : "\n") : raw;
}

function withReplyTo(raw: Buffer, { name, address }: Mailbox, eol: string): Buffer {
  const text = raw.toString("utf8");
  const headerEnd = text.indexOf(`${eol}${eol}`);
  const headers = text.slice(0, headerEnd);
  // The header with its folded continuation lines, if nodemailer folded a long address.
  const line = new RegExp(`(^|${eol})Reply-To:[^\\r\\n]*(?:${eol}[ \\t][^\\r\\n]*)*(?=${eol}|$)`, "i");
  const match = line.exec(headers);
  // Fail loudly rather than send a message whose Reply-To was dropped or doubled.
  if (!match || line.test(headers.slice(match.index + match[0].length))) {
    throw new Error("composed message does not have exactly one Reply-To header");
  }
  const mailbox = name ? `${displayName(name, eol)} <${address}>` : address;
  const replaced = headers.slice(0, match.index) + `${match[1]}Reply-To: ${mailbox}` + headers.slice(match.index + match[0].length);
  return Buffer.concat([Buffer.from(replaced, "utf8"), raw.subarray(Buffer.byteLength(headers, "utf8"))]);
}

// Letters, digits and spaces stay readable; anything else becomes encoded words (at most 75 characters
// each), one per folded line, since whitespace between encoded words is not part of the name.
function displayName(name: string, eol: string): string {
  if (/^[A-Za-z0-9]+(?: [A-Za-z0-9]+)*$/.test(name)) return name;
  return encodeWord(name, "Q", 52).split(" ").join(`${eol} `);
}
