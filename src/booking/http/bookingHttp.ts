import type { Booking } from "../bookings/booking";
import { BookingStore } from "../bookings/bookingStore";
import { decide } from "../bookings/decide";
import { linkSecret, OFFICE_PATH, shortId, verifyLink, type LinkScope } from "../bookings/links";
import type { Action, GuestAction, OfficeAction, Refusal } from "../bookings/transitions";
import { languageOf } from "../../i18n/acceptLanguage";
import { DEFAULT_LANGUAGE, LANGUAGES, OFFICE_LANGUAGES, type Language } from "../../i18n/languages";
import { officeLanguage } from "../mail/officeTexts";
import { guestPage, notFoundPage, officePage, type Notice } from "../pages/bookingPage";
import { StoreError } from "../store/keyValue";
import type { RequestDesk } from "./acceptRequest";
import { clientAddress } from "./clientAddress";
import { BodyError, readBody, type RequestLike, type ResponseLike } from "./http";

/**
 * GET and POST /booking/office/<token> and /booking/guest/<token>: the one call every adapter makes
 * (our server, the Gatsby function, Netlify). GET only reads; POST applies one action (./bookings/decide.ts)
 * after a same-origin check, from a small form-encoded body. A token that does not verify, or names no
 * booking, gets the same 404 page, which says nothing of any request; such failures are counted per
 * client address and, past the limit, every link from that address is refused for the window. The token
 * is never logged: a log line names the booking by the first 8 characters of its id at most.
 */
export const BOOKING_PATH = /^\/booking\/(office|guest)\/([^/?#]{1,200})\/?$/;
/** A form of the pages is a few hundred bytes; a note is 500 characters at most. */
export const MAX_FORM_BYTES = 8 * 1024;
/** Failed links per client address: a guesser's quota, far above an office's typing mistakes. */
export const LINK_FAILURES = { max: 10, windowSeconds: 900 };

export const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export function bookingRoute(path: string): { scope: LinkScope; token: string } | undefined {
  const found = BOOKING_PATH.exec(path.split("?")[0]);
  return found ? { scope: found[1] as LinkScope, token: found[2] } : undefined;
}

function answer(res: ResponseLike, status: number, html: string, extra: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(html));
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Referrer-Policy", "no-referrer");
  res.setHeader("X-Robots-Tag", "noindex, nofollow");
  res.setHeader("X-Content-Type-Options", "nosniff");
  // Narrower than the site's policy (src/deploy/headers.ts), which our server also sends: no script at
  // all, the page's own style, forms to itself; the same on Netlify, where a function's answer gets no _headers rule.
  res.setHeader("Content-Security-Policy", PAGE_CSP);
  for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
  res.end(html);
}

/**
 * The language of a page that shows no booking (a refused link, too many of them, a failure): chosen without
 * trusting the token, which may be anyone's. The browser's Accept-Language among the languages the link's
 * own pages speak (an office link's: the office's languages; any other: the site's), else the office's
 * language for an office link and the site's default for any other (docs/decisions.md).
 */
export function refusalLanguage(req: RequestLike, path: string): Language {
  const header = req.headers["accept-language"];
  const accepted = typeof header === "string" ? header : undefined;
  return path.startsWith(OFFICE_PATH)
    ? languageOf<Language>(accepted, OFFICE_LANGUAGES, officeLanguage())
    : languageOf<Language>(accepted, LANGUAGES, DEFAULT_LANGUAGE);
}

export async function handleBookingPage(req: RequestLike, res: ResponseLike, desk: RequestDesk, path: string): Promise<void> {
  try {
    await handle(req, res, desk, path);
  } catch (error) {
    // Never the path (it holds the token), nor a stack with it.
    console.error(`[booking] page failed: ${error instanceof Error ? error.name : "error"}`);
    if (!res.headersSent) answer(res, error instanceof StoreError ? 503 : 500, notFoundPage(refusalLanguage(req, path)), { "Retry-After": "30" });
    else res.end();
  }
}

async function handle(req: RequestLike, res: ResponseLike, desk: RequestDesk, path: string): Promise<void> {
  const method = req.method ?? "GET";
  // Every page that shows no booking: in a language the token has no say in; caches told it varies.
  const nothing = () => notFoundPage(refusalLanguage(req, path));
  const vary = { Vary: "Accept-Language" };
  if (!["GET", "HEAD", "POST"].includes(method)) return answer(res, 405, nothing(), { ...vary, Allow: "GET, HEAD, POST" });
  const address = clientAddress(req as Parameters<typeof clientAddress>[0], desk.settings.trustProxy);
  const failuresKey = `booking-link:${address}`;
  if (desk.limits.isLimited(failuresKey, LINK_FAILURES)) return answer(res, 429, nothing(), { ...vary, "Retry-After": String(LINK_FAILURES.windowSeconds) });

  const route = bookingRoute(path);
  const { secret, problem } = linkSecret(desk.settings, desk.serverless);
  if (problem) console.error(`[booking] ${problem}`);
  const check = route && secret ? verifyLink(secret, route.token, route.scope) : undefined;
  const found = check?.ok ? await new BookingStore(desk.store().kv).read(check.bookingId) : undefined;
  if (!route || !secret || !check?.ok || !found) {
    desk.limits.hit(failuresKey, LINK_FAILURES);
    console.warn(`[booking] a ${route?.scope ?? "booking"} link was refused (${check && !check.ok ? check.reason : "no such booking"})`);
    return answer(res, 404, nothing(), vary);
  }
  const { scope } = route;
  const render = (booking: Booking, notice?: Notice, typed?: URLSearchParams) =>
    scope === "office" ? officePage(booking, notice, typed) : guestPage(booking, new Date(), notice);
  if (method !== "POST") return answer(res, 200, render(found.booking));

  if (!isSameOrigin(req, desk.settings.trustProxy))
    return answer(res, 403, render(found.booking, { kind: "refused", refusal: "notNow", status: found.booking.status }));
  if (!/^application\/x-www-form-urlencoded\s*(;|$)/i.test(req.headers["content-type"] ?? "")) return answer(res, 415, render(found.booking));
  let form: URLSearchParams;
  try {
    form = new URLSearchParams(new TextDecoder("utf-8", { fatal: true }).decode(await readBody(req, MAX_FORM_BYTES, desk.settings.bodyTimeoutMs)));
  } catch (error) {
    if (error instanceof BodyError && error.code === "client_aborted") return;
    if (!(error instanceof BodyError) && !(error instanceof TypeError)) throw error;
    return answer(res, error instanceof BodyError && error.code === "payload_too_large" ? 413 : 400, render(found.booking));
  }
  const action = scope === "office" ? officeAction(form) : guestAction(form);
  if (!action) return answer(res, 400, render(found.booking, { kind: "refused", refusal: "notNow", status: found.booking.status }));
  const decision = await decide(desk, found.booking.id, action, secret);
  if (!decision.ok && decision.refusal === "missing") return answer(res, 404, nothing(), vary);
  if (decision.ok) return answer(res, 200, render(decision.booking, { kind: "done" }));
  const { ok: _ok, booking, ...refusal } = decision;
  console.info(`[booking] ${shortId(booking.id)}: ${action.type} refused (${refusal.refusal})`);
  return answer(res, refusalStatus(refusal), render(booking, { kind: "refused", ...refusal }, form));
}

/**
 * A refused action's status: 409 when the booking's state forbids it; 400 for a value that is not one (or a
 * price that is missing); 422 for a proposed day or time well formed but impossible (past, too far ahead, in
 * the spring's missing hour, with no day to put it on).
 */
function refusalStatus(refusal: Refusal): number {
  if (refusal.refusal === "invalid") return refusal.problem && refusal.problem !== "date" && refusal.problem !== "time" ? 422 : 400;
  return refusal.refusal === "priceRequired" ? 400 : 409;
}

/**
 * A form of our own page: the browser says so (Sec-Fetch-Site: same-origin), or, from one that does not
 * send it, its Origin is this host. Neither: refused, as a form posted from another site would be.
 */
function isSameOrigin(req: RequestLike, trustProxy: boolean): boolean {
  const site = req.headers["sec-fetch-site"];
  if (site !== undefined) return site === "same-origin";
  const origin = req.headers.origin;
  // Behind our proxy (TRUST_PROXY=1) the host the browser used is the proxy's to say.
  const host = (trustProxy ? req.headers["x-forwarded-host"] : undefined) ?? req.headers.host;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === String(host).split(",")[0].trim();
  } catch {
    return false;
  }
}

const text = (form: URLSearchParams, name: string) => {
  const value = form.get(name)?.trim();
  return value ? value : undefined;
};
const amount = (form: URLSearchParams, name: string) => {
  const value = text(form, name)
    ?.replace(/['’\s]/g, "")
    .replace(",", ".");
  return value === undefined ? undefined : /^\d{1,6}(\.\d{1,2})?$/.test(value) ? Number(value) : Number.NaN;
};

function officeAction(form: URLSearchParams): OfficeAction | undefined {
  switch (form.get("action")) {
    case "confirm":
      return {
        type: "confirm",
        totalChf: amount(form, "totalChf"),
        chauffeurName: text(form, "chauffeurName"),
        chauffeurMobile: text(form, "chauffeurMobile"),
        vehicle: text(form, "vehicle"),
        plate: text(form, "plate"),
        note: text(form, "note"),
      };
    case "propose":
      return {
        type: "propose",
        serviceDate: text(form, "serviceDate"),
        serviceTime: text(form, "serviceTime"),
        totalChf: amount(form, "totalChf"),
        reason: (text(form, "reason") ?? "") as never,
      };
    case "decline":
      return { type: "decline", reason: (text(form, "reason") ?? "") as never };
    default:
      return undefined;
  }
}

function guestAction(form: URLSearchParams): GuestAction | undefined {
  const action = form.get("action");
  return action === "accept" || action === "refuse" || action === "cancel" ? ({ type: action } as Action as GuestAction) : undefined;
}
