/**
 * A fixed date for tests that judge "today" (past dates, short notice): only Date is faked, so React,
 * Formik, the toasts and the in-process function server keep their real timers, sockets and promises.
 */
const REAL_TIMERS = [
  "hrtime",
  "nextTick",
  "performance",
  "queueMicrotask",
  "requestAnimationFrame",
  "cancelAnimationFrame",
  "requestIdleCallback",
  "cancelIdleCallback",
  "setImmediate",
  "clearImmediate",
  "setInterval",
  "clearInterval",
  "setTimeout",
  "clearTimeout",
] as const;

export const freezeClock = (iso: string) => jest.useFakeTimers({ now: new Date(iso), doNotFake: [...REAL_TIMERS] });

/**
 * A clock that starts at `iso` and runs on in real time: for tests that count per Geneva day (the
 * acknowledgement's caps) across real retries and deadlines, which must not straddle a real midnight
 * (CI once ran a burst of 200 requests across Geneva's midnight and rightly got two days' caps).
 */
export const runClockFrom = (iso: string) => jest.useFakeTimers({ now: new Date(iso), advanceTimers: true, doNotFake: [...REAL_TIMERS] });
