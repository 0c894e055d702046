import { css } from "@emotion/react";
import { Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { telHref, whatsappHref } from "../content/localize";
import { colors, easing, fonts, layers, media, mediaQueries, NAV_HEIGHT, QUICK_BAR_HEIGHT, tints } from "../styles/theme";
import { WhatsAppIcon } from "./SocialIcon";

const bar = css`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${layers.quickBar};
  display: none;
  ${media.mobile} {
    display: flex;
  }
  gap: 0.75rem;
  height: ${QUICK_BAR_HEIGHT}px;
  padding: 0.6rem 1rem calc(0.6rem + env(safe-area-inset-bottom, 0px));
  background: ${tints.quickBar};
  border-top: 1px solid ${colors.lineStrong};
  /* Slides in and out over the page; being fixed, it moves nothing else (no layout shift). */
  transform: translateY(100%);
  visibility: hidden;
  transition:
    transform 0.3s ${easing},
    visibility 0s linear 0.3s;
  &[data-shown="true"] {
    transform: none;
    visibility: visible;
    transition: transform 0.3s ${easing};
  }
  ${media.reducedMotion} {
    transition: none;
    &[data-shown="true"] {
      transition: none;
    }
  }
  a {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.55rem;
    border: 1px solid ${colors.gold};
    border-radius: 999px;
    font: 600 0.875rem/1 ${fonts.text};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    text-decoration: none;
    color: ${colors.gold};
  }
  a:first-of-type {
    background: ${colors.gold};
    color: ${colors.night};
  }
`;

const FIELDS = "input, select, textarea";

/**
 * Phones only (under 768 px): "Call" and, when set, "WhatsApp", fixed at the bottom once the hero has
 * scrolled away. It steps aside while the contact section (fields, submit button, toasts) is on screen
 * and while any field has focus, so it never covers what the visitor is working with.
 */
export function QuickContactBar({ phone, whatsapp }: { phone: string | undefined; whatsapp: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const hero = document.getElementById("home");
    const contact = document.getElementById("contact");
    if (!hero || !contact || !window.matchMedia(mediaQueries.mobile).matches) return;
    const state = { hero: true, contact: false, field: false };
    const update = () => setShown(!state.hero && !state.contact && !state.field);
    // What lies under the fixed navigation bar is off screen (one pixel more: touching edges intersect).
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.target === hero) state.hero = entry.isIntersecting;
          if (entry.target === contact) state.contact = entry.isIntersecting;
        }
        update();
      },
      { rootMargin: `-${NAV_HEIGHT + 1}px 0px 0px 0px` },
    );
    observer.observe(hero);
    observer.observe(contact);
    const onFocus = (event: FocusEvent) => {
      state.field = event.type === "focusin" && event.target instanceof Element && event.target.matches(FIELDS);
      update();
    };
    document.addEventListener("focusin", onFocus);
    document.addEventListener("focusout", onFocus);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocus);
      document.removeEventListener("focusout", onFocus);
    };
  }, []);

  if (!phone) return null;
  return (
    <aside id="quick-contact" css={bar} data-shown={shown} aria-label={t("contact.quickBar.label")}>
      {/* Each name starts with the visible word (WCAG 2.5.3); the number follows for screen readers. */}
      <a href={telHref(phone)}>
        <Phone size={18} aria-hidden="true" />
        {t("contact.quickBar.call")}
        <span className="visually-hidden"> ({phone})</span>
      </a>
      {whatsapp && (
        <a href={whatsappHref(whatsapp, t("contact.whatsapp.greeting"))} rel="noopener noreferrer">
          <WhatsAppIcon size={18} />
          {t("contact.quickBar.whatsapp")}
          <span className="visually-hidden"> ({whatsapp})</span>
        </a>
      )}
    </aside>
  );
}
