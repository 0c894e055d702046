import type { IncomingMessage, ServerResponse } from "node:http";
import { register } from "tsx/cjs/api";
// Types only (erased when Node runs this file): the module itself is loaded through tsx below.
import type { SelfHostedContact, SelfHostedRequests } from "../booking/http/selfHosted";

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
  /** The booking's pages, /booking/office/<token> and /booking/guest/<token> (src/booking/http/bookingHttp.ts). */
  booking?: (req: IncomingMessage, res: ServerResponse, path: string) => Promise<void>;
}

/** Where the form fetches its proof-of-work challenge (the Netlify function of the same name). */
export const CHALLENGE_ROUTE = "/api/contact-challenge";
/** The booking's pages: the office's and the guest's links (docs/booking-office.md). */
export const BOOKING_ROUTES = ["/booking/office/*", "/booking/guest/*"];

/** The booking core's entry for our own server: the same core the Gatsby function hands its requests to. */
export const CONTACT_MODULE = "../booking/http/selfHosted.ts";

/**
 * Loads the booking core from src/ once, through tsx (its require, in a namespace of its own): it imports
 * its neighbours without extensions and reads content/ JSON, which Node's own type stripping cannot load. The server owns
 * what it gets: one worker, whose attempts the handler's first attempts share; nothing from Gatsby's
 * build, and nothing through the Gatsby function's module.
 */
export function loadContactFunction(route = "/api/send-contact-email"): ContactFunction {
  // A fixed namespace: tsx keys its on-disk cache of compiled files by the module's URL, namespace included,
  // and its one-call `require` makes a new namespace each time, so every start compiled the whole core again
  // (2.6 CPU-s a start, esbuild's included; 1.3 from the cache; the test suite starts about a hundred servers).
  const { require: coreRequire } = register({ namespace: "booking-core" });
  const { selfHostedContact } = coreRequire(CONTACT_MODULE, import.meta.url) as { selfHostedContact: () => SelfHostedContact };
  const contact = selfHostedContact();
  return {
    route,
    handler: contact.handler as unknown as FunctionHandler,
    startRequests: contact.startRequests,
    configProblems: contact.configProblems,
    challenge: contact.challenge as unknown as FunctionHandler,
    booking: contact.booking as unknown as ContactFunction["booking"],
  };
}
