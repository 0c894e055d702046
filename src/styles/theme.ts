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

/** The one content width of the page: navigation bar, sections, language bar and footer align on it. */
export const CONTAINER_MAX = 1240;

/** The room between the container and the screen's edges, wherever the screen is narrower than it. */
export const GUTTER = "1.5rem";

/** Height of the fixed navigation bar; anchors land below it (scroll-padding-top). */
export const NAV_HEIGHT = 76;

/** Height of the quick-contact bar on phones; the footer keeps this much room below its last line. */
export const QUICK_BAR_HEIGHT = 64;

/** The least room a tooltip keeps between itself and the screen's edges. */
export const VIEWPORT_MARGIN = 8;

/** The phone/desktop switch for the navigation menu. */
export const MOBILE_MAX = 767;

/**
 * Below this width the navigation bar folds its links, the 24/7 button and the language switch into the
 * menu: in French they need about 1210 px in one row beside the brand.
 */
export const NAV_MENU_MAX = 1279;

export const media = {
  mobile: `@media (max-width: ${MOBILE_MAX}px)`,
  navMenu: `@media (max-width: ${NAV_MENU_MAX}px)`,
  desktop: `@media (min-width: ${MOBILE_MAX + 1}px)`,
  wide: "@media (min-width: 1100px)",
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
} as const;

export const easing = "cubic-bezier(0.22, 1, 0.36, 1)";
