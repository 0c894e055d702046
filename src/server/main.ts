/**
 * `npm run serve`: the built site (public/) and its contact function, on HOST:PORT
 * (default 127.0.0.1:9000). Run `npm run build` first. Behind a reverse proxy, set TRUST_PROXY=1.
 */
import path from "node:path";
import { buildServer } from "./app.ts";
import { FUNCTION_BUNDLE, loadContactFunction, MissingBuildError } from "./contactFunction.ts";
import { oauthConfig } from "./oauth.ts";

const STOP_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const host = process.env.HOST || "127.0.0.1";
  const port = Number(process.env.PORT || 9000);
  // SITE_ROOT: another built copy of the site (npm run bench serves one without its scripts beside it).
  const root = path.resolve(process.env.SITE_ROOT || "public");

  let contact;
  try {
    contact = loadContactFunction(FUNCTION_BUNDLE);
  } catch (error) {
    if (!(error instanceof MissingBuildError)) throw error;
    console.error(`Cannot start: ${error.message}`);
    process.exit(1);
  }

  // Delivery of the stored requests runs beside the server, from the same bundle as the function.
  const requests = contact.startRequests?.();
  if (requests) console.log(requests.describe());
  else console.warn("[contact] this build's function cannot store requests: run npm run build again");

  const oauth = oauthConfig(process.env);
  if (oauth.kind === "on") console.log("[admin] GitHub log-in served on /api/auth and /api/callback");
  if (oauth.kind === "misconfigured") console.warn(`[admin] GitHub log-in misconfigured (${oauth.reason}): /api/auth answers 503`);
  const app = await buildServer({ root, contact, requests, oauth, logger: process.env.LOG_REQUESTS === "1" });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in progress (at most ${STOP_GRACE_MS / 1000} s), then stopping`);
    const deadline = setTimeout(() => {
      console.error(`Requests still running after ${STOP_GRACE_MS / 1000} s: stopping anyway`);
      process.exit(1);
    }, STOP_GRACE_MS);
    deadline.unref();
    // Requests in progress (bodies still arriving included) are read, stored and answered first;
    // then the worker finishes its running attempts. Whatever was accepted is stored already.
    // close() shuts the connections idle at that moment only: a keep-alive connection whose answer
    // comes later would hold the stop until its 25 s timeout, so those are closed as they go idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    sweep.unref();
    app
      .close()
      .then(() => requests?.stop())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error("Error while stopping:", error);
          process.exit(1);
        },
      );
  };
  // Before listening: a signal that comes as soon as the address is printed must not kill the process outright.
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));

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
