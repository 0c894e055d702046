/** @jest-environment node */
// The contact pipeline has two thin entries over the same modules: the Netlify function Gatsby compiles
// (src/api/) and our server (src/server/), which imports src/ itself. Its process-wide state lives in
// module variables: the server loads it once, a warm Netlify instance too. State parked on globalThis,
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

test("no state kept on globalThis in src/contact/ or src/api/", () => {
  expect([...matches("contact", /globalThis|Symbol\.for\(/g, PLATFORM), ...matches("api", /globalThis|Symbol\.for\(/g, PLATFORM)]).toEqual([]);
});

test("src/server/ never reaches into Gatsby's .cache/", () => {
  expect(matches("server", /\.cache\b/g)).toEqual([]);
});

test("src/server/ loads the function's own module, the one Gatsby compiles for Netlify", () => {
  const loader = readFileSync(path.join(SRC, "server/contactFunction.ts"), "utf8");
  expect(loader).toContain('"../api/send-contact-email.ts"');
});
