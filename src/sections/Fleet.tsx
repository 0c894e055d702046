import { css } from "@emotion/react";
import { useTranslation } from "react-i18next";
import { pick } from "../content/localize";
import type { Language, Vehicle } from "../content/types";
import { buttonGhost } from "../styles/buttons";
import { container, section } from "../styles/layout";
import { colors, media, veils } from "../styles/theme";
import { Reveal } from "../components/Reveal";
import { SectionHeading } from "../components/SectionHeading";
import { VehicleCard } from "./VehicleCard";

/** The page's id of the fleet section (not in the navigation: it belongs with the services above it). */
export const FLEET_ID = "fleet";

// A lit stage under the services: the vehicles stand out from the sections around them.
const band = css`
  ${section};
  background: ${veils.spotlight("50% 0%", "75%")};
  border-top: 1px solid ${colors.line};
`;

// Two large cards side by side from tablets up (the pictures are the point), one column on phones.
const grid = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(2, 1fr);
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const actions = css`
  display: flex;
  justify-content: center;
  margin-top: 3rem;
  ${media.mobile} {
    a {
      width: 100%;
    }
  }
`;

export function Fleet({ vehicles, language }: { vehicles: Vehicle[]; language: Language }) {
  const { t } = useTranslation();
  return (
    <section id={FLEET_ID} css={band} aria-labelledby="fleet-title">
      <div css={container}>
        <SectionHeading id="fleet-title" eyebrow={t("fleet.eyebrow")} title={t("fleet.title")} subtitle={t("fleet.subtitle")} />
        <ul css={grid}>
          {vehicles.map((vehicle, index) => (
            <Reveal as="li" key={vehicle.jsonId} delay={(index % 2) * 120}>
              <VehicleCard
                name={pick(vehicle.name, language)}
                seats={t("fleet.seats", { count: vehicle.seats })}
                bags={t("fleet.bags", { count: vehicle.luggage })}
                image={vehicle.card}
                phoneImage={vehicle.cardPhone}
                alt={pick(vehicle.pictureAlt, language)}
              />
            </Reveal>
          ))}
        </ul>
        <div css={actions}>
          <a href="#contact" css={buttonGhost}>
            {t("fleet.cta")}
          </a>
        </div>
      </div>
    </section>
  );
}
