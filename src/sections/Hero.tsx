import { css } from "@emotion/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useTranslation } from "react-i18next";
import { container } from "../styles/layout";
import { colors, fonts, GUTTER, layers, media, NAV_HEIGHT, veils, widths } from "../styles/theme";
import { buttonPrimary, buttonGhost } from "../styles/buttons";
import { HeroPicture } from "./HeroPicture";
import { LineIcon } from "../components/LineMark";

const section = css`
  position: relative;
  isolation: isolate;
  min-height: max(640px, 100svh);
  display: flex;
  align-items: center;
  padding: ${NAV_HEIGHT + 48}px ${GUTTER} 96px;
  overflow: hidden;
  background: ${colors.night};
`;

const picture = css`
  position: absolute;
  inset: 0;
  z-index: ${layers.heroArtwork};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: 70% 50%;
    ${media.mobile} {
      /* The phone's own crop is already framed on the subject (HeroPicture). */
      object-position: 50% 50%;
    }
  }
`;

const veil = css`
  position: absolute;
  inset: 0;
  z-index: ${layers.heroVeil};
  background: ${veils.heroWide};
  /*
   * Phones: the text covers the whole frame, so the veil is light where the crop's subject stands (the
   * middle) and the text carries its own soft shadow instead; it darkens again behind the buttons.
   */
  ${media.mobile} {
    background: ${veils.heroNarrow};
  }
`;

const inner = container;

const content = css`
  max-width: ${widths.heroText};
  /* Over the phone's lighter veil the words carry their own shade (the buttons have their own ground). */
  ${media.mobile} {
    h1,
    p,
    ul {
      text-shadow: 0 1px 12px ${colors.night};
    }
  }
`;

const eyebrow = css`
  display: inline-block;
  margin-bottom: 1.5rem;
  font-size: 0.8125rem;
  font-weight: 600;
  letter-spacing: 0.28em;
  text-transform: uppercase;
  color: ${colors.gold};
  ${media.mobile} {
    font-size: 0.75rem;
    letter-spacing: 0.2em;
  }
`;

const title = css`
  font-size: clamp(2.75rem, 7vw, 5.25rem);
  line-height: 1.02;
  font-weight: 500;
  letter-spacing: -0.005em;
`;

const lead = css`
  margin-top: 1.75rem;
  max-width: 34rem;
  font-size: 1.125rem;
  line-height: 1.7;
  color: ${colors.ivoryMuted};
`;

const claims = css`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 2rem;
  margin: 2rem 0 0;
  padding: 0;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.6rem;
    font-family: ${fonts.display};
    font-size: 1.35rem;
    /* Upright: the one Cormorant face loaded (500) is the first screen's; an italic would cost a font file. */
    font-weight: 500;
    font-variant-numeric: lining-nums;
    color: ${colors.ivory};
  }
  svg {
    color: ${colors.gold};
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  margin-top: 2.75rem;
  /* Stacked on phones, the two buttons take the full width, as the form's send button does. */
  ${media.mobile} {
    flex-direction: column;
  }
`;

export function Hero({ image, phoneImage }: { image: IGatsbyImageData | undefined; phoneImage?: IGatsbyImageData }) {
  const { t } = useTranslation();
  return (
    <section id="home" css={section} aria-labelledby="home-title">
      {image && <HeroPicture image={image} phoneImage={phoneImage} alt={t("hero.imageAlt")} css={picture} />}
      <div css={veil} aria-hidden="true" />
      <div css={inner}>
        <div css={content}>
          <p css={eyebrow}>{t("hero.eyebrow")}</p>
          <h1 id="home-title" css={title}>
            {t("hero.title")}
          </h1>
          <p css={lead}>{t("hero.lead")}</p>
          <ul css={claims}>
            <li>
              <LineIcon name="clock" size={20} />
              {t("hero.claimAvailable")}
            </li>
            <li>
              <LineIcon name="shieldCheck" size={20} />
              {t("hero.claimDiscretion")}
            </li>
          </ul>
          <div css={actions}>
            <a href="#services" css={buttonPrimary}>
              {t("hero.cta")}
            </a>
            <a href="#contact" css={buttonGhost}>
              {t("hero.secondaryCta")}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
