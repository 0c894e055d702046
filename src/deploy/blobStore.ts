import { getStore, setEnvironmentContext, type Store } from "@netlify/blobs";
import { DamagedEntryError, describeError, StoreError, type KeyValueStore, type Versioned } from "../booking/store/keyValue";

// Blobs writes are durable when acknowledged: the `durable` option of KeyValueStore changes nothing here.

/** The site-wide store (not deploy-scoped: a request accepted before a deploy is delivered after it). */
export const BLOB_STORE_NAME = "contact-requests";

export interface BlobStoreOptions {
  /** The Lambda event of gatsby-adapter-netlify's wrapper: it carries the Blobs context (connectLambda). */
  lambdaEvent?: unknown;
  /** For `npm run requests` outside Netlify: the site id and a personal access token. */
  siteID?: string;
  token?: string;
  /** Tests: a local Blobs server (@netlify/blobs/server). */
  apiURL?: string;
  edgeURL?: string;
  uncachedEdgeURL?: string;
}

/**
 * Netlify Blobs as a KeyValueStore. Writes are conditional (`onlyIfNew`, `onlyIfMatch` on the ETag),
 * so two function instances can never overwrite each other's requests or both claim one delivery;
 * reads are strongly consistent, so a request stored by the function is seen by the next scheduled run.
 */
export class BlobStore implements KeyValueStore {
  readonly description: string;
  private readonly store: Store;

  constructor(options: BlobStoreOptions = {}) {
    const event = options.lambdaEvent as { blobs?: string; headers?: Record<string, string>; multiValueHeaders?: Record<string, string[]> } | undefined;
    if (event?.blobs) connectLambdaEvent(event.blobs, event.headers ?? singleValued(event.multiValueHeaders ?? {}));
    const { siteID, token, apiURL, edgeURL, uncachedEdgeURL } = options;
    const explicit = siteID ? { siteID, token, apiURL, edgeURL, uncachedEdgeURL } : {};
    // Strong reads need the uncached edge URL. Where the runtime gives none, reads may be up to a minute
    // stale; nothing depends on them being fresh, since every write is conditional.
    const consistency = uncachedEdgeURL || contextHasUncachedEdge() ? "strong" : "eventual";
    try {
      this.store = getStore({ name: BLOB_STORE_NAME, consistency, ...explicit });
    } catch (error) {
      throw new StoreError(`Netlify Blobs is not available: ${describeError(error)}`, { cause: error });
    }
    this.description = `Netlify Blobs store "${BLOB_STORE_NAME}"`;
  }

  async create(key: string, value: object): Promise<boolean> {
    const result = await this.call(key, () => this.store.setJSON(key, value, { onlyIfNew: true }));
    return result.modified;
  }

  async read<T>(key: string): Promise<Versioned<T> | undefined> {
    for (let round = 0; round < 5; round += 1) {
      const found = await this.call(key, () => this.store.getWithMetadata(key, { type: "text" }));
      if (!found) return undefined;
      if (found.etag) return { value: parseDocument<T>(key, found.data), version: found.etag };
      // The local Blobs server of netlify-cli (@netlify/blobs/server) honours If-Match but sends no
      // ETag with a read; its listing has them. Listed before and after the read and unchanged: the
      // document read is the one at that ETag.
      const before = await this.listedEtag(key);
      const again = await this.call(key, () => this.store.getWithMetadata(key, { type: "text" }));
      const after = await this.listedEtag(key);
      if (!again || !before) return undefined;
      if (before === after) return { value: parseDocument<T>(key, again.data), version: before };
    }
    throw new StoreError(`${key} kept changing while it was being read`);
  }

  private async listedEtag(key: string): Promise<string | undefined> {
    const listed = await this.call(key, () => this.store.list({ prefix: key }));
    return listed.blobs.find((blob) => blob.key === key)?.etag;
  }

  async update(key: string, value: object, version: string): Promise<string | undefined> {
    // An empty condition would be no condition at all: an overwrite.
    if (!version) throw new StoreError(`no version to update ${key} against`);
    const result = await this.call(key, () => this.store.setJSON(key, value, { onlyIfMatch: version }));
    return result.modified ? (result.etag ?? "") : undefined;
  }

  async remove(key: string): Promise<void> {
    await this.call(key, () => this.store.delete(key));
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    await this.call(prefix, async () => {
      for await (const page of this.store.list({ prefix, paginate: true })) {
        for (const blob of page.blobs) keys.push(blob.key.slice(prefix.length));
      }
    });
    return keys;
  }

  /** The blob's bytes as they are, under quarantine/, then the original removed. */
  async quarantine(key: string): Promise<string> {
    const name = `${key.replace("/", "-").slice(0, 100)}-${Date.now()}`;
    const raw = await this.call(key, () => this.store.get(key, { type: "text" }));
    if (raw === null) return name;
    await this.call(key, () => this.store.set(`quarantine/${name}`, raw));
    await this.remove(key);
    return name;
  }

  private async call<T>(key: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw new StoreError(`Netlify Blobs failed on ${key}: ${describeError(error)}`, { cause: error });
    }
  }
}

function parseDocument<T>(key: string, text: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new DamagedEntryError(key, text.length === 0 ? "empty" : `not a whole JSON document (${text.length} characters)`);
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) throw new DamagedEntryError(key, "not a JSON object");
  return value as T;
}

function contextHasUncachedEdge(): boolean {
  const raw = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.NETLIFY_BLOBS_CONTEXT;
  if (!raw) return false;
  try {
    return Boolean((JSON.parse(Buffer.from(raw, "base64").toString("utf8")) as { uncachedEdgeURL?: string }).uncachedEdgeURL);
  } catch {
    return false;
  }
}

const singleValued = (headers: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(headers).map(([name, values]) => [name.toLowerCase(), values[0]]));

/**
 * @netlify/blobs' own connectLambda (11.1.1) keeps only `url` and `token` of the Lambda event's Blobs
 * payload and drops `url_uncached`, so the adapter's Lambda-compatible function could only read with
 * eventual consistency; netlify-cli's payload carries `url_uncached` (verified offline, docs/requests.md).
 * The same context, with the uncached URL when there is one. Site and deploy ids come in the headers.
 */
function connectLambdaEvent(blobs: string, headers: Record<string, string | undefined>): void {
  const data = JSON.parse(Buffer.from(blobs, "base64").toString("utf8")) as { url?: string; url_uncached?: string; token?: string; primary_region?: string };
  setEnvironmentContext({
    deployID: headers["x-nf-deploy-id"],
    edgeURL: data.url,
    uncachedEdgeURL: data.url_uncached,
    primaryRegion: data.primary_region,
    siteID: headers["x-nf-site-id"],
    token: data.token,
  });
}
