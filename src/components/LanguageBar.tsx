import { css } from "@emotion/react";
import { Globe } from "lucide-react";
import { useI18next } from "gatsby-plugin-react-i18next";
import type { ChangeEvent } from "react";
import type { Language } from "../contact/options";
import { useRememberedLanguage } from "../hooks/useRememberedLanguage";
import { colors, NAV_HEIGHT } from "../styles/theme";
import { fieldControl } from "./FormField";
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

export function LanguageBar() {
  const { t, language, languages, changeLanguage } = useI18next();
  const goTo = (next: Language, hash: string) => void changeLanguage(next, `/${hash}`);
  useRememberedLanguage(language as Language, languages, goTo);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    goTo(event.target.value as Language, `#${currentSection()}`);
  };

  return (
    <div css={bar}>
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
    </div>
  );
}
