import { css } from "@emotion/react";
import { Check } from "lucide-react";
import { card, iconList } from "../styles/layout";
import { colors } from "../styles/theme";
import { Icon } from "../components/Icon";

/**
 * The cards of one row share their rows (icon, title, description, features) through subgrid, so
 * the dividers and the feature lists line up whatever the length of each text. The list item around
 * the card (Services.tsx) passes the rows on with `serviceCardCell`.
 */
export const SERVICE_CARD_ROWS = 4;

export const serviceCardCell = css`
  display: grid;
  grid-row: span ${SERVICE_CARD_ROWS};
  grid-template-rows: subgrid;
`;

const style = css`
  ${card};
  display: grid;
  grid-row: span ${SERVICE_CARD_ROWS};
  grid-template-rows: subgrid;
  row-gap: 1.25rem;
  align-items: start;
  transition:
    border-color 0.35s ease,
    transform 0.35s ease;
  &:hover {
    border-color: ${colors.lineStrong};
  }
`;

const badge = css`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border: 1px solid ${colors.lineStrong};
  border-radius: 50%;
  color: ${colors.gold};
`;

const title = css`
  font-size: 1.85rem;
`;

const description = css`
  color: ${colors.ivoryMuted};
`;

const features = css`
  ${iconList};
  margin: 0;
  padding: 1.25rem 0 0;
  border-top: 1px solid ${colors.line};
  gap: 0.65rem;
  li {
    font-size: 0.9375rem;
  }
`;

export interface ServiceCardProps {
  icon: string;
  title: string;
  description: string;
  features: string[];
}

export function ServiceCard({ icon, title: heading, description: text, features: items }: ServiceCardProps) {
  return (
    <article css={style}>
      <span css={badge}>
        <Icon name={icon} size={24} strokeWidth={1.5} />
      </span>
      <h3 css={title}>{heading}</h3>
      <p css={description}>{text}</p>
      <ul css={features}>
        {items.map((item) => (
          <li key={item}>
            <Check size={16} aria-hidden="true" />
            {item}
          </li>
        ))}
      </ul>
    </article>
  );
}
