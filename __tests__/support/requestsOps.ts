import { spawnSync } from "node:child_process";
import path from "node:path";
import { request } from "./functionServer";
import { HEALTH_TOKEN, ROOT, type Running } from "./serverProcess";
import { startSmtpFront, startSmtpSink, type SmtpFront, type SmtpSink } from "./smtpSink";

/** What the fault suites do to a running production server: post a request, read /healthz, run `npm run requests`. */
export const post = (server: Running, payload: object, headers: Record<string, string> = {}) =>
  request(server.url, { headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(payload) });

/** The reference in an office e-mail's subject: `[GPM-…] …`. */
export const referenceOf = (subject: string | undefined) => /^\[(GPM-[A-Z0-9]+)\]/.exec(subject ?? "")?.[1];

export function requestsCommand(dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(ROOT, "scripts/requests.ts"), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: "utf8",
  });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** /healthz as the operator's monitor reads it, with the server's HEALTH_TOKEN (its counts). */
export async function health(server: Running) {
  const answer = await request(`${server.origin}/healthz`, { method: "GET", headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } });
  return { status: answer.status, body: answer.json, text: answer.text };
}

/**
 * A real SMTP sink behind a front that can be down, hang, drip or cut after the message: new for each
 * test (registered as beforeEach/afterEach), reached as `.sink` and `.front` of what it returns.
 */
export function useMailServer(dripMs = 30): { sink: SmtpSink; front: SmtpFront } {
  const mail = {} as { sink: SmtpSink; front: SmtpFront };
  beforeEach(async () => {
    mail.sink = await startSmtpSink();
    mail.front = await startSmtpFront(mail.sink, dripMs);
  });
  afterEach(async () => {
    await mail.front.close();
    await mail.sink.close();
  });
  return mail;
}
