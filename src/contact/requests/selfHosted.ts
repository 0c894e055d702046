import { readConfig } from "../config";
import { registerWorker } from "./intake";
import { openStore } from "./open";
import { attemptsSettled, DeliveryWorker, describeDelivery, healthReport, type HealthReport } from "./worker";

/** Where the function bundle leaves startSelfHosted for our server (src/server/contactFunction.ts reads it). */
export const SELF_HOSTED_ENTRY = Symbol.for("contact.startSelfHosted");

/** What our own server (src/server/) gets from the function bundle besides the handler. */
export interface SelfHostedRequests {
  /** The start-up log's line: where requests are kept and where they go. */
  describe(): string;
  /** GET /healthz. */
  health(): Promise<HealthReport>;
  /** Stops starting attempts and waits for the running ones. */
  stop(): Promise<void>;
}

/**
 * Starts the in-process delivery worker over DATA_DIR. Settings are read again on every pass, as the
 * function reads them on every request.
 */
export function startSelfHosted(): SelfHostedRequests {
  const store = () => openStore(readConfig(), { serverless: false });
  const worker = new DeliveryWorker(store, () => readConfig());
  registerWorker(worker);
  worker.start();
  return {
    describe: () => describeDelivery(readConfig(), store()),
    health: () => healthReport(store(), readConfig()),
    stop: async () => {
      registerWorker(undefined);
      await worker.stop();
      // First attempts still running after their answer (each bounded by SMTP_TIMEOUT_MS).
      await attemptsSettled();
    },
  };
}
