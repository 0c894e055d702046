import { randomBytes } from "node:crypto";
import { link, lstat, mkdir, open, readdir, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { SendMailOptions } from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection from "nodemailer/lib/smtp-connection";
import { composeMessage, type Mailbox } from "./compose";
import type { DeliveryMode } from "../config";

/** The message could not be handed over; the caller answers 502 and must not report it as sent. */
export class DeliveryError extends Error {
  readonly name = "DeliveryError";
  /** The server refused it for good (a 5xx reply): trying again cannot succeed. */
  readonly permanent: boolean;
  /** The whole message had been handed over when it failed: the server may have it. */
  readonly handedOver: boolean;
  constructor(message: string, options?: { cause?: unknown; permanent?: boolean; handedOver?: boolean }) {
    super(message, options);
    this.permanent = options?.permanent ?? false;
    this.handedOver = options?.handedOver ?? false;
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
 * One delivery attempt. `stop` ends it early (the server is stopping): before the message was handed
 * over that is a clean failure; after, the server may have it (DeliveryError.handedOver).
 */
export async function deliver(message: OutgoingMessage, mode: DeliveryMode, stop?: AbortSignal): Promise<DeliveryReceipt> {
  switch (mode.kind) {
    case "smtp":
      return sendSmtp(message, mode, stop);
    case "outbox":
      return writeOutbox(message, mode.dir);
    case "misconfigured":
      throw new DeliveryError(mode.reason);
  }
}

/**
 * SMTP in two phases with their own deadlines (RFC 5321, 4.5.3.2):
 * - up to the end of the message: SMTP_TIMEOUT_MS bounds every step (connect, greeting, each reply)
 *   AND the whole phase, so a server that drips its replies cannot hold it open longer;
 * - the reply to the final ".": SMTP_DATA_TIMEOUT_MS (RFC 5321 allows the server 10 minutes). Giving
 *   up earlier is what sends copies: the server goes on and delivers the message it already has.
 * nodemailer's SMTPConnection rather than its transport: the transport reads the message into its own
 * buffer before DATA, so only here can "the whole message was handed over" be told apart.
 * One connection per attempt, deliberately not pooled: attempts are minutes apart.
 */
async function sendSmtp(message: OutgoingMessage, mode: Extract<DeliveryMode, { kind: "smtp" }>, stop?: AbortSignal): Promise<DeliveryReceipt> {
  const { auth, ...target } = parseConnectionUrl(mode.url) as { auth?: { user: string; pass: string } } & SMTPConnection.Options;
  const connection = new SMTPConnection({
    ...target,
    connectionTimeout: mode.timeoutMs,
    greetingTimeout: mode.timeoutMs,
    // nodemailer's idle timer must not fire before ours while the server considers the message.
    socketTimeout: Math.max(mode.timeoutMs, mode.dataTimeoutMs) + 1_000,
  });
  let handedOver = false;
  return new Promise<DeliveryReceipt>((resolve, reject) => {
    let settled = false;
    const finish = (error: DeliveryError | undefined, receipt?: DeliveryReceipt) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop?.removeEventListener("abort", onStop);
      if (error) {
        connection.close();
        reject(error);
      } else {
        // QUIT without waiting for its answer: the message is accepted already.
        connection.quit();
        resolve(receipt!);
      }
    };
    const fail = (reason: string, cause?: unknown) => {
      const code = Number((cause as { responseCode?: unknown } | undefined)?.responseCode);
      // A reply, even a refusal, is an answer: only silence after the message leaves it uncertain.
      const answered = code >= 200 && code < 600;
      finish(new DeliveryError(`SMTP delivery failed: ${reason}`, { cause, permanent: code >= 500 && code < 600, handedOver: handedOver && !answered }));
    };
    const onStop = () => fail(handedOver ? "the server stopped while waiting for the reply to the message" : "the server stopped before the message was sent");
    let timer = setTimeout(() => fail(`no complete answer within ${mode.timeoutMs} ms`), mode.timeoutMs);
    if (stop?.aborted) return onStop();
    stop?.addEventListener("abort", onStop, { once: true });
    connection.on("error", (error: Error) => fail(describe(error), error));
    connection.once("end", () => fail("the server closed the connection"));

    const send = () => {
      const body = Readable.from([message.raw], { objectMode: false });
      body.once("end", () => {
        // The last byte went out with the final ".": from now on only its reply is awaited.
        handedOver = true;
        clearTimeout(timer);
        timer = setTimeout(() => fail(`no reply to the message within ${mode.dataTimeoutMs} ms`), mode.dataTimeoutMs);
      });
      connection.send(message.envelope, body, (error, info) => {
        if (error) return fail(describe(error), error);
        // Zero recipients accepted means nobody gets the message, even if the server said "250" to DATA.
        if (info.accepted.length === 0) return fail(`no recipient accepted: ${info.response}`, { responseCode: 550 });
        finish(undefined, { kind: "smtp", response: info.response });
      });
    };
    connection.connect(() => {
      if (!auth) return send();
      connection.login({ credentials: { user: auth.user, pass: auth.pass } } as SMTPConnection.AuthenticationCredentials, (error) => {
        if (error) return fail(describe(error), error);
        send();
      });
    });
  });
}

// Without SMTP the message is kept as a complete .eml file, the very bytes SMTP would carry (with the
// system's line ends). Its name comes from the request alone, so a second attempt after a crash finds
// the file already there instead of writing a second copy; it is written under a temporary name,
// flushed, and linked into place, then the folder is flushed: only then is the request recorded
// delivered, so a power cut can no more leave an empty .eml for a delivered request than an empty
// request (as the request store does, ../store/fileStore.ts), and anything watching the folder only
// ever sees whole files.
async function writeOutbox(message: OutgoingMessage, dir: string): Promise<DeliveryReceipt> {
  const stamp = message.receivedAt.toISOString().replace(/[:.]/g, "-");
  const safe = (part: string) => /^[\w-]+$/.test(part);
  const name = `${stamp}-${safe(message.reference) ? `${message.reference}-` : ""}${safe(message.id) ? message.id : randomBytes(8).toString("hex")}.eml`;
  const file = path.join(dir, name);
  const temp = path.join(dir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
  let existed = false;
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    // Personal data: readable by the server's user only. "wx": a name already there (a link) is never followed.
    const handle = await open(temp, "wx", 0o600);
    try {
      await handle.writeFile(message.raw.toString("utf8").replace(/\r\n/g, "\n"));
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await link(temp, file);
    } catch (error) {
      if ((error as { code?: string }).code !== "EEXIST") throw error;
      // An earlier attempt's copy. One left empty by a crash before copies were flushed is replaced.
      const found = await lstat(file);
      if (found.isFile() && found.size > 0) existed = true;
      else await rename(temp, file);
    }
    await syncFolder(dir);
  } catch (error) {
    throw new DeliveryError(`could not write to the outbox: ${describe(error)}`, { cause: error });
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  return { kind: "outbox", file, existed };
}

// A link or rename is on disk only once the folder holding the name is.
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The outbox keeps delivered requests too (a self-hosted server without SMTP): its `.eml` files go on
 * the stored requests' schedule, `retentionMs` after they were written. Only our own regular `.eml`
 * files; anything else in the folder is the operator's.
 */
export async function purgeOutbox(dir: string, retentionMs: number, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith(".eml") || name.startsWith(".")) continue;
    const file = path.join(dir, name);
    const stats = await lstat(file).catch(() => undefined);
    if (!stats?.isFile() || now - stats.mtimeMs < retentionMs) continue;
    await unlink(file).catch(() => undefined);
    removed += 1;
  }
  return removed;
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
