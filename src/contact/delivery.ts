import { randomBytes } from "node:crypto";
import { mkdir, rename, unlink, writeFile } from "node:fs/promises";
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

export type DeliveryReceipt = { kind: "smtp"; response: string } | { kind: "outbox"; file: string };

/** `reference` (./reference.ts) names the outbox file too, so the office finds a request by what the visitor quotes. */
export async function deliver(message: SendMailOptions, mode: DeliveryMode, id: string, reference?: string): Promise<DeliveryReceipt> {
  switch (mode.kind) {
    case "smtp":
      return sendSmtp(message, mode.url, mode.timeoutMs);
    case "outbox":
      return writeOutbox(message, mode.dir, id, reference);
    case "misconfigured":
      throw new DeliveryError(mode.reason);
  }
}

// One transport per request, deliberately not cached: a non-pooled transport opens its own connection
// for each message anyway, so a cache would save only microseconds while keeping an object built from
// a bundle that `gatsby serve` throws away on every request.
async function sendSmtp(message: SendMailOptions, url: string, timeoutMs: number): Promise<DeliveryReceipt> {
  const raw = await composeRaw(message, "windows");
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    const info = await transport.sendMail({ envelope: message.envelope, raw });
    // Zero recipients accepted means nobody gets the message, even if the server said "250" to DATA.
    if (info.accepted.length === 0) throw new Error(`no recipient accepted: ${info.response}`);
    return { kind: "smtp", response: info.response };
  } catch (error) {
    throw new DeliveryError(`SMTP delivery failed: ${describe(error)}`, { cause: error });
  } finally {
    transport.close();
  }
}

// Without SMTP the message is kept as a complete .eml file, built by the same composer as the real
// e-mail. It is written under a temporary name in the same directory and then renamed, so anything
// watching the folder only ever sees whole files.
async function writeOutbox(message: SendMailOptions, dir: string, id: string, reference?: string): Promise<DeliveryReceipt> {
  const raw = await composeRaw(message, "unix");
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const safe = (part: string) => /^[\w-]+$/.test(part);
  const name = `${stamp}-${reference && safe(reference) ? `${reference}-` : ""}${safe(id) ? id : randomBytes(8).toString("hex")}.eml`;
  const file = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Personal data: readable by the server's user only.
    await writeFile(temp, raw, { mode: 0o600, flag: "wx" });
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw new DeliveryError(`could not write to the outbox: ${describe(error)}`, { cause: error });
  }
  return { kind: "outbox", file };
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
