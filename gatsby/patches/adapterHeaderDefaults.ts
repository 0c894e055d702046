/**
 * Patch: our security headers repeat the Netlify adapter's defaults by name and value, in lower case.
 *
 * What: src/deploy/headers.ts writes `x-content-type-options`, `referrer-policy` and `x-frame-options`
 * (ADAPTER_DEFAULTS) exactly as Gatsby's adapter layer sends them for every path (BASE_HEADERS).
 * Why: Gatsby merges a route's headers in a Map keyed by the name as written
 * (utils/adapter/create-headers.js) and then drops from each route's rule what equals a default
 * (manager.js customHeaderFilter). With another spelling or value both were written, and a page got two
 * Referrer-Policy values (`same-origin` from `/*`, ours from its own rule).
 * No supported way: Gatsby's `headers` option cannot replace the adapter's own defaults, only add beside them
 * (gatsby#38542).
 * Upstream: https://github.com/gatsbyjs/gatsby/issues/38542 (headers regressions since adapters).
 * Verified with: gatsby 5.16.1, gatsby-adapter-netlify 1.4.0.
 * Tripwire (at onPreInit): Gatsby's BASE_HEADERS no longer holding one of ours with the same
 * lower-case name and value (pages would get two values again) stops the build.
 */
import { BASE_HEADERS } from "gatsby/dist/utils/adapter/constants";
import { ADAPTER_DEFAULTS } from "../../src/deploy/headers";

export function checkAdapterHeaderDefaults(
  base: readonly { key: string; value: string }[] = BASE_HEADERS,
  ours: Record<string, string> = ADAPTER_DEFAULTS,
): void {
  const theirs = new Map(base.map(({ key, value }) => [key, value]));
  const differing = Object.entries(ours).filter(([name, value]) => theirs.get(name) !== value);
  if (differing.length > 0) {
    throw new Error(
      `adapterHeaderDefaults (gatsby/patches/adapterHeaderDefaults.ts): Gatsby's default headers (utils/adapter/constants BASE_HEADERS) now say ${differing
        .map(([name]) => `${name}: ${theirs.get(name) ?? "(absent)"}`)
        .join(
          ", ",
        )}; ours (ADAPTER_DEFAULTS in src/deploy/headers.ts) say ${differing.map(([name, value]) => `${name}: ${value}`).join(", ")}. Align them or every page gets two values.`,
    );
  }
}
