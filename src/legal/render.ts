/**
 * Build time only (gatsby/node/createPages.ts, tests): Markdown to HTML with `marked`, which therefore never reaches
 * the browser bundle. The texts come from the owner's own repository, so raw HTML in them is kept as
 * written; the pages are still checked by the W3C validator at every build test.
 */
import { Marked } from "marked";

const marked = new Marked({ gfm: true, async: false });

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}
