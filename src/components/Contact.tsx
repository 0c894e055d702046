import { css, keyframes } from "@emotion/react";
import { useTranslation } from "react-i18next";
import type { Language, SiteContent } from "../content/types";
import { container, sectionAlt, wideColumns } from "../styles/layout";
import { colors, fonts } from "../styles/theme";
import { DeferredContactForm } from "./DeferredContactForm";
import { ContactInfoCard } from "./ContactInfoCard";
import { SectionHeading } from "./SectionHeading";

const layout = wideColumns("4fr 8fr", "1.5rem");

// The toast's entrance and exit (ContactForm's transition): in place, nothing that overflows the page's width.
const toastIn = keyframes`
  from {
    opacity: 0;
    transform: translateY(0.5rem);
  }
`;
const toastOut = keyframes`
  to {
    opacity: 0;
  }
`;

/**
 * react-toastify's theme, set on the section so toasts rendered by the form pick it up: the cards'
 * navy and ivory, a gold rule, icon and progress bar for "sent", a muted red for a failure (the
 * library's green and red belong to no palette of ours).
 */
const toasts = css`
  --toastify-color-dark: ${colors.surfaceRaised};
  --toastify-text-color-dark: ${colors.ivory};
  --toastify-color-success: ${colors.gold};
  --toastify-color-error: ${colors.errorMuted};
  --toastify-color-progress-dark: ${colors.gold};
  --toastify-color-progress-success: ${colors.gold};
  --toastify-color-progress-error: ${colors.errorMuted};
  --toastify-font-family: ${fonts.text};
  --toastify-toast-width: 100%;
  .Toastify__toast {
    border: 1px solid ${colors.line};
    border-inline-start: 3px solid ${colors.gold};
    border-radius: 4px;
    box-shadow: none;
  }
  .Toastify__toast--error {
    border-inline-start-color: ${colors.errorMuted};
  }
  .Toastify__toast-icon {
    color: ${colors.gold};
  }
  .Toastify__toast--error .Toastify__toast-icon {
    color: ${colors.errorMuted};
  }
  .Toastify__close-button {
    color: ${colors.ivoryMuted};
    opacity: 1;
    &:hover {
      color: ${colors.ivory};
    }
  }
  .Toastify__toast a {
    color: ${colors.goldBright};
  }
  /*
   * A failure's toast sits in the form right under the submit button (ContactFormFields), where the
   * visitor has just tapped, instead of floating: a fixed toast at the bottom or top of a 390 px screen
   * lands on a field or on the button, and one below the form is off-screen.
   */
  .Toastify__toast-container {
    position: static;
    width: 100%;
    max-width: none;
    margin: 0;
    padding: 0;
    transform: none;
  }
  .Toastify__toast {
    margin: 1rem 0 0;
  }
  .contact-toast-enter {
    animation: ${toastIn} 0.3s ease-out both;
  }
  .contact-toast-exit {
    animation: ${toastOut} 0.2s ease-in both;
  }
`;

interface ContactProps {
  site: SiteContent;
  language: Language;
  buildDate: string;
  /** content/company.json's WhatsApp number; empty: no WhatsApp link. */
  whatsapp: string;
}

export function Contact({ site, language, buildDate, whatsapp }: ContactProps) {
  const { t } = useTranslation();
  return (
    <section id="contact" css={[sectionAlt, toasts]} aria-labelledby="contact-title">
      <div css={container}>
        <SectionHeading
          id="contact-title"
          eyebrow={t("contact.eyebrow")}
          title={t("contact.title")}
          subtitle={t("contact.subtitle", { count: site.responseHours })}
        />
        <div css={layout}>
          <ContactInfoCard site={site} whatsapp={whatsapp} />
          <DeferredContactForm
            language={language}
            responseHours={site.responseHours}
            phone={site.phones[0] ?? ""}
            phones={site.phones}
            email={site.email}
            buildDate={buildDate}
          />
        </div>
      </div>
    </section>
  );
}
