import net from "node:net";
import { testClient } from "./env";

/**
 * A raw client that sends a chunked JSON body far past the cap and reads only once it has written
 * 256 KB, as a simple uploading client does, then keeps writing while it reads. Resolves with the
 * answer, rejects if the connection is cut before a whole answer could be read (ECONNRESET, EPIPE).
 */
export function uploadUntilAnswered(target: URL, path: string): Promise<{ statusLine: string; body: string }> {
  const READ_AFTER = 256 * 1024;
  const chunk = "a".repeat(16 * 1024);
  const frame = `${chunk.length.toString(16)}\r\n${chunk}\r\n`;
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(target.port), host: target.hostname, localAddress: testClient() });
    socket.pause();
    let raw = "";
    let sent = 0;
    let pump: NodeJS.Timeout | undefined;
    const answer = () => {
      const [head, body] = raw.split("\r\n\r\n");
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
      return body !== undefined && Buffer.byteLength(body) >= length ? { statusLine: head.split("\r\n")[0], body: body.slice(0, length) } : undefined;
    };
    const done = (error?: Error) => {
      clearInterval(pump);
      socket.destroy();
      const whole = answer();
      if (whole) resolve(whole);
      else reject(error ?? new Error(`connection closed before a whole answer: ${JSON.stringify(raw.slice(0, 200))}`));
    };
    const upload = () => {
      while (sent < READ_AFTER && !socket.destroyed) {
        sent += chunk.length;
        if (!socket.write(frame)) return socket.once("drain", upload);
      }
      socket.resume();
      pump = setInterval(() => {
        if (!socket.destroyed && sent < 4 * 1024 * 1024) socket.write(frame);
        sent += chunk.length;
      }, 2);
    };
    socket.on("connect", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nc\r\n{"message":"\r\n`,
      );
      upload();
    });
    socket.on("data", (data: Buffer) => {
      raw += data.toString("utf8");
      if (answer()) done();
    });
    socket.on("error", (error) => done(error));
    socket.on("close", () => done());
  });
}

export interface RawAnswer {
  statusLine: string;
  headers: string;
  body: string;
}

export interface RawRequest {
  socket: net.Socket;
  /** The first whole answer; rejects if the connection ends or fails before one could be read. */
  answer: Promise<RawAnswer>;
  /** Whether a whole answer has been read yet. */
  answered: () => boolean;
  /** Milliseconds from the connection's opening to its close by either side. */
  closed: Promise<number>;
  /** Writes the whole of `body` as fast as the connection takes it; resolves once written, rejects with the write's error. */
  send(body: Buffer | string): Promise<void>;
}

/**
 * A request's head on a fresh connection, its body left to the test: sent at once, slowly or never.
 * `read: false` leaves the answer unread (the socket paused) until `socket.resume()`, as a client that
 * writes its whole body before it reads.
 */
export function openRequest(target: URL, path: string, headers: Record<string, string | number>, { read = true } = {}): RawRequest {
  const started = Date.now();
  const socket = net.connect({ port: Number(target.port), host: target.hostname, localAddress: testClient() });
  if (!read) socket.pause();
  let raw = Buffer.alloc(0);
  let whole: RawAnswer | undefined;
  const parse = (): RawAnswer | undefined => {
    const end = raw.indexOf("\r\n\r\n");
    if (end === -1) return undefined;
    const head = raw.subarray(0, end).toString("latin1");
    const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
    const body = raw.subarray(end + 4);
    if (!(body.length >= length)) return undefined;
    return { statusLine: head.split("\r\n")[0], headers: head, body: body.subarray(0, length).toString("utf8") };
  };
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    socket.on("data", (data: Buffer) => {
      raw = Buffer.concat([raw, data]);
      whole ??= parse();
      if (whole) resolve(whole);
    });
    const cut = (error?: Error) => reject(error ?? new Error(`connection closed before a whole answer: ${JSON.stringify(raw.subarray(0, 200).toString())}`));
    socket.on("error", cut);
    socket.on("close", () => cut());
  });
  // A test that never awaits the answer (it only watches the close) must not fail on its rejection.
  answer.catch(() => undefined);
  const closed = new Promise<number>((resolve) => socket.on("close", () => resolve(Date.now() - started)));
  const lines = Object.entries({ Host: target.host, ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.write(`POST ${path} HTTP/1.1\r\n${lines.join("")}\r\n`);
  const send = (body: Buffer | string) =>
    new Promise<void>((resolve, reject) => {
      if (socket.destroyed) return reject(new Error("the connection is closed"));
      socket.once("error", reject);
      socket.write(body, (error) => (error ? reject(error) : resolve()));
    });
  return { socket, answer, answered: () => whole !== undefined, closed, send };
}

/** `data` as HTTP/1.1 chunks of 64 KB, with the last chunk when `last` is set. */
export function chunked(data: Buffer | string, last = true): Buffer {
  const bytes = Buffer.from(data);
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 64 * 1024) {
    const part = bytes.subarray(at, at + 64 * 1024);
    parts.push(Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from("\r\n"));
  }
  if (last) parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}

/** A multipart/form-data body of one file part of `size` bytes, and its Content-Type. */
export function multipartFile(size: number): { contentType: string; body: Buffer } {
  const boundary = "----upload7MA4YWxkTrZu0gW";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(head), Buffer.alloc(size, 0x61), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}

/** Four megabytes: a photo sent to the wrong place, or a body far past the cap. */
export const FOUR_MB = 4 * 1024 * 1024;

/**
 * A client that writes its whole body (`body`, already framed) before it reads: the early answer is
 * read only if the server let the upload finish instead of resetting the connection under it.
 */
export async function answerAfterWholeBody(target: URL, path: string, headers: Record<string, string | number>, body: Buffer): Promise<RawAnswer> {
  const upload = openRequest(target, path, headers, { read: false });
  await upload.send(body);
  upload.socket.resume();
  return upload.answer;
}

/**
 * A chunked JSON body that starts with `start` (by default past the cap), then one more byte every
 * 100 ms for as long as the connection lasts: the answer, and when the server closed the connection.
 */
export async function trickleBody(
  target: URL,
  path: string,
  start = `{"message":"${"a".repeat(40 * 1024)}`,
): Promise<{ answer: RawAnswer; closedAfterMs: number }> {
  const upload = openRequest(target, path, { "Content-Type": "application/json", "Transfer-Encoding": "chunked" });
  await upload.send(chunked(start, false));
  const trickle = setInterval(() => {
    if (!upload.socket.destroyed) upload.socket.write("1\r\na\r\n", () => undefined);
  }, 100);
  upload.socket.on("error", () => undefined);
  try {
    const answer = await upload.answer;
    return { answer, closedAfterMs: await upload.closed };
  } finally {
    clearInterval(trickle);
  }
}
