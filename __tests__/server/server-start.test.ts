/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { request, validPayload } from "../support/functionServer";
import { ROOT, startServer, stopServer } from "../support/serverProcess";

/**
 * `npm run serve` as an operator starts it, on a stand-in for the build (SITE_ROOT: a folder with an
 * index.html, all the server needs to start), so that this runs without `npm run build`.
 */
jest.setTimeout(60_000);

let siteRoot: string;
beforeAll(() => {
  siteRoot = mkdtempSync(path.join(os.tmpdir(), "server-site-"));
  writeFileSync(path.join(siteRoot, "index.html"), '<!doctype html><html lang="en"><title>Site</title></html>\n');
});
afterAll(() => rmSync(siteRoot, { recursive: true, force: true }));

test("npm run serve starts, stores and delivers a request, and stops without a single Node warning on stderr", async () => {
  const outbox = mkdtempSync(path.join(os.tmpdir(), "server-outbox-"));
  const server = await startServer({ SITE_ROOT: siteRoot, OUTBOX_DIR: outbox, SMTP_URL: "" }, ROOT, ["npm", ["run", "--silent", "serve"]]);
  try {
    // Every module the function loads on its way: the request, the challenge, the health check.
    const answer = await request(server.url, { headers: { "Content-Type": "application/json" }, body: JSON.stringify(validPayload()) });
    expect(answer.status).toBe(200);
    expect((await request(`${server.origin}/api/contact-challenge`, { method: "GET" })).status).toBe(200);
    expect((await request(`${server.origin}/healthz`, { method: "GET" })).status).toBe(200);
  } finally {
    await stopServer(server);
    rmSync(outbox, { recursive: true, force: true });
  }
  expect(server.output()).toMatch(/SIGTERM: finishing requests in progress/);
  // MODULE_TYPELESS_PACKAGE_JSON, an experimental feature, a deprecation: Node prefixes each with "(node:<pid>)".
  expect(
    server
      .errors()
      .split("\n")
      .filter((line) => /\(node:\d+\)|Warning/.test(line)),
  ).toEqual([]);
});
