import { css } from "@emotion/react";
import { useTranslation } from "react-i18next";
import type { Language, SiteContent } from "../content/types";
import { container, sectionAlt } from "../styles/layout";
import { colors, fonts, media } from "../styles/theme";
import { DeferredContactForm } from "./DeferredContactForm";
import { ContactInfoCard } from "./ContactInfoCard";
import { SectionHeading } from "./SectionHeading";

const layout = css`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  ${media.wide} {
    grid-template-columns: 4fr 8fr;
  }
`;

/** react-toastify's theme, set on the section so toasts rendered by the form pick it up. */
const toasts = css`
  --toastify-color-dark: ${colors.surfaceRaised};
  --toastify-text-color-dark: ${colors.ivory};
  --toastify-color-success: ${colors.success};
  --toastify-color-error: ${colors.error};
  --toastify-font-family: ${fonts.text};
  .Toastify__toast {
    border: 1px solid ${colors.lineStrong};
    border-radius: 4px;
  }
`;

interface ContactProps {
  site: SiteContent;
  language: Language;
  buildDate: string;
}

export function Contact({ site, language, buildDate }: ContactProps) {
  const { t } = useTranslation();
  return (
    <section id="contact" css={[sectionAlt, toasts]} aria-labelledby="contact-title">
      <div css={container}>
        <SectionHeading
          id="contact-title"
          eyebrow={t("contact.eyebrow")}
          title={t("contact.title")}
          subtitle={t("contact.subtitle", { hours: site.responseHours })}
        />
        <div css={layout}>
          <ContactInfoCard site={site} />
          <DeferredContactForm language={language} responseHours={site.responseHours} phone={site.phones[0] ?? ""} buildDate={buildDate} />
        </div>
      </div>
    </section>
  );
}
