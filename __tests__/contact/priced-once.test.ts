/** @jest-environment node */
// Priced once: the request's quote is computed when it is accepted and stored with it; the office's
// e-mail and the visitor's acknowledgement read that quote and never price the request again. A record
// stored before quotes were kept (no `quote`) is delivered all the same.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { readConfig } from "../../src/booking/config";
import * as fares from "../../src/booking/catalogue/fares";
import { buildAcknowledgement } from "../../src/booking/mail/acknowledgement";
import { buildMessage } from "../../src/booking/mail/message";
import type { Pricing } from "../../src/booking/pricing/pricing";
import { quoteOf } from "../../src/booking/request/quote";
import { validateContact } from "../../src/booking/request/validation";
import { FileStore } from "../../src/booking/store/fileStore";
import { RequestStore } from "../../src/booking/store/store";
import { Attempts } from "../../src/booking/store/worker";
import { solvedField } from "../support/challenge";
import { useContactEnv } from "../support/env";
import { postJson, startFunctionServer, validPayload, type FunctionServer } from "../support/functionServer";

const env = useContactEnv();
let server: FunctionServer;
beforeAll(async () => {
  server = await startFunctionServer();
});
afterAll(() => server.close());
afterEach(() => jest.restoreAllMocks());

const transfer = { service: "private-transport", details: { pickupPlace: "airport", destinationPlace: "city", vehicleClass: "s-class", passengers: 2 } };
const quiet = { log: { info: () => undefined, warn: () => undefined, error: () => undefined } };
const storeOf = () => new RequestStore(new FileStore(readConfig().requests.dataDir), quiet.log);

test("an accepted request is priced once: both e-mails are composed from the one quote, which is stored with the request", async () => {
  const pricing = jest.spyOn(fares, "priceRequest");
  const answer = await postJson(server.url, validPayload({ ...transfer, email: "once@example.org", altcha: await solvedField() }));
  expect(answer.status).toBe(200);
  expect(pricing).toHaveBeenCalledTimes(1);
  const records = await storeOf().all();
  const request = records.find((record) => record.kind !== "ack")!;
  const acknowledgement = records.find((record) => record.kind === "ack")!;
  expect(acknowledgement).toBeDefined();
  expect(request.quote).toEqual(pricing.mock.results[0].value);
  expect(request.quote).toMatchObject({ status: "priced", total: expect.any(Number) });
});

test("the office's e-mail and the acknowledgement quote the stored quote, not the rates of the day they are composed", async () => {
  const result = await validateContact(validPayload(transfer), "en");
  if (!result.ok) throw new Error(JSON.stringify(result.fields));
  const stored = quoteOf(result.value);
  // As if the rates had changed since the request was accepted: the quote it was accepted with is the one said.
  const quote = { ...stored, pricing: { ...(stored.pricing as Extract<Pricing, { status: "priced" }>), total: 4321 } };
  const pricing = jest.spyOn(fares, "priceRequest");
  const config = { to: "office@company.test", from: "web@company.test", fromName: "Site" };
  const office = buildMessage({ id: "id-1", reference: "GPM-9Y7A3H", request: result.value, quote, receivedAt: new Date(), config });
  const ack = buildAcknowledgement({ id: "id-1-ack", reference: "GPM-9Y7A3H", request: result.value, quote, receivedAt: new Date(), config });
  expect(pricing).not.toHaveBeenCalled();
  expect(String(office.subject)).toContain(fares.chf(4321, "en"));
  expect(String(ack.text)).toContain(fares.chf(4321, "en"));
});

test("a request stored before quotes were kept (no quote in its record) is delivered as it was composed", async () => {
  const store = storeOf();
  const raw = Buffer.from("From: web@company.test\r\nTo: office@company.test\r\nSubject: [GPM-OLD001] an older request\r\n\r\nCHF 160\r\n");
  await store.accept({
    id: "0f0e0d0c-0b0a-4908-8706-050403020100",
    reference: "GPM-OLD001",
    envelope: { from: "web@company.test", to: ["office@company.test"] },
    raw,
    now: new Date(),
  });
  const [record] = await store.all();
  expect(record).not.toHaveProperty("quote");
  expect(await new Attempts().deliverDue(store, readConfig(), quiet)).toMatchObject({ delivered: 1, dead: 0 });
  const [file] = readdirSync(env.outboxDir()).filter((name) => name.endsWith(".eml"));
  // The outbox keeps the message with the reader's line ends.
  expect(readFileSync(path.join(env.outboxDir(), file), "utf8")).toBe(raw.toString("utf8").replace(/\r\n/g, "\n"));
});
