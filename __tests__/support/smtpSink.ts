import net, { type AddressInfo } from "node:net";
import PostalMime, { type Email } from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  parsed: Email;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /**
   * Changed at will by a test: refuse the message after DATA (451, or 550 for good), accept it only
   * after a delay, or run something once the message is in and before the server answers;
   * `unknownMailboxes`: recipients refused at RCPT TO with 550 (a mailbox that does not exist).
   */
  behaviour: { failAfterData: boolean; rejectForGood: boolean; acceptDelayMs: number; beforeAnswer?: () => void; unknownMailboxes?: string[] };
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 (no TLS, any or no auth) that keeps and parses every message. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const behaviour: SmtpSink["behaviour"] = { failAfterData: false, rejectForGood: false, acceptDelayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: "test" });
    },
    onRcptTo(address, _session, callback) {
      if (behaviour.unknownMailboxes?.includes(address.address.toLowerCase()))
        return callback(Object.assign(new Error("no such mailbox here"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => void settle());
      const settle = async () => {
        const raw = Buffer.concat(chunks);
        behaviour.beforeAnswer?.();
        if (behaviour.acceptDelayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.acceptDelayMs));
        if (behaviour.failAfterData) return callback(Object.assign(new Error("mailbox busy, try later"), { responseCode: 451 }));
        if (behaviour.rejectForGood) return callback(Object.assign(new Error("mailbox unavailable for good"), { responseCode: 550 }));
        const mailFrom = session.envelope.mailFrom;
        const envelope = {
          from: mailFrom ? mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        PostalMime.parse(raw).then(
          (parsed) => {
            messages.push({ envelope, raw, parsed });
            waiters.forEach((wake) => wake());
            callback();
          },
          (error: Error) => callback(error),
        );
      };
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actualPort = (server.server.address() as AddressInfo).port;

  return {
    port: actualPort,
    url: `smtp://user:secret@127.0.0.1:${actualPort}`,
    messages,
    behaviour,
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          cleanup();
          resolve(messages);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`expected ${count} messages, got ${messages.length}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Accepts TCP connections and never says a word: the SMTP greeting never comes. */
export async function startSilentServer(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((socket) => {
    count += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((socket) => socket.destroy());
        server.close(() => resolve());
      }),
  };
}

/** A loopback port nothing listens on (bound, then released). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export type FrontMode = "up" | "down" | "hang" | "drip";

export interface SmtpFront {
  port: number;
  url: string;
  /** up: a clean relay to the sink; down: connections refused; hang: accepted, never a word; drip: every reply one byte at a time. */
  setMode(mode: FrontMode): Promise<void>;
  /**
   * The next `count` connections are cut once the client has sent the whole message (its final "."),
   * after the sink has it and before its answer reaches the client: the message arrived, the client cannot know.
   */
  dropAfterMessage(count: number): void;
  connections(): number;
  close(): Promise<void>;
}

/**
 * A mail server on a bad day, in front of a real sink: the same port can be down, hang, or drip every
 * reply (one byte each `dripMs`, so it is never idle long enough for a per-step timeout to fire).
 */
export async function startSmtpFront(sink: SmtpSink, dripMs = 200): Promise<SmtpFront> {
  let mode: FrontMode = "up";
  let count = 0;
  let drops = 0;
  const sockets = new Set<net.Socket>();
  const port = await freePort();
  let server: net.Server | undefined;

  const onConnection = (client: net.Socket) => {
    count += 1;
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => undefined);
    if (mode === "hang") return;
    const upstream = net.connect(sink.port, "127.0.0.1");
    sockets.add(upstream);
    upstream.on("close", () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.destroy());
    if (drops > 0) {
      drops -= 1;
      let tail = "";
      client.on("data", (chunk: Buffer) => {
        upstream.write(chunk);
        tail = (tail + chunk.toString("latin1")).slice(-5);
        // The sink answers only after its onData (it has the message by then): cut before the answer travels back.
        if (tail === "\r\n.\r\n") setTimeout(() => client.destroy(), 300);
      });
      upstream.on("data", (chunk: Buffer) => {
        if (!tail.endsWith("\r\n.\r\n")) client.write(chunk);
      });
      return;
    }
    client.pipe(upstream);
    if (mode === "up") {
      upstream.pipe(client);
      return;
    }
    let queue = Buffer.alloc(0);
    const timer = setInterval(() => {
      if (queue.length === 0 || client.destroyed) return;
      client.write(queue.subarray(0, 1));
      queue = queue.subarray(1);
    }, dripMs);
    client.on("close", () => clearInterval(timer));
    upstream.on("data", (chunk: Buffer) => {
      queue = Buffer.concat([queue, chunk]);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = net.createServer(onConnection);
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      sockets.forEach((socket) => socket.destroy());
      if (!server) return resolve();
      const closing = server;
      server = undefined;
      closing.close(() => resolve());
    });
  await listen();

  return {
    port,
    url: `smtp://user:secret@127.0.0.1:${port}`,
    async setMode(next) {
      if (next === "down" && server) await stop();
      if (next !== "down" && !server) await listen();
      mode = next;
    },
    connections: () => count,
    dropAfterMessage(next) {
      drops = next;
    },
    close: stop,
  };
}
