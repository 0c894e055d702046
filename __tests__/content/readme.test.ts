/** @jest-environment node */
// The README fits on a screen and leads to docs/; a section moved or renamed must not leave a link
// pointing at nothing, and a new doc nobody links from the README is a doc nobody finds.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const README = path.join(ROOT, "README.md");
const DOCS = path.join(ROOT, "docs");
const README_MAX_LINES = 200;

const docs = readdirSync(DOCS)
  .filter((name) => name.endsWith(".md"))
  .map((name) => path.join(DOCS, name));
const checked = [README, path.join(ROOT, "PATCHES.md"), ...docs];

/** Markdown with its fenced blocks blanked: a `#` comment or a link in a code sample is not the document's. */
function withoutFences(text: string): string {
  let fenced = false;
  return text
    .split("\n")
    .map((line) => {
      if (line.startsWith("```")) {
        fenced = !fenced;
        return "";
      }
      return fenced ? "" : line;
    })
    .join("\n");
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const [, heading] of withoutFences(markdown).matchAll(/^#{1,6} (.+)$/gm)) {
    const text = heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").trim();
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** Every link target written in the Markdown or its HTML, outside code. */
function linkTargets(markdown: string): string[] {
  // Inline code may span a line break; its text is never a link.
  const prose = withoutFences(markdown).replace(/`[^`]*`/g, "code");
  const markdownLinks = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);
  const htmlLinks = [...prose.matchAll(/\b(?:href|src)="([^"]+)"/g)].map((match) => match[1]);
  return [...markdownLinks, ...htmlLinks];
}

/** The links of one file that lead nowhere: a missing file, or an anchor no heading of the target has. */
function brokenLinks(file: string, markdown: string, read: (file: string) => string, exists: (file: string) => boolean): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:: not ours to check
    const [pathPart, anchor] = target.split("#", 2);
    const resolved = pathPart === "" ? file : path.resolve(path.dirname(file), decodeURI(pathPart));
    if (!exists(resolved)) {
      broken.push(`${target}: no file ${path.relative(ROOT, resolved)}`);
      continue;
    }
    if (anchor !== undefined && resolved.endsWith(".md") && !anchors(read(resolved)).has(anchor)) {
      broken.push(`${target}: no heading of ${path.relative(ROOT, resolved)} has the anchor #${anchor}`);
    }
  }
  return broken;
}

const readText = (file: string) => readFileSync(file, "utf8");

describe("README and docs/", () => {
  test(`the README is at most ${README_MAX_LINES} lines`, () => {
    const lines = readText(README).replace(/\n$/, "").split("\n").length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  test.each(checked.map((file) => [path.relative(ROOT, file), file]))("every relative link of %s leads to a file and heading", (_name, file) => {
    expect(brokenLinks(file, readText(file), readText, existsSync)).toEqual([]);
  });

  test("the README links every docs/*.md", () => {
    const linked = new Set(
      linkTargets(readText(README))
        .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
        .map((target) => path.resolve(ROOT, target.split("#")[0])),
    );
    expect(docs.filter((doc) => !linked.has(doc)).map((doc) => path.relative(ROOT, doc))).toEqual([]);
  });

  test("the check sees a missing file, a missing anchor and a link in code as what they are", () => {
    const files: Record<string, string> = {
      [path.join(DOCS, "a.md")]: "# A\n\n## Trip details (`details`)\n\n## Editors' log-in\n",
    };
    const markdown = [
      "[ok](a.md#trip-details-details) [ok](a.md#editors-log-in) [ok](#here) [web](https://example.com/x)",
      "[gone](b.md) [wrong](a.md#trip-details)",
      "## Here",
      "`[in code](c.md)`",
      "```",
      "[in a sample](d.md)",
      "```",
    ].join("\n");
    const file = path.join(DOCS, "sample.md");
    const read = (name: string) => (name === file ? markdown : files[name]);
    const exists = (name: string) => name === file || name in files;
    expect(brokenLinks(file, markdown, read, exists)).toEqual([
      "b.md: no file docs/b.md",
      "a.md#trip-details: no heading of docs/a.md has the anchor #trip-details",
    ]);
  });
});
