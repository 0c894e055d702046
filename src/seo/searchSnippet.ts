/**
 * How long a page's title and description may be for a search result to show them whole: results cut
 * titles past about 60 characters and descriptions past about 160 (a full-width character counting as
 * two), and a description much shorter than 120 is often replaced by a snippet of the page. The content check (src/content/check.ts)
 * measures every page's title and description against these limits, as the pages render them.
 */
import { LEGAL_PAGES } from "../legal/list";
import type { Path } from "../content/schema";
import { fillPlaceholders } from "../i18n/placeholders";

export const SEARCH_TITLE_MAX = 60;
export const SEARCH_DESCRIPTION_MIN = 120;
export const SEARCH_DESCRIPTION_MAX = 160;

/**
 * The <title> of a legal page: its own title, then the brand (src/templates/legal.tsx); without the soft
 * hyphens that break the page's long German heading ("Geschäfts\u00adbedingungen"), which a tab or a
 * search result never breaks.
 */
export function legalPageTitle(title: string, brand: string): string {
  return `${title.replace(/\u00ad/g, "")} · ${brand}`;
}

/**
 * Characters as a result's width counts them: code points (not UTF-16 units), a full-width character (Chinese,
 * Japanese, Korean, their punctuation) as two, since results cut by width and one takes the room of two Latin
 * letters: a Chinese description shows 60 to 80 characters where an English one shows 120 to 160.
 */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff01-\uff60\uffe0-\uffe6]/u;
export const snippetLength = (text: string) => [...text].reduce((sum, char) => sum + (WIDE.test(char) ? 2 : 1), 0);
const length = snippetLength;

type Tree = Record<string, unknown>;
const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null && !Array.isArray(value);

function at(tree: Tree, path: Path): unknown {
  let value: unknown = tree;
  for (const part of path) value = isTree(value) ? value[part as string] : undefined;
  return value;
}

/**
 * Every title and description of a locale file that would not fit a search result, with its path in the
 * file. `brand` fills `{{brand}}` and ends the legal pages' titles, as on the pages themselves.
 */
export function searchSnippetProblems(strings: unknown, brand: string): { path: Path; message: string }[] {
  if (!isTree(strings)) return [];
  const problems: { path: Path; message: string }[] = [];
  const fill = (text: string) => fillPlaceholders(text, { brand });

  const title = (path: Path, render: (text: string) => string = fill) => {
    const value = at(strings, path);
    if (typeof value !== "string") return; // the schema reports it
    const shown = render(value);
    if (length(shown) <= SEARCH_TITLE_MAX) return;
    const what = shown === value ? `is ${length(shown)} characters long` : `makes the page title ${JSON.stringify(shown)}, ${length(shown)} characters long`;
    problems.push({ path, message: `${what}; search results cut titles after ${SEARCH_TITLE_MAX}: shorten it by ${length(shown) - SEARCH_TITLE_MAX}` });
  };
  const description = (path: Path) => {
    const value = at(strings, path);
    if (typeof value !== "string") return;
    const n = length(fill(value));
    if (n > SEARCH_DESCRIPTION_MAX) {
      problems.push({
        path,
        message: `is ${n} characters long; search results show ${SEARCH_DESCRIPTION_MIN} to ${SEARCH_DESCRIPTION_MAX}: shorten it by ${n - SEARCH_DESCRIPTION_MAX}`,
      });
    } else if (n < SEARCH_DESCRIPTION_MIN) {
      problems.push({
        path,
        message: `is ${n} characters long; search results show ${SEARCH_DESCRIPTION_MIN} to ${SEARCH_DESCRIPTION_MAX}: lengthen it by ${SEARCH_DESCRIPTION_MIN - n}`,
      });
    }
  };

  title(["meta", "title"]);
  description(["meta", "description"]);
  for (const page of LEGAL_PAGES) {
    title(["legal", page, "title"], (text) => legalPageTitle(fill(text), brand));
    description(["legal", page, "description"]);
  }
  // The not-found page is not indexed, but its title still names the browser tab and history entry.
  title(["notFound", "metaTitle"]);
  return problems;
}
