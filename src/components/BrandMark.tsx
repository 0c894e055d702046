import { css } from "@emotion/react";
import { colors, fonts, media } from "../styles/theme";

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
  /* 320 px: the name may take two lines rather than push the page sideways. */
  ${media.narrow} {
    white-space: normal;
  }
`;

/** The brand name with its champagne lozenge, for the navigation bar and the footer. */
export function BrandMark({ brand }: { brand: string }) {
  return (
    <span css={style}>
      <svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
        <rect x="4" y="4" width="14" height="14" transform="rotate(45 11 11)" fill="none" stroke={colors.gold} strokeWidth="1.5" />
        <rect x="8" y="8" width="6" height="6" transform="rotate(45 11 11)" fill={colors.gold} />
      </svg>
      {brand}
    </span>
  );
}
