import { css } from "@emotion/react";
import { colors } from "./theme";

export const section = css`
  padding: clamp(5rem, 10vw, 8.5rem) 1.5rem;
`;

export const sectionAlt = css`
  ${section};
  background: ${colors.night};
`;

export const container = css`
  max-width: 1240px;
  margin: 0 auto;
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
  background: linear-gradient(180deg, ${colors.surfaceRaised} 0%, ${colors.surface} 100%);
  border: 1px solid ${colors.line};
  border-radius: 4px;
`;
