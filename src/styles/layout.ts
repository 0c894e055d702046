import { css } from "@emotion/react";
import { colors, CONTAINER_MAX, GUTTER, media } from "./theme";

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

export const cardGrid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
`;

export const card = css`
  height: 100%;
  padding: 2.25rem 2rem;
  /* One padding for every card at each width, so cards side by side or stacked line up inside. */
  ${media.mobile} {
    padding: 1.75rem 1.25rem;
  }
  background: linear-gradient(180deg, ${colors.surfaceRaised} 0%, ${colors.surface} 100%);
  border: 1px solid ${colors.line};
  border-radius: 4px;
`;
