import { isServerlessEnv, readConfig, runtimeEnv } from "../booking/config";
import type { RequestDesk } from "../booking/http/acceptRequest";
import { RateLimiter } from "../booking/http/rateLimit";
import { holdsDeliveryLock } from "../booking/store/deliveryLock";
import { Attempts } from "../booking/store/worker";
import { openStore } from "./requestStore";

/**
 * What the Gatsby functions of src/api/ share (Netlify runs them; `gatsby serve` too). Our own server does
 * not come through here: it makes and owns its own (src/booking/http/selfHosted.ts).
 */

/**
 * This instance's delivery attempts and counts per client address (a warm Netlify instance keeps them between
 * requests). Netlify bundles each function apart: each has its own.
 */
export const attempts = new Attempts();
export const limits = new RateLimiter();

/**
 * What the core gets with a function's request: the settings read now, where requests are kept (Netlify
 * Blobs under the adapter's Lambda wrapper, DATA_DIR elsewhere), and this instance's attempts and limits.
 */
export function functionDesk(req: object): RequestDesk {
  // The adapter's Lambda wrapper marks its requests; a client cannot set a property on them.
  const netlify = (req as { netlifyFunctionParams?: { event?: unknown } }).netlifyFunctionParams;
  const serverless = Boolean(netlify) || isServerlessEnv(runtimeEnv());
  const settings = readConfig(undefined, undefined, { serverless: Boolean(netlify) });
  return {
    settings,
    serverless,
    store: () => openStore(settings, { serverless, lambdaEvent: netlify?.event }),
    attempts,
    limits,
    exclusive: serverless ? undefined : () => holdsDeliveryLock(settings.requests.dataDir),
  };
}

/**
 * A function's `config` for a handler that reads its raw body itself, with its own cap and deadline. Gatsby
 * runs multer and four Express body parsers before a function. They would answer malformed or oversize
 * bodies with HTML pages, so each parser gets a content type that can never match (no "/" and no known
 * file extension). `type` has to be a string: Gatsby validates this object and silently falls back to the
 * default (parsing) configuration when it is given anything else, such as a function.
 */
export function ownBodyConfig(name: string, limit: string) {
  const never = `${name}-reads-its-own-body`;
  return {
    bodyParser: {
      json: { type: never, limit },
      text: { type: never, limit },
      raw: { type: never, limit },
      urlencoded: { type: never, limit, extended: false },
    },
  };
}
