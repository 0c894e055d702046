import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Briefcase, Users } from "lucide-react";
import { colors, fonts, media, framed } from "../styles/theme";
import { VehiclePicture } from "./VehiclePicture";

const style = css`
  height: 100%;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: linear-gradient(180deg, ${colors.surfaceRaised} 0%, ${colors.surface} 100%);
  ${framed()}
  transition: border-color 0.35s ease;
  &:hover {
    border-color: ${colors.lineStrong};
  }
`;

// The frame's proportions are set here for each screen, as the picture's crops are (VehiclePicture).
const frame = css`
  display: block;
  border-bottom: 1px solid ${colors.line};
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    ${media.mobile} {
      aspect-ratio: 4 / 3;
    }
  }
`;

const body = css`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.75rem 2rem 2rem;
  ${media.mobile} {
    padding: 1.5rem 1.25rem 1.75rem;
  }
`;

const name = css`
  font-size: 1.85rem;
`;

const capacity = css`
  list-style: none;
  margin: 0;
  padding: 1rem 0 0;
  border-top: 1px solid ${colors.line};
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.75rem;
  /* One line each on phones, so every card reads the same whatever the length of its words. */
  ${media.mobile} {
    flex-direction: column;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    font: 400 0.9375rem/1.4 ${fonts.text};
    color: ${colors.ivoryMuted};
  }
  svg {
    flex: none;
    color: ${colors.gold};
  }
`;

export interface VehicleCardProps {
  name: string;
  seats: string;
  bags: string;
  image?: IGatsbyImageData | null;
  phoneImage?: IGatsbyImageData | null;
  alt: string;
}

/** A vehicle of the fleet: its picture, its name and what it carries. */
export function VehicleCard({ name: title, seats, bags, image, phoneImage, alt }: VehicleCardProps) {
  return (
    <article css={style}>
      {image && <VehiclePicture image={image} phoneImage={phoneImage} alt={alt} css={frame} />}
      <div css={body}>
        <h3 css={name}>{title}</h3>
        <ul css={capacity}>
          <li>
            <Users size={18} strokeWidth={1.5} aria-hidden="true" />
            {seats}
          </li>
          <li>
            <Briefcase size={18} strokeWidth={1.5} aria-hidden="true" />
            {bags}
          </li>
        </ul>
      </div>
    </article>
  );
}
