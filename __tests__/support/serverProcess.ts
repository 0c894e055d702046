import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
export const MAIN = path.join(ROOT, "src/server/main.ts");

export interface Running {
  child: ChildProcess;
  origin: string;
  url: string;
  output: () => string;
  /** What it wrote to stderr alone. */
  errors: () => string;
  exited: Promise<number | null>;
}

/** The HEALTH_TOKEN the servers started here have, so that /healthz shows their counts to the tests (requestsOps.health). */
export const HEALTH_TOKEN = "a-test-health-token-0123456789abcdef";

/** A fresh folder for the stored requests, so that no test reads another's (or the checkout's .data/). */
export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), "server-data-"));

/**
 * `node src/server/main.ts` on a free port (PORT=0), as an operator starts it, resolved once it prints
 * its address. Its own DATA_DIR unless the test gives one (a restart after a crash reuses it).
 * `command`: another way of starting it, such as `npm run serve`.
 */
export async function startServer(env: Record<string, string>, cwd = ROOT, command: [string, string[]] = [process.execPath, [MAIN]]): Promise<Running> {
  const child = spawn(command[0], command[1], {
    cwd,
    env: { ...process.env, HOST: "127.0.0.1", PORT: "0", CONTACT_RATE_LIMIT: "100000/60", DATA_DIR: tempDataDir(), HEALTH_TOKEN, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let errors = "";
  child.stderr!.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (found) resolve(found[1]);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  return { child, origin, url: `${origin}/api/send-contact-email`, output: () => output, errors: () => errors, exited };
}

export async function stopServer(server: Running): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await server.exited;
}
