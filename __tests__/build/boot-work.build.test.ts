/**
 * What keeps the main thread free while the page boots, checked on the built site in public/
 * (deterministic stand-ins for Lighthouse's noisy script-evaluation and blocking-time figures).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { COMPILE_HINT, HINTED_CHUNKS } from "../../gatsby/patches/compileHints";
import { firstLoadFiles } from "../../src/build/firstLoad";

const PUBLIC = path.resolve(__dirname, "../../public");
const firstLine = (file: string) => readFileSync(path.join(PUBLIC, file), "utf8").split("\n", 1)[0];

describe("V8 compile hints (gatsby/patches/compileHints.ts)", () => {
  const boot = firstLoadFiles(PUBLIC).filter((file) => HINTED_CHUNKS.test(file));

  it("the boot chunks (framework, app) start with the hint, so Chromium compiles them off the main thread", () => {
    expect(boot.map((file) => file.split("-")[0]).sort()).toEqual(["app", "framework"]);
    for (const file of boot) expect(firstLine(file)).toBe(COMPILE_HINT);
  });

  it("no other script carries it (code that may never run is not compiled eagerly)", () => {
    const others = readdirSync(PUBLIC).filter((file) => file.endsWith(".js") && !HINTED_CHUNKS.test(file));
    expect(others.length).toBeGreaterThan(5);
    for (const file of others) expect(readFileSync(path.join(PUBLIC, file), "utf8")).not.toContain(COMPILE_HINT);
  });
});
