/** @jest-environment node */
/**
 * `npm run cms` and `npm run develop` refuse to run `gatsby develop` over a production build in the
 * same folder (it would delete .cache/functions and rewrite public/page-data/ under a running server),
 * and leave public/ and .cache/ untouched. Each case runs the real command in a throw-away copy of the
 * project's scripts, with node_modules linked, so nothing of this working tree is at risk.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const NPM = process.platform === "win32" ? "npm.cmd" : "npm";
let dir: string;

/** Every file under `base` with its content and modification time. */
function snapshot(base: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = `${statSync(file).mtimeMs} ${readFileSync(file, "utf8")}`;
  }
  return files;
}

/** Runs a command; stops it after `ms` (a command that did not refuse is starting Gatsby). */
function run(command: string, args: string[], ms = 30_000): Promise<{ code: number | null; output: string; stopped: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: dir, env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }, detached: true });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    let stopped = false;
    const timer = setTimeout(() => {
      stopped = true;
      process.kill(-child.pid!, "SIGKILL");
    }, ms);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output, stopped });
    });
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "refuse-over-build-"));
  mkdirSync(path.join(dir, "scripts"));
  for (const file of ["cms-dev.mjs", "refuse-over-build.mjs"]) cpSync(path.join(ROOT, "scripts", file), path.join(dir, "scripts", file));
  cpSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  // What `gatsby build` leaves: the hashed bundles, webpack stats, page data, the built function.
  mkdirSync(path.join(dir, "public/page-data/fr"), { recursive: true });
  writeFileSync(path.join(dir, "public/app-0565f0faa11a0833eaa8.js"), "");
  writeFileSync(path.join(dir, "public/webpack.stats.json"), "{}");
  writeFileSync(path.join(dir, "public/page-data/fr/page-data.json"), '{"path":"/fr/"}');
  mkdirSync(path.join(dir, ".cache/functions"), { recursive: true });
  writeFileSync(path.join(dir, ".cache/functions/send-contact-email.js"), "module.exports = () => {};");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe.each([
  ["npm run cms", "cms", [NPM, ["run", "--silent", "cms"]]],
  ["npm run develop", "develop", [NPM, ["run", "--silent", "develop"]]],
] as const)("%s over a production build", (_, name, [command, args]) => {
  it("refuses with a message that says how to proceed, and leaves public/ and .cache/ untouched", async () => {
    const before = { public: snapshot(path.join(dir, "public")), cache: snapshot(path.join(dir, ".cache")) };
    const { code, output, stopped } = await run(command, [...args]);
    expect(stopped).toBe(false);
    expect(code).toBe(1);
    expect(output).toContain(`[${name}] refused: public/ holds a production build`);
    expect(output).toContain("npm run clean");
    expect({ public: snapshot(path.join(dir, "public")), cache: snapshot(path.join(dir, ".cache")) }).toEqual(before);
  }, 40_000);
});

it("lets `gatsby develop` start when there is no production build", async () => {
  // What `gatsby develop` leaves in public/ (with DEV_SSR, webpack stats too): no production bundle.
  rmSync(path.join(dir, "public/app-0565f0faa11a0833eaa8.js"));
  const { code, output } = await run(process.execPath, ["scripts/refuse-over-build.mjs", "develop"]);
  expect(output).toBe("");
  expect(code).toBe(0);
});
