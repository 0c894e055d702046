import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface LocalBlobs {
  /** What a BlobStore (or NETLIFY_BLOBS_CONTEXT) needs to reach it. */
  edgeURL: string;
  token: string;
  directory: string;
  stop(): Promise<void>;
}

/**
 * The local Netlify Blobs server that netlify-cli runs (@netlify/blobs/server), on 127.0.0.1, in a
 * child process: the package is ES modules only, which Jest's CommonJS runtime cannot load.
 */
export async function startLocalBlobs(): Promise<LocalBlobs> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "blobs-"));
  const token = "local-token";
  const script = `
    const { BlobsServer } = await import("@netlify/blobs/server");
    const server = new BlobsServer({ directory: process.argv[1], token: process.argv[2], logger: () => {} });
    const { port } = await server.start();
    console.log("PORT " + port);
    process.on("SIGTERM", () => server.stop().then(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ["--input-type=module", "-e", script, directory, token], { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once("exit", (code) => reject(new Error(`the Blobs server exited (${code})`)));
  });
  return {
    edgeURL: `http://127.0.0.1:${port}`,
    token,
    directory,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          rmSync(directory, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
