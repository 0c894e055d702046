/**
 * Every HTML file of the build is valid for the W3C Nu HTML checker (vnu-jar, Java 11+): the pages
 * in both languages, the 404 pages, the admin's page and the Identity e-mail templates; 0 errors.
 * (Gatsby's slice fragments in public/_gatsby/ are not documents: see support/builtHtml.ts.)
 */
import { execFile } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { siteUrl } from "../../src/i18n/siteUrl";
import { builtHtmlFiles, PUBLIC } from "../support/builtHtml";

interface Message {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const VNU = require.resolve("vnu-jar/build/dist/vnu.jar");
const files = builtHtmlFiles();
let dir: string;
let errors: Message[];

beforeAll(async () => {
  // A copy, so that the e-mail templates can be checked as Netlify sends them: with its
  // {{ .SiteURL }} and {{ .Token }} filled in (a template's placeholder is not a URL).
  dir = mkdtempSync(path.join(os.tmpdir(), "html-valid-"));
  for (const file of files) {
    cpSync(path.join(PUBLIC, file), path.join(dir, file));
    if (file.startsWith("identity-emails/")) {
      const html = readFileSync(path.join(dir, file), "utf8");
      writeFileSync(path.join(dir, file), html.replaceAll("{{ .SiteURL }}", siteUrl).replaceAll("{{ .Token }}", "a1b2c3"));
    }
  }
  // vnu exits 1 when it finds errors; the report is on stderr either way.
  const { stderr } = await promisify(execFile)("java", ["-jar", VNU, "--format", "json", "--errors-only", ...files.map((file) => path.join(dir, file))], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stderr?: string; code?: unknown }) => {
    if (typeof error.stderr !== "string" || !error.stderr.startsWith("{")) throw error;
    return { stderr: error.stderr };
  });
  errors = (JSON.parse(stderr) as { messages: Message[] }).messages.filter((message) => message.type === "error" || message.type === "non-document-error");
}, 120_000);

it("read every file (no file the checker could not read)", () => {
  expect(errors.filter((message) => message.type === "non-document-error").map((message) => `${message.url ?? "?"}: ${message.message}`)).toEqual([]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("checks the pages of both languages, the 404 pages, the admin and the e-mail templates", () => {
  expect(files).toEqual(
    expect.arrayContaining(["index.html", "fr/index.html", "404.html", "fr/404.html", "admin/index.html", "identity-emails/invitation.html"]),
  );
});

it.each(files)("%s has no HTML error", (file) => {
  const own = errors
    .filter((message) => message.url && decodeURIComponent(new URL(message.url).pathname) === path.join(dir, file))
    .map((message) => `${message.lastLine ?? "?"}: ${message.message} ${message.extract ? `(${message.extract.slice(0, 80)})` : ""}`);
  expect(own).toEqual([]);
});
