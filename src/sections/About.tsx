import { css } from "@emotion/react";
import { useTranslation } from "react-i18next";
import type { AboutPillar } from "../content/types";
import { card, cardGridOf, container, sectionAlt, wideColumns } from "../styles/layout";
import { colors, widths } from "../styles/theme";
import { Icon } from "../components/Icon";
import { Reveal } from "../components/Reveal";
import { SectionHeading } from "../components/SectionHeading";

const layout = wideColumns("5fr 7fr", "3rem", "5rem");

const story = css`
  display: grid;
  gap: 1.25rem;
  margin-top: 1.75rem;
  font-size: 1.0625rem;
  color: ${colors.ivoryMuted};
`;

const pillars = css`
  ${cardGridOf(widths.pillar)};
  gap: 1.25rem;
`;

const pillar = css`
  ${card};
  padding: 1.75rem;
  h3 {
    margin: 1rem 0 0.5rem;
    font-size: 1.5rem;
  }
  p {
    font-size: 0.9375rem;
    color: ${colors.ivoryMuted};
  }
  svg {
    color: ${colors.gold};
  }
`;

export function About() {
  const { t } = useTranslation();
  const paragraphs = t("about.paragraphs", { returnObjects: true }) as string[];
  const items = t("about.pillars", { returnObjects: true }) as AboutPillar[];
  return (
    <section id="about" css={sectionAlt} aria-labelledby="about-title">
      <div css={[container, layout]}>
        <div>
          <SectionHeading id="about-title" eyebrow={t("about.eyebrow")} title={t("about.title")} align="start" />
          <div css={story}>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ul css={pillars}>
          {items.map((item, index) => (
            <Reveal as="li" key={item.title} delay={(index % 2) * 120}>
              <div css={pillar}>
                <Icon name={item.icon} size={26} strokeWidth={1.5} />
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  );
}
