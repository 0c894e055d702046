import { css } from "@emotion/react";
import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { pick } from "../content/localize";
import { mailtoHref, telHref, whatsappHref } from "../booking/catalogue/channels";
import { LEGAL_PAGES } from "../legal/list";
import { LEGAL_PATHS } from "../legal/pages";
import type { Language, SiteContent } from "../content/types";
import { useCurrentYear } from "../hooks/useCurrentYear";
import { iconButton } from "../styles/buttons";
import { container, iconRows } from "../styles/layout";
import { capsLabel, colors, fonts, GUTTER, media } from "../styles/theme";
import { BrandMark } from "./BrandMark";
import { SECTIONS } from "../navigation/sections";
import { SocialIcon, WhatsAppIcon } from "./SocialIcon";
import { Tooltip } from "./Tooltip";
import { AddressBreaks } from "./AddressBreaks";

const footer = css`
  background: ${colors.night};
  border-top: 1px solid ${colors.line};
  padding: 4.5rem ${GUTTER} 2rem;
  font-size: 0.9375rem;
  color: ${colors.ivoryMuted};
`;

const grid = css`
  ${container};
  display: grid;
  gap: 3rem;
  grid-template-columns: 1fr;
  ${media.small} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.wide} {
    grid-template-columns: 2fr 1fr 1.5fr;
  }
  h2 {
    margin-bottom: 1.25rem;
    font-family: ${fonts.text};
    ${capsLabel("0.75rem", "0.22em")}
    color: ${colors.gold};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.6rem;
  }
  a {
    text-decoration: none;
    transition: color 0.2s ease;
    &:hover {
      color: ${colors.goldBright};
    }
  }
`;

const brandColumn = css`
  display: grid;
  gap: 1.25rem;
  align-content: start;
  p {
    max-width: 26rem;
  }
`;

const socials = css`
  display: flex;
  gap: 0.75rem;
  a {
    ${iconButton};
    color: ${colors.ivory};
    &:hover {
      border-color: ${colors.gold};
    }
  }
`;

const contactList = iconRows("li, a", "0.7rem", "0.25rem");

const bottom = css`
  ${container};
  margin-top: 3.5rem;
  padding-top: 1.75rem;
  border-top: 1px solid ${colors.line};
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 1rem;
  font-size: 0.875rem;
  /*
   * The four legal links never wrap as 3 + 1 (one alone on a line): a column on phones, like the
   * footer's other lists, two pairs in between, one row on wide screens.
   */
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: max-content;
    gap: 0.5rem 1.5rem;
    ${media.small} {
      grid-template-columns: repeat(2, max-content);
    }
    ${media.wide} {
      grid-template-columns: repeat(4, max-content);
    }
  }
  a {
    white-space: nowrap;
    text-decoration: none;
    &:hover {
      color: ${colors.goldBright};
    }
  }
`;

interface FooterProps {
  site: SiteContent;
  language: Language;
  buildYear: number;
  /** content/company.json's WhatsApp number; empty: no WhatsApp link. */
  whatsapp: string;
  /** Where the sections are: "" on the home page, the home page's address on the other pages. */
  home?: string;
}

export function Footer({ site, language, buildYear, whatsapp, home = "" }: FooterProps) {
  const { t } = useTranslation();
  const year = useCurrentYear(buildYear);
  // A network shows its icon only once its address is set (content/site.json `social`).
  const networks = (["facebook", "instagram"] as const).filter((network) => site.social[network].trim() !== "");
  return (
    <footer css={footer}>
      <div css={grid}>
        <div css={brandColumn}>
          <BrandMark brand={site.brand} />
          <p>{t("footer.description")}</p>
          {networks.length > 0 && (
            <div css={socials} role="group" aria-label={t("footer.followUs")}>
              {networks.map((network) => (
                <Tooltip key={network} label={t(`footer.${network}`)}>
                  <a href={site.social[network]} aria-label={t(`footer.${network}`)} rel="noopener noreferrer">
                    <SocialIcon network={network} />
                  </a>
                </Tooltip>
              ))}
            </div>
          )}
        </div>
        <nav aria-labelledby="footer-links-title">
          <h2 id="footer-links-title">{t("footer.quickLinks")}</h2>
          <ul>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`${home}#${id}`}>{t(`nav.${id}`)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2>{t("footer.contactTitle")}</h2>
          <ul css={contactList}>
            <li>
              <MapPin size={16} aria-hidden="true" />
              {pick(site.city, language)}
            </li>
            {/* Icon and text in one link: one tab stop, one target. */}
            <li>
              <a href={mailtoHref(site.email)}>
                <Mail size={16} aria-hidden="true" />
                <bdi dir="ltr">
                  <AddressBreaks text={site.email} />
                </bdi>
              </a>
            </li>
            {site.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>
                  <Phone size={16} aria-hidden="true" />
                  <bdi dir="ltr">{phone}</bdi>
                </a>
              </li>
            ))}
            {whatsapp && (
              <li>
                {/* The name starts with the visible word (WCAG 2.5.3); the number is for screen readers. */}
                <a href={whatsappHref(whatsapp, t("contact.whatsapp.greeting"))} rel="noopener noreferrer">
                  <WhatsAppIcon size={16} />
                  {t("contact.whatsapp.label")}
                  <span className="visually-hidden"> ({whatsapp})</span>
                </a>
              </li>
            )}
            <li>
              <Clock size={16} aria-hidden="true" />
              {t("footer.available")}
            </li>
          </ul>
        </div>
      </div>
      <div css={bottom}>
        <p>{t("footer.copyright", { year, brand: site.brand })}</p>
        <ul aria-label={t("footer.legal")}>
          {LEGAL_PAGES.map((key) => (
            <li key={key}>
              <a href={LEGAL_PATHS[key][language]}>{t(`footer.${key}`)}</a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
