/**
 * `npm run bench:contact`: how long a visitor waits for the contact function's answer.
 *
 * Without arguments (`npm run build` first): starts the production server (src/server/main.ts) on a
 * free loopback port, in front of a real SMTP sink that is in turn up, down, hanging and dripping
 * (every reply one byte at a time), sends 40 sequential valid requests in each state and prints the
 * median, p95 and slowest answer. It fails (exit 1) when an answer took more than 3 s or a state's
 * p95 is over 1 s: the function stores a request and answers without waiting on SMTP beyond a short
 * first attempt (src/booking/store/).
 *
 * With a URL (`npm run bench:contact -- http://127.0.0.1:9000/api/send-contact-email`): 200 sequential
 * requests to a server already running (raise its rate limit: CONTACT_RATE_LIMIT=1000/60), median and p99.
 * Loopback only: it refuses any other host, so it cannot be pointed at a real site by mistake.
 */
import { formatServiceDate, todayIso } from "../src/booking/request/payload";
import { startServer, stopServer } from "../__tests__/support/serverProcess";
import { startSmtpFront, startSmtpSink, type FrontMode } from "../__tests__/support/smtpSink";

const payload = JSON.stringify({
  name: "Bench Mark",
  email: "bench@example.org",
  phone: "+41 22 000 00 00",
  service: "private-transport",
  // Past dates are refused: 60 days from now, as the form sends it ("21 January 2027").
  serviceDate: formatServiceDate(todayIso(new Date(Date.now() + 60 * 86_400_000)), "en"),
  serviceTime: "09:00",
  message: "Benchmark request, please ignore.",
  language: "en",
  website: "",
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const ms = (value: number) => value.toFixed(1);

async function timeRequests(url: URL, count: number): Promise<{ timings: number[]; statuses: Map<number, number> }> {
  // Untimed first requests: the first fetch() of this process loads its HTTP client and opens the
  // connection (~50 ms), which is this script's cost, not the server's.
  for (let i = 0; i < 3; i += 1) await (await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: payload })).arrayBuffer();
  const timings: number[] = [];
  const statuses = new Map<number, number>();
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: payload });
    await res.arrayBuffer();
    timings.push(performance.now() - started);
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  }
  return { timings: timings.sort((a, b) => a - b), statuses };
}

async function againstUrl(target: string): Promise<number> {
  const url = new URL(target);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
    console.error(`Refusing to benchmark ${url.host}: loopback addresses only.`);
    return 2;
  }
  const { timings, statuses } = await timeRequests(url, 200);
  console.log(`200 requests to ${url.href}`);
  console.log(`status counts: ${[...statuses].map(([status, count]) => `${status}=${count}`).join(" ")}`);
  console.log(`median ${ms(percentile(timings, 50))} ms, p99 ${ms(percentile(timings, 99))} ms, min ${ms(timings[0])} ms, max ${ms(timings.at(-1)!)} ms`);
  if (statuses.get(200) !== 200) {
    console.error("Not every request succeeded: is the rate limit raised (CONTACT_RATE_LIMIT=1000/60)?");
    return 1;
  }
  return 0;
}

async function scenarios(): Promise<number> {
  const sink = await startSmtpSink();
  // 30 ms a byte: a full SMTP conversation takes longer than SMTP_TIMEOUT_MS, yet the server is never idle.
  const front = await startSmtpFront(sink, 30);
  const server = await startServer({ SMTP_URL: front.url, SMTP_TIMEOUT_MS: "10000" });
  let failed = false;
  try {
    console.log("mode     requests  median ms  p95 ms  slowest ms  statuses");
    for (const mode of ["up", "down", "hang", "drip"] as FrontMode[]) {
      await front.setMode(mode);
      const { timings, statuses } = await timeRequests(new URL(server.url), 40);
      const p95 = percentile(timings, 95);
      const slowest = timings.at(-1)!;
      const ok = statuses.get(200) === 40 && p95 <= 1000 && slowest <= 3000;
      failed ||= !ok;
      const counts = [...statuses].map(([status, count]) => `${status}=${count}`).join(" ");
      console.log(
        `${mode.padEnd(8)} ${"40".padStart(8)}  ${ms(percentile(timings, 50)).padStart(9)}  ${ms(p95).padStart(6)}  ${ms(slowest).padStart(10)}  ${counts}${ok ? "" : "  <- over budget (p95 1 s, slowest 3 s, all 200)"}`,
      );
    }
  } finally {
    await stopServer(server);
    await front.close();
    await sink.close();
  }
  return failed ? 1 : 0;
}

const target = process.argv[2];
(target ? againstUrl(target) : scenarios()).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
