import { css } from "@emotion/react";
import { useTranslation } from "react-i18next";
import { pick } from "../content/localize";
import type { Language, Region } from "../content/types";
import { cardGrid, container, section } from "../styles/layout";
import { media } from "../styles/theme";
import { RegionCard } from "./RegionCard";
import { Reveal } from "../components/Reveal";
import { SectionHeading } from "../components/SectionHeading";

// The primary region spans the row above the others, so no card sits beside an empty space.
const grid = css`
  ${cardGrid};
  ${media.wide} {
    grid-template-columns: repeat(3, 1fr);
  }
  > li:first-of-type {
    grid-column: 1 / -1;
  }
`;

export function ServiceArea({ regions, language }: { regions: Region[]; language: Language }) {
  const { t } = useTranslation();
  // The primary region leads, whatever its place in the file.
  const ordered = [...regions].sort((a, b) => Number(b.primary) - Number(a.primary));
  return (
    <section id="area" css={section} aria-labelledby="area-title">
      <div css={container}>
        <SectionHeading id="area-title" eyebrow={t("area.eyebrow")} title={t("area.title")} subtitle={t("area.subtitle")} />
        <ul css={grid}>
          {ordered.map((region, index) => {
            const name = pick(region.name, language);
            return (
              <Reveal as="li" key={region.jsonId} delay={index === 0 ? 0 : ((index - 1) % 3) * 120}>
                <RegionCard
                  name={name}
                  cities={region.cities.map((city) => pick(city, language))}
                  primary={region.primary}
                  badgeLabel={t("area.primaryBadge")}
                  primaryNote={t("area.preferentialRates")}
                  citiesLabel={t("area.citiesLabel", { region: name })}
                />
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
