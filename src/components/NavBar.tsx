import { css } from "@emotion/react";
import { Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useScrolledPast } from "../hooks/useScrolledPast";
import { iconButton } from "../styles/buttons";
import { container } from "../styles/layout";
import { colors, easing, fonts, GUTTER, layers, media, NAV_HEIGHT, shadows, tints } from "../styles/theme";
import { BrandMark } from "./BrandMark";
import { LanguageSwitch } from "./LanguageSwitch";
import { SECTIONS } from "./sections";
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
`;

const bar = css`
  ${container};
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1.5rem;
`;

const brandLink = css`
  text-decoration: none;
  ${media.mobile} {
    span {
      font-size: 0.9rem;
      letter-spacing: 0.12em;
    }
  }
`;

const toggle = css`
  ${iconButton};
  display: none;
  ${media.navMenu} {
    display: inline-flex;
  }
  color: ${colors.ivory};
  cursor: pointer;
`;

const panel = css`
  display: flex;
  align-items: center;
  gap: 1.5rem;
  ${media.navMenu} {
    display: none;
    position: absolute;
    top: ${NAV_HEIGHT}px;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 1.25rem;
    padding: 1rem ${GUTTER} 2rem;
    background: ${colors.night};
    border-bottom: 1px solid ${colors.line};
    &[data-open="true"] {
      display: flex;
    }
  }
`;

const links = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 1.75rem;
  ${media.navMenu} {
    flex-direction: column;
    gap: 0;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0;
    font-size: 0.8125rem;
    font-weight: 400;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    text-decoration: none;
    color: ${colors.ivory};
    background: linear-gradient(${colors.gold}, ${colors.gold}) left bottom / 0 1px no-repeat;
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

const cta = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 1.35rem;
  border: 1px solid ${colors.gold};
  border-radius: 999px;
  font: 600 0.8125rem/1 ${fonts.text};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: none;
  color: ${colors.gold};
  transition:
    background-color 0.25s ease,
    color 0.25s ease;
  &:hover {
    background-color: ${colors.gold};
    color: ${colors.night};
  }
`;

interface NavBarProps {
  brand: string;
  /** Where the sections are: "" on the home page, the home page's address on the other pages. */
  home?: string;
  /** The same page in each language, on pages other than home (as for the language bar). */
  languagePaths?: Record<string, string>;
}

export function NavBar({ brand, home = "", languagePaths }: NavBarProps) {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(SOLID_AFTER_PX);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const close = () => setOpen(false);
  const menuLabel = open ? t("nav.closeMenu") : t("nav.openMenu");

  return (
    <header css={header} data-solid={scrolled || open}>
      <nav css={bar} aria-label={t("nav.label")}>
        <a href={`${home}#home`} css={brandLink} aria-label={t("nav.brandHome", { brand })} onClick={close}>
          <BrandMark brand={brand} />
        </a>
        {/* The toggle precedes the menu it opens, so Tab goes from it straight into the links. */}
        <Tooltip label={menuLabel} placement="below">
          <button
            ref={toggleRef}
            type="button"
            css={toggle}
            aria-expanded={open}
            aria-controls={MENU_ID}
            aria-label={menuLabel}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          </button>
        </Tooltip>
        <div id={MENU_ID} css={panel} data-open={open}>
          <ul css={links}>
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`${home}#${id}`} onClick={close}>
                  {t(`nav.${id}`)}
                </a>
              </li>
            ))}
          </ul>
          <a href={`${home}#contact`} css={cta} onClick={close}>
            {t("nav.cta")}
          </a>
          <LanguageSwitch paths={languagePaths} />
        </div>
      </nav>
    </header>
  );
}
