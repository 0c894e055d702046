/**
 * The proof of work's Web Worker, started by ./challenge.ts: altcha-lib's worker loop with the browser's
 * WebCrypto SHA-256. The tries run here, off the page's main thread, so typing never waits for them
 * (on the main thread the solver held it up to 228 ms at a time on a phone with its CPU slowed 4×).
 */
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { handler } from "altcha-lib/workers/shared";

handler({ deriveKey });
