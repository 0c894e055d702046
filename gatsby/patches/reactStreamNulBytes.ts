import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { Writable } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

/**
 * Patch: NUL bytes React's streaming renderer leaves in built pages are removed after the build.
 *
 * What: Gatsby 5 renders every page with react-dom's renderToPipeableStream. In react-dom 18.3.1 its
 * writeChunk copies text into a 2,048-byte buffer with TextEncoder.encodeInto and, when the next
 * character is a multi-byte one that no longer fits (a ’ needs 3 bytes, 1 or 2 are left), sends the
 * WHOLE buffer on, unused zero bytes included. The text itself is complete (it continues in the next
 * buffer), so removing every U+0000 from the built HTML gives exactly what renderToString writes.
 * onPostBuild does that over public/**\/*.html.
 * Why: a NUL in an HTML file is a parse error (the W3C checker fails the build test) and may cut the
 * page short in a crawler or mail client. French copy with typographic apostrophes made it likely: any
 * edit that moves a ’ onto a buffer boundary brings one in.
 * No supported way: Gatsby renders every page with renderToPipeableStream and offers no other renderer; the
 * fix belongs to react-dom (react#31134).
 * Upstream: https://github.com/facebook/react/issues/31134 (and #27554), react-dom 18.x.
 * Verified with: react-dom 18.3.1, gatsby 5.16.1.
 * Tripwire: before any work (onPreInit) the installed react-dom renders a page built to put a ’ on the
 * boundary; if no NUL comes out, the bug is fixed and this patch must go: the build stops and says so.
 */

/** Three-byte characters on every byte position across several buffers: the bug shows whatever the offset. */
function probe() {
  const text = "’".repeat(600);
  return createElement("div", null, ...[0, 1, 2, 3, 4].map((key) => createElement("p", { key }, "x".repeat(key), text)));
}

function streamed(element: ReturnType<typeof probe>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

/** Whether the installed react-dom still writes NUL bytes, and whether removing them gives renderToString's page. */
export async function probeNulBytes(): Promise<{ emitsNul: boolean; strippedIsExact: boolean }> {
  const element = probe();
  const bytes = await streamed(element);
  return { emitsNul: bytes.includes(0), strippedIsExact: bytes.toString("utf8").replace(/\0/g, "") === renderToString(element) };
}

export async function checkReactStillEmitsNul(probeResult: Promise<{ emitsNul: boolean; strippedIsExact: boolean }> = probeNulBytes()): Promise<void> {
  const { emitsNul, strippedIsExact } = await probeResult;
  if (!emitsNul) {
    throw new Error(
      "Patch reactStreamNulBytes (gatsby/patches/reactStreamNulBytes.ts): react-dom's renderToPipeableStream no longer writes NUL bytes at a buffer boundary (facebook/react#31134 is fixed in the installed version). Remove the patch, its wiring in gatsby-node.ts and its row in PATCHES.md.",
    );
  }
  if (!strippedIsExact) {
    throw new Error(
      "Patch reactStreamNulBytes (gatsby/patches/reactStreamNulBytes.ts): removing the NUL bytes react-dom writes no longer gives the page renderToString writes; the bug changed shape. Re-check the patch against the installed react-dom.",
    );
  }
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return Promise.resolve(entry.name.endsWith(".html") ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Removes every NUL byte from the built pages; the pages it changed, relative to `publicDir`. */
export async function stripNulBytes(publicDir: string): Promise<string[]> {
  const changed: string[] = [];
  for (const file of await htmlFiles(publicDir)) {
    const html = await readFile(file, "utf8");
    if (!html.includes("\0")) continue;
    await writeFile(file, html.replace(/\0/g, ""));
    changed.push(path.relative(publicDir, file));
  }
  return changed;
}
