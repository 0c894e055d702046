import { newChallenge, challengeSecret } from "./challengeServer";
import { readConfig } from "../config";
import { sendError, sendErrorAnswer, sendJson, type RequestLike, type ResponseLike } from "./http";

/**
 * GET /api/contact-challenge: a fresh proof-of-work challenge for the form (./challengeServer.ts).
 * Served by its own Netlify function (src/api/contact-challenge.ts) and by our server from the contact
 * function's bundle. Nothing is stored: the challenge carries its own signature and expiry.
 */
export async function handleChallenge(req: RequestLike, res: ResponseLike, serverless: boolean): Promise<void> {
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.setHeader("Allow", "GET");
    return sendErrorAnswer(req, res, 405, { error: "method_not_allowed", message: "Only GET is accepted." });
  }
  const config = readConfig(undefined, undefined, { serverless });
  const { secret, problem } = challengeSecret(config, serverless);
  if (!secret) {
    // A deploy without the secret still takes requests (today's limits, no acknowledgement): a
    // configuration problem to fix, said in the log, never a crash.
    // Our server whose data folder cannot keep the key says so; a deploy without the variable, that.
    logOnce(
      problem ??
        "CONTACT_CHALLENGE_SECRET is not set: no challenge is offered, so visitors get no acknowledgement and today's strict rate limit. Set it (at least 32 characters, e.g. openssl rand -hex 32) in the site's environment variables.",
    );
    return sendError(res, 503, { error: "challenge_unavailable", message: "No challenge can be issued; send the request without one." });
  }
  sendJson(res, 200, await newChallenge(secret));
}

let logged = false;
function logOnce(message: string): void {
  if (logged) return;
  logged = true;
  console.error(`[contact] configuration: ${message}`);
}
