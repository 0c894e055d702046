import { isIP } from "node:net";

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string } | null;
  connection?: { remoteAddress?: string } | null;
  /** Set by gatsby-adapter-netlify's lambda handler, and only there. */
  netlifyFunctionParams?: unknown;
}

/**
 * The address the rate limit is keyed on. Without TRUST_PROXY=1 only the TCP peer counts, so a header
 * the client writes itself can never buy new quota. With it, the proxy's own view of the client is used:
 * Netlify's x-nf-client-connection-ip (only on requests that really came through Netlify's function
 * handler, since elsewhere any client can send that header), otherwise the RIGHT-most X-Forwarded-For
 * entry, the one appended by the proxy in front of us; entries to its left are whatever the client sent.
 */
export function clientAddress(req: RequestLike, trustProxy: boolean): string {
  if (trustProxy) {
    const viaNetlify = req.netlifyFunctionParams ? validIp(header(req, "x-nf-client-connection-ip")) : undefined;
    const forwarded = viaNetlify ?? validIp(header(req, "x-forwarded-for")?.split(",").pop());
    if (forwarded) return forwarded;
  }
  return validIp(req.socket?.remoteAddress ?? req.connection?.remoteAddress) ?? "unknown";
}

function header(req: RequestLike, name: string): string | undefined {
  const value = req.headers[name];
  // Node joins repeated X-Forwarded-For headers with ", ", so the last array item is the right-most one.
  return Array.isArray(value) ? value.join(", ") : value;
}

function validIp(value: string | undefined): string | undefined {
  const address = value?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (!address) return undefined;
  const version = isIP(address);
  if (version === 4) return address;
  return version === 6 ? ipv6Network(address) : undefined;
}

// One IPv6 subscriber usually holds a whole /64 and can pick a new address in it at will, so the
// /64 is the unit that gets a quota.
function ipv6Network(address: string): string {
  const [left, right] = address.toLowerCase().split("%")[0].split("::");
  const head = left ? left.split(":") : [];
  const tail = right ? right.split(":") : [];
  const groups = right === undefined ? head : [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, "")).join(":")}::/64`;
}
