import { css } from "@emotion/react";
import { Globe } from "lucide-react";
import type { ChangeEvent } from "react";
import { useLanguageSwitch } from "../hooks/useLanguageSwitch";
import { container } from "../styles/layout";
import { colors, GUTTER } from "../styles/theme";
import { fieldControl } from "./FormField";

const bar = css`
  padding: 1.5rem ${GUTTER};
  border-top: 1px solid ${colors.line};
  background: ${colors.midnight};
`;

const inner = css`
  ${container};
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

interface LanguageBarProps {
  /** The same page in each language, on pages other than home (the legal pages have their own slugs). */
  paths?: Record<string, string>;
}

export function LanguageBar({ paths }: LanguageBarProps = {}) {
  const { t, language, languages, switchTo } = useLanguageSwitch(paths);
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
