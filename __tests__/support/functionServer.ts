import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { formatServiceDate, todayIso } from "../../src/booking/request/payload";
import { testClient } from "./env";

// Gatsby's own Express middleware chain for functions, exactly as `gatsby serve` mounts it: cookie
// parsing, the function's `config` handling, multer, the four body parsers, then the function itself.
// express and gatsby's internal module ship no type declarations that Jest needs, hence require().
const express = require("express");
const { functionMiddlewares } = require("gatsby/dist/internal-plugins/functions/middleware");

export const FUNCTION_PATH = "/api/send-contact-email";

/** A function of src/api/ as Gatsby lists it: its route under /api/, a splat route's pattern, its file. */
export interface GatsbyFunction {
  route: string;
  matchPath?: string;
  file: string;
}
const CONTACT_FUNCTION: GatsbyFunction = { route: "send-contact-email", file: "src/api/send-contact-email.ts" };

export interface FunctionServer {
  /** The function's own address (/api/<route>). */
  url: string;
  origin: string;
  port: number;
  close(): Promise<void>;
}

export async function startFunctionServer({ route, matchPath, file }: GatsbyFunction = CONTACT_FUNCTION): Promise<FunctionServer> {
  const app = express();
  const absolute = path.resolve(__dirname, "../..", file);
  const functions = [
    { functionRoute: route, matchPath, absoluteCompiledFilePath: absolute, originalAbsoluteFilePath: absolute, originalRelativeFilePath: file },
  ];
  app.use("/api/*", ...functionMiddlewares({ getFunctions: () => functions }));
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    url: `${origin}/api/${route}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface HttpResult {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- whatever JSON the function answered; each test asserts its shape
  json: any;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  /** The connection's own address: another 127.x.y.z is another client (and another network) to the function; by default the test's own (env.ts testClient). */
  localAddress?: string;
}

/** One HTTP request on a fresh connection, with full control over the headers (Host, Origin...). */
export function request(url: string, { method = "POST", headers = {}, body, localAddress }: RequestOptions = {}): Promise<HttpResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false, localAddress: localAddress ?? testClient() }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, ms: Date.now() - started });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

export function postJson(url: string, payload: unknown, headers: Record<string, string | string[]> = {}, localAddress?: string): Promise<HttpResult> {
  return request(url, { headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(payload), localAddress });
}

/**
 * A service date that is never in the past: 60 days after today in Geneva, in the English long format
 * the form sends ("21 January 2027"). Past dates are refused (see contact/contact-dates.test.ts).
 */
export const SERVICE_DATE = formatServiceDate(todayIso(new Date(Date.now() + 60 * 86_400_000)), "en");

export const validPayload = (overrides: Record<string, unknown> = {}) => ({
  name: "Jane Doe",
  email: "jane@example.org",
  phone: "+41 79 123 45 67",
  service: "private-transport",
  serviceDate: SERVICE_DATE,
  serviceTime: "14:30",
  message: "Pick-up at Geneva airport, two passengers.",
  language: "en",
  website: "",
  ...overrides,
});
