import { createHash, randomBytes } from "node:crypto";
import { link, mkdir, open, readdir, readFile, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { checkKey, describeError, StoreError, type KeyValueStore, type Versioned, type WriteOptions } from "./keyValue";

/**
 * Stored requests as files in DATA_DIR (default .data/), one JSON document per key
 * (`requests/<id>.json`, `pending/<id>.json`, …).
 *
 * Why files and not node:sqlite: the same code runs inside Gatsby's webpack bundle of the function,
 * under Jest and under the operator's `npm run requests`, on any Node the project supports, with no
 * experimental-feature warning to silence, and an operator can read a request with `cat`. The volume
 * (a few requests a day, kept 30 days) needs no index.
 *
 * Durability: every document is written to a temporary name, fsync'd, then linked (create: fails if
 * the key exists, so one request can never overwrite another) or renamed (update) into place, and the
 * folder is fsync'd, so after `kill -9` or a power cut a key holds either its old or its new document,
 * never a half-written one. Updates compare the content hash under a per-key lock: exact within one
 * process (the server's handler and its worker); `npm run requests` in another process changes only
 * what the worker is not touching (a dead or delivered request), see docs.
 */
export class FileStore implements KeyValueStore {
  readonly description: string;

  constructor(readonly dir: string) {
    this.description = `folder ${dir}`;
  }

  async create(key: string, value: object): Promise<boolean> {
    const file = this.file(key);
    const temp = await this.writeTemp(file, value);
    try {
      await link(temp, file);
    } catch (error) {
      if ((error as { code?: string }).code === "EEXIST") return false;
      throw new StoreError(`could not store ${key}: ${describeError(error)}`, { cause: error });
    } finally {
      await unlink(temp).catch(() => undefined);
    }
    await this.syncFolder(file);
    return true;
  }

  async read<T>(key: string): Promise<Versioned<T> | undefined> {
    let bytes: Buffer;
    try {
      bytes = await readFile(this.file(key));
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return undefined;
      throw new StoreError(`could not read ${key}: ${describeError(error)}`, { cause: error });
    }
    return { value: JSON.parse(bytes.toString("utf8")) as T, version: versionOf(bytes) };
  }

  async update(key: string, value: object, version: string, { durable = true }: WriteOptions = {}): Promise<string | undefined> {
    return withLock(`${this.dir}\0${key}`, async () => {
      const current = await this.read(key);
      if (!current || current.version !== version) return undefined;
      const file = this.file(key);
      const temp = await this.writeTemp(file, value, durable);
      try {
        await rename(temp, file);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw new StoreError(`could not update ${key}: ${describeError(error)}`, { cause: error });
      }
      if (durable) await this.syncFolder(file);
      return versionOf(serialize(value));
    });
  }

  async remove(key: string, { durable = true }: WriteOptions = {}): Promise<void> {
    const file = this.file(key);
    try {
      await unlink(file);
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return;
      throw new StoreError(`could not remove ${key}: ${describeError(error)}`, { cause: error });
    }
    if (durable) await this.syncFolder(file);
  }

  async list(prefix: string): Promise<string[]> {
    let names: string[];
    try {
      names = await readdir(path.join(this.dir, prefix));
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return [];
      throw new StoreError(`could not list ${prefix}: ${describeError(error)}`, { cause: error });
    }
    return names.filter((name) => name.endsWith(".json") && !name.startsWith(".")).map((name) => name.slice(0, -".json".length));
  }

  private file(key: string): string {
    checkKey(key);
    return path.join(this.dir, `${key}.json`);
  }

  // Personal data: the folders and files are the server user's only.
  private async writeTemp(file: string, value: object, durable = true): Promise<string> {
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const handle = await open(temp, "wx", 0o600);
      try {
        await handle.writeFile(serialize(value));
        if (durable) await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw new StoreError(`could not write ${path.basename(file)}: ${describeError(error)}`, { cause: error });
    }
    return temp;
  }

  // A rename or link is durable only once the folder that holds the name is on disk.
  private async syncFolder(file: string): Promise<void> {
    try {
      const handle = await open(path.dirname(file), "r");
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch (error) {
      throw new StoreError(`could not sync ${path.dirname(file)}: ${describeError(error)}`, { cause: error });
    }
  }
}

const serialize = (value: object) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8");
const versionOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

// One queue per key; on globalThis because `gatsby serve` loads the function bundle anew on every request.
const LOCKS = Symbol.for("contact.fileStore.locks");
async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const home = globalThis as unknown as Record<symbol, Map<string, Promise<unknown>> | undefined>;
  const locks = (home[LOCKS] ??= new Map());
  const previous = locks.get(name) ?? Promise.resolve();
  const run = previous.then(work, work);
  const tail = run.catch(() => undefined);
  locks.set(name, tail);
  try {
    return await run;
  } finally {
    if (locks.get(name) === tail) locks.delete(name);
  }
}
