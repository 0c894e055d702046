import { randomUUID } from "node:crypto";
import type { ContactConfig } from "../config";
import { requestLanguage, validateContact, validationSummary } from "../request/validation";
import { newReference } from "../request/reference";
import { deliverFirst, type StoreDesk } from "../store/desk";
import { keepRequest, type Kept, type ValidRequest } from "../store/keepRequest";
import { StoreError } from "../store/keyValue";
import { ackIdFor, requestIdForKey } from "../store/store";
import { clientAddress } from "./clientAddress";
import { ANSWERED, answered, checkHead, type Answered, type Reply } from "./head";
import {
  BodyError,
  MAX_BODY_BYTES,
  parseJsonObject,
  readBody,
  sendError,
  sendErrorAnswer,
  sendJson,
  type ErrorBody,
  type RequestLike,
  type ResponseLike,
} from "./http";
import { RequestQuota } from "./quota";
import type { RateLimiter } from "./rateLimit";
import { isRefused, readSolution, refuseSolution, SOLUTION_FIELD, SOLUTION_HEADER } from "./solution";

/** What a platform hands the core with each request (../store/desk.ts), and the process's rate limits. */
export interface RequestDesk extends StoreDesk {
  /** This process's counts of requests per client address (./rateLimit.ts), made and kept by the adapter. */
  limits: RateLimiter;
}

/**
 * POST /api/send-contact-email. Checks run cheapest first: origin, method, content type, the
 * Idempotency-Key's form, rate limit and the Altcha header's solution, body, honeypot, validation;
 * then the request is STORED (Netlify Blobs or DATA_DIR) and only then answered 200, after at most a
 * short first delivery attempt; delivery goes on apart from the visitor (../store/). The rate limit counts every POST
 * that gets past the content-type check, before the body is read, so oversize, malformed, invalid,
 * honeypot and successful requests all use quota (the form validates before sending, so real
 * visitors rarely waste a request); a request we failed to store, or a repeated submission, gives
 * its hit back.
 */
export async function acceptRequest(req: RequestLike, res: ResponseLike, desk: RequestDesk): Promise<void> {
  try {
    await handle(req, res, desk);
  } catch (error) {
    console.error("[contact] unexpected error:", error);
    if (!res.headersSent) sendError(res, 500, { error: "internal", message: "Something went wrong on our side." });
    else res.end();
  }
}

async function handle(req: RequestLike, res: ResponseLike, desk: RequestDesk): Promise<void> {
  const { settings, serverless } = desk;
  const reply: Reply = (status, body) => sendErrorAnswer(req, res, status, body);
  const key = checkHead(req, res, settings.allowedOrigins, reply);
  if (key === ANSWERED) return;

  const client = clientAddress(req, settings.trustProxy);
  const quota = new RequestQuota(desk.limits, client, settings, res, reply);
  const headSolution = await readSolution(req.headers[SOLUTION_HEADER], settings, serverless);
  if (isRefused(headSolution)) return void refuseSolution(headSolution, reply);
  if (!(await quota.admitHead(headSolution.kind === "verified", () => isStoredKey(key, desk)))) return;

  const input = await readInput(req, settings, quota, reply);
  if (input === ANSWERED) return;
  // The proof of work (./challengeServer.ts): the head's, or the body's `altcha` as before. Without one,
  // today's contract: the strict limit, and the office gets the request without an acknowledgement to the visitor.
  const solution = headSolution.kind !== "none" ? headSolution : await readSolution(input[SOLUTION_FIELD], settings, serverless);
  if (isRefused(solution)) {
    quota.notARetry();
    return void refuseSolution(solution, reply);
  }
  const verified = solution.kind === "verified" ? solution : undefined;
  if (verified && !quota.admitVerified()) return;

  const valid = await validRequest(input, { key, verified, client }, settings, res, reply);
  if (valid === ANSWERED) return;
  const kept = await keepRequest(desk, valid);
  if (kept.kind !== "stored") return answerNotStored(kept, valid, quota, res, reply);

  console.info(`[contact] ${valid.id} (${valid.reference}): stored in ${kept.store.description}`);
  await deliverFirst(desk, kept.store, valid.id);
  // The acknowledgement only after the office's copy had its chance, and without the visitor waiting for it.
  if (kept.acknowledgement) void deliverFirst(desk, kept.store, ackIdFor(valid.id), true);
  sendJson(res, 200, { ok: true, id: valid.id, reference: valid.reference });
}

/** The body as a JSON object, or ANSWERED: one that is too large, too slow, not JSON, or abandoned. */
async function readInput(req: RequestLike, settings: ContactConfig, quota: RequestQuota, reply: Reply): Promise<Record<string, unknown> | Answered> {
  try {
    return parseJsonObject(await readBody(req, MAX_BODY_BYTES, settings.bodyTimeoutMs));
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    const wasRetry = quota.notARetry();
    if (error.code === "client_aborted") {
      // Nobody is left to answer, and it is not our fault: one line, no stack.
      console.warn(`[contact] request abandoned: ${error.message}`);
      return ANSWERED;
    }
    // No solution can be read from a broken body: today's strict limit answers first, as before.
    if (wasRetry) return quota.refuseStrict();
    return answered(reply(BODY_ERROR_STATUS[error.code], { error: error.code, message: error.message }));
  }
}

/**
 * The request with its id and reference once it passes validation, or ANSWERED: a bot's (the honeypot,
 * answered as a success so that it has no reason to try again differently), an invalid one, or one that
 * this deploy could not deliver.
 */
async function validRequest(
  input: Record<string, unknown>,
  head: { key: string | undefined; verified: ValidRequest["verified"]; client: string },
  settings: ContactConfig,
  res: ResponseLike,
  reply: Reply,
): Promise<ValidRequest | Answered> {
  // Under an Idempotency-Key the id comes from the key: storing the request records the key.
  const id = head.key ? requestIdForKey(head.key) : randomUUID();
  // What the visitor and the office quote; the id stays the technical key (Message-ID, logs).
  const reference = newReference();
  if (isFilled(input.website)) {
    console.warn(`[contact] ${id}: honeypot field filled, nothing delivered`);
    return answered(sendJson(res, 200, { ok: true, id, reference }));
  }
  const language = requestLanguage(input);
  // The solution is not part of the request: neither validated as a field nor in its fingerprint.
  delete input[SOLUTION_FIELD];
  const validation = await validateContact(input, language);
  if (!validation.ok) return answered(reply(400, { error: "validation", message: validationSummary(language), fields: validation.fields }));
  // Nobody would ever read what is stored while the deploy cannot deliver (see deploymentProblem).
  if (settings.delivery.kind === "misconfigured") {
    console.error(`[contact] ${id}: ${settings.delivery.reason}`);
    return answered(reply(502, DELIVERY_FAILED));
  }
  return { id, reference, language, request: validation.value, idempotencyKey: head.key, verified: head.verified, client: head.client };
}

/** The answer to a request that was not stored this time; none of them uses the visitor's quota. */
function answerNotStored(kept: Exclude<Kept, { kind: "stored" }>, valid: ValidRequest, quota: RequestQuota, res: ResponseLike, reply: Reply): void {
  quota.release();
  switch (kept.kind) {
    case "replayed":
      return reply(409, {
        error: "challenge_replayed",
        message: "This challenge's solution (altcha) was already used: fetch a new challenge for each request.",
      });
    case "keyConflict":
      return reply(422, {
        error: "idempotency_key_reused",
        message: `The Idempotency-Key ${valid.idempotencyKey} was already used for a different request; send a new request with a new key.`,
      });
    case "repeated":
      // The same submission again (the form retries after a lost answer): same reference, nothing new.
      console.info(`[contact] ${kept.id} (${kept.reference}): repeated Idempotency-Key, answered again`);
      return sendJson(res, 200, { ok: true, id: kept.id, reference: kept.reference });
    case "failed":
      // Our failure, not the visitor's.
      console.error(`[contact] ${valid.id}: not stored, answered 502: ${kept.error.message}`);
      return reply(502, DELIVERY_FAILED);
  }
}

/**
 * Whether `key` names a request already stored: the form's retry after an answer it lost. Asked only of
 * a request past its limit; a store it cannot read holds no retry.
 */
async function isStoredKey(key: string | undefined, desk: RequestDesk): Promise<boolean> {
  if (!key) return false;
  try {
    return (await desk.store().read(requestIdForKey(key))) !== undefined;
  } catch (error) {
    if (error instanceof StoreError) return false;
    throw error;
  }
}

const DELIVERY_FAILED: ErrorBody = { error: "delivery_failed", message: "The message could not be sent. Please try again later." };

const BODY_ERROR_STATUS = { payload_too_large: 413, invalid_json: 400, request_timeout: 408 } as const;

// Only a filled-in string is a bot's answer; any other value is a malformed request and gets the
// same 400 `validation` naming the field as every other field would.
function isFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
