/**
 * Netlify's delivery worker: a scheduled function, shipped by the same `netlify build` as the
 * adapter's functions, that delivers the requests the contact function stored in Netlify Blobs and
 * could not hand to SMTP on its first attempt (src/booking/store/). Netlify runs it every minute;
 * it cannot be called from outside. It reads the same variables as the contact function (scope
 * "Functions"): SMTP_URL, CONTACT_TO, DELIVERY_RETRY_BASE_MS, DELIVERY_DEAD_AFTER_HOURS (the retention
 * is content/site.json's requestRetentionDays, bundled).
 */
import { readConfig } from "../../src/booking/config";
import { openStore } from "../../src/deploy/requestStore";
import { Attempts } from "../../src/booking/store/worker";

/** Scheduled functions are stopped after 30 s: no attempt starts after 20, and each is bounded by SMTP_TIMEOUT_MS. */
const PASS_MS = 20_000;

export default async function deliverContactRequests(): Promise<Response> {
  const config = readConfig(undefined, undefined, { serverless: true });
  // Each pass its own attempts: nothing of one invocation is left for the next.
  const result = await new Attempts().deliverDue(openStore(config, { serverless: true }), config, { deadline: Date.now() + PASS_MS });
  const acknowledgements = result.acknowledgements.delivered + result.acknowledgements.retry + result.acknowledgements.dead;
  if (result.delivered + result.retry + result.dead + result.left + acknowledgements > 0) console.info(`[contact] delivery pass: ${JSON.stringify(result)}`);
  return new Response(JSON.stringify(result), { headers: { "Content-Type": "application/json" } });
}

export const config = { schedule: "* * * * *" };
