import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from "gatsby";
import { isServerlessEnv, readConfig, runtimeEnv } from "../booking/config";
import { acceptRequest } from "../booking/http/acceptRequest";
import type { RequestLike, ResponseLike } from "../booking/http/http";
import { holdsDeliveryLock } from "../booking/store/deliveryLock";
import { Attempts } from "../booking/store/worker";
import { openStore } from "../deploy/requestStore";

/**
 * Gatsby runs multer and four Express body parsers before a function. They would answer malformed or
 * oversize JSON with HTML pages, so each parser gets a content type that can never match (no "/" and no
 * known file extension) and the handler reads the raw stream itself, with its own 32 KB cap and deadline.
 * `type` has to be a string: Gatsby validates this object and silently falls back to the default
 * (parsing) configuration when it is given anything else, such as a function.
 */
const NEVER = "contact-function-reads-its-own-body";
const functionConfig = {
  bodyParser: {
    json: { type: NEVER, limit: "32kb" },
    text: { type: NEVER, limit: "32kb" },
    raw: { type: NEVER, limit: "32kb" },
    urlencoded: { type: NEVER, limit: "32kb", extended: false },
  },
};
// Gatsby's query scanner reads every file under src/ and takes an `export const config` for a page's
// DSG/SSR config; that switches on the query-engine bundle, which cannot bundle sharp 0.33 and fails
// the build (ENGINE.VALIDATION). A destructured export is the same `config` export for the function
// loader, but the scanner does not recognise it.
export const { config } = { config: functionConfig };

/**
 * This instance's delivery attempts (a warm Netlify instance, or `gatsby serve`, keeps it between
 * requests). Our own server does not come through here: it owns its worker (src/server/contactFunction.ts).
 */
export const attempts = new Attempts();

/** POST /api/send-contact-email: the platform's request, handed to the booking core (src/booking/http/acceptRequest.ts). */
export default async function handler(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse): Promise<void> {
  // The adapter's Lambda wrapper marks its requests; a client cannot set a property on them.
  const netlify = (req as { netlifyFunctionParams?: { event?: unknown } }).netlifyFunctionParams;
  const serverless = Boolean(netlify) || isServerlessEnv(runtimeEnv());
  const settings = readConfig(undefined, undefined, { serverless: Boolean(netlify) });
  await acceptRequest(req as unknown as RequestLike, res as unknown as ResponseLike, {
    settings,
    serverless,
    store: () => openStore(settings, { serverless, lambdaEvent: netlify?.event }),
    attempts,
    exclusive: serverless ? undefined : () => holdsDeliveryLock(settings.requests.dataDir),
  });
}
