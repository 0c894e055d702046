#!/usr/bin/env node
// Latency of the contact function: 200 sequential valid POSTs, then median and p99 in ms.
// Usage: node scripts/bench-contact.mjs [URL]   (default http://127.0.0.1:9000/api/send-contact-email)
// Run it against the production server (`npm run build` first) in outbox mode with the rate limit raised:
//   CONTACT_RATE_LIMIT=1000/60 OUTBOX_DIR=/tmp/outbox-bench npm run serve
// Loopback only: it refuses any other host, so it cannot be pointed at a real site by mistake.

const REQUESTS = 200;
const url = new URL(process.argv[2] ?? "http://127.0.0.1:9000/api/send-contact-email");
if (!["127.0.0.1", "localhost", "[::1]"].includes(url.hostname)) {
  console.error(`Refusing to benchmark ${url.host}: loopback addresses only.`);
  process.exit(2);
}

const payload = JSON.stringify({
  name: "Bench Mark",
  email: "bench@example.org",
  phone: "+41 22 000 00 00",
  service: "private-transport",
  // Past dates are refused: 60 days from now, in the English long format the form sends ("21 January 2027").
  serviceDate: new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Zurich" }).format(
    Date.now() + 60 * 86_400_000,
  ),
  serviceTime: "09:00",
  message: "Benchmark request, please ignore.",
  language: "en",
  website: "",
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

// Untimed first requests: the first fetch() of this process loads its HTTP client and opens the
// connection (~50 ms), which is this script's cost, not the server's.
const WARM_UP = 5;
for (let i = 0; i < WARM_UP; i += 1) await (await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: payload })).arrayBuffer();

const timings = [];
const statuses = new Map();
for (let i = 0; i < REQUESTS; i += 1) {
  const started = performance.now();
  const res = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: payload });
  await res.arrayBuffer();
  timings.push(performance.now() - started);
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
}

timings.sort((a, b) => a - b);
const ms = (value) => value.toFixed(1);
console.log(`${REQUESTS} requests to ${url.href}`);
console.log(`status counts: ${[...statuses].map(([status, count]) => `${status}=${count}`).join(" ")}`);
console.log(`median ${ms(percentile(timings, 50))} ms, p99 ${ms(percentile(timings, 99))} ms, min ${ms(timings[0])} ms, max ${ms(timings.at(-1))} ms`);
if (statuses.get(200) !== REQUESTS) {
  console.error("Not every request succeeded: is the rate limit raised (CONTACT_RATE_LIMIT=1000/60)?");
  process.exit(1);
}
