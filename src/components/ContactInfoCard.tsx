import { css } from "@emotion/react";
import { CalendarClock, Mail, MessageCircle, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { mailtoHref, telHref, whatsappHref } from "../booking/catalogue/channels";
import type { SiteContent } from "../content/types";
import { card, iconList } from "../styles/layout";
import { capsLabel, colors } from "../styles/theme";
import { ContactChannelGroup } from "./ContactChannelGroup";
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
      <ContactChannelGroup
        title={t("contact.info.phone")}
        icon={<Phone size={18} aria-hidden="true" />}
        links={site.phones.map((phone) => ({ href: telHref(phone), label: t("contact.info.callLabel", { phone }), text: phone }))}
      />
      <ContactChannelGroup
        title={t("contact.info.email")}
        icon={<Mail size={18} aria-hidden="true" />}
        links={[{ href: mailtoHref(site.email), label: t("contact.info.emailLabel", { email: site.email }), text: site.email }]}
      />
      {whatsapp && (
        <ContactChannelGroup
          title={t("contact.whatsapp.label")}
          icon={<WhatsAppIcon size={18} />}
          links={[
            {
              href: whatsappHref(whatsapp, t("contact.whatsapp.greeting")),
              label: t("contact.whatsapp.linkLabel", { phone: whatsapp }),
              text: whatsapp,
              rel: "noopener noreferrer",
            },
          ]}
        />
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
