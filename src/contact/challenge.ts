/**
 * The form's side of the proof-of-work challenge (issue 27; the server's is ../booking/http/challengeServer.ts). Loaded
 * with import() on the visitor's first focus in the form, never with the page: it fetches a challenge
 * from GET /api/contact-challenge and solves it with altcha-lib's WebCrypto solver while the visitor
 * types. Send waits for it SOLUTION_WAIT_MS at most, then sends without (today's contract: the office
 * gets the request, the visitor no acknowledgement). The tries run in Web Workers (./challengeWorker.ts);
 * where a worker cannot start, on the page itself.
 */
import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";

/** Gatsby inlines GATSBY_* variables at build time, like GATSBY_CONTACT_ENDPOINT. */
export const CHALLENGE_ENDPOINT = process.env.GATSBY_CONTACT_CHALLENGE_ENDPOINT || "/api/contact-challenge";
/** "A moment": the longest Send waits for a solution still being worked out. */
export const SOLUTION_WAIT_MS = 1_500;
/** A challenge about to expire is replaced rather than sent (the server would answer challenge_expired). */
const EXPIRY_MARGIN_MS = 60_000;
/** Workers trying counters side by side: most phones have 4 to 8 cores, and the visitor is typing on one. */
const MAX_WORKERS = 3;

interface Solved {
  field: string;
  expiresAt: number;
}

let current: Promise<Solved | undefined> | undefined;
// The submission each solution went with: the same submission sent again keeps it (the server accepts it
// again for the same request), a new one takes a fresh solution.
const used = new Map<string, string>();

/** Starts fetching and solving a challenge, unless one is under way or solved and still valid. */
export function startChallenge(fetcher: typeof fetch = fetch): void {
  if (current) return;
  current = solveOne(fetcher).then((solved) => {
    // A failure (no challenge offered, offline) is not retried on its own; the next submission tries again.
    if (!solved) current = undefined;
    return solved;
  });
}

async function solveOne(fetcher: typeof fetch): Promise<Solved | undefined> {
  try {
    const response = await fetcher(CHALLENGE_ENDPOINT, { headers: { Accept: "application/json" }, cache: "no-store" });
    if (!response.ok) return undefined;
    const challenge = (await response.json()) as Challenge;
    const solution = await solve(challenge);
    if (!solution) return undefined;
    const field = btoa(JSON.stringify({ challenge, solution }));
    return { field, expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000 };
  } catch {
    return undefined;
  }
}

async function solve(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker === "function") {
    try {
      const concurrency = Math.max(1, Math.min(MAX_WORKERS, (navigator.hardwareConcurrency || 2) - 1));
      // webpack 5 bundles the worker from this expression (new URL with import.meta.url) as its own file.
      return await solveChallengeWorkers({ challenge, concurrency, createWorker: () => new Worker(new URL("./challengeWorker.ts", import.meta.url)) });
    } catch {
      // The worker could not start or failed: the same work on the page.
    }
  }
  return solveChallenge({ challenge, deriveKey });
}

/**
 * The solution (the request's `Altcha` header) for the submission under `key`: its earlier solution, or the one being solved if
 * it comes within `waitMs`, or undefined (send without). A solution taken is never given to another
 * submission, and the next one starts being solved at once.
 */
export async function solutionFor(key: string, waitMs = SOLUTION_WAIT_MS, fetcher: typeof fetch = fetch): Promise<string | undefined> {
  const earlier = used.get(key);
  if (earlier) return earlier;
  startChallenge(fetcher);
  const pending = current;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const solved = await Promise.race([pending, new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), waitMs)))]);
  clearTimeout(timer);
  if (!solved) return undefined;
  current = undefined;
  startChallenge(fetcher);
  if (solved.expiresAt - EXPIRY_MARGIN_MS < Date.now()) return undefined;
  used.clear();
  used.set(key, solved.field);
  return solved.field;
}

/** For tests: forget every challenge. */
export function resetChallenges(): void {
  current = undefined;
  used.clear();
}
