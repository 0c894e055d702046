/**
 * public/_headers and public/_redirects read the way Netlify reads them, for the build tests. The path
 * matching is @netlify/headers-parser's (lib/for_regexp.js, what `netlify serve` and the CDN use): a
 * rule matches its path with or without a trailing slash, case-insensitively; a standalone `*`
 * matches the rest, an empty rest included; `:name` one segment. Every matching rule applies.
 */
import { netlifyPathPattern } from "../../src/server/netlifyHeaders.ts";

// One path matcher for the production server and the build tests.
export { netlifyPathPattern };

export interface HeaderRule {
  path: string;
  pattern: RegExp;
  headers: [name: string, value: string][];
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      const path = decodeURI(line.trim());
      rules.push({ path, pattern: netlifyPathPattern(path), headers: [] });
      continue;
    }
    const colon = line.indexOf(":");
    if (colon < 0 || rules.length === 0) throw new Error(`_headers: not a header line: ${line}`);
    rules[rules.length - 1].headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Every value each header name (lower-cased) gets for a request path, from all matching rules. */
export function headersFor(rules: HeaderRule[], requestPath: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const rule of rules.filter((r) => r.pattern.test(requestPath))) {
    for (const [name, value] of rule.headers) {
      const seen = values.get(name.toLowerCase()) ?? [];
      // Netlify lets a later matching rule override an earlier one (netlify-cli headersForPath:
      // Object.assign over the matching rules), so the same value from two rules is one header; two
      // different values would make the answer depend on rule order, and are kept to be caught.
      if (!seen.includes(value)) values.set(name.toLowerCase(), [...seen, value]);
    }
  }
  return values;
}

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [from, to, status = "301"] = line.split(/\s+/);
      return { from, to, status: Number.parseInt(status, 10), force: status.endsWith("!") };
    });
}
