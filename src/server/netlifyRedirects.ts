/**
 * Netlify's `_redirects` rules, as far as a self-hosted copy of the site needs them: `from to [status][!]`
 * lines, first match wins, `*` at the end of `from` captured as `:splat`, `:name` placeholders for one
 * segment. Like Netlify, a rule without `!` only applies when no file answers the path (shadowing), and
 * a path matches with or without its trailing slash. Query-string and country/language conditions are
 * not used by this site and make the line be skipped (with a warning from the caller).
 */

export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
  pattern: RegExp;
  names: string[];
}

export interface RedirectMatch {
  rule: RedirectRule;
  /** `to` with its placeholders and `:splat` filled in. */
  target: string;
}

export function parseRedirectsFile(text: string): { rules: RedirectRule[]; skipped: string[] } {
  const rules: RedirectRule[] = [];
  const skipped: string[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const [from, to, statusField = "301", ...conditions] = line.split(/\s+/);
    const status = Number(statusField.replace(/!$/, ""));
    if (!from?.startsWith("/") || !to || !Number.isInteger(status) || conditions.length > 0) {
      skipped.push(line);
      continue;
    }
    const names: string[] = [];
    const source = from
      .replace(/\/+$/, "")
      .split("/")
      .map((part) => {
        if (part === "*") {
          names.push("splat");
          return "(.*)";
        }
        if (part.startsWith(":")) {
          names.push(part.slice(1));
          return "([^/]+)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("/");
    rules.push({ from, to, status, force: statusField.endsWith("!"), pattern: new RegExp(`^${source}/?$`, "i"), names });
  }
  return { rules, skipped };
}

export function matchRedirect(rules: RedirectRule[], requestPath: string, fileExists: boolean): RedirectMatch | undefined {
  for (const rule of rules) {
    if (fileExists && !rule.force) continue;
    const found = rule.pattern.exec(requestPath);
    if (!found) continue;
    let target = rule.to;
    rule.names.forEach((name, index) => {
      target = target.replace(`:${name}`, found[index + 1] ?? "");
    });
    return { rule, target };
  }
  return undefined;
}
