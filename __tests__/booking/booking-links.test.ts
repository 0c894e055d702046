/** @jest-environment node */
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { readConfig } from "../../src/booking/config";
import { LINK_SECRET_FILE, linkExpiry, linkSecret, officeLinks, signLink, verifyLink } from "../../src/booking/bookings/links";
import { useContactEnv } from "../support/env";

const env = useContactEnv();
const SECRET = "a".repeat(64);
const ID = "0b6a2f7e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const OTHER = "1c7b3a8f-2d3e-4f60-9b0c-1d2e3f4a5b6c";
const NOW = new Date("2027-03-01T10:00:00Z");
const LATER = new Date("2027-03-20T00:00:00Z");

test("a link verifies for its own scope and booking until it expires", () => {
  const token = signLink(SECRET, "office", ID, LATER);
  expect(verifyLink(SECRET, token, "office", NOW)).toEqual({ ok: true, scope: "office", bookingId: ID, expiresAt: LATER });
});

test("a tampered byte anywhere in the token is refused", () => {
  const token = signLink(SECRET, "guest", ID, LATER);
  for (let index = 0; index < token.length; index += 1) {
    const flipped = token[index] === "b" ? "c" : "b";
    const tampered = token.slice(0, index) + flipped + token.slice(index + 1);
    if (tampered === token) continue;
    expect(verifyLink(SECRET, tampered, "guest", NOW).ok).toBe(false);
  }
});

test("a token whose booking id was swapped for another booking's is refused", () => {
  const token = signLink(SECRET, "office", ID, LATER).replace(ID, OTHER);
  expect(verifyLink(SECRET, token, "office", NOW)).toEqual({ ok: false, reason: "signature" });
});

test("a guest's link does not open the office's page, nor the office's the guest's", () => {
  expect(verifyLink(SECRET, signLink(SECRET, "guest", ID, LATER), "office", NOW)).toEqual({ ok: false, reason: "scope" });
  expect(verifyLink(SECRET, signLink(SECRET, "office", ID, LATER), "guest", NOW)).toEqual({ ok: false, reason: "scope" });
});

test("an expired link is refused", () => {
  expect(verifyLink(SECRET, signLink(SECRET, "office", ID, NOW), "office", new Date(NOW.getTime() + 1000))).toEqual({ ok: false, reason: "expired" });
});

test("a link signed with another secret is refused", () => {
  expect(verifyLink("b".repeat(64), signLink(SECRET, "office", ID, LATER), "office", NOW)).toEqual({ ok: false, reason: "signature" });
});

test("malformed and oversized tokens are refused before any hashing", () => {
  for (const token of [
    "",
    "v1",
    "v1.office",
    `v2.office.${ID}.1900000000.${"A".repeat(43)}`,
    "x".repeat(10_000),
    `v1.admin.${ID}.1900000000.${"A".repeat(43)}`,
  ])
    expect(verifyLink(SECRET, token, "office", NOW)).toEqual({ ok: false, reason: "malformed" });
});

test("the signature is compared in constant time (timingSafeEqual), never with ===", () => {
  const source = readFileSync(path.resolve(__dirname, "../../src/booking/bookings/links.ts"), "utf8");
  expect(source).toMatch(/timingSafeEqual\(actual, expected\)/);
  expect(source).not.toMatch(/given\s*===|===\s*given|expected\s*===/);
});

test("office links expire at midnight in Geneva two days after the service day, guest links 31 days after it", () => {
  const booking = { request: { serviceDate: "2027-03-10" } as never, quote: { day: "2027-03-10" } as never };
  // CET (UTC+1) in March before the clocks change: midnight Geneva is 23:00 UTC the day before.
  expect(linkExpiry(booking, "office", NOW).toISOString()).toBe("2027-03-11T23:00:00.000Z");
  expect(linkExpiry(booking, "guest", NOW).toISOString()).toBe("2027-04-09T22:00:00.000Z");
});

test("our server generates the link secret once into the data folder and keeps it", () => {
  const first = linkSecret(readConfig(), false);
  expect(first.secret).toMatch(/^[0-9a-f]{64}$/);
  expect(first.generated).toBe(path.join(env.dataDir(), LINK_SECRET_FILE));
  expect(statSync(first.generated!).mode & 0o777).toBe(0o600);
  expect(linkSecret(readConfig(), false).secret).toBe(first.secret);
});

test("BOOKING_LINK_SECRET wins; on Netlify it is required and none is generated", () => {
  process.env.BOOKING_LINK_SECRET = "s".repeat(40);
  expect(linkSecret(readConfig(), true)).toEqual({ secret: "s".repeat(40) });
  delete process.env.BOOKING_LINK_SECRET;
  const netlify = linkSecret(readConfig(), true);
  expect(netlify.secret).toBeUndefined();
  expect(netlify.problem).toMatch(/BOOKING_LINK_SECRET/);
});

test("the office e-mail's three actions are one office link opening each form, and verify as the office's", () => {
  const booking = { id: ID, request: { serviceDate: "2027-03-10" } as never, quote: { day: "2027-03-10" } as never } as never;
  const links = officeLinks(SECRET, booking, "https://site.test", NOW);
  expect(Object.keys(links)).toEqual(["confirm", "propose", "decline"]);
  for (const [action, url] of Object.entries(links)) {
    const parsed = new URL(url);
    expect(parsed.hash).toBe(`#${action}`);
    expect(verifyLink(SECRET, parsed.pathname.replace("/booking/office/", ""), "office", NOW)).toMatchObject({ ok: true, bookingId: ID });
  }
});
