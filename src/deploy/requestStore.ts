import type { ContactConfig } from "../booking/config";
import { BlobStore } from "./blobStore";
import { FileStore } from "../booking/store/fileStore";
import { RequestStore } from "../booking/store/store";

export interface StoreRuntime {
  /** Netlify (the adapter's Lambda wrapper, or a Netlify Function of our own): Blobs. */
  serverless: boolean;
  /** The wrapper's Lambda event, which carries the Blobs context. */
  lambdaEvent?: unknown;
}

/** Where accepted requests are kept: Netlify Blobs on Netlify, DATA_DIR under our own server. */
export function openStore(config: ContactConfig, runtime: StoreRuntime): RequestStore {
  return new RequestStore(runtime.serverless ? new BlobStore({ lambdaEvent: runtime.lambdaEvent }) : new FileStore(config.requests.dataDir));
}
