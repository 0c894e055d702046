/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { checkNamesCovered, ES_FILES, namesReadFromReactI18next, reactI18nextAlias, SLIM_EXPORTS } from "../../gatsby/patches/reactI18nextAlias";

const root = path.join(__dirname, "../..");

test("the alias fits the installed packages and the site's code", () => {
  expect(reactI18nextAlias(root)).toEqual({
    "react-i18next$": path.join(root, "gatsby/patches/reactI18nextSlim.ts"),
    "react-i18next-es": path.join(root, "node_modules/react-i18next/dist/es"),
  });
});

test("SLIM_EXPORTS and ES_FILES say what the slim entry exports and imports", () => {
  const slim = readFileSync(path.join(root, "gatsby/patches/reactI18nextSlim.ts"), "utf8");
  const exported = [...slim.matchAll(/export \{([^}]*)\} from "react-i18next-es\/([\w.]+)"/g)];
  expect(exported.flatMap((match) => match[1].split(",").map((name) => name.trim())).sort()).toEqual([...SLIM_EXPORTS].sort());
  expect(exported.map((match) => match[2]).sort()).toEqual([...ES_FILES].sort());
});

test("reads the names a file takes from react-i18next, in Babel's CommonJS and in ES imports", () => {
  expect(namesReadFromReactI18next('var _reactI18next = require("react-i18next"); _reactI18next.useTranslation(); (0, _reactI18next.Trans)')).toEqual([
    "useTranslation",
    "Trans",
  ]);
  expect(namesReadFromReactI18next('import { useTranslation, Trans as T, type TFunction } from "react-i18next";')).toEqual(["useTranslation", "Trans"]);
});

describe("tripwire: the build stops when the alias no longer fits", () => {
  test("the plugin (or the site) starts reading a name the slim entry does not export", () => {
    expect(() => checkNamesCovered({ "dist/useI18next.js": "_reactI18next.useTranslation; _reactI18next.Trans" })).toThrow(
      /Trans \(dist\/useI18next.js\) read from "react-i18next" but not exported/,
    );
    expect(() => checkNamesCovered({ "src/components/X.tsx": 'import { withTranslation } from "react-i18next";' })).toThrow(/withTranslation/);
  });

  test("react-i18next no longer ships one of the ES files", () => {
    const copy = mkdtempSync(path.join(tmpdir(), "alias-"));
    try {
      for (const dir of ["src", "node_modules/gatsby-plugin-react-i18next/dist"]) cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
      cpSync(path.join(root, "node_modules/react-i18next/dist/es"), path.join(copy, "node_modules/react-i18next/dist/es"), {
        recursive: true,
        filter: (file) => !file.endsWith("context.js"),
      });
      expect(() => reactI18nextAlias(copy)).toThrow(/context.js not found/);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
