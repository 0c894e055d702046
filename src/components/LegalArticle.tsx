import { css } from "@emotion/react";
import { colors, fonts, NAV_HEIGHT, veils } from "../styles/theme";

/** Long-form text in the house style: used by the legal pages and by the admin's preview of them. */
export const prose = css`
  max-width: 46rem;
  margin: 0 auto;
  color: ${colors.ivoryMuted};
  line-height: 1.7;
  h2 {
    margin: 2.75rem 0 1rem;
    font-size: clamp(1.6rem, 3vw, 2rem);
    color: ${colors.ivory};
  }
  p,
  ul,
  table {
    margin: 0 0 1.1rem;
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 0.35rem;
  }
  strong {
    color: ${colors.ivory};
    font-weight: 600;
  }
  a {
    color: ${colors.gold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
    overflow-wrap: anywhere;
    &:hover {
      color: ${colors.goldBright};
    }
  }
  code {
    font-family: ${fonts.text};
    font-size: 0.9em;
    padding: 0.1em 0.35em;
    border: 1px solid ${colors.line};
    border-radius: 3px;
    color: ${colors.ivory};
  }
  /* No scrolling box (it would need a tab stop): the table fits, long names wrap. */
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9375rem;
  }
  th,
  td {
    padding: 0.6rem 0.9rem;
    border: 1px solid ${colors.line};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  th {
    color: ${colors.ivory};
    font-weight: 600;
  }
`;

export const legalMain = css`
  display: block;
  padding: calc(${NAV_HEIGHT}px + clamp(3rem, 8vw, 5rem)) 1.5rem clamp(4rem, 8vw, 6rem);
  background: ${veils.spotlight("50% 0%", "60%")};
  h1 {
    max-width: 46rem;
    margin: 0 auto 2rem;
    font-size: clamp(2.5rem, 6vw, 3.75rem);
    color: ${colors.ivory};
  }
`;

/** Build-time HTML of a legal text (src/legal/render.ts): the site's own Markdown, never visitor input. */
export function LegalArticle({ html }: { html: string }) {
  return <div css={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
