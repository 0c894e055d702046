import { css } from "@emotion/react";
import { colors, easing, fonts, media, tints } from "./theme";

const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.6rem;
  min-height: 52px;
  padding: 0 2rem;
  border-radius: 999px;
  font: 600 0.875rem/1.2 ${fonts.text};
  letter-spacing: 0.12em;
  /* A label on two lines (the narrowest phones) stays centred, its lines apart. */
  text-align: center;
  text-transform: uppercase;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.3s ${easing},
    color 0.3s ${easing},
    border-color 0.3s ${easing},
    transform 0.3s ${easing};
  /* Sized for the longest language: a phone's button holds "Unsere Leistungen entdecken" on one line from 360 px up
     (less room around the label and between its capitals; 0.12em and 2rem put it on two at 390 px). */
  ${media.mobile} {
    padding: 0 1.25rem;
    letter-spacing: 0.08em;
  }
  &:disabled,
  &[aria-disabled="true"] {
    cursor: progress;
    opacity: 0.75;
  }
`;

export const buttonPrimary = css`
  ${button};
  border: 1px solid ${colors.gold};
  background: ${colors.gold};
  color: ${colors.night};
  &:hover:not(:disabled):not([aria-disabled="true"]) {
    background: ${colors.goldBright};
    border-color: ${colors.goldBright};
  }
`;

export const buttonGhost = css`
  ${button};
  border: 1px solid ${tints.ghostBorder};
  background: transparent;
  color: ${colors.ivory};
  &:hover {
    border-color: ${colors.gold};
    color: ${colors.goldBright};
  }
`;

/** The round, 44 px (touch-size) frame of icon-only controls: menu toggle, contact shortcuts, socials. */
export const iconButton = css`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${colors.lineStrong};
  border-radius: 50%;
  background: transparent;
  transition:
    background-color 0.25s ease,
    border-color 0.25s ease,
    color 0.25s ease;
`;

/** The header's gold outline pill (the desktop call, the open menu's Call and WhatsApp): sizes set by each. */
export const goldPill = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 1px solid ${colors.gold};
  border-radius: 999px;
  font-weight: 600;
  line-height: 1;
  font-family: ${fonts.text};
  text-transform: uppercase;
  text-decoration: none;
  color: ${colors.gold};
`;
