import type { ContactConfig } from "../config";
import { challengeSecret, checkSolution, type SolutionCheck } from "./challengeServer";
import { ANSWERED, type Answered, type Reply } from "./head";

/** The request's field that carries the solved challenge, as ALTCHA's widget names it, and the header the form sends it in. */
export const SOLUTION_FIELD = "altcha";
export const SOLUTION_HEADER = "altcha";

export type ReadSolution = SolutionCheck | { kind: "none" };
type Refused = Extract<SolutionCheck, { kind: "invalid" | "expired" }>;

/** A solution checked, or `none` (none given, or no secret to check it with: a configuration problem, logged). */
export async function readSolution(field: unknown, settings: ContactConfig, serverless: boolean): Promise<ReadSolution> {
  if (field === undefined || field === null || field === "") return { kind: "none" };
  const { secret } = challengeSecret(settings, serverless);
  if (!secret) {
    console.error(
      "[contact] configuration: a request carries a challenge's solution but CONTACT_CHALLENGE_SECRET is not set: it is treated as a request without one.",
    );
    return { kind: "none" };
  }
  return checkSolution(field, secret);
}

export const isRefused = (solution: ReadSolution): solution is Refused => solution.kind === "invalid" || solution.kind === "expired";

/** The answer to a solution that is not valid or has expired: the form fetches a new challenge, or sends without one. */
export function refuseSolution(solution: Refused, reply: Reply): Answered {
  if (solution.kind === "expired") {
    reply(400, { error: "challenge_expired", message: "The challenge (altcha) has expired: fetch a new challenge, or send the request without one." });
    return ANSWERED;
  }
  console.warn(`[contact] challenge refused: ${solution.reason}`);
  reply(400, {
    error: "challenge_invalid",
    message: "The challenge's solution (altcha) is not valid: fetch a new challenge, or send the request without one.",
  });
  return ANSWERED;
}
