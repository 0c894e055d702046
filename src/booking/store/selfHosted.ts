import { createHash, timingSafeEqual } from "node:crypto";
import { challengeSecret } from "../http/challengeServer";
import { readConfig } from "../config";
import { holdsDeliveryLock, releaseDeliveryLock } from "./deliveryLock";
import { FileStore } from "./fileStore";
import { registerWorker } from "./intake";
import { RequestStore } from "./store";
import { abortAttempts, attemptsSettled, DeliveryWorker, describeDelivery, healthReport, type HealthReport } from "./worker";

/** A /healthz answer is computed at most this often, whatever the number of callers. */
const HEALTH_CACHE_MS = 2_000;

/** Whether `Authorization: Bearer <token>` carries the token, compared in constant time (as hashes, so lengths do not show). */
export function bearerMatches(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const given = /^Bearer +(\S+) *$/i.exec(authorization)?.[1] ?? "";
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

/** What our own server (src/server/) gets from the function module besides the handler. */
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

/**
 * Starts the in-process delivery worker over DATA_DIR. Delivery settings are read again on every
 * pass, as the function reads them on every request; the folder is the one of the start.
 */
export function startSelfHosted(): SelfHostedRequests {
  const dataDir = readConfig().requests.dataDir;
  const files = new FileStore(dataDir);
  const store = new RequestStore(files);
  const worker = new DeliveryWorker(
    store,
    () => readConfig(),
    () => holdsDeliveryLock(dataDir),
  );
  registerWorker(worker);
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
      registerWorker(undefined);
      const stopping = worker.stop();
      const timer = setTimeout(abortAttempts, Math.max(0, abortAt - Date.now()));
      try {
        await stopping;
        await attemptsSettled();
      } finally {
        clearTimeout(timer);
      }
      await releaseDeliveryLock(dataDir);
    },
  };
}
