// The two sites both benchmarks compare (npm run bench, npm run bench:boot): the built site served by our
// own production server (src/server/, as `npm run serve` runs it), and beside it the same build with
// every <script> removed (inline or not), the physical limit of this HTML.
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A copy of public/ whose HTML files carry no <script> at all. */
function scriptFreeCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-noscript-"));
  cpSync("public", dir, { recursive: true });
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".html")) writeFileSync(full, readFileSync(full, "utf8").replace(/<script\b[\s\S]*?<\/script>/gi, ""));
    }
  };
  walk(dir);
  return dir;
}

async function waitFor(origin) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server (src/server/main.ts) did not start on ${origin}`);
}

const servers = [];
const copies = [];
process.on("exit", () => {
  for (const child of servers) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

function serve(root, port) {
  servers.push(
    spawn(process.execPath, ["src/server/main.ts"], {
      env: {
        ...process.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        SITE_ROOT: root,
        OUTBOX_DIR: mkdtempSync(path.join(tmpdir(), "bench-outbox-")),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "bench-data-")),
      },
      stdio: "ignore",
      detached: true,
    }),
  );
  return `http://127.0.0.1:${port}`;
}

/** Starts the built site on `port`, 127.0.0.1, and resolves with its origin once it answers; it stops when the process exits. */
export async function startSite(port) {
  const origin = serve(path.resolve("public"), port);
  await waitFor(origin);
  return origin;
}

/**
 * Starts the site on `port` and its script-free copy on `port + 1`, both on 127.0.0.1, and resolves
 * with their origins once both answer. The servers stop, and the copy is removed, when the process exits.
 */
export async function startSiteAndScriptFree(port) {
  const copy = scriptFreeCopy();
  copies.push(copy);
  const origins = { site: serve(path.resolve("public"), port), "no script": serve(copy, port + 1) };
  await Promise.all(Object.values(origins).map(waitFor));
  return origins;
}
