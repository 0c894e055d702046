import { createHmac, timingSafeEqual } from "node:crypto";
import path from "node:path";
import type { ContactConfig } from "../config";
import { keptSecret } from "../http/challengeServer";
import { parseServiceDate } from "../request/payload";
import { genevaMoment } from "../trip/genevaClock";
import type { Booking } from "./booking";
import { LINK_DAYS_AFTER_SERVICE } from "./linkDays";

/**
 * The office's and the guest's links: capabilities, not log-ins. A token names its scope, its booking
 * and when it expires, signed with HMAC-SHA256: `v1.<scope>.<bookingId>.<expiresEpochSeconds>.<mac>`
 * (base64url). Only what it names can be done with it; whether the booking may still change is the
 * state machine's (./transitions.ts): a decided request refuses the office's actions, whatever the link.
 */
export type LinkScope = "office" | "guest";

/** Where our server keeps the secret it generated when BOOKING_LINK_SECRET is not set. */
export const LINK_SECRET_FILE = "booking-link-secret";

/** A request whose day cannot be read (none should reach here): its links last this long from now. */
const UNDATED_DAYS = 90;
const DAY_MS = 86_400_000;

const SCOPES: readonly LinkScope[] = ["office", "guest"];
const TOKEN = /^v1\.(office|guest)\.([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
/** Longer than any token we make: refused before any parsing or hashing. */
export const MAX_TOKEN_CHARS = 128;

const mac = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("base64url");

export function signLink(secret: string, scope: LinkScope, bookingId: string, expiresAt: Date): string {
  const body = `v1.${scope}.${bookingId}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return `${body}.${mac(secret, body)}`;
}

export type LinkCheck =
  { ok: true; scope: LinkScope; bookingId: string; expiresAt: Date } | { ok: false; reason: "malformed" | "signature" | "scope" | "expired" };

/**
 * Checks a token for `scope`: its form, its signature (compared in constant time), its scope and its
 * expiry. The booking it names must still be looked up: a valid token for a booking that is not there
 * is refused like any other.
 */
export function verifyLink(secret: string, token: string, scope: LinkScope, now = new Date()): LinkCheck {
  if (typeof token !== "string" || token.length > MAX_TOKEN_CHARS) return { ok: false, reason: "malformed" };
  const parts = TOKEN.exec(token);
  if (!parts) return { ok: false, reason: "malformed" };
  const [, tokenScope, bookingId, expires, given] = parts;
  const expected = Buffer.from(mac(secret, `v1.${tokenScope}.${bookingId}.${expires}`));
  const actual = Buffer.from(given);
  // Both are 43 characters (the pattern): the comparison's time says nothing of where they differ.
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { ok: false, reason: "signature" };
  if (tokenScope !== scope || !SCOPES.includes(tokenScope)) return { ok: false, reason: "scope" };
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, scope, bookingId, expiresAt };
}

/** The booking's day in Geneva (yyyy-mm-dd): the stored quote's, or the request's date read again. */
export function serviceDay(booking: Pick<Booking, "quote" | "request">): string | undefined {
  return booking.quote?.day ?? (booking.request.serviceDate ? parseServiceDate(booking.request.serviceDate.trim()) : undefined);
}

/** When a link of `scope` to this booking stops working: midnight in Geneva, so many days after its service day. */
export function linkExpiry(booking: Pick<Booking, "quote" | "request" | "proposal">, scope: LinkScope, now = new Date()): Date {
  // A proposed later day keeps the links alive until after it.
  const days = [serviceDay(booking), booking.proposal?.serviceDate].filter((day): day is string => Boolean(day)).sort();
  const day = days.at(-1);
  const start = day ? genevaMoment(day, "00:00")?.instant : undefined;
  if (!start) return new Date(now.getTime() + UNDATED_DAYS * DAY_MS);
  // Whole days from the day's midnight, read again on the Geneva clock so that a clock change in between does not shift it.
  // The midnight that ends the link's last day (./linkDays.ts).
  const after = new Date(start.getTime() + ((LINK_DAYS_AFTER_SERVICE[scope] + 1) * DAY_MS + 12 * 3_600_000));
  return genevaMoment(after.toISOString().slice(0, 10), "00:00")?.instant ?? after;
}

/**
 * The secret that signs the links: BOOKING_LINK_SECRET, or on our own server one generated once into
 * DATA_DIR/booking-link-secret (as the challenge's secret is), so that links sent before a restart still
 * work. On Netlify it must be set: without it, `problem` says so and no link is made or accepted.
 */
export function linkSecret(
  config: Pick<ContactConfig, "linkSecret" | "requests">,
  serverless: boolean,
): { secret?: string; generated?: string; problem?: string } {
  if (config.linkSecret) return { secret: config.linkSecret };
  if (serverless) return { problem: "BOOKING_LINK_SECRET is not set: the office's and the guest's links are not offered (set it to: openssl rand -hex 32)" };
  try {
    return keptSecret(path.join(config.requests.dataDir, LINK_SECRET_FILE));
  } catch (error) {
    return { problem: `no link secret could be kept in ${config.requests.dataDir} (${(error as Error).message}); no links are offered until it can` };
  }
}

/** The pages' paths (absolute URLs are made with the site's address). */
export const OFFICE_PATH = "/booking/office/";
export const GUEST_PATH = "/booking/guest/";

export function officeLink(secret: string, booking: Booking, base: string, now = new Date()): string {
  return `${base}${OFFICE_PATH}${signLink(secret, "office", booking.id, linkExpiry(booking, "office", now))}`;
}

/**
 * The office e-mail's three actions (message.ts' OfficeLinks): one office link, opening the page at its
 * form. The fragment never reaches the server, so the three are one capability.
 */
export function officeLinks(secret: string, booking: Booking, base: string, now = new Date()): { confirm: string; propose: string; decline: string } {
  const link = officeLink(secret, booking, base, now);
  return { confirm: `${link}#confirm`, propose: `${link}#propose`, decline: `${link}#decline` };
}

export function guestLink(secret: string, booking: Booking, base: string, now = new Date()): string {
  return `${base}${GUEST_PATH}${signLink(secret, "guest", booking.id, linkExpiry(booking, "guest", now))}`;
}

/** What a log line may say of a booking: the first 8 characters of its id, never a token. */
export const shortId = (id: string) => id.slice(0, 8);
