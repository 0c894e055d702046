import { css } from "@emotion/react";
import { MapPin, Star } from "lucide-react";
import { card, CARD_GAP, CARD_PADDING } from "../styles/layout";
import { colors, media } from "../styles/theme";

/*
 * One rule for the band and the cards: the content fills its card from the card's left edge, the name,
 * then the places. The primary region spans the row as a band; from the wide layout up it sets its name,
 * its note and its places side by side on the columns of the cards under it (the column gap is the grid's
 * gap plus both cards' padding, so each part starts where a card's content starts), never as a narrow
 * column in its middle.
 */
const style = css`
  ${card};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  text-align: start;
  &[data-primary="true"] {
    border-color: ${colors.gold};
    background: linear-gradient(160deg, ${colors.surfaceGlow} 0%, ${colors.surface} 70%);
    ${media.wide} {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      align-items: center;
      column-gap: calc(${CARD_GAP} + 2 * ${CARD_PADDING});
    }
  }
  h3 {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    font-size: 1.75rem;
  }
  h3 svg {
    flex: none;
    color: ${colors.gold};
  }
`;

const badge = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  margin-bottom: 1rem;
  padding: 0.3rem 0.75rem;
  border-radius: 999px;
  background: ${colors.gold};
  color: ${colors.night};
  font-size: 0.75rem;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

const note = css`
  font-size: 0.9375rem;
  color: ${colors.goldBright};
`;

/**
 * The places, set as text (they lead nowhere, so nothing about them says "press me"): a line of names with
 * a gold point before each. The list reaches one step left of the content's edge and that strip is clipped,
 * so the point of the first name on each line (wrapped or not) is hidden: points only ever sit between names.
 */
const STEP = "1.6rem";
const cities = css`
  list-style: none;
  margin: 0 0 0 calc(-1 * ${STEP});
  padding: 0;
  clip-path: inset(0 0 0 ${STEP});
  display: flex;
  flex-wrap: wrap;
  row-gap: 0.35rem;
  font-size: 1rem;
  line-height: 1.5;
  color: ${colors.ivory};
  li {
    position: relative;
    padding-inline-start: ${STEP};
  }
  li::before {
    content: "";
    position: absolute;
    inset-inline-start: calc(${STEP} / 2 - 2px);
    top: calc(50% - 2px);
    width: 4px;
    height: 4px;
    border-radius: 50%;
    background: ${colors.gold};
  }
`;

export interface RegionCardProps {
  name: string;
  cities: string[];
  primary: boolean;
  badgeLabel: string;
  primaryNote: string;
  citiesLabel: string;
}

export function RegionCard({ name, cities: places, primary, badgeLabel, primaryNote, citiesLabel }: RegionCardProps) {
  return (
    <article css={style} data-primary={primary}>
      <div>
        {primary && (
          <p css={badge}>
            <Star size={12} aria-hidden="true" fill="currentColor" />
            {badgeLabel}
          </p>
        )}
        <h3>
          <MapPin size={22} strokeWidth={1.5} aria-hidden="true" />
          {name}
        </h3>
      </div>
      {primary && <p css={note}>{primaryNote}</p>}
      <ul css={cities} aria-label={citiesLabel}>
        {places.map((city) => (
          <li key={city}>{city}</li>
        ))}
      </ul>
    </article>
  );
}
