import { css } from "@emotion/react";
import { colors, fonts, media, tints, framed } from "./theme";

/**
 * The Rates section's tables: a real <table> with its headers on wide screens; on phones each row becomes a
 * card (its <th> on top, each cell a line with its column's name beside the price), so that nothing
 * scrolls sideways at 320 px and every price is readable at 390 px, with no script.
 */
export const rateTable = css`
  width: 100%;
  border-collapse: collapse;
  caption {
    margin-bottom: 0.75rem;
    text-align: start;
    font: 500 1.5rem/1.2 ${fonts.display};
    color: ${colors.ivory};
  }
  th,
  td {
    padding: 0.85rem 1rem;
    border-bottom: 1px solid ${tints.divider};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    padding-top: 0.5rem;
    padding-bottom: 0.5rem;
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${colors.ivoryMuted};
    border-bottom-color: ${colors.lineStrong};
    white-space: nowrap;
  }
  tbody th {
    /* Room for a vehicle's name on two lines at most beside a long "on request" reason. */
    min-width: 9rem;
    font-weight: 400;
    color: ${colors.ivory};
  }
  th:first-of-type {
    padding-inline-start: 0;
  }
  ${media.mobile} {
    &,
    tbody,
    tr,
    th,
    td {
      display: block;
    }
    thead {
      display: none;
    }
    caption {
      display: block;
    }
    tr {
      margin-bottom: 0.75rem;
      padding: 0.9rem 1rem 0.2rem;
      ${framed()}
      background: ${colors.surface};
    }
    th,
    td {
      padding: 0;
      border: 0;
    }
    tbody th {
      min-width: 0;
      margin-bottom: 0.3rem;
      font: 500 1.25rem/1.25 ${fonts.display};
    }
    td {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0 0.75rem;
      min-height: 44px;
      border-top: 1px solid ${tints.divider};
    }
  }
`;

/** A cell's column name, shown beside the price on phones only (the table's header says it on wide screens). */
export const cellLabel = css`
  display: none;
  ${media.mobile} {
    display: block;
    flex: 1 1 8rem;
    /* A long class name wraps in its own column, never under the price beside it. */
    white-space: normal;
    overflow-wrap: anywhere;
    font-size: 0.875rem;
    color: ${colors.ivoryMuted};
  }
`;

/**
 * Figures of equal width, so prices line up down a column. Set on the numbers only, never on a cell or the
 * table: Inter's tabular feature widens the hyphen too, and "Mercedes S-Class" read "S - Class".
 */
export const figures = css`
  font-variant-numeric: tabular-nums;
`;

export const priceText = css`
  ${figures};
  font-weight: 600;
  color: ${colors.ivory};
  white-space: nowrap;
`;

/** "On request", and the reason the owner may give with it: a short label stays on a line, a reason wraps in its column. */
export const onRequestText = css`
  color: ${colors.ivoryMuted};
  text-wrap: pretty;
`;

/** A "Book" link of the tables: a real link (it works without script: it opens the form with the fare or the service), 44 px tall on phones. */
export const bookLink = css`
  display: inline-flex;
  align-items: center;
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${colors.gold};
  text-decoration: underline;
  text-decoration-color: ${colors.lineStrong};
  text-underline-offset: 0.3em;
  &:hover {
    color: ${colors.goldBright};
    text-decoration-color: currentColor;
  }
  ${media.mobile} {
    justify-content: flex-end;
    min-height: 44px;
    letter-spacing: 0.06em;
  }
`;
