import { createHash, randomBytes } from "node:crypto";
import { constants } from "node:fs";
import { link, lstat, mkdir, open, readdir, readlink, rename, unlink } from "node:fs/promises";
import path from "node:path";
import { checkKey, DamagedEntryError, describeError, KEY_PATTERN, StoreError, type KeyValueStore, type Versioned, type WriteOptions } from "./keyValue";

/** No document of ours comes near this (a request is its e-mail, under 100 KB): larger is not ours. */
const MAX_DOCUMENT_BYTES = 4 * 1024 * 1024;

/**
 * Stored requests as files in DATA_DIR (default .data/), one JSON document per key
 * (`requests/<id>.json`, `pending/<id>.json`, …).
 *
 * Why files and not node:sqlite: the same code runs inside Gatsby's webpack bundle of the function,
 * under Jest and under the operator's `npm run requests`, on any Node the project supports, with no
 * experimental-feature warning to silence, and an operator can read a request with `cat`. The volume
 * (a few requests a day, kept 30 days) needs no index.
 *
 * Durability: every document is written to a temporary name and fsync'd, always, before it is linked
 * (create: fails if the key exists, so one request can never overwrite another) or renamed (update)
 * into place; the folder is fsync'd after it unless the caller says a lost change is harmless. So after
 * `kill -9` or a power cut a key holds its old or its new document, never an empty or half-written one
 * (XFS and ext4 alike: a rename over a file whose data is not on disk is what empties it on XFS).
 * Updates compare the content hash under a per-key lock: exact within one process; across processes
 * only one may deliver from a folder at a time (./deliveryLock.ts), see docs/requests.md.
 *
 * Reading never follows a symbolic link and accepts regular files only; anything else under our
 * folders (empty, truncated, a folder, a link, a foreign name) is a DamagedEntryError, which the
 * request store moves to `quarantine/` (quarantine()) so that it never stops another delivery.
 * The folders themselves (`requests/`, `solution/`, …) are checked on every use (folder()): a symbolic
 * link planted in their place is never followed. DATA_DIR itself is the operator's choice and may be one.
 */
export class FileStore implements KeyValueStore {
  readonly description: string;

  constructor(
    readonly dir: string,
    private readonly logError: (message: string) => void = (message) => console.error(message),
  ) {
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
    const bytes = await this.readBytes(key);
    if (bytes === undefined) return undefined;
    if (bytes.length === 0) throw new DamagedEntryError(key, "empty file");
    let value: T;
    try {
      value = JSON.parse(bytes.toString("utf8")) as T;
    } catch {
      throw new DamagedEntryError(key, `not a whole JSON document (${bytes.length} bytes)`);
    }
    if (value === null || typeof value !== "object" || Array.isArray(value)) throw new DamagedEntryError(key, "not a JSON object");
    return { value, version: versionOf(bytes) };
  }

  // O_NOFOLLOW: a link in our folder is never followed (it could point at any file the server can
  // read); fstat on the handle, not the name, so nothing can be swapped in between.
  private async readBytes(key: string): Promise<Buffer | undefined> {
    const file = this.file(key);
    if (!(await this.folder(prefixOf(key), false))) return undefined;
    let handle;
    try {
      handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === "ENOENT") return undefined;
      if (code === "ELOOP" || code === "EMLINK") throw new DamagedEntryError(key, "a symbolic link");
      throw new StoreError(`could not read ${key}: ${describeError(error)}`, { cause: error });
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new DamagedEntryError(key, stats.isDirectory() ? "a folder" : "not a regular file");
      if (stats.size > MAX_DOCUMENT_BYTES) throw new DamagedEntryError(key, `${stats.size} bytes, more than any document of ours`);
      return await handle.readFile();
    } catch (error) {
      if (error instanceof DamagedEntryError) throw error;
      throw new StoreError(`could not read ${key}: ${describeError(error)}`, { cause: error });
    } finally {
      await handle.close();
    }
  }

  async update(key: string, value: object, version: string, { durable = true }: WriteOptions = {}): Promise<string | undefined> {
    return withLock(`${this.dir}\0${key}`, async () => {
      const current = await this.read(key);
      if (!current || current.version !== version) return undefined;
      const file = this.file(key);
      const temp = await this.writeTemp(file, value);
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
    if (!(await this.folder(prefixOf(key), false))) return;
    try {
      await unlink(file);
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return;
      throw new StoreError(`could not remove ${key}: ${describeError(error)}`, { cause: error });
    }
    if (durable) await this.syncFolder(file);
  }

  /**
   * The keys under a prefix. A name that no key of ours could have (a file someone copied in, a
   * leftover of another tool) is moved to quarantine/ on sight; temporary files (dot names) are ours.
   */
  async list(prefix: string): Promise<string[]> {
    let names: string[];
    try {
      const folder = await this.folder(prefix.slice(0, -1), false);
      if (!folder) return [];
      names = await readdir(folder);
    } catch (error) {
      if (error instanceof StoreError) throw error;
      if ((error as { code?: string }).code === "ENOENT" || (error as { code?: string }).code === "ENOTDIR") return [];
      throw new StoreError(`could not list ${prefix}: ${describeError(error)}`, { cause: error });
    }
    const keys: string[] = [];
    for (const name of names) {
      if (name.startsWith(".")) continue;
      const key = `${prefix}${name.slice(0, -".json".length)}`;
      if (name.endsWith(".json") && KEY_PATTERN.test(key)) keys.push(key.slice(prefix.length));
      else if (prefix !== "quarantine/") await this.moveAside(path.join(this.dir, prefix, name), `${prefix.slice(0, -1)}-foreign`);
    }
    return keys;
  }

  async quarantine(key: string): Promise<string> {
    const file = this.file(key);
    await this.folder(prefixOf(key), false);
    return this.moveAside(file, key.replace("/", "-"));
  }

  // rename() moves a link or a folder as it is, without opening it.
  private async moveAside(from: string, label: string): Promise<string> {
    const name = `${label.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 100)}-${Date.now()}${randomBytes(2).toString("hex")}`;
    const to = path.join(this.dir, "quarantine", `${name}.json`);
    try {
      await this.folder("quarantine", true);
      await rename(from, to);
    } catch (error) {
      if ((error as { code?: string }).code === "ENOENT") return name;
      throw new StoreError(`could not move ${path.relative(this.dir, from)} to quarantine: ${describeError(error)}`, { cause: error });
    }
    await this.syncFolder(to);
    return name;
  }

  /**
   * Whether a document can be written and flushed here right now (a full disk, a read-only mount):
   * a probe file written, fsync'd and removed. What /healthz reports.
   */
  async writable(): Promise<true | string> {
    try {
      const temp = await this.writeTemp(path.join(this.dir, "meta", "probe.json"), { probe: true });
      await unlink(temp);
      return true;
    } catch (error) {
      return describeError(error instanceof StoreError && error.cause ? error.cause : error);
    }
  }

  private file(key: string): string {
    checkKey(key);
    return path.join(this.dir, `${key}.json`);
  }

  /**
   * One of our folders, checked before each use: a real folder, never a symbolic link planted in its
   * place (it could lead anywhere the server can write: a solved request's record was written through
   * one). A link found there is moved to quarantine/ (renamed, never followed), said plainly in the log,
   * and a new folder is made, so the site keeps taking requests and /healthz counts it. Undefined when
   * there is no folder and `create` is false; a file in its place cannot be written (StoreError).
   */
  private async folder(name: string, create: boolean): Promise<string | undefined> {
    const folder = path.join(this.dir, name);
    for (let round = 0; round < 4; round += 1) {
      let stats;
      try {
        stats = await lstat(folder);
      } catch (error) {
        if ((error as { code?: string }).code !== "ENOENT") throw new StoreError(`could not check ${name}/: ${describeError(error)}`, { cause: error });
      }
      if (stats?.isDirectory()) return folder;
      if (!stats) {
        if (!create) return undefined;
        try {
          await mkdir(folder, { recursive: true, mode: 0o700 });
        } catch (error) {
          throw new StoreError(`could not make ${name}/: ${describeError(error)}`, { cause: error });
        }
        // Checked again: made by us, or planted meanwhile.
        continue;
      }
      if (!stats.isSymbolicLink()) {
        if (!create) return undefined;
        throw new StoreError(`${name} in ${this.dir} is not a folder (a file is in its place)`);
      }
      const target = await readlink(folder).catch(() => "?");
      // quarantine/ itself cannot be moved into itself: refused, the operator removes it.
      if (name === "quarantine") throw new StoreError(`${folder} is a symbolic link (to ${target}), not a folder of ours: refused, never followed; remove it`);
      const moved = await this.moveAside(folder, `${name}-link`);
      this.logError(
        `[contact] ${folder} was a symbolic link (to ${target}), not a folder of ours: never followed; moved to quarantine/${moved}.json in ${this.dir}. See npm run requests.`,
      );
    }
    throw new StoreError(`${folder} keeps changing: refused`);
  }

  // Personal data: the folders and files are the server user's only.
  private async writeTemp(file: string, value: object): Promise<string> {
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.tmp`);
    try {
      await this.folder(path.basename(path.dirname(file)), true);
      const handle = await open(temp, "wx", 0o600);
      try {
        await handle.writeFile(serialize(value));
        // Always, even where the caller does not need the change itself to survive: a rename over a
        // document whose data is not on disk can leave an empty file after a power cut.
        await handle.sync();
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

const prefixOf = (key: string) => key.slice(0, key.indexOf("/"));
const serialize = (value: object) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, "utf8");
const versionOf = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

// One queue per key, for this process (the module is loaded once per process).
const locks = new Map<string, Promise<unknown>>();
async function withLock<T>(name: string, work: () => Promise<T>): Promise<T> {
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
