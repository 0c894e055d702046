/** @jest-environment node */
// Issue 27: the visitor's acknowledgement and the proof-of-work challenge, against a real SMTP sink.
// A request with a solved challenge yields the office's e-mail and one acknowledgement, each exactly
// once through an outage and a restart; the acknowledgement repeats nothing the visitor typed freely;
// the per-address and daily caps hold under a burst; a forged, expired or replayed solution is refused
// with a JSON error naming the challenge; ten verified requests from one address pass.
import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import en from "../../content/locales/en/translation.json";
import fr from "../../content/locales/fr/translation.json";
import deTexts from "../../content/locales/de/translation.json";
import { contactSchema } from "../../src/booking/request/requestSchema";
import { handleChallenge } from "../../src/booking/http/challengeHttp";
import { CHALLENGE_MAX_COUNTER, checkSolution } from "../../src/booking/http/challengeServer";
import { DEFAULT_ACK, readConfig } from "../../src/booking/config";
import { LINGER, type RequestLike, type ResponseLike } from "../../src/booking/http/http";
import { ACK_LABEL, ACK_STATUS_TEXT, ackStatusText } from "../../src/booking/mail/message";
import { FileStore } from "../../src/booking/store/fileStore";
import { RequestStore } from "../../src/booking/store/store";
import { attempts as functionAttempts } from "../../src/deploy/gatsbyFunction";
import { Attempts } from "../../src/booking/store/worker";
import { decode, encode, solvedField, solvedFields, testSecret } from "../support/challenge";
import { postJson, request, validPayload } from "../support/functionServer";
import { trickleBody } from "../support/rawUpload";
import { useMailedFunction } from "../support/mailedFunction";
import type { ReceivedMail } from "../support/smtpSink";
import { runClockFrom } from "../support/clock";

jest.setTimeout(120_000);

const mailed = useMailedFunction();
const OFFICE = "bookings@company.test";
const quiet = { log: { info: () => undefined, warn: () => undefined, error: () => undefined } };

const post = (payload: object, headers: Record<string, string> = {}) => postJson(mailed.server.url, payload, headers);
const office = () => mailed.sink.messages.filter((mail) => mail.envelope.to.includes(OFFICE));
const acks = () => mailed.sink.messages.filter((mail) => !mail.envelope.to.includes(OFFICE));
/** Everything a reader of the message can see: headers, text and HTML, decoded. */
const visible = (mail: ReceivedMail) =>
  [mail.parsed.subject, ...(mail.parsed.headers ?? []).map((h) => `${h.key}: ${h.value}`), mail.parsed.text, mail.parsed.html].join("\n");
const ackRow = (mail: ReceivedMail) => new RegExp(`^${ACK_LABEL}:\\s+(.*)$`, "m").exec(mail.parsed.text ?? "")?.[1];

async function settle() {
  await functionAttempts.settled();
  // The acknowledgement's first attempt starts once the office's has had its chance.
  await new Promise((resolve) => setTimeout(resolve, 50));
  await functionAttempts.settled();
}

beforeEach(() => {
  process.env.DELIVERY_RETRY_BASE_MS = "10";
});

describe("a request with a solved challenge: the office's e-mail and one acknowledgement", () => {
  test("each arrives once; the office's row says the acknowledgement was sent; from the company, Reply-To the office", async () => {
    const answer = await post(validPayload({ email: "visitor@example.org", altcha: await solvedField() }));
    expect(answer.status).toBe(200);
    await settle();
    expect(office()).toHaveLength(1);
    expect(acks()).toHaveLength(1);
    const [ack] = acks();
    expect(ack.envelope.to).toEqual(["visitor@example.org"]);
    expect(ack.parsed.from?.address).toBe("website@company.test");
    expect(ack.parsed.replyTo?.[0]?.address).toBe(OFFICE);
    expect(ack.parsed.subject).toContain(answer.json.reference);
    expect(ack.parsed.text).toContain(answer.json.reference);
    expect(ack.parsed.headers.find((h) => h.key === "auto-submitted")?.value).toBe("auto-generated");
    expect(ackRow(office()[0])).toBe(ACK_STATUS_TEXT.sent);
  });

  test("in the visitor's language: French texts for a French request", async () => {
    await post(validPayload({ language: "fr", email: "visiteur@example.org", altcha: await solvedField() }));
    await settle();
    expect(acks()[0].parsed.text).toContain(fr.contact.ack.title);
    expect(acks()[0].parsed.text).not.toContain(en.contact.ack.title);
    // French typography: a non-breaking space before the colon of each label ("Votre référence :").
    expect(acks()[0].parsed.text).toContain(`${fr.contact.ack.labels.reference}\u00a0:`);
  });

  test("exactly once through an SMTP outage and a restart of the worker", async () => {
    mailed.sink.behaviour.failAfterData = true;
    const answer = await post(validPayload({ email: "outage@example.org", altcha: await solvedField() }));
    expect(answer.status).toBe(200);
    await settle();
    expect(mailed.sink.messages).toHaveLength(0);
    mailed.sink.behaviour.failAfterData = false;
    // A new process: a fresh store over the same folder, leases of the old one dropped.
    const attempts = new Attempts();
    const store = new RequestStore(new FileStore(readConfig().requests.dataDir), quiet.log);
    await store.recover({ clearLeases: true });
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (let pass = 0; pass < 5; pass += 1) {
      await attempts.deliverDue(store, readConfig(), quiet);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(office()).toHaveLength(1);
    expect(acks()).toHaveLength(1);
    expect((await store.all()).map((record) => record.state)).toEqual(["delivered", "delivered"]);
  });
});

describe("the acknowledgement carries nothing the visitor typed freely", () => {
  const hostile = [
    "<script>alert(1)</script>",
    "https://spam.example/win",
    "Bcc: everyone@spam.example",
    '<a href="http://phish.example">click</a>',
    "Subject: You won",
  ];
  test("HTML, URLs and header-like lines in every free field never reach it", async () => {
    const answer = await post(
      validPayload({
        email: "target@example.org",
        name: `${hostile[0]} ${hostile[2]}`,
        phone: "+41 79 123 45 67",
        message: hostile.join("\n"),
        details: { pickup: hostile[1], destination: hostile[3].slice(0, 60), flight: "spam.example/x" },
        altcha: await solvedField(),
      }),
    );
    expect(answer.status).toBe(200);
    await settle();
    expect(acks()).toHaveLength(1);
    const seen = `${visible(acks()[0])}\n${acks()[0].raw.toString("utf8")}`;
    for (const word of ["script", "spam.example", "phish", "You won", "everyone@", "Jane", "+41 79 123 45 67"]) expect(seen).not.toContain(word);
    // The office still reads every word (escaped in its HTML).
    expect(office()[0].parsed.text).toContain("spam.example");
  });
});

describe("the caps: ACK_ADDRESS_DAILY_CAP per mailbox, ACK_NETWORK_DAILY_CAP per network, ACK_DAILY_CAP for the site, per Geneva day", () => {
  // Mid-afternoon in Geneva: a burst that straddled a real midnight would rightly count on two days.
  beforeEach(() => runClockFrom("2026-12-05T14:00:00Z"));
  afterEach(() => jest.useRealTimers());

  test("200 requests at once to one address: 200 office e-mails, three acknowledgements", async () => {
    process.env.CONTACT_RATE_LIMIT_VERIFIED = "1000/60";
    const fields = await solvedFields(200);
    const answers = await Promise.all(fields.map((altcha) => post(validPayload({ email: "burst@example.org", altcha }))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(200).fill(200));
    await settle();
    const store = new RequestStore(new FileStore(readConfig().requests.dataDir), quiet.log);
    const attempts = new Attempts();
    for (let pass = 0; pass < 20 && office().length < 200; pass += 1) {
      await attempts.deliverDue(store, readConfig(), quiet);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(office()).toHaveLength(200);
    expect(acks()).toHaveLength(DEFAULT_ACK.perAddressDaily);
    const rows = office().map(ackRow);
    expect(rows.filter((row) => row === ACK_STATUS_TEXT.sent)).toHaveLength(3);
    expect(rows.filter((row) => row === ackStatusText("address"))).toHaveLength(197);
  });

  test("the daily cap holds for a burst to many addresses; the office's e-mail says which were skipped", async () => {
    process.env.ACK_DAILY_CAP = "5";
    process.env.ACK_NETWORK_DAILY_CAP = "1000";
    process.env.CONTACT_RATE_LIMIT_VERIFIED = "1000/60";
    const fields = await solvedFields(30);
    const answers = await Promise.all(fields.map((altcha, index) => post(validPayload({ email: `guest${index}@example.org`, altcha }))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await settle();
    expect(acks()).toHaveLength(5);
    expect(
      office()
        .map(ackRow)
        .filter((row) => row === ackStatusText("daily-cap", { ...DEFAULT_ACK, dailyCap: 5 })),
    ).toHaveLength(25);
  });

  test("a guest's second and third trip the same day are acknowledged, the fourth is not, and the office's e-mail says so in plain words", async () => {
    for (let trip = 0; trip < 4; trip += 1) expect((await post(validPayload({ email: "guest@example.org", altcha: await solvedField() }))).status).toBe(200);
    await settle();
    expect(acks()).toHaveLength(3);
    const rows = office().map(ackRow);
    expect(rows).toEqual([ACK_STATUS_TEXT.sent, ACK_STATUS_TEXT.sent, ACK_STATUS_TEXT.sent, ackStatusText("address", { ...DEFAULT_ACK, perAddressDaily: 3 })]);
    // The office's words: no setting's name.
    for (const row of rows) expect(row).not.toMatch(/[A-Z]+_[A-Z]+/);
  });

  test.each([
    ["case and +tag", ["anna@example.org", "Anna+trip2@Example.ORG", "ANNA+return@example.org", "anna+x@EXAMPLE.org"]],
    [
      "Gmail's dots, its googlemail.com name, case and +tag",
      ["jane.doe@gmail.com", "JaneDoe+2@gmail.com", "j.a.n.e.d.o.e@googlemail.com", "janedoe@GMAIL.COM"],
    ],
  ])("%s: the spellings of one mailbox share its daily allowance", async (_label, spellings) => {
    for (const email of spellings) expect((await post(validPayload({ email, altcha: await solvedField() }))).status).toBe(200);
    // Elsewhere dots are kept: another mailbox, its own allowance.
    expect((await post(validPayload({ email: "a.nna@example.org", altcha: await solvedField() }))).status).toBe(200);
    await settle();
    expect(acks().map((mail) => mail.envelope.to[0])).toHaveLength(4);
    expect(office().map(ackRow)).toEqual([ACK_STATUS_TEXT.sent, ACK_STATUS_TEXT.sent, ACK_STATUS_TEXT.sent, ackStatusText("address"), ACK_STATUS_TEXT.sent]);
  });

  test("a burst from ten addresses of one /24 leaves the site-wide acknowledgements for real visitors from other networks", async () => {
    process.env.ACK_DAILY_CAP = "20";
    // The burst: ten machines of 127.0.0.0/24, five requests each, every one to another mailbox.
    const burst = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const altcha = await solvedField();
        return postJson(mailed.server.url, validPayload({ email: `victim${index}@example.org`, altcha }), {}, `127.0.0.${11 + (index % 10)}`);
      }),
    );
    expect(burst.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    // Then real visitors, each from a network of their own.
    for (const network of [1, 2, 3]) {
      const answer = await postJson(
        mailed.server.url,
        validPayload({ email: `visitor${network}@example.org`, altcha: await solvedField() }),
        {},
        `127.0.${network}.1`,
      );
      expect(answer.status).toBe(200);
    }
    await settle();
    const sentTo = acks().map((mail) => mail.envelope.to[0]);
    expect(sentTo.filter((address) => address.startsWith("victim"))).toHaveLength(DEFAULT_ACK.perNetworkDaily);
    expect(sentTo.filter((address) => address.startsWith("visitor")).sort()).toEqual(["visitor1@example.org", "visitor2@example.org", "visitor3@example.org"]);
    const rows = office().map(ackRow);
    expect(rows.filter((row) => row === ackStatusText("network", { ...DEFAULT_ACK, perNetworkDaily: 10 }))).toHaveLength(40);
  });

  test("a request the store cannot keep (502) charges no acknowledgement: once the store is repaired, the address's next three are each acknowledged", async () => {
    const email = "guest@example.org";
    const { dataDir } = readConfig().requests;
    // The caps' folders can be written, the requests' cannot: the request is refused after its slots were taken.
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, "requests"), "not a folder");
    for (let trip = 0; trip < 3; trip += 1) expect((await post(validPayload({ email, altcha: await solvedField() }))).status).toBe(502);
    const kv = new FileStore(dataDir);
    for (const prefix of ["ackaddr/", "acknet/", "ackday/"]) expect([prefix, await kv.list(prefix)]).toEqual([prefix, []]);
    rmSync(path.join(dataDir, "requests"));
    for (let trip = 0; trip < 3; trip += 1) expect((await post(validPayload({ email, altcha: await solvedField() }))).status).toBe(200);
    await settle();
    expect(acks().map((mail) => mail.envelope.to)).toEqual([[email], [email], [email]]);
    expect(office().map(ackRow)).toEqual([ACK_STATUS_TEXT.sent, ACK_STATUS_TEXT.sent, ACK_STATUS_TEXT.sent]);
  });

  test("the caps' records hold no address and no plain hash of one: keyed with the server's secret", async () => {
    const email = "keyed@example.org";
    expect((await post(validPayload({ email, altcha: await solvedField() }))).status).toBe(200);
    const kv = new FileStore(readConfig().requests.dataDir);
    const names = async () =>
      (await Promise.all(["ackaddr/", "acknet/", "ackday/"].map(async (prefix) => (await kv.list(prefix)).map((name) => `${prefix}${name}`)))).flat();
    const first = (await names()).filter((name) => name.startsWith("ackaddr/"));
    expect(first).toHaveLength(1);
    const plain = ["sha256", "sha1", "md5"].flatMap((algorithm) =>
      [email, `ack-to:${email}`, `ack-address:${email}`].map((text) => createHash(algorithm).update(text).digest("hex").slice(0, 16)),
    );
    for (const name of await names()) {
      expect(name).not.toContain(email);
      for (const hash of plain) expect(name).not.toContain(hash);
    }
    // The same mailbox under another secret is another record: nobody without the secret can tell which it is.
    process.env.CONTACT_CHALLENGE_SECRET = "another-secret-of-at-least-32-characters!";
    expect((await post(validPayload({ email, altcha: await solvedField() }))).status).toBe(200);
    const second = (await names()).filter((name) => name.startsWith("ackaddr/") && !first.includes(name));
    expect(second).toHaveLength(1);
    expect(second[0].replace(/-\d+$/, "")).not.toBe(first[0].replace(/-\d+$/, ""));
    await settle();
  });

  test("a request without a solution is delivered to the office, without an acknowledgement", async () => {
    expect((await post(validPayload())).status).toBe(200);
    await settle();
    expect(office()).toHaveLength(1);
    expect(acks()).toHaveLength(0);
    expect(ackRow(office()[0])).toBe(ACK_STATUS_TEXT["no-challenge"]);
  });
});

describe("an address the acknowledgement could be aimed with is refused, in the visitor's language, by the form's own rule", () => {
  const de = { contact: { errors: { emailDomain: deTexts.contact.errors.emailDomain } } };
  test.each([
    ["localhost", "guest@localhost", "en", en],
    ["localhost in capitals", "guest@LocalHost", "fr", fr],
    ["a name under localhost", "guest@mail.localhost", "de", de],
    ["an IPv4 address", "guest@127.0.0.1", "en", en],
    ["a public IPv4 address", "guest@1.2.3.4", "fr", fr],
    ["a shortened IPv4 address", "guest@127.1", "en", en],
    ["a single-label domain", "guest@intranet", "en", en],
    ["a single label of digits", "guest@2130706433", "de", de],
    ["a local network's name", "guest@printer.local", "en", en],
    ["an internal name", "guest@mail.corp.internal", "en", en],
    ["a reserved name that resolves nowhere", "guest@mail.invalid", "fr", fr],
    ["the machine's own name", "guest@localhost.localdomain", "en", en],
    ["a name under localdomain", "guest@mail.localdomain", "de", de],
    ["localdomain in capitals", "guest@Printer.LOCALDOMAIN", "fr", fr],
    ["a name under localhost, two labels down", "guest@a.b.localhost", "en", en],
  ])("%s (%s): 400 with the e-mail field's error, nothing stored or sent", async (_label, email, language, texts) => {
    const answer = await post(validPayload({ email, language, altcha: await solvedField() }));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: "validation", fields: { email: texts.contact.errors.emailDomain } });
    expect(Object.keys(answer.json.fields)).toEqual(["email"]);
    // The form shows the same error before anything is sent: one schema for both.
    await expect(contactSchema.validateAt("email", { email })).rejects.toThrow("emailDomain");
    await settle();
    expect(mailed.sink.messages).toHaveLength(0);
  });

  test("an IP literal in brackets is not an address at all: the e-mail field's own error", async () => {
    const answer = await post(validPayload({ email: "guest@[127.0.0.1]", altcha: await solvedField() }));
    expect([answer.status, answer.json.fields]).toEqual([400, { email: en.contact.errors.email }]);
  });

  test.each(["guest.@example.org", ".guest@example.org", "gu..est@example.org", "*.@example.org"])(
    "a local part a mail server refuses (%s: a dot first, last or twice): the e-mail field's own error, never an acknowledgement that cannot be delivered",
    async (email) => {
      const answer = await post(validPayload({ email, altcha: await solvedField() }));
      expect([answer.status, answer.json.fields]).toEqual([400, { email: en.contact.errors.email }]);
      await settle();
      expect(mailed.sink.messages).toHaveLength(0);
    },
  );

  test("public domains pass, the office's own address may be on its network (CONTACT_TO)", async () => {
    for (const email of ["guest@example.org", "guest@mail.example.co.uk", "guest@xn--bcher-kva.ch", "guest@sub-1.example.museum"]) {
      await expect(contactSchema.validateAt("email", { email })).resolves.toBe(email);
    }
    expect(readConfig({ CONTACT_TO: "office@mail.internal" }, () => undefined).to).toBe("office@mail.internal");
  });
});

describe("forged, expired and replayed solutions", () => {
  test("a replayed solution: 409 challenge_replayed, nothing stored or sent for it", async () => {
    const altcha = await solvedField();
    expect((await post(validPayload({ altcha }))).status).toBe(200);
    const again = await post(validPayload({ altcha, message: "Another request" }));
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ error: "challenge_replayed" });
    await settle();
    expect(office()).toHaveLength(1);
  });

  test("the same submission retried under its Idempotency-Key is answered again, not refused as a replay", async () => {
    const altcha = await solvedField();
    const first = await post(validPayload({ altcha }), { "Idempotency-Key": "retry-key-0001" });
    const second = await post(validPayload({ altcha }), { "Idempotency-Key": "retry-key-0001" });
    expect(second.status).toBe(200);
    expect(second.json.reference).toBe(first.json.reference);
    await settle();
    expect(office()).toHaveLength(1);
    expect(acks()).toHaveLength(1);
  });

  test.each([
    ["a signature of another secret", async () => solvedField({ secret: "another-secret-of-at-least-32-characters!" })],
    [
      "a wrong counter",
      async () => {
        const { challenge, solution } = decode(await solvedField());
        return encode(challenge, { ...solution, counter: solution.counter + 1 });
      },
    ],
    [
      "parameters changed after signing (an easier prefix)",
      async () => {
        const { challenge, solution } = decode(await solvedField());
        return encode({ ...challenge, parameters: { ...challenge.parameters, keyPrefix: "00" } }, solution);
      },
    ],
    ["not base64 JSON", async () => "not a solution"],
  ])("%s: 400 challenge_invalid", async (_label, make) => {
    const answer = await post(validPayload({ altcha: await make() }));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: "challenge_invalid" });
    expect(answer.json.message).toMatch(/challenge/);
  });

  test("a solution sent as another JSON type: 400 challenge_invalid, never a 500", async () => {
    for (const altcha of [42, { counter: 1 }, ["x"], true]) {
      const answer = await post(validPayload({ altcha }));
      expect([answer.status, answer.json.error]).toEqual([400, "challenge_invalid"]);
    }
  });

  test("an expired challenge: 400 challenge_expired", async () => {
    const answer = await post(validPayload({ altcha: await solvedField({ issuedAt: Date.now() - 2 * 3_600_000 }) }));
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ error: "challenge_expired" });
  });
});

describe("the raised limit for verified requests", () => {
  test("ten requests from one address with solutions pass; without, today's strict limit still applies", async () => {
    process.env.CONTACT_RATE_LIMIT = "5/600";
    delete process.env.CONTACT_RATE_LIMIT_VERIFIED;
    for (let index = 0; index < 10; index += 1) {
      const answer = await post(validPayload({ email: `hotel${index}@example.org`, altcha: await solvedField() }));
      expect(answer.status).toBe(200);
    }
    const plain = [];
    for (let index = 0; index < 6; index += 1) plain.push((await post(validPayload())).status);
    expect(plain).toEqual([200, 200, 200, 200, 200, 429]);
    await settle();
  });

  test("the verified limit caps every request, solved or not (CONTACT_RATE_LIMIT_VERIFIED)", async () => {
    process.env.CONTACT_RATE_LIMIT_VERIFIED = "3/600";
    const statuses = [];
    for (let index = 0; index < 4; index += 1) statuses.push((await post(validPayload({ altcha: await solvedField() }))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await settle();
  });
});

describe("GET /api/contact-challenge", () => {
  async function serve(serverless: boolean) {
    const server = http.createServer((req, res) => void handleChallenge(req as unknown as RequestLike, res as unknown as ResponseLike, serverless));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contact-challenge`;
    return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  test("a signed challenge, never cached, whose counter is at most CHALLENGE_MAX_COUNTER; the secret generated once in DATA_DIR", async () => {
    const server = await serve(false);
    try {
      const answer = await request(server.url, { method: "GET" });
      expect(answer.status).toBe(200);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.json.parameters).toMatchObject({ algorithm: "SHA-256", cost: 1 });
      expect(typeof answer.json.signature).toBe("string");
      expect(answer.headers["set-cookie"]).toBeUndefined();
      // Signed with the secret the contact function checks against.
      const { solveChallenge } = await import("altcha-lib");
      const { deriveKey } = await import("altcha-lib/algorithms/sha");
      const solution = await solveChallenge({ challenge: answer.json, deriveKey });
      expect(solution!.counter).toBeLessThanOrEqual(CHALLENGE_MAX_COUNTER);
      expect(await checkSolution(encode(answer.json, solution), testSecret())).toMatchObject({ kind: "verified" });
      expect((await request(server.url, { method: "POST", body: "{}" })).status).toBe(405);
    } finally {
      await server.close();
    }
  });

  test("a POST whose body keeps arriving reads its 405, and the connection closes once the lingering time is over", async () => {
    const server = await serve(false);
    try {
      const { answer, closedAfterMs } = await trickleBody(new URL(server.url), "/api/contact-challenge", "{");
      expect(answer.statusLine).toBe("HTTP/1.1 405 Method Not Allowed");
      expect(answer.headers).toMatch(/\r\nconnection: close\r\n/i);
      expect(closedAfterMs).toBeLessThan(LINGER.ms + 10_000);
    } finally {
      await server.close();
    }
  }, 30_000);

  test("on Netlify without CONTACT_CHALLENGE_SECRET: 503 challenge_unavailable, a clear log line, no crash", async () => {
    const server = await serve(true);
    try {
      const answer = await request(server.url, { method: "GET" });
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({ error: "challenge_unavailable" });
    } finally {
      await server.close();
    }
  });
});
