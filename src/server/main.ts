/**
 * `npm run serve`: the built site (public/) and its contact function, on HOST:PORT
 * (default 127.0.0.1:9000). Run `npm run build` first. Behind a reverse proxy, set TRUST_PROXY=1.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { buildServer } from "./app.ts";
import { loadContactFunction } from "./contactFunction.ts";
import { oauthConfig } from "./oauth.ts";

/**
 * STOP_GRACE_MS (default 25 s, 5 s to 10 min): how long a stop may take. A body still arriving has
 * CONTACT_BODY_TIMEOUT_MS (10 s) to arrive and is then stored and answered; attempts still waiting on
 * the mail server 2 s before the end are ended and record what they know. systemd waits 90 s by
 * default, Kubernetes 30 s: keep this below what the supervisor gives.
 */
function stopGraceMs(raw: string | undefined): number | string {
  if (raw === undefined || raw.trim() === "") return 25_000;
  const ms = /^\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  return ms >= 5_000 && ms <= 600_000 ? ms : `STOP_GRACE_MS must be a number of milliseconds between 5000 and 600000 (got "${raw}")`;
}

async function main(): Promise<void> {
  const host = process.env.HOST || "127.0.0.1";
  const port = Number(process.env.PORT || 9000);
  // SITE_ROOT: another built copy of the site (npm run bench serves one without its scripts beside it).
  const root = path.resolve(process.env.SITE_ROOT || "public");

  if (!existsSync(path.join(root, "index.html"))) {
    console.error(`Cannot start: ${path.relative(process.cwd(), path.join(root, "index.html")) || "index.html"} is missing: run npm run build first.`);
    process.exit(1);
  }
  const contact = loadContactFunction();

  // A variable with a value we would not take stops the start, naming it: no silent default.
  const grace = stopGraceMs(process.env.STOP_GRACE_MS);
  const problems = [...(contact.configProblems?.() ?? []), ...(typeof grace === "string" ? [grace] : [])];
  if (problems.length > 0) {
    for (const problem of problems) console.error(`Cannot start: ${problem.replace(/; (using|ignored|proxy headers).*$/, ".")}`);
    process.exit(1);
  }
  const STOP_GRACE_MS = grace as number;

  // Delivery of the stored requests runs beside the server, from the same modules as the function.
  const requests = contact.startRequests?.();
  if (requests) console.log(requests.describe());

  const oauth = oauthConfig(process.env);
  if (oauth.kind === "on") console.log("[admin] GitHub log-in served on /api/auth and /api/callback");
  if (oauth.kind === "misconfigured") console.warn(`[admin] GitHub log-in misconfigured (${oauth.reason}): /api/auth answers 503`);
  const app = await buildServer({ root, contact, requests, oauth, logger: process.env.LOG_REQUESTS === "1" });
  let stopping = false;
  const stop = (signal: string) => {
    // Any number of signals (systemd signals the whole group, npm forwards it again): one stop.
    if (stopping) return console.log(`${signal}: already stopping`);
    stopping = true;
    const started = Date.now();
    console.log(`${signal}: finishing requests in progress (at most ${STOP_GRACE_MS / 1000} s), then stopping`);
    const deadline = setTimeout(() => {
      console.error(`Still not stopped after ${STOP_GRACE_MS / 1000} s: stopping anyway`);
      process.exit(1);
    }, STOP_GRACE_MS);
    deadline.unref();
    // No new delivery attempt from now on; the ones under way end 2 s before the deadline at the
    // latest and record what they know. Requests in progress (bodies still arriving included) are
    // read, stored and answered; the next process delivers them.
    const delivery = requests?.stop(started + STOP_GRACE_MS - 2_000) ?? Promise.resolve();
    // close() shuts the connections idle at that moment only: a keep-alive connection whose answer
    // comes later would hold the stop until its 25 s timeout, so those are closed as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    Promise.all([app.close(), delivery]).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Error while stopping:", error);
        process.exit(1);
      },
    );
  };
  // Before listening: a signal that comes as soon as the address is printed must not kill the process outright.
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  await app.listen({ host, port });
  // PORT=0 picks a free port: print the one really bound.
  const bound = app.server.address();
  const shown = host.includes(":") ? `[${host}]` : host;
  console.log(`Serving the site and ${contact.route} on http://${shown}:${typeof bound === "object" && bound ? bound.port : port}/ (pid ${process.pid})`);
}

main().catch((error: unknown) => {
  console.error("Cannot start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
