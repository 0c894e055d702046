/**
 * No source map is published: they would hand anyone the site's and the admin's original sources
 * (the app's map alone was ~600 KB, Decap's 20 MB). Run after `gatsby build`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const PUBLIC = path.resolve(__dirname, "../../public");

function files(dir = ""): string[] {
  return readdirSync(path.join(PUBLIC, dir)).flatMap((name) => {
    const file = path.posix.join(dir, name);
    return statSync(path.join(PUBLIC, file)).isDirectory() ? files(file) : [file];
  });
}

const all = files();

test("the build has scripts, the admin's included, and no .map file", () => {
  expect(all).toEqual(expect.arrayContaining(["admin/cms.js", "admin/decap-cms-app.js", expect.stringMatching(/^app-[0-9a-f]+\.js$/)]));
  expect(all.filter((file) => file.endsWith(".map"))).toEqual([]);
});

test("no script points at a source map file that is not there (browsers' developer tools would request it)", () => {
  const dangling = all
    .filter((file) => /\.(m?js|css)$/.test(file))
    .flatMap((file) =>
      [...readFileSync(path.join(PUBLIC, file), "utf8").matchAll(/[#@] sourceMappingURL=([^\s'"*]+)/g)]
        .map((found) => found[1])
        // Inline maps (data: URLs, inside the CSS strings of Decap's bundle) publish no file.
        .filter((url) => !url.startsWith("data:"))
        .filter((url) => !existsSync(path.join(PUBLIC, path.posix.dirname(file), url)))
        .map((url) => `${file} -> ${url}`),
    );
  expect(dangling).toEqual([]);
});
