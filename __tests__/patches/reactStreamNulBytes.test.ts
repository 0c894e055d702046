/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkReactStillEmitsNul, probeNulBytes, stripNulBytes } from "../../gatsby/patches/reactStreamNulBytes";

describe("gatsby/patches/reactStreamNulBytes.ts", () => {
  test("the installed react-dom still writes NUL bytes at a buffer boundary, and removing them gives renderToString's page", async () => {
    expect(await probeNulBytes()).toEqual({ emitsNul: true, strippedIsExact: true });
    await expect(checkReactStillEmitsNul()).resolves.toBeUndefined();
  });

  test("the tripwire stops the build once react-dom no longer writes them, or when removing them is no longer exact", async () => {
    await expect(checkReactStillEmitsNul(Promise.resolve({ emitsNul: false, strippedIsExact: true }))).rejects.toThrow(
      /reactStreamNulBytes.*no longer writes NUL bytes.*Remove the patch/,
    );
    await expect(checkReactStillEmitsNul(Promise.resolve({ emitsNul: true, strippedIsExact: false }))).rejects.toThrow(/reactStreamNulBytes.*changed shape/);
  });

  test("removes every NUL from the built pages, names the pages it changed, leaves the others alone", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "nul-"));
    try {
      mkdirSync(path.join(dir, "fr"));
      writeFileSync(path.join(dir, "fr", "index.html"), "<p>l\0\0’essentiel</p>");
      writeFileSync(path.join(dir, "index.html"), "<p>clean</p>");
      writeFileSync(path.join(dir, "data.json"), '"\\u0000"');
      expect(await stripNulBytes(dir)).toEqual([path.join("fr", "index.html")]);
      expect(readFileSync(path.join(dir, "fr", "index.html"), "utf8")).toBe("<p>l’essentiel</p>");
      expect(readFileSync(path.join(dir, "index.html"), "utf8")).toBe("<p>clean</p>");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
