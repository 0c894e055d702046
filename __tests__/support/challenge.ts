import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { challengeSecret, newChallenge } from "../../src/booking/http/challengeServer";
import { readConfig } from "../../src/booking/config";

/** The secret the function uses under this test's environment (CONTACT_CHALLENGE_SECRET, or the one in DATA_DIR). */
export const testSecret = () => challengeSecret(readConfig(), false).secret!;

/**
 * A challenge as GET /api/contact-challenge gives it, solved as the browser solves it (the same
 * algorithm, with Node's hash), as the form sends it: the `altcha` field.
 */
export async function solvedField(options: { secret?: string; issuedAt?: number; counter?: number } = {}): Promise<string> {
  const challenge = await newChallenge(options.secret ?? testSecret(), options.issuedAt, options.counter);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return encode(challenge, solution);
}

/**
 * A solved field for the tests of what happens after the check (caps, limits, the accepted-means-kept
 * property): a challenge the function signs and checks like any other, with a counter below 100 (from `n`),
 * so that it costs a few hashes rather than 25,000 on average. The work itself is tested with solvedField's
 * random counters.
 */
export const quickSolvedField = (n: number) => solvedField({ counter: n % 100 });

/** `count` quick solved fields for a burst of requests posted at once (200 of them cost 46 CPU-s at random counters). */
export async function solvedFields(count: number): Promise<string[]> {
  const fields: string[] = [];
  for (let n = 0; n < count; n += 1) fields.push(await quickSolvedField(n));
  return fields;
}

export const encode = (challenge: unknown, solution: unknown) => Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
export const decode = (field: string) => JSON.parse(Buffer.from(field, "base64").toString("utf8"));
