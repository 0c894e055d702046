/** @jest-environment node */
import { readFileSync } from "node:fs";
import { checkLocalized404Pages, dedoubleMatchPath } from "../../gatsby/patches/localized404MatchPath";

function actions() {
  const created: { path: string; matchPath?: string }[] = [];
  const deleted: { path: string }[] = [];
  return { created, deleted, deletePage: (page: never) => deleted.push(page), createPage: (page: never) => created.push(page) };
}

test("re-creates a page whose matchPath repeats its language, once", () => {
  const fixed = new Set<string>();
  const act = actions();
  const page = { path: "/fr/404/", matchPath: "/fr/fr/*", component: "404.tsx" };
  expect(dedoubleMatchPath(page, act, fixed)).toBe(true);
  expect(act.deleted).toEqual([page]);
  expect(act.created).toEqual([{ ...page, matchPath: "/fr/*" }]);
  expect(dedoubleMatchPath({ path: "/404/", matchPath: "/*" }, act, fixed)).toBe(false);
  expect(dedoubleMatchPath({ path: "/fr/" }, act, fixed)).toBe(false);
  expect(fixed).toEqual(new Set(["/fr/404/"]));
});

test("the installed plugin still doubles the prefix (else the patch is dead code)", () => {
  const source = readFileSync(require.resolve("gatsby-plugin-react-i18next/dist/plugin/onCreatePage.js"), "utf8");
  expect(source).toContain('localePage.matchPath = "/" + lng + "/*"');
  expect(source).toContain('localePage.matchPath = "/" + lng + localePage.matchPath');
});

test("passes when every localized 404 page was fixed", () => {
  const pages = [{ path: "/404/", matchPath: "/*" }, { path: "/fr/404/", matchPath: "/fr/*" }, { path: "/fr/" }];
  expect(() => checkLocalized404Pages(pages, ["en", "fr"], "en", new Set(["/fr/404/"]))).not.toThrow();
});

describe("tripwire: the build stops when the patch no longer applies", () => {
  const fixed = new Set(["/fr/404/"]);
  test("the plugin no longer doubles the prefix (nothing was fixed)", () => {
    expect(() => checkLocalized404Pages([{ path: "/fr/404/", matchPath: "/fr/*" }], ["en", "fr"], "en", new Set())).toThrow(
      /no longer doubles the prefix, remove this patch/,
    );
  });
  test("a doubled matchPath is left (the plugin now doubles it elsewhere, or after us)", () => {
    expect(() =>
      checkLocalized404Pages(
        [
          { path: "/fr/404/", matchPath: "/fr/*" },
          { path: "/fr/x/", matchPath: "/fr/fr/x/*" },
        ],
        ["en", "fr"],
        "en",
        fixed,
      ),
    ).toThrow(/\/fr\/x\/ still has the matchPath \/fr\/fr\/x\/\*/);
  });
  test("a localized 404 page is missing or has another catch-all", () => {
    expect(() => checkLocalized404Pages([{ path: "/404/" }], ["en", "fr"], "en", fixed)).toThrow(/no page \/fr\/404\//);
    expect(() => checkLocalized404Pages([{ path: "/fr/404/", matchPath: "/fr/404/*" }], ["en", "fr"], "en", fixed)).toThrow(
      /has the matchPath \/fr\/404\/\*, not \/fr\/\*/,
    );
  });
});
