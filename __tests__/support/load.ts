import { readFileSync } from "node:fs";
import { postJson, request, validPayload, type HttpResult } from "./functionServer";

/** Resident memory of a process in MB (Linux /proc). */
export function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return kb / 1024;
}

/** The kinds of requests a public endpoint receives, valid or not, in rotation. */
const MIX: ((url: string) => Promise<HttpResult>)[] = [
  (url) => postJson(url, validPayload()),
  (url) => postJson(url, validPayload({ email: "not-an-email", name: "" })),
  (url) => request(url, { method: "GET" }),
  (url) => request(url, { headers: { "Content-Type": "application/json" }, body: "{not json" }),
  (url) => request(url, { headers: { "Content-Type": "text/plain" }, body: "hello" }),
];

/** `count` requests of the mix, `concurrency` at a time; returns how many got each status. */
export async function functionMix(url: string, count: number, concurrency = 8): Promise<Record<number, number>> {
  const statuses: Record<number, number> = {};
  let next = 0;
  const lane = async () => {
    while (next < count) {
      const index = next++;
      const result = await MIX[index % MIX.length](url);
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return statuses;
}

/** `count` valid requests all at once, each with its own name so its message can be told apart. */
export function concurrentValid(url: string, count: number): Promise<HttpResult[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => postJson(url, validPayload({ name: `Load ${index}` }))));
}
