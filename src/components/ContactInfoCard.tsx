import { css } from "@emotion/react";
import { CalendarClock, Mail, MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { mailtoHref, telHref, whatsappHref } from "../contact/channels";
import type { SiteContent } from "../content/types";
import { card, iconList } from "../styles/layout";
import { capsLabel, colors } from "../styles/theme";
import { ContactChannelLink } from "./ContactChannelLink";
import { WhatsAppIcon } from "./SocialIcon";

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
    ${capsLabel("0.75rem", "0.2em")}
    color: ${colors.gold};
  }
`;

const rows = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  /* Icon and text are one link: one tab stop, and the whole row is the target. */
  a {
    display: inline-flex;
    align-items: center;
    gap: 0.85rem;
    text-decoration: none;
    overflow-wrap: anywhere;
    .text {
      border-bottom: 1px solid transparent;
      transition: border-color 0.25s ease;
    }
    &:hover .text {
      border-bottom-color: ${colors.gold};
    }
    &:hover .icon {
      background: ${colors.gold};
      color: ${colors.night};
    }
  }
`;

const notice = css`
  ${iconList};
  gap: 0.4rem;
  color: ${colors.ivoryMuted};
`;

interface ContactInfoCardProps {
  site: SiteContent;
  /** content/company.json's WhatsApp number; empty: no WhatsApp row. */
  whatsapp: string;
}

export function ContactInfoCard({ site, whatsapp }: ContactInfoCardProps) {
  const { t } = useTranslation();
  return (
    <aside css={style} aria-labelledby="contact-info-title">
      <h3 id="contact-info-title">{t("contact.info.title")}</h3>
      <div>
        <h4>{t("contact.info.phone")}</h4>
        <ul css={rows}>
          {site.phones.map((phone) => {
            return (
              <li key={phone}>
                <ContactChannelLink
                  href={telHref(phone)}
                  label={t("contact.info.callLabel", { phone })}
                  icon={<Phone size={18} aria-hidden="true" />}
                  text={phone}
                />
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h4>{t("contact.info.email")}</h4>
        <ul css={rows}>
          <li>
            <ContactChannelLink
              href={mailtoHref(site.email)}
              label={t("contact.info.emailLabel", { email: site.email })}
              icon={<Mail size={18} aria-hidden="true" />}
              text={site.email}
            />
          </li>
        </ul>
      </div>
      {whatsapp && (
        <div>
          <h4>{t("contact.whatsapp.label")}</h4>
          <ul css={rows}>
            <li>
              <ContactChannelLink
                href={whatsappHref(whatsapp, t("contact.whatsapp.greeting"))}
                label={t("contact.whatsapp.linkLabel", { phone: whatsapp })}
                icon={<WhatsAppIcon size={18} />}
                text={whatsapp}
                rel="noopener noreferrer"
              />
            </li>
          </ul>
        </div>
      )}
      <div>
        <h4>{t("contact.info.bookingTitle")}</h4>
        <ul css={notice}>
          <li>
            <CalendarClock size={16} aria-hidden="true" />
            {t("contact.info.bookingGeneva", { count: site.bookingNoticeHours.geneva })}
          </li>
          <li>
            <CalendarClock size={16} aria-hidden="true" />
            {t("contact.info.bookingStandard", { count: site.bookingNoticeHours.standard })}
          </li>
          <li>
            <MessageCircle size={16} aria-hidden="true" />
            {t("contact.info.response", { count: site.responseHours })}
          </li>
        </ul>
      </div>
    </aside>
  );
}
