/** The house style: midnight navy, champagne gold, ivory. Every pair used for text passes WCAG AA. */
export const colors = {
  night: "#070b16",
  midnight: "#0b1122",
  surface: "#111a30",
  surfaceRaised: "#16213b",
  /** The lit corner of the highlighted card. */
  surfaceGlow: "#1d2a49",
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

/** A palette colour (`#rrggbb`) at an opacity, as `rgba()`: translucent layers stay the palette's own colours. */
export function alpha(hex: string, opacity: number): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/** Translucent layers over the page. */
export const tints = {
  navBar: alpha(colors.night, 0.94),
  field: alpha(colors.night, 0.55),
  fieldBorder: alpha(colors.ivory, 0.28),
  fieldBorderHover: alpha(colors.ivory, 0.5),
  ghostBorder: alpha(colors.ivory, 0.45),
  divider: alpha(colors.ivory, 0.16),
  notice: alpha(colors.gold, 0.08),
} as const;

/** The veils that keep text readable over the hero artwork (the share image draws the wide one too). */
export const veils = {
  heroWide: `linear-gradient(90deg, ${alpha(colors.night, 0.92)} 0%, ${alpha(colors.night, 0.7)} 45%, ${alpha(colors.night, 0.15)} 100%), linear-gradient(0deg, ${colors.midnight} 0%, ${alpha(colors.midnight, 0)} 30%)`,
  heroNarrow: `linear-gradient(180deg, ${alpha(colors.night, 0.5)} 0%, ${alpha(colors.night, 0.2)} 42%, ${alpha(colors.night, 0.5)} 72%, ${colors.midnight} 100%)`,
  /** Behind a page's lone message (the 404 page, the legal pages' header). */
  spotlight: (position: string, reach: string) => `radial-gradient(circle at ${position}, ${colors.surfaceRaised} 0%, ${colors.night} ${reach})`,
} as const;

export const shadows = {
  focusRing: `0 0 0 3px ${alpha(colors.gold, 0.35)}`,
  navBar: `0 1px 0 ${colors.line}`,
} as const;

/** Stacking order, lowest first. */
export const layers = {
  heroArtwork: -2,
  heroVeil: -1,
  navBar: 20,
  tooltip: 30,
  skipLink: 100,
} as const;

/** The two stacks, defined per language in ./fonts.css (Arabic pages put an Arabic face first). */
export const fonts = {
  display: "var(--font-display)",
  text: "var(--font-text)",
} as const;

/** Widths of the layout (the page container: CONTAINER_MAX below). */
export const widths = {
  /** The narrowest a card may get before the grid drops a column. */
  card: "300px",
  /** The same for the smaller cards of the About section. */
  pillar: "240px",
  /** A section's centred heading and lead. */
  heading: "720px",
  /** The hero's text column. */
  heroText: "640px",
  /** A long text's column (the legal pages): about 75 characters a line. */
  prose: "42rem",
} as const;

/** The one content width of the page: navigation bar, sections, language bar and footer align on it. */
export const CONTAINER_MAX = 1240;

/** The room between the container and the screen's edges, wherever the screen is narrower than it. */
export const GUTTER = "1.5rem";

/** Height of the fixed navigation bar; anchors land below it (scroll-padding-top). */
export const NAV_HEIGHT = 76;

/** Height of every one-line form control (text, select, date, time), so they line up in the form's grid. */
export const FIELD_HEIGHT = 52;

/** The least room a tooltip keeps between itself and the screen's edges. */
export const VIEWPORT_MARGIN = 8;

/** The phone/desktop switch for the navigation menu. */
export const MOBILE_MAX = 767;

/** From here up the footer sets its columns side by side. */
export const SMALL_MIN = 640;

/**
 * Below this width the navigation bar folds its links, the 24/7 button and the language switch into the
 * menu: in French they need about 1230 px in one row beside the brand (NavBar's links, tightened for the
 * Rates entry).
 */
export const NAV_MENU_MAX = 1279;

/** The conditions alone, for window.matchMedia. */
export const mediaQueries = {
  mobile: `(max-width: ${MOBILE_MAX}px)`,
  /** Wide enough for the navigation bar's row: no menu. */
  navBar: `(min-width: ${NAV_MENU_MAX + 1}px)`,
} as const;

export const media = {
  mobile: `@media ${mediaQueries.mobile}`,
  navMenu: `@media (max-width: ${NAV_MENU_MAX}px)`,
  desktop: `@media (min-width: ${MOBILE_MAX + 1}px)`,
  /** Wide enough for two short columns (footer lists, legal links). */
  small: `@media (min-width: ${SMALL_MIN}px)`,
  wide: "@media (min-width: 1100px)",
  /** The narrowest phones (320 px): a table card's lines stack their parts. */
  narrow: "@media (max-width: 359px)",
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  /** JavaScript off (Media Queries 5: Chromium 120, Firefox 113, Safari 17): what only a script could keep true is not shown. */
  noScript: "@media (scripting: none)",
} as const;

export const easing = "cubic-bezier(0.22, 1, 0.36, 1)";

/** Small capitals over what they name (card and column titles, form labels): each place has its own size and tracking. */
export const capsLabel = (fontSize: string, letterSpacing: string) =>
  `font-size: ${fontSize};
  font-weight: 600;
  letter-spacing: ${letterSpacing};
  text-transform: uppercase;`;

/** The hairline frame of the site's boxes (cards, the fare finder, tables, inline code): the line colour, a small radius. */
export const framed = (radius = "4px") =>
  `border: 1px solid ${colors.line};
  border-radius: ${radius};`;

/**
 * A 24 px line icon (Lucide's stroke style, as elsewhere on the page) as a CSS image, for what only CSS
 * can draw into: a select's chevron, the date and time inputs' picker buttons. `d` holds SVG path data.
 */
export function iconImage(paths: string[], color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${color}" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${paths.map((d) => `<path d="${d}"/>`).join("")}</svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

/**
 * The admin's palette: Decap's own, so that the admin's custom widgets (src/cms/) look like its
 * built-in ones (Decap leaves inputs inside custom widgets unstyled).
 */
export const adminColors = {
  border: "#dfdfe3",
  text: "#313d3e",
  muted: "#798291",
  focus: "#3a69c7",
  field: "#fff",
  /** A read-only field: Decap's disabled grey. */
  fixedField: "#f5f5f8",
  fixedText: "#5a6270",
} as const;

/**
 * The e-mails' palette (src/booking/mail/message.ts, acknowledgement.ts): dark ink on the reader's white,
 * as mail clients show it whatever the site's colours; the house's gold would not read on white.
 */
export const mailColors = {
  ink: "#1b2433",
  muted: "#5b6475",
  rule: "#dddddd",
  note: "#666666",
  /** Text on an ink button (the office's actions, the guest's answers). */
  onInk: "#ffffff",
} as const;
