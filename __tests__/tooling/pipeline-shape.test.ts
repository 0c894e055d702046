/** @jest-environment node */
// The booking core (src/booking/) has thin entries: the Netlify function Gatsby compiles (src/api/) and
// our server (src/server/), which loads the core itself and owns its worker. The delivery's state (its
// attempts, stopping or not) lives in instances each entry owns, never in module variables. State parked on globalThis,
// and a server reading Gatsby's build artefacts in .cache/, existed for `gatsby serve` (which loaded the
// function's bundle again on every request); neither may come back.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../../src");
// Reading what the platform offers on globalThis (the process, WebCrypto, fetch) is not keeping state there.
const PLATFORM = /(?:\(globalThis as [^)]*\)|globalThis)\??\.(process|crypto|fetch)\b/g;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? sources(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const matches = (folder: string, pattern: RegExp, strip?: RegExp) =>
  sources(path.join(SRC, folder)).flatMap((file) => {
    const code = readFileSync(file, "utf8").replace(strip ?? /$^/, "");
    return [...code.matchAll(pattern)].map((match) => `${path.relative(SRC, file)}: ${match[0]}`);
  });

test("no state kept on globalThis in src/booking/, src/contact/ or src/api/", () => {
  expect(["booking", "contact", "api"].flatMap((folder) => matches(folder, /globalThis|Symbol\.for\(/g, PLATFORM))).toEqual([]);
});

test("the request store and its delivery keep no state in module variables: no top-level let in src/booking/store/", () => {
  expect(matches("booking/store", /^let [^\n]*/gm)).toEqual([]);
});

test("src/server/ never reaches into Gatsby's .cache/", () => {
  expect(matches("server", /\.cache\b/g)).toEqual([]);
});

test("src/server/ loads the booking core's own entry and owns its worker, never through the Gatsby function's module", () => {
  const loader = readFileSync(path.join(SRC, "server/contactFunction.ts"), "utf8");
  expect(loader).toContain('"../booking/http/selfHosted.ts"');
  expect(matches("server", /api\/send-contact-email\.ts/g)).toEqual([]);
});
