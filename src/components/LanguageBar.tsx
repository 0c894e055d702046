import { css } from "@emotion/react";
import { Globe } from "lucide-react";
// The plugin's index re-exports all of react-i18next (Trans, HOCs…); importing the hook alone keeps
// that out of the bundle.
import { useI18next } from "../../gatsby/patches/i18nPluginHook";
import type { ChangeEvent } from "react";
import { colors, NAV_HEIGHT } from "../styles/theme";
import { fieldControl } from "./FormField";
import { languagePath, openLanguage } from "./pageNavigation";
import { SECTIONS } from "./sections";

const bar = css`
  padding: 1.5rem;
  border-top: 1px solid ${colors.line};
  background: ${colors.midnight};
`;

const inner = css`
  max-width: 1240px;
  margin: 0 auto;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 0.85rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    font-size: 0.8125rem;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${colors.ivoryMuted};
  }
  svg {
    color: ${colors.gold};
  }
  select {
    width: auto;
    min-width: 10rem;
    min-height: 44px;
    padding-block: 0.5rem;
  }
`;

/** The section the visitor is reading: the last one whose top has passed below the navigation bar. */
export function currentSection(): string {
  let current: string = SECTIONS[0];
  for (const id of SECTIONS) {
    const element = document.getElementById(id);
    if (element && element.getBoundingClientRect().top <= NAV_HEIGHT + 1) current = id;
  }
  return current;
}

interface LanguageBarProps {
  /** The same page in each language, on pages other than home (the legal pages have their own slugs). */
  paths?: Record<string, string>;
}

export function LanguageBar({ paths }: LanguageBarProps = {}) {
  const { t, language, languages, defaultLanguage } = useI18next();
  const switchTo = (next: string) =>
    paths ? openLanguage(paths[next], "", {}, next) : openLanguage(languagePath(next, defaultLanguage), `#${currentSection()}`, {}, next);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => switchTo(event.target.value);


  return (
    <aside id="language-bar" css={bar} aria-label={t("language.label")}>
      <div css={inner}>
        <label htmlFor="language-select">
          <Globe size={16} aria-hidden="true" />
          {t("language.label")}
        </label>
        <select id="language-select" css={fieldControl} value={language} onChange={onChange}>
          {languages.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`language.${code}`)}
            </option>
          ))}
        </select>
      </div>
    </aside>
  );
}
