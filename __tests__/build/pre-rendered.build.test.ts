/**
 * The sections preRendered.tsx never hydrates must need no script: a control inside one would be
 * dead (no React handler is ever attached to it). A section that gains one (a button, a field, a
 * tooltip, a menu) has to move back to lazyNear in src/pages/index.tsx; this test names it.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { PRE_RENDERED_ATTRIBUTE } from "../../src/loading/preRendered";
import { PUBLIC } from "../support/builtHtml";

/** What only works with script, or is there to be driven by it. */
const NEEDS_SCRIPT =
  "button, input, select, textarea, form, details, dialog, [tabindex], [role='button'], [aria-expanded], [aria-controls], [aria-describedby], [contenteditable]";

describe.each(["index.html", "fr/index.html"])("%s", (file) => {
  const { document } = new JSDOM(readFileSync(path.join(PUBLIC, file), "utf8")).window;
  const sections = [...document.querySelectorAll(`[${PRE_RENDERED_ATTRIBUTE}]`)];

  it("has the four pre-rendered sections, each with its markup", () => {
    expect(sections.map((section) => section.getAttribute(PRE_RENDERED_ATTRIBUTE))).toEqual(["home", "services", "fleet", "about", "area"]);
    for (const section of sections) expect(section.querySelector("section h1, section h2")).not.toBeNull();
  });

  it("holds nothing in them that needs script", () => {
    const found = sections.flatMap((section) =>
      [...section.querySelectorAll(NEEDS_SCRIPT)].map((element) => `${section.getAttribute(PRE_RENDERED_ATTRIBUTE)}: <${element.tagName.toLowerCase()}>`),
    );
    expect(found).toEqual([]);
  });
});
