import type { ContactConfig } from "../config";
import type { WorkerDoorbell } from "./intake";
import type { RequestStore } from "./store";
import type { Attempts } from "./worker";

/** What a platform hands the core to store and deliver: its settings, its store, and the process's attempts and worker. */
export interface StoreDesk {
  settings: ContactConfig;
  /** Netlify (the adapter's Lambda wrapper, or a Netlify Function of our own): the secrets come from the environment only. */
  serverless: boolean;
  /** Where accepted requests are kept: Netlify Blobs on Netlify, DATA_DIR under our own server (src/deploy/requestStore.ts). */
  store: () => RequestStore;
  /** This process's attempts: the first one is made while the visitor (or the office) waits. */
  attempts: Attempts;
  /**
   * Whether this process may deliver from the store: on our server only the process holding the data
   * folder's lock (./deliveryLock.ts); Blobs' conditional writes make every Netlify instance safe to try.
   */
  exclusive?: () => Promise<boolean>;
  /** Our server's worker, told of a message its first attempt did not deliver; none on Netlify (the scheduled function comes by). */
  worker?: WorkerDoorbell;
}

/**
 * The first attempt of a message just stored, made while its caller waits (FIRST_ATTEMPT_MS at most). Not
 * delivered: pending for /healthz from now on, before the worker's next count (its age counts from the end
 * of this attempt), and the worker is told.
 */
export async function deliverFirst(desk: StoreDesk, store: RequestStore, id: string, acknowledgement = false): Promise<void> {
  const outcome = await desk.attempts.first(store, id, desk.settings, { exclusive: desk.exclusive });
  if (outcome !== "delivered") desk.worker?.nudge({ id, receivedAt: Date.now(), acknowledgement });
}
