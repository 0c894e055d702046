import { css } from "@emotion/react";
import { KeepCompounds } from "../components/KeepCompounds";
import { bookLink, cellLabel, onRequestText, priceText } from "../styles/rateTable";
import { media } from "../styles/theme";

const cell = css`
  white-space: nowrap;
`;

const inner = css`
  flex: 1 1 100%;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.9rem;
  /* Phones: the class, its price and "Book" on one line, prices and links in columns of their own
     (a long class name wraps in its column); under 360 px the class takes a line above them. */
  ${media.mobile} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto 5.5rem;
    align-items: center;
    gap: 0 0.75rem;
    > :nth-child(2) {
      text-align: end;
    }
    > :nth-child(2):last-child {
      grid-column: 2 / -1;
    }
  }
  ${media.narrow} {
    grid-template-columns: minmax(0, 1fr) auto;
    padding-top: 0.4rem;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

interface FareCellProps {
  /** The column's name (the vehicle class), shown beside the price on phones. */
  label: string;
  /** The formatted price, or undefined for "on request". */
  price?: string;
  onRequest: string;
  book?: { href: string; text: string; label: string; fare: string };
}

/** One price of the fixed-price transfers: the amount and its "Book" link, or "on request". */
export function FareCell({ label, price, onRequest, book }: FareCellProps) {
  return (
    <td css={cell}>
      <div css={inner}>
        <span css={cellLabel}>
          <KeepCompounds text={label} />
        </span>
        {price ? <span css={priceText}>{price}</span> : <span css={onRequestText}>{onRequest}</span>}
        {price && book && (
          <a css={bookLink} href={book.href} aria-label={book.label} data-fare={book.fare}>
            {book.text}
          </a>
        )}
      </div>
    </td>
  );
}
