// src/cms/adminChrome.tsx adds to Decap's page what Decap 3.6.4 has no option for (the company's mark in
// the header, list items opened by their title, lists without remove buttons), finding Decap's elements by the labels of its styled
// components. This checks the Decap bundle the admin ships: the build stops when a label is gone (the
// additions would silently do nothing) or when Decap has its own header logo (decaporg/decap-cms#7487,
// `logo.show_in_header`) or list option `allow_remove` (#7573), which then replace them.
import { readFileSync } from "node:fs";
import path from "node:path";

/** The class-name labels adminChrome.tsx selects (a Jest test keeps the two lists equal). */
export const DECAP_LABELS = ["AppHeaderNavList", "NestedObjectLabel", "StyledListItemTopBar"];

/** What no longer holds in the given decap-cms-app.js source; empty when the additions apply. */
export function decapMarkupProblems(source: string): string[] {
  const problems = DECAP_LABELS.filter((label) => !source.includes(`label:"${label}"`)).map(
    (label) => `Decap no longer labels an element "${label}": src/cms/adminChrome.tsx relies on it; update it for this Decap version`,
  );
  if (source.includes("show_in_header")) {
    problems.push(
      "Decap now shows a logo in its header (logo.show_in_header, decaporg/decap-cms#7487): set `logo` in src/cms/collections.ts and drop the header mount of src/cms/adminChrome.tsx",
    );
  }
  if (source.includes("allow_remove")) {
    problems.push(
      "Decap now has the list option allow_remove (decaporg/decap-cms#7573): drop the remove-button rule of src/cms/adminChrome.tsx (config.ts sets allow_remove: false already)",
    );
  }
  return problems;
}

/** Checks the installed Decap bundle (by path: Gatsby's compiler of gatsby-node turns `require.resolve` into undefined). */
export function checkDecapMarkup(root: string): string[] {
  return decapMarkupProblems(readFileSync(path.join(root, "node_modules/decap-cms-app/dist/decap-cms-app.js"), "utf8"));
}
