// `npm run cms`: edit the content on this computer. Starts decap-server (the CMS's local backend, which
// reads and writes the files of this working tree) and `gatsby develop` together; Ctrl-C stops both.
// Open http://localhost:8000/admin/ to edit, http://localhost:8000/ to see the page change on save.
// Extra arguments go to `gatsby develop` (e.g. `npm run cms -- --port 8100`).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { refuseOverProductionBuild } from "./refuse-over-build.mjs";

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
// The admin looks for the local backend at http://localhost:8081/api/v1 (Decap's default).
const CMS_PORT = "8081";

// Before anything starts: `gatsby develop` would break a production build served from this folder.
refuseOverProductionBuild(root, "cms");

const children = [];
let stopping = false;

function start(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`\n[cms] ${name} stopped (${signal ?? `exit code ${code}`}); stopping the other one.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  // Give both a moment to close their files and ports, then leave.
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((child) => (child.exitCode !== null || child.signalCode !== null ? null : new Promise((done) => child.once("exit", done))))).then(
    () => process.exit(code),
  );
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

console.log(`[cms] decap-server on http://localhost:${CMS_PORT} writes into ${root}`);
console.log("[cms] when `gatsby develop` is ready: open http://localhost:8000/admin/ (Ctrl-C stops both)\n");

// Bound to this computer only: decap-server writes files for anyone who can reach it.
start("decap-server", process.execPath, [require.resolve("decap-server/dist/index.js")], {
  PORT: CMS_PORT,
  BIND_HOST: "127.0.0.1",
  MODE: "fs",
  GIT_REPO_DIRECTORY: root,
});
start("gatsby develop", process.execPath, [require.resolve("gatsby/cli.js"), "develop", ...process.argv.slice(2)], {
  GATSBY_TELEMETRY_DISABLED: "1",
});
