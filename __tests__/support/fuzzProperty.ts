import fc from "fast-check";
import { readConfig } from "../../src/booking/config";
import { ACK_LABEL, ACK_STATUS_TEXT, REQUEST_ID_HEADER } from "../../src/booking/mail/message";
import { openStore } from "../../src/deploy/requestStore";
import { ackIdFor } from "../../src/booking/store/store";
import { attempts as functionAttempts } from "../../src/deploy/gatsbyFunction";
import { requestLanguage, validateContact } from "../../src/booking/request/validation";
import { quickSolvedField } from "./challenge";
import type { HttpResult } from "./functionServer";
import { FUZZ_SEED, fuzzRuns, postedRequestArbitrary } from "./requestArbitrary";
import type { ReceivedMail, SmtpSink } from "./smtpSink";

const store = () => openStore(readConfig(), { serverless: false });
/**
 * The record's state once it has left `pending` (at most 5 s, on the real clock: the tests freeze Date):
 * "delivered", "dead", or still "pending".
 */
async function settled(id: string): Promise<string | undefined> {
  const deadline = performance.now() + 5000;
  for (;;) {
    const state = (await store().read(id))?.value.state;
    if (state !== "pending" || performance.now() > deadline) return state;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const withMessageId = (mails: ReceivedMail[], id: string) => mails.filter((mail) => mail.parsed.messageId === `<${id}@company.test>`);

/**
 * The property of issue 36, for any way in (the Gatsby function, the production server): every request
 * is answered 400 `validation` with a message per field that names no placeholder, or 200 and is then
 * stored, delivered, and in the office's inbox exactly once; never a 500, never another answer. A share
 * comes with a solved challenge in the `Altcha` header: when the office's e-mail says the acknowledgement
 * was sent, exactly one reached the visitor's address. A filled honeypot is answered 200 and nothing is kept.
 * `post` sends the payload with the given headers; CONTACT_FROM is website@company.test.
 */
export async function acceptedMeansKept(post: (payload: object, headers: Record<string, string>) => Promise<HttpResult>, sink: () => SmtpSink, ciRuns: number) {
  const seen = { accepted: 0, refused: 0, acknowledged: 0, honeypot: 0 };
  await fc.assert(
    fc.asyncProperty(postedRequestArbitrary, async ({ payload, solved }) => {
      const before = sink().messages.length;
      // The property is about what follows the check, not the work.
      const answer = await post(payload, solved ? { Altcha: await quickSolvedField(seen.accepted) } : {});
      if (answer.status === 400) {
        expect(answer.json.error).toBe("validation");
        const messages = Object.values(answer.json.fields as Record<string, unknown>);
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(message).toEqual(expect.stringMatching(/^(?![^]*\{\{)[^]+$/));
        await functionAttempts.settled();
        expect(sink().messages.length).toBe(before);
        seen.refused += 1;
        return;
      }
      expect(answer.status).toBe(200);
      const { id } = answer.json as { id: string };
      if (typeof payload.website === "string" && payload.website.trim() !== "") {
        // The bot's answer: nothing stored, nothing sent.
        await functionAttempts.settled();
        expect(await store().read(id)).toBeUndefined();
        expect(sink().messages.length).toBe(before);
        seen.honeypot += 1;
        return;
      }
      expect(await settled(id)).toBe("delivered");
      await functionAttempts.settled();
      const copies = sink().messages.filter((mail) =>
        mail.parsed.headers.some((header) => header.key === REQUEST_ID_HEADER.toLowerCase() && header.value === id),
      );
      expect(copies).toHaveLength(1);
      seen.accepted += 1;
      const row = new RegExp(`^${ACK_LABEL}:\\s+(.*)$`, "m").exec(copies[0].parsed.text ?? "")?.[1];
      if (!solved) {
        expect(row).toBe(ACK_STATUS_TEXT["no-challenge"]);
        expect(await store().read(ackIdFor(id))).toBeUndefined();
        return;
      }
      if (row !== ACK_STATUS_TEXT.sent) {
        expect(await store().read(ackIdFor(id))).toBeUndefined();
        return;
      }
      // Sent: once, to the address the request was accepted with.
      const validated = await validateContact(payload, requestLanguage(payload));
      if (!validated.ok) throw new Error("a request answered 200 no longer validates");
      expect([ackIdFor(id), await settled(ackIdFor(id))]).toEqual([ackIdFor(id), "delivered"]);
      await functionAttempts.settled();
      const acks = withMessageId(sink().messages, ackIdFor(id));
      expect(acks.map((mail) => mail.envelope.to)).toEqual([[validated.value.email]]);
      seen.acknowledged += 1;
    }),
    { seed: FUZZ_SEED, numRuns: fuzzRuns(ciRuns), endOnFailure: true },
  );
  return seen;
}
