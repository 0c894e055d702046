/**
 * Every link built from a value someone typed (a visitor's address or phone in the office's e-mail,
 * an editor's contact details on the site) is built here, one helper per scheme, so each value is
 * encoded for the place it lands in. HTML-escaping the result stays the job of whoever writes the
 * attribute (React does it; html.ts's escapeHtml in the e-mail).
 */

// Unpaired UTF-16 halves, which encodeURIComponent refuses with an exception.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * "x&y=z?cc=boss@b.co" -> "mailto:x%26y%3Dz%3Fcc%3Dboss@b.co". A valid address may hold ? & = % # /
 * before its @ (WHATWG's grammar, which the form and the content check use), and in a raw mailto:
 * `?cc=…` or `&bcc=…` would add recipients when the link is clicked: everything but the @ that
 * separates the two parts is percent-encoded (RFC 6068), non-ASCII as UTF-8.
 */
export function mailtoHref(address: string): string {
  return `mailto:${encodeURIComponent(address.replace(LONE_SURROGATE, "\ufffd")).replace(/%40/g, "@")}`;
}

/** "+41 22 000 00 00" -> "tel:+41220000000": the digits, and a + only where it opens the number. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return `tel:${digits && /^\s*\+/.test(phone) ? "+" : ""}${digits}`;
}

/** "+41 79 000 00 00" + greeting -> "https://wa.me/41790000000?text=…" (wa.me wants digits only, no "+"). */
export function whatsappHref(number: string, greeting: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(greeting.replace(LONE_SURROGATE, "\ufffd"))}`;
}
