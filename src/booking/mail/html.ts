/**
 * Text into HTML: the e-mails (./message.ts, ./acknowledgement.ts), the log-in pop-up's page of our server
 * (src/server/oauth.ts) and the admin's page (gatsby/admin/build.ts) escape with this one function.
 * No imports: Node loads it as it is from the server.
 */
const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}
