import { createHash, randomBytes } from "node:crypto";
import { closeSync, constants, fstatSync, fsyncSync, linkSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";
import { createChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { ContactConfig } from "../config";
import type { KeyValueStore } from "../store/keyValue";

/**
 * The proof-of-work challenge (issue 27): ALTCHA's protocol, self-hosted (altcha-lib), no cookie and no
 * third party. GET /api/contact-challenge hands out a challenge signed with the site's secret; the
 * browser finds the counter that gives the signed key (../../contact/challenge.ts) and sends it with the request, in
 * its `Altcha` header (or, as before, its body's `altcha` field); the function checks the signature and the work, and records the solution so that it is
 * accepted once until it expires (`solution/<hash>` in the request store, an atomic create).
 */

/** SHA-256, one round: the browser runs it through WebCrypto, which every current browser has. */
export const CHALLENGE_ALGORITHM = "SHA-256";
/**
 * The counter the browser has to find is drawn from 0 to this: on average it tries half of them.
 * Measured with `npm run bench:challenge` (docs/decisions.md, "Confirmation in writing"): Chromium as a
 * phone with its CPU slowed 4× tries 10,000–15,000 a second, so about 2 s on average and 3.5–5 s for the
 * largest counter, in Web Workers while the visitor types; Send waits 1.5 s at most. A bot pays the same
 * for every request it sends.
 */
export const CHALLENGE_MAX_COUNTER = 50_000;
/** Fetched on the form's first focus, a challenge must outlast a visitor writing a long message. */
export const CHALLENGE_TTL_SECONDS = 3_600;
/** The `altcha` field's largest value: a challenge and its solution are about 600 characters. */
export const MAX_SOLUTION_CHARS = 4_000;
/** Where our server keeps the secret it generated when CONTACT_CHALLENGE_SECRET is not set. */
export const SECRET_FILE = "challenge-secret";

export type SolutionCheck = { kind: "verified"; signature: string; expiresAt: number } | { kind: "invalid"; reason: string } | { kind: "expired" };

/** A signed challenge; `counter` is drawn at random unless given (a test that is not about the work gives a small one). */
export async function newChallenge(secret: string, now = Date.now(), counter = randomInt(CHALLENGE_MAX_COUNTER)): Promise<Challenge> {
  return createChallenge({
    algorithm: CHALLENGE_ALGORITHM,
    cost: 1,
    // Deterministic mode: the key of this counter is signed, so the browser's work is exactly counter + 1 hashes.
    counter,
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: secret,
  });
}

/**
 * Reads a solution, the `Altcha` header's or the `altcha` field's (base64 of `{challenge, solution}`, as ALTCHA's widget sends it) and checks
 * that we signed the challenge, that it has not expired and that the solution is the work it asked
 * for. Never throws: anything malformed is `invalid`, with a reason for the log.
 */
export async function checkSolution(field: unknown, secret: string, now = Date.now()): Promise<SolutionCheck> {
  if (typeof field !== "string" || field.length > MAX_SOLUTION_CHARS) return { kind: "invalid", reason: "not a string of at most 4000 characters" };
  let payload: { challenge?: Challenge; solution?: { counter: number; derivedKey: string } };
  try {
    payload = JSON.parse(Buffer.from(field, "base64").toString("utf8"));
  } catch {
    return { kind: "invalid", reason: "not base64 JSON" };
  }
  const parameters = payload?.challenge?.parameters;
  if (!parameters || typeof parameters !== "object" || typeof payload.challenge?.signature !== "string" || !payload.solution) {
    return { kind: "invalid", reason: "no challenge or solution" };
  }
  // Only what newChallenge makes: a signed challenge without an expiry (or of another algorithm) is not ours.
  if (parameters.algorithm !== CHALLENGE_ALGORITHM || typeof parameters.expiresAt !== "number") return { kind: "invalid", reason: "not one of our challenges" };
  if (parameters.expiresAt * 1000 < now) return { kind: "expired" };
  try {
    const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: secret });
    if (result.expired) return { kind: "expired" };
    if (result.verified) return { kind: "verified", signature: payload.challenge.signature, expiresAt: parameters.expiresAt * 1000 };
    return { kind: "invalid", reason: result.invalidSignature ? "bad signature" : "wrong solution" };
  } catch (error) {
    return { kind: "invalid", reason: error instanceof Error ? error.message : String(error) };
  }
}

const solutionKey = (signature: string) => `solution/${createHash("sha256").update(signature).digest("hex").slice(0, 48)}`;

/**
 * Records a verified solution, once: true when it is new, or was recorded for this very request (the
 * form's retry of the same submission); false when another request used it (a replay). One atomic
 * create, like a request's Idempotency-Key, so two requests racing with one solution cannot both pass.
 */
export async function recordSolution(kv: KeyValueStore, signature: string, expiresAt: number, requestId: string): Promise<boolean> {
  const key = solutionKey(signature);
  if (await kv.create(key, { expiresAt: new Date(expiresAt).toISOString(), request: requestId })) return true;
  const existing = await kv.read<{ request?: string }>(key).catch(() => undefined);
  return existing?.value.request === requestId;
}

/** Forgets solutions whose challenge has expired (a replay of one is refused as expired anyway). */
export async function purgeSolutions(kv: KeyValueStore, now = Date.now()): Promise<number> {
  let removed = 0;
  for (const name of await kv.list("solution/")) {
    const found = await kv.read<{ expiresAt?: string }>(`solution/${name}`).catch(() => undefined);
    if (found && Date.parse(found.value.expiresAt ?? "") > now) continue;
    await kv.remove(`solution/${name}`);
    removed += 1;
  }
  return removed;
}

// The secrets read or generated, per file: read once per process.
const secrets = new Map<string, string>();

/**
 * The secret that signs challenges: CONTACT_CHALLENGE_SECRET, or on our own server (never on Netlify,
 * whose disk is thrown away) one generated once into DATA_DIR/challenge-secret and kept there, so that
 * `npm start` needs no configuration and a restart does not void the challenges visitors hold.
 */
export function challengeSecret(
  config: Pick<ContactConfig, "challengeSecret" | "requests">,
  serverless: boolean,
): { secret?: string; generated?: string; problem?: string } {
  if (config.challengeSecret) return { secret: config.challengeSecret };
  if (serverless) return {};
  // A data folder that cannot be written (a full or read-only disk) must not stop the server: requests are
  // still answered (and refused with 503 while they cannot be stored); no challenge is offered meanwhile,
  // and the next call tries again.
  try {
    return keptSecret(path.join(config.requests.dataDir, SECRET_FILE));
  } catch (error) {
    return { problem: `no challenge secret could be kept in ${config.requests.dataDir} (${(error as Error).message}); no challenge is offered until it can` };
  }
}

/** A secret kept in `file`: read once per process, or generated into it once (never overwritten). */
export function keptSecret(file: string): { secret?: string; generated?: string } {
  const cached = secrets.get(file);
  if (cached) return { secret: cached };
  const found = readSecretFile(file);
  if (found) {
    secrets.set(file, found);
    return { secret: found };
  }
  // Written whole, flushed, then linked into place: two processes starting together keep one secret.
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  const fd = openSync(temporary, "wx", 0o600);
  try {
    writeSync(fd, `${randomBytes(32).toString("hex")}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  let generated = true;
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as { code?: string }).code !== "EEXIST") throw error;
    generated = false;
  } finally {
    unlinkSync(temporary);
  }
  const secret = readSecretFile(file);
  if (!secret) throw new Error(`${file} does not hold a secret of ours: delete it and start again`);
  secrets.set(file, secret);
  return generated ? { secret, generated: file } : { secret };
}

// O_NOFOLLOW: a link planted in DATA_DIR in the secret's place is refused, never read through (it
// could hand us a secret someone else knows, or any file of the server's); a regular file only.
function readSecretFile(file: string): string | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "ENOENT") return undefined;
    if (code === "ELOOP" || code === "EMLINK") throw new Error(`${file} is a symbolic link, not our secret: refused, never followed; remove it`);
    throw error;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || stats.size > 1024) throw new Error(`${file} is not a file of ours: remove it`);
    const text = readFileSync(fd, "utf8").trim();
    return /^[0-9a-f]{64}$/.test(text) ? text : undefined;
  } finally {
    closeSync(fd);
  }
}
