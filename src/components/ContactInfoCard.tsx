import { css } from "@emotion/react";
import { CalendarClock, Mail, MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { telHref } from "../content/localize";
import type { SiteContent } from "../content/types";
import { iconButton } from "../styles/buttons";
import { card } from "../styles/layout";
import { colors } from "../styles/theme";
import { Tooltip } from "./Tooltip";

const style = css`
  ${card};
  height: auto;
  display: grid;
  gap: 2rem;
  align-content: start;
  h3 {
    font-size: 1.75rem;
  }
  h4 {
    margin: 0 0 0.6rem;
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.2em;
    text-transform: uppercase;
    color: ${colors.gold};
  }
`;

const rows = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.85rem;
  }
  a {
    text-decoration: none;
    border-bottom: 1px solid transparent;
    transition: border-color 0.25s ease;
    overflow-wrap: anywhere;
    &:hover {
      border-bottom-color: ${colors.gold};
    }
  }
`;

const shortcut = css`
  ${iconButton};
  color: ${colors.gold};
  &:hover {
    background: ${colors.gold};
    color: ${colors.night};
  }
`;

const notice = css`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${colors.ivoryMuted};
  li {
    display: flex;
    gap: 0.6rem;
  }
  svg {
    flex: none;
    margin-top: 0.25rem;
    color: ${colors.gold};
  }
`;

export function ContactInfoCard({ site }: { site: SiteContent }) {
  const { t } = useTranslation();
  return (
    <aside css={style} aria-labelledby="contact-info-title">
      <h3 id="contact-info-title">{t("contact.info.title")}</h3>
      <div>
        <h4>{t("contact.info.phone")}</h4>
        <ul css={rows}>
          {site.phones.map((phone) => {
            const label = t("contact.info.callLabel", { phone });
            return (
              <li key={phone}>
                <Tooltip label={label}>
                  <a href={telHref(phone)} css={shortcut} aria-label={label}>
                    <Phone size={18} aria-hidden="true" />
                  </a>
                </Tooltip>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h4>{t("contact.info.email")}</h4>
        <ul css={rows}>
          <li>
            <Tooltip label={t("contact.info.emailLabel", { email: site.email })}>
              <a href={`mailto:${site.email}`} css={shortcut} aria-label={t("contact.info.emailLabel", { email: site.email })}>
                <Mail size={18} aria-hidden="true" />
              </a>
            </Tooltip>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
        </ul>
      </div>
      <div>
        <h4>{t("contact.info.bookingTitle")}</h4>
        <ul css={notice}>
          <li>
            <CalendarClock size={16} aria-hidden="true" />
            {t("contact.info.bookingGeneva", { hours: site.bookingNoticeHours.geneva })}
          </li>
          <li>
            <CalendarClock size={16} aria-hidden="true" />
            {t("contact.info.bookingStandard", { hours: site.bookingNoticeHours.standard })}
          </li>
          <li>
            <MessageCircle size={16} aria-hidden="true" />
            {t("contact.info.response", { hours: site.responseHours })}
          </li>
        </ul>
      </div>
    </aside>
  );
}
