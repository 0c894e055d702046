/** @jest-environment node */
// The tripwires of the workarounds PATCHES.md lists outside gatsby/patches/: nodemailer's subpaths the
// contact pipeline imports, and the destructured `config` export of src/api/send-contact-email.ts that
// Gatsby's query scanner does not see. Each test reads the installed package, so an upgrade that moves a
// subpath, changes what it does, or fixes the scanner fails the unit tests before it reaches a build.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encodeWord } from "nodemailer/lib/mime-funcs";
import { parseConnectionUrl } from "nodemailer/lib/shared";
import SMTPConnection from "nodemailer/lib/smtp-connection";

const root = path.resolve(__dirname, "../..");
const patchesList = readFileSync(path.join(root, "PATCHES.md"), "utf8");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(name) ? [file] : [];
  });
}

describe("nodemailer's subpaths", () => {
  const NODEMAILER_SUBPATHS = ["nodemailer/lib/mime-funcs", "nodemailer/lib/shared", "nodemailer/lib/smtp-connection"];

  test("every nodemailer subpath the code imports is one of those PATCHES.md lists", () => {
    const imported = new Set(
      ["src", "scripts", "gatsby", "netlify"].flatMap((dir) =>
        sourceFiles(path.join(root, dir)).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/from "(nodemailer\/[^"]+)"/g)].map((match) => match[1])),
      ),
    );
    expect([...imported].sort()).toEqual(NODEMAILER_SUBPATHS);
    for (const subpath of NODEMAILER_SUBPATHS) expect(patchesList).toContain(`\`${subpath}\``);
  });

  test("each is still a declared entry point of the installed nodemailer", () => {
    const manifest = JSON.parse(readFileSync(require.resolve("nodemailer/package.json"), "utf8")) as { exports: Record<string, unknown> };
    for (const subpath of NODEMAILER_SUBPATHS) expect(Object.keys(manifest.exports)).toContain(`./${subpath.replace("nodemailer/", "")}`);
  });

  test("encodeWord still writes a display name as RFC 2047 Q-encoded words of UTF-8", () => {
    expect(encodeWord("Zoë Müller", "Q", 52)).toBe("=?UTF-8?Q?Zo=C3=AB_M=C3=BCller?=");
    expect(encodeWord("x".repeat(60), "Q", 52).split(" ").length).toBeGreaterThan(1);
  });

  test("parseConnectionUrl still reads an SMTP URL into SMTPConnection's options, its credentials decoded", () => {
    expect(parseConnectionUrl("smtps://office%40company.test:p%40ss@mail.company.test:465")).toMatchObject({
      secure: true,
      host: "mail.company.test",
      port: 465,
      auth: { user: "office@company.test", pass: "p@ss" },
    });
    expect(parseConnectionUrl("smtp://mail.company.test:587?requireTLS=true")).toMatchObject({ secure: false, port: 587, requireTLS: true });
  });

  test("SMTPConnection is still the class with the session steps the delivery uses", () => {
    for (const method of ["connect", "login", "send", "quit", "close"]) {
      expect(typeof (SMTPConnection.prototype as unknown as Record<string, unknown>)[method]).toBe("function");
    }
  });
});

describe("the query scanner and src/api/send-contact-email.ts's `config`", () => {
  // Gatsby's own scanner (gatsby/dist/query/file-parser.js), watched through the features it records per file.
  const FileParser = require("gatsby/dist/query/file-parser").default as new () => { parseFile(file: string, addError: () => void): Promise<unknown> };
  const { store } = require("gatsby/dist/redux") as { store: { dispatch: (action: { type: string; payload?: { config?: boolean } }) => unknown } };

  async function scannerSeesConfig(file: string): Promise<boolean> {
    const dispatch = jest.spyOn(store, "dispatch");
    try {
      await new FileParser().parseFile(file, () => undefined);
      const features = dispatch.mock.calls.map(([action]) => action).filter((action) => action.type === "SET_COMPONENT_FEATURES");
      expect(features).toHaveLength(1);
      return features[0].payload?.config === true;
    } finally {
      dispatch.mockRestore();
    }
  }

  let dir = "";
  beforeAll(() => void (dir = mkdtempSync(path.join(tmpdir(), "scanner-"))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test("the function's destructured export is not taken for a page's config", async () => {
    const source = readFileSync(path.join(root, "src/api/send-contact-email.ts"), "utf8");
    expect(source).toMatch(/^export const \{ config \} = /m);
    expect(await scannerSeesConfig(path.join(root, "src/api/send-contact-email.ts"))).toBe(false);
  });

  test("a plain `export const config` in a function's file is still taken for one (gatsby#38465): while it is, the dodge stays", async () => {
    const file = path.join(dir, "plain-config.ts");
    writeFileSync(file, "export const config = { bodyParser: { json: { type: 'never' } } };\nexport default function handler() {}\n");
    expect(await scannerSeesConfig(file)).toBe(true);
  });
});
