/**
 * `npm run requests`: the operator's view of the stored contact requests (src/booking/store/).
 *
 *   npm run requests                    every stored request by state: reference, age, attempts, last error
 *   npm run requests -- show REF        one request: its dates, attempts, error and the e-mail's headers
 *   npm run requests -- retry REF       try a waiting or dead request again now (the worker takes it)
 *   npm run requests -- eml REF [FILE]  write its e-mail as an .eml file (default ./REF.eml)
 *   npm run requests -- delete REF      forget a dead (handled) or delivered request
 *
 * Our own server: reads DATA_DIR (default .data/). Netlify: add --netlify, with NETLIFY_SITE_ID (Site
 * configuration > General > Site ID) and NETLIFY_AUTH_TOKEN (a personal access token, User settings >
 * Applications) in the environment. REF is the reference the visitor was given (GPM-…) or the id; a
 * visitor's acknowledgement (the same reference) is named by its id, which the list and `show` give.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { readConfig } from "../src/booking/config";
import { BlobStore } from "../src/deploy/blobStore";
import { FileStore } from "../src/booking/store/fileStore";
import { ackIdFor, messageBytes, RequestStore, type StoredRequest } from "../src/booking/store/store";

class UsageError extends Error {}

function openStore(args: string[]): RequestStore {
  if (!args.includes("--netlify")) return new RequestStore(new FileStore(readConfig().requests.dataDir));
  const siteID = process.env.NETLIFY_SITE_ID?.trim();
  const token = process.env.NETLIFY_AUTH_TOKEN?.trim();
  const missing = [siteID ? "" : "NETLIFY_SITE_ID", token ? "" : "NETLIFY_AUTH_TOKEN"].filter(Boolean);
  if (missing.length) {
    throw new UsageError(
      `--netlify reads the site's Netlify Blobs store and needs ${missing.join(" and ")} in the environment ` +
        "(NETLIFY_SITE_ID: Site configuration > General > Site ID; NETLIFY_AUTH_TOKEN: User settings > Applications > Personal access tokens).",
    );
  }
  return new RequestStore(new BlobStore({ siteID, token }));
}

function age(record: StoredRequest, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - Date.parse(record.receivedAt)) / 1000));
  if (seconds < 120) return `${seconds} s`;
  if (seconds < 7200) return `${Math.round(seconds / 60)} min`;
  if (seconds < 172_800) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86_400)} d`;
}

function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

async function list(store: RequestStore): Promise<string> {
  const now = new Date();
  const records = await store.all();
  const lines = [`Stored requests in ${store.description}:`];
  // The office's requests, then the visitors' acknowledgements: a dead acknowledgement (a visitor's
  // address the mail server refuses) is not a lost request, and is counted apart, as /healthz does.
  const groups = [
    { records: records.filter((record) => record.kind !== "ack") },
    {
      heading: "Acknowledgements to visitors (counted apart: one that fails is the visitor's address, not the office's request):",
      records: records.filter((record) => record.kind === "ack"),
    },
  ];
  for (const group of groups) {
    if (group.heading) lines.push("", group.heading);
    for (const state of ["pending", "dead", "delivered"] as const) {
      const inState = group.records.filter((record) => record.state === state);
      lines.push("", `${state} (${inState.length})`);
      if (inState.length === 0) continue;
      const rows = [["reference", "age", "attempts", state === "delivered" ? "delivered" : "last error"]];
      for (const record of inState) {
        const last = state === "delivered" ? (record.deliveredAt ?? "") : (record.lastError ?? (record.leaseUntil ? "(attempt running)" : "(not tried yet)"));
        // An acknowledgement shares its request's reference, which names the request in the commands:
        // it is marked, with the id that retry, eml and delete take for it.
        const name = record.kind === "ack" ? `${record.reference} (acknowledgement ${record.id})` : record.reference;
        rows.push([name, age(record, now), String(record.attempts), last]);
      }
      lines.push(table(rows));
    }
  }
  // Entries that could not be read: moved aside (never read through, never deleted), named here.
  const quarantined = await store.quarantined();
  lines.push("", `quarantined (${quarantined.length})`);
  if (quarantined.length > 0) {
    const where = store.kv instanceof FileStore ? `${path.join(store.kv.dir, "quarantine")}/<name>.json` : "the store's quarantine/<name>";
    lines.push(...quarantined.map((name) => `  ${name}`));
    lines.push(
      `Each is kept as it was found, in ${where}: look at it, recover what it holds if anything (npm run requests -- eml works on requests only),`,
      "then remove it; /healthz answers 503 while any is there.",
    );
  }
  return lines.join("\n");
}

function headerBlock(record: StoredRequest): string {
  const text = messageBytes(record).toString("utf8");
  const headers = text.slice(0, text.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return headers
    .split("\r\n")
    .filter((line) => /^(Subject|From|To|Reply-To|Date|Message-ID):/i.test(line))
    .join("\n");
}

async function find(store: RequestStore, reference: string | undefined): Promise<StoredRequest> {
  if (!reference) throw new UsageError("Name the request: its reference (GPM-…) or its id.");
  const record = await store.find(reference);
  if (!record) throw new UsageError(`No stored request ${reference} in ${store.description}.`);
  return record;
}

export async function run(argv: string[], out: (line: string) => void = console.log): Promise<number> {
  const args = argv.filter((arg) => arg !== "--netlify");
  const [command = "list", reference, file] = args;
  try {
    const store = openStore(argv);
    switch (command) {
      case "list":
        out(await list(store));
        return 0;
      case "show": {
        const record = await find(store, reference);
        const { message: _message, ...facts } = record;
        out(JSON.stringify(facts, null, 2));
        out(headerBlock(record));
        // The request's acknowledgement to the visitor, if it was sent one: a delivery of its own.
        const ack = record.kind === "ack" ? undefined : (await store.read(ackIdFor(record.id)))?.value;
        if (ack) out(`Acknowledgement to the visitor: ${ack.id}, ${ack.state}${ack.lastError ? ` (${ack.lastError})` : ""}`);
        return 0;
      }
      case "retry": {
        const record = await find(store, reference);
        if (record.state === "delivered") throw new UsageError(`${record.reference} was delivered at ${record.deliveredAt}; nothing to retry.`);
        await store.retry(record.id, new Date());
        out(`${record.reference} is due now: the running server's worker (or Netlify's scheduled function, within a minute) tries it.`);
        return 0;
      }
      case "eml": {
        const record = await find(store, reference);
        const target = path.resolve(file ?? `${record.reference}.eml`);
        writeFileSync(target, messageBytes(record).toString("utf8").replace(/\r\n/g, "\n"), { mode: 0o600, flag: "wx" });
        out(`Wrote ${target}`);
        return 0;
      }
      case "delete": {
        const record = await find(store, reference);
        if (record.state === "pending") throw new UsageError(`${record.reference} is still being delivered; only dead or delivered requests can be deleted.`);
        await store.forget(record.id);
        out(`Deleted ${record.reference}.`);
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}". Use: list, show REF, retry REF, eml REF [FILE], delete REF (add --netlify for the Netlify store).`);
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
}

// Run as `npm run requests` (tsx scripts/requests.ts), not when a test imports run().
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  run(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
