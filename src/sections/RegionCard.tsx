import { css } from "@emotion/react";
import { MapPin, Star } from "lucide-react";
import { card } from "../styles/layout";
import { colors, fonts, media } from "../styles/theme";

/*
 * One rule for the band and the cards: the content fills its card from the card's left edge, the name
 * above its places. The primary region spans the row as a band; from the wide layout up it sets its name
 * in the first third and its places across the other two, so it reads on the same columns as the cards
 * under it rather than as a narrow column in its middle.
 */
const style = css`
  ${card};
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 1.1rem;
  text-align: left;
  &[data-primary="true"] {
    border-color: ${colors.gold};
    background: linear-gradient(160deg, ${colors.surfaceGlow} 0%, ${colors.surface} 70%);
    ${media.wide} {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
      align-items: center;
      gap: 1.1rem 3rem;
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
  margin-top: 0.6rem;
  font-size: 0.9375rem;
  color: ${colors.goldBright};
`;

/** The places, set as text (they lead nowhere, so nothing about them says "press me"): a line of names, a gold point between them. */
const cities = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  row-gap: 0.35rem;
  font-size: 1rem;
  line-height: 1.5;
  color: ${colors.ivory};
  /* After a name rather than before the next, so a wrapped line never starts with a point. */
  li:not(:last-child)::after {
    content: "";
    display: inline-block;
    width: 4px;
    height: 4px;
    margin: 0 0.75rem;
    border-radius: 50%;
    background: ${colors.gold};
    vertical-align: middle;
  }
  [data-primary="true"] > & {
    font-family: ${fonts.display};
    font-size: 1.5rem;
    line-height: 1.35;
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
        {primary && <p css={note}>{primaryNote}</p>}
      </div>
      <ul css={cities} aria-label={citiesLabel}>
        {places.map((city) => (
          <li key={city}>{city}</li>
        ))}
      </ul>
    </article>
  );
}
