/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { BookingStore } from "../../src/booking/bookings/bookingStore";
import { linkExpiry, linkSecret, signLink } from "../../src/booking/bookings/links";
import { readConfig } from "../../src/booking/config";
import { FileStore } from "../../src/booking/store/fileStore";
import { PRICED_DETAILS } from "../support/bookings";
import { eventually, useContactEnv } from "../support/env";
import { postJson, request, startFunctionServer, validPayload, type FunctionServer } from "../support/functionServer";
import { startSmtpSink, type SmtpSink } from "../support/smtpSink";

/** The booking's pages as Gatsby serves its function src/api/booking/[...].ts (a splat route), through Gatsby's own middleware chain. */
// express and Gatsby's internal module ship no type declarations that Jest needs, hence require().
const express = require("express");
const { functionMiddlewares } = require("gatsby/dist/internal-plugins/functions/middleware");

const FILE = path.resolve(__dirname, "../../src/api/booking/[...].ts");
const env = useContactEnv();
let sink: SmtpSink;
let pages: { origin: string; close: () => Promise<void> };
let contact: FunctionServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  contact = await startFunctionServer();
  const app = express();
  const functions = [
    {
      functionRoute: "booking/[...]",
      matchPath: "/booking/*",
      absoluteCompiledFilePath: FILE,
      originalAbsoluteFilePath: FILE,
      originalRelativeFilePath: "src/api/booking/[...].ts",
    },
  ];
  app.use("/api/*", ...functionMiddlewares({ getFunctions: () => functions }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  pages = {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
});
afterAll(async () => {
  await pages.close();
  await contact.close();
  await sink.close();
});
beforeEach(() => {
  sink.messages.length = 0;
  process.env.SMTP_URL = sink.url;
});

test("the Gatsby function serves the office's page under /api/booking/…, confirms once from a same-origin form, and refuses a tampered link", async () => {
  const accepted = await postJson(contact.url, validPayload({ language: "fr", details: PRICED_DETAILS }));
  expect(accepted.status).toBe(200);
  const booking = (await new BookingStore(new FileStore(env.dataDir())).read(accepted.json.id))!.booking;
  const token = signLink(linkSecret(readConfig(), false).secret!, "office", booking.id, linkExpiry(booking, "office"));
  const url = `${pages.origin}/api/booking/office/${token}`;
  const page = await request(url, { method: "GET" });
  expect(page.status).toBe(200);
  expect(page.text).toContain(booking.reference);
  expect(page.headers["referrer-policy"]).toBe("no-referrer");
  const form = { "Content-Type": "application/x-www-form-urlencoded", Origin: pages.origin };
  expect((await request(url, { headers: form, body: "action=confirm&chauffeurName=Marc" })).status).toBe(200);
  await eventually(() => sink.messages.some((mail) => mail.envelope.to.includes("jane@example.org") && /Marc/.test(mail.parsed.text ?? "")));
  expect((await request(url, { headers: form, body: "action=confirm" })).status).toBe(409);
  expect((await request(`${url.slice(0, -2)}xx`, { method: "GET" })).status).toBe(404);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(sink.messages.filter((mail) => mail.envelope.to.includes("jane@example.org"))).toHaveLength(1);
});
