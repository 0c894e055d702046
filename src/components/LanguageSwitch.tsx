import { css } from "@emotion/react";
import type { MouseEvent } from "react";
import { useLanguageSwitch } from "../hooks/useLanguageSwitch";
import { colors, fonts } from "../styles/theme";

const group = css`
  display: flex;
  align-items: center;
  /* A short rule between the codes: EN | FR. */
  > * + * {
    background: linear-gradient(${colors.lineStrong}, ${colors.lineStrong}) var(--start) center / 1px 1rem no-repeat;
  }
  /* Full-height targets; the outer codes sit flush with the bar's edge (desktop) or the menu's (phones). */
  > * {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    /* Five languages on the desktop bar beside six sections and the call. */
    padding: 0 0.55rem;
    font: 600 0.75rem/1 ${fonts.text};
    letter-spacing: 0.14em;
    text-decoration: none;
  }
  > :first-child {
    padding-inline-start: 0;
  }
  > :last-child {
    padding-inline-end: 0;
  }
  [aria-current] {
    color: ${colors.gold};
  }
  a {
    color: ${colors.ivoryMuted};
    transition: color 0.25s ease;
    &:hover {
      color: ${colors.goldBright};
    }
  }
`;

/**
 * EN / FR in the navigation bar: the language bar's move (useLanguageSwitch) as two links. The current
 * language is marked, not linked; each link is a real address, so it works before the page's code runs
 * and in a new tab.
 */
export function LanguageSwitch({ paths }: { paths?: Record<string, string> }) {
  const { t, language, languages, hrefOf, switchTo } = useLanguageSwitch(paths);
  const onClick = (next: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    switchTo(next);
  };
  return (
    // A group, not a list: the bar's list is its sections.
    <div role="group" css={group} aria-label={t("language.label")}>
      {languages.map((code) => {
        // The visible code ("FR") starts the name, as speech users say it (WCAG 2.5.3); the full name follows.
        const label = (
          <>
            {t(`nav.languageCodes.${code}`)}
            <span className="visually-hidden"> {t(`language.${code}`)}</span>
          </>
        );
        return code === language ? (
          <span key={code} lang={code} aria-current="true">
            {label}
          </span>
        ) : (
          <a key={code} lang={code} href={hrefOf(code)} hrefLang={code} onClick={onClick(code)}>
            {label}
          </a>
        );
      })}
    </div>
  );
}
