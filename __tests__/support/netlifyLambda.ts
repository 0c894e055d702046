import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Functions of src/api/ inside the real Lambda wrapper that gatsby-adapter-netlify generates at build time
 * (lambda-handler.js): a Readable request with the body already pushed, no Express, no body parsers, no
 * socket, and its own response object.
 */
export interface LambdaResult {
  statusCode: number;
  multiValueHeaders: Record<string, string[]>;
  body?: string;
}
export type LambdaHandler = (event: object, context: object) => Promise<LambdaResult>;

export interface Wrapped<Name extends string> {
  handlers: Record<Name, LambdaHandler>;
  /** Deletes the temporary folder the wrappers were generated in. */
  remove(): void;
}

/** Each function (name → its file under the repository) wrapped as the adapter wraps it. */
export async function wrapForLambda<Name extends string>(files: Record<Name, string>): Promise<Wrapped<Name>> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), "netlify-lambda-"));
  const repoCwd = process.cwd();
  const { prepareFunction } = require(path.join(__dirname, "../../node_modules/gatsby-adapter-netlify/dist/lambda-handler.js"));
  const handlers = {} as Record<Name, LambdaHandler>;
  // The generator writes into <cwd>/.netlify/functions-internal: keep that out of the repository.
  process.chdir(workDir);
  try {
    for (const [name, file] of Object.entries(files) as [Name, string][]) {
      const entry = path.relative(workDir, path.join(__dirname, "../..", file));
      await prepareFunction({ functionId: `${name}-test`, name, pathToEntryPoint: entry, requiredFiles: [] });
    }
  } finally {
    process.chdir(repoCwd);
  }
  for (const name of Object.keys(files) as Name[]) {
    handlers[name] = require(path.join(workDir, `.netlify/functions-internal/${name}-test/${name}-test.js`)).handler;
  }
  return { handlers, remove: () => rmSync(workDir, { recursive: true, force: true }) };
}

/** A request as Netlify hands it to such a function, with what the function needs to reach the site's Blobs (shaped as netlify-cli sends it). */
export function lambdaEvent(request: {
  path: string;
  body: string | undefined;
  headers: Record<string, string>;
  httpMethod: string;
  blobs: { url: string; token: string };
  siteID: string;
}) {
  const headers = { "x-nf-site-id": request.siteID, "x-nf-deploy-id": "deploy-1", ...request.headers };
  const { url, token } = request.blobs;
  return {
    path: request.path,
    httpMethod: request.httpMethod,
    multiValueHeaders: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, [value]])),
    body: request.body,
    blobs: Buffer.from(JSON.stringify({ url, url_uncached: url, primary_region: "local", token })).toString("base64"),
    isBase64Encoded: false,
    rawUrl: `https://www.site.test${request.path}`,
  };
}

/** The function's answer with its body decoded. */
export async function invokeLambda(handler: LambdaHandler, event: object) {
  const result = await handler(event, {});
  return { status: result.statusCode, headers: result.multiValueHeaders, text: result.body ? Buffer.from(result.body, "base64").toString("utf8") : "" };
}
