import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import en from "../content/locales/en/translation.json";
import { startServer, stopServer, type Running } from "../__tests__/support/serverProcess";
import { cmsBackend } from "../src/cms/backend";
import { collections } from "../src/cms/collections";

/**
 * Editors' log-in on a self-hosted site, in a real browser through Decap's own pop-up: the admin with the
 * GitHub backend a build off Netlify gets (CMS_BACKEND=github: base_url the site's origin, auth_endpoint
 * api/auth; src/cms/backend.ts), our production server's /api/auth and /api/callback (src/server/oauth.ts)
 * with a GitHub OAuth app's settings, and GitHub itself played by a fake on 127.0.0.1: its OAuth pages and
 * the few REST endpoints Decap reads after the log-in (user, repository and permissions, the collections'
 * files). Nothing of this reaches a real build: the fake's addresses are given to a server this test starts
 * (GITHUB_OAUTH_*_URL), the admin's requests to api.github.com are answered by the fake, and the backend the
 * build inlined into the admin's bundle (git-gateway by default) is swapped in this browser only for the one
 * CMS_BACKEND=github would inline.
 */
const ROOT = path.resolve(__dirname, "..");
const REPO = "gpm-owner/gpm-site";
const BRANCH = "main";
const TOKEN = "gho_e2e_fake_token";
const CODE = "e2e-code";

let github: http.Server;
let githubOrigin = "";
let server: Running;
/** What the fake GitHub was asked, in order ("GET /user"); the OAuth authorize page may be told to send a forged state. */
const asked: string[] = [];
let forgeState = false;

/** A git blob's id, as GitHub names file contents; the files listed so far by id, for the blob endpoint. */
const blobs = new Map<string, string>();
const blobSha = (content: Buffer, file?: string) => {
  const sha = createHash("sha1").update(`blob ${content.length}\0`).update(content).digest("hex");
  if (file) blobs.set(sha, file);
  return sha;
};
const inRepo = (file: string) => path.join(ROOT, file);

function contentsOf(file: string) {
  const full = inRepo(file);
  if (statSync(full).isDirectory()) {
    return readdirSync(full).map((name) => {
      const child = path.join(full, name);
      const directory = statSync(child).isDirectory();
      return {
        type: directory ? "dir" : "file",
        name,
        path: `${file}/${name}`,
        sha: directory ? blobSha(Buffer.from(name)) : blobSha(readFileSync(child), `${file}/${name}`),
        size: directory ? 0 : statSync(child).size,
      };
    });
  }
  const content = readFileSync(full);
  return {
    type: "file",
    name: path.basename(file),
    path: file,
    sha: blobSha(content, file),
    size: content.length,
    encoding: "base64",
    content: content.toString("base64"),
  };
}

/** GitHub's API, as far as Decap's github backend reads it for a log-in and the collections list. */
function api(request: http.IncomingMessage, url: URL): [number, unknown, string?] {
  const repo = `/repos/${REPO}`;
  if (url.pathname === "/user") return [200, { login: "editor", name: "An Editor", avatar_url: "" }];
  if (url.pathname === repo)
    return [200, { full_name: REPO, owner: { login: REPO.split("/")[0] }, default_branch: BRANCH, permissions: { admin: false, push: true, pull: true } }];
  if (url.pathname === `${repo}/branches/${BRANCH}`) return [200, { name: BRANCH, commit: { sha: "0".repeat(40) } }];
  if (url.pathname.startsWith(`${repo}/contents/`)) {
    const file = decodeURIComponent(url.pathname.slice(`${repo}/contents/`.length));
    if (!existsSync(inRepo(file))) return [404, { message: "Not Found" }];
    if (/raw/.test(String(request.headers.accept)) && statSync(inRepo(file)).isFile()) return [200, readFileSync(inRepo(file), "utf8"), "text/plain"];
    return [200, contentsOf(file)];
  }
  const tree = url.pathname.startsWith(`${repo}/git/trees/${BRANCH}:`)
    ? decodeURIComponent(url.pathname.slice(`${repo}/git/trees/${BRANCH}:`.length))
    : undefined;
  if (tree !== undefined) {
    if (!existsSync(inRepo(tree)) || !statSync(inRepo(tree)).isDirectory()) return [404, { message: "Not Found" }];
    const entries = contentsOf(tree) as { type: string; name: string; sha: string; size: number }[];
    return [
      200,
      {
        sha: blobSha(Buffer.from(tree)),
        truncated: false,
        tree: entries.map(({ type, name, sha, size }) => ({
          path: name,
          mode: type === "dir" ? "040000" : "100644",
          type: type === "dir" ? "tree" : "blob",
          sha,
          size,
        })),
      },
    ];
  }
  const blob = new RegExp(`^${repo}/git/blobs/([0-9a-f]{40})$`).exec(url.pathname)?.[1];
  if (blob) {
    const file = blobs.get(blob);
    return file ? [200, { sha: blob, encoding: "base64", content: readFileSync(inRepo(file)).toString("base64") }] : [404, { message: "Not Found" }];
  }
  if (url.pathname.startsWith(`${repo}/commits`)) return [200, []];
  return [404, { message: "Not Found" }];
}

test.beforeAll(async () => {
  github = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://github.test");
    asked.push(`${request.method} ${url.pathname}`);
    const cors = {
      "access-control-allow-origin": "*",
      "access-control-allow-headers": "authorization, content-type, accept",
      "access-control-expose-headers": "link",
    };
    if (request.method === "OPTIONS") return void response.writeHead(204, cors).end();
    if (url.pathname === "/login/oauth/authorize") {
      // The editor approves on GitHub, which sends the pop-up back to the callback with a code and the state.
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", CODE);
      back.searchParams.set("state", forgeState ? "forged-state" : url.searchParams.get("state")!);
      // A page that moves on by itself, as GitHub's does once approved (a new navigation, so the test can watch it).
      const page = `<!doctype html><html lang="en"><meta http-equiv="refresh" content="0;url=${back.toString().replace(/&/g, "&amp;")}"><title>GitHub</title></html>`;
      return void response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page);
    }
    if (url.pathname === "/login/oauth/access_token" && request.method === "POST") {
      request.resume();
      return void request.on("end", () =>
        response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ access_token: TOKEN, token_type: "bearer", scope: "repo" })),
      );
    }
    if (request.headers.authorization !== `token ${TOKEN}`)
      return void response.writeHead(401, { ...cors, "content-type": "application/json" }).end('{"message":"Bad credentials"}');
    const [status, body, type = "application/json"] = api(request, url);
    response.writeHead(status, { ...cors, "content-type": type }).end(typeof body === "string" ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => github.listen(0, "127.0.0.1", resolve));
  githubOrigin = `http://127.0.0.1:${(github.address() as AddressInfo).port}`;
  // The production server with a GitHub OAuth app's settings, GitHub's pages being the fake's.
  server = await startServer({
    SITE_ROOT: path.join(ROOT, "public"),
    GITHUB_OAUTH_CLIENT_ID: "Iv1.e2e",
    GITHUB_OAUTH_CLIENT_SECRET: "e2e-secret",
    GITHUB_OAUTH_AUTHORIZE_URL: `${githubOrigin}/login/oauth/authorize`,
    GITHUB_OAUTH_TOKEN_URL: `${githubOrigin}/login/oauth/access_token`,
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await new Promise((resolve) => github?.close(resolve));
});

test.beforeEach(() => {
  asked.length = 0;
  forgeState = false;
});

/** The built admin, with the backend a self-hosted build chooses for this server's address (the code the build runs). */
async function openSelfHostedAdmin(page: Page) {
  const backend = cmsBackend({ CMS_BACKEND: "github", CMS_REPO: REPO, CMS_BRANCH: BRANCH, SITE_URL: server.origin });
  expect(backend).toMatchObject({ name: "github", base_url: server.origin, auth_endpoint: "api/auth" });
  await page.route(/\/admin\/cms\.js$/, async (route) => {
    const response = await route.fetch();
    const bundle = await response.text();
    const built = bundle.match(/\{name:"git-gateway",branch:"[^"]+"\}/g) ?? [];
    if (built.length !== 1)
      throw new Error(`admin-login.spec: public/admin/cms.js holds ${built.length} inlined git-gateway backends, not 1 (gatsby/admin/build.ts, CMS_BACKEND)`);
    await route.fulfill({ response, body: bundle.replace(built[0], JSON.stringify(backend)) });
  });
  // GitHub's API is the fake's; the local backend (`npm run cms`) is not running; GitHub's status page is not asked.
  await page.route(/^https:\/\/api\.github\.com\//, async (route) =>
    route.fulfill({ response: await route.fetch({ url: route.request().url().replace("https://api.github.com", githubOrigin) }) }),
  );
  await page.route(/^http:\/\/(localhost|127\.0\.0\.1):8081\//, (route) => route.abort());
  await page.route(/githubstatus\.com/, (route) => route.fulfill({ status: 200, contentType: "application/json", body: '{"components":[]}' }));
  await page.goto(`${server.origin}/admin/`);
}

const loginButton = (page: Page) => page.getByRole("button", { name: /Login with GitHub/i });

test("Login with GitHub: the pop-up goes through /api/auth, GitHub and /api/callback, and the admin lists the collections", async ({ page }) => {
  await openSelfHostedAdmin(page);
  const [popup] = await Promise.all([page.waitForEvent("popup"), loginButton(page).click()]);
  // Decap closes its pop-up once the token has come back to the admin.
  await popup.waitForEvent("close");
  const nav = page.locator("nav, aside").filter({ hasText: "Collections" }).first();
  for (const { label } of collections) await expect(nav.getByRole("link", { name: label, exact: true })).toBeVisible();
  // The code was traded for the token by our server, and Decap used that token on GitHub's API.
  expect(asked).toEqual(expect.arrayContaining(["GET /login/oauth/authorize", "POST /login/oauth/access_token", "GET /user", `GET /repos/${REPO}`]));
  expect(asked.indexOf("POST /login/oauth/access_token")).toBeLessThan(asked.indexOf("GET /user"));
});

test("a callback whose state is not the one /api/auth gave: the pop-up's page says the log-in failed and why, the admin shows it, GitHub is never asked for a token", async ({
  page,
}) => {
  forgeState = true;
  await openSelfHostedAdmin(page);
  // The page the pop-up gets, as it passes (Decap closes the pop-up as soon as the page has told it).
  const callback: { status?: number; html?: string } = {};
  await page.context().route(/\/api\/callback\?/, async (route) => {
    const response = await route.fetch();
    Object.assign(callback, { status: response.status(), html: await response.text() });
    await route.fulfill({ response });
  });
  await loginButton(page).click();
  await expect.poll(() => callback.status).toBe(400);
  expect(callback.html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
  expect(callback.html).toContain(`<h1>${en.adminLogin.failed}</h1>`);
  expect(callback.html).toContain(`role="alert">${en.adminLogin.expired}</p>`);
  // The admin says why too, and stays on its log-in page.
  await expect(page.getByText(en.adminLogin.expired)).toBeVisible();
  await expect(loginButton(page)).toBeVisible();
  await expect(page.getByText("Collections")).toHaveCount(0);
  expect(asked).not.toContain("POST /login/oauth/access_token");
});
