import fc from "fast-check";
import { readConfig } from "../../src/contact/config";
import { REQUEST_ID_HEADER } from "../../src/contact/message";
import { openStore } from "../../src/contact/requests/open";
import { attemptsSettled } from "../../src/contact/requests/worker";
import { eventually } from "./env";
import type { HttpResult } from "./functionServer";
import { FUZZ_SEED, fuzzRuns, requestArbitrary } from "./requestArbitrary";
import type { SmtpSink } from "./smtpSink";

/**
 * The property of issue 36, for any way in (the Gatsby function, the production server): every request
 * is answered 400 `validation` with a message per field that names no placeholder, or 200 and is then
 * stored, delivered, and in the office's inbox exactly once; never a 500, never another answer.
 */
export async function acceptedMeansKept(post: (payload: object) => Promise<HttpResult>, sink: () => SmtpSink, ciRuns: number) {
  const seen = { accepted: 0, refused: 0 };
  await fc.assert(
    fc.asyncProperty(requestArbitrary, async (payload) => {
      const before = sink().messages.length;
      const answer = await post(payload);
      if (answer.status === 400) {
        expect(answer.json.error).toBe("validation");
        const messages = Object.values(answer.json.fields as Record<string, unknown>);
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(message).toEqual(expect.stringMatching(/^(?![^]*\{\{)[^]+$/));
        await attemptsSettled();
        expect(sink().messages.length).toBe(before);
        seen.refused += 1;
        return;
      }
      expect(answer.status).toBe(200);
      const { id } = answer.json as { id: string };
      const state = await eventually(async () => (await openStore(readConfig(), { serverless: false }).read(id))?.value.state === "delivered");
      expect(state).toBe(true);
      await attemptsSettled();
      const copies = sink().messages.filter((mail) =>
        mail.parsed.headers.some((header) => header.key === REQUEST_ID_HEADER.toLowerCase() && header.value === id),
      );
      expect(copies).toHaveLength(1);
      seen.accepted += 1;
    }),
    { seed: FUZZ_SEED, numRuns: fuzzRuns(ciRuns), endOnFailure: true },
  );
  return seen;
}
