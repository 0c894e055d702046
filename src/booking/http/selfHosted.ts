import { createHash, timingSafeEqual } from "node:crypto";
import { configProblems, readConfig } from "../config";
import { holdsDeliveryLock, releaseDeliveryLock } from "../store/deliveryLock";
import { FileStore } from "../store/fileStore";
import { RequestStore } from "../store/store";
import { DeliveryWorker, describeDelivery, healthReport, type HealthReport } from "../store/worker";
import { acceptRequest, type RequestDesk } from "./acceptRequest";
import { handleBookingPage } from "./bookingHttp";
import { handleChallenge } from "./challengeHttp";
import { challengeSecret } from "./challengeServer";
import type { RequestLike, ResponseLike } from "./http";
import { RateLimiter } from "./rateLimit";

/** A /healthz answer is computed at most this often, whatever the number of callers. */
const HEALTH_CACHE_MS = 2_000;

/** Whether `Authorization: Bearer <token>` carries the token, compared in constant time (as hashes, so lengths do not show). */
export function bearerMatches(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const given = /^Bearer +(\S+) *$/i.exec(authorization)?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** The delivery worker of our own server (src/server/), started by it. */
export interface SelfHostedRequests {
  /** The start-up log's line: where requests are kept and where they go. */
  describe(): string;
  /** GET /healthz; `authorization`: the request's header, which must carry HEALTH_TOKEN for the counts. */
  health(authorization?: string): Promise<HealthReport>;
  /**
   * Starts no attempt from now on. Attempts still running at `abortAt` (epoch ms) are ended and record
   * what they know; resolves once every attempt has, and the data folder's lock is released.
   */
  stop(abortAt?: number): Promise<void>;
}

/** What our own server (src/server/) serves of the booking core: its handlers, and the worker it starts. */
export interface SelfHostedContact {
  /** POST /api/send-contact-email. */
  handler: (req: RequestLike, res: ResponseLike) => Promise<void>;
  /** GET /api/contact-challenge. */
  challenge: (req: RequestLike, res: ResponseLike) => Promise<void>;
  /** GET and POST /booking/office/<token> and /booking/guest/<token> (./bookingHttp.ts); `path`: the request's. */
  booking: (req: RequestLike, res: ResponseLike, path: string) => Promise<void>;
  /** Every contact variable set to a value the function would not take, one sentence each. */
  configProblems: () => string[];
  /** Starts the delivery worker of the stored requests (DATA_DIR). */
  startRequests: () => SelfHostedRequests;
}

/**
 * Our server's contact: the request handler and the delivery worker over DATA_DIR share one worker
 * instance (its attempts, its doorbell), and the handlers one rate limiter, which the server owns. Delivery settings are read again on
 * every request and every pass, as the function reads them on every request; the folder is the one of the start.
 */
export function selfHostedContact(): SelfHostedContact {
  const dataDir = readConfig().requests.dataDir;
  const files = new FileStore(dataDir);
  const store = new RequestStore(files);
  const exclusive = () => holdsDeliveryLock(dataDir);
  const worker = new DeliveryWorker(store, () => readConfig(), exclusive);
  // This server's counts per client address: the contact form's limits and the booking links' failures.
  const limits = new RateLimiter();
  let started = false;
  // What each request gets: the settings read again, and this server's one worker. Told of the requests
  // their first attempt did not deliver once it runs; before that, its first pass finds them.
  const desk = (): RequestDesk => {
    const settings = readConfig();
    return {
      settings,
      serverless: false,
      store: () => new RequestStore(new FileStore(settings.requests.dataDir)),
      attempts: worker.attempts,
      limits,
      exclusive,
      worker: started ? worker : undefined,
    };
  };
  return {
    handler: (req, res) => acceptRequest(req, res, desk()),
    challenge: (req, res) => handleChallenge(req, res, false),
    booking: (req, res, path) => handleBookingPage(req, res, desk(), path),
    configProblems: () => configProblems(),
    startRequests: () => {
      started = true;
      return startWorker(worker, files, store, dataDir);
    },
  };
}

/** Starts the worker; /healthz reads its counts. */
function startWorker(worker: DeliveryWorker, files: FileStore, store: RequestStore, dataDir: string): SelfHostedRequests {
  worker.start();

  // Constant cost per call: the worker's last counts, and a write probe shared by every caller.
  let cached: { at: number; report: Promise<ReturnType<typeof healthReport>> } | undefined;
  const health = async (authorization?: string): Promise<HealthReport> => {
    const now = Date.now();
    if (!cached || now - cached.at > HEALTH_CACHE_MS) {
      const report = files.writable().then((writable) => healthReport(worker.current(), writable === true, readConfig()));
      cached = { at: now, report };
    }
    const report = await cached.report;
    // The counts say how busy the office is: for the operator's monitor only.
    return bearerMatches(authorization, readConfig().requests.healthToken) ? report : { status: report.status, body: { ok: report.body.ok } };
  };

  // Generated now rather than at the first challenge, so that the start-up log says where it is.
  const { generated, problem } = challengeSecret(readConfig(), false);
  const secretLine = problem
    ? `[contact] ${problem}`
    : generated
      ? `[contact] no CONTACT_CHALLENGE_SECRET: generated one in ${generated} (keep the file; it signs the form's challenges)`
      : undefined;

  return {
    describe: () => [describeDelivery(readConfig(), store), ...(secretLine ? [secretLine] : [])].join("\n"),
    health,
    stop: async (abortAt = Date.now()) => {
      const stopping = worker.stop();
      const timer = setTimeout(() => worker.attempts.abort(), Math.max(0, abortAt - Date.now()));
      try {
        await stopping;
        await worker.attempts.settled();
      } finally {
        clearTimeout(timer);
      }
      await releaseDeliveryLock(dataDir);
    },
  };
}
