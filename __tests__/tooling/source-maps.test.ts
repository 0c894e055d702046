/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { removeSourceMaps } from "../../src/build/sourceMaps";

test("an earlier build's maps and the comments naming them leave public/; inline maps and other files stay", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "maps-"));
  try {
    const files: Record<string, string> = {
      "app-old.js": "a();\n//# sourceMappingURL=app-old.js.map",
      "app-old.js.map": "{}",
      "app-new.js": "b();",
      "admin/cms.js.map": "{}",
      "admin/decap.js": 'var s="/*# sourceMappingURL=data:application/json;base64,e30= */";\n//# sourceMappingURL=decap.js.map\n',
      "styles.css": "a{}\n/*# sourceMappingURL=styles.css.map */",
      "page-data/app-data.json": "{}",
    };
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      writeFileSync(path.join(root, name), text);
    }
    expect((await removeSourceMaps(root)).sort()).toEqual(["admin/cms.js.map", "app-old.js.map"]);
    const read = (name: string) => readFileSync(path.join(root, name), "utf8");
    expect(existsSync(path.join(root, "app-old.js.map"))).toBe(false);
    expect(read("app-old.js")).toBe("a();\n");
    expect(read("app-new.js")).toBe("b();");
    expect(read("admin/decap.js")).toBe('var s="/*# sourceMappingURL=data:application/json;base64,e30= */";\n');
    expect(read("styles.css")).toBe("a{}\n");
    expect(read("page-data/app-data.json")).toBe("{}");
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
