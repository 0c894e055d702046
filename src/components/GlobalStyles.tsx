import { Global, css } from "@emotion/react";
import { hasServerGlobal } from "../styles/serverStyles";
import { SMOOTH_SCROLL } from "../styles/smoothScroll";
import { colors, fonts, media, NAV_HEIGHT } from "../styles/theme";

/** Exported for the test of their adoption in the browser (__tests__/emotion-adopt.test.tsx). */
export const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  /* Once the page's script runs: the scroll to the address's #target as the page opens lands at once. */
  html[${SMOOTH_SCROLL}] {
    scroll-behavior: smooth;
  }
  html {
    /* Anchored sections land just below the fixed navigation bar. */
    scroll-padding-top: ${NAV_HEIGHT}px;
    -webkit-text-size-adjust: 100%;
    background: ${colors.night};
  }
  ${media.reducedMotion} {
    html[${SMOOTH_SCROLL}] {
      scroll-behavior: auto;
    }
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
  body {
    margin: 0;
    background: ${colors.midnight};
    color: ${colors.ivory};
    font-family: ${fonts.text};
    font-size: 1rem;
    line-height: 1.65;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
    /*
     * Only the faces of src/styles/fonts.css exist: a style or weight without its face (an editor's
     * italic, a bold) is shown in the nearest real face rather than slanted or thickened by the browser.
     */
    font-synthesis: none;
  }
  /* Bold text uses the loaded Inter 600, not a 700 that only the browser could make. */
  b,
  strong {
    font-weight: 600;
  }
  /* Controls take the page's font (the browser's default would be a system face, e.g. in the honeypot). */
  input,
  select,
  textarea,
  button {
    font: inherit;
  }
  h1,
  h2,
  h3 {
    font-family: ${fonts.display};
    font-weight: 500;
    line-height: 1.15;
    letter-spacing: 0.01em;
    /* Cormorant's old-style figures read "1oo %" in titles such as "100% discretion". */
    font-variant-numeric: lining-nums;
    margin: 0;
  }
  /* Titles break into even lines, never one word alone ("luxe"); paragraphs avoid a lone last word. */
  h1,
  h2,
  h3,
  h4 {
    text-wrap: balance;
  }
  p,
  li {
    text-wrap: pretty;
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
  }
  img {
    max-width: 100%;
    display: block;
  }
  :focus-visible {
    outline: 2px solid ${colors.goldBright};
    outline-offset: 3px;
  }
  ::selection {
    background: ${colors.gold};
    color: ${colors.night};
  }
  .visually-hidden {
    position: absolute !important;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
`;

export function GlobalStyles() {
  // The built page already has this sheet in its <head>; <Global> would move it, and the page's
  // style would be recalculated in full (gatsby/patches/emotionStyles.tsx). <Global> renders no markup
  // either way, so hydration sees the same tree.
  if (hasServerGlobal(globalStyles.name)) return null;
  return <Global styles={globalStyles} />;
}
