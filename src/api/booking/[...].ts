import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { isServerlessEnv, readConfig, runtimeEnv } from "../../booking/config";
import { handleBookingPage } from "../../booking/http/bookingHttp";
import type { RequestLike, ResponseLike } from "../../booking/http/http";
import { holdsDeliveryLock } from "../../booking/store/deliveryLock";
import { openStore } from "../../deploy/requestStore";
import { attempts } from "../send-contact-email";

// The page reads its own small form body (src/booking/http/bookingHttp.ts): no parser of Gatsby's may
// take it first (see send-contact-email.ts for why each gets a type that never matches).
const NEVER = "booking-page-reads-its-own-body";
const functionConfig = {
  bodyParser: {
    json: { type: NEVER, limit: "8kb" },
    text: { type: NEVER, limit: "8kb" },
    raw: { type: NEVER, limit: "8kb" },
    urlencoded: { type: NEVER, limit: "8kb", extended: false },
  },
};
export const { config } = { config: functionConfig };

/**
 * /api/booking/office/<token> and /api/booking/guest/<token> (Netlify rewrites /booking/… here:
 * src/deploy/routes.ts): the platform's request, handed to the booking core with the path it was asked for.
 */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  const netlify = (req as { netlifyFunctionParams?: { event?: unknown } }).netlifyFunctionParams;
  const serverless = Boolean(netlify) || isServerlessEnv(runtimeEnv());
  const settings = readConfig(undefined, undefined, { serverless: Boolean(netlify) });
  const url = (req as { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const path = url.split("?")[0].replace(/^\/api(?=\/booking\/)/, "");
  await handleBookingPage(
    req as unknown as RequestLike,
    res as unknown as ResponseLike,
    {
      settings,
      serverless,
      store: () => openStore(settings, { serverless, lambdaEvent: netlify?.event }),
      attempts,
      exclusive: serverless ? undefined : () => holdsDeliveryLock(settings.requests.dataDir),
    },
    path,
  );
}
