import { css } from "@emotion/react";
import { MapPin, Star } from "lucide-react";
import { card } from "../styles/layout";
import { colors, media } from "../styles/theme";

/*
 * Balanced cards: each card's content sits in its middle, so a card taller than its content (its row's
 * height) shows even margins rather than an empty lower half. The primary region spans the row as a band
 * centred on the same axis as the cards under it, so the section reads on one rule at every width.
 */
const style = css`
  ${card};
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  text-align: center;
  &[data-primary="true"] {
    border-color: ${colors.gold};
    background: linear-gradient(160deg, ${colors.surfaceGlow} 0%, ${colors.surface} 70%);
    ${media.wide} {
      > ul {
        max-width: 52rem;
      }
    }
  }
  h3 {
    display: flex;
    align-items: center;
    justify-content: center;
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
  margin-top: 0.75rem;
  font-size: 0.9375rem;
  color: ${colors.goldBright};
`;

const cities = css`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.5rem;
  li {
    padding: 0.35rem 0.85rem;
    border: 1px solid ${colors.line};
    border-radius: 999px;
    font-size: 0.875rem;
    color: ${colors.ivory};
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
      <ul css={cities} aria-label={citiesLabel}>
        {places.map((city) => (
          <li key={city}>{city}</li>
        ))}
      </ul>
    </article>
  );
}
