/**
 * The storage under the stored requests: JSON documents by key, with writes that cannot overwrite
 * another document (create) and compare-and-swap updates (a version read with the document must still
 * be current). Two homes implement it: a folder of fsync'd files (./fileStore.ts, our own server) and
 * Netlify Blobs (../../deploy/blobStore.ts). Everything above it (./store.ts) is written once against this.
 */
export interface Versioned<T> {
  value: T;
  /** Opaque: a file's content hash, a blob's ETag. */
  version: string;
}

export interface KeyValueStore {
  /** Where the documents live, for logs and the operator ("folder /srv/site/.data", "Netlify Blobs store …"). */
  readonly description: string;
  /** Writes `value` under a key that must not exist yet; false (and nothing written) when it does. */
  create(key: string, value: object): Promise<boolean>;
  read<T>(key: string): Promise<Versioned<T> | undefined>;
  /**
   * Replaces the document only if it is still at `version`; the new version, or undefined when it was not.
   * `durable: false` for what a crash may lose without harm (an attempt's lease: lost, the request is
   * simply tried again), which spares the folder's flush on the visitor's time; the document's own
   * bytes are always flushed before it replaces the old one.
   */
  update(key: string, value: object, version: string, options?: WriteOptions): Promise<string | undefined>;
  /** Removing a key that does not exist is not an error. */
  remove(key: string, options?: WriteOptions): Promise<void>;
  /** The keys under a prefix ending in "/", without the prefix. */
  list(prefix: string): Promise<string[]>;
  /**
   * Moves an entry that cannot be read as a document (empty, truncated, not a regular file, a link)
   * out of the way, under `quarantine/`, without reading through it; returns the name it was given
   * there. Nothing is deleted: the operator decides (`npm run requests`).
   */
  quarantine(key: string): Promise<string>;
}

export interface WriteOptions {
  /** Default true: on disk before the call returns; false: the old or the new document after a crash. */
  durable?: boolean;
}

/** Keys are our own ids and hashes: a fixed alphabet, so no key can name a path outside the store. */
export const KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]{1,128}$/;

export function checkKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid store key: ${JSON.stringify(key)}`);
}

/**
 * An entry that is there but is not a document this store wrote: a zero-byte or truncated file, a
 * folder, a symbolic link, a blob that does not parse. Never read through, never fatal to the others.
 */
export class DamagedEntryError extends Error {
  readonly name = "DamagedEntryError";
  constructor(
    readonly key: string,
    readonly problem: string,
  ) {
    super(`${key} is damaged (${problem})`);
  }
}

/** Storage failed (disk full, read-only, Blobs unreachable): the request must be answered 502. */
export class StoreError extends Error {
  readonly name = "StoreError";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return code ? `${String(code)} ${error.message}` : error.message;
}
