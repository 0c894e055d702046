import { randomUUID } from "node:crypto";
import type { ContactConfig } from "../config";
import type { Booking } from "../bookings/booking";
import { BookingStore } from "../bookings/bookingStore";
import { guestLink, linkSecret, officeLinks } from "../bookings/links";
import { siteUrl } from "../../i18n/siteUrl";
import { composeForDelivery, DeliveryError } from "../mail/delivery";
import { buildAcknowledgement } from "../mail/acknowledgement";
import { buildMessage, plainMessage, type AckStatus } from "../mail/message";
import { quoteOf, type Quote } from "../request/quote";
import { newReference } from "../request/reference";
import type { ContactRequest } from "../request/requestSchema";
import { requestLanguage, validateContact, validationSummary } from "../request/validation";
import { releaseAcknowledgement, reserveAcknowledgement, type AckReservation } from "../store/ackLimits";
import { INVALID_KEY, idempotencyKeyOf, type WorkerDoorbell } from "../store/intake";
import { StoreError } from "../store/keyValue";
import { ackIdFor, KeyConflictError, requestFingerprint, requestIdForKey, type Accepted, type RequestStore } from "../store/store";
import type { Attempts } from "../store/worker";
import { challengeSecret, checkSolution, recordSolution, type SolutionCheck } from "./challengeServer";
import { clientAddress } from "./clientAddress";
import {
  BodyError,
  MAX_BODY_BYTES,
  isJsonContentType,
  parseJsonObject,
  readBody,
  sendError,
  sendErrorAnswer,
  sendJson,
  type ErrorBody,
  type RequestLike,
  type ResponseLike,
} from "./http";
import { hitRateLimit, releaseRateLimit } from "./rateLimit";

/** What a platform hands the core with each request: its settings, its store, and the process's attempts and worker. */
export interface RequestDesk {
  settings: ContactConfig;
  /** Netlify (the adapter's Lambda wrapper, or a Netlify Function of our own): the challenge's secret comes from the environment only. */
  serverless: boolean;
  /** Where accepted requests are kept: Netlify Blobs on Netlify, DATA_DIR under our own server (src/deploy/requestStore.ts). */
  store: () => RequestStore;
  /** This process's attempts: the first one is made while the visitor waits. */
  attempts: Attempts;
  /**
   * Whether this process may deliver from the store: on our server only the process holding the data
   * folder's lock (../store/deliveryLock.ts); Blobs' conditional writes make every Netlify instance safe to try.
   */
  exclusive?: () => Promise<boolean>;
  /** Our server's worker, told of a request its first attempt did not deliver; none on Netlify (the scheduled function comes by). */
  worker?: WorkerDoorbell;
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
  const { settings } = desk;
  const reply = (status: number, body: ErrorBody) => sendErrorAnswer(req, res, status, body);
  const refuseSolution = (solution: { kind: "invalid"; reason: string } | { kind: "expired" }) => {
    if (solution.kind === "expired") {
      return reply(400, { error: "challenge_expired", message: "The challenge (altcha) has expired: fetch a new challenge, or send the request without one." });
    }
    console.warn(`[contact] challenge refused: ${solution.reason}`);
    return reply(400, {
      error: "challenge_invalid",
      message: "The challenge's solution (altcha) is not valid: fetch a new challenge, or send the request without one.",
    });
  };

  res.setHeader("Vary", "Origin");
  const origin = checkOrigin(req, settings.allowedOrigins);
  if (origin.forbidden) return reply(403, { error: "forbidden_origin", message: "Requests from this origin are not accepted." });
  if (origin.cors) res.setHeader("Access-Control-Allow-Origin", origin.cors);

  if (req.method === "OPTIONS") return preflight(res, Boolean(origin.cors));
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return reply(405, { error: "method_not_allowed", message: "Only POST is accepted." });
  }
  if (!isJsonContentType(req.headers["content-type"])) {
    return reply(415, { error: "unsupported_media_type", message: "Send the request as application/json." });
  }

  const key = idempotencyKeyOf(req.headers["idempotency-key"]);
  if (key === INVALID_KEY) {
    return reply(400, { error: "invalid_idempotency_key", message: "Idempotency-Key must be 8 to 128 letters, digits, '-' or '_'." });
  }

  // Two limits per connection address (never a header a client writes, see clientAddress): a request
  // without a solved challenge counts in today's strict CONTACT_RATE_LIMIT, exactly as before; one with a
  // solution gets that hit back once the solution is checked and counts in the wider
  // CONTACT_RATE_LIMIT_VERIFIED instead (a hotel's concierge sending ten guests' requests an hour).
  // Charged here, when the request's head arrives and before its body is read, so that uploads still
  // under way count and cannot pile up past a client's quota. Past the strict limit a request is answered
  // 429 from its head alone unless its head shows it may still pass: a valid solution in the Altcha
  // header (as the form sends it), or the Idempotency-Key of a request already stored (the form's retry
  // after an answer it lost, given its hit back once recognised). Either is charged in the wider limit.
  const address = clientAddress(req, settings.trustProxy);
  const tooMany = (retryAfterSeconds: number) => {
    res.setHeader("Retry-After", String(retryAfterSeconds));
    const message = "Too many requests from this address. Please try again later.";
    return reply(429, { error: "rate_limited", message, retryAfter: retryAfterSeconds });
  };
  const wideKey = `verified:${address}`;
  const limit = hitRateLimit(address, settings.rateLimit);
  // The bucket this request was counted in, given back when the request turns out not to count.
  let counted = address;
  const release = () => releaseRateLimit(counted);

  const switchToWide = () => {
    if (limit.allowed) releaseRateLimit(address);
    counted = wideKey;
    return hitRateLimit(wideKey, settings.rateLimitVerified);
  };
  const headSolution = await readSolution(req.headers[SOLUTION_HEADER], desk);
  if (headSolution.kind === "invalid" || headSolution.kind === "expired") return refuseSolution(headSolution);
  const headVerified = headSolution.kind === "verified";
  if (!limit.allowed && !headVerified && !(await isStoredKey(key, desk))) return tooMany(limit.retryAfterSeconds);
  if (headVerified || !limit.allowed) {
    const wide = switchToWide();
    if (!wide.allowed) return tooMany(wide.retryAfterSeconds);
  }
  // Let past the strict limit as a possible retry: until the body shows one, it may still get today's 429.
  const asRetry = !limit.allowed && !headVerified;

  let input: Record<string, unknown>;
  try {
    input = parseJsonObject(await readBody(req, MAX_BODY_BYTES, settings.bodyTimeoutMs));
  } catch (error) {
    if (!(error instanceof BodyError)) throw error;
    if (asRetry) release();
    if (error.code === "client_aborted") {
      // Nobody is left to answer, and it is not our fault: one line, no stack.
      console.warn(`[contact] request abandoned: ${error.message}`);
      return;
    }
    // No solution can be read from a broken body: today's strict limit answers first, as before.
    if (!limit.allowed && asRetry) return tooMany(limit.retryAfterSeconds);
    return reply(BODY_ERROR_STATUS[error.code], { error: error.code, message: error.message });
  }

  // The proof of work (src/booking/http/challengeServer.ts): the head's, or the body's `altcha` as before.
  // Without one, today's contract: the strict limit, and the office gets the request without an
  // acknowledgement to the visitor.
  const solution = headSolution.kind !== "none" ? headSolution : await readSolution(input[SOLUTION_FIELD], desk);
  if (solution.kind === "invalid" || solution.kind === "expired") {
    if (asRetry) release();
    return refuseSolution(solution);
  }
  const verified = solution.kind === "verified" ? solution : undefined;
  if (verified && counted !== wideKey) {
    const wide = switchToWide();
    if (!wide.allowed) return tooMany(wide.retryAfterSeconds);
  }

  // Under an Idempotency-Key the id comes from the key: storing the request records the key.
  const id = key ? requestIdForKey(key) : randomUUID();
  // What the visitor and the office quote; the id stays the technical key (Message-ID, logs).
  const reference = newReference();
  if (isFilled(input.website)) {
    // Looks like a success to the bot, so it has no reason to try again differently.
    console.warn(`[contact] ${id}: honeypot field filled, nothing delivered`);
    return sendJson(res, 200, { ok: true, id, reference });
  }

  const language = requestLanguage(input);
  // The solution is not part of the request: neither validated as a field nor in its fingerprint.
  delete input[SOLUTION_FIELD];
  const validation = await validateContact(input, language);
  if (!validation.ok) {
    return reply(400, { error: "validation", message: validationSummary(language), fields: validation.fields });
  }
  // Nobody would ever read what is stored while the deploy cannot deliver (see deploymentProblem).
  if (settings.delivery.kind === "misconfigured") {
    console.error(`[contact] ${id}: ${settings.delivery.reason}`);
    return reply(502, DELIVERY_FAILED);
  }

  // Stored before it is acknowledged: from here on the request is delivered until it is delivered.
  let accepted: Accepted;
  let store: RequestStore;
  let acknowledgementStored = false;
  // The booking written with this request, removed again when the request is not kept.
  let bookingWritten: BookingStore | undefined;
  // The acknowledgement's slots this request holds: given back whenever it is not kept or its
  // acknowledgement is not sent after all, so that nothing is charged for it.
  let held: { kv: RequestStore["kv"]; reservation: AckReservation } | undefined;
  const giveBackAcknowledgement = async () => {
    if (!held) return;
    const { kv, reservation } = held;
    held = undefined;
    await releaseAcknowledgement(kv, reservation.slots).catch((error: unknown) => {
      if (!(error instanceof StoreError)) throw error;
      // The store already failed this request; the slots lapse with the day.
      console.error(`[contact] ${id}: the acknowledgement's slots could not be given back: ${error.message}`);
    });
  };
  try {
    store = desk.store();
    if (verified && !(await recordSolution(store.kv, verified.signature, verified.expiresAt, id))) {
      release();
      return reply(409, {
        error: "challenge_replayed",
        message: "This challenge's solution (altcha) was already used: fetch a new challenge for each request.",
      });
    }
    const receivedAt = new Date();
    // Priced once, here: both e-mails quote it and it is stored with the request.
    const quote = priceOnce(id, validation.value);
    // The caps are asked only for a request that is new (a repeated submission keeps its first answer),
    // per mailbox and per network of the connection's address, fingerprinted with the challenge's secret.
    const secret = verified ? challengeSecret(settings, desk.serverless).secret : undefined;
    let acknowledgement: AckStatus;
    if (!secret) acknowledgement = "no-challenge";
    else if (key && (await store.read(id))) acknowledgement = "sent";
    else {
      const reservation = await reserveAcknowledgement(
        store.kv,
        { email: validation.value.email, client: address },
        secret,
        id,
        settings.ack,
        receivedAt.getTime(),
      );
      held = { kv: store.kv, reservation };
      acknowledgement = reservation.verdict;
    }
    // The booking this request opens (../bookings/), and its links: the office's three actions and the
    // guest's status page, signed where a secret can sign them (none on Netlify without BOOKING_LINK_SECRET:
    // the e-mails then simply carry no link).
    const booking: Booking = {
      format: 1,
      id,
      reference,
      language,
      request: validation.value,
      ...(quote ? { quote } : {}),
      status: "received",
      version: 1,
      history: [{ at: receivedAt.toISOString(), status: "received", by: "guest" }],
    };
    const signer = linkSecret(settings, desk.serverless);
    if (signer.problem) console.warn(`[contact] ${signer.problem}`);
    const links = signer.secret
      ? { office: officeLinks(signer.secret, booking, siteUrl, receivedAt), status: guestLink(signer.secret, booking, siteUrl, receivedAt) }
      : undefined;
    // Accepted means kept: from here on, what fails to compose is left out or sent plain, never the request lost.
    const ack =
      acknowledgement === "sent" ? await composeAcknowledgement(id, reference, validation.value, quote, receivedAt, settings, links?.status) : undefined;
    if (ack === "not-composed") await giveBackAcknowledgement();
    const message = {
      id,
      reference,
      request: validation.value,
      quote,
      receivedAt,
      config: settings,
      acknowledgement: ack === "not-composed" ? ack : acknowledgement,
      ...(links ? { links: links.office } : {}),
    };
    const raw = await composeForDelivery(buildMessage(message)).catch((error: unknown) => {
      console.error(`[contact] ${id}: the office's e-mail could not be encoded, sent plain:`, error);
      return composeForDelivery(plainMessage(message));
    });
    // The booking record beside the request, before the 200 (../bookings/bookingStore.ts): what the
    // office's and the guest's links open. A repeated submission finds its own and writes none.
    const bookings = new BookingStore(store.kv);
    const created = await bookings.create(booking);
    if (created) bookingWritten = bookings;
    accepted = await store.accept({
      ...(ack && ack !== "not-composed" ? { ack } : {}),
      id,
      reference,
      envelope: { from: settings.from, to: [settings.to] },
      raw,
      idempotencyKey: key,
      fingerprint: requestFingerprint(validation.value),
      ...(quote ? { quote: quote.pricing } : {}),
      now: receivedAt,
    });
    acknowledgementStored = ack !== undefined && ack !== "not-composed";
  } catch (error) {
    await bookingWritten?.remove(id).catch(() => undefined);
    if (error instanceof KeyConflictError) {
      release();
      await giveBackAcknowledgement();
      return reply(422, {
        error: "idempotency_key_reused",
        message: `The Idempotency-Key ${key} was already used for a different request; send a new request with a new key.`,
      });
    }
    if (!(error instanceof StoreError || error instanceof DeliveryError)) throw error;
    // Our failure, not the visitor's: it does not use their quota, nor their acknowledgements.
    release();
    await giveBackAcknowledgement();
    console.error(`[contact] ${id}: not stored, answered 502: ${error.message}`);
    return reply(502, DELIVERY_FAILED);
  }
  if (accepted.repeated) {
    // The same submission again (the form retries after a lost answer): same reference, nothing new.
    release();
    await giveBackAcknowledgement();
    console.info(`[contact] ${accepted.id} (${accepted.reference}): repeated Idempotency-Key, answered again`);
    return sendJson(res, 200, { ok: true, id: accepted.id, reference: accepted.reference });
  }
  console.info(`[contact] ${id} (${reference}): stored in ${store.description}`);
  const exclusive = desk.exclusive;
  const first = await desk.attempts.first(store, id, settings, { exclusive });
  // Not delivered at once: pending for /healthz from now on, before the worker's next count (its age
  // counts from the end of the first attempt, at most FIRST_ATTEMPT_MS after it was stored).
  const arrival = (requestId: string, acknowledgement: boolean) => ({ id: requestId, receivedAt: Date.now(), acknowledgement });
  // The acknowledgement only after the office's copy had its chance, and without the visitor waiting for it.
  if (acknowledgementStored)
    void desk.attempts
      .first(store, ackIdFor(id), settings, { exclusive })
      .then((outcome) => outcome !== "delivered" && desk.worker?.nudge(arrival(ackIdFor(id), true)));
  if (first !== "delivered") desk.worker?.nudge(arrival(id, false));
  sendJson(res, 200, { ok: true, id, reference });
}

/**
 * Whether `key` names a request already stored: the form's retry after an answer it lost. Asked only of
 * a request past its limit, once its body is read; a store it cannot read holds no retry.
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

/**
 * The request's quote (../request/quote.ts), computed once for everything said of it; none when it cannot
 * be computed: the request is kept all the same, its office's e-mail sent plain, with no acknowledgement.
 */
function priceOnce(id: string, request: ContactRequest): Quote | undefined {
  try {
    return quoteOf(request);
  } catch (error) {
    console.error(`[contact] ${id}: the request could not be priced:`, error);
    return undefined;
  }
}

/**
 * The visitor's acknowledgement, ready to store; "not-composed" when it cannot be written: the request is
 * kept and the office's e-mail says the visitor got none.
 */
async function composeAcknowledgement(
  id: string,
  reference: string,
  request: ContactRequest,
  quote: Quote | undefined,
  receivedAt: Date,
  settings: ContactConfig,
  statusLink: string | undefined,
): Promise<{ envelope: { from: string; to: string[] }; raw: Buffer } | "not-composed"> {
  try {
    const ack = buildAcknowledgement({ id: ackIdFor(id), reference, request, quote, receivedAt, config: settings, ...(statusLink ? { statusLink } : {}) });
    return { envelope: ack.envelope as { from: string; to: string[] }, raw: await composeForDelivery(ack) };
  } catch (error) {
    console.error(`[contact] ${id}: the acknowledgement could not be composed, not sent:`, error);
    return "not-composed";
  }
}

/** The request's field that carries the solved challenge, as ALTCHA's widget names it, and the header the form sends it in. */
const SOLUTION_FIELD = "altcha";
const SOLUTION_HEADER = "altcha";

/** A solution checked, or `none` (none given, or no secret to check it with: a configuration problem, logged). */
async function readSolution(field: unknown, { settings, serverless }: RequestDesk): Promise<SolutionCheck | { kind: "none" }> {
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

const DELIVERY_FAILED: ErrorBody = { error: "delivery_failed", message: "The message could not be sent. Please try again later." };

const BODY_ERROR_STATUS = { payload_too_large: 413, invalid_json: 400, request_timeout: 408 } as const;

type OriginCheck = { forbidden: true } | { forbidden: false; cors?: string };

/** No Origin (curl, same-origin GET-style clients) is fine; a present one must be this host or listed. */
function checkOrigin(req: RequestLike, allowed: string[]): OriginCheck {
  const header = req.headers.origin;
  if (header === undefined) return { forbidden: false };
  const origin = parseOrigin(header);
  if (origin && allowed.includes(origin.origin)) return { forbidden: false, cors: origin.origin };
  if (origin && isSameHost(origin, req.headers.host)) return { forbidden: false };
  return { forbidden: true };
}

function parseOrigin(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

function isSameHost(origin: URL, host: string | undefined): boolean {
  if (!host) return false;
  const request = parseOrigin(`${origin.protocol}//${host}`);
  return request !== undefined && request.host === origin.host;
}

// Only listed origins get CORS headers; same-origin and origin-less callers just learn that POST is allowed.
function preflight(res: ResponseLike, cors: boolean): void {
  res.statusCode = 204;
  res.setHeader("Allow", "POST");
  if (cors) {
    res.setHeader("Access-Control-Allow-Methods", "POST");
    // The form's own headers: its retries' key and its solution.
    res.setHeader("Access-Control-Allow-Headers", "Content-Type, Idempotency-Key, Altcha");
    res.setHeader("Access-Control-Max-Age", "600");
  }
  res.end();
}

// Only a filled-in string is a bot's answer; any other value is a malformed request and gets the
// same 400 `validation` naming the field as every other field would.
function isFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
