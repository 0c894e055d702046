/** The house style: midnight navy, champagne gold, ivory. Every pair used for text passes WCAG AA. */
export const colors = {
  night: "#070b16",
  midnight: "#0b1122",
  surface: "#111a30",
  surfaceRaised: "#16213b",
  line: "rgba(212, 178, 112, 0.22)",
  lineStrong: "rgba(212, 178, 112, 0.5)",
  gold: "#d4b270",
  goldBright: "#e8cd94",
  goldDeep: "#b8934f",
  ivory: "#f6f0e4",
  ivoryMuted: "#c8c2b4",
  error: "#ff9e8f",
  /** The accent of error toasts: a muted red, beside the gold of the success toasts. */
  errorMuted: "#cf8577",
  placeholder: "#9c978c",
} as const;

export const fonts = {
  display: "'Cormorant Garamond', 'Times New Roman', Georgia, serif",
  text: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** Height of the fixed navigation bar; anchors land below it (scroll-padding-top). */
export const NAV_HEIGHT = 76;

/** Height of every one-line form control (text, select, date, time), so they line up in the form's grid. */
export const FIELD_HEIGHT = 52;

/** Height of the quick-contact bar on phones; the footer keeps this much room below its last line. */
export const QUICK_BAR_HEIGHT = 64;

/** The phone/desktop switch for the navigation menu. */
export const MOBILE_MAX = 767;

export const media = {
  mobile: `@media (max-width: ${MOBILE_MAX}px)`,
  desktop: `@media (min-width: ${MOBILE_MAX + 1}px)`,
  /** Wide enough for two short columns (footer lists). */
  medium: "@media (min-width: 640px)",
  wide: "@media (min-width: 1100px)",
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;

export const easing = "cubic-bezier(0.22, 1, 0.36, 1)";

/**
 * A 24 px line icon (Lucide's stroke style, as elsewhere on the page) as a CSS image, for what only CSS
 * can draw into: a select's chevron, the date and time inputs' picker buttons. `d` holds SVG path data.
 */
export function iconImage(paths: string[], color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${paths.map((d) => `<path d="${d}"/>`).join("")}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}
