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
export async function solvedField(options: { secret?: string; issuedAt?: number } = {}): Promise<string> {
  const challenge = await newChallenge(options.secret ?? testSecret(), options.issuedAt);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the challenge could not be solved");
  return encode(challenge, solution);
}

/**
 * `count` solved fields for requests posted at once. Solved one after another: started together, the
 * solutions share the solver's time limit (90 s from each start, altcha-lib's default), and on a busy
 * machine the last of 200 ran past it; one at a time, each has it to itself.
 */
export async function solvedFields(count: number): Promise<string[]> {
  const fields: string[] = [];
  for (let n = 0; n < count; n += 1) fields.push(await solvedField());
  return fields;
}

export const encode = (challenge: unknown, solution: unknown) => Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
export const decode = (field: string) => JSON.parse(Buffer.from(field, "base64").toString("utf8"));
