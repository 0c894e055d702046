/**
 * @jest-environment node
 */
// Accepted means kept, through the production server (src/server/app.ts) with the real contact function:
// the same generated requests and the same property as __tests__/contact/contact-fuzz.test.ts, here behind
// Fastify's own body handling and headers. A fixed seed; FUZZ_RUNS and FUZZ_SEED for a longer run.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import handler from "../../src/api/send-contact-email";
import { buildServer } from "../../src/server/app";
import type { FunctionHandler } from "../../src/server/contactFunction";
import { freezeClock } from "../support/clock";
import { useContactEnv } from "../support/env";
import { postJson } from "../support/functionServer";
import { acceptedMeansKept } from "../support/fuzzProperty";
import { FUZZ_NOW } from "../support/requestArbitrary";
import { startSmtpSink, type SmtpSink } from "../support/smtpSink";

jest.setTimeout(Number(process.env.FUZZ_RUNS ?? 0) > 0 ? 3_600_000 : 60_000);

useContactEnv();
let root: string;
let app: FastifyInstance;
let url: string;
let sink: SmtpSink;

beforeAll(async () => {
  delete process.env.TRUST_PROXY;
  // No Gatsby build: the server needs a site folder, the contact function is the real one.
  root = mkdtempSync(path.join(os.tmpdir(), "server-fuzz-"));
  writeFileSync(path.join(root, "index.html"), "<!doctype html><html lang=en><body>home</body></html>");
  writeFileSync(path.join(root, "404.html"), "<!doctype html><html lang=en><body>not found</body></html>");
  app = await buildServer({ root, contact: { route: "/api/send-contact-email", handler: handler as unknown as FunctionHandler } });
  await app.listen({ host: "127.0.0.1", port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/send-contact-email`;
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

beforeEach(async () => {
  sink = await startSmtpSink();
  process.env.SMTP_URL = sink.url;
  process.env.CONTACT_TO = "bookings@company.test";
  process.env.CONTACT_FROM = "website@company.test";
  // One client sends every request: the verified requests' limit is not what is tested here.
  process.env.CONTACT_RATE_LIMIT_VERIFIED = "10000/60";
  freezeClock(FUZZ_NOW);
});
afterEach(async () => {
  jest.useRealTimers();
  await sink.close();
});

test("the production server: 400 with a field error, or 200 and stored and delivered once; never a 500", async () => {
  const seen = await acceptedMeansKept(
    (payload, headers) => postJson(url, payload, headers),
    () => sink,
    100,
  );
  expect(seen.accepted).toBeGreaterThan(10);
  expect(seen.refused).toBeGreaterThan(10);
  // Solved challenges were sent, and acknowledgements composed, capped and delivered.
  expect(seen.acknowledged).toBeGreaterThan(0);
});
