import { randomBytes } from "node:crypto";
import { link, mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import { composeMessage, type Mailbox } from "./compose";
import type { DeliveryMode } from "./config";

/** The message could not be handed over; the caller answers 502 and must not report it as sent. */
export class DeliveryError extends Error {
  readonly name = "DeliveryError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export type DeliveryReceipt = { kind: "smtp"; response: string } | { kind: "outbox"; file: string; existed: boolean };

/** One stored request's e-mail, as composed when it was accepted: the same bytes on every attempt. */
export interface OutgoingMessage {
  id: string;
  reference: string;
  receivedAt: Date;
  envelope: { from: string; to: string[] };
  /** CRLF line ends, as SMTP wants them. */
  raw: Buffer;
}

/**
 * One delivery attempt. SMTP_TIMEOUT_MS bounds every step (connect, greeting, each reply) AND the
 * whole attempt: a server that answers every step slowly but is never idle cannot hold it open longer.
 */
export async function deliver(message: OutgoingMessage, mode: DeliveryMode): Promise<DeliveryReceipt> {
  switch (mode.kind) {
    case "smtp":
      return sendSmtp(message, mode.url, mode.timeoutMs);
    case "outbox":
      return writeOutbox(message, mode.dir);
    case "misconfigured":
      throw new DeliveryError(mode.reason);
  }
}

// One transport per attempt, deliberately not pooled: attempts are minutes apart, and a pooled
// connection would outlive the deadline that closes this one.
async function sendSmtp(message: OutgoingMessage, url: string, timeoutMs: number): Promise<DeliveryReceipt> {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    // The signal closes the connection at the deadline, whatever step it is in.
    const info = await transport.sendMail({ envelope: message.envelope, raw: message.raw, signal: AbortSignal.timeout(timeoutMs) });
    // Zero recipients accepted means nobody gets the message, even if the server said "250" to DATA.
    if (info.accepted.length === 0) throw new Error(`no recipient accepted: ${info.response}`);
    return { kind: "smtp", response: info.response };
  } catch (error) {
    // nodemailer reports the signal as EABORT; the deadline is the only signal we give it.
    const timedOut = (error as { code?: string }).code === "EABORT";
    throw new DeliveryError(`SMTP delivery failed: ${timedOut ? `no complete answer within ${timeoutMs} ms` : describe(error)}`, { cause: error });
  } finally {
    transport.close();
  }
}

// Without SMTP the message is kept as a complete .eml file, the very bytes SMTP would carry (with the
// system's line ends). Its name comes from the request alone, so a second attempt after a crash finds
// the file already there instead of writing a second copy; it is written under a temporary name and
// linked into place, so anything watching the folder only ever sees whole files.
async function writeOutbox(message: OutgoingMessage, dir: string): Promise<DeliveryReceipt> {
  const stamp = message.receivedAt.toISOString().replace(/[:.]/g, "-");
  const safe = (part: string) => /^[\w-]+$/.test(part);
  const name = `${stamp}-${safe(message.reference) ? `${message.reference}-` : ""}${safe(message.id) ? message.id : randomBytes(8).toString("hex")}.eml`;
  const file = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Personal data: readable by the server's user only.
    await writeFile(temp, message.raw.toString("utf8").replace(/\r\n/g, "\n"), { mode: 0o600, flag: "wx" });
    await link(temp, file);
  } catch (error) {
    if ((error as { code?: string }).code === "EEXIST") return { kind: "outbox", file, existed: true };
    throw new DeliveryError(`could not write to the outbox: ${describe(error)}`, { cause: error });
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  return { kind: "outbox", file, existed: false };
}

/** The e-mail as it is stored and sent: composed once, when the request is accepted. */
export async function composeForDelivery(message: SendMailOptions): Promise<Buffer> {
  return composeRaw(message, "windows");
}

// Both ways out carry the very bytes composeMessage built, so what the outbox shows is what SMTP sends.
async function composeRaw(message: SendMailOptions, newline: "unix" | "windows"): Promise<Buffer> {
  try {
    return await composeMessage(message, mailbox(message.replyTo), newline);
  } catch (error) {
    throw new DeliveryError(`could not compose the message: ${describe(error)}`, { cause: error });
  }
}

function mailbox(value: SendMailOptions["replyTo"]): Mailbox | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value) || !value.address) return undefined;
  return { name: value.name ?? "", address: value.address };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return code ? `${String(code)} ${error.message}` : error.message;
}
