/**
 * Netlify's `_headers` rules, matched the way Netlify matches them, so our server answers with the same
 * headers as the deploy. The semantics follow Netlify's own parser (@netlify/headers-parser, used by
 * Netlify Build and `netlify dev`) and its documentation:
 * - a rule line starts with `/`; the indented `Name: value` lines below it belong to it; `#` comments;
 * - a rule matches the REQUEST path only (never the file that ends up being served: a rule for
 *   `/admin/index.html` does not apply to a request for `/admin/`), case-insensitively, with or
 *   without a trailing slash; `:placeholder` is one path segment, `*` anything (slashes included) and
 *   a standalone `/*` segment also matches the bare parent (`/admin/*` covers `/admin` and `/admin/`);
 * - a header named on several lines of ONE rule gets its values joined with ", " (the parser's
 *   multi-value headers);
 * - every matching rule applies, in file order, and a later rule's value for a header replaces an
 *   earlier one (netlify-cli's `headersForPath`: `Object.assign({}, ...matching rules)`). That is what
 *   makes gatsby-adapter-netlify's file work: `/*` revalidates, the later `/static/*` is immutable.
 * Header names are compared without letter case: one response never carries a header twice with
 * different spellings.
 */

export interface HeaderRule {
  /** The path pattern as written in the file. */
  for: string;
  pattern: RegExp;
  /** Lower-cased header name -> value (repeated names already joined). */
  values: Map<string, string>;
}

export class HeadersSyntaxError extends Error {}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) return;
    if (line.startsWith("/")) {
      rules.push({ for: line, pattern: netlifyPathPattern(line), values: new Map() });
      return;
    }
    const colon = line.indexOf(":");
    // Netlify's parser skips a line that is neither a path nor a header; we do too.
    if (colon === -1) return;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const rule = rules.at(-1);
    if (!rule || name === "" || value === "")
      throw new HeadersSyntaxError(`_headers line ${index + 1}: ${rule ? "empty header name or value" : "a path must come before a header"}: ${line}`);
    append(rule.values, name, value);
  });
  return rules;
}

/** The headers of every rule that matches `requestPath` (the URL's path, no query), lower-cased names. */
export function headersForPath(rules: HeaderRule[], requestPath: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.pattern.test(requestPath)) continue;
    for (const [name, value] of rule.values) headers.set(name, value);
  }
  return headers;
}

function append(values: Map<string, string>, name: string, value: string): void {
  const previous = values.get(name);
  values.set(name, previous === undefined ? value : `${previous}, ${value}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A `_headers` path as Netlify matches it (also used by the build tests' reading of public/_headers). */
export function netlifyPathPattern(path: string): RegExp {
  const parts = path
    .split("/")
    .map((part) => part.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(":")) return "([^/]+)";
      // `?` makes the slash before a standalone * optional, so `/dir/*` matches `/dir` too (and, as in
      // Netlify's parser, `/dirname`).
      if (part === "*") return "?(.*)";
      return part.split("*").map(escape).join("(.*)");
    });
  return new RegExp(`^/${parts.join("/")}/?$`, "iu");
}
