import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";

export type FunctionHandler = (req: IncomingMessage, res: ServerResponse) => unknown;

/** The stored requests' side of the bundle (src/contact/requests/selfHosted.ts). */
export interface SelfHostedRequests {
  describe(): string;
  health(): Promise<{ status: number; body: object }>;
  /** Starts no attempt; ends the running ones at `abortAt` (epoch ms); releases the data folder. */
  stop(abortAt?: number): Promise<void>;
}

export interface ContactFunction {
  /** The URL path it answers, e.g. /api/send-contact-email (and the same with a trailing slash). */
  route: string;
  handler: FunctionHandler;
  /** Starts the delivery worker of the stored requests (DATA_DIR); absent from a bundle built before it existed. */
  startRequests?: () => SelfHostedRequests;
  /** Every contact variable set to a value the function would not take, one sentence each. */
  configProblems?: () => string[];
  /** GET /api/contact-challenge (src/contact/challengeHttp.ts); absent from a bundle built before it existed. */
  challenge?: FunctionHandler;
}

/** Where the form fetches its proof-of-work challenge (the Netlify function of the same name). */
export const CHALLENGE_ROUTE = "/api/contact-challenge";

/** What `npm run build` leaves in .cache/functions/: the same bundle gatsby-adapter-netlify wraps. */
export const FUNCTION_BUNDLE = ".cache/functions/send-contact-email.js";

export class MissingBuildError extends Error {}

/**
 * Loads the compiled function ONCE. `gatsby serve` deletes it from require's cache and loads the 2 MB
 * bundle again on every request (~130 ms of CPU, ~7 MB never freed), which is what this server replaces.
 */
export function loadContactFunction(bundle: string, route = "/api/send-contact-email"): ContactFunction {
  const file = path.resolve(bundle);
  if (!existsSync(file)) throw new MissingBuildError(`${path.relative(process.cwd(), file) || file} is missing: run npm run build first.`);
  // A real Node require, also under Jest: the bundle is plain CommonJS built by Gatsby's webpack.
  const loaded = createRequire(file)(file) as { default?: unknown } | FunctionHandler;
  const handler = typeof loaded === "function" ? loaded : loaded.default;
  if (typeof handler !== "function") throw new MissingBuildError(`${file} exports no function handler: run npm run build again.`);
  // Gatsby's wrapper exports only the handler; the function module leaves this on globalThis as it loads.
  const entry = (globalThis as Record<symbol, unknown>)[Symbol.for("contact.startSelfHosted")] as
    { startRequests?: unknown; configProblems?: unknown; challenge?: unknown } | (() => SelfHostedRequests) | undefined;
  const start = typeof entry === "function" ? entry : entry?.startRequests;
  const problems = typeof entry === "object" ? entry?.configProblems : undefined;
  const challenge = typeof entry === "object" ? entry?.challenge : undefined;
  return {
    route,
    handler: handler as FunctionHandler,
    startRequests: typeof start === "function" ? (start as () => SelfHostedRequests) : undefined,
    configProblems: typeof problems === "function" ? (problems as () => string[]) : undefined,
    challenge: typeof challenge === "function" ? (challenge as FunctionHandler) : undefined,
  };
}
