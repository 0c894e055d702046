import { isIP } from "node:net";

interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string } | null;
  connection?: { remoteAddress?: string } | null;
  /** Set by gatsby-adapter-netlify's lambda handler, and only there. */
  netlifyFunctionParams?: unknown;
}

/**
 * The address the rate limit is keyed on.
 *
 * On Netlify (a request that came through gatsby-adapter-netlify's Lambda wrapper, which sets
 * `netlifyFunctionParams` on the request object; no header or body can) there is no TCP peer to look
 * at, and Netlify's edge writes the visitor's address into x-nf-client-connection-ip, overwriting
 * whatever the client sent: it is used without any setting. Anywhere else that header is just text
 * the client wrote, and is ignored.
 *
 * Elsewhere, without TRUST_PROXY=1 only the TCP peer counts, so a header the client writes itself can
 * never buy new quota. With it, the RIGHT-most X-Forwarded-For entry is used, the one appended by the
 * proxy in front of us; entries to its left are whatever the client sent.
 */
export function clientAddress(req: RequestLike, trustProxy: boolean): string {
  if (req.netlifyFunctionParams) {
    const netlify = validIp(header(req, "x-nf-client-connection-ip"));
    if (netlify) return netlify;
  }
  if (trustProxy) {
    const forwarded = validIp(header(req, "x-forwarded-for")?.split(",").pop());
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
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
