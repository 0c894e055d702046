import { css } from "@emotion/react";
import { colors, fonts } from "../styles/theme";

const style = css`
  display: inline-flex;
  align-items: center;
  gap: 0.7rem;
  font-family: ${fonts.display};
  font-weight: 500;
  font-size: 1.05rem;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${colors.ivory};
  white-space: nowrap;
  svg {
    flex: none;
  }
`;

/** The champagne lozenge on its 22 × 22 grid: an outlined square and a filled one, turned 45°. */
export const EMBLEM = { size: 22, outline: { at: 4, side: 14 }, core: { at: 8, side: 6 }, stroke: 1.5 } as const;

/** The mark's colours on the site's night background, and on a light one (the admin). */
const TONES = {
  dark: { text: undefined, emblem: colors.gold },
  light: { text: css`color: ${colors.night};`, emblem: colors.goldDeep },
} as const;

/** The brand name with its champagne lozenge, for the navigation bar, the footer and the admin's header. */
export function BrandMark({ brand, tone = "dark" }: { brand: string; tone?: keyof typeof TONES }) {
  const { text, emblem } = TONES[tone];
  const { size, outline, core, stroke } = EMBLEM;
  const turn = `rotate(45 ${size / 2} ${size / 2})`;
  return (
    <span css={[style, text]}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false">
        <rect x={outline.at} y={outline.at} width={outline.side} height={outline.side} transform={turn} fill="none" stroke={emblem} strokeWidth={stroke} />
        <rect x={core.at} y={core.at} width={core.side} height={core.side} transform={turn} fill={emblem} />
      </svg>
      {brand}
    </span>
  );
}
