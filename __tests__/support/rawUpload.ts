import net from "node:net";

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
    const socket = net.connect(Number(target.port), target.hostname);
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
