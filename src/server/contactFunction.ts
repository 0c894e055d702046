import type { IncomingMessage, ServerResponse } from "node:http";
import { require as tsxRequire } from "tsx/cjs/api";
// Types only (erased when Node runs this file): the module itself is loaded through tsx below.
import type { SelfHostedRequests } from "../booking/store/selfHosted";

export type { SelfHostedRequests };
export type FunctionHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface ContactFunction {
  /** The URL path it answers, e.g. /api/send-contact-email (and the same with a trailing slash). */
  route: string;
  handler: FunctionHandler;
  /** Starts the delivery worker of the stored requests (DATA_DIR). */
  startRequests?: () => SelfHostedRequests;
  /** Every contact variable set to a value the function would not take, one sentence each. */
  configProblems?: () => string[];
  /** GET /api/contact-challenge (src/booking/http/challengeHttp.ts). */
  challenge?: FunctionHandler;
}

/** Where the form fetches its proof-of-work challenge (the Netlify function of the same name). */
export const CHALLENGE_ROUTE = "/api/contact-challenge";

/** The contact function's module: the same source Gatsby compiles into the Netlify function. */
export const FUNCTION_MODULE = "../api/send-contact-email.ts";

/**
 * Loads the contact pipeline from src/ once, through tsx's require: the function's module imports its
 * neighbours without extensions and reads content/ JSON, which Node's own type stripping cannot load.
 * One module graph for the handler, the delivery worker and the challenge; nothing from Gatsby's build.
 */
export function loadContactFunction(route = "/api/send-contact-email"): ContactFunction {
  const loaded = tsxRequire(FUNCTION_MODULE, import.meta.url) as {
    default: FunctionHandler;
    selfHosted: { startRequests: () => SelfHostedRequests; configProblems: () => string[]; challenge: FunctionHandler };
  };
  return {
    route,
    handler: loaded.default,
    startRequests: loaded.selfHosted.startRequests,
    configProblems: loaded.selfHosted.configProblems,
    challenge: loaded.selfHosted.challenge,
  };
}
