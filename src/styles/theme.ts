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
  success: "#9fd8b5",
} as const;

export const fonts = {
  display: "'Cormorant Garamond', 'Times New Roman', Georgia, serif",
  text: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

/** Height of the fixed navigation bar; anchors land below it (scroll-padding-top). */
export const NAV_HEIGHT = 76;

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
