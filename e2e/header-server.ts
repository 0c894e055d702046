/**
 * A static server for the built site that answers with the headers the deploy sends: it reads
 * public/_headers, which gatsby-adapter-netlify writes from gatsby-config's `headers`
 * (src/deploy/headers.ts) and its own caching rules, and applies every matching rule in order, as
 * Netlify does. /api/* goes to the site's own `gatsby serve` (the function).
 * Usage: tsx e2e/header-server.ts PORT FUNCTION_ORIGIN
 */
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";

const port = Number(process.argv[2] || 9002);
const functionOrigin = new URL(process.argv[3] || "http://127.0.0.1:9000");
const root = path.resolve(__dirname, "../public");

export interface HeaderRule {
  pattern: RegExp;
  headers: [string, string][];
}

const toPattern = (source: string) =>
  new RegExp(`^${source.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/:[a-z]+/gi, "[^/]+")}$`);

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trim().startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: toPattern(line.trim()), headers: [] });
    } else {
      const index = line.indexOf(":");
      rules.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".woff2": "font/woff2",
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

function fileFor(urlPath: string): string | undefined {
  const clean = path.normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, "");
  const candidates = clean.endsWith("/") ? [path.join(root, clean, "index.html")] : [path.join(root, clean), path.join(root, clean, "index.html")];
  return candidates.find((file) => file.startsWith(root) && existsSync(file) && statSync(file).isFile());
}

function proxy(req: http.IncomingMessage, res: http.ServerResponse) {
  const upstream = http.request(
    { hostname: functionOrigin.hostname, port: functionOrigin.port, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => {
    res.writeHead(502, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "proxy" }));
  });
  req.pipe(upstream);
}

if (require.main === module) {
  const rules = parseHeadersFile(readFileSync(path.join(root, "_headers"), "utf8"));
  http
    .createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://localhost");
      if (url.pathname.startsWith("/api/")) return proxy(req, res);
      const file = fileFor(url.pathname);
      const status = file ? 200 : 404;
      const served = file ?? path.join(root, "404.html");
      // Like Netlify's pretty URLs, /dir/ answers with /dir/index.html and that file's rules apply too.
      const paths = url.pathname.endsWith("/") ? [url.pathname, `${url.pathname}index.html`] : [url.pathname];
      for (const rule of rules) if (paths.some((p) => rule.pattern.test(p))) for (const [key, value] of rule.headers) res.setHeader(key, value);
      res.setHeader("content-type", TYPES[path.extname(served)] ?? "application/octet-stream");
      res.writeHead(status);
      createReadStream(served).pipe(res);
    })
    .listen(port, "127.0.0.1", () => console.log(`headers server on http://127.0.0.1:${port}`));
}
