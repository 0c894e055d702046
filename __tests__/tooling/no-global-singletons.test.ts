/** @jest-environment node */
// The contact pipeline keeps its process-wide state in module variables: our server loads it once
// (src/server/), a warm Netlify instance too. State parked on globalThis existed for `gatsby serve`,
// which loaded the function's bundle again on every request; it must not come back.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const CONTACT = path.resolve(__dirname, "../../src/contact");
// Reading what the platform offers on globalThis (the process, WebCrypto, fetch) is not keeping state there.
const PLATFORM = /(?:\(globalThis as [^)]*\)|globalThis)\??\.(process|crypto|fetch)\b/g;
/**
 * The one bridge left: the server loads Gatsby's build of the function and finds the delivery worker's
 * entry there (src/contact/requests/selfHosted.ts, src/server/contactFunction.ts). It goes once the
 * server imports the pipeline from src/ directly (issue 28).
 */
const BRIDGE = "requests/selfHosted.ts";

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith(".ts") ? [full] : [];
  });
}

test("no state kept on globalThis in src/contact/ (besides the server's one bridge)", () => {
  const found = sources(CONTACT).flatMap((file) => {
    const name = path.relative(CONTACT, file);
    const code = readFileSync(file, "utf8").replace(PLATFORM, "");
    const uses = [...code.matchAll(/globalThis|Symbol\.for\(/g)].map((match) => `${name}: ${match[0]}`);
    return name === BRIDGE ? uses.filter((use) => !use.endsWith("Symbol.for(")) : uses;
  });
  expect(found).toEqual([]);
});
