/** @jest-environment node */
// Accepted means kept, for any request (issue 36): requests generated from the request's own description
// (__tests__/support/requestArbitrary.ts) posted to the function under Gatsby's middleware, with a real
// SMTP sink as the office's server. A fixed seed here; FUZZ_RUNS and FUZZ_SEED for a longer run (docs/testing.md).
import { freezeClock } from "../support/clock";
import { postJson } from "../support/functionServer";
import { acceptedMeansKept } from "../support/fuzzProperty";
import { FUZZ_NOW } from "../support/requestArbitrary";
import { useMailedFunction } from "../support/mailedFunction";

jest.setTimeout(Number(process.env.FUZZ_RUNS ?? 0) > 0 ? 3_600_000 : 60_000);

const mailed = useMailedFunction();
beforeEach(() => {
  // One client sends every request: the verified requests' limit is not what is tested here.
  process.env.CONTACT_RATE_LIMIT_VERIFIED = "10000/60";
  freezeClock(FUZZ_NOW);
});
afterEach(() => jest.useRealTimers());

test("the function: 400 with a field error, or 200 and stored and delivered once; never a 500", async () => {
  const seen = await acceptedMeansKept(
    (payload, headers) => postJson(mailed.server.url, payload, headers),
    () => mailed.sink,
    250,
  );
  // Both ways were taken: the generator is not all refusals, nor all acceptances.
  expect(seen.accepted).toBeGreaterThan(10);
  expect(seen.refused).toBeGreaterThan(10);
  // Solved challenges were sent, and acknowledgements composed, capped and delivered.
  expect(seen.acknowledged).toBeGreaterThan(2);
});
