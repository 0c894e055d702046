/** @jest-environment node */
/**
 * The project's own lint rules (eslint.config.mjs) fire where they should: `npm run lint` refuses
 * interactive code in the never-hydrated sections (src/sections/), any import of gatsby/ from src/ and of e2e/
 * from a unit test, and a `{{name}}` filled by hand beside the one interpolation helper.
 * The probes are written at those paths in a throw-away copy of the lint set-up (the configuration,
 * tsconfig.json, node_modules linked) and linted there in one run, with the real configuration.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");

const SECTION = (body: string, imports = "") => `${imports}
import { useTranslation } from "react-i18next";

export function Probe() {
  const { t } = useTranslation();
${body}
}
`;
const STATEFUL = SECTION(
  `  const [open, setOpen] = useState(false);\n  return <button type="button" onClick={() => setOpen(!open)}>{t("x")}</button>;`,
  'import { useState } from "react";',
);

const PROBES: Record<string, string> = {
  "src/sections/StateHook.tsx": SECTION(`  const [open] = useState(false);\n  return <p>{t("x")}{String(open)}</p>;`, 'import { useState } from "react";'),
  "src/sections/Effect.tsx": SECTION(`  React.useEffect(() => {}, []);\n  return <p>{t("x")}</p>;`, 'import React from "react";'),
  "src/sections/Handler.tsx": SECTION(`  return <a href="#contact" onMouseEnter={() => {}}>{t("x")}</a>;`),
  "src/sections/BrowserGlobal.tsx": SECTION(`  return <p>{t("x")}{localStorage.length}</p>;`),
  "src/sections/SiteHook.tsx": SECTION(
    `  return <p>{t("x")}{String(usePrefersReducedMotion)}</p>;`,
    'import { usePrefersReducedMotion } from "../hooks/usePrefersReducedMotion";',
  ),
  "src/sections/Formik.tsx": SECTION(`  return <p>{t("x")}{String(Formik)}</p>;`, 'import { Formik } from "formik";'),
  "src/sections/Plain.tsx": SECTION(`  return <a href="#contact">{t("x")}</a>;`),
  "src/sections/HandlerProp.tsx": SECTION(`  return <Probe onSelect={() => t("x")} />;`),
  "src/sections/TextProp.tsx": SECTION(`  return <Probe onRequest={t("x")} />;`),
  "src/components/Stateful.tsx": STATEFUL,
  "src/components/GatsbyImport.ts": 'export { hasServerGlobal } from "../../gatsby/patches/emotionStyles";\n',
  "gatsby/node/SrcImport.ts": 'export { hasServerGlobal } from "../../src/styles/serverStyles";\n',
  "__tests__/components/E2eImport.test.ts": 'export { hydrated } from "../../e2e/helpers";\n',
  "__tests__/components/SrcImport.test.ts": 'export { SECTIONS } from "../../src/navigation/sections";\n',
  "src/contact/AdHocFill.ts": 'export const line = (date: string) => "Checked against the rates of {{date}}".replace("{{date}}", date);\n',
  "src/sections/AdHocFill.tsx": SECTION(`  return <p>{t("x").replaceAll("{{region}}", "Geneva")}</p>;`),
  "src/contact/OneFill.ts":
    'import { fillPlaceholders } from "../i18n/placeholders";\nexport const line = (date: string) => fillPlaceholders("Checked against the rates of {{date}}", { date }).replace(/\\s+/g, " ");\n',
};

type Message = { ruleId: string | null; message: string };
let results: Record<string, Message[]>;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "lint-rules-"));
  for (const file of ["eslint.config.mjs", "tsconfig.json", "package.json"]) copyFileSync(path.join(ROOT, file), path.join(dir, file));
  symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"));
  for (const [file, code] of Object.entries(PROBES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  const run = spawnSync(process.execPath, [path.join(ROOT, "node_modules/eslint/bin/eslint.js"), "--format", "json", ...Object.keys(PROBES)], {
    cwd: dir,
    encoding: "utf8",
  });
  const report = JSON.parse(run.stdout) as { filePath: string; messages: Message[] }[];
  results = Object.fromEntries(report.map(({ filePath, messages }) => [path.relative(dir, filePath), messages]));
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The rules that fired on a probe (parsing errors would show as `null`). */
const rules = (file: string) => results[file].map((message) => message.ruleId);

describe("src/sections/: never hydrated", () => {
  test.each([
    ["a state hook", "src/sections/StateHook.tsx", "no-restricted-syntax"],
    ["an effect", "src/sections/Effect.tsx", "no-restricted-syntax"],
    ["an event handler", "src/sections/Handler.tsx", "no-restricted-syntax"],
    ["a function given to a component's on* prop", "src/sections/HandlerProp.tsx", "no-restricted-syntax"],
    ["a browser global", "src/sections/BrowserGlobal.tsx", "no-restricted-globals"],
    ["a hook of src/hooks/", "src/sections/SiteHook.tsx", "no-restricted-imports"],
    ["formik", "src/sections/Formik.tsx", "no-restricted-imports"],
  ])("%s is refused, naming why", (_, file, rule) => {
    expect(rules(file)).toContain(rule);
    expect(results[file].find((message) => message.ruleId === rule)!.message).toMatch(/never hydrated/);
  });

  test("rendering with useTranslation and links passes; state and handlers pass in src/components/", () => {
    expect(results["src/sections/Plain.tsx"]).toEqual([]);
    // A text prop named on… (the rates' "On request") is not a handler.
    expect(results["src/sections/TextProp.tsx"]).toEqual([]);
    expect(results["src/components/Stateful.tsx"]).toEqual([]);
  });
});

test("src/ never imports gatsby/ (build-time code); gatsby/ may import src/", () => {
  expect(results["src/components/GatsbyImport.ts"]).toEqual([
    expect.objectContaining({ ruleId: "no-restricted-imports", message: expect.stringMatching(/src\/ never imports gatsby\//) }),
  ]);
  expect(rules("gatsby/node/SrcImport.ts")).not.toContain("no-restricted-imports");
});

test("a unit test never imports the browser tests' helpers (Playwright does not load in Jest)", () => {
  expect(results["__tests__/components/E2eImport.test.ts"]).toEqual([
    expect.objectContaining({ ruleId: "no-restricted-imports", message: expect.stringMatching(/Playwright/) }),
  ]);
  expect(results["__tests__/components/SrcImport.test.ts"]).toEqual([]);
});

test("a {{name}} placeholder is filled by the one helper, never by a replace of its own (sections included)", () => {
  for (const file of ["src/contact/AdHocFill.ts", "src/sections/AdHocFill.tsx"]) {
    expect(results[file]).toEqual([expect.objectContaining({ ruleId: "no-restricted-syntax", message: expect.stringMatching(/fillPlaceholders/) })]);
  }
  expect(results["src/contact/OneFill.ts"]).toEqual([]);
});
