import { css } from "@emotion/react";
import { colors, CONTAINER_MAX, GUTTER, media, widths, framed } from "./theme";

export const section = css`
  padding: clamp(5rem, 10vw, 8.5rem) ${GUTTER};
`;

export const sectionAlt = css`
  ${section};
  background: ${colors.night};
`;

/** The page's container; its parent provides the GUTTER, so every region's content starts and ends at the same x. */
export const container = css`
  width: 100%;
  max-width: ${CONTAINER_MAX}px;
  margin-inline: auto;
`;

/** The room between cards of a grid, and inside a card on either side of its content (phones: CARD_PADDING_PHONE). */
export const CARD_GAP = "1.5rem";
export const CARD_PADDING = "2rem";
export const CARD_PADDING_PHONE = "1.25rem";

/** A list of cards, as many side by side as fit with each at least `minWidth` wide. */
export const cardGridOf = (minWidth: string) => css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${CARD_GAP};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${minWidth}), 1fr));
`;

export const cardGrid = cardGridOf(widths.card);

/** Two columns, one on phones; children with `fullRow` span both. */
export const twoColumns = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const fullRow = css`
  grid-column: 1 / -1;
`;

/** Rows (`rows`: their selector) that each start with a gold icon, `iconTop` lowering it level with the first line of text. */
export const iconRows = (rows: string, gap: string, iconTop: string) => css`
  ${rows} {
    display: flex;
    gap: ${gap};
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: ${iconTop};
    color: ${colors.gold};
  }
`;

/** A list whose items each start with an icon, the icon level with the first line of text. */
export const iconList = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  ${iconRows("li", "0.65rem", "0.3rem")};
`;

/** Two columns of `columns` side by side on wide screens, stacked (`gap` apart) below; `wideGap` when wide, if another. */
export const wideColumns = (columns: string, gap: string, wideGap?: string) => css`
  display: grid;
  gap: ${gap};
  align-items: start;
  ${media.wide} {
    grid-template-columns: ${columns};
    ${wideGap ? `gap: ${wideGap};` : ""}
  }
`;

export const card = css`
  height: 100%;
  padding: 2.25rem ${CARD_PADDING};
  /* One padding for every card at each width, so cards side by side or stacked line up inside. */
  ${media.mobile} {
    padding: 1.75rem ${CARD_PADDING_PHONE};
  }
  background: linear-gradient(180deg, ${colors.surfaceRaised} 0%, ${colors.surface} 100%);
  ${framed()}
`;
