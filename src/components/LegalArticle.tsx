import { css } from "@emotion/react";
import type { LegalSection } from "./legalContents";
import { capsLabel, colors, fonts, media, NAV_HEIGHT, tints, veils, widths, framed } from "../styles/theme";

/** The brand's mark (BrandMark's diamond), small and gold: the bullet of the legal texts' lists and contents. */
const diamond = css`
  content: "";
  position: absolute;
  inset-inline-start: 0.2rem;
  top: 0.72em;
  width: 0.34rem;
  height: 0.34rem;
  background: ${colors.gold};
  transform: rotate(45deg);
`;

/** Long-form text in the house style: used by the legal pages and by the admin's preview of them. */
export const prose = css`
  max-width: ${widths.prose};
  margin: 0 auto;
  color: ${colors.ivoryMuted};
  font-size: 1.0625rem;
  line-height: 1.75;
  ${media.mobile} {
    font-size: 1rem;
    line-height: 1.7;
  }
  h2 {
    margin: 3rem 0 1rem;
    padding-top: 2.25rem;
    border-top: 1px solid ${tints.divider};
    font-size: clamp(1.6rem, 3vw, 2rem);
    color: ${colors.ivory};
  }
  > h2:first-child {
    margin-top: 0;
    padding-top: 0;
    border-top: 0;
  }
  h3 {
    margin: 2rem 0 0.6rem;
    font-family: ${fonts.text};
    ${capsLabel("0.8125rem", "0.14em")}
    color: ${colors.gold};
  }
  p,
  ul,
  ol,
  table {
    margin: 0 0 1.15rem;
  }
  /* Lists in the brand's marks, not the browser's bullets: a gold diamond, or a gold figure when numbered. */
  ul,
  ol {
    list-style: none;
    padding: 0;
  }
  li {
    position: relative;
    padding-inline-start: 1.5rem;
  }
  ul > li::before {
    ${diamond};
  }
  ol {
    counter-reset: item;
  }
  ol > li {
    counter-increment: item;
  }
  ol > li::before {
    content: counter(item) ".";
    position: absolute;
    inset-inline-start: 0;
    font-family: ${fonts.display};
    font-size: 1.15em;
    line-height: inherit;
    color: ${colors.gold};
    font-variant-numeric: lining-nums;
  }
  li + li {
    margin-top: 0.5rem;
  }
  li > ul,
  li > ol {
    margin: 0.5rem 0 0;
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
    ${framed("3px")}
    color: ${colors.ivory};
    /* A name that wraps (at its hyphens) keeps its frame on each line, never cut open at the line's end. */
    -webkit-box-decoration-break: clone;
    box-decoration-break: clone;
  }
  /* No scrolling box (it would need a tab stop): the table fits, long names wrap. */
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.9375rem;
    line-height: 1.55;
    ${media.mobile} {
      font-size: 0.875rem;
    }
  }
  th,
  td {
    padding: 0.6rem 0.9rem;
    border: 1px solid ${colors.line};
    text-align: start;
    vertical-align: top;
    /* Columns as wide as their longest word in the longest language: words break at the language's hyphenation
       points (lang on <html>, soft hyphens from content), inside a word only when it alone is wider than the
       cell; "anywhere" let the table narrow a column below its words ("Speic/herort", "Sessio/n"). */
    overflow-wrap: break-word;
    hyphens: auto;
    ${media.mobile} {
      padding: 0.5rem 0.6rem;
    }
  }
  th {
    color: ${colors.ivory};
    font-weight: 600;
  }
  /* Phones: each row a card, each value under its column's name (data-label, from legalContents.ts), so no
     header is broken in the middle of a word. */
  ${media.mobile} {
    table,
    tbody,
    tr,
    td {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tr {
      margin-bottom: 0.75rem;
      padding: 0.6rem 1rem;
      ${framed()}
      background: ${colors.surface};
    }
    td {
      padding: 0.35rem 0;
      border: 0;
      overflow-wrap: break-word;
    }
    td + td {
      border-top: 1px solid ${tints.divider};
    }
    /* The row's name, as the card's title. */
    td:first-child {
      color: ${colors.ivory};
      font-weight: 600;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.75rem;
      font-weight: 600;
      letter-spacing: 0.12em;
      text-transform: uppercase;
      color: ${colors.gold};
    }
  }
`;

export const legalMain = css`
  display: block;
  padding: calc(${NAV_HEIGHT}px + clamp(3rem, 8vw, 5rem)) 1.5rem clamp(4rem, 8vw, 6rem);
  background: ${veils.spotlight("50% 0%", "60%")};
  h1 {
    max-width: ${widths.prose};
    margin: 0 auto 2rem;
    font-size: clamp(2.5rem, 6vw, 3.75rem);
    color: ${colors.ivory};
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;

/** The table of contents: a framed list of the sections, gold diamonds, two columns where there is room. */
const contents = css`
  max-width: ${widths.prose};
  margin: 0 auto 3rem;
  padding: 1.5rem 1.75rem 1.6rem;
  ${framed()}
  background: ${colors.surface};
  ${media.mobile} {
    padding: 1.25rem 1.25rem 1.35rem;
  }
  h2 {
    margin: 0 0 0.9rem;
    font-family: ${fonts.text};
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.14em;
    line-height: 1.4;
    text-transform: uppercase;
    color: ${colors.gold};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    ${media.small} {
      columns: 2;
      column-gap: 2.5rem;
    }
  }
  li {
    position: relative;
    padding-inline-start: 1.5rem;
    break-inside: avoid;
  }
  li::before {
    ${diamond};
    top: 0.95em;
  }
  a {
    display: block;
    padding: 0.4rem 0;
    line-height: 1.45;
    color: ${colors.ivory};
    text-decoration: none;
    &:hover {
      color: ${colors.goldBright};
      text-decoration: underline;
      text-underline-offset: 0.2em;
    }
  }
`;

/** A long legal page's table of contents: a link to each section (ids from ./legalContents.ts). */
export function LegalContents({ title, sections }: { title: string; sections: LegalSection[] }) {
  return (
    <nav css={contents} aria-labelledby="legal-contents-title">
      <h2 id="legal-contents-title">{title}</h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Build-time HTML of a legal text (src/legal/render.ts): the site's own Markdown, never visitor input. */
export function LegalArticle({ html }: { html: string }) {
  return <div css={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
