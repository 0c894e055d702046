import { css } from "@emotion/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { telHref, whatsappHref } from "../booking/catalogue/channels";
import { useScrolledPast } from "../hooks/useScrolledPast";
import { goldPill, iconButton } from "../styles/buttons";
import { container } from "../styles/layout";
import { colors, easing, GUTTER, layers, media, mediaQueries, NAV_HEIGHT, shadows, tints } from "../styles/theme";
import { BrandMark } from "./BrandMark";
import { LanguageSwitch } from "./LanguageSwitch";
import { SECTIONS } from "../navigation/sections";
import { LineIcon } from "./LineMark";
import { WhatsAppIcon } from "./SocialIcon";
import { Tooltip } from "./Tooltip";

/** The bar turns solid once the page is scrolled further than this. */
export const SOLID_AFTER_PX = 50;
const MENU_ID = "primary-menu";

const header = css`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${layers.navBar};
  height: ${NAV_HEIGHT}px;
  padding: 0 ${GUTTER};
  transition:
    background-color 0.35s ${easing},
    box-shadow 0.35s ${easing},
    backdrop-filter 0.35s ${easing};
  background-color: transparent;
  &[data-solid="true"] {
    background-color: ${tints.navBar};
    box-shadow: ${shadows.navBar};
    backdrop-filter: blur(10px);
  }
  /* The menu opened before the page's script runs (or without it) gets the solid bar too; a rule of its
     own, so a browser that knows neither :has nor :popover-open drops only this one. */
  &:has(#${MENU_ID}:popover-open) {
    background-color: ${tints.navBar};
    box-shadow: ${shadows.navBar};
  }
`;

const bar = css`
  ${container};
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
  ${media.narrow} {
    gap: 0.75rem;
  }
`;

// The brand gives way to what sits beside it (the call and menu buttons on phones, four languages' links
// on the desktop bar): it may set its name on two lines rather than run under them.
const brandLink = css`
  min-width: 0;
  text-decoration: none;
  span {
    line-height: 1.25;
    white-space: normal;
  }
  ${media.mobile} {
    span {
      font-size: 0.9rem;
      letter-spacing: 0.12em;
    }
  }
  /* 320 px: its longest word beside the two round buttons. */
  ${media.narrow} {
    span {
      font-size: 0.8rem;
      letter-spacing: 0.08em;
    }
  }
`;

/** The phone's controls at the right of the bar: call, then the menu toggle. */
const phoneActions = css`
  flex: none;
  display: none;
  ${media.navMenu} {
    display: flex;
    align-items: center;
    gap: 0.75rem;
    margin-inline-start: auto;
  }
`;

const roundButton = css`
  ${iconButton};
  color: ${colors.ivory};
  cursor: pointer;
  &:hover {
    border-color: ${colors.gold};
  }
`;

const call = css`
  ${roundButton};
  color: ${colors.gold};
`;

/*
 * Both icons are in the page and CSS shows the right one, so the toggle is right before the script runs:
 * the menu opens natively (Popover API) from the first paint.
 */
const toggle = css`
  ${roundButton};
  [data-icon="close"] {
    display: none;
  }
  &[aria-expanded="true"] {
    [data-icon="menu"] {
      display: none;
    }
    [data-icon="close"] {
      display: block;
    }
  }
`;

const toggleOpenNatively = css`
  nav:has(#${MENU_ID}:popover-open) & {
    [data-icon="menu"] {
      display: none;
    }
    [data-icon="close"] {
      display: block;
    }
  }
`;

/*
 * One element: the bar's row on desktop, the menu (a popover) on phones. The browser's own popover
 * styles (a centred, bordered box in the top layer) are set back to the bar's on desktop and to a panel
 * under the bar on phones; fixed, as the top layer places an open popover against the screen.
 */
const panel = css`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  position: static;
  inset: auto;
  width: auto;
  height: auto;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: visible;
  background: none;
  color: inherit;
  ${media.navMenu} {
    display: none;
    position: fixed;
    top: ${NAV_HEIGHT}px;
    inset-inline: 0;
    bottom: auto;
    max-height: calc(100dvh - ${NAV_HEIGHT}px);
    overflow-y: auto;
    flex-direction: column;
    align-items: stretch;
    gap: 1.25rem;
    padding: 1rem ${GUTTER} 2rem;
    background: ${colors.night};
    border-bottom: 1px solid ${colors.line};
    &[data-open="true"] {
      display: flex;
    }
    &:popover-open {
      display: flex;
    }
  }
`;

const links = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  /* Six sections since the Rates, five languages beside them: spaced so that the French row still fits
     beside the brand on two lines. */
  gap: 1.1rem;
  ${media.navMenu} {
    flex-direction: column;
    gap: 0;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0;
    font-size: 0.8125rem;
    font-weight: 400;
    letter-spacing: 0.1em;
    white-space: nowrap;
    text-transform: uppercase;
    text-decoration: none;
    color: ${colors.ivory};
    background: linear-gradient(${colors.gold}, ${colors.gold}) var(--start) bottom / 0 1px no-repeat;
    transition:
      color 0.25s ease,
      background-size 0.35s ${easing};
    &:hover {
      color: ${colors.goldBright};
      background-size: 100% 1px;
    }
    ${media.navMenu} {
      display: block;
      padding: 0.9rem 0;
      font-size: 0.9375rem;
      border-bottom: 1px solid ${colors.line};
    }
  }
`;

/*
 * Desktop: "24/7 Service" is the call itself, the number under the promise; the form is "Contact", just
 * before it. Phones have the round call button in the bar and Call / WhatsApp in the menu instead.
 */
const cta = css`
  ${goldPill};
  gap: 0.7rem;
  min-height: 44px;
  padding: 0 1.35rem;
  font-size: 0.8125rem;
  letter-spacing: 0.12em;
  transition:
    background-color 0.25s ease,
    color 0.25s ease;
  &:hover {
    background-color: ${colors.gold};
    color: ${colors.night};
  }
  ${media.navMenu} {
    display: none;
  }
  > span {
    display: grid;
    gap: 0.3rem;
    text-align: start;
  }
  small {
    font-size: 0.625rem;
    letter-spacing: 0.22em;
  }
  /* Inter is loaded at 400 and 600 only (fonts.css): 500 would be synthesized. */
  bdi {
    font-weight: 400;
    letter-spacing: 0.08em;
    white-space: nowrap;
  }
`;

/** Call and WhatsApp in the open menu: the bar's pill style, the call filled as the first choice. */
const menuActions = css`
  display: none;
  ${media.navMenu} {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
    gap: 0.75rem;
  }
  a {
    ${goldPill};
    gap: 0.55rem;
    min-height: 48px;
    font-size: 0.875rem;
    letter-spacing: 0.1em;
  }
  a:first-of-type {
    background: ${colors.gold};
    color: ${colors.night};
  }
`;

const supportsPopover = () => typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;

function hideMenu(menu: HTMLElement | null) {
  if (menu && supportsPopover() && menu.matches(":popover-open")) menu.hidePopover();
}

interface NavBarProps {
  brand: string;
  /** Where the sections are: "" on the home page, the home page's address on the other pages. */
  home?: string;
  /** The same page in each language, on pages other than home (as for the language bar). */
  languagePaths?: Record<string, string>;
  /** The number a tap calls (site.json's first); none: no call controls. */
  phone?: string;
  /** content/company.json's WhatsApp number; empty: no WhatsApp in the menu. */
  whatsapp?: string;
}

export function NavBar({ brand, home = "", languagePaths, phone, whatsapp }: NavBarProps) {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const [open, setOpen] = useState(false);
  // Until the script runs the browser says whether the popover is open (it maps popovertarget to the
  // expanded state itself); a fixed aria-expanded="false" in the HTML would contradict it.
  const [ready, setReady] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  // The menu opens natively (popovertarget), with or without this script: the state follows it. A tap
  // made before the page was hydrated already opened it, so the state starts from what is shown.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- after hydration, on purpose: the HTML leaves the expanded state to the browser
    setReady(true);
    const menu = menuRef.current;
    if (!menu || !supportsPopover()) return;
    setOpen(menu.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", onToggle);
    // Widened to the desktop bar, the menu is the bar's row again, not a popover left open over the page.
    const desktop = window.matchMedia(mediaQueries.navBar);
    const onWiden = () => {
      if (desktop.matches) hideMenu(menu);
    };
    desktop.addEventListener("change", onWiden);
    return () => {
      menu.removeEventListener("toggle", onToggle);
      desktop.removeEventListener("change", onWiden);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      hideMenu(menuRef.current);
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => {
    hideMenu(menuRef.current);
    setOpen(false);
  };
  // Where the Popover API is missing (older browsers), the script opens the menu instead.
  const onToggleClick = () => {
    if (!supportsPopover()) setOpen((value) => !value);
  };
  const menuLabel = open ? t("nav.closeMenu") : t("nav.openMenu");
  const callLabel = phone ? t("nav.callLabel", { phone }) : "";

  return (
    <header css={header} data-solid={scrolled || open}>
      <nav css={bar} aria-label={t("nav.label")}>
        <a href={`${home}#home`} css={brandLink} aria-label={t("nav.brandHome", { brand })} onClick={close}>
          <BrandMark brand={brand} />
        </a>
        <div css={phoneActions}>
          {phone && (
            <Tooltip label={callLabel} placement="below">
              <a href={telHref(phone)} css={call} aria-label={callLabel}>
                <LineIcon name="phone" size={18} />
              </a>
            </Tooltip>
          )}
          {/* The toggle precedes the menu it opens, so Tab goes from it straight into the links. */}
          <Tooltip label={menuLabel} placement="below">
            <button
              ref={toggleRef}
              type="button"
              css={[toggle, toggleOpenNatively]}
              popovertarget={MENU_ID}
              aria-expanded={ready ? open : undefined}
              aria-controls={MENU_ID}
              aria-label={menuLabel}
              onClick={onToggleClick}
            >
              <LineIcon name="menu" size={20} data-icon="menu" />
              <LineIcon name="close" size={20} data-icon="close" />
            </button>
          </Tooltip>
        </div>
        <div ref={menuRef} id={MENU_ID} css={panel} data-open={open} popover="auto">
          <ul css={links}>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`${home}#${id}`} onClick={close}>
                  {t(`nav.${id}`)}
                </a>
              </li>
            ))}
          </ul>
          {phone ? (
            <a href={telHref(phone)} css={cta}>
              <LineIcon name="phone" size={16} />
              <span>
                <small>{t("nav.cta")}</small> <bdi dir="ltr">{phone}</bdi>
              </span>
            </a>
          ) : (
            <a href={`${home}#contact`} css={cta} onClick={close}>
              {t("nav.cta")}
            </a>
          )}
          {phone && (
            // Each name starts with the visible word (WCAG 2.5.3); the number follows for screen readers.
            <div css={menuActions}>
              <a href={telHref(phone)} onClick={close}>
                <LineIcon name="phone" size={18} />
                {t("nav.call")}
                <span className="visually-hidden"> ({phone})</span>
              </a>
              {whatsapp && (
                <a href={whatsappHref(whatsapp, t("contact.whatsapp.greeting"))} rel="noopener noreferrer" onClick={close}>
                  <WhatsAppIcon size={18} />
                  {t("nav.whatsapp")}
                  <span className="visually-hidden"> ({whatsapp})</span>
                </a>
              )}
            </div>
          )}
          <LanguageSwitch paths={languagePaths} />
        </div>
      </nav>
    </header>
  );
}
